//! The stack of `src/`'s folders: a folder imports only the folders below it, so that a
//! maintainer can tell which room a piece of code belongs in (issue 42). A plain scan of the
//! source, no App: every `crate::<folder>` (and every `super::` that climbs out of a folder)
//! outside `#[cfg(test)]` must point down the order in `STACK`.

use std::path::{Path, PathBuf};

/// The order, lowest first. Folders in one group import neither each other; `lib` stands for
/// the items of `src/lib.rs` and `src/main.rs` (`crate::app`, `crate::run`, …): the top.
const STACK: &[&[&str]] = &[
    &["core"],
    &["settings", "assets"],
    &["table"],
    &["audio", "input"],
    &["phone"],
    &["net"],
    &["screens"],
    &["ui"],
    &["games"],
    &["cli", "smoke"],
    &["lib"],
];

/// The level of a folder in `STACK`; anything else (an item of `lib.rs`) is the top.
fn level(folder: &str) -> usize {
    STACK
        .iter()
        .position(|group| group.contains(&folder))
        .unwrap_or(STACK.len() - 1)
}

/// `src/<folder>/…` or `src/<folder>.rs`: the folder a file lives in (`lib` for lib.rs, main.rs).
fn folder_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap_or(file);
    let first = rel
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .unwrap_or_default();
    match first.strip_suffix(".rs") {
        Some("lib") | Some("main") => "lib".into(),
        Some(stem) => stem.into(),
        None => first,
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The words after each `crate::` on a line: `use crate::{core::x, net::y}` gives core and net.
fn crate_imports(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        // `$crate::` in a macro and `my_crate::` are not this crate's paths.
        let before = rest[..at].chars().last();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::x, b}`: each first word in the braces, up to the closing one on the line.
            let mut depth = 0;
            let mut word_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => word_start = true,
                    c if word_start && (c.is_alphanumeric() || c == '_') => {
                        found.push(word(&group[i..]));
                        word_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            found.push(word(rest));
        }
    }
    found.retain(|w| !w.is_empty());
    found
}

fn word(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The lines of a file outside its `#[cfg(test)]` modules, numbered from 1.
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut test_module_ends: Option<String> = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(end) = &test_module_ends {
            if line == end {
                test_module_ends = None;
            }
        } else if line.trim_start().starts_with("#[cfg(test)]") {
            // The module's closing brace sits at the attribute's indentation.
            let indent = line.len() - line.trim_start().len();
            test_module_ends = Some(format!("{}}}", &line[..indent]));
        } else {
            lines.push((n + 1, line.split("//").next().unwrap_or("")));
        }
    }
    lines
}

/// `#[macro_export]` macros live at the crate's root (`crate::tr!`), but belong to the folder
/// that defines them.
fn macro_homes(src: &Path, files: &[PathBuf]) -> Vec<(String, String)> {
    let mut homes = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let mut exported = false;
        for line in text.lines() {
            if let Some(name) = line.trim().strip_prefix("macro_rules!") {
                if exported {
                    homes.push((word(name.trim()), folder_of(src, file)));
                }
            }
            exported = line.trim() == "#[macro_export]";
        }
    }
    homes
}

/// Every import in `src/` that points up or sideways: "file:line: folder imports crate::x".
fn upward_imports(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let macros = macro_homes(src, &files);
    let mut wrong = Vec::new();
    for file in &files {
        let folder = folder_of(src, file);
        if folder == "lib" {
            continue;
        }
        let here = level(&folder);
        let text = std::fs::read_to_string(file).unwrap_or_default();
        // How many `super::` stay inside the folder: none from src/assets.rs or src/net/mod.rs,
        // one from src/net/host.rs or src/games/ziege/mod.rs, two from src/games/ziege/rules.rs.
        let rel = file.strip_prefix(src).unwrap_or(file);
        let parts = rel.components().count();
        let inside = parts.saturating_sub(2) + usize::from(parts > 1 && !rel.ends_with("mod.rs"));
        for (n, code) in code_lines(&text) {
            for import in crate_imports(code) {
                let home = macros
                    .iter()
                    .find(|(name, _)| *name == import)
                    .map_or(import.as_str(), |(_, home)| home.as_str());
                if home != folder && level(home) >= here {
                    wrong.push(format!(
                        "{}:{n}: {folder} imports crate::{import}: {}",
                        rel.display(),
                        code.trim()
                    ));
                }
            }
            if code.contains(&"super::".repeat(inside + 1)) {
                wrong.push(format!(
                    "{}:{n}: {folder} climbs out with super::: {}",
                    rel.display(),
                    code.trim()
                ));
            }
        }
    }
    wrong
}

/// Every `#[cfg(test)]` in `src/` opens a module, so the scan may skip to its closing brace.
fn cfg_test_not_on_a_module(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut odd = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        for (n, pair) in lines.windows(2).enumerate() {
            let module = pair[1].trim_start().starts_with("mod ") && pair[1].ends_with('{');
            if pair[0].trim_start().starts_with("#[cfg(test)]") && !module {
                odd.push(format!("{}:{}: {}", file.display(), n + 2, pair[1].trim()));
            }
        }
    }
    odd
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_import_points_down_the_stack() {
    let wrong = upward_imports(&src());
    assert!(
        wrong.is_empty(),
        "{} imports point up or sideways in the stack (tests/stack.rs, STACK):\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_cfg_test_opens_a_module() {
    let odd = cfg_test_not_on_a_module(&src());
    assert!(
        odd.is_empty(),
        "#[cfg(test)] not on a module:\n{}",
        odd.join("\n")
    );
}

#[test]
fn the_scan_finds_an_upward_import() {
    assert_eq!(crate_imports("use crate::games::driver::Sight;"), ["games"]);
    assert_eq!(
        crate_imports("use crate::{core::mode::Mode, net::{wire, news}, Mode};"),
        ["core", "net", "Mode"]
    );
    assert!(crate_imports("$crate::x; stammtisch_crate::y").is_empty());
    let lines = code_lines(
        "use crate::a;\n#[cfg(test)]\nmod tests {\n    use crate::b;\n}\nuse crate::c; // crate::d",
    );
    assert_eq!(lines, [(1, "use crate::a;"), (6, "use crate::c; ")]);
    assert_eq!(level("Mode"), level("lib"));
    assert!(level("net") < level("games") && level("net") < level("screens"));
}
