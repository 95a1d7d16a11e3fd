//! The crate graph keeps its layers (docs/architecture.md, "Crates"): the passes and the
//! native backend take runtime values from `xla-values` and fold through the
//! `ConstantEvaluator` interface, so neither depends on the interpreter; `xla-values`
//! depends on the core only (and the quant dialect's type, whose tensors hold integers). Read from `cargo tree` (dependencies and build dependencies,
//! every feature on; dev-dependencies of tests aside).

use std::process::Command;
use xla_tests::repo_root;

/// The packages `package` depends on, directly or not, with every feature on.
fn dependencies(package: &str) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(repo_root())
        .args(["tree", "--locked", "--all-features", "-e", "normal,build"])
        .args(["--prefix", "none", "--format", "{p}", "-p", package])
        .output()
        .expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree -p {package} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&name| name != package)
        .map(str::to_owned)
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn passes_and_the_native_backend_do_not_depend_on_the_interpreter() {
    // xla-jit-devices links the two for programs of several devices (the interpreter's
    // transport); the backend itself stays apart.
    for package in ["xla-passes", "xla-melior", "xla-values"] {
        let deps = dependencies(package);
        assert!(
            !deps.iter().any(|d| d == "xla-interp"),
            "{package} depends on xla-interp: {deps:?}"
        );
    }
}

#[test]
fn values_depend_on_the_core_only() {
    let mut workspace: Vec<String> = dependencies("xla-values")
        .into_iter()
        .filter(|d| d.starts_with("xla-"))
        .collect();
    workspace.sort();
    assert_eq!(workspace, ["xla-dialect-quant", "xla-ir"]);
}
