//! Entry layouts end to end (docs/layouts.md): HLO programs whose parameters and results have
//! non-default layouts, imported and run by xla-run through the interpreter and (with the
//! `melior` feature) the JIT, before and after `--lower-to-loops`, give exactly the outputs of
//! the same programs without layouts; and XLA's compiled HLO of a JAX function whose parameter
//! and result JAX's layout API made column-major gives JAX's outputs (`layouts/`, made by
//! `layouts/make_jax_layouts.py`).

use std::path::{Path, PathBuf};
use std::process::Command;
use xla_interp::{Buffer, ElemKind, Tensor};
use xla_ir::Context;

/// HLO programs with `@A`, `@B`, `@C` where layouts go, and the layouts to put there.
const PROGRAMS: &[(&str, &str, [&str; 3])] = &[
    (
        "elementwise_2d",
        "HloModule m, entry_computation_layout={(f32[2,3]@A, f32[2,3]@B)->f32[2,3]@C}\n\
         ENTRY main {\n  x = f32[2,3] parameter(0)\n  y = f32[2,3] parameter(1)\n  \
         s = f32[2,3] add(x, y)\n  ROOT m = f32[2,3] multiply(s, x)\n}\n",
        ["{0,1}", "{1,0}", "{0,1}"],
    ),
    (
        "dot",
        "HloModule m\nENTRY main {\n  x = f32[3,4]@A parameter(0)\n  y = f32[4,5]@B parameter(1)\n  \
         ROOT d = f32[3,5]@C dot(x, y), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n",
        ["{0,1}", "{0,1}", "{0,1}"],
    ),
    (
        "reduce_3d",
        "HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n\
         ENTRY main {\n  x = f32[2,3,4]@A parameter(0)\n  y = f32[2,3,4]@B parameter(1)\n  \
         z = f32[] constant(0)\n  p = f32[2,3,4] multiply(x, y)\n  r = f32[2,4] reduce(p, z), dimensions={1}, to_apply=add\n  \
         t = f32[4,3,2] transpose(y), dimensions={2,1,0}\n  ROOT o = (f32[2,4], f32[4,3,2]@C) tuple(r, t)\n}\n",
        ["{1,2,0}", "{0,2,1}", "{0,1,2}"],
    ),
    (
        "integers",
        "HloModule m\nENTRY main {\n  x = s32[4,3]@A parameter(0)\n  y = s32[4,3]@B parameter(1)\n  \
         ROOT d = s32[4,3]@C subtract(x, y)\n}\n",
        ["{0,1}", "{1,0}", "{0,1}"],
    ),
];

/// The program with layouts `layouts` in place of `@A`, `@B`, `@C`.
fn with_layouts(template: &str, layouts: [&str; 3]) -> String {
    template
        .replace("@A", layouts[0])
        .replace("@B", layouts[1])
        .replace("@C", layouts[2])
}

/// The program with default layouts (nothing written) in place of the placeholders.
fn row_major(template: &str) -> String {
    with_layouts(template, ["", "", ""])
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xla-run-layouts-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Imports HLO text and writes it as MLIR to `path`, and lowered by `--lower-to-loops` (the
/// entry's parameters and results strided in their layouts) to `lowered`.
fn import_to(hlo: &str, path: &Path, lowered: &Path) {
    use xla_ir::pass::{PassManager, RunOptions};
    use xla_passes::lower_to_loops::{full_registry, pipeline};
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let mut module = xla_translate::import_hlo(&ctx, "test.hlo", hlo)
        .unwrap_or_else(|d| panic!("{}\n{hlo}", d.message));
    std::fs::write(
        path,
        xla_ir::asm::print_module(&ctx, &module, &Default::default()),
    )
    .unwrap();
    let options = RunOptions {
        threading: false,
        ..RunOptions::default()
    };
    let report = PassManager::new(pipeline(&full_registry()).unwrap(), options).run(
        &ctx,
        &mut module,
        &mut |_| {},
    );
    if let Err(ds) = report.result {
        panic!("--lower-to-loops: {}", ds[0].message);
    }
    std::fs::write(
        lowered,
        xla_ir::asm::print_module(&ctx, &module, &Default::default()),
    )
    .unwrap();
}

/// Deterministic inputs of the entry's parameter shapes (f32 or s32 per program).
fn write_inputs(dir: &Path, hlo: &str) -> Vec<PathBuf> {
    let ctx = Context::new();
    let ints = hlo.contains("s32[");
    let shapes: Vec<Vec<i64>> = hlo
        .lines()
        .filter(|l| l.contains("parameter(") && !l.contains("f32[] ") && l.contains("]"))
        .map(|l| {
            let dims = &l[l.find('[').unwrap() + 1..l.find(']').unwrap()];
            dims.split(',').map(|d| d.parse().unwrap()).collect()
        })
        .collect();
    shapes
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let n: i64 = shape.iter().product();
            let values: Vec<i64> = (0..n).map(|k| (k * 7 + i as i64 * 3) % 11 - 5).collect();
            let t = if ints {
                Tensor {
                    ty: ctx.i32(),
                    kind: ElemKind::Int {
                        width: 32,
                        signed: true,
                    },
                    shape: shape.clone(),
                    data: Buffer::Int(values),
                }
            } else {
                Tensor {
                    ty: ctx.f32(),
                    kind: ElemKind::Float(xla_ir::float::FloatKind::F32),
                    shape: shape.clone(),
                    data: Buffer::F32(values.iter().map(|&v| v as f32 * 0.25).collect()),
                }
            };
            let path = dir.join(format!("in{i}.npy"));
            std::fs::write(&path, xla_interp::npy::write_npy(&t).unwrap()).unwrap();
            path
        })
        .collect()
}

