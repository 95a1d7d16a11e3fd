//! `hlo.iota dim = 0 : tensor<4x5xi32>`: values increasing from zero along one dimension.

use super::constant::check_static_result;
use crate::syntax::parse_result_type_only;
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::shape_of;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{AttrData, Diag, OpRef, OperationState};

pub const IOTA_DIMENSION: &str = "iota_dimension";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.iota`: Iota operation.
    pub struct IotaOp = "hlo.iota" {
        summary: "Iota operation",
        results: [output: Single],
        attributes: [iota_dimension = "iota_dimension": required Integer],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: IotaOp::INFO,
    description:
        "Fills a statically shaped tensor with 0, 1, 2, ... along `iota_dimension`, repeated \
                  across the other dimensions (XLA's Iota; floats are converted integers).",
    example: "%r = hlo.iota dim = 0 : tensor<4x5xi32>",
    verify: Some(verify_iota_invariants),
    verify_after_traits: Some(verify_iota),
    syntax: Some((parse_iota, print_iota)),
    ..OpRow::EMPTY
}];

/// The `iota_dimension` value when it is a non-negative `i64`.
fn iota_dimension(op: OpRef<'_>) -> Option<i64> {
    match op.ctx.attr_data(op.attr(IOTA_DIMENSION)?) {
        AttrData::Integer { ty, value }
            if op.ctx.is_signless_integer(*ty) && op.ctx.integer_width(*ty) == Some(64) =>
        {
            i64::try_from(*value).ok().filter(|&v| v >= 0)
        }
        _ => None,
    }
}

fn verify_iota_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    if op.attr(IOTA_DIMENSION).is_none() {
        return Err(op.error(format!("requires attribute '{IOTA_DIMENSION}'")));
    }
    if iota_dimension(op).is_none() {
        return Err(op.error(format!(
            "attribute '{IOTA_DIMENSION}' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative"
        )));
    }
    check_static_result(op, class::NUMERIC)
}

/// StableHLO's iota C1 (and its rank-0 rule).
fn verify_iota(op: OpRef<'_>) -> Result<(), Diag> {
    let rank = shape_of(op.ctx, op.result_type(0)).len();
    if rank == 0 {
        return Err(op.error("does not support scalars."));
    }
    match iota_dimension(op) {
        Some(d) if (d as u64) < rank as u64 => Ok(()),
        _ => Err(op.error("iota dimension cannot go beyond the output rank.")),
    }
}

/// `dim = N attr-dict : type`.
fn parse_iota(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_keyword("dim")?;
    p.parse_punct(Punct::Equal)?;
    let i64t = p.ctx().i64();
    let dim = p.parse_attribute(Some(i64t))?;
    st.set_attr(p.ctx(), IOTA_DIMENSION, dim);
    parse_result_type_only(p, st)
}

fn print_iota(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    match op.attr(IOTA_DIMENSION) {
        Some(dim) if op.ctx.attr_type(dim) == Some(op.ctx.i64()) => {
            p.write_str(" dim = ");
            p.print_attribute_without_type(dim);
            p.print_optional_attr_dict(op, &[IOTA_DIMENSION]);
        }
        _ => p.print_optional_attr_dict(op, &[]),
    }
    p.write_str(" : ");
    p.print_types(&op.result_types());
}
