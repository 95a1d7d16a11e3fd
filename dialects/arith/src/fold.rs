//! Constant-folding support: decoding constant operands (integer and float attributes,
//! dense elements) into element bit patterns, applying an elementwise function, and
//! building the result attribute, as upstream's `constFoldBinaryOp` / `constFoldCastOp`.

use crate::apint::{mask, sign_extend, Int};
use xla_ir::float::FloatKind;
use xla_ir::registry::FoldResult;
use xla_ir::types::Signedness;
use xla_ir::{AttrData, Attribute, Context, OpRef, Type, TypeData, ValueId};

/// A constant operand: one scalar, or the elements of a dense attribute.
#[derive(Clone, Debug)]
pub struct Elems {
    /// The attribute's type (scalar, or the shaped type of the elements).
    pub ty: Type,
    pub elem: Type,
    pub scalar: bool,
    /// One stored element standing for all.
    pub splat: bool,
    pub bits: Vec<u128>,
}

/// Bit width of an integer, index (64) or float element; `None` for others or > 128 bits.
pub fn elem_width(ctx: &Context, t: Type) -> Option<u32> {
    let w = match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Index => 64,
        TypeData::Float(k) => k.bit_width(),
        _ => return None,
    };
    (1..=128).contains(&w).then_some(w)
}

/// Bytes one element takes in dense storage (`i1` takes a whole byte).
fn storage_bytes(width: u32) -> usize {
    width.div_ceil(8) as usize
}

impl Elems {
    pub fn decode(ctx: &Context, a: Attribute) -> Option<Elems> {
        match ctx.attr_data(a) {
            AttrData::Integer { ty, value } => {
                let w = elem_width(ctx, *ty)?;
                Some(Elems {
                    ty: *ty,
                    elem: *ty,
                    scalar: true,
                    splat: true,
                    bits: vec![*value as u128 & mask(w)],
                })
            }
            AttrData::Float { ty, bits } => {
                let w = elem_width(ctx, *ty)?;
                Some(Elems {
                    ty: *ty,
                    elem: *ty,
                    scalar: true,
                    splat: true,
                    bits: vec![u128::from(*bits) & mask(w)],
                })
            }
            AttrData::DenseElements { ty, data, splat } => {
                let elem = ctx.element_type(*ty);
                let w = elem_width(ctx, elem)?;
                let bytes = storage_bytes(w);
                let count = if *splat {
                    1
                } else {
                    usize::try_from(ctx.num_elements(*ty)?).ok()?
                };
                if data.len() != count.checked_mul(bytes)? {
                    return None;
                }
                let bits = data
                    .chunks(bytes)
                    .map(|c| {
                        c.iter()
                            .rev()
                            .fold(0u128, |acc, &b| (acc << 8) | u128::from(b))
                            & mask(w)
                    })
                    .collect();
                Some(Elems {
                    ty: *ty,
                    elem,
                    scalar: false,
                    splat: *splat,
                    bits,
                })
            }
            _ => None,
        }
    }

    pub fn len(&self) -> usize {
        self.bits.len()
    }
    pub fn is_empty(&self) -> bool {
        self.bits.is_empty()
    }
    fn get(&self, i: usize) -> u128 {
        if self.splat {
            self.bits[0]
        } else {
            self.bits.get(i).copied().unwrap_or(0)
        }
    }
    /// The single value of a scalar or splat.
    pub fn splat_value(&self) -> Option<u128> {
        self.splat.then(|| self.bits[0])
    }
}

/// An integer attribute of type `ty` from raw bits, normalized as the context stores them
/// (sign-extended; `i1` as 0/1 like `Context::bool_attr`; unsigned types zero-extended).
pub fn int_attr(ctx: &Context, ty: Type, bits: u128) -> Attribute {
    let w = elem_width(ctx, ty).unwrap_or(64);
    let value = match ctx.type_data(ty) {
        TypeData::Integer {
            signedness: Signedness::Unsigned,
            ..
        } => (bits & mask(w)) as i128,
        _ if w == 1 => (bits & 1) as i128,
        _ => sign_extend(bits, w),
    };
    ctx.integer_attr(ty, value)
}

/// A scalar attribute (integer or float) holding `bits` of type `ty`.
fn scalar_attr(ctx: &Context, ty: Type, bits: u128) -> Option<Attribute> {
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Index => Some(int_attr(ctx, ty, bits)),
        TypeData::Float(_) => Some(ctx.float_attr_bits(ty, bits as u64)),
        _ => None,
    }
}

/// Builds the attribute for elements `bits` of type `ty`: a scalar attribute for scalar
/// types, dense elements (splat when all equal) for statically shaped ones.
pub fn make(ctx: &Context, ty: Type, bits: &[u128]) -> Option<Attribute> {
    if !ctx.is_shaped(ty) {
        return scalar_attr(ctx, ty, *bits.first()?);
    }
    let count = usize::try_from(ctx.num_elements(ty)?).ok()?;
    let first = *bits.first()?;
    let splat = bits.iter().all(|&b| b == first);
    if !splat && bits.len() != count {
        return None;
    }
    let bytes = storage_bytes(elem_width(ctx, ctx.element_type(ty))?);
    let stored = if splat { &bits[..1] } else { bits };
    let data: Vec<u8> = stored
        .iter()
        .flat_map(|&b| b.to_le_bytes().into_iter().take(bytes))
        .collect();
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    }))
}

