//! `linalg.transpose`, `linalg.broadcast`, `linalg.reduce`, `linalg.map`: structured ops
//! whose maps follow from a `permutation`/`dimensions` property or are identities.

use crate::ops::{BroadcastOp, MapOp, ReduceOp, TransposeOp};
use crate::structured::{num_inputs, rank, DIMENSIONS, PERMUTATION};
use crate::syntax::{
    append, build_body, element_or_self, parse_ins_outs, parse_named_i64_array, print_i64_list,
    print_ins_outs, tensor_results,
};
use crate::verify::{verify_destination_style, verify_structured, BlockArgNames};
use xla_ir::asm::{
    Argument, OpAsmBlockArgNames, OpAsmParser, OpAsmPrinter, OpAsmResultNames, Punct,
};
use xla_ir::op_decl::OpInfo;
use xla_ir::{Diag, OpDef, OpRef, OperationState, Type};

/// Names the single result (`%transposed`, `%reduced`, ...) as upstream's getAsmResultNames.
struct ResultName(&'static str);

impl OpAsmResultNames for ResultName {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        (0..op.num_results().min(1))
            .map(|i| (i, self.0.to_string()))
            .collect()
    }
}

fn def(decl: OpInfo, result: &'static str, inits: &'static str) -> OpDef {
    let mut d = OpDef::declared(decl);
    d.add_interface::<dyn OpAsmResultNames>(Box::new(ResultName(result)));
    d.add_interface::<dyn OpAsmBlockArgNames>(Box::new(BlockArgNames { inits }));
    d
}

pub fn ops() -> Vec<OpDef> {
    vec![
        def(TransposeOp::INFO, "transposed", "out")
            .description("Permutes the dimensions of `input` according to the given `permutation`: `dim(result, i) = dim(input, permutation[i])`.")
            .verifier(verify_transpose)
            .syntax(parse_transpose, print_transpose)
            .example("%t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]"),
        def(BroadcastOp::INFO, "broadcasted", "out")
            .description("Broadcasts the input into the given shape by adding `dimensions`.")
            .verifier(verify_broadcast)
            .syntax(parse_broadcast, print_broadcast)
            .example("%b = linalg.broadcast ins(%v : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]"),
        def(ReduceOp::INFO, "reduced", "init")
            .description("Executes `combiner` on the `dimensions` of `inputs` and returns the reduced result. The `dimensions` attribute needs to list the reduction dimensions in increasing order.")
            .verifier(verify_reduce)
            .syntax(parse_reduce, print_reduce)
            .example("%r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%e : tensor<8xf32>) dimensions = [0]"),
        def(MapOp::INFO, "mapped", "init")
            .description("Models elementwise operations on tensors in terms of arithmetic operations on the corresponding elements.")
            .verifier(verify_map)
            .syntax(parse_map, print_map)
            .example("%m = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)"),
    ]
}

fn shapes(op: OpRef<'_>) -> Option<(Vec<i64>, Vec<i64>)> {
    let types = op.operand_types();
    let input = op.ctx.shape(*types.first()?)?.to_vec();
    let init = op.ctx.shape(*types.last()?)?.to_vec();
    Some((input, init))
}

