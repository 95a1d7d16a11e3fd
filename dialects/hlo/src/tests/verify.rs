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
    let mut b = Builder::new(&[t4, td, ctx.tensor_type(&[4], f64t), ctx.tensor_type(&[4], ctx.i32())]);
    let ok = b.op(&ctx, "add", &[0, 1], &[t4], &[]);
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let mixed = b.op(&ctx, "add", &[0, 2], &[t4], &[]);
    assert_eq!(message(b.verify(&ctx, mixed)), "'hlo.add' op requires compatible types for all operands and results");
    let int_atan = b.op(&ctx, "atan2", &[3, 3], &[ctx.tensor_type(&[4], ctx.i32())], &[]);
    assert!(message(b.verify(&ctx, int_atan)).starts_with("'hlo.atan2' op operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or complex type"));
}

#[test]
fn binary_implicit_broadcasts() {
    let ctx = ctx();
    let f = ctx.f32();
    let (t23, t13, t3, s) =
        (ctx.tensor_type(&[2, 3], f), ctx.tensor_type(&[1, 3], f), ctx.tensor_type(&[3], f), ctx.tensor_type(&[], f));
    let mut b = Builder::new(&[t23, t13, t3, s]);
    let degenerate = b.op(&ctx, "multiply", &[0, 1], &[t23], &[]);
    assert_eq!(message(b.verify(&ctx, degenerate)), "ok");
    let scalar = b.op(&ctx, "multiply", &[3, 0], &[t23], &[]);
    assert_eq!(message(b.verify(&ctx, scalar)), "ok");
    let no_dims = b.op(&ctx, "add", &[0, 2], &[t23], &[]);
    assert!(message(b.verify(&ctx, no_dims)).contains("need broadcast_dimensions"));
    let dims = ctx.dense_i64_array(&[1]);
    let with_dims = b.op(&ctx, "add", &[0, 2], &[t23], &[("broadcast_dimensions", dims)]);
    assert_eq!(message(b.verify(&ctx, with_dims)), "ok");
    let wrong_result = b.op(&ctx, "add", &[0, 1], &[ctx.tensor_type(&[3, 3], f)], &[]);
    assert_eq!(
        message(b.verify(&ctx, wrong_result)),
        "'hlo.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'"
    );
    let bad = b.op(&ctx, "add", &[0, 2], &[t23], &[("broadcast_dimensions", ctx.dense_i64_array(&[0]))]);
    assert!(message(b.verify(&ctx, bad)).contains("lhs dimension 0 (size 2) and rhs dimension 0 (size 3)"));
}
