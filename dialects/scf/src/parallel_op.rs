//! `scf.parallel` (a parallel loop nest), `scf.reduce` (its terminator, combining values
//! across iterations) and `scf.reduce.return`.

use crate::operand_segments::{dense_i32_array, segment_sizes, split_segments};
use crate::region_checks::{ensure_terminator, quoted, region_terminator};
use crate::{PARALLEL, REDUCE, REDUCE_RETURN};
use xla_ir::asm::{Argument, Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::ir::ValueDef;
use xla_ir::{Arity, AttrData, Diag, OpDef, OpRef, OperationState, Traits, ValueId};

pub fn parallel_op() -> OpDef {
    OpDef::new(PARALLEL)
        .summary("parallel for operation")
        .description(
            "The `scf.parallel` operation represents a loop nest taking 4 groups of SSA values as \
             operands that represent the lower bounds, upper bounds, steps and initial values, \
             respectively. The iterations may run in any order. The body ends in `scf.reduce`, \
             whose operands are combined across iterations by its regions into the op's results, \
             starting from the initial values.",
        )
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK)
        .regions(Arity::Exactly(1))
        .inherent(&["operandSegmentSizes"])
        .verifier(verify_parallel)
        .region_verifier(verify_parallel_regions)
        .syntax(parse_parallel, print_parallel)
        .example(
            "%sum = scf.parallel (%iv) = (%lb) to (%ub) step (%step) init (%zero) -> f32 {\n  \
             %elem = memref.load %buffer[%iv] : memref<100xf32>\n  scf.reduce(%elem : f32) {\n  \
             ^bb0(%lhs: f32, %rhs: f32):\n    %res = arith.addf %lhs, %rhs : f32\n    \
             scf.reduce.return %res : f32\n  }\n}",
        )
}

pub fn reduce_op() -> OpDef {
    OpDef::new(REDUCE)
        .summary("reduce operation for scf.parallel")
        .description(
            "The `scf.reduce` operation is the terminator of `scf.parallel`. Each operand is \
             combined with the other iterations' values by the corresponding region, which takes \
             two arguments of the operand's type and ends in `scf.reduce.return`.",
        )
        .traits(Traits::TERMINATOR | Traits::RECURSIVE_MEMORY_EFFECTS)
        .results(Arity::Exactly(0))
        .regions(Arity::Any)
        .parents(&[PARALLEL])
        .region_verifier(verify_reduce_regions)
        .syntax(parse_reduce, print_reduce)
        .example("scf.reduce(%operand : f32) {\n^bb0(%lhs: f32, %rhs: f32):\n  %res = arith.addf %lhs, %rhs : f32\n  scf.reduce.return %res : f32\n}")
}

pub fn reduce_return_op() -> OpDef {
    OpDef::new(REDUCE_RETURN)
        .summary("terminator for reduce operation")
        .description(
            "The `scf.reduce.return` operation gives the combined value of a `scf.reduce` region.",
        )
        .traits(Traits::PURE | Traits::TERMINATOR)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(0))
        .parents(&[REDUCE])
        .syntax(parse_reduce_return, print_reduce_return)
        .example("scf.reduce.return %res : f32")
}

/// lower bounds, upper bounds, steps, inits.
fn segments(op: &OpRef<'_>) -> Result<Vec<Vec<xla_ir::ValueId>>, Diag> {
    let operands: Vec<_> = op.operands().collect();
    segment_sizes(op)
        .filter(|s| s.len() == 4)
        .and_then(|s| split_segments(&operands, &s))
        .ok_or_else(|| op.error("operand count does not match the 'operandSegmentSizes' attribute"))
}

fn verify_parallel(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let seg = segments(&op)?;
    for v in seg[..3].iter().flatten() {
        let t = op.value_type(*v);
        if !ctx.is_index(t) {
            return Err(op.error(format!("operand must be index, but got {}", quoted(ctx, t))));
        }
    }
    if seg[2]
        .iter()
        .any(|&s| constant_int(&op, s).is_some_and(|c| c <= 0))
    {
        return Err(op.error("constant step operand must be positive"));
    }
    Ok(())
}

fn verify_parallel_regions(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let seg = segments(&op)?;
    let regions = op.regions();
    let Some(&r) = regions.ids.first() else {
        return Ok(());
    };
    // SizedRegion<1>: without a block there are no induction variables to check.
    let Some(block) = regions.body.entry_block(r) else {
        return Err(
            op.error("region #0 ('region') failed to verify constraint: region with 1 blocks")
        );
    };
    let ivs = regions.body.block_args(block);
    if ivs.len() != seg[2].len() {
        return Err(op.error(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            ivs.len(),
            seg[2].len()
        )));
    }
    if ivs
        .iter()
        .any(|&v| !ctx.is_index(regions.body.value_type(v)))
    {
        return Err(op.error("expects arguments for the induction variable to be of index type"));
    }
    let Some(term) = region_terminator(regions.body, r) else {
        return Ok(());
    };
    let reduce = OpRef::new(ctx, regions.body, term);
    if reduce.name_str() != REDUCE {
        return Err(op.error("expects body to terminate with 'scf.reduce'"));
    }
    if reduce.num_operands() != op.num_results() {
        return Err(op.error(format!(
            "expects number of results: {} to be the same as number of reductions: {}",
            op.num_results(),
            reduce.num_operands()
        )));
    }
    for (i, (res, operand)) in op
        .result_types()
        .into_iter()
        .zip(reduce.operand_types())
        .enumerate()
    {
        if res != operand {
            return Err(reduce.error(format!(
                "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                quoted(ctx, operand),
                quoted(ctx, res)
            )));
        }
    }
    for (i, (init, res)) in seg[3].iter().zip(op.result_types()).enumerate() {
        if op.value_type(*init) != res {
            return Err(op.error(format!(
                "expects type of {i}-th init value to be the same as the {i}-th result type"
            )));
        }
    }
    Ok(())
}

