//! Builder tests per op group, including errors reported at `build()` naming the op.

use super::elementwise::Direction;
use super::{HloBuilder, XlaComputation};
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::{Context, Type};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

fn t(ctx: &Context, shape: &[i64]) -> Type {
    ctx.tensor_type(shape, ctx.f32())
}

fn text(ctx: &Context, b: HloBuilder<'_>, root: super::XlaOp) -> String {
    match b.build(root) {
        Ok(m) => print_module(ctx, &m, &PrintOptions::default()),
        Err(d) => panic!("build failed: {}", d.message),
    }
}

fn error(b: HloBuilder<'_>, root: super::XlaOp) -> String {
    match b.build(root) {
        Ok(_) => "ok".to_string(),
        Err(d) => d.message,
    }
}

/// `a + b` over scalars: the reducer of the reduce tests.
fn add_computation(ctx: &Context) -> XlaComputation {
    let mut b = HloBuilder::new(ctx, "add");
    let x = b.parameter(0, t(ctx, &[]), "x");
    let y = b.parameter(1, t(ctx, &[]), "y");
    let s = b.add(x, y, &[]);
    b.build_computation(&[s]).expect("add computation")
}

#[test]
fn binary_ops_broadcast_scalars_and_degenerate_dims() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 1]), "x");
    let y = b.parameter(1, t(&ctx, &[1, 3]), "y");
    let s = b.mul(x, y, &[]);
    assert_eq!(s.ty(), t(&ctx, &[2, 3]));
    let c = b.constant_r0(2.0f32);
    let r = b.sub(s, c, &[]);
    assert_eq!(r.ty(), t(&ctx, &[2, 3]));
    let out = text(&ctx, b, r);
    assert!(out.contains("hlo.multiply %arg0, %arg1 : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>"), "{out}");
}

#[test]
fn binary_ops_take_broadcast_dimensions() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let m = b.parameter(0, t(&ctx, &[2, 3]), "m");
    let v = b.parameter(1, t(&ctx, &[3]), "v");
    let s = b.add(m, v, &[1]);
    assert_eq!(s.ty(), t(&ctx, &[2, 3]));
    let out = text(&ctx, b, s);
    assert!(out.contains("broadcast_dimensions"), "{out}");
}

#[test]
fn binary_shape_errors_name_the_op() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let y = b.parameter(1, t(&ctx, &[4]), "y");
    let bad = b.add(x, y, &[1]);
    // Later calls are no-ops; the first error is reported.
    let later = b.neg(bad);
    let e = error(b, later);
    assert!(e.starts_with("hlo.add (operands: tensor<2x3xf32>, tensor<4xf32>): operand shapes [2, 3] and [4] do not broadcast"), "{e}");
}

#[test]
fn unary_compare_select_clamp_convert() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[4]), "x");
    let e = b.exp(x);
    let z = b.constant_r0(0.0f32);
    let p = b.compare(e, z, Direction::Gt, &[]);
    assert_eq!(p.ty(), ctx.tensor_type(&[4], ctx.i1()));
    let s = b.select(p, e, x);
    let c = b.clamp(z, s, e);
    let f = b.is_finite(c);
    assert_eq!(f.ty(), ctx.tensor_type(&[4], ctx.i1()));
    let i = b.convert(c, ctx.i32());
    let out = text(&ctx, b, i);
    assert!(out.contains("hlo.compare GT"), "{out}");
    assert!(out.contains("hlo.convert %"), "{out}");
}

#[test]
fn select_with_mismatched_branches_is_an_error() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let p = b.parameter(0, ctx.tensor_type(&[2], ctx.i1()), "p");
    let x = b.parameter(1, t(&ctx, &[2]), "x");
    let y = b.parameter(2, t(&ctx, &[3]), "y");
    let s = b.select(p, x, y);
    let e = error(b, s);
    assert!(e.starts_with("hlo.select (operands: tensor<2xi1>, tensor<2xf32>, tensor<3xf32>): "), "{e}");
}

#[test]
fn constants_from_rust_values() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let a = b.constant_r1(&[1.0f32, 2.5]);
    let c = b.constant_literal(ctx.tensor_type(&[2, 2], ctx.i32()), &[1i32, 2, 3, 4]);
    let s = b.constant_literal(ctx.tensor_type(&[3], ctx.float_type(xla_ir::float::FloatKind::BF16)), &[1.0f32]);
    let u = b.constant_r0(7u8);
    let p = b.constant_r1(&[true, false]);
    assert_eq!(a.ty(), t(&ctx, &[2]));
    let tup = b.tuple(&[a, c, s, u, p]);
    let out = text(&ctx, b, tup);
    assert!(out.contains("dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"), "{out}");
    assert!(out.contains("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"), "{out}");
    assert!(out.contains("dense<1.000000e+00> : tensor<3xbf16>"), "{out}");
    assert!(out.contains("dense<7> : tensor<ui8>"), "{out}");
    assert!(out.contains("dense<[true, false]> : tensor<2xi1>"), "{out}");
}

