//! `--bisect-results`: runs the module in the reference interpreter before the pipeline and
//! after every pass of it (composite pipelines such as `--lower-to-llvm` expanded into their
//! stages), on the inputs given with `--bisect-input` or on generated ones, and names the
//! first pass after which a result differs (printing both values). See docs/testing.md.

use xla_interp::dense::format_dense;
use xla_interp::runner::{call_entry, functions};
use xla_interp::{Buffer, ElemKind, Interp, MemRefValue, Registry, Tensor, Value};
use xla_ir::pass::{PassManager, PassRegistry, RunOptions};
use xla_ir::{Context, Module, Type, TypeData};
use xla_passes::lower_to_loops::pipeline_of;

use xla_opt_main::{plain_error, read_input, Invocation, OptTool, PassFlag};

/// The passes of the pipeline, one by one: composite passes such as `lower-to-llvm` become
/// their stages (recursively), other flags stay as `name` or `name{options}`.
pub fn expand(flags: &[PassFlag], registry: &PassRegistry) -> Result<Vec<String>, String> {
    fn stage(spec: String, registry: &PassRegistry, out: &mut Vec<String>) -> Result<(), String> {
        match registry.create_from_spec(&spec)?.pipeline_stages() {
            Some(stages) => stages.into_iter().try_for_each(|s| stage(s, registry, out)),
            None => {
                out.push(spec);
                Ok(())
            }
        }
    }
    let mut out = Vec::new();
    for f in flags {
        let spec = match &f.options {
            Some(o) => format!("{}{{{o}}}", f.name),
            None => f.name.clone(),
        };
        stage(spec, registry, &mut out)?;
    }
    Ok(out)
}

/// A small deterministic generator of input values (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Random contents for an argument of type `ty`: floats in [-2, 2], integers in [-5, 5]
/// ([0, 9] unsigned), booleans.
fn generated(ctx: &Context, ty: Type, rng: &mut Rng) -> Result<Tensor, String> {
    let (shape, elem) = match ctx.type_data(ty) {
        TypeData::Tensor { shape, elem, .. } | TypeData::MemRef { shape, elem, .. }
            if shape.iter().all(|&d| d >= 0) =>
        {
            (shape.to_vec(), *elem)
        }
        _ => {
            return Err(format!(
                "cannot generate an input of type {}: give --bisect-input files",
                xla_ir::asm::type_to_string(ctx, ty)
            ))
        }
    };
    let kind = ElemKind::of(ctx, elem).ok_or_else(|| {
        format!(
            "cannot generate {} elements",
            xla_ir::asm::type_to_string(ctx, elem)
        )
    })?;
    let n = shape.iter().product::<i64>() as usize;
    let data = match kind {
        ElemKind::Bool => Buffer::Bool((0..n).map(|_| rng.next() & 1 == 1).collect()),
        ElemKind::Int { signed, .. } => Buffer::Int(
            (0..n)
                .map(|_| (rng.next() % 11) as i64 - if signed { 5 } else { 0 })
                .collect(),
        ),
        ElemKind::Float(k) => Buffer::from_f64(
            k,
            (0..n).map(|_| rng.unit() * 4.0 - 2.0).collect::<Vec<_>>(),
        ),
        ElemKind::Complex(k) => Buffer::from_c128(
            k,
            (0..n)
                .map(|_| num_complex::Complex::new(rng.unit() * 4.0 - 2.0, rng.unit() * 4.0 - 2.0))
                .collect::<Vec<_>>(),
        ),
    };
    Ok(Tensor {
        ty: elem,
        kind,
        shape,
        data,
    })
}

