//! The ops, one file per group; each file exposes a `const OPS: &[OpRow]` table (plus the
//! verifiers and syntax specific to the group).

pub mod binary;
pub mod broadcast_in_dim;
pub mod compare;
pub mod composite;
pub mod conditional;
pub mod constant;
pub mod conversion;
pub mod custom_call;
mod custom_call_verify;
pub mod iota;
pub mod reduce;
mod reduce_syntax;
pub mod sort_map;
pub mod tuple;
pub mod while_op;
pub mod windowed;
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
    reduce::OPS,
    windowed::OPS,
    sort_map::OPS,
    while_op::OPS,
    conditional::OPS,
    composite::OPS,
    custom_call::OPS,
    tuple::OPS,
];
