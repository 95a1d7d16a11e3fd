//! Which operands go to which successor, and the attribute encodings the cf ops use.

use xla_ir::{AttrData, Attribute, Context, OpRef, Type, ValueId};

/// `array<i32: ...>` values as sizes (None unless an i32 dense array of non-negative values).
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<usize>> {
    ctx.attr_as_sizes(a)
}

/// `array<i32: ...>`.
pub fn dense_i32_array(ctx: &Context, values: &[usize]) -> Attribute {
    ctx.dense_i32_sizes(values)
}

/// `dense<[...]> : vector<NxiW>` of integers (little-endian, as the core stores them).
pub fn dense_ints(ctx: &Context, elem: Type, values: &[i64]) -> Attribute {
    let width = ctx.integer_width(elem).unwrap_or(64);
    let bytes = if width == 1 {
        1
    } else {
        width.div_ceil(8) as usize
    };
    let data: Vec<u8> = values
        .iter()
        .flat_map(|v| (*v as i128).to_le_bytes()[..bytes].to_vec())
        .collect();
    let ty = ctx.vector_type(&[values.len() as i64], elem);
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat: false,
    })
}

/// The case values of a `cf.switch` (sign-extended) and their element type.
pub fn switch_case_values(op: &OpRef<'_>) -> Option<(Type, Vec<i64>)> {
    let ctx = op.ctx;
    let a = op.attr("case_values")?;
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty);
    let width = ctx.integer_width(elem)?;
    let bytes = if width == 1 {
        1
    } else {
        width.div_ceil(8) as usize
    };
    let count = ctx.num_elements(*ty)?;
    let read = |chunk: &[u8]| {
        let mut buf = [0u8; 16];
        buf[..chunk.len()].copy_from_slice(chunk);
        let raw = i128::from_le_bytes(buf);
        let shift = 128 - width.min(64);
        ((raw << shift) >> shift) as i64
    };
    let values: Vec<i64> = if *splat {
        let v = read(data.get(..bytes)?);
        vec![v; usize::try_from(count).ok()?]
    } else {
        data.chunks_exact(bytes).map(read).collect()
    };
    Some((elem, values))
}

/// The operands each successor receives, in successor order (None when the op's segment
/// attributes do not describe its operands).
pub fn successor_operands(op: &OpRef<'_>) -> Option<Vec<Vec<ValueId>>> {
    let operands: Vec<ValueId> = op.operands().collect();
    match op.name_str() {
        crate::BR => Some(vec![operands]),
        crate::COND_BR => {
            let seg = dense_i32_values(op.ctx, op.attr("operandSegmentSizes")?)?;
            let parts = xla_ir::op_decl::split_segments(&operands, &seg)?;
            (parts.len() == 3).then(|| vec![parts[1].clone(), parts[2].clone()])
        }
        crate::SWITCH => {
            let seg = dense_i32_values(op.ctx, op.attr("operandSegmentSizes")?)?;
            let parts = xla_ir::op_decl::split_segments(&operands, &seg)?;
            if parts.len() != 3 {
                return None;
            }
            let case_seg = match op.attr("case_operand_segments") {
                Some(a) => dense_i32_values(op.ctx, a)?,
                None => Vec::new(),
            };
            let mut out = vec![parts[1].clone()];
            out.extend(xla_ir::op_decl::split_segments(&parts[2], &case_seg)?);
            Some(out)
        }
        _ => None,
    }
}
