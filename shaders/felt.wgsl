// Table felt: a woven green cloth with soft light from above and a darker edge towards the rim.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct Felt {
    base: vec4<f32>,
    // x: time in seconds, y: aspect (width / height), z: glow of the centre, w: unused
    params: vec4<f32>,
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
    let centred = (uv - vec2<f32>(0.5)) * vec2<f32>(felt.params.y, 1.0);
    // Woven fibres: fine noise in two directions plus a larger mottling.
    let fibres = noise(uv * vec2<f32>(900.0, 700.0)) * 0.5 + noise(uv * vec2<f32>(650.0, 950.0)) * 0.5;
    let mottle = noise(uv * 9.0) * 0.6 + noise(uv * 23.0) * 0.4;
    // Light from above: brighter centre, darker towards the edge of the oval.
    let d = length((uv - vec2<f32>(0.5)) * 2.0);
    let light = 1.05 + felt.params.z * 0.08 - 0.45 * smoothstep(0.35, 1.05, d);
    var colour = felt.base.rgb * light * (0.92 + 0.10 * fibres) * (0.95 + 0.08 * mottle);
    // A faint printed ring where the middle lies.
    let ring = abs(length(centred * vec2<f32>(1.0, 1.6)) - 0.23);
    colour += vec3<f32>(0.05, 0.06, 0.03) * (1.0 - smoothstep(0.0, 0.006, ring));
    return vec4<f32>(colour, 1.0);
}
