//! `hlo.return %a : tensor<f32>`: the terminator of hlo regions (reduction bodies,
//! comparators, control flow), StableHLO's `stablehlo.return`.

use crate::table::OpRow;

use xla_ir::{Diag, OpRef};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.return`: Return operation.
    pub struct ReturnOp = "hlo.return" {
        summary: "Return operation",
        operands: [results: Variadic],
        traits: [TERMINATOR, RETURN_LIKE, PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: ReturnOp::INFO,
    description:
        "Ends a region of an hlo op, yielding its operands (tensors, tokens or tuples) to the \
                  enclosing op, which checks them against its own types.",
    example: "hlo.return %sum : tensor<f32>",
    verify: Some(verify_return),
    syntax: Some((
        xla_ir::asm::formats::parse_operands_attrs_types,
        xla_ir::asm::formats::print_operands_attrs_types,
    )),
    ..OpRow::EMPTY
}];

/// Tensors, tokens, tuples and (in control flow around custom-call buffers) memrefs.
fn verify_return(op: OpRef<'_>) -> Result<(), Diag> {
    let ok = |t| crate::verify_util::is_value_type(op.ctx, t);
    crate::verify_util::check_variadic(
        op,
        "operand",
        0,
        &op.operand_types(),
        crate::verify_util::VALUE_SUMMARY,
        ok,
    )
}
