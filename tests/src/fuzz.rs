//! Fuzz targets as plain functions (issue 18): each takes any bytes and panics only on a bug.
//! cargo-fuzz runs them from `fuzz/fuzz_targets/` (nightly); on stable, `tests/tests/fuzz.rs`
//! drives them with a seeded mutation loop (a short run in `scripts/run-tests`, long ones in
//! `scripts/fuzz-long`). See docs/testing.md, "Fuzzing".

use crate::{parse_and_verify, print};
use xla_interp::value::Value;
use xla_ir::pass::{parse_pass_pipeline, PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module};

/// How many inputs were run on the interpreter before and after a pipeline and compared.
pub static COMPARED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// What a target feeds its bytes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// parse -> verify -> print -> parse.
    Parse,
    /// parse -> `--canonicalize`, then as below.
    Canonicalize,
    /// parse -> `--lower-to-loops`.
    LowerToLoops,
    /// parse -> `--lower-to-llvm`, the result run on the interpreter.
    LowerToLlvm,
    /// `xla-translate --import-hlo` of HLO text.
    HloImport,
    /// The `.npy` reader.
    Npy,
}

impl Target {
    pub const ALL: [Target; 6] = [
        Target::Parse,
        Target::Canonicalize,
        Target::LowerToLoops,
        Target::LowerToLlvm,
        Target::HloImport,
        Target::Npy,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Target::Parse => "parse",
            Target::Canonicalize => "canonicalize",
            Target::LowerToLoops => "lower_to_loops",
            Target::LowerToLlvm => "lower_to_llvm",
            Target::HloImport => "hlo_import",
            Target::Npy => "npy",
        }
    }

    pub fn from_name(name: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == name)
    }

    fn pipeline(self) -> Option<&'static str> {
        match self {
            Target::Canonicalize => Some("builtin.module(canonicalize)"),
            Target::LowerToLoops => Some("builtin.module(lower-to-loops)"),
            Target::LowerToLlvm => Some("builtin.module(lower-to-llvm)"),
            _ => None,
        }
    }
}

/// A context with every dialect and unregistered ops allowed.
fn fuzz_context() -> Context {
    let mut ctx = crate::context();
    ctx.allow_unregistered = true;
    ctx
}

/// Runs `target` on `data`: panics (with what went wrong) only on a bug.
pub fn run_one(target: Target, data: &[u8]) {
    match target {
        Target::Parse => parse_roundtrip(data),
        Target::Canonicalize | Target::LowerToLoops | Target::LowerToLlvm => pipeline(target, data),
        Target::HloImport => hlo_import(data),
        Target::Npy => npy(data),
    }
}

/// Whatever verifies prints (generic form) to text that parses and verifies again.
fn assert_roundtrips(ctx: &Context, m: &Module, what: &str) {
    let generic = print(ctx, m, true);
    if let Err(e) = parse_and_verify(ctx, "printed.mlir", &generic) {
        panic!("{what}: the printed module does not parse back: {e}\n--- printed:\n{generic}");
    }
}

fn parse_roundtrip(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = fuzz_context();
    if let Ok(m) = parse_and_verify(&ctx, "fuzz.mlir", text) {
        assert_roundtrips(&ctx, &m, "parse");
    }
}

/// Small enough to interpret in a fuzz iteration: every shaped type has at most 4,096
/// elements, and no op loops or calls (a mutated program may never stop).
fn quick_to_run(text: &str) -> bool {
    let looping = [
        "while",
        "scf.for",
        "call",
        "sort",
        "rng",
        "fft",
        "custom_call",
    ];
    if looping.iter().any(|w| text.contains(w)) {
        return false;
    }
    let mut small = true;
    for piece in text.split(['<', '>']) {
        let shape: Vec<u64> = piece
            .split('x')
            .map_while(|d| d.trim().parse::<u64>().ok())
            .collect();
        if shape
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .is_none_or(|n| n > 4096)
        {
            small = false;
        }
    }
    small
}

/// The first function without arguments (of the input, so still there after lowering).
fn entry(ctx: &Context, m: &Module) -> Option<String> {
    xla_interp::runner::functions(ctx, m)
        .into_iter()
        .find(|(_, args)| args.is_empty())
        .map(|(name, _)| name)
}

