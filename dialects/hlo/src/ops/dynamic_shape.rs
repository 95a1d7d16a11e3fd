//! Shape-polymorphic forms of broadcast_in_dim and iota, whose result shape is the run-time
//! value of a 1-D `output_dimensions` / `output_shape` operand (emitted by JAX for dynamic
//! shapes): `hlo.dynamic_broadcast_in_dim %x, %shape, dims = [1]` and
//! `hlo.dynamic_iota %shape, dim = 0`.

use crate::const_operand::constant_ints;
use crate::dims::is_unique;
use crate::syntax::{parse_clauses_op, print_clauses_op, Clause, Operands};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_dimension_tensor, check_operand_and_result_element_type, check_results,
    check_shape_operand, check_tensor_of, dims_compatible, optional_i64_array, required_i64_array,
    required_non_negative_i64, shape_of,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const BROADCAST_DIMENSIONS: &str = "broadcast_dimensions";
pub const KNOWN_EXPANDING_DIMENSIONS: &str = "known_expanding_dimensions";
pub const KNOWN_NONEXPANDING_DIMENSIONS: &str = "known_nonexpanding_dimensions";
pub const IOTA_DIMENSION: &str = "iota_dimension";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.dynamic_broadcast_in_dim`: DynamicBroadcastInDim operation.
    pub struct DynamicBroadcastInDimOp = "hlo.dynamic_broadcast_in_dim" {
        summary: "DynamicBroadcastInDim operation",
        operands: [operand: Single, output_dimensions: Single],
        results: [result: Single],
        attributes: [broadcast_dimensions = "broadcast_dimensions": required DenseArray, known_expanding_dimensions = "known_expanding_dimensions": optional DenseArray, known_nonexpanding_dimensions = "known_nonexpanding_dimensions": optional DenseArray],
        traits: [PURE],
    }
    /// `hlo.dynamic_iota`: DynamicIota operation.
    pub struct DynamicIotaOp = "hlo.dynamic_iota" {
        summary: "DynamicIota operation",
        operands: [output_shape: Single],
        results: [result: Single],
        attributes: [iota_dimension = "iota_dimension": required Integer],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: DynamicBroadcastInDimOp::INFO,
        description: "BroadcastInDim to the shape given at run time by `output_dimensions` (StableHLO's \
                      dynamic_broadcast_in_dim). `known_expanding_dimensions` and \
                      `known_nonexpanding_dimensions` optionally tell which operand dimensions are known \
                      to be (or not to be) stretched from size 1.",
        example: "%r = hlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<4xf32>, tensor<2xi64>) -> \
                  tensor<?x4xf32>",
        verify: Some(verify_broadcast_invariants),
        verify_after_traits: Some(verify_dynamic_broadcast_in_dim),
        syntax: Some((parse_broadcast, print_broadcast)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: DynamicIotaOp::INFO,
        description: "Iota whose result shape is the run-time value of `output_shape` (StableHLO's \
                      dynamic_iota): values 0, 1, 2, ... along `iota_dimension`.",
        example: "%r = hlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x4xi64>",
        verify: Some(verify_iota_invariants),
        verify_after_traits: Some(verify_dynamic_iota),
        syntax: Some((parse_iota, print_iota)),
        ..OpRow::EMPTY
    },
];

fn verify_broadcast_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_i64_array(op, BROADCAST_DIMENSIONS)?;
    optional_i64_array(op, KNOWN_EXPANDING_DIMENSIONS)?;
    optional_i64_array(op, KNOWN_NONEXPANDING_DIMENSIONS)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), class::ANY)?;
    check_dimension_tensor(op, 1, true)?;
    check_results(op, class::ANY)
}

/// StableHLO's `verifyDynamicBroadcastInDimOp` (dynamic_broadcast_in_dim C1-C10).
fn verify_dynamic_broadcast_in_dim(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand, result) = (op.operand_type(0), op.result_type(0));
    check_operand_and_result_element_type(op)?;
    let dims = required_i64_array(op, BROADCAST_DIMENSIONS)?;
    let (os, rs) = (shape_of(ctx, operand), shape_of(ctx, result));
    if dims.len() != os.len() {
        return Err(op.plain_error(format!(
            "broadcast_dimensions size ({}) does not match operand rank ({})",
            dims.len(),
            os.len()
        )));
    }
    if rs.len() < os.len() {
        return Err(op.plain_error(format!(
            "result rank ({}) is less than operand rank ({})",
            rs.len(),
            os.len()
        )));
    }
    if !is_unique(&dims) {
        return Err(op.plain_error("broadcast_dimensions should not have duplicates"));
    }
    for (i, (&d, &size)) in dims.iter().zip(os).enumerate() {
        let Some(&target) = usize::try_from(d).ok().and_then(|d| rs.get(d)) else {
            return Err(op.plain_error(format!(
                "broadcast_dimensions contains invalid value {d} for result with rank {}",
                rs.len()
            )));
        };
        if size != 1 && !dims_compatible(size, target) {
            return Err(op.plain_error(format!(
                "size of operand dimension {i} ({size}) is not compatible with size of result dimension {d} ({target})"
            )));
        }
    }
    check_shape_operand(op, 1)?;
    check_expansion_hints(op, os.len())?;
    let shape = constant_ints(op, 1).filter(|_| !os.contains(&DYNAMIC));
    for (i, (&d, &size)) in dims.iter().zip(os).enumerate() {
        let value = shape
            .as_ref()
            .and_then(|s| usize::try_from(d).ok().and_then(|d| s.get(d)));
        if let Some(&value) = value {
            if size != 1 && size != value {
                return Err(op.plain_error(format!(
                    "size of operand dimension {i} ({size}) is not equal to 1 or value of shape at index {d} ({value})"
                )));
            }
        }
    }
    Ok(())
}

/// C8-C10: the expansion hints name distinct operand dimensions.
fn check_expansion_hints(op: OpRef<'_>, operand_rank: usize) -> Result<(), Diag> {
    let mut hints = optional_i64_array(op, KNOWN_EXPANDING_DIMENSIONS)?.unwrap_or_default();
    hints.extend(optional_i64_array(op, KNOWN_NONEXPANDING_DIMENSIONS)?.unwrap_or_default());
    if !is_unique(&hints) {
        return Err(op.plain_error("duplicate expansion hint for at least one operand dimension"));
    }
    if let Some(bad) = hints.iter().find(|&&h| h < 0 || h >= operand_rank as i64) {
        return Err(op.plain_error(format!(
            "hint for expanding dimension {bad} does not refer to a valid operand dimension"
        )));
    }
    Ok(())
}

const BROADCAST_CLAUSES: &[Clause] = &[Clause::Array {
    keyword: "dims",
    prop: BROADCAST_DIMENSIONS,
}];

/// `%x, %shape, dims = [..] attr-dict : functional-type`.
fn parse_broadcast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(2), BROADCAST_CLAUSES)
}

fn print_broadcast(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, BROADCAST_CLAUSES, Operands::Exactly(2))
}

fn verify_iota_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    required_non_negative_i64(op, IOTA_DIMENSION)?;
    check_dimension_tensor(op, 0, true)?;
    check_results(op, class::NUMERIC)
}

/// StableHLO's `verifyDynamicIotaOp` (dynamic_iota C1-C2).
fn verify_dynamic_iota(op: OpRef<'_>) -> Result<(), Diag> {
    let dimension = required_non_negative_i64(op, IOTA_DIMENSION)?;
    if dimension >= shape_of(op.ctx, op.result_type(0)).len() as i64 {
        return Err(op.plain_error("iota dimension cannot go beyond the output rank."));
    }
    check_shape_operand(op, 0)
}

const IOTA_CLAUSES: &[Clause] = &[Clause::Int {
    keyword: "dim",
    prop: IOTA_DIMENSION,
}];

/// `%shape, dim = N attr-dict : functional-type`.
fn parse_iota(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_clauses_op(p, st, Operands::Exactly(1), IOTA_CLAUSES)
}

fn print_iota(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_clauses_op(p, op, IOTA_CLAUSES, Operands::Exactly(1))
}
