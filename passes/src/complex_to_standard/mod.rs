//! `--convert-complex-to-standard`: every complex op except `complex.create` / `re` / `im` /
//! `constant` / `bitcast` becomes arith and math ops on the real and imaginary parts, with
//! upstream MLIR 22's algorithms (Smith's division — upstream's default `complex-range=improved`
//! —, the overflow-safe modulus, `expm1`/`log1p`-based functions). Results are rebuilt with
//! `complex.create`; parts of a `complex.create` / `complex.constant` are taken directly, and
//! part ops left unused are removed; `re`/`im` of a `create` fold to its operand, and an
//! `arith.select` of complex values becomes a select per part. Fastmath flags are not carried over (the expansions are
//! the precise ones). See docs/lowering/complex-to-standard.md.

use xla_dialect_arith::ops as arith_ops;
use xla_dialect_complex::ops as complex_ops;
mod arithmetic;
mod elementary;
mod emit;

#[cfg(test)]
mod tests;

use arithmetic::Power;
use emit::{Emit, Parts};
use xla_ir::ir::WalkOrder;
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{Body, Context, Diag, OpData, OpId, Type, TypeData};

pub const ARGUMENT: &str = "convert-complex-to-standard";
const DESCRIPTION: &str = "Convert Complex dialect to standard dialect";

#[derive(Default)]
pub struct ConvertComplexToStandard;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ConvertComplexToStandard),
    }
}

impl Pass for ConvertComplexToStandard {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ConvertComplexToStandardPass"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        if let Some(body) = op.isolated_body_mut() {
            lower_body(ctx, body)?;
        }
        Ok(())
    }
}

/// Ops the pass keeps: building and splitting complex numbers.
const KEPT: [&str; 5] = [
    complex_ops::CreateOp::NAME,
    complex_ops::ReOp::NAME,
    complex_ops::ImOp::NAME,
    complex_ops::ConstantOp::NAME,
    complex_ops::BitcastOp::NAME,
];

/// Lowers the complex ops of `body` and of the isolated ops nested in it.
pub fn lower_body(ctx: &Context, body: &mut Body) -> Result<(), Vec<Diag>> {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for &op in &ops {
        if body.is_erased(op) {
            continue;
        }
        if let Some(nested) = body.op_mut(op).isolated_body_mut() {
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || lower_body(ctx, nested))?;
            continue;
        }
        let name = ctx.op_name_str(body.op(op).name);
        if name.starts_with("complex.") && !KEPT.contains(&name) {
            lower_op(ctx, body, op).map_err(|d| vec![d])?;
        } else if matches!(name, complex_ops::ReOp::NAME | complex_ops::ImOp::NAME) {
            fold_part(ctx, body, op);
        } else if name == arith_ops::SelectOp::NAME {
            split_select(ctx, body, op);
        }
    }
    remove_unused_parts(ctx, body);
    Ok(())
}

/// `arith.select` of complex values: a select per part (so the parts of its operands and
/// result stay plain floats; upstream keeps the complex select).
fn split_select(ctx: &Context, body: &mut Body, op: OpId) {
    let (Some(&result), 3) = (body.results(op).first(), body.num_operands(op)) else {
        return;
    };
    let ty = body.value_type(result);
    let Some(elem) = part_type(ctx, ty) else {
        return;
    };
    let (c, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let mut e = Emit::new(ctx, body, op, elem);
    let (tp, fp) = (e.parts(t), e.parts(f));
    let parts = e.select2(c, tp, fp);
    let v = e.create(parts, ty);
    body.replace_all_uses(result, v);
    body.erase_op(op);
}

/// `complex.re` / `im` of a `complex.create`: its operand (upstream's fold).
fn fold_part(ctx: &Context, body: &mut Body, op: OpId) {
    let (Some(&z), Some(&result)) = (
        body.operands(op).collect::<Vec<_>>().first(),
        body.results(op).first(),
    ) else {
        return;
    };
    let xla_ir::ir::ValueDef::Result { op: def, .. } = body.value(z).def else {
        return;
    };
    if ctx.op_name_str(body.op(def).name) != complex_ops::CreateOp::NAME
        || body.num_operands(def) != 2
    {
        return;
    }
    let index = usize::from(ctx.op_name_str(body.op(op).name) == complex_ops::ImOp::NAME);
    let part = body.operand(def, index);
    body.replace_all_uses(result, part);
    body.erase_op(op);
}

/// Erases `complex.create` / `re` / `im` ops whose result is unused (the expansions read
/// parts directly), last first so chains go too.
fn remove_unused_parts(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops.into_iter().rev() {
        let name = ctx.op_name_str(body.op(op).name);
        if matches!(
            name,
            complex_ops::CreateOp::NAME | complex_ops::ReOp::NAME | complex_ops::ImOp::NAME
        ) && body.results(op).iter().all(|&v| !body.has_uses(v))
        {
            body.erase_op(op);
        }
    }
}

/// The float part type of complex type `t`.
fn part_type(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Complex(e) if ctx.is_float(*e) => Some(*e),
        _ => None,
    }
}

