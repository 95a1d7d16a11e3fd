//! Helpers shared by the scf ops: implicit terminators, assignment lists, region-branch
//! edge checks (MLIR's RegionBranchOpInterface messages), operand segments.

use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::ir::ValueDef;
use xla_ir::{
    AttrData, Attribute, Body, Context, Diag, Location, OpId, OpRef, OperationState, RegionId,
    Type, ValueId,
};

/// `'f32'`: a type as MLIR diagnostics quote it.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(ctx, t))
}

/// The last op of `region`'s last block, if any.
pub fn region_terminator(body: &Body, region: RegionId) -> Option<OpId> {
    let last_block = body.region_blocks(region).last()?;
    body.last_op(last_block)
}

/// MLIR's `ensureTerminator`: gives region `index` a block, and `terminator` (without
/// operands) at its end unless it already ends in a terminator.
pub fn ensure_terminator(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    index: usize,
    terminator: &'static str,
) -> Result<(), Diag> {
    let loc = st.loc;
    p.edit_region(st, index, &mut |ctx, body, region| {
        let block = match body.region_blocks(region).last() {
            Some(b) => b,
            None => {
                let b = body.create_block();
                body.append_block(region, b);
                b
            }
        };
        let ends_in_terminator = body.last_op(block).is_some_and(|op| {
            ctx.op_def(body.op(op).name)
                .is_some_and(|d| d.has_trait(xla_ir::Traits::TERMINATOR))
        });
        if !ends_in_terminator {
            let term = body.create_op(ctx, OperationState::new(ctx, terminator, loc));
            body.append_op(block, term);
        }
    })
}

/// `(%a = %x, %b = %y)`: region arguments (untyped) and their initial values.
pub fn parse_assignment_list(
    p: &mut dyn OpAsmParser,
) -> Result<(Vec<Argument>, Vec<UnresolvedOperand>), Diag> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_punct(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, inits))
}

/// `prefix(%a = %x, %b = %y)`; nothing when there are no initial values (as upstream).
pub fn print_assignment_list(
    p: &mut dyn OpAsmPrinter,
    args: &[ValueId],
    inits: &[ValueId],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(a);
        p.write_str(" = ");
        p.print_operand(v);
    }
    p.write_str(")");
}

/// Gives parsed arguments their types (in order).
pub fn typed_args(args: &[Argument], types: &[Type]) -> Vec<Argument> {
    args.iter()
        .zip(types)
        .map(|(a, &t)| Argument {
            ty: Some(t),
            ..a.clone()
        })
        .collect()
}

/// RegionBranchOpInterface's check of one control-flow edge: the values passed along it
/// match the inputs of its destination, in number and type.
/// `point` is the branch point (the op itself, or the terminator), noted as upstream does.
pub fn check_edge(
    op: &OpRef<'_>,
    point: Location,
    from: &str,
    to: &str,
    passed: &[Type],
    inputs: &[Type],
) -> Result<(), Diag> {
    let ctx = op.ctx;
    if passed.len() != inputs.len() {
        return Err(op.error(format!(
            "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
            passed.len(),
            inputs.len()
        ))
        .with_note(point, "region branch point"));
    }
    for (i, (&a, &b)) in passed.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(op.error(format!(
                "along control flow edge from {from} to {to}: successor operand type #{i} {} should match successor input type #{i} {}",
                quoted(ctx, a),
                quoted(ctx, b)
            ))
            .with_note(point, "region branch point"));
        }
    }
    Ok(())
}

/// The types of the operands of the terminator of `region` named `name` (None if it ends otherwise).
pub fn terminator_operand_types(
    op: &OpRef<'_>,
    region: usize,
    name: &str,
) -> Option<(Location, Vec<Type>)> {
    let regions = op.regions();
    let r = *regions.ids.get(region)?;
    let term = region_terminator(regions.body, r)?;
    let t = OpRef::new(op.ctx, regions.body, term);
    (t.name_str() == name).then(|| (t.loc(), t.operand_types()))
}

/// The types of the entry block arguments of region `region`.
pub fn entry_arg_types(op: &OpRef<'_>, region: usize) -> Option<Vec<Type>> {
    let regions = op.regions();
    let r = *regions.ids.get(region)?;
    let b = regions.body.entry_block(r)?;
    Some(
        regions
            .body
            .block_args(b)
            .iter()
            .map(|&v| regions.body.value_type(v))
            .collect(),
    )
}

/// The `operandSegmentSizes` property of `op` (AttrSizedOperandSegments).
pub fn segment_sizes(op: &OpRef<'_>) -> Option<Vec<usize>> {
    let a = op.attr("operandSegmentSizes")?;
    dense_i32_values(op.ctx, a)
}

/// The values of a `array<i32: ...>` attribute, as sizes (None if negative or not i32).
pub fn dense_i32_values(ctx: &Context, a: Attribute) -> Option<Vec<usize>> {
    ctx.attr_as_sizes(a)
}

/// `array<i32: ...>`.
pub fn dense_i32_array(ctx: &Context, values: &[usize]) -> Attribute {
    ctx.dense_i32_sizes(values)
}

/// The integer value of `v` if an `arith.constant` defines it.
pub fn constant_int(op: &OpRef<'_>, v: ValueId) -> Option<i128> {
    let ValueDef::Result { op: def, .. } = op.body.value(v).def else {
        return None;
    };
    let d = OpRef::new(op.ctx, op.body, def);
    if d.name_str() != "arith.constant" {
        return None;
    }
    match op.ctx.attr_data(d.attr("value")?) {
        AttrData::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Splits `operands` by segment sizes; None when they do not add up.
pub fn split_segments<T: Copy>(operands: &[T], sizes: &[usize]) -> Option<Vec<Vec<T>>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for &n in sizes {
        let end = start.checked_add(n)?;
        out.push(operands.get(start..end)?.to_vec());
        start = end;
    }
    (start == operands.len()).then_some(out)
}
