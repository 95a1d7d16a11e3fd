//! `hlo.reduce`'s two pretty forms, as StableHLO's `printReduceOp` / `parseReduceOp`:
//!
//! ```text
//! %0 = hlo.reduce(%x init: %c) applies hlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
//! %1:2 = hlo.reduce(%x init: %c), (%y init: %d) across dimensions = [0] : (...) -> (...)
//!  reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>)  { ... }
//! ```
//!
//! The compact form stands for a body made of one commutative binary hlo op on
//! 0-dimensional tensors of the first input's element type. Each `reducer` pair names the
//! running value and the input element of one input.

use super::reduce::DIMENSIONS;
use crate::regions::return_op_name;
use crate::syntax::{parse_i64_list, print_i64_list};
use crate::types::DIALECT;
use crate::verify_util::i64_array;
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::{Arity, Diag, OpRef, OperationState, Traits, Type};

/// `(%x init: %c), ...` then `applies <op>` or the region form.
pub fn parse_reduce(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let loc = p.current_loc();
    let mut inputs: Vec<UnresolvedOperand> = Vec::new();
    let mut inits: Vec<UnresolvedOperand> = Vec::new();
    while p.parse_optional_punct(Punct::LParen) {
        inputs.push(p.parse_operand()?);
        p.parse_keyword("init")?;
        p.parse_punct(Punct::Colon)?;
        inits.push(p.parse_operand()?);
        p.parse_punct(Punct::RParen)?;
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    let operands: Vec<UnresolvedOperand> = inputs.into_iter().chain(inits).collect();
    if !p.parse_optional_keyword("applies") {
        return parse_region_form(p, st, &operands);
    }
    let inner = p.parse_keyword_any()?;
    let inner_name = p.ctx().op_name(&inner);
    if !is_compact_inner_op(p.ctx().op_def(inner_name)) {
        // StableHLO names the dialect the reduce was written in.
        let dialect = p
            .op_name_as_written()
            .split_once('.')
            .map_or(DIALECT, |(d, _)| d)
            .to_string();
        return Err(p.error_at(
            loc,
            &format!(
                "expected the inner-op to be a commutative binary-op from the {dialect} dialect, with zero region, \
                 producing single result"
            ),
        ));
    }
    parse_dimensions(p, st)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (fn_inputs, results) = parse_reduce_type(p, loc)?;
    resolve(p, loc, &operands, &fn_inputs, st)?;
    let elem = p.ctx().element_type(fn_inputs[0]);
    let scalar = p.ctx().tensor_type(&[], elem);
    let op_loc = p.op_loc();
    let return_name = return_op_name();
    p.build_region(st, &mut |ctx, body, region| {
        let block = body.create_block();
        body.append_block(region, block);
        let lhs = body.add_block_arg(block, scalar, Some(op_loc));
        let rhs = body.add_block_arg(block, scalar, Some(op_loc));
        let inner_state = OperationState::new(ctx, &inner, op_loc)
            .operands(&[lhs, rhs])
            .results(&[scalar]);
        let inner_op = body.create_op(ctx, inner_state);
        body.append_op(block, inner_op);
        let value = body.result(inner_op, 0);
        let ret = body.create_op(
            ctx,
            OperationState::new(ctx, &return_name, op_loc).operands(&[value]),
        );
        body.append_op(block, ret);
    })?;
    st.result_types.extend(results);
    Ok(())
}

/// `across dimensions = [..] attr-dict : type reducer (%a: T, %b: T)... region`.
fn parse_region_form(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: &[UnresolvedOperand],
) -> Result<(), Diag> {
    let loc = p.current_loc();
    parse_dimensions(p, st)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (fn_inputs, results) = parse_reduce_type(p, loc)?;
    p.parse_keyword("reducer")?;
    let (mut running, mut elements): (Vec<Argument>, Vec<Argument>) = (Vec::new(), Vec::new());
    while p.parse_optional_punct(Punct::LParen) {
        running.push(p.parse_argument(true, false)?);
        p.parse_punct(Punct::Comma)?;
        elements.push(p.parse_argument(true, false)?);
        p.parse_punct(Punct::RParen)?;
    }
    running.extend(elements);
    resolve(p, loc, operands, &fn_inputs, st)?;
    p.parse_region(st, &running)?;
    st.result_types.extend(results);
    Ok(())
}

/// `across dimensions = [1, 2]` into the `dimensions` property.
fn parse_dimensions(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_keyword("across")?;
    p.parse_keyword("dimensions")?;
    p.parse_punct(Punct::Equal)?;
    let dims = parse_i64_list(p.as_asm_parser())?;
    let attr = p.ctx().dense_i64_array(&dims);
    st.set_attr(p.ctx(), DIMENSIONS, attr);
    Ok(())
}

/// The reduce's function type, with at least one input.
fn parse_reduce_type(
    p: &mut dyn OpAsmParser,
    loc: xla_ir::Location,
) -> Result<(Vec<Type>, Vec<Type>), Diag> {
    let ty = p.parse_type()?;
    let Some((inputs, results)) = p.ctx().function_signature(ty) else {
        return Err(p.error_at(loc, "expected function type"));
    };
    if inputs.is_empty() {
        return Err(p.error_at(loc, "input types missing in reduce-op function type"));
    }
    Ok((inputs.to_vec(), results.to_vec()))
}

fn resolve(
    p: &mut dyn OpAsmParser,
    loc: xla_ir::Location,
    operands: &[UnresolvedOperand],
    types: &[Type],
    st: &mut OperationState,
) -> Result<(), Diag> {
    if operands.len() != types.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            ),
        ));
    }
    p.resolve_operands(operands, types, &mut st.operands)
}

