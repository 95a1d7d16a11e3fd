//! complex dialect evaluation: scalars (0-d tensors) of `complex<f32>`/`complex<f64>`, computed
//! with the hlo interpreter's complex kernels (in `Complex<f64>`, rounded once to the element
//! type), so a lowering from hlo to complex evaluates bit-identically.

use crate::elementwise::{binary, bool_tensor, one, result_elem, tensor, unary, Kernels, C};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_hlo::elementwise::Elementwise;
use xla_ir::{AttrData, DResult};

/// The hlo op whose complex kernel a complex op shares.
fn hlo_twin(name: &str) -> Option<Elementwise> {
    Some(match name {
        complex_ops::AddOp::NAME => Elementwise::Add,
        complex_ops::SubOp::NAME => Elementwise::Subtract,
        complex_ops::MulOp::NAME => Elementwise::Multiply,
        complex_ops::DivOp::NAME => Elementwise::Divide,
        complex_ops::PowOp::NAME => Elementwise::Power,
        complex_ops::Atan2Op::NAME => Elementwise::Atan2,
        complex_ops::NegOp::NAME => Elementwise::Negate,
        complex_ops::SignOp::NAME => Elementwise::Sign,
        complex_ops::SqrtOp::NAME => Elementwise::Sqrt,
        complex_ops::RsqrtOp::NAME => Elementwise::Rsqrt,
        complex_ops::ExpOp::NAME => Elementwise::Exponential,
        complex_ops::Expm1Op::NAME => Elementwise::ExponentialMinusOne,
        complex_ops::LogOp::NAME => Elementwise::Log,
        complex_ops::Log1pOp::NAME => Elementwise::LogPlusOne,
        complex_ops::SinOp::NAME => Elementwise::Sine,
        complex_ops::CosOp::NAME => Elementwise::Cosine,
        complex_ops::TanOp::NAME => Elementwise::Tan,
        complex_ops::TanhOp::NAME => Elementwise::Tanh,
        _ => return None,
    })
}

fn kernels(name: &str) -> Option<Kernels> {
    if name == complex_ops::ConjOp::NAME {
        return Some(Kernels {
            complex: Some(|a: C, _| a.conj()),
            ..Default::default()
        });
    }
    let k = crate::hlo::elementwise::kernels(hlo_twin(name)?)?;
    Some(Kernels {
        complex: k.complex,
        ..Default::default()
    })
}

fn elementwise(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let k =
        kernels(ev.op.name_str()).ok_or_else(|| ev.error("is not supported by the interpreter"))?;
    let a = tensor(ev, operands, 0)?;
    match operands.len() {
        1 => one(unary(ev, a, k)?),
        _ => one(binary(ev, a, tensor(ev, operands, 1)?, k)?),
    }
}

/// `re`, `im`, `abs`, `angle`: a float of the element type.
fn part(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    let ElemKind::Float(fk) = kind else {
        return Err(ev.error("has a non-float result"));
    };
    let f: fn(&C) -> f64 = match ev.op.name_str() {
        complex_ops::ReOp::NAME => |z| z.re,
        complex_ops::ImOp::NAME => |z| z.im,
        complex_ops::AbsOp::NAME => |z| z.norm(),
        _ => |z| z.arg(),
    };
    let data = Buffer::from_f64(fk, a.data.to_c128(a.kind).iter().map(f).collect::<Vec<_>>());
    one(Tensor {
        ty,
        kind,
        shape: a.shape.clone(),
        data,
    })
}

fn create(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (re, im) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let (ty, kind) = result_elem(ev, 0)?;
    let ElemKind::Complex(part) = kind else {
        return Err(ev.error("has a non-complex result"));
    };
    let (x, y) = (re.data.to_f64(re.kind), im.data.to_f64(im.kind));
    if x.len() != y.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    let data = Buffer::from_c128(
        part,
        x.into_iter()
            .zip(y)
            .map(|(r, i)| C::new(r, i))
            .collect::<Vec<_>>(),
    );
    one(Tensor {
        ty,
        kind,
        shape: re.shape.clone(),
        data,
    })
}

fn compare(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let eq = ev.op.name_str() == complex_ops::EqOp::NAME;
    let (x, y) = (a.data.to_c128(a.kind), b.data.to_c128(b.kind));
    let v = x.iter().zip(&y).map(|(p, q)| (p == q) == eq).collect();
    one(bool_tensor(ev, a.shape.clone(), v))
}

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let (ty, kind) = result_elem(ev, 0)?;
    let ElemKind::Complex(part) = kind else {
        return Err(ev.error("has a non-complex result"));
    };
    let value = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("has no 'value'"))?;
    let float = |a| match ctx.attr_data(a) {
        AttrData::Float { ty, bits } => {
            ctx.float_kind(*ty).map(|k| xla_ir::float::to_f64(k, *bits))
        }
        _ => None,
    };
    let parts = match ctx.attr_data(value) {
        AttrData::Array(p) if p.len() == 2 => float(p[0]).zip(float(p[1])),
        _ => None,
    };
    let (re, im) = parts.ok_or_else(|| ev.error("'value' is not an array of two floats"))?;
    one(Tensor {
        ty,
        kind,
        shape: Vec::new(),
        data: Buffer::from_c128(part, [C::new(re, im)]),
    })
}

pub fn register(r: &mut Registry) {
    for name in [
        complex_ops::AddOp::NAME,
        complex_ops::SubOp::NAME,
        complex_ops::MulOp::NAME,
        complex_ops::DivOp::NAME,
        complex_ops::PowOp::NAME,
        complex_ops::Atan2Op::NAME,
        complex_ops::NegOp::NAME,
        complex_ops::SignOp::NAME,
        complex_ops::SqrtOp::NAME,
        complex_ops::RsqrtOp::NAME,
        complex_ops::ExpOp::NAME,
        complex_ops::Expm1Op::NAME,
        complex_ops::LogOp::NAME,
        complex_ops::Log1pOp::NAME,
        complex_ops::SinOp::NAME,
        complex_ops::CosOp::NAME,
        complex_ops::TanOp::NAME,
        complex_ops::TanhOp::NAME,
        complex_ops::ConjOp::NAME,
    ] {
        r.add(name, elementwise);
    }
    for name in [
        complex_ops::ReOp::NAME,
        complex_ops::ImOp::NAME,
        complex_ops::AbsOp::NAME,
        complex_ops::AngleOp::NAME,
    ] {
        r.add(name, part);
    }
    r.add(complex_ops::CreateOp::NAME, create);
    r.add(complex_ops::EqOp::NAME, compare);
    r.add(complex_ops::NeqOp::NAME, compare);
    r.add(complex_ops::ConstantOp::NAME, constant);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_arithmetic_op_has_a_complex_kernel() {
        for name in [
            "complex.add",
            "complex.pow",
            "complex.tanh",
            "complex.conj",
            "complex.log1p",
        ] {
            assert!(kernels(name).and_then(|k| k.complex).is_some(), "{name}");
        }
    }
}
