//! Single-observer information-set MCTS: every iteration samples a whole state consistent with the
//! bot's view (`Game::determinize`), then walks one shared tree, counting for each child how often it
//! was available so that rarely-possible moves are not starved (Cowling, Powley & Whitehouse 2012).

use crate::kernel::{Game, GameRng, Seat};

/// Search budget and exploration constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Playouts in all (tree iterations, or determinizations times root moves when `paired`).
    pub iterations: u32,
    pub exploration: f64,
    /// Flat paired sampling instead of a tree: every root move is played out from the same
    /// determinizations with the same playout randomness (common random numbers), so the moves are
    /// compared on identical worlds. Far less noisy than a tree for short horizons.
    pub paired: bool,
}

/// The action paired sampling picks for `seat` from `view`: for each determinization, every legal
/// move is applied to a copy of the same world and played out with the same random stream; the move
/// with the best mean `search_value` wins.
pub fn paired_rollouts<G: Game>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    config: IsmctsConfig,
    rng: &mut GameRng,
) -> G::Action {
    let worlds = (config.iterations as usize / legal.len()).max(1);
    let mut totals = vec![0.0f64; legal.len()];
    let mut events = Vec::new();
    let mut copy = None;
    for _ in 0..worlds {
        let world = G::determinize(view, rng);
        let stream = rng.fork();
        for (i, action) in legal.iter().enumerate() {
            let state = super::copy_of(&world, &mut copy);
            let mut playout_rng = stream.clone();
            if state.apply_into(seat, action, 0, &mut events).is_err() {
                totals[i] = f64::NEG_INFINITY;
                continue;
            }
            events.clear();
            while !state.search_over() {
                let Some(actor) = state.first_actor(0) else {
                    break;
                };
                if !state.playout_step(actor, 0, &mut playout_rng, &mut events) {
                    break;
                }
                events.clear();
            }
            totals[i] += state.search_value(seat);
        }
    }
    let best = (0..legal.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]))
        .unwrap_or(0);
    legal[best].clone()
}

struct Node<A> {
    /// The move leading here and who made it (None at the root).
    edge: Option<(Seat, A)>,
    children: Vec<usize>,
    visits: u32,
    available: u32,
    /// Sum of rewards, for the seat that made the move into this node.
    reward: f64,
}

/// The action ISMCTS picks for `seat` from `view`; `legal` are that seat's actions now.
pub fn ismcts<G: Game>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    config: IsmctsConfig,
    rng: &mut GameRng,
) -> G::Action {
    let mut nodes: Vec<Node<G::Action>> = vec![Node {
        edge: None,
        children: Vec::new(),
        visits: 0,
        available: 0,
        reward: 0.0,
    }];
    let mut events = Vec::new();
    let mut path = Vec::with_capacity(64);
    for _ in 0..config.iterations {
        let mut state = G::determinize(view, rng);
        let mut node = 0usize;
        path.clear();
        path.push(0usize);
        // Selection and expansion.
        while !state.search_over() {
            let Some(actor) = state.first_actor(0) else {
                break;
            };
            let actions = state.legal(actor);
            let mut untried: Vec<&G::Action> = Vec::new();
            for action in &actions {
                let exists = nodes[node]
                    .children
                    .iter()
                    .any(|&c| matches!(&nodes[c].edge, Some((s, a)) if *s == actor && a == action));
                if !exists {
                    untried.push(action);
                }
            }
            if !untried.is_empty() {
                let action = untried[rng.below(untried.len())].clone();
                if state.apply_into(actor, &action, 0, &mut events).is_err() {
                    break;
                }
                events.clear();
                nodes.push(Node {
                    edge: Some((actor, action)),
                    children: Vec::new(),
                    visits: 0,
                    available: 0,
                    reward: 0.0,
                });
                let child = nodes.len() - 1;
                nodes[node].children.push(child);
                path.push(child);
                break;
            }
            // Every legal move has a child: pick by UCB over the children available in this world.
            let mut best = None;
            let mut best_score = f64::NEG_INFINITY;
            for i in 0..nodes[node].children.len() {
                let c = nodes[node].children[i];
                let available =
                    matches!(&nodes[c].edge, Some((s, a)) if *s == actor && actions.contains(a));
                if !available {
                    continue;
                }
                nodes[c].available += 1;
                let n = nodes[c].visits.max(1) as f64;
                let score = nodes[c].reward / n
                    + config.exploration * ((nodes[c].available as f64).ln() / n).sqrt();
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
            let Some(child) = best else { break };
            let (_, action) = nodes[child].edge.clone().expect("children have edges");
            if state.apply_into(actor, &action, 0, &mut events).is_err() {
                break;
            }
            events.clear();
            node = child;
            path.push(child);
        }
        // Playout to the end of the search horizon.
        while !state.search_over() {
            let Some(actor) = state.first_actor(0) else {
                break;
            };
            if !state.playout_step(actor, 0, rng, &mut events) {
                break;
            }
            events.clear();
        }
        // Backpropagation: each node is scored for the seat that moved into it.
        for &n in &path {
            nodes[n].visits += 1;
            if let Some((mover, _)) = &nodes[n].edge {
                nodes[n].reward += state.search_value(*mover);
            }
        }
    }
    // The most visited of the root's moves that are legal now.
    nodes[0]
        .children
        .iter()
        .filter_map(|&c| match &nodes[c].edge {
            Some((s, a)) if *s == seat && legal.contains(a) => Some((nodes[c].visits, a)),
            _ => None,
        })
        .max_by_key(|(visits, _)| *visits)
        .map(|(_, a)| a.clone())
        .unwrap_or_else(|| legal[rng.below(legal.len())].clone())
}
