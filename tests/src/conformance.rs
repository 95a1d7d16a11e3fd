//! Shared pieces of the conformance suites (StableHLO testdata, StableHLO's verifier
//! tests, the JAX corpus): locating the shared data, running files in parallel, naming
//! the ops of a file and the op a failure is attributed to, and the pass-count floors.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// `$XLA_CONFORMANCE_DIR`, default `/work/shared` (holding `conformance/` and `corpus/`).
pub fn shared_dir() -> PathBuf {
    std::env::var_os("XLA_CONFORMANCE_DIR")
        .map_or_else(|| PathBuf::from("/work/shared"), PathBuf::from)
}

/// Set to regenerate the docs the suites write (docs/hlo-*.md).
pub const UPDATE_DOCS_ENV: &str = "XLA_UPDATE_CONFORMANCE_DOCS";

pub fn update_docs() -> bool {
    std::env::var_os(UPDATE_DOCS_ENV).is_some_and(|v| v != "0")
}

/// The files of `dir` (not recursive) whose name ends with `suffix`, sorted.
pub fn files_with_suffix(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.ends_with(suffix))
        })
        .collect();
    out.sort();
    out
}

/// `f` over `items` on all cores (work is handed out one item at a time), in order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len().max(1));
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        mine.push((i, f(item)));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Dialects whose op names the tables count.
const DIALECTS: &[&str] = &[
    "stablehlo",
    "mhlo",
    "chlo",
    "check",
    "func",
    "hlo",
    "interpreter",
];

/// The op names (`stablehlo.add`, `"stablehlo.add"`) written in `text`; symbol
/// references (`@check.expect_eq`), attributes (`#stablehlo.gather`) and types
/// (`!stablehlo.token`) are not ops.
pub fn op_names(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("");
        out.extend(ops_in_line(line));
    }
    out
}

/// The op names on one line, in order.
pub fn ops_in_line(line: &str) -> Vec<String> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !is_ident(bytes[i - 1]);
        if starts_word && bytes[i].is_ascii_alphabetic() {
            let start = i;
            while i < bytes.len() && (is_ident(bytes[i]) || bytes[i] == b'.') {
                i += 1;
            }
            let word = &line[start..i];
            let prefix = if start > 0 { bytes[start - 1] } else { b' ' };
            // `{mhlo.layout_mode = ...}` names an attribute.
            let is_key = line[i..].trim_start().starts_with('=');
            let is_op = matches!(prefix, b' ' | b'"' | b'\t' | b'(')
                && !is_key
                && word.split_once('.').is_some_and(|(d, op)| {
                    DIALECTS.contains(&d) && !op.is_empty() && !op.contains('.')
                });
            if is_op {
                out.push(word.to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The op a diagnostic at `line` (1-based) of `text` is attributed to: the first op
/// named on that line, else `(other)`.
pub fn blame(text: &str, line: Option<u32>) -> String {
    line.and_then(|l| text.lines().nth((l as usize).checked_sub(1)?))
        .and_then(|l| ops_in_line(l).into_iter().next())
        .unwrap_or_else(|| "(other)".to_string())
}

/// Fails when `passed` dropped below `floor`; says so when the floor can be raised.
pub fn check_floor(what: &str, passed: usize, floor: usize) {
    assert!(
        passed >= floor,
        "{what}: {passed} passed, below the recorded floor of {floor}: a regression"
    );
    if passed > floor {
        println!("{what}: {passed} passed, above the floor {floor}: raise the floor in the test");
    }
}

/// Writes `text` to `docs/<name>` of the repository.
pub fn write_doc(name: &str, text: &str) {
    let path = crate::repo_root().join("docs").join(name);
    if let Err(e) = std::fs::write(&path, text) {
        panic!("writing {}: {e}", path.display());
    }
    println!("wrote {}", path.display());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_skip_symbols_attributes_and_types() {
        let line = r#"%0 = stablehlo.custom_call @check.expect_eq(%a) {x = #stablehlo.gather<>} : (tensor<!stablehlo.token>) -> ()"#;
        assert_eq!(ops_in_line(line), ["stablehlo.custom_call"]);
        assert_eq!(
            ops_in_line(r#"  %1 = "stablehlo.add"(%a, %b) : ..."#),
            ["stablehlo.add"]
        );
        assert_eq!(ops_in_line("    func.func public @main() {"), ["func.func"]);
        assert!(ops_in_line(
            r#"-> (tensor<f32> {jax.result_info = "", mhlo.layout_mode = "default"})"#
        )
        .is_empty());
        assert_eq!(blame("a\n  %x = chlo.lgamma %y\n", Some(2)), "chlo.lgamma");
        assert_eq!(blame("a\n", Some(7)), "(other)");
    }

    #[test]
    fn parallel_map_keeps_order() {
        let items: Vec<usize> = (0..100).collect();
        assert_eq!(
            parallel_map(&items, |x| x * 2),
            items.iter().map(|x| x * 2).collect::<Vec<_>>()
        );
    }
}
