//! Batch normalization and the collectives whose result types follow from the operands:
//! batch_norm_{training,inference,grad}, all_reduce, all_gather, reduce_scatter,
//! all_to_all, collective_permute, replica_id, partition_id.

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::attrs::int_elements::i64_elements_attr;
use crate::collective::REPLICA_GROUPS;
use crate::ops::all_gather::ALL_GATHER_DIM;
use crate::ops::all_reduce::SCATTER_DIMENSION;
use crate::ops::all_to_all::{infer_all_to_all, CONCAT_DIMENSION, SPLIT_COUNT, SPLIT_DIMENSION};
use crate::ops::batch_norm::{EPSILON, FEATURE_INDEX};
use crate::ops::collective_permute::SOURCE_TARGET_PAIRS;
use xla_ir::{Attribute, Context, OpRef, Type, TypeData};

/// `replica_groups` as the dense `tensor<N x M x i64>` StableHLO uses; groups of different
/// sizes are padded with -1, as XLA's text form does.
fn replica_groups_attr(ctx: &Context, groups: &[&[i64]]) -> Attribute {
    let width = groups.iter().map(|g| g.len()).max().unwrap_or(0);
    let flat: Vec<i64> = groups
        .iter()
        .flat_map(|g| {
            g.iter()
                .copied()
                .chain(std::iter::repeat_n(-1, width - g.len()))
        })
        .collect();
    i64_elements_attr(ctx, &[groups.len() as i64, width as i64], &flat)
}

fn infer_all_to_all_op(op: OpRef<'_>) -> Result<Vec<Type>, String> {
    infer_all_to_all(op, &op.operand_types()).map_err(|d| d.message)
}