/// Runs xla-run on `module` with `inputs`; returns the bytes of out0.npy, out1.npy, ...
fn run(module: &Path, inputs: &[PathBuf], backend: &str, out: &Path) -> Vec<Vec<u8>> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_xla-run"));
    cmd.arg(module)
        .args(["--backend", backend, "--output-dir"])
        .arg(out);
    cmd.arg("--input").args(inputs);
    let result = cmd.output().unwrap();
    assert!(
        result.status.success(),
        "{} --backend {backend}: {}",
        module.display(),
        String::from_utf8_lossy(&result.stderr)
    );
    (0..)
        .map(|i| out.join(format!("out{i}.npy")))
        .take_while(|p| p.exists())
        .map(|p| std::fs::read(p).unwrap())
        .collect()
}

fn check_backend(backend: &str) {
    for (name, template, layouts) in PROGRAMS {
        let dir = scratch(&format!("{backend}-{name}"));
        let laid_out = with_layouts(template, *layouts);
        let plain = row_major(template);
        assert!(
            !plain.contains("{0,1}") && !plain.contains("{1,2,0}"),
            "{plain}"
        );
        import_to(
            &laid_out,
            &dir.join("layouts.mlir"),
            &dir.join("layouts.loops.mlir"),
        );
        import_to(
            &plain,
            &dir.join("row-major.mlir"),
            &dir.join("row-major.loops.mlir"),
        );
        let text = std::fs::read_to_string(dir.join("layouts.loops.mlir")).unwrap();
        assert!(text.contains("strided<"), "{name}: {text}");
        let inputs = write_inputs(&dir, &plain);
        let expected = run(
            &dir.join("row-major.mlir"),
            &inputs,
            backend,
            &dir.join("rm"),
        );
        assert!(!expected.is_empty(), "{name}: no outputs");
        for module in ["layouts.mlir", "layouts.loops.mlir", "row-major.loops.mlir"] {
            let got = run(
                &dir.join(module),
                &inputs,
                backend,
                &dir.join(module).with_extension("out"),
            );
            assert_eq!(got, expected, "{name}: {module} --backend {backend}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// XLA's compiled HLO with JAX's layouts, run by `backend`, against JAX's outputs.
fn check_jax_program(backend: &str) {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/layouts");
    let dir = scratch(&format!("{backend}-jax"));
    let hlo = std::fs::read_to_string(data.join("jax_layouts.hlo")).unwrap();
    assert!(
        hlo.contains("f32[2,3]{0,1}"),
        "the program lost its layouts"
    );
    let (module, lowered) = (dir.join("jax.mlir"), dir.join("jax.loops.mlir"));
    import_to(&hlo, &module, &lowered);
    let inputs = [data.join("x.npy"), data.join("y.npy")];
    let ctx = Context::new();
    let read = |bytes: &[u8]| {
        xla_interp::npy::read_npy(
            &ctx,
            bytes,
            ctx.tensor_type(&[xla_ir::DYNAMIC; 2], ctx.f32()),
        )
        .unwrap()
    };
    for m in [&module, &lowered] {
        let outputs = run(m, &inputs, backend, &m.with_extension("out"));
        assert_eq!(outputs.len(), 2, "{}", m.display());
        for (i, got) in outputs.iter().enumerate() {
            let want = read(&std::fs::read(data.join(format!("out{i}.npy"))).unwrap());
            let got = read(got);
            assert_eq!(got.shape, want.shape, "out{i} of {}", m.display());
            let (Buffer::F32(g), Buffer::F32(w)) = (&got.data, &want.data) else {
                panic!("out{i}: not f32");
            };
            for (k, (a, b)) in g.iter().zip(w).enumerate() {
                // JAX's sin and ours may differ in the last bits.
                assert!(
                    (a - b).abs() <= 1e-6 * b.abs().max(1.0),
                    "out{i}[{k}]: {a} != {b}"
                );
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn layouts_give_the_row_major_results_in_the_interpreter() {
    check_backend("interp");
}

#[test]
fn jax_layouts_give_jax_results_in_the_interpreter() {
    check_jax_program("interp");
}

#[cfg(feature = "melior")]
#[test]
fn layouts_give_the_row_major_results_through_the_jit() {
    check_backend("jit");
}

#[cfg(feature = "melior")]
#[test]
fn jax_layouts_give_jax_results_through_the_jit() {
    check_jax_program("jit");
}
