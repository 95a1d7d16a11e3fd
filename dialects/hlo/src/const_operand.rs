//! The integer values of an operand produced by a constant op (StableHLO's `matchInts`:
//! `m_Constant` on the defining op). The dynamic-shape ops check their shape operands
//! against the result type when those are known.

use xla_ir::ir::ValueDef;
use xla_ir::types::Signedness;
use xla_ir::{AttrData, OpRef, Traits, TypeData};

/// The elements of operand `index` when a ConstantLike op defines it with an integer
/// (or index) `value` attribute; `None` otherwise.
pub fn constant_ints(op: OpRef<'_>, index: usize) -> Option<Vec<i64>> {
    let value = op.operands().nth(index)?;
    let ValueDef::Result { op: def, .. } = op.body.value(value).def else { return None };
    let def = OpRef::new(op.ctx, op.body, def);
    if !def.has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    dense_ints(op, def.attr("value")?)
}

/// The integers of a `dense<...>` attribute, splats expanded.
fn dense_ints(op: OpRef<'_>, attr: xla_ir::Attribute) -> Option<Vec<i64>> {
    let ctx = op.ctx;
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(attr) else { return None };
    let (width, unsigned) = match ctx.type_data(ctx.element_type(*ty)) {
        TypeData::Integer { width, signedness } => (*width, *signedness == Signedness::Unsigned),
        TypeData::Index => (64, false),
        _ => return None,
    };
    if width == 0 || width > 64 {
        return None;
    }
    let bytes = if width == 1 { 1 } else { width.div_ceil(8) as usize };
    let values: Vec<i64> = data.chunks_exact(bytes).map(|c| read_int(c, width, unsigned)).collect();
    let count = usize::try_from(ctx.num_elements(*ty)?).ok()?;
    match (splat, values.as_slice()) {
        (true, [v]) => Some(vec![*v; count]),
        (false, _) if values.len() == count => Some(values),
        _ => None,
    }
}

/// A little-endian integer of `width` bits, sign- or zero-extended.
fn read_int(bytes: &[u8], width: u32, unsigned: bool) -> i64 {
    let mut buf = [0u8; 8];
    let n = bytes.len().min(8);
    buf[..n].copy_from_slice(&bytes[..n]);
    let raw = u64::from_le_bytes(buf);
    let shift = 64 - width;
    if unsigned || width == 1 {
        ((raw << shift) >> shift) as i64
    } else {
        ((raw << shift) as i64) >> shift
    }
}

#[cfg(test)]
mod tests {
    use super::read_int;

    #[test]
    fn integers_extend_by_signedness() {
        assert_eq!(read_int(&[0xff, 0xff, 0xff, 0xff], 32, false), -1);
        assert_eq!(read_int(&[0xff], 8, true), 255);
        assert_eq!(read_int(&[1], 1, false), 1);
        assert_eq!(read_int(&[4, 0, 0, 0, 0, 0, 0, 0], 64, false), 4);
    }
}