/// `name`'s results when it runs.
fn run_entry(ctx: &Context, m: &Module, name: &str) -> Option<Vec<Value>> {
    let registry = xla_interp::Registry::with_all();
    let (_, runs) = xla_interp::runner::run_entries(ctx, &registry, m, &[name.to_string()], &[]);
    runs.into_iter().next()?.results.ok()
}

/// Integer tensors only: float results may differ within rounding between levels (the llvm
/// level approximates math functions).
fn integer_results(ctx: &Context, values: &[Value]) -> Option<Vec<(Vec<i64>, Vec<u8>)>> {
    values
        .iter()
        .map(|v| {
            let t = v.as_tensor()?;
            ctx.is_integer(t.ty)
                .then(|| (t.shape.clone(), format!("{:?}", t.data).into_bytes()))
        })
        .collect()
}

fn pipeline(target: Target, data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = fuzz_context();
    let Ok(module) = parse_and_verify(&ctx, "fuzz.mlir", text) else {
        return;
    };
    let mut registry = PassRegistry::with_core_passes();
    xla_passes::register_all(&mut registry);
    let Some(spec) = target.pipeline() else {
        return;
    };
    let root = parse_pass_pipeline(spec, &registry).expect("the pipeline parses");
    let mut lowered = module.clone();
    let report = PassManager::new(
        root,
        RunOptions {
            threading: false,
            ..RunOptions::default()
        },
    )
    .run(&ctx, &mut lowered, &mut |_| {});
    if report.result.is_err() {
        return;
    }
    if let Err(d) = xla_ir::verify::verify_module_with(&ctx, &lowered, false) {
        let first = d.first().map(|d| d.message.clone()).unwrap_or_default();
        panic!(
            "{}: the pipeline's output does not verify: {first}\n--- input:\n{text}",
            target.name()
        );
    }
    assert_roundtrips(&ctx, &lowered, target.name());
    if !quick_to_run(text) {
        return;
    }
    // Differential: the program and its lowering agree on integer results.
    let Some(name) = entry(&ctx, &module) else {
        return;
    };
    let Some(before) = run_entry(&ctx, &module, &name) else {
        return;
    };
    let Some(after) = run_entry(&ctx, &lowered, &name) else {
        return;
    };
    if let (Some(b), Some(a)) = (
        integer_results(&ctx, &before),
        integer_results(&ctx, &after),
    ) {
        COMPARED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        assert!(
            b == a,
            "{}: results differ after the pipeline\n--- input:\n{text}",
            target.name()
        );
    }
}

fn hlo_import(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = fuzz_context();
    let Ok(m) = xla_translate::import_hlo(&ctx, "fuzz.hlo", text) else {
        return;
    };
    if xla_ir::verify::verify_module(&ctx, &m).is_ok() {
        assert_roundtrips(&ctx, &m, "hlo_import");
    }
}

fn npy(data: &[u8]) {
    let ctx = fuzz_context();
    let types = [
        ctx.tensor_type(&[2, 3], ctx.f32()),
        ctx.tensor_type(&[4], ctx.integer_type(8)),
        ctx.tensor_type(&[], ctx.f64()),
        ctx.tensor_type(&[xla_ir::types::DYNAMIC], ctx.i32()),
    ];
    for ty in types {
        if let Ok(t) = xla_interp::npy::read_npy(&ctx, data, ty) {
            assert_eq!(
                ctx.num_elements(ty).map(|n| n as usize),
                ctx.num_elements(ty).map(|_| t.num_elements()),
                "npy: the tensor read does not have the type's element count"
            );
        }
    }
}

/// Seed inputs for `target`: lit chunks for the MLIR targets, the HLO text inputs of the lit
/// tests, and small valid `.npy` files.
pub fn seeds(target: Target) -> Vec<Vec<u8>> {
    let root = crate::repo_root();
    match target {
        Target::HloImport => {
            let dir = root.join("lit/tools/xla-translate/Inputs");
            let mut files: Vec<_> = std::fs::read_dir(dir)
                .map(|d| d.flatten().map(|e| e.path()).collect())
                .unwrap_or_default();
            files.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "hlo"));
            files.sort();
            files.iter().filter_map(|p| std::fs::read(p).ok()).collect()
        }
        Target::Npy => npy_seeds(),
        _ => {
            let mut out: Vec<Vec<u8>> = crate::lit_files()
                .iter()
                .filter_map(|p| std::fs::read_to_string(p).ok())
                .flat_map(|t| crate::chunks(&t))
                .map(String::into_bytes)
                .collect();
            // The pipelines start from hlo programs.
            if target != Target::Parse {
                out.retain(|c| {
                    let t = String::from_utf8_lossy(c);
                    t.contains("hlo.") && !t.contains("expected-error")
                });
            }
            out
        }
    }
}

