//! What the rules match on: defining ops, constant splats and their element values, and
//! small builders for the ops rules create.

use xla_ir::float::FloatKind;
use xla_ir::ir::ValueDef;
use xla_ir::rewrite::{constant_value, PatternRewriter};
use xla_ir::types::Signedness;
use xla_ir::{
    AttrData, Attribute, Body, Context, OpId, OperationState, Type, TypeData, ValueId, DYNAMIC,
};

/// The op defining `v`, if `v` is an op result.
pub fn def_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// The op defining `v` if it is named `hlo.<mnemonic>`.
pub fn def_named(rw: &PatternRewriter<'_>, v: ValueId, mnemonic: &str) -> Option<OpId> {
    def_op(rw.body(), v).filter(|&op| is_op(rw, op, mnemonic))
}

/// True if `op` is `hlo.<mnemonic>`.
pub fn is_op(rw: &PatternRewriter<'_>, op: OpId, mnemonic: &str) -> bool {
    rw.ctx
        .op_name_str(rw.body().op(op).name)
        .strip_prefix("hlo.")
        == Some(mnemonic)
}

pub fn operand(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Option<ValueId> {
    rw.body().operands(op).nth(i)
}

pub fn operands(rw: &PatternRewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body().operands(op).collect()
}

pub fn ty(rw: &PatternRewriter<'_>, v: ValueId) -> Type {
    rw.body().value_type(v)
}

/// The type of result #0.
pub fn result_ty(rw: &PatternRewriter<'_>, op: OpId) -> Option<Type> {
    rw.body()
        .results(op)
        .first()
        .map(|&r| rw.body().value_type(r))
}

/// An i64 array property (`dims = [...]`) of `op`.
pub fn i64s(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<Vec<i64>> {
    rw.op_ref(op)
        .attr(name)
        .and_then(|a| rw.ctx.attr_as_i64_array(a))
}

/// An integer property of `op`.
pub fn int_attr(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<i128> {
    rw.op_ref(op).attr(name).and_then(|a| rw.ctx.attr_as_int(a))
}

/// A static shape (every dimension known).
pub fn static_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::Tensor { shape, .. } if !shape.contains(&DYNAMIC) => Some(shape),
        _ => None,
    }
}

/// Replaces the single result of `op` by `v` if `v` has the result's type.
pub fn replace_with(rw: &mut PatternRewriter<'_>, op: OpId, v: ValueId) -> bool {
    if rw.body().results(op).len() != 1 || result_ty(rw, op) != Some(ty(rw, v)) {
        return false;
    }
    rw.replace_op(op, &[v]);
    true
}

/// Replaces `op` by a new `hlo.<mnemonic>` of the same result type, operands and
/// properties `props`.
pub fn replace_with_new(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    mnemonic: &str,
    operands: &[ValueId],
    props: &[(&str, Attribute)],
) -> bool {
    let Some(t) = result_ty(rw, op) else {
        return false;
    };
    let loc = rw.body().op(op).loc;
    let ctx = rw.ctx;
    let mut state = OperationState::new(ctx, &format!("hlo.{mnemonic}"), loc)
        .operands(operands)
        .results(&[t]);
    for &(name, value) in props {
        state.set_attr(ctx, name, value);
    }
    rw.replace_op_with_new(op, state);
    true
}

/// Creates `hlo.<mnemonic>` before `op` with one result of type `t`; its result.
pub fn create_before(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    mnemonic: &str,
    operands: &[ValueId],
    t: Type,
    props: &[(&str, Attribute)],
) -> ValueId {
    let loc = rw.body().op(op).loc;
    let ctx = rw.ctx;
    let mut state = OperationState::new(ctx, &format!("hlo.{mnemonic}"), loc)
        .operands(operands)
        .results(&[t]);
    for &(name, value) in props {
        state.set_attr(ctx, name, value);
    }
    rw.set_insertion_point_before(op);
    let new_op = rw.create(state);
    rw.body().result(new_op, 0)
}

/// Replaces `op`'s single result by an `hlo.constant` of `value` (typed as the result).
pub fn replace_with_constant(rw: &mut PatternRewriter<'_>, op: OpId, value: Attribute) -> bool {
    if rw.ctx.attr_type(value) != result_ty(rw, op) {
        return false;
    }
    replace_with_new(
        rw,
        op,
        "constant",
        &[],
        &[(crate::ops::constant::VALUE, value)],
    )
}

/// The element kinds rules distinguish.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    Pred,
    Int {
        width: u32,
        unsigned: bool,
    },
    /// IEEE-like floats with signed zeros and infinities (f16, bf16, f32, f64).
    Float(FloatKind),
    /// Other floats, complex and anything else: no element-value rule applies.
    Other,
}