/// The entry's inputs: the `.npy` files, or generated values.
fn inputs(ctx: &Context, m: &Module, entry: &str, files: &[String]) -> Result<Vec<Tensor>, String> {
    let args = functions(ctx, m)
        .into_iter()
        .find(|(n, _)| n == entry)
        .map(|(_, a)| a)
        .ok_or_else(|| format!("no function '@{entry}' to run"))?;
    if !files.is_empty() {
        if files.len() != args.len() {
            return Err(format!(
                "'@{entry}' takes {} arguments, {} --bisect-input files given",
                args.len(),
                files.len()
            ));
        }
        return files
            .iter()
            .zip(&args)
            .map(|(f, &t)| {
                let bytes = std::fs::read(f).map_err(|e| format!("{f}: {e}"))?;
                xla_interp::npy::read_npy(ctx, &bytes, t).map_err(|e| format!("{f}: {e}"))
            })
            .collect();
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    args.iter().map(|&t| generated(ctx, t, &mut rng)).collect()
}

/// The entry's results on `inputs` (given as buffers where the entry takes memrefs).
fn run(ctx: &Context, m: &Module, entry: &str, inputs: &[Tensor]) -> Result<Vec<Tensor>, String> {
    let registry = Registry::with_all();
    let args = functions(ctx, m)
        .into_iter()
        .find(|(n, _)| n == entry)
        .map(|(_, a)| a)
        .unwrap_or_default();
    let values: Vec<Value> = inputs
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let Some(&arg) = args.get(i) else {
                return Ok(Value::Tensor(t.clone()));
            };
            // Lowering makes `ui8` boundaries `i8`: the bits are reinterpreted, as xla-run does.
            let t = if ctx.element_type(arg) == t.ty {
                t.clone()
            } else {
                xla_interp::npy::read_npy(ctx, &xla_interp::npy::write_npy(t)?, arg)?
            };
            Ok(match ctx.type_data(arg) {
                TypeData::MemRef { .. } => Value::MemRef(MemRefValue::from_tensor(&t)),
                _ => Value::Tensor(t),
            })
        })
        .collect::<Result<_, String>>()?;
    let interp = Interp::new(ctx, &registry, Some(m));
    let results = call_entry(&interp, entry, &values).map_err(|d| d.message)?;
    results
        .iter()
        .map(|v| match v {
            Value::Tensor(t) => Ok(t.clone()),
            Value::MemRef(b) => b
                .to_tensor()
                .ok_or_else(|| "a result buffer cannot be read".to_string()),
            other => Err(format!("result {other:?} is not a tensor")),
        })
        .collect()
}

/// Allowed relative error of a float element with `precision` mantissa bits (relative to
/// max(|reference|, 1)), unless `--bisect-tolerance` sets one: as the random differential
/// tests (tests/src/random_program/check.rs).
fn tolerance(precision: u32, given: Option<f64>) -> f64 {
    given.unwrap_or(match precision {
        53 => 1e-12,
        24 => 1e-4,
        p => 2f64.powi(5 - p as i32),
    })
}

/// The first element where `got` differs from `want`, as text; `None` if they agree.
fn difference(want: &Tensor, got: &Tensor, given: Option<f64>) -> Option<String> {
    if want.shape != got.shape {
        return Some(format!("shape {:?} instead of {:?}", got.shape, want.shape));
    }
    // Integers by bit pattern of their width: lowering makes `ui8` results `i8`.
    if let (ElemKind::Int { width, .. }, ElemKind::Int { .. }) = (want.kind, got.kind) {
        let mask = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        let (a, b) = (want.ints(), got.ints());
        let bad = a
            .iter()
            .zip(&b)
            .position(|(&p, &q)| (p as u64) & mask != (q as u64) & mask)?;
        return Some(format!("element {bad} is {} instead of {}", b[bad], a[bad]));
    }
    let floats = |t: &Tensor| -> Vec<f64> {
        match t.kind {
            ElemKind::Complex(_) => t
                .data
                .to_c128(t.kind)
                .iter()
                .flat_map(|c| [c.re, c.im])
                .collect(),
            _ => t.data.to_f64(t.kind),
        }
    };
    let (a, b) = (floats(want), floats(got));
    let precision = match want.kind {
        ElemKind::Float(k) | ElemKind::Complex(k) => k.precision(),
        _ => 0,
    };
    let tol = if precision == 0 {
        0.0
    } else {
        tolerance(precision, given)
    };
    let bad = a.iter().zip(&b).position(|(&p, &q)| {
        !(p == q || (p.is_nan() && q.is_nan()) || (p - q).abs() <= tol * p.abs().max(1.0))
    })?;
    Some(format!("element {bad} is {} instead of {}", b[bad], a[bad]))
}

