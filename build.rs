//! Tells the build which commit it is made from (`STAMMTISCH_COMMIT`, read by
//! `core::version::COMMIT`), so `stammtisch --version` and the title can say it. It works in a
//! checkout, in a git worktree, and in a tarball without `.git` ("unknown"); it reruns only when
//! HEAD moves (a commit, a checkout), not on every build.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=STAMMTISCH_COMMIT");
    // A packager without git may say the commit itself.
    let commit = std::env::var("STAMMTISCH_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| git(&["rev-parse", "--short=7", "HEAD"]))
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=STAMMTISCH_COMMIT={commit}");
    for file in head_files() {
        println!("cargo:rerun-if-changed={}", file.display());
    }
}

/// One line of git's answer, when git is there and this is a checkout.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let line = text.trim();
    (out.status.success() && !line.is_empty()).then(|| line.to_string())
}

/// The files that change when HEAD moves: HEAD itself (in a worktree, the worktree's own), the
/// branch it names, and the packed refs. Only those that exist: cargo reruns a build script
/// every time for a file that is missing.
fn head_files() -> Vec<PathBuf> {
    let (Some(dir), Some(common)) = (
        git(&["rev-parse", "--absolute-git-dir"]),
        git(&["rev-parse", "--path-format=absolute", "--git-common-dir"]),
    ) else {
        return Vec::new();
    };
    let (dir, common) = (PathBuf::from(dir), PathBuf::from(common));
    let head = dir.join("HEAD");
    let mut files = vec![head.clone(), common.join("packed-refs")];
    if let Ok(text) = std::fs::read_to_string(&head)
        && let Some(branch) = text.trim().strip_prefix("ref: ")
    {
        files.push(common.join(branch));
    }
    files.retain(|f| Path::new(f).exists());
    files
}