/// Expands one complex op in place.
fn lower_op(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), Diag> {
    let r = xla_ir::OpRef::new(ctx, body, op);
    let name = r.name_str().to_string();
    let error = |what: &str| r.error(format!("failed to convert to standard: {what}"));
    let operands: Vec<_> = r.operands().collect();
    let Some(&first) = operands.first() else {
        return Err(error("expected complex operands"));
    };
    let Some(elem) = part_type(ctx, body.value_type(first)) else {
        return Err(error("expected operands of complex type with float parts"));
    };
    let Some(&result) = body.results(op).first() else {
        return Err(error("expected a result"));
    };
    let result_type = body.value_type(result);
    let binary = matches!(
        name.as_str(),
        complex_ops::AddOp::NAME
            | complex_ops::SubOp::NAME
            | complex_ops::MulOp::NAME
            | complex_ops::DivOp::NAME
            | complex_ops::PowOp::NAME
            | complex_ops::Atan2Op::NAME
            | complex_ops::EqOp::NAME
            | complex_ops::NeqOp::NAME
    );
    if operands.len() != if binary { 2 } else { 1 } {
        return Err(error("unexpected number of operands"));
    }
    let mut e = Emit::new(ctx, body, op, elem);
    let x = e.parts(first);
    let y = if binary { e.parts(operands[1]) } else { x };
    let parts: Parts = match name.as_str() {
        complex_ops::AbsOp::NAME
        | complex_ops::AngleOp::NAME
        | complex_ops::EqOp::NAME
        | complex_ops::NeqOp::NAME => {
            let v = match name.as_str() {
                complex_ops::AbsOp::NAME => arithmetic::modulus(&mut e, x.0, x.1, Power::One),
                complex_ops::AngleOp::NAME => e.atan2(x.1, x.0),
                _ => arithmetic::compare(&mut e, name == complex_ops::EqOp::NAME, x, y),
            };
            body.replace_all_uses(result, v);
            body.erase_op(op);
            return Ok(());
        }
        complex_ops::AddOp::NAME => arithmetic::add(&mut e, x, y),
        complex_ops::SubOp::NAME => arithmetic::sub(&mut e, x, y),
        complex_ops::MulOp::NAME => arithmetic::mul(&mut e, x, y),
        complex_ops::DivOp::NAME => arithmetic::div(&mut e, x, y),
        complex_ops::PowOp::NAME => elementary::pow(&mut e, x, y),
        complex_ops::Atan2Op::NAME => elementary::atan2(&mut e, x, y),
        complex_ops::NegOp::NAME => (e.neg(x.0), e.neg(x.1)),
        complex_ops::ConjOp::NAME => (x.0, e.neg(x.1)),
        complex_ops::SignOp::NAME => arithmetic::sign(&mut e, x),
        complex_ops::ExpOp::NAME => elementary::exp(&mut e, x),
        complex_ops::Expm1Op::NAME => elementary::expm1(&mut e, x),
        complex_ops::LogOp::NAME => elementary::log(&mut e, x),
        complex_ops::Log1pOp::NAME => elementary::log1p(&mut e, x),
        complex_ops::SqrtOp::NAME => elementary::sqrt(&mut e, x),
        complex_ops::RsqrtOp::NAME => elementary::rsqrt(&mut e, x),
        complex_ops::SinOp::NAME => elementary::sin_cos(&mut e, true, x),
        complex_ops::CosOp::NAME => elementary::sin_cos(&mut e, false, x),
        complex_ops::TanOp::NAME => elementary::tan_tanh(&mut e, true, x),
        complex_ops::TanhOp::NAME => elementary::tan_tanh(&mut e, false, x),
        _ => {
            let d = xla_ir::OpRef::new(ctx, body, op)
                .error("failed to convert to standard: no expansion for this op");
            return Err(d);
        }
    };
    let v = e.create(parts, result_type);
    body.replace_all_uses(result, v);
    body.erase_op(op);
    Ok(())
}