impl<'c> HloBuilder<'c> {
    fn batch_norm_attrs<'a>(
        &self,
        spec: OpSpec<'a>,
        epsilon: f32,
        feature_index: i64,
    ) -> OpSpec<'a> {
        let ctx = self.ctx;
        spec.attr(
            EPSILON,
            ctx.float_attr_bits(ctx.f32(), u64::from(epsilon.to_bits())),
        )
        .attr(FEATURE_INDEX, ctx.i64_attr(feature_index))
    }

    /// XLA's `BatchNormTraining(operand, scale, offset, epsilon, feature_index)`: the
    /// normalized operand, the batch mean and the batch variance.
    pub fn batch_norm_training(
        &mut self,
        operand: XlaOp,
        scale: XlaOp,
        offset: XlaOp,
        epsilon: f32,
        feature_index: i64,
    ) -> Vec<XlaOp> {
        let operands = [operand, scale, offset];
        let spec = OpSpec::new(
            "batch_norm_training",
            &operands,
            Results::Known(vec![operand.ty, scale.ty, scale.ty]),
        );
        let spec = self.batch_norm_attrs(spec, epsilon, feature_index);
        self.emit(spec)
    }

    /// XLA's `BatchNormInference(operand, scale, offset, mean, variance, epsilon,
    /// feature_index)`.
    #[allow(clippy::too_many_arguments)]
    pub fn batch_norm_inference(
        &mut self,
        operand: XlaOp,
        scale: XlaOp,
        offset: XlaOp,
        mean: XlaOp,
        variance: XlaOp,
        epsilon: f32,
        feature_index: i64,
    ) -> XlaOp {
        let operands = [operand, scale, offset, mean, variance];
        let spec = OpSpec::new(
            "batch_norm_inference",
            &operands,
            Results::Known(vec![operand.ty]),
        );
        let spec = self.batch_norm_attrs(spec, epsilon, feature_index);
        self.emit1(spec)
    }

    /// XLA's `BatchNormGrad(operand, scale, mean, variance, grad_output, epsilon,
    /// feature_index)`: the gradients of operand, scale and offset.
    #[allow(clippy::too_many_arguments)]
    pub fn batch_norm_grad(
        &mut self,
        operand: XlaOp,
        scale: XlaOp,
        mean: XlaOp,
        variance: XlaOp,
        grad_output: XlaOp,
        epsilon: f32,
        feature_index: i64,
    ) -> Vec<XlaOp> {
        let operands = [operand, scale, mean, variance, grad_output];
        let spec = OpSpec::new(
            "batch_norm_grad",
            &operands,
            Results::Known(vec![operand.ty, scale.ty, scale.ty]),
        );
        let spec = self.batch_norm_attrs(spec, epsilon, feature_index);
        self.emit(spec)
    }

    /// XLA's `AllReduce(operands, computation, replica_groups)`.
    pub fn all_reduce(
        &mut self,
        operands: &[XlaOp],
        computation: &XlaComputation,
        replica_groups: &[&[i64]],
    ) -> Vec<XlaOp> {
        let types = operands.iter().map(|o| o.ty).collect();
        let groups = replica_groups_attr(self.ctx, replica_groups);
        self.emit(
            OpSpec::new("all_reduce", operands, Results::Known(types))
                .attr(REPLICA_GROUPS, groups)
                .region(computation),
        )
    }

    /// `ty` with dimension `dim` resized by `resize` (a `?` stays `?`; an out-of-range `dim`
    /// leaves `ty` as it is, for the verifier to report).
    fn resized(&self, ty: Type, dim: i64, resize: impl Fn(i64) -> i64) -> Type {
        let ctx = self.ctx;
        let mut shape = crate::verify_util::shape_of(ctx, ty).to_vec();
        if let Some(d) = usize::try_from(dim).ok().and_then(|d| shape.get_mut(d)) {
            if *d != xla_ir::DYNAMIC {
                *d = resize(*d);
            }
        }
        ctx.tensor_type(&shape, crate::verify_util::elem_of(ctx, ty))
    }

    /// XLA's `AllGather(operand, all_gather_dimension, shard_count, replica_groups)`: the
    /// gathered dimension is `shard_count` times larger (the verifier checks it against
    /// the replica group size).
    pub fn all_gather(
        &mut self,
        operand: XlaOp,
        all_gather_dimension: i64,
        shard_count: i64,
        replica_groups: &[&[i64]],
    ) -> XlaOp {
        let ctx = self.ctx;
        let result = self.resized(operand.ty, all_gather_dimension, |d| {
            d.saturating_mul(shard_count)
        });
        let spec = OpSpec::new(
            "all_gather",
            std::slice::from_ref(&operand),
            Results::Known(vec![result]),
        )
        .attr(ALL_GATHER_DIM, ctx.i64_attr(all_gather_dimension))
        .attr(REPLICA_GROUPS, replica_groups_attr(ctx, replica_groups));
        self.emit1(spec)
    }

    /// XLA's `ReduceScatter(operand, computation, scatter_dimension, shard_count,
    /// replica_groups)`: the scattered dimension is divided by `shard_count`.
    pub fn reduce_scatter(
        &mut self,
        operand: XlaOp,
        computation: &XlaComputation,
        scatter_dimension: i64,
        shard_count: i64,
        replica_groups: &[&[i64]],
    ) -> XlaOp {
        let ctx = self.ctx;
        if shard_count <= 0 {
            return self.reject(
                "reduce_scatter",
                &[operand],
                format!("shard_count must be positive, got {shard_count}"),
            );
        }
        let result = self.resized(operand.ty, scatter_dimension, |d| d / shard_count);
        let spec = OpSpec::new(
            "reduce_scatter",
            std::slice::from_ref(&operand),
            Results::Known(vec![result]),
        )
        .attr(SCATTER_DIMENSION, ctx.i64_attr(scatter_dimension))
        .attr(REPLICA_GROUPS, replica_groups_attr(ctx, replica_groups))
        .region(computation);
        self.emit1(spec)
    }

    /// XLA's `AllToAll(operands, split_dimension, concat_dimension, split_count,
    /// replica_groups)`; shapes from the dialect's `infer_all_to_all`.
    pub fn all_to_all(
        &mut self,
        operands: &[XlaOp],
        split_dimension: i64,
        concat_dimension: i64,
        split_count: i64,
        replica_groups: &[&[i64]],
    ) -> Vec<XlaOp> {
        let ctx = self.ctx;
        let spec = OpSpec::new(
            "all_to_all",
            operands,
            Results::InferMany(operands.len(), infer_all_to_all_op),
        )
        .attr(SPLIT_DIMENSION, ctx.i64_attr(split_dimension))
        .attr(CONCAT_DIMENSION, ctx.i64_attr(concat_dimension))
        .attr(SPLIT_COUNT, ctx.i64_attr(split_count))
        .attr(REPLICA_GROUPS, replica_groups_attr(ctx, replica_groups));
        self.emit(spec)
    }

    /// XLA's `CollectivePermute(operand, source_target_pairs)`.
    pub fn collective_permute(
        &mut self,
        operand: XlaOp,
        source_target_pairs: &[(i64, i64)],
    ) -> XlaOp {
        let ctx = self.ctx;
        let flat: Vec<i64> = source_target_pairs
            .iter()
            .flat_map(|&(s, t)| [s, t])
            .collect();
        let pairs = i64_elements_attr(ctx, &[source_target_pairs.len() as i64, 2], &flat);
        let spec = OpSpec::new(
            "collective_permute",
            std::slice::from_ref(&operand),
            Results::Known(vec![operand.ty]),
        )
        .attr(SOURCE_TARGET_PAIRS, pairs);
        self.emit1(spec)
    }

    fn ui32_scalar(&self) -> Type {
        let ui32 = self.ctx.intern_type(TypeData::Integer {
            width: 32,
            signedness: xla_ir::types::Signedness::Unsigned,
        });
        self.ctx.tensor_type(&[], ui32)
    }

    /// XLA's `ReplicaId()`: a `tensor<ui32>`.
    pub fn replica_id(&mut self) -> XlaOp {
        let t = self.ui32_scalar();
        self.emit1(OpSpec::new("replica_id", &[], Results::Known(vec![t])))
    }

    /// XLA's `PartitionId()`: a `tensor<ui32>`.
    pub fn partition_id(&mut self) -> XlaOp {
        let t = self.ui32_scalar();
        self.emit1(OpSpec::new("partition_id", &[], Results::Known(vec![t])))
    }
}
