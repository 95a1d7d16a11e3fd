//! Element-wise ops, compare/select/clamp/convert, constants, parameters and locations.

use super::*;
use crate::builder::{Direction, HloBuilder};

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
    assert!(
        out.contains(
            "hlo.multiply %arg0, %arg1 : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>"
        ),
        "{out}"
    );
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
    assert!(
        e.starts_with("hlo.select (operands: tensor<2xi1>, tensor<2xf32>, tensor<3xf32>): "),
        "{e}"
    );
}

#[test]
fn constants_from_rust_values() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let a = b.constant_r1(&[1.0f32, 2.5]);
    let c = b.constant_literal(ctx.tensor_type(&[2, 2], ctx.i32()), &[1i32, 2, 3, 4]);
    let s = b.constant_literal(
        ctx.tensor_type(&[3], ctx.float_type(xla_ir::float::FloatKind::BF16)),
        &[1.0f32],
    );
    let u = b.constant_r0(7u8);
    let p = b.constant_r1(&[true, false]);
    assert_eq!(a.ty(), t(&ctx, &[2]));
    let tup = b.tuple(&[a, c, s, u, p]);
    let out = text(&ctx, b, tup);
    assert!(
        out.contains("dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"),
        "{out}"
    );
    assert!(
        out.contains("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
        "{out}"
    );
    assert!(
        out.contains("dense<1.000000e+00> : tensor<3xbf16>"),
        "{out}"
    );
    assert!(out.contains("dense<7> : tensor<ui8>"), "{out}");
    assert!(out.contains("dense<[true, false]> : tensor<2xi1>"), "{out}");
}

#[test]
fn constant_value_count_must_match() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let c = b.constant_literal(t(&ctx, &[3]), &[1.0f32, 2.0]);
    let e = error(b, c);
    assert_eq!(
        e,
        "hlo.constant (operands: ): 2 values given for 3 elements of tensor<3xf32>"
    );
}

#[test]
fn handles_of_other_builders_and_parameter_order_are_errors() {
    let ctx = ctx();
    let mut other = HloBuilder::new(&ctx, "g");
    let y = other.parameter(0, t(&ctx, &[2]), "y");
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2]), "x");
    let s = b.add(x, y, &[]);
    assert_eq!(
        error(b, s),
        "hlo.add: operand #1 was not built by builder 'f'"
    );

    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(1, t(&ctx, &[2]), "x");
    assert_eq!(
        error(b, x),
        "parameter 1 ('x') is declared out of order: the next parameter index is 0"
    );
}

#[test]
fn locations_name_parameters_and_ops() {
    let ctx = ctx();
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2]), "x");
    b.set_location(ctx.file_loc("model.py", 7, 3));
    let n = b.neg(x);
    let m = b.build(n).expect("builds");
    let opts = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
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