/// StableHLO's `isCommutativeNoRegionMatchingDialect`: a commutative binary hlo op with one
/// result and no region.
fn is_compact_inner_op(def: Option<&xla_ir::OpDef>) -> bool {
    def.is_some_and(|d| {
        d.dialect_name() == DIALECT
            && d.operands == Arity::Exactly(2)
            && d.results == Arity::Exactly(1)
            && d.regions == Arity::Exactly(0)
            && d.has_trait(Traits::COMMUTATIVE)
    })
}

pub fn print_reduce(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    let n = operands.len() / 2;
    for i in 0..n {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str("(");
        p.print_operand(operands[i]);
        p.write_str(" init: ");
        p.print_operand(operands[n + i]);
        p.write_str(")");
    }
    let compact = compact_inner_op(op);
    if let Some(name) = compact {
        p.write_str(" applies ");
        p.print_op_name(name);
    }
    p.write_str(" across dimensions = ");
    let dims = op
        .attr(DIMENSIONS)
        .and_then(|a| i64_array(op.ctx, a))
        .unwrap_or_default();
    print_i64_list(p, &dims);
    p.print_optional_attr_dict(op, &[DIMENSIONS]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
    if compact.is_some() || op.num_regions() == 0 {
        return;
    }
    p.print_newline();
    p.write_str(" reducer");
    let args = p.region_entry_args(op, 0);
    for i in 0..n {
        if let (Some(&running), Some(&element)) = (args.get(i), args.get(n + i)) {
            p.write_str("(");
            p.print_argument(running, None);
            p.write_str(", ");
            p.print_argument(element, None);
            p.write_str(") ");
        }
    }
    p.write_str(" ");
    p.print_region(op, 0, false, false);
}

/// The inner op's name when the body qualifies for the compact form (StableHLO's
/// `isReduceEligibleForCompactPrint`, E1-E5): one commutative binary hlo op without
/// attributes on `tensor<E>` (E the first input's element type) applied to the block's
/// two arguments in order, its result returned.
fn compact_inner_op<'a>(op: OpRef<'a>) -> Option<&'a str> {
    let ctx = op.ctx;
    let (body, block) = crate::regions::entry_block(op, 0)?;
    let mut ops = body.block_ops(block);
    let (inner, ret) = (ops.next()?, ops.next()?);
    if ops.next().is_some() {
        return None;
    }
    let inner_ref = OpRef::new(ctx, body, inner);
    let ret_ref = OpRef::new(ctx, body, ret);
    if !is_compact_inner_op(inner_ref.def())
        || !inner_ref.props().is_empty()
        || !inner_ref.attrs().is_empty()
    {
        return None;
    }
    let input = op.operand_types().first().copied()?;
    let expected = ctx.tensor_type(&[], ctx.element_type(input));
    let types_ok = inner_ref
        .operand_types()
        .iter()
        .chain(&inner_ref.result_types())
        .all(|&t| t == expected);
    let args = body.block_args(block);
    let forwarded = inner_ref.operands().eq(args.iter().copied());
    let returned = ret_ref.name_str() == return_op_name()
        && ret_ref.operands().eq(inner_ref.results().iter().copied());
    (types_ok && forwarded && returned).then(|| inner_ref.name_str())
}