#[test]
fn constant_value_count_must_match() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let c = b.constant_literal(t(&ctx, &[3]), &[1.0f32, 2.0]);
    let e = error(b, c);
    assert_eq!(e, "hlo.constant (operands: ): 2 values given for 3 elements of tensor<3xf32>");
}

#[test]
fn shape_ops_infer_their_types() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[], ctx.i32()), "i");
    assert_eq!(b.broadcast(x, &[4]).ty(), t(&ctx, &[4, 2, 3]));
    assert_eq!(b.broadcast_in_dim(x, &[2, 5, 3], &[0, 2]).ty(), t(&ctx, &[2, 5, 3]));
    assert_eq!(b.reshape(x, &[6]).ty(), t(&ctx, &[6]));
    assert_eq!(b.transpose(x, &[1, 0]).ty(), t(&ctx, &[3, 2]));
    assert_eq!(b.slice(x, &[0, 1], &[2, 3], &[1, 2]).ty(), t(&ctx, &[2, 1]));
    assert_eq!(b.dynamic_slice(x, &[i, i], &[1, 2]).ty(), t(&ctx, &[1, 2]));
    assert_eq!(b.concatenate(&[x, x], 1).ty(), t(&ctx, &[2, 6]));
    let zero = b.constant_r0(0.0f32);
    assert_eq!(b.pad(x, zero, &[1, -1], &[0, 0], &[0, 1]).ty(), t(&ctx, &[3, 4]));
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
    assert!(e.starts_with("hlo.reshape (operands: tensor<2x3xf32>): "), "{e}");

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
    assert!(out.contains("batching_dims = [0] x [0], contracting_dims = [2] x [1]"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let a = b.parameter(0, t(&ctx, &[2, 3]), "a");
    let d = b.dot(a, a);
    assert!(error(b, d).starts_with("hlo.dot (operands: tensor<2x3xf32>, tensor<2x3xf32>): "));
}

#[test]
fn reduce_and_map_use_computations() {
    let ctx = ctx();
    let add = add_computation(&ctx);
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let zero = b.constant_r0(0.0f32);
    let r = b.reduce(x, zero, &add, &[1]);
    assert_eq!(r.ty(), t(&ctx, &[2]));
    let m = b.map(&[r, r], &add, &[0]);
    assert_eq!(m.ty(), t(&ctx, &[2]));
    let out = text(&ctx, b, m);
    assert!(out.contains("hlo.reduce"), "{out}");
    assert!(out.contains("hlo.map"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let zero = b.constant_r0(0.0f32);
    let r = b.reduce(x, zero, &add, &[2]);
    let e = error(b, r);
    assert!(e.starts_with("hlo.reduce (operands: tensor<2x3xf32>, tensor<f32>): "), "{e}");
    assert!(e.contains("Out-of-bounds dimension 2"), "{e}");
}

#[test]
fn sort_while_conditional_and_tuples() {
    let ctx = ctx();
    let scalar = t(&ctx, &[]);
    let mut lt = HloBuilder::new(&ctx, "lt");
    let a = lt.parameter(0, scalar, "a");
    let c = lt.parameter(1, scalar, "b");
    let p = lt.compare(a, c, Direction::Lt, &[]);
    let lt = lt.build_computation(&[p]).expect("comparator");

    let mut cond = HloBuilder::new(&ctx, "cond");
    let i = cond.parameter(0, scalar, "i");
    let ten = cond.constant_r0(10.0f32);
    let p = cond.compare(i, ten, Direction::Lt, &[]);
    let cond = cond.build_computation(&[p]).expect("cond");
    let mut body = HloBuilder::new(&ctx, "body");
    let i = body.parameter(0, scalar, "i");
    let one = body.constant_r0(1.0f32);
    let n = body.add(i, one, &[]);
    let body = body.build_computation(&[n]).expect("body");
    let mut neg = HloBuilder::new(&ctx, "neg");
    let v = neg.parameter(0, scalar, "v");
    let nv = neg.neg(v);
    let neg = neg.build_computation(&[nv]).expect("neg");
    let mut id = HloBuilder::new(&ctx, "id");
    let v = id.parameter(0, scalar, "v");
    let id = id.build_computation(&[v]).expect("id");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[5]), "x");
    let s = b.parameter(1, scalar, "s");
    let sorted = b.sort(&[x], &lt, 0, true);
    let w = b.while_loop(&cond, &body, &[s]);
    let zero = b.constant_r0(0.0f32);
    let p = b.compare(s, zero, Direction::Gt, &[]);
    let r = b.conditional(p, &[w[0]], &neg, &[s], &id);
    let tup = b.tuple(&[sorted[0], r[0]]);
    let g = b.get_tuple_element(tup, 1);
    assert_eq!(g.ty(), scalar);
    let out = text(&ctx, b, g);
    assert!(out.contains("hlo.sort"), "{out}");
    assert!(out.contains("hlo.while"), "{out}");
    assert!(out.contains("hlo.if"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[5]), "x");
    let tup = b.tuple(&[x]);
    let g = b.get_tuple_element(tup, 1);
    assert_eq!(error(b, g), "hlo.get_tuple_element (operands: tuple<tensor<5xf32>>): index 1 is out of range of tuple<tensor<5xf32>>");
}

#[test]
fn handles_of_other_builders_and_parameter_order_are_errors() {
    let ctx = ctx();
    let mut other = HloBuilder::new(&ctx, "g");
    let y = other.parameter(0, t(&ctx, &[2]), "y");
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2]), "x");
    let s = b.add(x, y, &[]);
    assert_eq!(error(b, s), "hlo.add: operand #1 was not built by builder 'f'");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(1, t(&ctx, &[2]), "x");
    assert_eq!(error(b, x), "parameter 1 ('x') is declared out of order: the next parameter index is 0");
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
    assert!(out.contains("dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[1, 4, 4, 1]), "x");
    let k = b.parameter(1, t(&ctx, &[2, 2, 3, 1]), "k");
    let c = b.convolution(x, k, &window, &dims, 1, 1);
    assert!(error(b, c).starts_with("hlo.convolution (operands: tensor<1x4x4x1xf32>, tensor<2x2x3x1xf32>): "));
}

#[test]
fn more_ops_build_and_verify() {
    use super::{FftKind, TransposeA};
    let ctx = ctx();
    let add = add_computation(&ctx);
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[4, 4]), "x");
    let i = b.parameter(1, ctx.tensor_type(&[], ctx.i32()), "i");
    let u = b.parameter(2, t(&ctx, &[2, 2]), "u");
    assert_eq!(b.dynamic_update_slice(x, u, &[i, i]).ty(), t(&ctx, &[4, 4]));
    let zero = b.constant_r0(0.0f32);
    let window = crate::ops::conv_window::WindowAttrs { strides: Some(vec![2, 2]), ..Default::default() };
    assert_eq!(b.reduce_window(x, zero, &add, &[2, 2], &window).ty(), t(&ctx, &[2, 2]));
    assert_eq!(b.bitcast_convert(x, ctx.i32()).ty(), ctx.tensor_type(&[4, 4], ctx.i32()));
    assert_eq!(b.reduce_precision(x, 5, 10).ty(), t(&ctx, &[4, 4]));
    assert_eq!(b.get_dimension_size(x, 1).ty(), ctx.tensor_type(&[], ctx.i32()));
    let c = b.cholesky(x, true);
    let s = b.triangular_solve(c, x, true, true, false, TransposeA::NoTranspose);
    let ob = b.optimization_barrier(&[s]);
    let f = b.fft(ob[0], FftKind::Rfft, &[4]);
    assert_eq!(f.ty(), ctx.tensor_type(&[4, 3], ctx.complex_type(ctx.f32())));
    let g = b.fft(f, FftKind::Irfft, &[4]);
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
    assert!(e.starts_with("hlo.reduce_window (operands: tensor<4x4xf32>, tensor<f32>): "), "{e}");
    assert!(e.contains("window"), "{e}");
}

