//! The scf ops' region checks: implicit terminators, terminator and entry-argument types,
//! and region-branch edge checks (MLIR's RegionBranchOpInterface messages).

use xla_ir::asm::OpAsmParser;
use xla_ir::{Body, Context, Diag, Location, OpId, OpRef, OperationState, RegionId, Type};

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
