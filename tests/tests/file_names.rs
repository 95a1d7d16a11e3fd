//! File names say what a file holds (developers' guide): no Rust source file or module
//! directory is named misc, extra(s), more_ops, support, basic, util(s), helpers or common.

use std::path::{Path, PathBuf};
use xla_tests::repo_root;

/// Names that say a file holds something, not what.
const VAGUE: &[&str] = &[
    "misc", "extra", "extras", "more_ops", "support", "basic", "util", "utils", "helpers", "common",
];

/// Directories that hold no sources of ours.
const SKIPPED_DIRS: &[&str] = &["target", "node_modules"];

/// Every `.rs` file under `dir`, skipping hidden and build directories.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !name.starts_with('.') && !SKIPPED_DIRS.contains(&name.as_str()) {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module name a file gives: its stem, or its directory's name for `mod.rs`.
fn module_name(path: &Path) -> Option<String> {
    let stem = path.file_stem()?.to_str()?;
    if stem == "mod" {
        return Some(path.parent()?.file_name()?.to_str()?.to_string());
    }
    Some(stem.to_string())
}

fn vague_files(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let mut vague: Vec<String> = files
        .iter()
        .filter(|p| module_name(p).is_some_and(|m| VAGUE.contains(&m.as_str())))
        .map(|p| p.strip_prefix(root).unwrap_or(p).display().to_string())
        .collect();
    vague.sort();
    vague
}

#[test]
fn no_file_has_a_vague_name() {
    let vague = vague_files(&repo_root());
    assert!(
        vague.is_empty(),
        "files named for being leftovers, not for what they hold (rename each to say what it \
         holds, splitting it if it holds two things):\n{}",
        vague.join("\n")
    );
}

#[test]
fn the_check_sees_files_and_module_directories() {
    let dir = std::env::temp_dir().join(format!("xla-file-names-{}", std::process::id()));
    let nested = dir.join("src").join("helpers");
    std::fs::create_dir_all(&nested).expect("temp dir");
    for file in [
        "src/misc.rs",
        "src/helpers/mod.rs",
        "src/top_k.rs",
        "src/basic.txt",
    ] {
        std::fs::write(dir.join(file), "").expect("temp file");
    }
    let found = vague_files(&dir);
    std::fs::remove_dir_all(&dir).ok();
    let expected: Vec<String> = [
        Path::new("src").join("helpers").join("mod.rs"),
        Path::new("src").join("misc.rs"),
    ]
    .iter()
    .map(|p| p.display().to_string())
    .collect();
    assert_eq!(found, expected);
}