/// Runs the bisection and prints its report; `Ok(true)` when no pass changes a result.
pub fn bisect(
    ctx: &Context,
    module: Module,
    flags: &[PassFlag],
    registry: &PassRegistry,
    input_files: &[String],
    tolerance: Option<f64>,
) -> Result<bool, String> {
    let entry = "main";
    let stages = expand(flags, registry)?;
    if stages.is_empty() {
        return Err(
            "--bisect-results needs passes to bisect (e.g. --canonicalize --lower-to-llvm)".into(),
        );
    }
    let inputs = inputs(ctx, &module, entry, input_files)?;
    let reference = run(ctx, &module, entry, &inputs).map_err(|e| {
        format!("the module does not run in the interpreter before the pipeline: {e}")
    })?;
    println!(
        "bisect-results: {} passes; reference: '@{entry}' on {} inputs ({})",
        stages.len(),
        inputs.len(),
        if input_files.is_empty() {
            "generated"
        } else {
            "given"
        }
    );
    let mut current = module;
    let mut skipped = 0;
    for (i, stage) in stages.iter().enumerate() {
        let pm = pipeline_of(registry, &[stage])
            .map_err(|s| format!("'{s}' does not refer to a registered pass"))?;
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(ctx, &mut current, &mut |_| {});
        if let Err(d) = report.result {
            let msg = d.first().map(|d| d.message.clone()).unwrap_or_default();
            println!("pass {} '{stage}' fails: {msg}", i + 1);
            return Ok(false);
        }
        let got = match run(ctx, &current, entry, &inputs) {
            Ok(r) => r,
            Err(e) => {
                skipped += 1;
                println!(
                    "pass {} '{stage}': not compared (the interpreter cannot run its output: {e})",
                    i + 1
                );
                continue;
            }
        };
        let diff = if got.len() != reference.len() {
            Some((
                0,
                format!("{} results instead of {}", got.len(), reference.len()),
            ))
        } else {
            reference
                .iter()
                .zip(&got)
                .enumerate()
                .find_map(|(r, (a, b))| difference(a, b, tolerance).map(|d| (r, d)))
        };
        match diff {
            None => println!("pass {} '{stage}': results agree", i + 1),
            Some((r, why)) => {
                println!("pass {} '{stage}' changes result #{r}: {why}", i + 1);
                println!(
                    "first pass that changes a result: {stage} (pass {} of {})",
                    i + 1,
                    stages.len()
                );
                if let (Some(a), Some(b)) = (reference.get(r), got.get(r)) {
                    println!("  before: {}", format_dense(ctx, a));
                    println!("  after:  {}", format_dense(ctx, b));
                }
                return Ok(false);
            }
        }
    }
    println!(
        "no pass changes a result ({} passes, {} compared)",
        stages.len(),
        stages.len() - skipped
    );
    Ok(true)
}

