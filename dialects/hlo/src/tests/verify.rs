//! Verifier tests on built ops: one per rule, checking the message.

use super::build::{message, Builder};
use super::ctx;
use xla_ir::DYNAMIC;

#[test]
fn binary_same_shapes_follow_stablehlo() {
    let ctx = ctx();
    let (f32t, f64t) = (ctx.f32(), ctx.f64());
    let t4 = ctx.tensor_type(&[4], f32t);
    let td = ctx.tensor_type(&[DYNAMIC], f32t);
    let mut b = Builder::new(&[
        t4,
        td,
        ctx.tensor_type(&[4], f64t),
        ctx.tensor_type(&[4], ctx.i32()),
    ]);
    let ok = b.op(&ctx, "add", &[0, 1], &[t4], &[]);
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let mixed = b.op(&ctx, "add", &[0, 2], &[t4], &[]);
    assert_eq!(
        message(b.verify(&ctx, mixed)),
        "'hlo.add' op requires compatible types for all operands and results"
    );
    let int_atan = b.op(
        &ctx,
        "atan2",
        &[3, 3],
        &[ctx.tensor_type(&[4], ctx.i32())],
        &[],
    );
    assert!(message(b.verify(&ctx, int_atan)).starts_with("'hlo.atan2' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or complex type"));
}

#[test]
fn binary_implicit_broadcasts() {
    let ctx = ctx();
    let f = ctx.f32();
    let (t23, t13, t3, s) = (
        ctx.tensor_type(&[2, 3], f),
        ctx.tensor_type(&[1, 3], f),
        ctx.tensor_type(&[3], f),
        ctx.tensor_type(&[], f),
    );
    let mut b = Builder::new(&[t23, t13, t3, s]);
    let degenerate = b.op(&ctx, "multiply", &[0, 1], &[t23], &[]);
    assert_eq!(message(b.verify(&ctx, degenerate)), "ok");
    let scalar = b.op(&ctx, "multiply", &[3, 0], &[t23], &[]);
    assert_eq!(message(b.verify(&ctx, scalar)), "ok");
    let no_dims = b.op(&ctx, "add", &[0, 2], &[t23], &[]);
    assert!(message(b.verify(&ctx, no_dims)).contains("need broadcast_dimensions"));
    let dims = ctx.dense_i64_array(&[1]);
    let with_dims = b.op(
        &ctx,
        "add",
        &[0, 2],
        &[t23],
        &[("broadcast_dimensions", dims)],
    );
    assert_eq!(message(b.verify(&ctx, with_dims)), "ok");
    let wrong_result = b.op(&ctx, "add", &[0, 1], &[ctx.tensor_type(&[3, 3], f)], &[]);
    assert_eq!(
        message(b.verify(&ctx, wrong_result)),
        "'hlo.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'"
    );
    let bad = b.op(
        &ctx,
        "add",
        &[0, 2],
        &[t23],
        &[("broadcast_dimensions", ctx.dense_i64_array(&[0]))],
    );
    assert!(message(b.verify(&ctx, bad))
        .contains("lhs dimension 0 (size 2) and rhs dimension 0 (size 3)"));
}

#[test]
fn compare_checks_direction_type_and_result() {
    use crate::attrs::comparison::{COMPARISON_DIRECTION, COMPARISON_TYPE};
    let ctx = ctx();
    let t = ctx.tensor_type(&[4], ctx.i32());
    let pred = ctx.tensor_type(&[4], ctx.i1());
    let mut b = Builder::new(&[t]);
    let lt = COMPARISON_DIRECTION.attr_named(&ctx, "LT").unwrap();
    let signed = COMPARISON_TYPE.attr_named(&ctx, "SIGNED").unwrap();
    let float = COMPARISON_TYPE.attr_named(&ctx, "FLOAT").unwrap();
    let ok = b.op(
        &ctx,
        "compare",
        &[0, 0],
        &[pred],
        &[("comparison_direction", lt), ("compare_type", signed)],
    );
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let wrong_type = b.op(
        &ctx,
        "compare",
        &[0, 0],
        &[pred],
        &[("comparison_direction", lt), ("compare_type", float)],
    );
    assert_eq!(
        message(b.verify(&ctx, wrong_type)),
        "'hlo.compare' op compare_type FLOAT does not apply to element type 'i32'; it must be SIGNED"
    );
    let missing = b.op(&ctx, "compare", &[0, 0], &[pred], &[]);
    assert_eq!(
        message(b.verify(&ctx, missing)),
        "'hlo.compare' op requires attribute 'comparison_direction'"
    );
}

#[test]
fn broadcast_in_dim_rules() {
    let ctx = ctx();
    let i = ctx.i32();
    let mut b = Builder::new(&[ctx.tensor_type(&[3], i), ctx.tensor_type(&[1, 1, 3], i)]);
    let out = ctx.tensor_type(&[1, 2, 3], i);
    let ok = b.op(
        &ctx,
        "broadcast_in_dim",
        &[0],
        &[out],
        &[("broadcast_dimensions", ctx.dense_i64_array(&[2]))],
    );
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let size = b.op(
        &ctx,
        "broadcast_in_dim",
        &[0],
        &[out],
        &[("broadcast_dimensions", ctx.dense_i64_array(&[1]))],
    );
    assert_eq!(
        message(b.verify(&ctx, size)),
        "'hlo.broadcast_in_dim' op size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (2)"
    );
    let dup = b.op(
        &ctx,
        "broadcast_in_dim",
        &[1],
        &[out],
        &[("broadcast_dimensions", ctx.dense_i64_array(&[0, 0, 2]))],
    );
    assert_eq!(
        message(b.verify(&ctx, dup)),
        "'hlo.broadcast_in_dim' op broadcast_dimensions should not have duplicates"
    );
}

#[test]
fn constants_take_their_value_type() {
    let ctx = ctx();
    let t = ctx.tensor_type(&[2], ctx.f32());
    let value = ctx.intern_attr(xla_ir::AttrData::DenseElements {
        ty: t,
        data: vec![0u8; 8].into(),
        splat: false,
    });
    let state = crate::ops::constant::materialize(&ctx, value, t, ctx.unknown_loc())
        .expect("a dense tensor materializes");
    let mut b = Builder::new(&[]);
    let op = b.body.create_op(&ctx, state);
    b.body.append_op(b.block, op);
    assert_eq!(message(b.verify(&ctx, op)), "ok");
    assert!(crate::ops::constant::materialize(
        &ctx,
        value,
        ctx.tensor_type(&[3], ctx.f32()),
        ctx.unknown_loc()
    )
    .is_none());
}
