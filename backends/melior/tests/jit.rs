//! JIT, translation and object emission of hand-written llvm-dialect modules (the only test
//! binary that links upstream MLIR/LLVM).
#![cfg(feature = "melior")]

use xla_ir::Context;
use xla_melior::{CallOptions, ElemKind, HostBuffer, HostValue, JitModule, OptLevel, ResultSpec};

const SCALAR: &str = r#"
module {
  llvm.func @add(%a: i64, %b: i64) -> i64 {
    %0 = llvm.add %a, %b : i64
    llvm.return %0 : i64
  }
  llvm.func @fma(%a: f32, %b: f32, %c: f32) -> f32 {
    %0 = llvm.fmul %a, %b : f32
    %1 = llvm.fadd %0, %c : f32
    llvm.return %1 : f32
  }
}
"#;

/// `@scale(x: memref<?xf32>, k: f32) -> memref<?xf32>`: a fresh buffer with x * k, as upstream
/// lowers memrefs (expanded descriptor in, descriptor struct out, malloc'd data).
const MEMREF: &str = r#"
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @scale(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %off: i64, %n: i64, %stride: i64, %k: f32)
      -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %bytes = llvm.mul %n, %c4 : i64
    %out = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    llvm.br ^loop(%c0 : i64)
  ^loop(%i: i64):
    %done = llvm.icmp "sge" %i, %n : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %src = llvm.getelementptr %aligned[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %x = llvm.load %src : !llvm.ptr -> f32
    %y = llvm.fmul %x, %k : f32
    %dst = llvm.getelementptr %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %y, %dst : f32, !llvm.ptr
    %next = llvm.add %i, %c1 : i64
    llvm.br ^loop(%next : i64)
  ^exit:
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d0 = llvm.insertvalue %out, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %out, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %c0, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %n, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %c1, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.return %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
}
"#;

fn i64_arg(v: i64) -> HostValue {
    HostValue::Scalar(ElemKind::I64, v.to_le_bytes().to_vec())
}
fn f32_arg(v: f32) -> HostValue {
    HostValue::Scalar(ElemKind::F32, v.to_le_bytes().to_vec())
}
fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn scalar_functions_run() {
    let ctx = Context::new();
    let jit = JitModule::compile_text(&ctx, SCALAR, OptLevel::O2).unwrap();
    let out = jit
        .call(
            "add",
            &[i64_arg(40), i64_arg(2)],
            &[ResultSpec::Scalar(ElemKind::I64)],
        )
        .unwrap();
    assert_eq!(out, vec![i64_arg(42)]);
    let specs = jit.scalar_results("fma").unwrap();
    let out = jit
        .call("fma", &[f32_arg(2.0), f32_arg(3.0), f32_arg(0.5)], &specs)
        .unwrap();
    assert_eq!(out, vec![f32_arg(6.5)]);
    eprintln!("compile time of the scalar module: {:?}", jit.compile_time);
}

#[test]
fn memref_descriptors_round_trip() {
    let ctx = Context::new();
    let jit = JitModule::compile_text(&ctx, MEMREF, OptLevel::O3).unwrap();
    let x: Vec<u8> = [1.0f32, 2.0, 3.5]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let input = HostValue::MemRef(HostBuffer {
        elem: ElemKind::F32,
        shape: vec![3],
        data: x.into(),
        minor_to_major: None,
    });
    let spec = ResultSpec::MemRef {
        elem: ElemKind::F32,
        rank: 1,
        shape: Some(vec![3]),
    };
    let out = jit.call("scale", &[input, f32_arg(2.0)], &[spec]).unwrap();
    let HostValue::MemRef(b) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(b.shape, vec![3]);
    assert_eq!(f32s(&b.data), vec![2.0, 4.0, 7.0]);
    // The element type of a memref result is not in the llvm dialect: a clear error.
    assert!(jit
        .scalar_results("scale")
        .unwrap_err()
        .contains("memref descriptor"));
}

/// `@address(x: memref<?xf32>) -> i64`: the aligned pointer the callee received.
const ADDRESS: &str = r#"
module {
  llvm.func @address(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %off: i64, %n: i64, %stride: i64) -> i64 {
    %a = llvm.ptrtoint %aligned : !llvm.ptr to i64
    llvm.return %a : i64
  }
}
"#;