/// `xla-opt FILE --bisect-results [--bisect-input A.npy ...] --<pass> ...`: reads and verifies
/// the input, then bisects the pipeline of the pass flags.
pub fn from_cli(inv: &Invocation, tool: &OptTool) -> Result<bool, String> {
    let cli = &inv.cli;
    let registry = &tool.passes;
    if cli.pass_pipeline.is_some() {
        return Err(plain_error("--bisect-results takes the pipeline as pass flags (--canonicalize --lower-to-llvm), not --pass-pipeline"));
    }
    let ctx = tool.dialects.context();
    let bytes = read_input(&cli.input).map_err(plain_error)?;
    let name = if cli.input == "-" {
        "<stdin>".to_owned()
    } else {
        cli.input.clone()
    };
    let text = String::from_utf8(bytes)
        .map_err(|_| plain_error(format!("input file '{name}' is not valid UTF-8")))?;
    let rendered = |d: Vec<xla_ir::Diag>| {
        let mut sm = xla_ir::diag::SourceMgr::new();
        sm.add_buffer(&name, text.clone());
        let diags: Vec<_> = d.iter().map(|d| d.to_diagnostic(&ctx)).collect();
        xla_ir::diag::render_all(&sm, &diags)
    };
    let module = xla_ir::asm::parse_module(&ctx, &name, &text).map_err(rendered)?;
    xla_ir::pass::verify_module(&ctx, &module).map_err(rendered)?;
    bisect(
        &ctx,
        module,
        &inv.pass_flags,
        registry,
        &cli.bisect_input,
        cli.bisect_tolerance,
    )
    .map_err(plain_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flag(name: &str, options: Option<&str>) -> PassFlag {
        PassFlag {
            name: name.into(),
            options: options.map(String::from),
        }
    }

    #[test]
    fn composite_pipelines_expand_into_their_stages() {
        let registry = xla_passes::lower_to_loops::full_registry();
        let stages = expand(
            &[
                flag("canonicalize", None),
                flag("lower-to-llvm", None),
                flag("cse", None),
            ],
            &registry,
        )
        .unwrap();
        let mut llvm = xla_passes::lower_to_llvm::stages();
        llvm.push(xla_passes::lower_to_llvm::VERIFY_ARGUMENT);
        assert_eq!(stages.len(), 1 + llvm.len() + 1, "{stages:?}");
        assert_eq!(stages[0], "canonicalize");
        assert_eq!(&stages[1..=llvm.len()], llvm.as_slice());
        // lower-to-llvm runs every stage of lower-to-loops.
        let loops = xla_passes::lower_to_loops::STAGES;
        assert!(
            loops.iter().all(|s| stages.iter().any(|t| t == s)),
            "{stages:?}"
        );
        assert_eq!(
            &stages[llvm.len() - 3..=llvm.len()],
            [
                "reconcile-unrealized-casts",
                "cse",
                "llvm-optnone-straight-line-entries",
                "verify-lowered-to-llvm"
            ]
        );
        assert_eq!(stages.last().map(String::as_str), Some("cse"));
        // Options of a composite choose its stages; a bad option is an error.
        // Without the runtime: no convert-scf-parallel-to-runtime, no scf-split-reductions.
        let serial = expand(&[flag("lower-to-llvm", Some("parallel=false"))], &registry).unwrap();
        assert_eq!(serial.len(), llvm.len() - 2, "{serial:?}");
        assert!(expand(&[flag("cse", Some("x=1"))], &registry).is_err());
    }

    #[test]
    fn integers_compare_by_bit_pattern_and_floats_within_tolerance() {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        let t = |ty: &str, shape: Vec<i64>, data: Buffer| {
            let elem = ctx.parse_type_str(ty).unwrap();
            Tensor {
                ty: elem,
                kind: ElemKind::of(&ctx, elem).unwrap(),
                shape,
                data,
            }
        };
        let u = t("ui8", vec![2], Buffer::Int(vec![255, 1]));
        let s = t("i8", vec![2], Buffer::Int(vec![-1, 1]));
        assert_eq!(difference(&u, &s, None), None);
        let s2 = t("i8", vec![2], Buffer::Int(vec![-1, 2]));
        assert_eq!(
            difference(&u, &s2, None).as_deref(),
            Some("element 1 is 2 instead of 1")
        );
        let a = t("f32", vec![2], Buffer::F32(vec![1.0, f32::NAN]));
        let b = t("f32", vec![2], Buffer::F32(vec![1.00001, f32::NAN]));
        assert_eq!(difference(&a, &b, None), None);
        assert!(difference(&a, &b, Some(1e-7)).is_some());
        let c = t("f32", vec![2], Buffer::F32(vec![1.0, 0.0]));
        assert!(difference(&a, &c, None).is_some_and(|d| d.contains("element 1")));
    }
}
