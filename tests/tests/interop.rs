//! Interop with upstream mlir-opt 22, both ways, on the lit inputs and on generated modules:
//! - mlir-opt's output (pretty and generic) parses here and prints back identically;
//! - our output (pretty and generic) is accepted by mlir-opt.

use xla_tests::{chunks, lit_files, parse_and_verify, print, run_mlir_opt, upstream_context};

/// Valid chunks of the lit suite that mlir-opt accepts (the invalid ones are exercised by lit).
fn valid_inputs() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for path in lit_files() {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if text.contains("XFAIL") || text.contains("interop-skip") {
            continue;
        }
        for (i, chunk) in chunks(&text).into_iter().enumerate() {
            if chunk.contains("expected-error") || chunk.contains("expected-warning") {
                continue;
            }
            if run_mlir_opt(&chunk, &["--allow-unregistered-dialect"]).is_ok() {
                out.push((format!("{}#{}", path.display(), i), chunk));
            }
        }
    }
    out
}

fn check_both_ways(name: &str, input: &str, failures: &mut Vec<String>) {
    // Our other dialects (hlo, ...) are unregistered upstream: keep them so here too.
    let mut ctx = upstream_context();
    ctx.allow_unregistered = true;
    for generic in [false, true] {
        let flags: &[&str] = if generic {
            &["--allow-unregistered-dialect", "--mlir-print-op-generic"]
        } else {
            &["--allow-unregistered-dialect"]
        };
        let upstream = match run_mlir_opt(input, flags) {
            Ok(s) => s,
            Err(e) => return failures.push(format!("{name}: mlir-opt rejects input: {e}")),
        };
        match parse_and_verify(&ctx, name, &upstream) {
            // Some inputs print in a form mlir-opt itself cannot read back (e.g. arith.addi on
            // tensor<4xi32> and tensor<?xi32> prints one type): then rejecting is right.
            Err(_) if run_mlir_opt(&upstream, flags).is_err() => continue,
            Err(e) => failures.push(format!(
                "{name} (generic={generic}): we reject mlir-opt's output: {e}"
            )),
            Ok(m) => {
                // mlir-opt ends its output with one more newline than the module's own text.
                let ours = print(&ctx, &m, generic) + "\n";
                if ours != upstream {
                    failures.push(format!(
                        "{name} (generic={generic}): printing differs from mlir-opt\n--- mlir-opt:\n{upstream}\n--- ours:\n{ours}"
                    ));
                }
                if let Err(e) = run_mlir_opt(&ours, flags) {
                    failures.push(format!(
                        "{name} (generic={generic}): mlir-opt rejects our output: {e}"
                    ));
                }
            }
        }
    }
}

#[test]
fn lit_inputs_interoperate_with_mlir_opt() {
    let inputs = valid_inputs();
    assert!(
        inputs.len() > 50,
        "too few valid lit chunks: {}",
        inputs.len()
    );
    let mut failures = Vec::new();
    for (name, text) in &inputs {
        check_both_ways(name, text, &mut failures);
    }
    println!(
        "interop: {} chunks, {} passed, {} failed",
        inputs.len(),
        inputs.len() - failures.len().min(inputs.len()),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn large_generated_module_interoperates() {
    let out = std::process::Command::new("python3")
        .arg(xla_tests::repo_root().join("bench/gen_arith_module.py"))
        .args(["20000", "--funcs", "100"])
        .output()
        .expect("python3 runs the generator");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let mut failures = Vec::new();
    check_both_ways("generated-20k", &text, &mut failures);
    assert!(
        failures.is_empty(),
        "{}",
        failures.join("\n\n").chars().take(4000).collect::<String>()
    );
}