impl Elem {
    pub fn of(ctx: &Context, t: Type) -> Elem {
        let t = ctx.element_type(t);
        match ctx.type_data(t) {
            TypeData::Integer { width: 1, .. } => Elem::Pred,
            TypeData::Integer { width, signedness } => Elem::Int {
                width: *width,
                unsigned: *signedness == Signedness::Unsigned,
            },
            TypeData::Float(
                k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
            ) => Elem::Float(*k),
            _ => Elem::Other,
        }
    }
    /// Integers and predicates: arithmetic is exact modulo 2^width.
    pub fn is_int_like(self) -> bool {
        matches!(self, Elem::Pred | Elem::Int { .. })
    }
    fn bytes(self) -> usize {
        match self {
            Elem::Pred => 1,
            Elem::Int { width, .. } => width.div_ceil(8) as usize,
            Elem::Float(k) => k.bit_width().div_ceil(8) as usize,
            Elem::Other => 0,
        }
    }
    fn width(self) -> u32 {
        match self {
            Elem::Pred => 1,
            Elem::Int { width, .. } => width,
            Elem::Float(k) => k.bit_width(),
            Elem::Other => 0,
        }
    }
    /// The bit pattern of the value 1 (`true` for predicates).
    pub fn one(self) -> Option<u64> {
        Some(match self {
            Elem::Pred | Elem::Int { .. } => 1,
            Elem::Float(FloatKind::F16) => 0x3c00,
            Elem::Float(FloatKind::BF16) => 0x3f80,
            Elem::Float(FloatKind::F32) => 0x3f80_0000,
            Elem::Float(FloatKind::F64) => 0x3ff0_0000_0000_0000,
            _ => return None,
        })
    }
    /// The bit pattern of -0.0 (floats) or 0.
    pub fn negative_zero(self) -> u64 {
        match self {
            Elem::Float(_) => 1u64 << (self.width() - 1),
            _ => 0,
        }
    }
    /// The smallest value (`-inf` for floats): the identity of maximum.
    pub fn lowest(self) -> Option<u64> {
        Some(match self {
            Elem::Pred => 0,
            Elem::Int { unsigned: true, .. } => 0,
            Elem::Int {
                width,
                unsigned: false,
            } => mask(width) & !(mask(width) >> 1),
            Elem::Float(k) => Elem::Float(k).negative_zero() | infinity_bits(k),
            Elem::Other => return None,
        })
    }
    /// The largest value (`+inf` for floats): the identity of minimum.
    pub fn highest(self) -> Option<u64> {
        Some(match self {
            Elem::Pred => 1,
            Elem::Int {
                width,
                unsigned: true,
            } => mask(width),
            Elem::Int {
                width,
                unsigned: false,
            } => mask(width) >> 1,
            Elem::Float(k) => infinity_bits(k),
            Elem::Other => return None,
        })
    }
    /// All bits set (`true` for predicates): the identity of `and`.
    pub fn all_ones(self) -> u64 {
        mask(self.width())
    }
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn infinity_bits(k: FloatKind) -> u64 {
    match k {
        FloatKind::F16 => 0x7c00,
        FloatKind::BF16 => 0x7f80,
        FloatKind::F32 => 0x7f80_0000,
        _ => 0x7ff0_0000_0000_0000,
    }
}

/// The element bit pattern of a splat constant `v` (every element equal), and its kind.
pub fn splat_bits(rw: &PatternRewriter<'_>, v: ValueId) -> Option<(Elem, u64)> {
    let attr = constant_value(rw.ctx, rw.body(), v)?;
    splat_attr_bits(rw.ctx, attr)
}

/// The element bit pattern of a splat `dense<...>` attribute.
pub fn splat_attr_bits(ctx: &Context, attr: Attribute) -> Option<(Elem, u64)> {
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(attr) else {
        return None;
    };
    let elem = Elem::of(ctx, *ty);
    let size = elem.bytes();
    if size == 0 || size > 8 {
        return None;
    }
    let first = data.get(..size)?;
    if !*splat && !data.chunks_exact(size).all(|c| c == first) {
        return None;
    }
    let mut buf = [0u8; 8];
    buf[..size].copy_from_slice(first);
    Some((elem, u64::from_le_bytes(buf) & mask(elem.width())))
}

/// True if `v` is a splat constant of bit pattern `bits`.
pub fn is_splat_of(
    rw: &PatternRewriter<'_>,
    v: ValueId,
    bits: impl Fn(Elem) -> Option<u64>,
) -> bool {
    splat_bits(rw, v).is_some_and(|(e, b)| e != Elem::Other && bits(e) == Some(b))
}

/// A splat `dense<...>` of type `t` (static tensor of an [`Elem`] other than `Other`)
/// whose elements have bit pattern `bits`.
pub fn splat_attr(ctx: &Context, t: Type, bits: u64) -> Option<Attribute> {
    static_shape(ctx, t)?;
    let elem = Elem::of(ctx, t);
    let size = elem.bytes();
    if size == 0 {
        return None;
    }
    let data: Box<[u8]> = bits.to_le_bytes()[..size].into();
    Some(ctx.intern_attr(AttrData::DenseElements {
        ty: t,
        data,
        splat: true,
    }))
}

/// The elements of a constant `v` as raw little-endian bytes, expanded (no splat), with
/// its static shape and element size; for concatenating constants.
pub fn expanded_bytes(ctx: &Context, attr: Attribute) -> Option<(Type, Vec<i64>, Vec<u8>, usize)> {
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(attr) else {
        return None;
    };
    let shape = static_shape(ctx, *ty)?.to_vec();
    let count = usize::try_from(shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))?).ok()?;
    if *splat {
        let size = data.len();
        let total = size.checked_mul(count)?;
        let mut out = Vec::with_capacity(total);
        for _ in 0..count {
            out.extend_from_slice(data);
        }
        Some((*ty, shape, out, size))
    } else {
        if count == 0 {
            return None;
        }
        let size = data.len() / count;
        (size * count == data.len() && size > 0).then(|| (*ty, shape, data.to_vec(), size))
    }
}
