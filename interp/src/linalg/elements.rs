//! Element-level access shared by the linalg and tensor evaluations: reading one element
//! as a 0-d tensor, writing one back, and building tensors of a type.

use crate::convert::convert_tensor;
use crate::value::{checked_count, Buffer, ElemKind, Tensor};
use xla_ir::{Context, Type};

/// Element `i` of `t` as a rank-0 tensor (`None` when out of range).
pub fn element(t: &Tensor, i: usize) -> Option<Tensor> {
    (i < t.num_elements()).then(|| t.with_data(Vec::new(), t.data.gather(&[i])))
}

/// Copies element `j` of `src` into element `i` of `dst`; false when out of range or of
/// another storage kind.
pub fn write(dst: &mut Buffer, i: usize, src: &Buffer, j: usize) -> bool {
    fn put<T: Clone>(d: &mut [T], i: usize, s: &[T], j: usize) -> bool {
        match (d.get_mut(i), s.get(j)) {
            (Some(slot), Some(v)) => {
                *slot = v.clone();
                true
            }
            _ => false,
        }
    }
    match (dst, src) {
        (Buffer::Bool(d), Buffer::Bool(s)) => put(d, i, s, j),
        (Buffer::Int(d), Buffer::Int(s)) => put(d, i, s, j),
        (Buffer::F16(d), Buffer::F16(s)) => put(d, i, s, j),
        (Buffer::BF16(d), Buffer::BF16(s)) => put(d, i, s, j),
        (Buffer::F32(d), Buffer::F32(s)) => put(d, i, s, j),
        (Buffer::F64(d), Buffer::F64(s)) => put(d, i, s, j),
        (Buffer::Bits(_, d), Buffer::Bits(_, s)) => put(d, i, s, j),
        (Buffer::C64(d), Buffer::C64(s)) => put(d, i, s, j),
        (Buffer::C128(d), Buffer::C128(s)) => put(d, i, s, j),
        _ => false,
    }
}

/// A zero-filled tensor of element type `elem` and `shape`; `None` for element types without
/// a runtime form or shapes over the interpreter's limit.
pub fn zeros(ctx: &Context, elem: Type, shape: &[i64]) -> Option<Tensor> {
    let kind = ElemKind::of(ctx, elem)?;
    let n = checked_count(shape)?;
    let ints = Tensor {
        ty: ctx.i64(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: shape.to_vec(),
        data: Buffer::Int(vec![0; n]),
    };
    Some(convert_tensor(&ints, elem, kind))
}

/// An `index` scalar.
pub fn index_scalar(ctx: &Context, v: i64) -> Tensor {
    Tensor {
        ty: ctx.index_type(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: Vec::new(),
        data: Buffer::Int(vec![v]),
    }
}

/// The integer value of a scalar (index) value.
pub fn scalar_int(t: &Tensor) -> Option<i64> {
    t.ints().first().copied()
}
