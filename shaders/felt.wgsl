// Table felt: a woven green cloth with soft light from above and a darker edge towards the rim;
// the table's light on it: a pool of lamp light at each seat that may act (in its colour), a
// ripple from where a slap landed, a slow breathing of the light, a dim while paused.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

const MAX_LIGHTS: u32 = 10u;

struct Felt {
    base: vec4<f32>,
    // x: time in seconds, y: aspect (width / height), z: breathing light (-1..1), w: dim (0..1)
    params: vec4<f32>,
    // xy: centre (world), z: radius (0: off), w: strength
    lights: array<vec4<f32>, 10>,
    colours: array<vec4<f32>, 10>,
    // xy: centre (world), z: age in seconds, w: strength (0: none)
    ripple: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> felt: Felt;

fn hash(p: vec2<f32>) -> f32 {
    let h = dot(p, vec2<f32>(127.1, 311.7));
    return fract(sin(h) * 43758.5453123);
}

fn noise(p: vec2<f32>) -> f32 {
    let i = floor(p);
    let f = fract(p);
    let u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2<f32>(1.0, 0.0)), u.x),
               mix(hash(i + vec2<f32>(0.0, 1.0)), hash(i + vec2<f32>(1.0, 1.0)), u.x), u.y);
}

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let uv = mesh.uv;
    let world = mesh.world_position.xy;
    // The ripple: a ring running out from the point of impact, bending the cloth's light.
    var ripple_light = 0.0;
    if (felt.ripple.w > 0.0) {
        let age = felt.ripple.z;
        let r = length(world - felt.ripple.xy);
        let front = age * 520.0;
        let band = exp(-pow((r - front) / 38.0, 2.0));
        let fade = felt.ripple.w * max(0.0, 1.0 - age / 1.4);
        ripple_light = sin((r - front) * 0.09) * band * fade;
    }
    let centred = (uv - vec2<f32>(0.5)) * vec2<f32>(felt.params.y, 1.0);
    // Woven fibres: fine noise in two directions plus a larger mottling.
    let fibres = noise(uv * vec2<f32>(900.0, 700.0)) * 0.5 + noise(uv * vec2<f32>(650.0, 950.0)) * 0.5;
    let mottle = noise(uv * 9.0) * 0.6 + noise(uv * 23.0) * 0.4;
    // Light from above: brighter centre, darker towards the edge of the oval; it breathes slowly
    // (its centre drifting a little with the time).
    let drift = vec2<f32>(sin(felt.params.x * 0.21), cos(felt.params.x * 0.17)) * 0.03 * abs(felt.params.z);
    let d = length((uv - vec2<f32>(0.5) - drift) * 2.0);
    let light = 1.05 + felt.params.z * 0.035 - 0.45 * smoothstep(0.35, 1.05, d);
    var colour = felt.base.rgb * light * (0.92 + 0.10 * fibres) * (0.95 + 0.08 * mottle);
    // A faint printed ring where the middle lies.
    let ring = abs(length(centred * vec2<f32>(1.0, 1.6)) - 0.23);
    colour += vec3<f32>(0.05, 0.06, 0.03) * (1.0 - smoothstep(0.0, 0.006, ring));
    // Pools of lamp light at the seats that may act.
    for (var i = 0u; i < MAX_LIGHTS; i = i + 1u) {
        let l = felt.lights[i];
        if (l.z > 0.0) {
            let q = length(world - l.xy) / l.z;
            let pool = exp(-q * q * 1.6) * l.w;
            let tint = mix(vec3<f32>(1.0, 0.88, 0.6), felt.colours[i].rgb, 0.6);
            colour += tint * pool * 0.30;
        }
    }
    colour *= 1.0 + ripple_light * 0.35;
    // Paused: the table dims.
    colour *= 1.0 - 0.35 * felt.params.w;
    return vec4<f32>(colour, 1.0);
}