fn dims_attr(op: OpRef<'_>, name: &str) -> Result<Vec<i64>, Diag> {
    op.attr(name)
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

fn verify_transpose(op: OpRef<'_>) -> Result<(), Diag> {
    let perm = dims_attr(op, PERMUTATION)?;
    let Some((input, init)) = shapes(op) else {
        return verify_structured(op);
    };
    if input.len() != init.len() {
        return Err(op.error(format!(
            "input rank {} does not match init rank {}",
            input.len(),
            init.len()
        )));
    }
    if perm.len() != input.len() {
        return Err(op.error(format!(
            "size of permutation {} does not match the argument rank {}",
            perm.len(),
            input.len()
        )));
    }
    let mut seen = vec![false; input.len()];
    let valid = perm.len() == input.len()
        && perm.iter().all(|&p| {
            usize::try_from(p)
                .ok()
                .and_then(|p| seen.get_mut(p))
                .is_some_and(|s| !std::mem::replace(s, true))
        });
    if !valid {
        return Err(op.error("permutation is not valid"));
    }
    for (i, &p) in perm.iter().enumerate() {
        let from = input[p as usize];
        if init[i] != from && init[i] != xla_ir::DYNAMIC && from != xla_ir::DYNAMIC {
            return Err(op.error(format!(
                "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {from}",
                init[i]
            )));
        }
    }
    verify_structured(op)
}

fn verify_broadcast(op: OpRef<'_>) -> Result<(), Diag> {
    let dims = dims_attr(op, DIMENSIONS)?;
    let Some((input, init)) = shapes(op) else {
        return verify_structured(op);
    };
    if input.len() + dims.len() != init.len() {
        return Err(op.error(format!(
            "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
            input.len(),
            dims.len(),
            init.len()
        )));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d >= init.len() as i64 {
            return Err(op.error(format!(
                "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                init.len() as i64 - 1
            )));
        }
    }
    let kept = crate::structured::kept_dims(init.len(), &dims);
    for (i, (&k, &size)) in kept.iter().zip(&input).enumerate() {
        let target = init[k as usize];
        if size != target && size != xla_ir::DYNAMIC && target != xla_ir::DYNAMIC {
            return Err(op.error(format!(
                "input dim {i} should match init dim {k}. input: {size}, init: {target}"
            )));
        }
    }
    verify_structured(op)
}

/// The number of entry block arguments of the op's region.
fn block_arg_count(op: OpRef<'_>) -> Option<usize> {
    let regions = op.regions();
    let block = regions.body.entry_block(*regions.ids.first()?)?;
    Some(regions.body.block_args(block).len())
}

/// ODS's `SizedRegion<1>` constraint on the op's only region, named `name`.
fn one_block_region(op: OpRef<'_>, name: &str) -> Result<(), Diag> {
    let regions = op.regions();
    match regions.ids.first() {
        Some(r) if regions.body.region_blocks(*r).count() == 1 => Ok(()),
        _ => Err(op.error(format!(
            "region #0 ('{name}') failed to verify constraint: region with 1 blocks"
        ))),
    }
}

fn verify_reduce(op: OpRef<'_>) -> Result<(), Diag> {
    one_block_region(op, "combiner")?;
    if block_arg_count(op).is_some_and(|n| n != op.num_operands()) {
        return Err(op.error("mismatching number of operands and block arguments"));
    }
    let dims = dims_attr(op, DIMENSIONS)?;
    let Some((input, init)) = shapes(op) else {
        return verify_structured(op);
    };
    for &d in &dims {
        if d < 0 || d >= input.len() as i64 {
            return Err(op.error(format!(
                "dimensions for reduction should be in the range [0, {}].",
                input.len() as i64 - 1
            )));
        }
    }
    let kept: Vec<i64> = crate::structured::kept_dims(input.len(), &dims)
        .into_iter()
        .map(|d| input[d as usize])
        .collect();
    if kept.len() != init.len() {
        return Err(op.error(format!(
            "number of dimensions after reduction {} doesn't match the init rank {}",
            kept.len(),
            init.len()
        )));
    }
    let compatible = kept
        .iter()
        .zip(&init)
        .all(|(a, b)| a == b || *a == xla_ir::DYNAMIC || *b == xla_ir::DYNAMIC);
    if !compatible {
        return Err(op.error(format!(
            "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
            join(&init),
            join(&kept)
        )));
    }
    verify_structured(op)
}

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn verify_map(op: OpRef<'_>) -> Result<(), Diag> {
    one_block_region(op, "mapper")?;
    verify_destination_style(op)?;
    if let Some(n) = block_arg_count(op).filter(|n| *n != op.num_operands()) {
        return Err(op.error(format!(
            "expects number of operands to match the arity of mapper, but got: {} and {n}",
            op.num_operands()
        )));
    }
    let types = op.operand_types();
    if let Some(out) = types.last().and_then(|t| op.ctx.shape(*t)) {
        for t in &types[..types.len() - 1] {
            let Some(shape) = op.ctx.shape(*t) else {
                continue;
            };
            if shape != out {
                return Err(op.error(format!(
                    "expected shape of input ({}) to match shape of output ({})",
                    join(shape),
                    join(out)
                )));
            }
        }
    }
    verify_structured(op)
}

fn result_types(p: &dyn OpAsmParser, outs: &[Type]) -> Vec<Type> {
    tensor_results(p.ctx(), outs)
}

/// Block argument types: the element types of all operands.
fn element_types(p: &dyn OpAsmParser, types: &[Type]) -> Vec<Type> {
    types.iter().map(|t| element_or_self(p.ctx(), *t)).collect()
}

/// `ins(..) outs(..) <name> = [..] attr-dict` with a region yielding the input element.
fn parse_copy_like(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    attr: &str,
) -> Result<(), Diag> {
    let io = parse_ins_outs(p, st)?;
    parse_named_i64_array(p, st, attr)?;
    p.parse_optional_attr_dict(st)?;
    let all: Vec<Type> = io.ins.iter().chain(&io.outs).copied().collect();
    let args = element_types(p, &all);
    build_body(p, st, args, &|_, _, _, args, _| {
        args.first().copied().into_iter().collect()
    })?;
    st.result_types.extend(result_types(p, &io.outs));
    Ok(())
}

fn print_copy_like(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, attr: &str) {
    print_ins_outs(p, op, num_inputs(op));
    let values = op
        .attr(attr)
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .unwrap_or_default();
    p.write_str(&format!(" {attr} = "));
    print_i64_list(p, &values);
    p.write_str(" ");
    p.print_optional_attr_dict(op, &[attr]);
}

fn parse_transpose(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_copy_like(p, st, PERMUTATION)
}
fn print_transpose(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_copy_like(p, op, PERMUTATION)
}
fn parse_broadcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_copy_like(p, st, DIMENSIONS)
}
fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_copy_like(p, op, DIMENSIONS)
}