#[test]
fn read_only_inputs_are_passed_in_place_and_others_copied() {
    let ctx = Context::new();
    let jit = JitModule::compile_text(&ctx, ADDRESS, OptLevel::O0).unwrap();
    let data: Vec<u8> = [1.0f32, 2.0, 3.0, 4.0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let input = HostValue::MemRef(HostBuffer {
        elem: ElemKind::F32,
        shape: vec![4],
        data: data.into(),
        minor_to_major: None,
    });
    let HostValue::MemRef(buffer) = &input else {
        unreachable!()
    };
    let host = buffer.data.as_ptr() as i64;
    let address = |options: CallOptions| {
        let out = jit
            .call_with(
                "address",
                std::slice::from_ref(&input),
                &[ResultSpec::Scalar(ElemKind::I64)],
                options,
            )
            .unwrap();
        let HostValue::Scalar(_, bytes) = &out[0] else {
            panic!("{out:?}")
        };
        i64::from_le_bytes(bytes[..8].try_into().unwrap())
    };
    let in_place = CallOptions {
        inputs_read_only: true,
    };
    // f32 data from a Vec<u8> may sit at any address: in place only when element-aligned.
    if host % 4 == 0 {
        assert_eq!(
            address(in_place),
            host,
            "a read-only input is passed in place"
        );
    }
    let copied = address(CallOptions::default());
    assert_ne!(copied, host, "a writable input is copied");
    assert_eq!(
        copied % 64,
        0,
        "copies are 64-byte aligned for vector loads"
    );
}

#[test]
fn malloc_results_are_owned_cloned_and_freed() {
    let ctx = Context::new();
    let jit = JitModule::compile_text(&ctx, MEMREF, OptLevel::O0).unwrap();
    let spec = ResultSpec::MemRef {
        elem: ElemKind::F32,
        rank: 1,
        shape: Some(vec![2]),
    };
    let x: Vec<u8> = [1.5f32, -2.0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let input = HostValue::MemRef(HostBuffer {
        elem: ElemKind::F32,
        shape: vec![2],
        data: x.into(),
        minor_to_major: None,
    });
    // Many calls: each result is a malloc block taken without a copy and freed on drop.
    for _ in 0..1000 {
        let out = jit
            .call(
                "scale",
                &[input.clone(), f32_arg(4.0)],
                std::slice::from_ref(&spec),
            )
            .unwrap();
        let HostValue::MemRef(b) = &out[0] else {
            panic!("{out:?}")
        };
        let copy = b.clone();
        drop(out);
        assert_eq!(f32s(&copy.data), vec![6.0, -8.0]);
    }
}

#[test]
fn wrong_inputs_are_errors_not_crashes() {
    let ctx = Context::new();
    let jit = JitModule::compile_text(&ctx, SCALAR, OptLevel::O0).unwrap();
    let err = jit
        .call("add", &[i64_arg(1)], &[ResultSpec::Scalar(ElemKind::I64)])
        .unwrap_err();
    assert!(err.contains("takes 2 LLVM parameters"), "{err}");
    let err = jit
        .call(
            "add",
            &[f32_arg(1.0), i64_arg(1)],
            &[ResultSpec::Scalar(ElemKind::I64)],
        )
        .unwrap_err();
    assert!(err.contains("input #0 (a f32 scalar)"), "{err}");
    let err = jit.call("nope", &[], &[]).unwrap_err();
    assert!(err.contains("no function '@nope'"), "{err}");
}

#[test]
fn upstream_errors_become_diags() {
    let ctx = Context::new();
    let bad = "module {\n  llvm.func @f() -> i32 {\n    %0 = llvm.mlir.constant(1 : i64) : i64\n    llvm.return %0 : i64\n  }\n}\n";
    let diags = JitModule::compile_text(&ctx, bad, OptLevel::O2)
        .err()
        .expect("must fail");
    let msg = &diags[0].message;
    assert!(
        msg.contains("'llvm.return' op mismatching result types"),
        "{msg}"
    );
    let unlowered = "module {\n  func.func @f() {\n    return\n  }\n}\n";
    let diags = JitModule::compile_text(&ctx, unlowered, OptLevel::O2)
        .err()
        .expect("must fail");
    assert!(
        diags[0]
            .message
            .contains("'func.func' op is not in the llvm dialect"),
        "{}",
        diags[0].message
    );
    let diags = JitModule::compile_text(&ctx, "module {", OptLevel::O2)
        .err()
        .expect("must fail");
    assert!(!diags.is_empty());
}

#[test]
fn llvm_ir_and_object_files() {
    let ctx = Context::new();
    let ir = xla_melior::translate_text_to_llvm_ir(&ctx, SCALAR, OptLevel::O2).unwrap();
    assert!(ir.contains("define i64 @add(i64 %0, i64 %1)"), "{ir}");
    assert!(ir.contains("target triple"), "{ir}");
    let dir = std::env::temp_dir().join(format!("xla-melior-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (obj, hdr) = (dir.join("m.o"), dir.join("m.h"));
    let entry = xla_melior::ObjectEntry {
        name: "scale",
        symbol: Some("scale_f32"),
        header: Some(hdr.to_str().unwrap()),
    };
    xla_melior::emit_object_text(
        &ctx,
        MEMREF,
        OptLevel::O2,
        obj.to_str().unwrap(),
        Some(entry),
    )
    .unwrap();
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    let header = std::fs::read_to_string(&hdr).unwrap();
    assert!(header.contains("scale_f32_result_t scale_f32(void * arg0, void * arg1, int64_t arg2, int64_t arg3, int64_t arg4, float arg5);"), "{header}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[path = "jit/fresh.rs"]
mod fresh;
#[path = "jit/lapack.rs"]
mod lapack;
#[path = "jit/shape_poly.rs"]
mod shape_poly;
#[path = "jit/split_compile.rs"]
mod split_compile;

mod corpus {
    //! Every program of shared/corpus/jax (with its .npy inputs) runs in the interpreter, then
    //! through `--lower-to-llvm` and the JIT; results must agree (floats within 1e-5 relative:
    //! LLVM's and Rust's libm differ in the last ulp of transcendental functions).

    use std::path::Path;
    use xla_interp::runner::{functions, run_entries};
    use xla_interp::{Registry, Tensor, Value};
    use xla_ir::pass::{PassManager, RunOptions};
    use xla_ir::Context;
    use xla_melior::values::{from_host, result_spec, to_host};
    use xla_melior::{JitModule, OptLevel};
    use xla_passes::lower_to_loops::{full_registry, pipeline_of};

    /// Programs measured to pass; raise as lowerings land.
    const PASS_FLOOR: usize = 8;

    fn tensors(values: &[Value]) -> Vec<Tensor> {
        values
            .iter()
            .filter_map(|v| match v {
                Value::Tensor(t) => Some(t.clone()),
                Value::MemRef(m) => m.to_tensor(),
                _ => None,
            })
            .collect()
    }

    fn agree(a: &Tensor, b: &Tensor) -> bool {
        let (x, y) = (a.data.to_f64(a.kind), b.data.to_f64(b.kind));
        a.shape == b.shape
            && x.len() == y.len()
            && x.iter().zip(&y).all(|(p, q)| {
                p == q || (p.is_nan() && q.is_nan()) || (p - q).abs() <= 1e-6 + 1e-5 * q.abs()
            })
    }

    /// Ok(true) agree, Ok(false) differ, Err(why) unsupported.
    fn run_program(path: &Path) -> Result<bool, String> {
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        xla_interp::attach_interpreter(&mut ctx);
        let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
        let name = path.display().to_string();
        let mut module =
            xla_ir::asm::parse_module(&ctx, &name, &text).map_err(|d| d[0].message.clone())?;
        let fs = functions(&ctx, &module);
        let (_, args) = fs.iter().find(|(n, _)| n == "main").ok_or("no main")?;
        let stem = path.with_extension("");
        let mut inputs = Vec::new();
        for (i, ty) in args.iter().enumerate() {
            let bytes = std::fs::read(format!("{}.in{i}.npy", stem.display()))
                .map_err(|e| e.to_string())?;
            inputs.push(Value::Tensor(xla_interp::npy::read_npy(&ctx, &bytes, *ty)?));
        }
        let registry = Registry::with_all();
        let expected = {
            let (_, mut runs) =
                run_entries(&ctx, &registry, &module, &["main".to_string()], &inputs);
            tensors(&runs.pop().ok_or("no run")?.results.map_err(|d| d.message)?)
        };
        let sig = module
            .function_signature(&ctx, "main", "function_type")
            .ok_or("no signature of main")?;
        let pm = pipeline_of(&full_registry(), &["lower-to-llvm"])?;
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(&ctx, &mut module, &mut |_| {});
        report
            .result
            .map_err(|d| format!("lowering: {}", d[0].message))?;
        let jit = JitModule::compile(&ctx, &module, OptLevel::O2)
            .map_err(|d| format!("jit: {}", d[0].message))?;
        let host = inputs
            .iter()
            .zip(&sig.0)
            .map(|(v, &t)| match v {
                Value::Tensor(x) => to_host(&ctx, t, x),
                _ => Err("tensor inputs only".into()),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let specs = sig
            .1
            .iter()
            .map(|&t| result_spec(&ctx, t))
            .collect::<Result<Vec<_>, _>>()?;
        let out = jit.call("main", &host, &specs)?;
        let got = out
            .iter()
            .zip(&sig.1)
            .map(|(v, &t)| from_host(&ctx, t, v))
            .collect::<Result<Vec<_>, _>>()?;
        let got = tensors(&got);
        Ok(got.len() == expected.len() && got.iter().zip(&expected).all(|(a, b)| agree(a, b)))
    }

    #[test]
    fn jax_corpus_through_the_jit_matches_the_interpreter() {
        // As the conformance suites find it (tests/src/conformance.rs).
        let shared = std::env::var_os("XLA_CONFORMANCE_DIR").map_or_else(
            || std::path::PathBuf::from("/work/shared"),
            std::path::PathBuf::from,
        );
        let dir = shared.join("corpus/jax");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            eprintln!("skipped: no corpus at {}", dir.display());
            return;
        };
        let mut files: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.extension().is_some_and(|x| x == "mlir")
                    && !p.to_string_lossy().ends_with(".pretty.mlir")
            })
            .collect();
        files.sort();
        let (mut passed, mut failed, mut unsupported) = (0, 0, 0);
        for f in &files {
            match run_program(f) {
                Ok(true) => passed += 1,
                Ok(false) => {
                    failed += 1;
                    eprintln!("differs: {}", f.display());
                }
                Err(why) => {
                    unsupported += 1;
                    eprintln!("unsupported: {}: {why}", f.display());
                }
            }
        }
        eprintln!("jax corpus through the JIT: {passed} passed, {failed} failed, {unsupported} unsupported");
        assert_eq!(failed, 0);
        assert!(passed >= PASS_FLOOR, "{passed} < {PASS_FLOOR}");
    }
}

mod interpret_suite {
    //! Every case of the StableHLO interpret suite (conformance/stablehlo/interpret, split on
    //! `// -----`) that passes in the interpreter goes through `--lower-to-llvm` with its checks
    //! compiled (calls of the check runtime) and runs in the JIT. A case passes when the JIT
    //! counts as many passed checks as the interpreter and none failed; it is unsupported when
    //! the lowering or the JIT rejects it. The count may only rise (jit_suite_floor.txt).

    use std::path::{Path, PathBuf};
    use xla_interp::probe::capture_output;
    use xla_interp::runner::{run_entries, select_entries};
    use xla_interp::Registry;
    use xla_interp::Value;
    use xla_ir::pass::{PassManager, RunOptions};
    use xla_ir::{Context, Module};
    use xla_jit_devices::devices::CompiledDevices;
    use xla_melior::check_runtime::take_report;
    use xla_melior::values::{from_host, result_spec};
    use xla_melior::{JitModule, OptLevel};
    use xla_passes::lower_to_loops::{full_registry, pipeline_of};

    enum Outcome {
        Passed,
        Failed(String),
        Unsupported(String),
    }

    /// Result types of function `name` of `m` (before lowering).
    fn result_types(ctx: &Context, m: &Module, name: &str) -> Option<Vec<xla_ir::Type>> {
        m.function_signature(ctx, name, "function_type")
            .map(|(_, r)| r)
    }

    /// What a case shows: the lines its prints and outfeeds show, then each entry's results
    /// as dense literals (what `stablehlo-translate --interpret` prints).
    fn output(
        ctx: &Context,
        shown: Vec<String>,
        results: &[Vec<Value>],
    ) -> Result<Vec<String>, String> {
        let mut lines = shown;
        for v in results.iter().flatten() {
            match v {
                Value::Tensor(t) => lines.push(xla_interp::dense::format_dense(ctx, t)),
                _ => return Err("a result is not a tensor".into()),
            }
        }
        Ok(lines)
    }

    /// What the interpreter computes: its passed checks and the case's output, or why the
    /// case does not count (a check fails; no check passes and it shows nothing: it merely
    /// runs).
    fn interpreter_run(ctx: &Context, m: &Module, entries: &[String]) -> Result<Expected, String> {
        let registry = Registry::with_all();
        let ((interp, runs), shown) =
            capture_output(|| run_entries(ctx, &registry, m, entries, &[]));
        let mut results = Vec::new();
        for run in runs {
            results.push(
                run.results
                    .map_err(|d| format!("interpreter: {}", d.message))?,
            );
        }
        let stats = interp.checks.borrow();
        let output = output(ctx, shown, &results).map_err(|e| format!("interpreter: {e}"))?;
        if stats.failed > 0 {
            return Err("interpreter: checks do not pass".into());
        }
        if stats.passed == 0 && output.is_empty() {
            return Err("nothing to compare: no checks and no output (it only runs)".into());
        }
        Ok(Expected {
            checks: stats.passed,
            output,
        })
    }

    /// The interpreter's passed checks and output, which the JIT must give.
    struct Expected {
        checks: usize,
        output: Vec<String>,
    }

    /// The outcome of a run that counted `passed` checks (failures: the first) and showed
    /// `output`; devices' lines come in any order.
    fn judge(
        expected: &Expected,
        passed: usize,
        failure: Option<String>,
        mut output: Vec<String>,
        any_order: bool,
    ) -> Outcome {
        let mut want = expected.output.clone();
        if any_order {
            want.sort();
            output.sort();
        }
        match failure {
            Some(f) => Outcome::Failed(f),
            None if passed != expected.checks => Outcome::Failed(format!(
                "{passed} checks passed, the interpreter's {}",
                expected.checks
            )),
            None if output != want => {
                Outcome::Failed(format!("output {output:?}, the interpreter's {want:?}"))
            }
            None => Outcome::Passed,
        }
    }

    fn run_case(ctx: &Context, name: &str, text: &str) -> Outcome {
        let mut m = match xla_ir::asm::parse_module(ctx, name, text) {
            Ok(m) if xla_ir::verify::verify_module(ctx, &m).is_ok() => m,
            _ => return Outcome::Unsupported("input does not verify".into()),
        };
        let entries = match select_entries(ctx, &m, None, true) {
            Ok(e) if !e.is_empty() => e,
            _ => return Outcome::Unsupported("no function without arguments".into()),
        };
        let expected = match interpreter_run(ctx, &m, &entries) {
            Ok(n) => n,
            Err(e) => return Outcome::Unsupported(e),
        };
        let specs: Vec<_> = match entries
            .iter()
            .map(|e| {
                result_types(ctx, &m, e)
                    .ok_or("no signature".to_string())
                    .and_then(|ts| {
                        ts.iter()
                            .map(|&t| result_spec(ctx, t))
                            .collect::<Result<Vec<_>, _>>()
                    })
            })
            .collect::<Result<Vec<_>, _>>()
        {
            Ok(s) => s,
            Err(e) => return Outcome::Unsupported(format!("results: {e}")),
        };
        if text.contains("interpreter.run_parallel") {
            return run_devices(ctx, &m, &entries, &expected);
        }
        let original = m.clone();
        let Ok(pm) = pipeline_of(&full_registry(), &["lower-to-llvm"]) else {
            return Outcome::Unsupported("pipeline".into());
        };
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(ctx, &mut m, &mut |_| {});
        if let Err(d) = report.result {
            return Outcome::Unsupported(format!(
                "lowering: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ));
        }
        let jit = match JitModule::compile(ctx, &m, OptLevel::O2) {
            Ok(j) => j,
            Err(d) => {
                return Outcome::Unsupported(format!(
                    "jit: {}",
                    d.first().map(|d| d.message.clone()).unwrap_or_default()
                ))
            }
        };
        let _ = take_report();
        let (results, shown) = capture_output(|| {
            entries
                .iter()
                .zip(&specs)
                .map(|(e, spec)| {
                    jit.call(e, &[], spec)
                        .map_err(|why| format!("call @{e}: {why}"))
                })
                .collect::<Result<Vec<_>, _>>()
        });
        let results = match results {
            Ok(r) => r,
            Err(why) => return Outcome::Failed(why),
        };
        let got = take_report();
        let values = entries
            .iter()
            .zip(&results)
            .map(|(e, out)| {
                let types = result_types(ctx, &original, e).unwrap_or_default();
                out.iter()
                    .zip(types)
                    .map(|(v, t)| from_host(ctx, t, v))
                    .collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>();
        let output = match values.and_then(|v| output(ctx, shown, &v)) {
            Ok(o) => o,
            Err(why) => return Outcome::Failed(format!("results: {why}")),
        };
        let failure = got
            .failures
            .first()
            .map(|(loc, msg)| format!("{loc}: {msg}"));
        judge(&expected, got.passed, failure, output, false)
    }

    /// `m` through `--lower-to-llvm` and the JIT, or why not.
    fn compile(ctx: &Context, mut m: Module) -> Result<JitModule, Outcome> {
        let Ok(pm) = pipeline_of(&full_registry(), &["lower-to-llvm"]) else {
            return Err(Outcome::Unsupported("pipeline".into()));
        };
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(ctx, &mut m, &mut |_| {});
        if let Err(d) = report.result {
            return Err(Outcome::Unsupported(format!(
                "lowering: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            )));
        }
        JitModule::compile(ctx, &m, OptLevel::O2).map_err(|d| {
            Outcome::Unsupported(format!(
                "jit: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ))
        })
    }

    /// A case whose entry runs `interpreter.run_parallel`: the module without its entries goes
    /// through the JIT; the entries run in the interpreter (the checks and run_parallel itself),
    /// their programs in the JIT, one thread per device.
    fn run_devices(ctx: &Context, m: &Module, entries: &[String], expected: &Expected) -> Outcome {
        let mut programs = m.clone();
        {
            let body = programs.body_mut();
            let funcs: Vec<_> = body
                .all_ops()
                .filter(|&op| ctx.op_name_str(body.op(op).name) == "func.func")
                .collect();
            for f in funcs {
                let name = xla_ir::OpRef::new(ctx, body, f)
                    .attr("sym_name")
                    .and_then(|a| ctx.attr_as_str(a))
                    .map(str::to_string);
                if name.is_some_and(|n| entries.contains(&n)) {
                    body.erase_op(f);
                }
            }
        }
        let jit = match compile(ctx, programs) {
            Ok(j) => j,
            Err(o) => return o,
        };
        let registry = Registry::with_all();
        let devices = CompiledDevices::new(ctx, m, jit.concurrent());
        let mut interp = xla_interp::Interp::new(ctx, &registry, Some(m));
        interp.device_programs = Some(&devices);
        let (results, shown) = capture_output(|| {
            entries
                .iter()
                .map(|e| {
                    xla_interp::runner::call_entry(&interp, e, &[])
                        .map_err(|d| format!("@{e}: {}", d.message))
                })
                .collect::<Result<Vec<_>, _>>()
        });
        let results = match results {
            Ok(r) => r,
            Err(why) => return Outcome::Failed(why),
        };
        let output = match output(ctx, shown, &results) {
            Ok(o) => o,
            Err(why) => return Outcome::Failed(format!("results: {why}")),
        };
        let stats = interp.checks.borrow();
        let failure = stats.failures.first().map(|f| f.message.clone());
        judge(expected, stats.passed, failure, output, true)
    }

    fn shared() -> PathBuf {
        std::env::var_os("XLA_CONFORMANCE_DIR")
            .map_or_else(|| PathBuf::from("/work/shared"), PathBuf::from)
    }

    #[test]
    fn interpret_suite_through_the_jit() {
        xla_jit_devices::register();
        let dir = shared().join("conformance/stablehlo/interpret");
        let Ok(entries) = std::fs::read_dir(&dir) else {
            eprintln!("skipped: no suite at {}", dir.display());
            return;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        files.sort();
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        xla_interp::attach_interpreter(&mut ctx);
        let (mut passed, mut failed, mut unsupported, mut interp_passed) = (0, 0, 0, 0);
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            let stem = f
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let chunks = xla_ir::diag::split_input_file(&text, xla_ir::diag::DEFAULT_SPLIT_MARKER);
            for (i, chunk) in chunks.iter().enumerate() {
                let name = format!("{stem}.mlir#{i}");
                let outcome = run_case(&ctx, &name, &chunk.text);
                if !matches!(&outcome, Outcome::Unsupported(why) if why.starts_with("interpreter") || why.starts_with("input") || why.starts_with("no function"))
                {
                    interp_passed += 1;
                }
                match outcome {
                    Outcome::Passed => passed += 1,
                    Outcome::Failed(why) => {
                        failed += 1;
                        eprintln!("differs: {name}: {why}");
                    }
                    Outcome::Unsupported(why) => {
                        unsupported += 1;
                        if !why.starts_with("interpreter") {
                            eprintln!("unsupported: {name}: {}", why.lines().next().unwrap_or(""));
                        }
                    }
                }
            }
        }
        eprintln!(
            "interpreter suite through the JIT: {passed} passed, {failed} failed, {unsupported} unsupported (interpreter: {interp_passed} passed)"
        );
        let floor_file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jit_suite_floor.txt");
        let floor: usize = std::fs::read_to_string(&floor_file)
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        assert!(
            passed >= floor,
            "{passed} cases pass through the JIT, below the floor {floor} ({})",
            floor_file.display()
        );
        if passed > floor {
            eprintln!(
                "interpreter suite through the JIT: above the floor {floor}: raise {}",
                floor_file.display()
            );
        }
        assert_eq!(failed, 0, "cases whose checks differ in the JIT");
    }
}

mod spmd_programs {
    //! The multi-device JAX programs of tests/spmd/programs (shard_map and pmap over 2 and 4
    //! devices, collectives inside) through the JIT: each manual computation's body compiled,
    //! one thread per device calling it as that device; results against JAX's outputs with
    //! the tolerances of tests/tests/spmd_programs.rs (manifest.tsv).

    use xla_interp::{Interp, Registry, Value};
    use xla_ir::asm::parse_module;
    use xla_ir::pass::{PassManager, RunOptions};
    use xla_ir::Context;
    use xla_jit_devices::devices::{device_module, CompiledDevices};
    use xla_melior::{JitModule, OptLevel};
    use xla_passes::lower_to_loops::{full_registry, pipeline_of};
    use xla_tests::jax_programs::{compare, load_spmd_programs, Program};

    fn run(ctx: &Context, p: &Program) -> Result<(), String> {
        let mut m = parse_module(ctx, &p.name, &p.text).map_err(|d| format!("{d:?}"))?;
        xla_ir::verify::verify_module(ctx, &m).map_err(|d| format!("{d:?}"))?;
        let devices = device_module(ctx, &mut m)?;
        let mut lowered = devices.clone();
        let pm = pipeline_of(&full_registry(), &["lower-to-llvm"])?;
        let report = PassManager::new(
            pm,
            RunOptions {
                threading: false,
                ..RunOptions::default()
            },
        )
        .run(ctx, &mut lowered, &mut |_| {});
        report
            .result
            .map_err(|d| format!("lowering: {:?}", d.first().map(|d| &d.message)))?;
        let jit = JitModule::compile(ctx, &lowered, OptLevel::O2)
            .map_err(|d| format!("jit: {:?}", d.first().map(|d| &d.message)))?;
        let compiled = CompiledDevices::new(ctx, &devices, jit.concurrent());
        let fs = xla_interp::runner::functions(ctx, &m);
        let (_, arg_types) = fs.iter().find(|(n, _)| n == "main").ok_or("no @main")?;
        let inputs: Vec<Value> = p
            .inputs
            .iter()
            .zip(arg_types)
            .map(|(b, &t)| xla_interp::npy::read_npy(ctx, b, t).map(Value::Tensor))
            .collect::<Result<_, _>>()?;
        let registry = Registry::with_all();
        let mut interp = Interp::new(ctx, &registry, Some(&m));
        interp.device_programs = Some(&compiled);
        let outs = interp.call("main", inputs).map_err(|d| d.message)?;
        if outs.len() != p.outputs.len() {
            return Err(format!("{} results, JAX {}", outs.len(), p.outputs.len()));
        }
        for (i, (o, want)) in outs.iter().zip(&p.outputs).enumerate() {
            compare(ctx, o, want, p).map_err(|e| format!("result {i}: {e}"))?;
        }
        Ok(())
    }

    #[test]
    fn spmd_programs_give_jaxs_outputs_through_the_jit() {
        xla_jit_devices::register();
        let mut ctx = Context::new();
        xla_dialects::load_all(&mut ctx);
        let programs = load_spmd_programs();
        assert!(programs.len() >= 37, "only {} programs", programs.len());
        let failures: Vec<String> = programs
            .iter()
            .filter_map(|(p, _)| run(&ctx, p).err().map(|e| format!("{}: {e}", p.name)))
            .collect();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
