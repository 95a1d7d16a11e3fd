//! Element-wise machinery shared by arith and hlo: operand access, maps over typed storage.

use crate::eval::OpEval;
use crate::value::{norm_int, Buffer, ElemKind, Tensor, Value};
use num_complex::Complex;
use xla_ir::{DResult, Type};

pub type C = Complex<f64>;

/// Integer element info passed to integer kernels.
#[derive(Copy, Clone, Debug)]
pub struct IntInfo {
    pub width: u32,
    pub signed: bool,
}

impl IntInfo {
    pub fn min(self) -> i64 {
        if !self.signed {
            0
        } else if self.width >= 64 {
            i64::MIN
        } else {
            -(1i64 << (self.width - 1))
        }
    }
    pub fn max(self) -> i64 {
        match (self.signed, self.width >= 64) {
            (true, true) => i64::MAX,
            (true, false) => (1i64 << (self.width - 1)) - 1,
            (false, true) => -1, // u64::MAX's bit pattern
            (false, false) => (1i64 << self.width) - 1,
        }
    }
}

/// Kernels of one element-wise op, per element family; `None` = not defined for that family.
#[derive(Default, Clone, Copy)]
pub struct Kernels {
    pub int: Option<fn(i64, i64, IntInfo) -> i64>,
    pub float: Option<fn(f64, f64) -> f64>,
    pub complex: Option<fn(C, C) -> C>,
    pub boolean: Option<fn(bool, bool) -> bool>,
}

pub fn tensor<'v>(ev: &OpEval<'_, '_>, operands: &'v [Value], i: usize) -> DResult<&'v Tensor> {
    operands
        .get(i)
        .and_then(Value::as_tensor)
        .ok_or_else(|| ev.error(format!("operand #{i} is not a tensor value")))
}

/// Element type and kind of result `i`.
pub fn result_elem(ev: &OpEval<'_, '_>, i: usize) -> DResult<(Type, ElemKind)> {
    let ctx = ev.ctx();
    let ty = ctx.element_type(ev.op.result_type(i));
    let kind = ElemKind::of(ctx, ty)
        .ok_or_else(|| ev.error("has a result element type the interpreter does not support"))?;
    Ok((ty, kind))
}

/// Static shape of result `i`.
pub fn result_shape(ev: &OpEval<'_, '_>, i: usize) -> DResult<Vec<i64>> {
    let ty = ev.op.result_type(i);
    match ev.ctx().shape(ty) {
        Some(s) if s.iter().any(|&d| d < 0) => {
            Err(ev.error("has a dynamic result shape, which the interpreter does not support"))
        }
        Some(s) if crate::value::checked_count(s).is_none() => {
            Err(ev.error("has a result with more elements than the interpreter's limit"))
        }
        Some(s) => Ok(s.to_vec()),
        None => Ok(Vec::new()),
    }
}

/// Applies a binary op element by element (operands of one shape and kind).
pub fn binary(ev: &OpEval<'_, '_>, a: &Tensor, b: &Tensor, k: Kernels) -> DResult<Tensor> {
    if a.data.len() != b.data.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    binary_data(a, b, k).ok_or_else(|| {
        ev.error(format!(
            "is not supported for element type {}",
            crate::dense::type_str(ev.ctx(), a.ty)
        ))
    })
}