/// `constFoldCastOp`-style: `f` on each element, producing elements of `result_ty`.
pub fn map_unary(
    ctx: &Context,
    x: &Elems,
    result_ty: Type,
    f: impl Fn(u128) -> Option<u128>,
) -> Option<Attribute> {
    let out: Option<Vec<u128>> = x.bits.iter().map(|&b| f(b)).collect();
    make(ctx, result_ty, &out?)
}

/// `constFoldBinaryOp`-style: both operands of the same type, `f` elementwise.
pub fn map_binary(
    ctx: &Context,
    a: &Elems,
    b: &Elems,
    result_ty: Type,
    f: impl Fn(u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    if a.ty != b.ty || a.scalar != b.scalar {
        return None;
    }
    let n = if a.splat && b.splat {
        1
    } else {
        a.len().max(b.len())
    };
    let out: Option<Vec<u128>> = (0..n).map(|i| f(a.get(i), b.get(i))).collect();
    make(ctx, result_ty, &out?)
}

/// The operands' constants decoded, if the operand has one.
pub fn decode_all(ctx: &Context, operands: &[Option<Attribute>]) -> Vec<Option<Elems>> {
    operands
        .iter()
        .map(|a| a.and_then(|a| Elems::decode(ctx, a)))
        .collect()
}

/// `m_ConstantInt`: the value of an integer scalar or integer splat.
pub fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<Int> {
    let e = Elems::decode(ctx, a?)?;
    if ctx.is_float(e.elem) {
        return None;
    }
    Some(Int::new(elem_width(ctx, e.elem)?, e.splat_value()?))
}

/// `m_ConstantFloat`: the kind and bits of a float scalar or float splat.
pub fn const_float(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u64)> {
    let e = Elems::decode(ctx, a?)?;
    Some((ctx.float_kind(e.elem)?, e.splat_value()? as u64))
}

/// `Builder::getZeroAttr`: zero of a scalar type, or a zero splat of a static shape.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    make(ctx, ty, &[0])
}

/// `getBoolAttribute`: an `i1` constant shaped like `ty` (`None` for dynamic shapes).
pub fn bool_attr_like(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    if !ctx.is_shaped(ty) {
        return Some(ctx.bool_attr(value));
    }
    make(
        ctx,
        ctx.with_element_type(ty, ctx.i1()),
        &[u128::from(value)],
    )
}

/// The op defining `v` in the same body, if it is an op result.
pub fn defining_op<'a>(op: OpRef<'a>, v: ValueId) -> Option<OpRef<'a>> {
    match op.body.value(v).def {
        xla_ir::ir::ValueDef::Result { op: def, .. } => Some(OpRef::new(op.ctx, op.body, def)),
        xla_ir::ir::ValueDef::BlockArg { .. } => None,
    }
}

/// A fold to an existing value.
pub fn to_value(v: ValueId) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Value(v)])
}

/// A fold to a constant.
pub fn to_attr(a: Option<Attribute>) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attr(a?)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_round_trip() {
        let ctx = Context::new();
        let i8t = ctx.integer_type(8);
        let a = int_attr(&ctx, i8t, 0xff);
        assert_eq!(ctx.attr_as_int(a), Some(-1));
        let e = Elems::decode(&ctx, a).unwrap();
        assert_eq!(e.bits, vec![0xff]);
        assert_eq!(int_attr(&ctx, ctx.i1(), 1), ctx.bool_attr(true));
    }

    #[test]
    fn dense_round_trip_and_splat_detection() {
        let ctx = Context::new();
        let ty = ctx.tensor_type(&[3], ctx.integer_type(16));
        let a = make(&ctx, ty, &[1, 0xffff, 3]).unwrap();
        let e = Elems::decode(&ctx, a).unwrap();
        assert_eq!((e.splat, e.bits.clone()), (false, vec![1, 0xffff, 3]));
        let s = make(&ctx, ty, &[7, 7, 7]).unwrap();
        assert!(Elems::decode(&ctx, s).unwrap().splat);
        assert_eq!(
            make(&ctx, ctx.tensor_type(&[xla_ir::DYNAMIC], ctx.i32()), &[0]),
            None
        );
    }

    #[test]
    fn binary_mixes_splat_and_dense() {
        let ctx = Context::new();
        let ty = ctx.vector_type(&[2], ctx.i32());
        let a = Elems::decode(&ctx, make(&ctx, ty, &[1, 2]).unwrap()).unwrap();
        let b = Elems::decode(&ctx, make(&ctx, ty, &[10]).unwrap()).unwrap();
        let r = map_binary(&ctx, &a, &b, ty, |x, y| Some(x + y)).unwrap();
        assert_eq!(Elems::decode(&ctx, r).unwrap().bits, vec![11, 12]);
        let scalar = Elems::decode(&ctx, ctx.integer_attr(ctx.i32(), 1)).unwrap();
        assert!(map_binary(&ctx, &a, &scalar, ty, |x, _| Some(x)).is_none());
    }

    #[test]
    fn bool_shapes() {
        let ctx = Context::new();
        assert_eq!(
            bool_attr_like(&ctx, ctx.i32(), true),
            Some(ctx.bool_attr(true))
        );
        let v = bool_attr_like(&ctx, ctx.vector_type(&[4], ctx.f32()), false).unwrap();
        assert_eq!(ctx.attr_type(v), Some(ctx.vector_type(&[4], ctx.i1())));
    }
}
