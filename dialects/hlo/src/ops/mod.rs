//! The ops, one file per group; each file exposes a `const OPS: &[OpRow]` table (plus the
//! verifiers and syntax specific to the group).

pub mod all_gather;
pub mod all_reduce;
pub mod all_to_all;
pub mod batch_norm;
pub mod binary;
pub mod broadcast;
pub mod broadcast_in_dim;
pub mod collective_permute;
pub mod compare;
pub mod composite;
pub mod concatenate;
pub mod conditional;
pub mod constant;
pub mod conv_window;
pub mod conversion;
pub mod convolution;
pub mod custom_call;
mod custom_call_verify;
pub mod dimension_size;
pub mod dot;
pub mod dot_general;
pub mod dynamic_shape;
pub mod dynamic_slice;
pub mod einsum;
pub mod fft;
pub mod gather;
pub mod gather_shape;
pub mod host_transfer;
pub mod iota;
pub mod pad;
pub mod process_id;
pub mod reduce;
mod reduce_syntax;
pub mod reorder;
pub mod reshape;
pub mod return_op;
pub mod rng;
pub mod scatter;
pub mod scatter_shape;
pub mod slice;
pub mod sort_map;
pub mod ternary;
pub mod token;
pub mod triangular;
pub mod tuple;
pub mod unary;
pub mod while_op;
pub mod windowed;

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
    broadcast::OPS,
    reshape::OPS,
    reorder::OPS,
    slice::OPS,
    dynamic_slice::OPS,
    concatenate::OPS,
    pad::OPS,
    gather::OPS,
    scatter::OPS,
    dimension_size::OPS,
    dynamic_shape::OPS,
    reduce::OPS,
    windowed::OPS,
    sort_map::OPS,
    while_op::OPS,
    conditional::OPS,
    composite::OPS,
    custom_call::OPS,
    tuple::OPS,
    token::OPS,
    host_transfer::OPS,
    process_id::OPS,
    all_gather::OPS,
    all_reduce::OPS,
    all_to_all::OPS,
    collective_permute::OPS,
    rng::OPS,
    dot::OPS,
    dot_general::OPS,
    convolution::OPS,
    fft::OPS,
    triangular::OPS,
    batch_norm::OPS,
    einsum::OPS,
];
