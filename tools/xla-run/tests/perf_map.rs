//! `XLA_PERF_MAP=1 xla-run --backend jit` names the compiled functions in
//! `/tmp/perf-<pid>.map` for `perf report` (backends/melior/src/perf_map.rs).
#![cfg(feature = "melior")]

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_jit_writes_a_perf_map_naming_its_functions() {
    let program = "func.func @main() -> tensor<4xf32> {\n  %c = hlo.constant dense<1.5> : tensor<4xf32>\n  %y = hlo.add %c, %c : tensor<4xf32>\n  return %y : tensor<4xf32>\n}\n";
    let mut child = Command::new(env!("CARGO_BIN_EXE_xla-run"))
        .args(["-", "--backend", "jit", "--print"])
        .env("XLA_PERF_MAP", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("xla-run starts");
    let map = format!("/tmp/perf-{}.map", child.id());
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(program.as_bytes())
        .expect("the program is written");
    let out = child.wait_with_output().expect("xla-run ends");
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("3.000000e+00"));
    let text = std::fs::read_to_string(&map).expect("the perf map exists");
    let _ = std::fs::remove_file(&map);
    // Declarations (`malloc` for the result) are the process's own functions: perf names them.
    assert!(!text.lines().any(|l| l.ends_with(" malloc")), "{text}");
    // "START SIZE name" in hex, one line per function.
    let line = text
        .lines()
        .find(|l| l.ends_with(" main"))
        .unwrap_or_else(|| panic!("no line for main in:\n{text}"));
    let fields: Vec<&str> = line.split(' ').collect();
    assert_eq!(fields.len(), 3, "{line}");
    assert!(usize::from_str_radix(fields[0], 16).is_ok_and(|a| a > 0));
    assert!(usize::from_str_radix(fields[1], 16).is_ok_and(|s| s > 0));
}
