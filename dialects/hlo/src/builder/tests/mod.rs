//! Builder tests per op group (one file each), including errors reported at `build()`
//! naming the op; shared helpers here.

mod computations;
mod elementwise;
mod others;
mod shapes;

use super::{HloBuilder, XlaComputation, XlaOp};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::{Context, Type};

pub(super) fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

pub(super) fn t(ctx: &Context, shape: &[i64]) -> Type {
    ctx.tensor_type(shape, ctx.f32())
}

pub(super) fn text(ctx: &Context, b: HloBuilder<'_>, root: XlaOp) -> String {
    match b.build(root) {
        Ok(m) => print_module(ctx, &m, &PrintOptions::default()),
        Err(d) => panic!("build failed: {}", d.message),
    }
}

pub(super) fn error(b: HloBuilder<'_>, root: XlaOp) -> String {
    match b.build(root) {
        Ok(_) => "ok".to_string(),
        Err(d) => d.message,
    }
}

/// `a + b` over scalars: the reducer of the reduce tests.
pub(super) fn add_computation(ctx: &Context) -> XlaComputation {
    let mut b = HloBuilder::new(ctx, "add");
    let x = b.parameter(0, t(ctx, &[]), "x");
    let y = b.parameter(1, t(ctx, &[]), "y");
    let s = b.add(x, y, &[]);
    b.build_computation(&[s]).expect("add computation")
}
