//! A sim run as plain data (`SimRequest`), so the command line and the registry run any game alike.

use super::{SimReport, run_saving};
use crate::bots::{Heuristic, Level};
use crate::kernel::{OptionValues, config_from};
use std::path::PathBuf;

/// What the `sim` command asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct SimRequest {
    pub players: usize,
    pub games: u64,
    /// Game `n` (from 0) is dealt from `seed + n`.
    pub seed: u64,
    /// One level per seat; if fewer are given, the last one fills the remaining seats.
    pub levels: Vec<Level>,
    /// The game's options by name; the rest keep their defaults.
    pub options: OptionValues,
    /// Check every invariant after every step (slower).
    pub check: bool,
    /// Write each game's log into this directory as `<game>-<seed>-<n>.jsonl`.
    pub replays: Option<PathBuf>,
}

/// Seats' levels from a shorter list: the last level given fills the remaining seats.
pub fn seat_levels(levels: &[Level], players: usize) -> Result<Vec<Level>, String> {
    if levels.len() > players {
        return Err(format!(
            "{} levels given for {players} players",
            levels.len()
        ));
    }
    let last = *levels.last().ok_or("give at least one level")?;
    Ok((0..players)
        .map(|i| levels.get(i).copied().unwrap_or(last))
        .collect())
}

/// Runs a request on game `G`: checks the player count, builds the config from the options, plays
/// and sums up. Rule or invariant failures are counted in the report, not returned as errors;
/// a bad request or a replay directory that can't be written is an error.
pub fn simulate<G: Heuristic>(request: &SimRequest) -> Result<SimReport, String> {
    let (min, max) = G::PLAYERS;
    if !G::seats_ok(request.players) {
        return Err(format!(
            "{} is for {min} to {max} players{}, not {}",
            G::NAME,
            gaps(G::GAPS),
            request.players
        ));
    }
    let levels = seat_levels(&request.levels, request.players)?;
    let config: G::Config =
        config_from(&request.options).map_err(|e| format!("{}: {e}", G::NAME))?;
    let replays = request.replays.as_deref();
    if let Some(dir) = replays {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot write replays to {}: {e}", dir.display()))?;
    }
    run_saving::<G>(
        &config,
        &levels,
        request.games,
        request.seed,
        request.check,
        replays,
    )
}

/// " (never 5)" for a game with gaps in its player range, else nothing.
fn gaps(gaps: &[usize]) -> String {
    if gaps.is_empty() {
        return String::new();
    }
    let list: Vec<String> = gaps.iter().map(|n| n.to_string()).collect();
    format!(" (never {})", list.join(" or "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jammerlappen::Jammerlappen;
    use crate::games::replay_any;
    use crate::games::schwimmen::Schwimmen;
    use crate::kernel::OptionValue;
    use std::io::BufReader;

    fn request() -> SimRequest {
        SimRequest {
            players: 3,
            games: 2,
            seed: 11,
            levels: vec![Level::Random],
            options: OptionValues::new(),
            check: true,
            replays: None,
        }
    }

    #[test]
    fn levels_fill_from_the_last_and_bad_requests_are_refused() {
        assert_eq!(
            seat_levels(&[Level::Easy, Level::Random], 4).unwrap(),
            [Level::Easy, Level::Random, Level::Random, Level::Random]
        );
        assert!(seat_levels(&[], 3).is_err());
        assert!(seat_levels(&[Level::Easy; 4], 3).is_err());
        let report = simulate::<Schwimmen>(&request()).unwrap();
        assert_eq!((report.games, report.failures), (2, 0));
        let too_many = SimRequest {
            players: 12,
            ..request()
        };
        assert_eq!(
            simulate::<Schwimmen>(&too_many).unwrap_err(),
            "schwimmen is for 2 to 9 players, not 12"
        );
        let mut unknown = request();
        unknown
            .options
            .insert("jokers".into(), OptionValue::Bool(true));
        assert!(
            simulate::<Schwimmen>(&unknown)
                .unwrap_err()
                .starts_with("schwimmen: unknown option 'jokers'")
        );
    }

    #[test]
    fn options_reach_the_game_and_replays_are_written_and_read_back() {
        let dir = std::env::temp_dir().join(format!("stammtisch-sim-{}", std::process::id()));
        let mut with = request();
        with.options
            .insert("throw_in_window_ms".into(), OptionValue::Int(700));
        with.replays = Some(dir.join("nested"));
        let report = simulate::<Jammerlappen>(&with).unwrap();
        assert_eq!(report.failures, 0);
        for n in 0..2 {
            let path = dir
                .join("nested")
                .join(format!("jammerlappen-11-{n}.jsonl"));
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(text.contains("\"throw_in_window_ms\":700"), "{text}");
            let mut out = Vec::new();
            replay_any(&mut BufReader::new(text.as_bytes()), &mut out).unwrap();
            assert!(
                String::from_utf8(out)
                    .unwrap()
                    .starts_with("jammerlappen: 3 players, seed 1")
            );
        }
        // A file where the directory should be.
        let blocked = dir.join("file");
        std::fs::write(&blocked, "").unwrap();
        with.replays = Some(blocked.join("sub"));
        assert!(
            simulate::<Jammerlappen>(&with)
                .unwrap_err()
                .starts_with("cannot write replays to")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
