//! Shared helpers for the cross-cutting test suites.

pub mod conformance;
pub mod exec_cases;
pub mod fuzz;
pub mod jax_programs;
pub mod limited;
pub mod random_program;

use std::path::{Path, PathBuf};
use std::process::Command;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Context, Module};

/// The repository root.
/// The complex ops the loop level keeps (`--convert-complex-to-standard` leaves complex values
/// built and split, on `memref<...xcomplex<F>>` loads and stores; see docs/lowering/pipeline.md).
pub const COMPLEX_PARTS: [&str; 4] = [
    "complex.create",
    "complex.re",
    "complex.im",
    "complex.constant",
];

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

/// A context with every dialect loaded.
pub fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// A context with the dialects upstream mlir-opt also has (for comparisons with it).
pub fn upstream_context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_upstream(&mut ctx);
    ctx
}

/// Upstream `mlir-opt` 22; the suites that compare with it require it (scripts/install-deps).
pub fn mlir_opt() -> PathBuf {
    let dir = std::env::var("LLVM_BIN_DIR").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let p = Path::new(&dir).join("mlir-opt");
    assert!(
        p.exists(),
        "{} not found: run scripts/install-deps",
        p.display()
    );
    p
}

/// Runs mlir-opt on `input` with `args`; Ok(stdout) or Err(stderr).
pub fn run_mlir_opt(input: &str, args: &[&str]) -> Result<String, String> {
    let mut child = Command::new(mlir_opt())
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("mlir-opt runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(input.as_bytes())
            .expect("write to mlir-opt");
    }
    let out = child.wait_with_output().expect("mlir-opt finishes");
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Parses and verifies, returning the first error's message on failure.
pub fn parse_and_verify(ctx: &Context, name: &str, text: &str) -> Result<Module, String> {
    let m = parse_module(ctx, name, text).map_err(|d| first_message(ctx, &d))?;
    xla_ir::verify::verify_module(ctx, &m).map_err(|d| first_message(ctx, &d))?;
    Ok(m)
}

fn first_message(ctx: &Context, diags: &[xla_ir::Diag]) -> String {
    diags
        .first()
        .map(|d| {
            let loc = ctx
                .loc_file_line_col(d.loc)
                .map(|(f, l, c)| format!("{f}:{l}:{c}: "))
                .unwrap_or_default();
            format!("{loc}{}", d.message)
        })
        .unwrap_or_else(|| "error without diagnostic".into())
}

/// Prints with default options, or generically.
pub fn print(ctx: &Context, m: &Module, generic: bool) -> String {
    print_module(
        ctx,
        m,
        &PrintOptions {
            generic,
            ..PrintOptions::default()
        },
    )
}

/// The `.mlir` files under `lit/`, sorted.
pub fn lit_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![repo_root().join("lit")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n != "Output") {
                    stack.push(p);
                }
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Splits a file on `// -----` lines (the chunks `--split-input-file` sees).
pub fn chunks(text: &str) -> Vec<String> {
    xla_ir::diag::split_input_file(text, xla_ir::diag::DEFAULT_SPLIT_MARKER)
        .into_iter()
        .map(|c| c.text)
        .collect()
}

/// A small deterministic PRNG (xorshift64*), so robustness runs are reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}
