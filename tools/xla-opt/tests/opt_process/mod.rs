//! Running the xla-opt binary from integration tests.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs xla-opt with `args`, feeding `stdin`; returns (exit code, stdout, stderr).
pub fn xla_opt(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xla-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("xla-opt starts");
    if let Some(mut input) = child.stdin.take() {
        // The tool may exit before reading everything (e.g. on a bad flag).
        let _ = input.write_all(stdin.as_bytes());
    }
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("xla-opt finishes");
    (
        status.code().unwrap_or(-1),
        String::from_utf8_lossy(&stdout).into_owned(),
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

/// A fresh empty directory for one test.
pub fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xla-opt-it-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
