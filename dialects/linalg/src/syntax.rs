//! Syntax shared by linalg ops: `ins(%a, %b : T, U) outs(%c : V)`, result arrows, and the
//! implicit regions named ops build when parsed from their custom form.

use crate::structured::SEGMENTS;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Body, Context, Diag, Location, OpRef, OperationState, RegionId, Type, ValueId};

/// Operands and types of `keyword(%a, %b : T, U)`; empty when the keyword is absent.
pub fn parse_operand_group(
    p: &mut dyn OpAsmParser,
    keyword: &str,
) -> Result<(Vec<UnresolvedOperand>, Vec<Type>), Diag> {
    if !p.parse_optional_keyword(keyword) {
        return Ok((Vec::new(), Vec::new()));
    }
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::Colon)?;
    let mut types = vec![p.parse_type()?];
    while p.parse_optional_punct(Punct::Comma) {
        types.push(p.parse_type()?);
    }
    p.parse_punct(Punct::RParen)?;
    Ok((operands, types))
}

/// The parsed `ins(...) outs(...)`.
pub struct InsOuts {
    pub ins: Vec<Type>,
    pub outs: Vec<Type>,
}

/// Parses `ins(...)` and `outs(...)` and resolves them into `st.operands`.
pub fn parse_ins_outs(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<InsOuts, Diag> {
    let loc = p.current_loc();
    let (ins, in_types) = parse_operand_group(p, "ins")?;
    let (outs, out_types) = parse_operand_group(p, "outs")?;
    if ins.len() != in_types.len() || outs.len() != out_types.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "{} operands present, but expected {}",
                ins.len() + outs.len(),
                in_types.len() + out_types.len()
            ),
        ));
    }
    p.resolve_operands(&ins, &in_types, &mut st.operands)?;
    p.resolve_operands(&outs, &out_types, &mut st.operands)?;
    Ok(InsOuts {
        ins: in_types,
        outs: out_types,
    })
}

/// Sets `operandSegmentSizes = array<i32: ins, outs>`.
pub fn set_segments(ctx: &Context, st: &mut OperationState, ins: usize, outs: usize) {
    st.set_attr(ctx, SEGMENTS, ctx.dense_i32_sizes(&[ins, outs]));
}

/// Prints ` ins(%a : T) outs(%c : V)` for the operands split at `num_inputs`.
pub fn print_ins_outs(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, num_inputs: usize) {
    let operands: Vec<ValueId> = op.operands().collect();
    let (ins, outs) = operands.split_at(num_inputs.min(operands.len()));
    for (keyword, group) in [("ins", ins), ("outs", outs)] {
        if group.is_empty() {
            continue;
        }
        p.write_str(&format!(" {keyword}("));
        p.print_operands(group);
        p.write_str(" : ");
        let types: Vec<Type> = group.iter().map(|v| op.value_type(*v)).collect();
        p.print_types(&types);
        p.write_str(")");
    }
}

/// The result types for outs: every ranked tensor among them (memref outs give no result).
pub fn tensor_results(ctx: &Context, outs: &[Type]) -> Vec<Type> {
    outs.iter().copied().filter(|t| ctx.is_tensor(*t)).collect()
}

/// ` -> T` or ` -> (T, U)` when the op has results.
pub fn print_result_arrow(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_arrow_type_list(&op.result_types());
}

/// `[1, 0]`.
pub fn print_i64_list(p: &mut dyn OpAsmPrinter, values: &[i64]) {
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    p.write_str(&format!("[{}]", text.join(", ")));
}

/// `[1, 0]` (also accepts `[]`).
pub fn parse_i64_list(p: &mut dyn OpAsmParser) -> Result<Vec<i64>, Diag> {
    let mut values = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |p| {
        values.push(p.parse_integer()?);
        Ok(())
    })?;
    Ok(values)
}

/// `name = [..]` into a dense i64 array property.
pub fn parse_named_i64_array(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    name: &str,
) -> Result<(), Diag> {
    p.parse_keyword(name)?;
    p.parse_punct(Punct::Equal)?;
    let values = parse_i64_list(p)?;
    let attr = p.ctx().dense_i64_array(&values);
    st.set_attr(p.ctx(), name, attr);
    Ok(())
}

/// The element type of a shaped type, or the type itself for scalars.
pub fn element_or_self(ctx: &Context, t: Type) -> Type {
    if ctx.is_shaped(t) {
        ctx.element_type(t)
    } else {
        t
    }
}

/// Creates an op in `body`, appends it to `block` and returns its first result (if any).
pub fn append(
    ctx: &Context,
    body: &mut Body,
    block: xla_ir::BlockId,
    st: OperationState,
) -> Option<ValueId> {
    let op = body.create_op(ctx, st);
    body.append_op(block, op);
    body.results(op).first().copied()
}

/// Builds an entry block in `region` with one argument per type and returns them.
pub fn entry_block(
    body: &mut Body,
    region: RegionId,
    types: &[Type],
    loc: Location,
) -> (xla_ir::BlockId, Vec<ValueId>) {
    let block = body.create_block();
    body.append_block(region, block);
    let args = types
        .iter()
        .map(|t| body.add_block_arg(block, *t, Some(loc)))
        .collect();
    (block, args)
}

/// Appends `linalg.yield values`.
pub fn yield_values(
    ctx: &Context,
    body: &mut Body,
    block: xla_ir::BlockId,
    values: &[ValueId],
    loc: Location,
) {
    append(
        ctx,
        body,
        block,
        OperationState::new(ctx, crate::ops::YieldOp::NAME, loc).operands(values),
    );
}

/// Builds a region with block arguments of `arg_types` whose body `fill` writes, ending in the
/// yield of what `fill` returns.
pub fn build_body(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    arg_types: Vec<Type>,
    fill: &dyn Fn(&Context, &mut Body, xla_ir::BlockId, &[ValueId], Location) -> Vec<ValueId>,
) -> Result<(), Diag> {
    let loc = p.op_loc();
    p.build_region(st, &mut |ctx, body, region| {
        let (block, args) = entry_block(body, region, &arg_types, loc);
        let values = fill(ctx, body, block, &args, loc);
        yield_values(ctx, body, block, &values, loc);
    })
}
