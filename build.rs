//! Embeds the translation catalogues (`assets/i18n/<language>/*.ftl`) in the binary, so every
//! string a player reads is there without asset loading (headless runs and tests included).

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    let mut languages: Vec<_> = std::fs::read_dir(&root)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    languages.sort();
    for language in languages.iter().filter(|p| p.is_dir()) {
        println!("cargo:rerun-if-changed={}", language.display());
        let lang = language.file_name().unwrap().to_string_lossy().to_string();
        let mut files: Vec<_> = std::fs::read_dir(language)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().to_string();
            entries.push(format!(
                "    ({lang:?}, {name:?}, include_str!({:?})),\n",
                file.display().to_string()
            ));
        }
    }
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogues.rs");
    let code = format!(
        "/// Every catalogue file: (language, file name, text).\npub const CATALOGUES: &[(&str, &str, &str)] = &[\n{}];\n",
        entries.concat()
    );
    std::fs::write(out, code).unwrap();
}