/// `{ payload-op attr-dict }`: the name and attributes of a short-form body.
fn parse_short_form(p: &mut dyn OpAsmParser) -> Result<Option<(String, OperationState)>, Diag> {
    if !p.parse_optional_punct(Punct::LBrace) {
        return Ok(None);
    }
    let name = p.parse_keyword_any()?;
    let mut attrs = OperationState::new(p.ctx(), &name, p.op_loc());
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::RBrace)?;
    Ok(Some((name, attrs)))
}

/// Builds the body of a short form: the payload applied to `operand_order` of the block
/// arguments, yielding its result of type `result`.
fn build_short_form(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    payload: (String, OperationState),
    arg_types: Vec<Type>,
    operand_order: Vec<usize>,
    result: Type,
) -> Result<(), Diag> {
    let (name, attrs) = payload;
    if p.ctx().op_def(p.ctx().op_name(&name)).is_none() && !p.ctx().allow_unregistered {
        return Err(p.error(&format!("custom op '{name}' is unknown")));
    }
    build_body(p, st, arg_types, &|ctx, body, block, args, loc| {
        let operands: Vec<_> = operand_order
            .iter()
            .filter_map(|i| args.get(*i).copied())
            .collect();
        let mut op = OperationState::new(ctx, &name, loc)
            .operands(&operands)
            .results(&[result]);
        op.props = attrs.props.clone();
        op.attrs = attrs.attrs.clone();
        append(ctx, body, block, op).into_iter().collect()
    })
}

/// Upstream's `findPayloadOp`: the body is one op on the block arguments (in order, or
/// for reduce with the init first) whose result is yielded.
fn payload_op(op: OpRef<'_>, init_first: bool, num_operands: usize) -> Option<xla_ir::OpId> {
    let regions = op.regions();
    let body = regions.body;
    let block = body.entry_block(*regions.ids.first()?)?;
    let ops: Vec<_> = body.block_ops(block).collect();
    let [payload, terminator] = ops.as_slice() else {
        return None;
    };
    let args = body.block_args(block);
    let operands: Vec<_> = body.operands(*payload).collect();
    if operands.is_empty() || operands.len() != num_operands || body.op(*payload).num_regions() != 0
    {
        return None;
    }
    let expected: Vec<_> = if init_first {
        let mut e: Vec<_> = args.get(1..)?.to_vec();
        e.push(*args.first()?);
        e
    } else {
        args.get(..num_operands)?.to_vec()
    };
    let yields: Vec<_> = body.operands(*terminator).collect();
    let results = body.results(*payload);
    (operands == expected && results.len() == 1 && yields == results).then_some(*payload)
}

