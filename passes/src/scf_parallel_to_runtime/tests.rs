//! Unit tests: which loops are outlined, and what the call site and the function hold.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::Context;

fn run(text: &str, min_task_work: i64) -> String {
    run_with(text, min_task_work, false)
}

fn run_with(text: &str, min_task_work: i64, outline_sequential: bool) -> String {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let op = m.op;
    super::ScfParallelToRuntime {
        min_task_work,
        outline_sequential,
    }
    .run(&ctx, m.top.op_mut(op))
    .expect("runs");
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    print_module(&ctx, &m, &PrintOptions::default())
}

const SQUARE: &str = "func.func @f(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {\n  \
    %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n    \
    %v = memref.load %x[%i] : memref<?xf32>\n    %s = arith.mulf %v, %v : f32\n    \
    memref.store %s, %y[%i] : memref<?xf32>\n    scf.reduce\n  }\n  return\n}\n";

#[test]
fn a_dynamic_loop_is_outlined() {
    let out = run(SQUARE, 32);
    assert!(!out.contains("scf.parallel"), "{out}");
    assert!(out.contains("func.func private @xla_cpu_parallel_for((!llvm.ptr, i64, i64) -> (), !llvm.ptr, i64, i64, i64)"), "{out}");
    assert!(
        out.contains("func.func private @f_parallel_0(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64)"),
        "{out}"
    );
    // Two memrefs captured; the constants are made again inside.
    assert!(out.contains("llvm.alloca %0 x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)>"), "{out}");
    assert_eq!(out.matches("llvm.store").count(), 2, "{out}");
    assert!(
        out.contains("constant @f_parallel_0 : (!llvm.ptr, i64, i64) -> ()"),
        "{out}"
    );
    // Grain: 32 ops per task over 4 ops per iteration (load, mul, store, reduce).
    assert!(out.contains("arith.constant 8 : i64"), "{out}");
}

#[test]
fn small_and_unsupported_loops_stay() {
    // Static trip count 4: less than two tasks.
    let small = SQUARE.replace("to (%n)", "to (%c4)").replace(
        "%c1 = arith.constant 1 : index",
        "%c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index",
    );
    let out = run(&small, 32);
    assert!(
        out.contains("scf.parallel") && !out.contains("xla_cpu_parallel_for"),
        "{out}"
    );
    // Reductions are not outlined.
    let reduce = "func.func @g(%n: index) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
        %z = arith.constant 0.0 : f32\n  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {\n    \
        %o = arith.constant 1.0 : f32\n    scf.reduce(%o : f32) {\n    ^bb0(%a: f32, %b: f32):\n      \
        %s = arith.addf %a, %b : f32\n      scf.reduce.return %s : f32\n    }\n  }\n  return %r : f32\n}\n";
    let out = run(reduce, 1);
    assert!(
        out.contains("scf.parallel") && !out.contains("xla_cpu_parallel_for"),
        "{out}"
    );
}

#[test]
fn a_non_unit_step_counts_iterations() {
    let out = run(
        &SQUARE
            .replace("step (%c1)", "step (%st)")
            .replace("%n: index)", "%n: index, %st: index)"),
        1,
    );
    assert!(out.contains("arith.ceildivsi"), "{out}");
    assert!(out.contains("arith.minsi"), "{out}");
}

#[test]
fn with_outline_sequential_a_small_loop_is_called_directly() {
    let small = SQUARE.replace("to (%n)", "to (%c4)").replace(
        "%c1 = arith.constant 1 : index",
        "%c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index",
    );
    let out = run_with(&small, 32, true);
    assert!(!out.contains("scf.parallel"), "{out}");
    // No runtime: a direct call of the body over the whole range, kept out of line.
    assert!(!out.contains("xla_cpu_parallel_for"), "{out}");
    assert!(
        out.contains("call @f_parallel_0(%1, %6, %7) : (!llvm.ptr, i64, i64) -> ()"),
        "{out}"
    );
    assert!(
        out.contains("attributes {passthrough = [\"noinline\"]}"),
        "{out}"
    );
}

#[test]
fn identical_loops_share_one_function() {
    // The same loop twice (as a model's repeated layers): one outlined body, named twice.
    let twice = SQUARE.replace(
        "  return\n}",
        "  scf.parallel (%j) = (%c0) to (%n) step (%c1) {\n    \
         %w = memref.load %y[%j] : memref<?xf32>\n    %t = arith.mulf %w, %w : f32\n    \
         memref.store %t, %x[%j] : memref<?xf32>\n    scf.reduce\n  }\n  return\n}",
    );
    let out = run(&twice, 32);
    assert!(!out.contains("scf.parallel"), "{out}");
    assert_eq!(
        out.matches("func.func private @f_parallel_").count(),
        1,
        "{out}"
    );
    assert_eq!(out.matches("constant @f_parallel_0 ").count(), 2, "{out}");
    // A different body gets its own function.
    let other = twice.replace("%t = arith.mulf %w, %w", "%t = arith.addf %w, %w");
    let out = run(&other, 32);
    assert_eq!(
        out.matches("func.func private @f_parallel_").count(),
        2,
        "{out}"
    );
}

/// A task loop (`xla.grain`, `xla.optnone`) whose body holds two identical single-iteration
/// leaves (`xla.leaf`) on different buffers, and a third leaf with another body.
const LEAVES: &str = "func.func @f(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {\n  \
    %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n    \
    scf.for %k = %c0 to %n step %c1 {\n      \
    scf.parallel (%a) = (%c0) to (%c1) step (%c1) {\n        \
    %v = memref.load %x[%k] : memref<?xf32>\n        %s = arith.mulf %v, %v : f32\n        \
    memref.store %s, %x[%k] : memref<?xf32>\n        scf.reduce\n      } {xla.leaf}\n      \
    scf.parallel (%b) = (%c0) to (%c1) step (%c1) {\n        \
    %v = memref.load %y[%k] : memref<?xf32>\n        %s = arith.mulf %v, %v : f32\n        \
    memref.store %s, %y[%k] : memref<?xf32>\n        scf.reduce\n      } {xla.leaf}\n      \
    scf.parallel (%c) = (%c0) to (%c1) step (%c1) {\n        \
    %v = memref.load %y[%k] : memref<?xf32>\n        %s = arith.addf %v, %v : f32\n        \
    memref.store %s, %y[%k] : memref<?xf32>\n        scf.reduce\n      } {xla.leaf}\n    \
    }\n    scf.reduce\n  } {xla.grain = 1 : i64, xla.optnone}\n  return\n}\n";

#[test]
fn nested_leaves_are_outlined_and_shared() {
    let out = run(LEAVES, 32);
    assert!(!out.contains("scf.parallel"), "{out}");
    // The task body through the runtime, marked optnone; the leaves called directly from
    // it, the two identical ones through one function, optimized for size.
    assert!(out.contains("call @xla_cpu_parallel_for("), "{out}");
    assert_eq!(
        out.matches("func.func private @f_parallel_0_parallel_")
            .count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("call @f_parallel_0_parallel_0(").count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("call @f_parallel_0_parallel_2(").count(),
        1,
        "{out}"
    );
    assert_eq!(
        out.matches(r#"passthrough = ["noinline", "optnone"]"#)
            .count(),
        1,
        "{out}"
    );
    assert_eq!(
        out.matches(r#"passthrough = ["noinline", "optsize"]"#)
            .count(),
        2,
        "{out}"
    );
}
