//! Shared syntax of tensor ops: mixed static/dynamic lists (`[0, %i]`), result names,
//! segment sizes and type quoting.

use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, OpAsmResultNames, UnresolvedOperand};
use xla_ir::{AttrData, Context, Diag, OpDef, OpRef, OperationState, Type, ValueId, DYNAMIC};

/// Names the first result as upstream's getAsmResultNames (`%extracted`, `%padded`, ...).
pub struct ResultName(pub &'static str);

impl OpAsmResultNames for ResultName {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        (0..op.num_results().min(1)).map(|i| (i, self.0.to_string())).collect()
    }
}

pub fn named(mut def: OpDef, name: &'static str) -> OpDef {
    def.add_interface::<dyn OpAsmResultNames>(Box::new(ResultName(name)));
    def
}

/// `'type'` as MLIR quotes types in messages.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(ctx, t))
}

/// `[0, %i, 4]`: static values (`DYNAMIC` where an operand stands) and the operands.
pub fn parse_mixed_list(p: &mut dyn OpAsmParser) -> Result<(Vec<i64>, Vec<UnresolvedOperand>), Diag> {
    let mut statics = Vec::new();
    let mut dynamics = Vec::new();
    p.parse_punct(xla_ir::asm::Punct::LSquare)?;
    if p.parse_optional_punct(xla_ir::asm::Punct::RSquare) {
        return Ok((statics, dynamics));
    }
    loop {
        if let Some(operand) = p.parse_optional_operand() {
            dynamics.push(operand?);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.parse_integer()?);
        }
        if !p.parse_optional_punct(xla_ir::asm::Punct::Comma) {
            break;
        }
    }
    p.parse_punct(xla_ir::asm::Punct::RSquare)?;
    Ok((statics, dynamics))
}

/// Prints `[0, %i, 4]` taking operands from `dynamics` in order.
pub fn print_mixed_list(p: &mut dyn OpAsmPrinter, statics: &[i64], dynamics: &[ValueId]) {
    p.write_str("[");
    let mut next = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match (s == DYNAMIC).then(|| next.next()).flatten() {
            Some(v) => p.print_operand(*v),
            None => p.write_str(&s.to_string()),
        }
    }
    p.write_str("]");
}

/// `operandSegmentSizes = array<i32: ...>`.
pub fn set_segments(ctx: &Context, st: &mut OperationState, sizes: &[usize]) {
    let data: Vec<u8> = sizes.iter().flat_map(|s| (*s as i32).to_le_bytes()).collect();
    let attr = ctx.intern_attr(AttrData::DenseArray { elem: ctx.i32(), data: data.into() });
    st.set_attr(ctx, "operandSegmentSizes", attr);
}

/// The `array<i32: ...>` of `operandSegmentSizes`.
pub fn segments(op: OpRef<'_>) -> Vec<usize> {
    match op.attr("operandSegmentSizes").map(|a| op.ctx.attr_data(a)) {
        Some(AttrData::DenseArray { data, .. }) => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
            .collect(),
        _ => Vec::new(),
    }
}

/// The operands of segment `i`.
pub fn segment(op: OpRef<'_>, i: usize) -> Vec<ValueId> {
    let seg = segments(op);
    let start: usize = seg.iter().take(i).sum();
    let len = seg.get(i).copied().unwrap_or(0);
    op.operands().skip(start).take(len).collect()
}

/// An i64 dense array property (empty when absent).
pub fn i64s(op: OpRef<'_>, name: &str) -> Vec<i64> {
    op.attr(name).and_then(|a| op.ctx.attr_as_i64_array(a)).unwrap_or_default()
}

/// Resolves `count` operands of type index.
pub fn resolve_indices(
    p: &mut dyn OpAsmParser,
    operands: &[UnresolvedOperand],
    st: &mut OperationState,
) -> Result<(), Diag> {
    let index = p.ctx().index_type();
    let types = vec![index; operands.len()];
    p.resolve_operands(operands, &types, &mut st.operands)
}

/// `%a, %b` (possibly none).
pub fn parse_operands(p: &mut dyn OpAsmParser) -> Result<Vec<UnresolvedOperand>, Diag> {
    p.parse_operand_list(Delimiter::None)
}

/// `[[0, 1], [2]]` as an array of i64 arrays.
pub fn parse_reassociation(p: &mut dyn OpAsmParser) -> Result<Vec<Vec<i64>>, Diag> {
    let mut groups = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |p| {
        let mut group = Vec::new();
        p.parse_comma_separated(Delimiter::Square, &mut |p| {
            group.push(p.parse_integer()?);
            Ok(())
        })?;
        groups.push(group);
        Ok(())
    })?;
    Ok(groups)
}

pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> xla_ir::Attribute {
    let items: Vec<_> = groups
        .iter()
        .map(|g| {
            let ints: Vec<_> = g.iter().map(|d| ctx.i64_attr(*d)).collect();
            ctx.array_attr(&ints)
        })
        .collect();
    ctx.array_attr(&items)
}

/// The reassociation groups of `op` (empty when malformed).
pub fn reassociation(op: OpRef<'_>) -> Option<Vec<Vec<i64>>> {
    let ctx = op.ctx;
    ctx.attr_as_array(op.attr("reassociation")?)?
        .iter()
        .map(|g| {
            ctx.attr_as_array(*g)?
                .iter()
                .map(|d| ctx.attr_as_int(*d).and_then(|v| i64::try_from(v).ok()))
                .collect()
        })
        .collect()
}

pub fn print_reassociation(p: &mut dyn OpAsmPrinter, groups: &[Vec<i64>]) {
    let text: Vec<String> = groups
        .iter()
        .map(|g| format!("[{}]", g.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")))
        .collect();
    p.write_str(&format!("[{}]", text.join(", ")));
}