/// `k` applied element by element to two tensors of one shape and element type; `None` when
/// `k` has no kernel for the element type (shared with the collective runtime's reductions).
pub fn binary_data(a: &Tensor, b: &Tensor, k: Kernels) -> Option<Tensor> {
    let data = match (&a.data, &b.data, a.kind) {
        (Buffer::Bool(x), Buffer::Bool(y), _) => match (k.boolean, k.int) {
            (Some(f), _) => Buffer::Bool(x.iter().zip(y).map(|(&p, &q)| f(p, q)).collect()),
            (None, Some(f)) => {
                let info = IntInfo {
                    width: 1,
                    signed: false,
                };
                Buffer::Bool(
                    x.iter()
                        .zip(y)
                        .map(|(&p, &q)| f(p as i64, q as i64, info) & 1 != 0)
                        .collect(),
                )
            }
            _ => return None,
        },
        (Buffer::Int(x), Buffer::Int(y), ElemKind::Int { width, signed }) => {
            let f = k.int?;
            let info = IntInfo { width, signed };
            Buffer::Int(
                x.iter()
                    .zip(y)
                    .map(|(&p, &q)| norm_int(f(p, q, info), width, signed))
                    .collect(),
            )
        }
        (_, _, ElemKind::Complex(part)) => {
            let f = k.complex?;
            let (x, y) = (a.data.to_c128(a.kind), b.data.to_c128(b.kind));
            Buffer::from_c128(
                part,
                x.iter().zip(&y).map(|(&p, &q)| f(p, q)).collect::<Vec<_>>(),
            )
        }
        (_, _, ElemKind::Float(fk)) => {
            let f = k.float?;
            match (&a.data, &b.data) {
                (Buffer::F64(x), Buffer::F64(y)) => {
                    Buffer::F64(x.iter().zip(y).map(|(&p, &q)| f(p, q)).collect())
                }
                _ => {
                    let (x, y) = (a.data.to_f64(a.kind), b.data.to_f64(b.kind));
                    Buffer::from_f64(
                        fk,
                        x.iter().zip(&y).map(|(&p, &q)| f(p, q)).collect::<Vec<_>>(),
                    )
                }
            }
        }
        _ => return None,
    };
    Some(a.with_data(a.shape.clone(), data))
}

/// Applies a unary op element by element (binary kernels get the operand twice).
pub fn unary(ev: &OpEval<'_, '_>, a: &Tensor, k: Kernels) -> DResult<Tensor> {
    binary(ev, a, a, k)
}

/// Float-only unary op.
pub fn unary_float(
    ev: &OpEval<'_, '_>,
    a: &Tensor,
    f: fn(f64, f64) -> f64,
    c: Option<fn(C, C) -> C>,
) -> DResult<Tensor> {
    unary(
        ev,
        a,
        Kernels {
            float: Some(f),
            complex: c,
            ..Default::default()
        },
    )
}

/// A comparison producing booleans.
pub fn compare(
    ev: &OpEval<'_, '_>,
    a: &Tensor,
    b: &Tensor,
    int: impl Fn(i64, i64, IntInfo) -> bool,
    float: impl Fn(f64, f64) -> bool,
    complex: Option<&dyn Fn(C, C) -> bool>,
) -> DResult<Vec<bool>> {
    if a.data.len() != b.data.len() {
        return Err(ev.error("operands have different numbers of elements"));
    }
    Ok(match (&a.data, &b.data, a.kind) {
        (Buffer::Bool(x), Buffer::Bool(y), _) => {
            let info = IntInfo {
                width: 1,
                signed: false,
            };
            x.iter()
                .zip(y)
                .map(|(&p, &q)| int(p as i64, q as i64, info))
                .collect()
        }
        (Buffer::Int(x), Buffer::Int(y), ElemKind::Int { width, signed }) => {
            let info = IntInfo { width, signed };
            x.iter().zip(y).map(|(&p, &q)| int(p, q, info)).collect()
        }
        (_, _, ElemKind::Complex(_)) => {
            let f = complex.ok_or_else(|| ev.error("is not supported for complex elements"))?;
            let (x, y) = (a.data.to_c128(a.kind), b.data.to_c128(b.kind));
            x.iter().zip(&y).map(|(&p, &q)| f(p, q)).collect()
        }
        _ => {
            let (x, y) = (a.data.to_f64(a.kind), b.data.to_f64(b.kind));
            x.iter().zip(&y).map(|(&p, &q)| float(p, q)).collect()
        }
    })
}

/// Integer comparison honoring signedness (unsigned values compare by bit pattern).
pub fn int_cmp(a: i64, b: i64, info: IntInfo) -> std::cmp::Ordering {
    if info.signed {
        a.cmp(&b)
    } else {
        (a as u64).cmp(&(b as u64))
    }
}

/// A tensor of booleans shaped like `like`.
pub fn bool_tensor(ev: &OpEval<'_, '_>, shape: Vec<i64>, v: Vec<bool>) -> Tensor {
    Tensor {
        ty: ev.ctx().i1(),
        kind: ElemKind::Bool,
        shape,
        data: Buffer::Bool(v),
    }
}

pub fn one(t: Tensor) -> DResult<Vec<Value>> {
    Ok(vec![Value::Tensor(t)])
}
