//! The divisions' speculatability (upstream `getDivUISpeculatability` /
//! `getDivSISpeculatability`): a division may trap unless its divisor is a constant other
//! than zero (and, signed, other than -1, as `INT_MIN / -1` overflows).

use crate::fold::const_int;
use xla_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use xla_ir::rewrite::constant_value;
use xla_ir::OpRef;

/// A division whose divisor is operand 1; `signed` also excludes -1.
pub struct DivisorSpeculation {
    pub signed: bool,
}

impl ConditionallySpeculatable for DivisorSpeculation {
    fn speculatability(&self, op: OpRef<'_>) -> Speculatability {
        let divisor = (op.num_operands() == 2)
            .then(|| constant_value(op.ctx, op.body, op.operand(1)))
            .flatten()
            .and_then(|a| const_int(op.ctx, Some(a)));
        let may_trap = divisor.is_none_or(|d| d.is_zero() || (self.signed && d.is_all_ones()));
        if may_trap {
            Speculatability::NotSpeculatable
        } else {
            Speculatability::Speculatable
        }
    }
}
