//! The further ops: windows, conversions, linear algebra, fft, rng, tokens, batch norm, collectives, einsum, custom calls, feeds.

use super::*;
use crate::builder::{Direction, HloBuilder};

#[test]
fn windows_conversions_linalg_rng_tokens_build_and_verify() {
    use crate::builder::{FftType, Transpose};
    let ctx = ctx();
    let add = add_computation(&ctx);
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[4, 4]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[], ctx.i32()), "i");
    let u = b.parameter(2, t(&ctx, &[2, 2]), "u");
    assert_eq!(b.dynamic_update_slice(x, u, &[i, i]).ty(), t(&ctx, &[4, 4]));
    let zero = b.constant_r0(0.0f32);
    let window = crate::ops::conv_window::WindowAttrs {
        strides: Some(vec![2, 2]),
        ..Default::default()
    };
    assert_eq!(
        b.reduce_window(x, zero, &add, &[2, 2], &window).ty(),
        t(&ctx, &[2, 2])
    );
    assert_eq!(
        b.bitcast_convert(x, ctx.i32()).ty(),
        ctx.tensor_type(&[4, 4], ctx.i32())
    );
    assert_eq!(b.reduce_precision(x, 5, 10).ty(), t(&ctx, &[4, 4]));
    assert_eq!(
        b.get_dimension_size(x, 1).ty(),
        ctx.tensor_type(&[], ctx.i32())
    );
    let c = b.cholesky(x, true);
    let s = b.triangular_solve(c, x, true, true, false, Transpose::NoTranspose);
    let ob = b.optimization_barrier(&[s]);
    let f = b.fft(ob[0], FftType::Rfft, &[4]);
    assert_eq!(
        f.ty(),
        ctx.tensor_type(&[4, 3], ctx.complex_type(ctx.f32()))
    );
    let g = b.fft(f, FftType::Irfft, &[4]);
    assert_eq!(g.ty(), t(&ctx, &[4, 4]));
    let one = b.constant_r0(1.0f32);
    let r = b.rng_uniform(zero, one, &[4, 4]);
    let n = b.rng_normal(zero, one, &[4, 4]);
    let sum = b.add(r, n, &[]);
    let tok = b.create_token();
    let all = b.after_all(&[tok]);
    assert!(b.first_error().is_none(), "{:?}", b.first_error());
    let tup = b.tuple(&[g, sum, all]);
    let out = text(&ctx, b, tup);
    assert!(out.contains("hlo.reduce_window"), "{out}");
    assert!(out.contains("hlo.rng"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[4, 4]), "x");
    let zero = b.constant_r0(0.0f32);
    let r = b.reduce_window(x, zero, &add, &[2], &Default::default());
    let e = error(b, r);
    assert!(
        e.starts_with("hlo.reduce_window (operands: tensor<4x4xf32>, tensor<f32>): "),
        "{e}"
    );
    assert!(e.contains("window"), "{e}");
}

#[test]
fn batch_norm_and_collectives() {
    let ctx = ctx();
    let add = add_computation(&ctx);
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3, 4]), "x");
    let s = b.parameter(1, t(&ctx, &[4]), "s");
    let tr = b.batch_norm_training(x, s, s, 0.001, 2);
    assert_eq!(tr.len(), 3);
    assert_eq!(tr[1].ty(), t(&ctx, &[4]));
    let inf = b.batch_norm_inference(x, s, s, tr[1], tr[2], 0.001, 2);
    let gr = b.batch_norm_grad(x, s, tr[1], tr[2], inf, 0.001, 2);
    let ar = b.all_reduce(&[gr[0]], &add, &[&[0, 1]]);
    let a2a = b.all_to_all(&[ar[0]], 1, 0, 3, &[&[0, 1, 2]]);
    assert_eq!(a2a[0].ty(), t(&ctx, &[6, 1, 4]));
    let cp = b.collective_permute(a2a[0], &[(0, 1), (1, 0)]);
    let ag = b.all_gather(cp, 0, 2, &[&[0, 1]]);
    assert_eq!(ag.ty(), t(&ctx, &[12, 1, 4]));
    let rs = b.reduce_scatter(ag, &add, 0, 2, &[&[0, 1]]);
    assert_eq!(rs.ty(), t(&ctx, &[6, 1, 4]));
    let r = b.replica_id();
    let p = b.partition_id();
    assert!(b.first_error().is_none(), "{:?}", b.first_error());
    let tup = b.tuple(&[rs, r, p]);
    let out = text(&ctx, b, tup);
    assert!(out.contains("hlo.all_to_all"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3, 4]), "x");
    let s = b.parameter(1, t(&ctx, &[5]), "s");
    let tr = b.batch_norm_training(x, s, s, 0.001, 2);
    let e = error(b, tr[0]);
    assert!(
        e.starts_with(
            "hlo.batch_norm_training (operands: tensor<2x3x4xf32>, tensor<5xf32>, tensor<5xf32>): "
        ),
        "{e}"
    );
}

#[test]
fn einsum_custom_call_select_and_scatter_rng_bits_feeds() {
    use crate::builder::RngAlgorithm;
    let ctx = ctx();
    let add = add_computation(&ctx);
    let scalar = t(&ctx, &[]);
    let mut ge = HloBuilder::new(&ctx, "ge");
    let a = ge.parameter(0, scalar, "a");
    let c = ge.parameter(1, scalar, "b");
    let p = ge.compare(a, c, Direction::Ge, &[]);
    let ge = ge.build_computation(&[p]).expect("select");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let y = b.parameter(1, t(&ctx, &[3, 4]), "y");
    let e = b.einsum(x, y, "ab,bc->ac");
    assert_eq!(e.ty(), t(&ctx, &[2, 4]));
    let cc = b.custom_call("foo", &[e], &[t(&ctx, &[4, 4])]);
    let zero = b.constant_r0(0.0f32);
    let src = b.parameter(2, t(&ctx, &[2, 2]), "src");
    let window = crate::ops::conv_window::WindowAttrs {
        strides: Some(vec![2, 2]),
        ..Default::default()
    };
    let sas = b.select_and_scatter(cc[0], &ge, &[2, 2], &window, src, zero, &add);
    assert_eq!(sas.ty(), t(&ctx, &[4, 4]));
    let ui64 = ctx.intern_type(xla_ir::TypeData::Integer {
        width: 64,
        signedness: xla_ir::types::Signedness::Unsigned,
    });
    let state = b.parameter(3, ctx.tensor_type(&[2], ui64), "state");
    let bits = b.rng_bit_generator(
        RngAlgorithm::ThreeFry,
        state,
        ctx.tensor_type(&[2, 2], ui64),
    );
    let tok = b.create_token();
    let fed = b.infeed(tok, &[t(&ctx, &[2])], "");
    let out = b.outfeed(&[fed[0]], fed[1], "");
    assert!(b.first_error().is_none(), "{:?}", b.first_error());
    let tup = b.tuple(&[sas, bits[1], out]);
    let printed = text(&ctx, b, tup);
    assert!(printed.contains("hlo.select_and_scatter"), "{printed}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let e = b.einsum(x, x, "ab,bc->ac");
    assert!(error(b, e).starts_with("hlo.einsum (operands: tensor<2x3xf32>, tensor<2x3xf32>): "));
}

#[test]
fn all_gather_shard_count_must_match_the_groups() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let g = b.all_gather(x, 0, 3, &[&[0, 1]]);
    let e = error(b, g);
    assert!(
        e.starts_with("hlo.all_gather (operands: tensor<2x3xf32>): "),
        "{e}"
    );
    assert!(e.contains("replica group size 2"), "{e}");
}
