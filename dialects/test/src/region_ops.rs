//! Ops with regions of each kind: isolated, graph, and single-block without terminator.

use crate::constraints::{check_operands, check_single_block_region, Group, INDEX};
use crate::ops::{GraphRegionOp, IsolatedGraphRegionOp, IsolatedRegionOp, SingleNoTerminatorOp};
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::op_decl::OpInfo;
use xla_ir::{Diag, OpDef, OpRef, OperationState, RegionKind};

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::declared(IsolatedRegionOp::INFO)
            .description(
                "An IsolatedFromAbove op with one single-block region whose entry argument reuses \
                 the name of the op's `index` operand (printed shadowing it).",
            )
            .verifier(|op| {
                check_operands(&op, INDEX, Group::Single)?;
                check_single_block_region(&op, 0, "region")
            })
            .syntax(parse_isolated_region, print_isolated_region)
            .example(
                "test.isolated_region %0 {\n  \"test.foo\"(%0) : (index) -> ()\n  \"test.finish\"() : () -> ()\n}",
            ),
        graph_region_op(GraphRegionOp::INFO),
        graph_region_op(IsolatedGraphRegionOp::INFO),
        OpDef::declared(SingleNoTerminatorOp::INFO)
            .description("Upstream `SingleNoTerminatorOp` (GraphRegionNoTerminator): one single-block region.")
            .region_kind(RegionKind::Graph)
            .verifier(|op| check_single_block_region(&op, 0, "my_region"))
            .syntax(parse_colon_region, print_colon_region)
            .example("test.single_no_terminator_op : {\n  %0 = \"test.foo\"() : () -> i32\n}"),
    ]
}

fn graph_region_op(decl: OpInfo) -> OpDef {
    OpDef::declared(decl)
        .description("Values in its region may be used before they are defined (no dominance).")
        .region_kind(RegionKind::Graph)
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
