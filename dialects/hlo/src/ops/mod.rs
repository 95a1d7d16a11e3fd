//! The ops, one file per group; each file exposes a `const OPS: &[OpRow]` table (plus the
//! verifiers and syntax specific to the group).

pub mod binary;
pub mod broadcast_in_dim;
pub mod compare;
pub mod constant;
pub mod conversion;
pub mod iota;
pub mod return_op;
pub mod ternary;
pub mod unary;

use crate::table::OpRow;

/// Every table of this crate, in registration order.
pub const TABLES: &[&[OpRow]] = &[
    binary::OPS,
    compare::OPS,
    unary::OPS,
    ternary::OPS,
    conversion::OPS,
    constant::OPS,
    iota::OPS,
    broadcast_in_dim::OPS,
    return_op::OPS,
];
