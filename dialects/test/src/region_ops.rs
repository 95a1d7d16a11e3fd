//! Ops with regions of each kind: isolated, graph, and single-block without terminator.

use crate::constraints::{check_operands, check_single_block_region, Group, INDEX};
use crate::ops::{GraphRegionOp, IsolatedGraphRegionOp, IsolatedRegionOp, SingleNoTerminatorOp};
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, RegionKind, Traits};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new(IsolatedRegionOp::NAME)
            .summary("isolated region operation")
            .description(
                "An IsolatedFromAbove op with one single-block region whose entry argument reuses \
                 the name of the op's `index` operand (printed shadowing it).",
            )
            .traits(Traits::ISOLATED_FROM_ABOVE)
            .operands(Arity::Exactly(1))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
            .verifier(|op| {
                check_operands(&op, INDEX, Group::Single)?;
                check_single_block_region(&op, 0, "region")
            })
            .syntax(parse_isolated_region, print_isolated_region)
            .example(
                "test.isolated_region %0 {\n  \"test.foo\"(%0) : (index) -> ()\n  \"test.finish\"() : () -> ()\n}",
            ),
        graph_region_op(GraphRegionOp::NAME, "operation with a graph region", Traits::NONE),
        graph_region_op(
            IsolatedGraphRegionOp::NAME,
            "isolated from above operation with a graph region",
            Traits::ISOLATED_FROM_ABOVE,
        ),
        OpDef::new(SingleNoTerminatorOp::NAME)
            .summary("A single-block graph region whose block needs no terminator")
            .description("Upstream `SingleNoTerminatorOp` (GraphRegionNoTerminator): one single-block region.")
            .traits(Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK)
            .region_kind(RegionKind::Graph)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
            .verifier(|op| check_single_block_region(&op, 0, "my_region"))
            .syntax(parse_colon_region, print_colon_region)
            .example("test.single_no_terminator_op : {\n  %0 = \"test.foo\"() : () -> i32\n}"),
    ]
}

fn graph_region_op(name: &str, summary: &str, traits: Traits) -> OpDef {
    OpDef::new(name)
        .summary(summary)
        .description("Values in its region may be used before they are defined (no dominance).")
        .traits(traits)
        .region_kind(RegionKind::Graph)
        .operands(Arity::Exactly(0))
        .results(Arity::Exactly(0))
        .regions(Arity::Exactly(1))
        .syntax(parse_keyword_region, print_keyword_region)
}

/// `%operand` then a region whose entry argument is named after the operand.
fn parse_isolated_region(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    let index = p.ctx().index_type();
    let value = p.resolve_operand(&operand, index)?;
    st.operands.push(value);
    let arg = Argument {
        name: operand,
        ty: Some(index),
        attrs: None,
        loc: None,
    };
    p.parse_region(st, &[arg])
}

fn print_isolated_region(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    p.write_str(" ");
    p.print_operands(&operands);
    if op.num_regions() == 0 {
        return;
    }
    p.shadow_region_args(op, 0, &operands);
    p.write_str(" ");
    p.print_region(op, 0, false, false);
}

/// `attr-dict-with-keyword $region`
fn parse_keyword_region(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])
}

fn print_keyword_region(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict_with_keyword(op, &[]);
    if op.num_regions() > 0 {
        p.write_str(" ");
        p.print_region(op, 0, true, false);
    }
}

/// `attr-dict `:` $my_region`
fn parse_colon_region(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    p.parse_region(st, &[])
}

fn print_colon_region(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" :");
    if op.num_regions() > 0 {
        p.write_str(" ");
        p.print_region(op, 0, true, false);
    }
}
