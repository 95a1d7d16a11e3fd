//! Unit tests: loop nests replace the structured ops on buffers; ops on tensors stay.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::Context;

fn lower(text: &str) -> Result<String, Vec<xla_ir::Diag>> {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let op = m.op;
    super::LinalgToLoops::default().run(&ctx, m.top.op_mut(op))?;
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn matmul_becomes_three_loops() {
    let out = lower(
        "func.func @f(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {\n  \
         linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)\n  return\n}\n",
    )
    .unwrap();
    // Rows are independent: the outer loop is parallel, k and j sequential.
    assert_eq!(out.matches("scf.parallel").count(), 1, "{out}");
    assert_eq!(out.matches("scf.for").count(), 2, "{out}");
    assert_eq!(out.matches("memref.load").count(), 3, "{out}");
    assert!(!out.contains("linalg."), "{out}");
}

#[test]
fn ops_on_tensors_stay() {
    let out = lower(
        "func.func @f(%x: f32, %t: tensor<4xf32>) -> tensor<4xf32> {\n  \
         %r = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n",
    )
    .unwrap();
    assert!(out.contains("linalg.fill"), "{out}");
}

#[test]
fn bodies_with_side_effects_keep_the_op_order() {
    // Same maps as a matmul, but the body also stores elsewhere: loops stay i, j, k.
    let text = "func.func @f(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>, %s: memref<f32>) {\n  \
        linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], \
        iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>) {\n  \
        ^bb0(%x: f32, %y: f32, %acc: f32):\n    %p = arith.mulf %x, %y : f32\n    %r = arith.addf %acc, %p : f32\n    \
        memref.store %r, %s[] : memref<f32>\n    linalg.yield %r : f32\n  }\n  return\n}\n";
    let out = lower(text).unwrap();
    assert!(out.contains("memref.load %arg1[%arg6, %arg5]"), "{out}");
    // Without the store the j loop goes innermost.
    let out = lower(&text.replace("memref.store %r, %s[] : memref<f32>\n    ", "")).unwrap();
    assert!(out.contains("memref.load %arg1[%arg5, %arg6]"), "{out}");
}