fn verify_reduce_regions(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let regions = op.regions();
    if regions.ids.len() != op.num_operands() {
        return Err(op.error(format!(
            "expects {} reduction regions, but found {}",
            op.num_operands(),
            regions.ids.len()
        )));
    }
    for (i, &r) in regions.ids.iter().enumerate() {
        let ty = op.operand_type(i);
        let args: Vec<_> = regions
            .body
            .entry_block(r)
            .map(|b| {
                regions
                    .body
                    .block_args(b)
                    .iter()
                    .map(|&v| regions.body.value_type(v))
                    .collect()
            })
            .unwrap_or_default();
        if args.len() != 2 || args.iter().any(|&t| t != ty) {
            return Err(op.error(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted(ctx, ty)
            )));
        }
        let Some(term) = region_terminator(regions.body, r) else {
            continue;
        };
        let ret = OpRef::new(ctx, regions.body, term);
        if ret.name_str() != REDUCE_RETURN {
            return Err(
                op.error("reduction bodies must be terminated with an 'scf.reduce.return' op")
            );
        }
        if ret.num_operands() == 1 && ret.operand_type(0) != ty {
            return Err(ret.error(format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(ctx, ty)
            )));
        }
    }
    Ok(())
}

/// `(%i, ...) = (lbs) to (ubs) step (steps) [init (inits)] [-> types] region attr-dict`
fn parse_parallel(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let index = p.ctx().index_type();
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_punct(Punct::Equal)?;
    let lbs = p.parse_operand_list(Delimiter::Paren)?;
    if lbs.len() != ivs.len() {
        return Err(p.error("expected as many lower bounds as induction variables"));
    }
    p.parse_keyword("to")?;
    let ubs = p.parse_operand_list(Delimiter::Paren)?;
    if ubs.len() != ivs.len() {
        return Err(p.error("expected as many upper bounds as induction variables"));
    }
    p.parse_keyword("step")?;
    let steps = p.parse_operand_list(Delimiter::Paren)?;
    if steps.len() != ivs.len() {
        return Err(p.error("expected as many steps as induction variables"));
    }
    let inits = if p.parse_optional_keyword("init") {
        p.parse_operand_list(Delimiter::Paren)?
    } else {
        Vec::new()
    };
    let results = p.parse_optional_arrow_type_list()?;
    for group in [&lbs, &ubs, &steps] {
        let types = vec![index; group.len()];
        p.resolve_operands(group, &types, &mut st.operands)?;
    }
    p.resolve_operands(&inits, &results, &mut st.operands)?;
    st.result_types.extend(results);
    let args: Vec<Argument> = ivs
        .into_iter()
        .map(|a| Argument {
            ty: Some(index),
            ..a
        })
        .collect();
    p.parse_region(st, &args)?;
    ensure_terminator(p, st, 0, REDUCE)?;
    p.parse_optional_attr_dict(st)?;
    let sizes = dense_i32_array(p.ctx(), &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    st.set_attr(p.ctx(), "operandSegmentSizes", sizes);
    Ok(())
}

fn print_parallel(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let Ok(seg) = segments(&op) else { return };
    let ivs = p.region_entry_args(op, 0);
    p.write_str(" (");
    p.print_operands(&ivs);
    p.write_str(") = (");
    p.print_operands(&seg[0]);
    p.write_str(") to (");
    p.print_operands(&seg[1]);
    p.write_str(") step (");
    p.print_operands(&seg[2]);
    p.write_str(")");
    if !seg[3].is_empty() {
        p.write_str(" init (");
        p.print_operands(&seg[3]);
        p.write_str(")");
    }
    p.print_arrow_type_list(&op.result_types());
    p.write_str(" ");
    p.print_region(op, 0, false, false);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

/// `[( operands : types )] regions attr-dict`
fn parse_reduce(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    if p.parse_optional_punct(Punct::LParen) {
        let operands = p.parse_operand_list(Delimiter::None)?;
        let types = p.parse_colon_type_list()?;
        p.parse_punct(Punct::RParen)?;
        p.resolve_operands(&operands, &types, &mut st.operands)?;
    }
    if p.parse_optional_region(st, &[])? {
        while p.parse_optional_punct(Punct::Comma) {
            p.parse_region(st, &[])?;
        }
    }
    p.parse_optional_attr_dict(st)
}

fn print_reduce(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() > 0 {
        let operands: Vec<_> = op.operands().collect();
        p.write_str("(");
        p.print_operands(&operands);
        p.write_str(" : ");
        p.print_types(&op.operand_types());
        p.write_str(")");
    }
    p.write_str(" ");
    for i in 0..op.num_regions() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region(op, i, true, false);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `$result attr-dict : type($result)`
fn parse_reduce_return(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let v = p.resolve_operand(&v, t)?;
    st.operands.push(v);
    Ok(())
}

fn print_reduce_return(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() != 1 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}

/// The integer value of `v` if an `arith.constant` defines it.
fn constant_int(op: &OpRef<'_>, v: ValueId) -> Option<i128> {
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
