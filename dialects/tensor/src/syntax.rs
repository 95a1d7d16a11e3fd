//! Shared syntax of tensor ops: mixed static/dynamic lists (`[0, %i]`), result names,
//! segment sizes and type quoting.

pub use xla_ir::asm::index_lists::{
    parse_mixed_list, parse_reassociation, print_mixed_list, print_reassociation,
    reassociation_attr,
};
use xla_ir::asm::{index_lists, Delimiter, OpAsmParser, OpAsmResultNames, UnresolvedOperand};
use xla_ir::{Context, Diag, OpDef, OpRef, OperationState, Type, ValueId};

/// Names the first result as upstream's getAsmResultNames (`%extracted`, `%padded`, ...).
pub struct ResultName(pub &'static str);

impl OpAsmResultNames for ResultName {
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)> {
        (0..op.num_results().min(1))
            .map(|i| (i, self.0.to_string()))
            .collect()
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

/// `operandSegmentSizes = array<i32: ...>`.
pub fn set_segments(ctx: &Context, st: &mut OperationState, sizes: &[usize]) {
    st.set_attr(ctx, "operandSegmentSizes", ctx.dense_i32_sizes(sizes));
}

/// The `array<i32: ...>` of `operandSegmentSizes` (empty when absent or malformed).
pub fn segments(op: OpRef<'_>) -> Vec<usize> {
    op.attr("operandSegmentSizes")
        .and_then(|a| op.ctx.attr_as_sizes(a))
        .unwrap_or_default()
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
    op.attr(name)
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .unwrap_or_default()
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

/// The reassociation groups of `op` (empty when malformed).
pub fn reassociation(op: OpRef<'_>) -> Option<Vec<Vec<i64>>> {
    index_lists::reassociation_groups(op.ctx, op.attr("reassociation")?)
}