#[test]
fn locations_name_parameters_and_ops() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2]), "x");
    b.set_location(ctx.file_loc("model.py", 7, 3));
    let n = b.neg(x);
    let m = b.build(n).expect("builds");
    let opts = PrintOptions { debug_info: true, ..PrintOptions::default() };
    let out = print_module(&ctx, &m, &opts);
    assert!(out.contains("%arg0: tensor<2xf32> loc(\"x\")"), "{out}");
    assert!(out.contains("loc(\"model.py\":7:3)"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2]), "x");
    let loc = ctx.file_loc("model.py", 9, 1);
    b.set_location(loc);
    let r = b.reshape(x, &[3]);
    match b.build(r) {
        Ok(_) => panic!("reshape 2 -> 3 builds"),
        Err(d) => assert_eq!(d.loc, loc),
    }
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
    let r = b.replica_id();
    let p = b.partition_id();
    assert!(b.first_error().is_none(), "{:?}", b.first_error());
    let tup = b.tuple(&[cp, r, p]);
    let out = text(&ctx, b, tup);
    assert!(out.contains("hlo.all_to_all"), "{out}");

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3, 4]), "x");
    let s = b.parameter(1, t(&ctx, &[5]), "s");
    let tr = b.batch_norm_training(x, s, s, 0.001, 2);
    let e = error(b, tr[0]);
    assert!(e.starts_with("hlo.batch_norm_training (operands: tensor<2x3x4xf32>, tensor<5xf32>, tensor<5xf32>): "), "{e}");
}

#[test]
fn einsum_custom_call_select_and_scatter_rng_bits_feeds() {
    use super::RngAlgorithm;
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
    let window = crate::ops::conv_window::WindowAttrs { strides: Some(vec![2, 2]), ..Default::default() };
    let sas = b.select_and_scatter(cc[0], &ge, &[2, 2], &window, src, zero, &add);
    assert_eq!(sas.ty(), t(&ctx, &[4, 4]));
    let ui64 = ctx.intern_type(xla_ir::TypeData::Integer { width: 64, signedness: xla_ir::types::Signedness::Unsigned });
    let state = b.parameter(3, ctx.tensor_type(&[2], ui64), "state");
    let bits = b.rng_bit_generator(RngAlgorithm::ThreeFry, state, ctx.tensor_type(&[2, 2], ui64));
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
