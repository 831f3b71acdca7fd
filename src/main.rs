//! The `stammtisch` command: play (default), demo, sim, score, replay.

use clap::{Parser, Subcommand};
use stammtisch::cli;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "stammtisch",
    version,
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
    },
    /// Play bot games headless and report.
    Sim(cli::sim::SimArgs),
    /// Print a hand's value, e.g. `stammtisch score schwimmen AH KH 10C`.
    Score(cli::score::ScoreArgs),
    /// Show a replay file (JSON lines) step by step.
    Replay { file: PathBuf },
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = match args.command {
        None => {
            stammtisch::run(stammtisch::Mode::Play);
            Ok(())
        }
        Some(Command::Demo {
            screenshots,
            seconds,
        }) => {
            stammtisch::run(match screenshots {
                Some(dir) => stammtisch::Mode::Smoke { dir, seconds },
                None => stammtisch::Mode::Demo,
            });
            Ok(())
        }
        Some(Command::Sim(sim)) => cli::sim::run(&sim),
        Some(Command::Score(score)) => cli::score::run(&score),
        Some(Command::Replay { file }) => cli::replay::run(&file),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("stammtisch: {message}");
            ExitCode::FAILURE
        }
    }
}
