//! Shape ops, dot/dot_general, gather/scatter, convolution.

use super::*;
use crate::builder::HloBuilder;

#[test]
fn shape_ops_infer_their_types() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[], ctx.i32()), "i");
    assert_eq!(b.broadcast(x, &[4]).ty(), t(&ctx, &[4, 2, 3]));
    assert_eq!(
        b.broadcast_in_dim(x, &[2, 5, 3], &[0, 2]).ty(),
        t(&ctx, &[2, 5, 3])
    );
    assert_eq!(b.reshape(x, &[6]).ty(), t(&ctx, &[6]));
    assert_eq!(b.transpose(x, &[1, 0]).ty(), t(&ctx, &[3, 2]));
    assert_eq!(b.slice(x, &[0, 1], &[2, 3], &[1, 2]).ty(), t(&ctx, &[2, 1]));
    assert_eq!(b.dynamic_slice(x, &[i, i], &[1, 2]).ty(), t(&ctx, &[1, 2]));
    assert_eq!(b.concatenate(&[x, x], 1).ty(), t(&ctx, &[2, 6]));
    let zero = b.constant_r0(0.0f32);
    assert_eq!(
        b.pad(x, zero, &[1, -1], &[0, 0], &[0, 1]).ty(),
        t(&ctx, &[3, 4])
    );
    assert_eq!(b.reverse(x, &[0]).ty(), t(&ctx, &[2, 3]));
    let io = b.iota(ctx.tensor_type(&[4], ctx.i32()), 0);
    assert!(b.first_error().is_none(), "{:?}", b.first_error());
    text(&ctx, b, io);
}

#[test]
fn shape_op_errors_name_the_op() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let r = b.reshape(x, &[4]);
    let e = error(b, r);
    assert!(
        e.starts_with("hlo.reshape (operands: tensor<2x3xf32>): "),
        "{e}"
    );

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let s = b.slice(x, &[0, 0], &[3, 3], &[1, 1]);
    let e = error(b, s);
    assert_eq!(e, "hlo.slice (operands: tensor<2x3xf32>): limit index 3 is larger than dimension size 2 in dimension 0");
}

#[test]
fn dot_and_dot_general() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let a = b.parameter(0, t(&ctx, &[2, 3]), "a");
    let v = b.parameter(1, t(&ctx, &[3]), "v");
    assert_eq!(b.dot(a, v).ty(), t(&ctx, &[2]));
    let l = b.parameter(2, t(&ctx, &[5, 2, 3]), "l");
    let r = b.parameter(3, t(&ctx, &[5, 3, 4]), "r");
    let dims = crate::attrs::dot_dims::DotDims {
        lhs_batching: vec![0],
        rhs_batching: vec![0],
        lhs_contracting: vec![2],
        rhs_contracting: vec![1],
    };
    let g = b.dot_general(l, r, &dims);
    assert_eq!(g.ty(), t(&ctx, &[5, 2, 4]));
    let out = text(&ctx, b, g);
    assert!(
        out.contains("batching_dims = [0] x [0], contracting_dims = [2] x [1]"),
        "{out}"
    );

    let mut b = HloBuilder::new(&ctx, "f");
    let a = b.parameter(0, t(&ctx, &[2, 3]), "a");
    let d = b.dot(a, a);
    assert!(error(b, d).starts_with("hlo.dot (operands: tensor<2x3xf32>, tensor<2x3xf32>): "));
}

fn gather_dims() -> crate::attrs::dimension_numbers::DimensionNumbers {
    crate::attrs::dimension_numbers::DimensionNumbers {
        lists: [vec![1], vec![0], vec![], vec![], vec![0]],
        index_vector_dim: 1,
    }
}

#[test]
fn gather_and_scatter() {
    let ctx = ctx();
    let add = add_computation(&ctx);
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[5, 4]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[3, 1], ctx.i64()), "i");
    let g = b.gather(x, i, &gather_dims(), &[1, 4]);
    assert_eq!(g.ty(), t(&ctx, &[3, 4]));
    let s = b.scatter(&[x], i, &[g], &add, &gather_dims());
    assert_eq!(s[0].ty(), t(&ctx, &[5, 4]));
    let out = text(&ctx, b, s[0]);
    assert!(out.contains("hlo.gather"), "{out}");
    assert!(out.contains("hlo.scatter"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[5, 4]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[3, 1], ctx.i64()), "i");
    let g = b.gather(x, i, &gather_dims(), &[1, 5]);
    let e = error(b, g);
    assert!(e.starts_with("hlo.gather (operands: tensor<5x4xf32>, tensor<3x1xi64>): slice size (5) is out of bounds"), "{e}");
}

#[test]
fn convolution_infers_the_window_output() {
    let ctx = ctx();
    let dims = crate::attrs::conv_dims::ConvDims {
        input_batch: 0,
        input_feature: 3,
        input_spatial: vec![1, 2],
        kernel_input_feature: 2,
        kernel_output_feature: 3,
        kernel_spatial: vec![0, 1],
        output_batch: 0,
        output_feature: 3,
        output_spatial: vec![1, 2],
    };
    let window = crate::ops::conv_window::WindowAttrs {
        strides: Some(vec![1, 1]),
        padding: Some(vec![(0, 1), (0, 1)]),
        ..Default::default()
    };
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[1, 4, 4, 1]), "x");
    let k = b.parameter(1, t(&ctx, &[2, 2, 1, 1]), "k");
    let c = b.convolution(x, k, &window, &dims, 1, 1);
    assert_eq!(c.ty(), t(&ctx, &[1, 4, 4, 1]));
    let out = text(&ctx, b, c);
    assert!(
        out.contains("dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"),
        "{out}"
    );

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[1, 4, 4, 1]), "x");
    let k = b.parameter(1, t(&ctx, &[2, 2, 3, 1]), "k");
    let c = b.convolution(x, k, &window, &dims, 1, 1);
    assert!(error(b, c)
        .starts_with("hlo.convolution (operands: tensor<1x4x4x1xf32>, tensor<2x2x3x1xf32>): "));
}
