//! The `stammtisch` command: play (default), demo, sim, score, replay, serve, join, games.

use clap::{Parser, Subcommand};
use stammtisch::cli;
use std::path::PathBuf;
use std::process::ExitCode;

/// What `--version` says after the name: the version and the commit it was built from.
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("STAMMTISCH_COMMIT"),
    ")"
);

#[derive(Parser)]
#[command(
    name = "stammtisch",
    version = VERSION,
    about = "A card table for couch and desktop"
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Bots play real games with open hands; any input returns to the title.
    Demo {
        /// Smoke run: save screenshots into this folder and quit after --seconds.
        #[arg(long)]
        screenshots: Option<PathBuf>,
        /// Quit after this many seconds (with --screenshots).
        #[arg(long, default_value_t = 12.0)]
        seconds: f32,
        /// Watch as a spectator would: the screen holds no seat, so every hand is backs.
        #[arg(long)]
        watch: bool,
    },
    /// Play bot games headless and report.
    Sim(cli::sim::SimArgs),
    /// Print the value of a hand or a trick, from the game's own scorer.
    Score(cli::score::ScoreArgs),
    /// Show a replay file (JSON lines) step by step.
    Replay { file: PathBuf },
    /// Host a table across homes without a window: print the invite, deal when the seats are
    /// taken.
    Serve {
        #[command(flatten)]
        args: cli::online::ServeArgs,
        /// A bot makes the moves of the seats people take (the install test plays a whole match
        /// between two installed programs this way; the people's screens watch their hands).
        #[arg(long)]
        autopilot: bool,
    },
    /// Join a table in another home with its invite.
    Join(cli::online::JoinArgs),
    /// Print the id of every game the table hosts, one a line, in menu order.
    Games,
}

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => return parse_error(e),
    };
    // Whatever opens the App needs the game's files: missing or damaged, one line, not a blank
    // window.
    let opens_app = matches!(
        args.command,
        None | Some(Command::Demo { .. } | Command::Serve { .. } | Command::Join(_))
    );
    if opens_app && let Err(message) = stammtisch::assets::check_root() {
        eprintln!("stammtisch: {message}");
        return ExitCode::FAILURE;
    }
    let result = match args.command {
        None => {
            stammtisch::run(stammtisch::core::mode::Mode::Play);
            Ok(())
        }
        Some(Command::Demo {
            screenshots,
            seconds,
            watch,
        }) => {
            let mode = match screenshots {
                Some(dir) => stammtisch::core::mode::Mode::Smoke { dir, seconds },
                None => stammtisch::core::mode::Mode::Demo,
            };
            if watch {
                stammtisch::run_watching(mode);
            } else {
                stammtisch::run(mode);
            }
            Ok(())
        }
        Some(Command::Sim(sim)) => cli::sim::run(&sim),
        Some(Command::Score(score)) => cli::score::run(&score),
        Some(Command::Replay { file }) => cli::replay::run(&file),
        // Ends as the App did: 1 when its port could not be had, 130 after Ctrl-C.
        Some(Command::Serve { args, autopilot }) => match cli::online::serve(&args) {
            Ok(mut serve) => {
                serve.setup.autopilot = autopilot;
                return match stammtisch::serve(serve) {
                    bevy::app::AppExit::Success => ExitCode::SUCCESS,
                    bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
                };
            }
            Err(message) => Err(message),
        },
        // A clicked link opens the join panel, even when the link is no invite (it says why
        // there, and here).
        Some(Command::Join(args)) if args.panel => {
            if let Err(message) = cli::online::join(&args) {
                eprintln!("stammtisch: {message}");
            }
            stammtisch::join_panel(cli::online::PanelOnStart::new(&args.invite));
            Ok(())
        }
        Some(Command::Join(args)) => cli::online::join(&args).map(stammtisch::join),
        Some(Command::Games) => {
            for game in stammtisch::games::HOSTED {
                println!("{}", game.id);
            }
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("stammtisch: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Help and version print as clap writes them; any other mistake on the command line is one
/// line and exit 1, like every other error of the program.
fn parse_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    let text = e.render().to_string();
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("bad command line");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    eprintln!("stammtisch: {first} (see 'stammtisch --help')");
    ExitCode::FAILURE
}