/// ` { name attr-dict }`, eliding a `fastmath` of `none` as upstream's printShortForm.
fn print_short_form(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, payload: xla_ir::OpId) {
    let regions = op.regions();
    let inner = OpRef {
        ctx: op.ctx,
        body: regions.body,
        id: payload,
    };
    p.write_str(" { ");
    p.print_op_name(inner.name_str());
    let none = inner
        .attr("fastmath")
        .is_some_and(|a| xla_ir::asm::attr_to_string(op.ctx, a) == "#arith.fastmath<none>");
    p.print_optional_attr_dict(inner, if none { &["fastmath"] } else { &[] });
    p.write_str(" }");
}

/// The long form's `(%a: T, %b: U) {region}` on an indented new line.
fn print_long_form(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.increase_indent();
    p.print_newline();
    p.write_str("(");
    let args = p.region_entry_args(op, 0);
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_argument(*a, None);
    }
    p.write_str(") ");
    p.print_region(op, 0, false, false);
    p.decrease_indent();
}

/// `(%a: T, %b: U)` then the region.
fn parse_long_form(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let args: Vec<Argument> = p.parse_argument_list(xla_ir::asm::Delimiter::Paren, true, false)?;
    p.parse_region(st, &args)
}

fn parse_reduce(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let short = parse_short_form(p)?;
    let io = parse_ins_outs(p, st)?;
    parse_named_i64_array(p, st, DIMENSIONS)?;
    p.parse_optional_attr_dict(st)?;
    let all: Vec<Type> = io.ins.iter().chain(&io.outs).copied().collect();
    let args = element_types(p, &all);
    match short {
        Some(payload) => {
            let n = args.len();
            // The init (argument n_in) comes first: `op %init, %in`.
            let mut order: Vec<usize> = (io.ins.len()..n).collect();
            order.extend(0..io.ins.len());
            let result = args.last().copied().unwrap_or_else(|| p.ctx().f32());
            build_short_form(p, st, payload, args, order, result)?;
        }
        None => parse_long_form(p, st)?,
    }
    st.result_types.extend(result_types(p, &io.outs));
    Ok(())
}

fn print_reduce(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let payload = payload_op(op, true, op.num_operands());
    if let Some(payload) = payload {
        print_short_form(p, op, payload);
    }
    print_ins_outs(p, op, num_inputs(op));
    let dims = op
        .attr(DIMENSIONS)
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .unwrap_or_default();
    p.write_str(" dimensions = ");
    print_i64_list(p, &dims);
    p.write_str(" ");
    p.print_optional_attr_dict(op, &[DIMENSIONS]);
    if payload.is_none() {
        print_long_form(p, op);
    }
}

fn parse_map(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let short = parse_short_form(p)?;
    let io = parse_ins_outs(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let all: Vec<Type> = io.ins.iter().chain(&io.outs).copied().collect();
    let args = element_types(p, &all);
    match short {
        Some(payload) => {
            let order: Vec<usize> = (0..io.ins.len()).collect();
            let result = args.last().copied().unwrap_or_else(|| p.ctx().f32());
            build_short_form(p, st, payload, args, order, result)?;
        }
        None => parse_long_form(p, st)?,
    }
    st.result_types.extend(result_types(p, &io.outs));
    Ok(())
}

fn print_map(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let n_in = num_inputs(op);
    let payload = payload_op(op, false, n_in);
    if let Some(payload) = payload {
        print_short_form(p, op, payload);
    }
    print_ins_outs(p, op, n_in);
    p.print_optional_attr_dict(op, &[]);
    if payload.is_none() {
        print_long_form(p, op);
    }
}

/// Rank of the op's init (for builders).
pub fn init_rank(op: OpRef<'_>) -> usize {
    op.operand_types().last().map_or(0, |t| rank(op.ctx, *t))
}
