//! The ops, one file per group; each file declares its ops (`declare_ops!`, listed in `DECLS`)
//! and exposes a `const OPS: &[OpRow]` table taking their facts from them (plus the
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
pub mod dynamic_conv;
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
pub mod quantize;
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
use xla_ir::op_decl::OpInfo;

// The declared ops (typed views, `NAME`, `isa`/`dyn_cast`), by group.
pub use all_gather::AllGatherOp;
pub use all_reduce::{AllReduceOp, CollectiveReduceOp, ReduceScatterOp};
pub use all_to_all::AllToAllOp;
pub use batch_norm::{BatchNormGradOp, BatchNormInferenceOp, BatchNormTrainingOp};
pub use binary::{
    AddOp, AndOp, Atan2Op, ComplexOp, DivideOp, MaximumOp, MinimumOp, MultiplyOp, OrOp, PowerOp,
    RemainderOp, ShiftLeftOp, ShiftRightArithmeticOp, ShiftRightLogicalOp, SubtractOp, XorOp,
};
pub use broadcast::BroadcastOp;
pub use broadcast_in_dim::BroadcastInDimOp;
pub use collective_permute::{CollectiveBroadcastOp, CollectivePermuteOp};
pub use compare::CompareOp;
pub use composite::CompositeOp;
pub use concatenate::ConcatenateOp;
pub use conditional::{CaseOp, IfOp};
pub use constant::ConstantOp;
pub use conversion::{BitcastConvertOp, ConvertOp, ReducePrecisionOp};
pub use convolution::ConvolutionOp;
pub use custom_call::CustomCallOp;
pub use dimension_size::{GetDimensionSizeOp, SetDimensionSizeOp};
pub use dot::DotOp;
pub use dot_general::DotGeneralOp;
pub use dynamic_conv::DynamicConvOp;
pub use dynamic_shape::{DynamicBroadcastInDimOp, DynamicIotaOp};
pub use dynamic_slice::{DynamicSliceOp, DynamicUpdateSliceOp};
pub use einsum::{EinsumOp, UnaryEinsumOp};
pub use fft::FftOp;
pub use gather::{DynamicGatherOp, GatherOp};
pub use host_transfer::{InfeedOp, OutfeedOp, RecvOp, SendOp};
pub use iota::IotaOp;
pub use pad::{DynamicPadOp, PadOp};
pub use process_id::{PartitionIdOp, ReplicaIdOp};
pub use quantize::{UniformDequantizeOp, UniformQuantizeOp};
pub use reduce::ReduceOp;
pub use reorder::{ReverseOp, TransposeOp};
pub use reshape::{DynamicReshapeOp, ReshapeOp};
pub use return_op::ReturnOp;
pub use rng::{RngBitGeneratorOp, RngOp};
pub use scatter::ScatterOp;
pub use slice::{RealDynamicSliceOp, SliceOp};
pub use sort_map::{MapOp, SortOp};
pub use ternary::{ClampOp, SelectOp};
pub use token::{AfterAllOp, CreateTokenOp};
pub use triangular::{CholeskyOp, TriangularSolveOp};
pub use tuple::{GetTupleElementOp, OptimizationBarrierOp, TupleOp};
pub use unary::{
    AbsOp, CbrtOp, CeilOp, CosineOp, CountLeadingZerosOp, ErfOp, ExponentialMinusOneOp,
    ExponentialOp, FloorOp, ImagOp, IsFiniteOp, LogOp, LogPlusOneOp, LogisticOp, NegateOp, NotOp,
    PopcntOp, RealOp, RoundNearestAfzOp, RoundNearestEvenOp, RsqrtOp, SignOp, SineOp, SqrtOp,
    TanOp, TanhOp,
};
pub use while_op::WhileOp;
pub use windowed::{ReduceWindowOp, SelectAndScatterOp};

/// Every declared op, by group in registration order: the rows of [`TABLES`] take their
/// facts from these declarations.
pub const DECLARED: &[&[OpInfo]] = &[
    binary::DECLS,
    compare::DECLS,
    unary::DECLS,
    ternary::DECLS,
    conversion::DECLS,
    quantize::DECLS,
    constant::DECLS,
    iota::DECLS,
    broadcast_in_dim::DECLS,
    return_op::DECLS,
    broadcast::DECLS,
    reshape::DECLS,
    reorder::DECLS,
    slice::DECLS,
    dynamic_slice::DECLS,
    concatenate::DECLS,
    pad::DECLS,
    gather::DECLS,
    scatter::DECLS,
    dimension_size::DECLS,
    dynamic_shape::DECLS,
    reduce::DECLS,
    windowed::DECLS,
    sort_map::DECLS,
    while_op::DECLS,
    conditional::DECLS,
    composite::DECLS,
    custom_call::DECLS,
    tuple::DECLS,
    token::DECLS,
    host_transfer::DECLS,
    process_id::DECLS,
    all_gather::DECLS,
    all_reduce::DECLS,
    all_to_all::DECLS,
    collective_permute::DECLS,
    rng::DECLS,
    dot::DECLS,
    dot_general::DECLS,
    convolution::DECLS,
    dynamic_conv::DECLS,
    fft::DECLS,
    triangular::DECLS,
    batch_norm::DECLS,
    einsum::DECLS,
];

/// Every table of this crate, in registration order.
pub const TABLES: &[&[OpRow]] = &[
    binary::OPS,
    compare::OPS,
    unary::OPS,
    ternary::OPS,
    conversion::OPS,
    quantize::OPS,
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
    dynamic_conv::OPS,
    fft::OPS,
    triangular::OPS,
    batch_norm::OPS,
    einsum::OPS,
];
