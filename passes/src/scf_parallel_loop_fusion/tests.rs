//! Unit tests: which pairs of loops fuse.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::Context;

fn run(text: &str) -> String {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let op = m.op;
    let func = m
        .top
        .op(op)
        .isolated_body()
        .expect("module body")
        .all_ops()
        .next();
    let func = func.expect("a function");
    let body = m.top.op_mut(op).isolated_body_mut().expect("module body");
    super::ScfParallelLoopFusion
        .run(&ctx, body.op_mut(func))
        .expect("runs");
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    print_module(&ctx, &m, &PrintOptions::default())
}

/// A row sum of `x` into a local buffer, then `y[i, j] = x[i, j] / sum[i]`, with the
/// second loop reading the sum at row `READ`.
fn sum_then_divide(read: &str) -> String {
    format!(
        "func.func @f(%x: memref<4x8xf32>) -> memref<4x8xf32> {{\n  \
        %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
        %c3 = arith.constant 3 : index\n  %c4 = arith.constant 4 : index\n  \
        %c8 = arith.constant 8 : index\n  %z = arith.constant 0.0 : f32\n  \
        %s = memref.alloc() : memref<4xf32>\n  \
        scf.parallel (%i) = (%c0) to (%c4) step (%c1) {{\n    \
          %r = scf.for %j = %c0 to %c8 step %c1 iter_args(%a = %z) -> (f32) {{\n      \
            %v = memref.load %x[%i, %j] : memref<4x8xf32>\n      \
            %t = arith.addf %a, %v : f32\n      scf.yield %t : f32\n    }}\n    \
          memref.store %r, %s[%i] : memref<4xf32>\n    scf.reduce\n  }}\n  \
        %y = memref.alloc() : memref<4x8xf32>\n  \
        scf.parallel (%i) = (%c0) to (%c4) step (%c1) {{\n    \
          scf.for %j = %c0 to %c8 step %c1 {{\n      \
            %v = memref.load %x[%i, %j] : memref<4x8xf32>\n      \
            %d = memref.load %s[{read}] : memref<4xf32>\n      \
            %q = arith.divf %v, %d : f32\n      \
            memref.store %q, %y[%i, %j] : memref<4x8xf32>\n    }}\n    scf.reduce\n  }}\n  \
        memref.dealloc %s : memref<4xf32>\n  return %y : memref<4x8xf32>\n}}\n"
    )
}

#[test]
fn a_reduction_fuses_with_the_loop_reading_its_row() {
    let out = run(&sum_then_divide("%i"));
    assert_eq!(out.matches("scf.parallel").count(), 1, "{out}");
    // The output buffer is allocated before the fused loop.
    let alloc = out.find("memref<4x8xf32>\n").unwrap_or(usize::MAX);
    assert!(alloc < out.find("scf.parallel").unwrap_or(0), "{out}");
}

#[test]
fn a_loop_reading_another_row_stays_apart() {
    let out = run(&sum_then_divide("%c3"));
    assert_eq!(out.matches("scf.parallel").count(), 2, "{out}");
}

#[test]
fn loops_writing_arguments_stay_apart() {
    // %x and %y may be the same buffer: the second loop could read what another
    // iteration of the first writes.
    let text = "func.func @f(%x: memref<4xf32>, %y: memref<4xf32>) {\n  \
        %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
        %c4 = arith.constant 4 : index\n  %z = arith.constant 0.0 : f32\n  \
        scf.parallel (%i) = (%c0) to (%c4) step (%c1) {\n    \
          memref.store %z, %x[%i] : memref<4xf32>\n    scf.reduce\n  }\n  \
        scf.parallel (%i) = (%c0) to (%c4) step (%c1) {\n    \
          %v = memref.load %y[%i] : memref<4xf32>\n    \
          memref.store %v, %y[%i] : memref<4xf32>\n    scf.reduce\n  }\n  \
        return\n}\n";
    assert_eq!(run(text).matches("scf.parallel").count(), 2);
}