/// `.npy` files of a few dtypes and shapes, version 1.0 and 2.0.
fn npy_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for (descr, shape, elem) in [
        ("<f4", "(2, 3)", 4usize),
        ("|i1", "(4,)", 1),
        ("<f8", "()", 8),
        ("<i4", "(5,)", 4),
        (">f4", "(2, 3)", 4),
    ] {
        for version in [1u8, 2] {
            let count: usize = shape
                .trim_matches(['(', ')'])
                .split(',')
                .filter_map(|d| d.trim().parse::<usize>().ok())
                .product();
            let mut header =
                format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
            let prefix = if version == 1 { 10 } else { 12 };
            while (prefix + header.len() + 1) % 64 != 0 {
                header.push(' ');
            }
            header.push('\n');
            let mut bytes = b"\x93NUMPY".to_vec();
            bytes.extend([version, 0]);
            if version == 1 {
                bytes.extend((header.len() as u16).to_le_bytes());
            } else {
                bytes.extend((header.len() as u32).to_le_bytes());
            }
            bytes.extend(header.bytes());
            bytes.extend((0..count * elem).map(|i| (i * 7 + 1) as u8));
            out.push(bytes);
        }
    }
    out
}

/// Tokens the mutators (these targets' and the robustness test's) splice into text inputs.
pub const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "%0",
    "%arg0",
    "^bb0",
    "@f",
    "\"",
    "tensor<",
    "x",
    "?",
    "0",
    "-1",
    "4294967296",
    "dense<",
    "1.5e+",
    "i1",
    "i32",
    "f32",
    "ui8",
    "complex<f32>",
    "index",
    "// -----",
    "\n",
    "func.func",
    "return",
    "hlo.add",
    "hlo.constant dense<1.0> : tensor<2xf32>",
    "f32[",
    "s32[]",
    "ROOT",
    "ENTRY",
    "%p = ",
    "parameter(0)",
    "'shape': (",
    "'descr': '<f4'",
    "\\FF",
    "^bb1:",
    "#map",
    "!d.t",
    "loc(",
    "0x",
    "-",
    "\"t.op\"()",
    "%0:2",
    "#0",
    "*",
    "...",
];

/// One mutant of `input`: up to four deletions, token insertions, truncations, byte
/// changes or copies of a piece elsewhere.
pub fn mutate(rng: &mut crate::Rng, input: &[u8]) -> Vec<u8> {
    let mut s = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        if s.is_empty() {
            s.extend(TOKENS[rng.below(TOKENS.len())].bytes());
            continue;
        }
        let at = rng.below(s.len());
        match rng.below(6) {
            0 => {
                let len = 1 + rng.below(8);
                s.drain(at..(at + len).min(s.len()));
            }
            1 => {
                let tok = TOKENS[rng.below(TOKENS.len())].as_bytes();
                s.splice(at..at, tok.iter().copied());
            }
            2 => s.truncate(at),
            3 => s[at] = rng.below(256) as u8,
            4 => s[at] = s[rng.below(s.len())],
            _ => {
                let end = (at + 1 + rng.below(40)).min(s.len());
                let piece = s[at..end].to_vec();
                let to = rng.below(s.len());
                s.splice(to..to, piece);
            }
        }
    }
    s
}

/// Whether `run_one(target, data)` panics (the panic message is not printed).
pub fn panics(target: Target, data: &[u8]) -> Option<String> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let r = std::panic::catch_unwind(|| run_one(target, data));
    std::panic::set_hook(hook);
    r.err().map(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}

/// A smaller input that still panics: pieces removed greedily, halving their size (at most
/// `tries` runs).
pub fn minimize(target: Target, data: &[u8], tries: usize) -> Vec<u8> {
    let mut best = data.to_vec();
    let mut piece = best.len().div_ceil(2).max(1);
    let mut left = tries;
    while piece > 0 && left > 0 {
        let mut at = 0;
        while at < best.len() && left > 0 {
            let mut smaller = best.clone();
            smaller.drain(at..(at + piece).min(best.len()));
            left -= 1;
            if panics(target, &smaller).is_some() {
                best = smaller;
            } else {
                at += piece;
            }
        }
        piece /= 2;
    }
    best
}
