//! Unit tests: the type converter and a few conversions end to end on small modules.

use super::types::{convert, descriptor_type};
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::Context;

fn ctx() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// Runs `--convert-to-llvm` then `--reconcile-unrealized-casts` on `text`.
fn lower(ctx: &Context, text: &str) -> Result<String, String> {
    let mut m = parse_module(ctx, "test", text).map_err(|e| e[0].message.clone())?;
    let op = m.op;
    for pass in [
        Box::new(super::ConvertToLlvm) as Box<dyn Pass>,
        Box::new(crate::reconcile_unrealized_casts::ReconcileUnrealizedCasts),
    ] {
        pass.run(ctx, m.top.op_mut(op))
            .map_err(|e| e[0].message.clone())?;
    }
    xla_ir::verify::verify_module(ctx, &m).map_err(|e| e[0].message.clone())?;
    Ok(print_module(ctx, &m, &PrintOptions::default()))
}

#[test]
fn types_convert_as_upstream() {
    let ctx = ctx();
    assert_eq!(convert(&ctx, ctx.index_type()), Some(ctx.i64()));
    assert_eq!(convert(&ctx, ctx.f32()), Some(ctx.f32()));
    let m = ctx.memref_type(&[4, xla_ir::DYNAMIC], ctx.f32());
    assert_eq!(convert(&ctx, m), Some(descriptor_type(&ctx, 2)));
    let text = xla_ir::asm::type_to_string(&ctx, descriptor_type(&ctx, 2));
    assert_eq!(
        text,
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    );
    assert_eq!(convert(&ctx, ctx.tensor_type(&[4], ctx.f32())), None);
    let f8 = ctx.float_type(xla_ir::float::FloatKind::from_mlir_name("f8E4M3FN").expect("f8 kind"));
    // As upstream: 8-bit and narrower floats are integers of their width; tf32 has no type.
    assert_eq!(convert(&ctx, f8), Some(ctx.integer_type(8)));
    assert_eq!(
        convert(&ctx, ctx.memref_type(&[4], f8)),
        Some(descriptor_type(&ctx, 1))
    );
    let f4 = ctx.float_type(xla_ir::float::FloatKind::F4E2M1FN);
    assert_eq!(convert(&ctx, f4), Some(ctx.integer_type(4)));
    assert_eq!(
        convert(&ctx, ctx.float_type(xla_ir::float::FloatKind::TF32)),
        None
    );
}

#[test]
fn arith_keeps_flags_and_index_becomes_i64() {
    let ctx = ctx();
    let out = lower(&ctx, "func.func @f(%a: index, %b: index) -> index {\n  %0 = arith.addi %a, %b overflow<nsw> : index\n  return %0 : index\n}\n").expect("lowers");
    assert!(
        out.contains("llvm.func @f(%arg0: i64, %arg1: i64) -> i64"),
        "{out}"
    );
    assert!(
        out.contains("llvm.add %arg0, %arg1 overflow<nsw> : i64"),
        "{out}"
    );
}

#[test]
fn memref_arguments_expand_and_loads_use_strides() {
    let ctx = ctx();
    let out = lower(&ctx, "func.func @f(%m: memref<2x3xf32>, %i: index) -> f32 {\n  %0 = memref.load %m[%i, %i] : memref<2x3xf32>\n  return %0 : f32\n}\n").expect("lowers");
    assert!(
        out.contains("%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64"),
        "{out}"
    );
    assert!(out.contains("llvm.getelementptr inbounds|nuw"), "{out}");
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
}

#[test]
fn unconvertible_signatures_stay() {
    let ctx = ctx();
    let text =
        "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n  return %t : tensor<4xf32>\n}\n";
    let out = lower(&ctx, text).expect("partial conversion succeeds");
    assert!(out.contains("func.func @f"), "{out}");
}

#[test]
fn math_without_intrinsics_is_expanded() {
    let ctx = ctx();
    let src = "func.func @f(%x: f32, %b: i16, %e: i16) -> (i1, i16) {\n  %0 = math.isfinite %x : f32\n  %1 = math.ipowi %b, %e : i16\n  return %0, %1 : i1, i16\n}\n";
    let out = lower(&ctx, src).expect("lowers");
    assert!(!out.contains("math."), "{out}");
    assert!(out.contains("llvm.fcmp \"one\""), "{out}");
    // 15 bits of a non-negative i16 power: 15 conditional products.
    assert_eq!(out.matches("llvm.mul").count(), 15 + 14, "{out}");
}

#[test]
fn memref_dim_of_a_static_size_is_a_constant() {
    let ctx = ctx();
    let src = "func.func @f(%m: memref<3x?xf32>) -> (index, index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %0 = memref.dim %m, %c0 : memref<3x?xf32>\n  %1 = memref.dim %m, %c1 : memref<3x?xf32>\n  return %0, %1 : index, index\n}\n";
    let out = lower(&ctx, src).expect("lowers");
    assert!(out.contains("llvm.mlir.constant(3 : index) : i64"), "{out}");
    assert!(out.contains("[3, 1]"), "{out}");
    assert!(!out.contains("memref.dim"), "{out}");
}
