//! `--math-polynomial-approximation`: `math.tanh`, `exp`, `expm1`, `log`, `log1p`, `log2`,
//! `erf`, `sin`, `cos`, `rsqrt` and `powf` with a constant exponent on f32 (f16 and bf16
//! computed in f32) become arith code without calls or branches, so that LLVM's loop
//! vectorizer vectorizes the loops around them (a libm call blocks it), as XLA's CPU backend
//! and upstream's `-test-math-polynomial-approximation` do. Scalars, vectors and tensors
//! alike; f64 keeps its math ops (libm). Error bounds: docs/lowering/math-approximation.md.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_math::ops as math_ops;
mod build;
mod exp_log;
mod powers;
mod rational;
mod trig;

pub use trig::{SMALL_ARGUMENT_ATTR, SMALL_ARGUMENT_BITS};

#[cfg(test)]
mod tests;

use build::{Elem, Emit};
use xla_ir::float::FloatKind;
use xla_ir::pass::PassInfo;
use xla_ir::{Body, Context, Diag, OpId, ValueId};

pub const ARGUMENT: &str = "math-polynomial-approximation";
const DESCRIPTION: &str = "Expand f32/f16/bf16 math.tanh, exp, expm1, log, log1p, log2, erf, sin, cos, rsqrt and powf with a constant exponent into vectorizable arith approximations";

#[derive(Default)]
pub struct MathPolynomialApproximation;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(MathPolynomialApproximation),
    }
}

func_body_pass!(
    MathPolynomialApproximation,
    "MathPolynomialApproximation",
    run
);

/// The ops this pass expands.
pub const OPS: [&str; 12] = [
    math_ops::TanhOp::NAME,
    math_ops::ExpOp::NAME,
    math_ops::ExpM1Op::NAME,
    math_ops::LogOp::NAME,
    math_ops::Log1pOp::NAME,
    math_ops::Log2Op::NAME,
    math_ops::ErfOp::NAME,
    math_ops::ErfcOp::NAME,
    math_ops::SinOp::NAME,
    math_ops::CosOp::NAME,
    math_ops::RsqrtOp::NAME,
    math_ops::PowFOp::NAME,
];

fn collect(body: &Body, regions: &[xla_ir::RegionId], out: &mut Vec<OpId>) {
    for &r in regions {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                out.push(o);
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    collect(body, body.local_regions(o), out)
                });
            }
        }
    }
}

/// Expands every op of [`OPS`] in `body` (nested regions included).
pub fn run(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let roots = body.root_regions().to_vec();
    let mut ops = Vec::new();
    collect(body, &roots, &mut ops);
    for op in ops {
        if !body.is_erased(op) {
            expand(ctx, body, op);
        }
    }
    Ok(())
}

fn expand(ctx: &Context, body: &mut Body, op: OpId) {
    let name = ctx.op_name_str(body.op(op).name);
    let Some(&name) = OPS.iter().find(|&&n| n == name) else {
        return;
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    if body.results(op).len() != 1
        || operands.len() != if name == math_ops::PowFOp::NAME { 2 } else { 1 }
    {
        return;
    }
    let x = operands[0];
    let ty = body.value_type(x);
    // Splat constants need a static shape (dynamic tensors are left alone).
    if ctx.is_shaped(ty) && ctx.num_elements(ty).is_none() {
        return;
    }
    let narrow = match ctx.float_kind(ctx.element_type(ty)) {
        Some(FloatKind::F32) => false,
        Some(FloatKind::F16 | FloatKind::BF16) => true,
        _ => return,
    };
    let exponent = match operands.get(1) {
        Some(&p) => match powers::constant_exponent(ctx, body, p).filter(|&p| powers::expands(p)) {
            Some(p) => Some(p),
            None => return,
        },
        None => None,
    };
    let small = body
        .op(op)
        .attrs
        .get_str(ctx, trig::SMALL_ARGUMENT_ATTR)
        .is_some();
    let mut e = Emit::new(ctx, body, op, ty);
    let x = if narrow {
        e.cast(arith_ops::ExtFOp::NAME, x, Elem::F32)
    } else {
        x
    };
    let r = match name {
        math_ops::TanhOp::NAME => rational::tanh(&mut e, x),
        math_ops::ErfOp::NAME => rational::erf(&mut e, x),
        math_ops::ErfcOp::NAME => rational::erfc(&mut e, x),
        math_ops::ExpOp::NAME => exp_log::exp(&mut e, x),
        math_ops::ExpM1Op::NAME => exp_log::expm1(&mut e, x),
        math_ops::LogOp::NAME => exp_log::log(&mut e, x),
        math_ops::Log1pOp::NAME => exp_log::log1p(&mut e, x),
        math_ops::Log2Op::NAME => exp_log::log2(&mut e, x),
        math_ops::SinOp::NAME => trig::sin(&mut e, x, small),
        math_ops::CosOp::NAME => trig::cos(&mut e, x, small),
        math_ops::RsqrtOp::NAME => powers::rsqrt(&mut e, x),
        _ => powers::powf(&mut e, x, exponent.unwrap_or(1.0)),
    };
    let r = if narrow {
        e.op_typed(arith_ops::TruncFOp::NAME, &[r], ty, &[])
    } else {
        r
    };
    e.finish(r);
}
