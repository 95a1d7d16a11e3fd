//! The `test` dialect: ops mirroring upstream MLIR's test dialect
//! (mlir/test/lib/Dialect/Test/TestOps.td) under the same names and operand constraints,
//! so the same `.mlir` runs through both mlir-opt and xla-opt and can be compared case by
//! case. Each op exercises one trait or region kind; the traits themselves are verified by
//! the core, the ops' verify hooks add the ODS type and region constraints.
//!
//! Ops (all upstream names): `test.same_operand_and_result_type`,
//! `test.same_operand_element_type`, `test.same_operand_and_result_element_type`,
//! `test.same_operand_shape`, `test.same_operand_and_result_shape`,
//! `test.elementwise_mappable`, `test.broadcastable`, `test.op_commutative`,
//! `test.op_commutative2`, `test.always_speculatable_op` (Pure), `test.constant`,
//! `test.finish` (terminator), `test.return` (return-like), `test.symbol`,
//! `test.symbol_table_region`, `test.isolated_region`, `test.graph_region`,
//! `test.isolated_graph_region`, `test.single_no_terminator_op`; and ops implementing the
//! core's interfaces: `test.br`, `test.conversion_call_op`, `test.conversion_func_op`,
//! `test.op_with_memread`, `test.op_with_memwrite`.

mod constraints;
mod control_ops;
mod interface_ops;
pub mod ops;
mod region_ops;
mod trait_ops;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

pub fn dialect() -> DialectDef {
    let mut dialect = DialectDef::new("test");
    dialect.summary = "Ops mirroring upstream MLIR's test dialect, one trait each".into();
    for op in trait_ops::ops()
        .into_iter()
        .chain(control_ops::ops())
        .chain(region_ops::ops())
        .chain(interface_ops::ops())
    {
        dialect = dialect.op(op);
    }
    dialect
}
