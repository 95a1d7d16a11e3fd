//! Ops with computations: reduce, map, sort, while, conditionals; tuples.

use super::*;
use crate::builder::{Direction, HloBuilder};

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
    assert!(
        e.starts_with("hlo.reduce (operands: tensor<2x3xf32>, tensor<f32>): "),
        "{e}"
    );
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

/// A module with computations (copied regions, inlined `if` branches) prints, parses back
/// and verifies to the same text.
#[test]
fn built_regions_round_trip_through_the_parser() {
    let ctx = ctx();
    let add = add_computation(&ctx);
    let scalar = t(&ctx, &[]);
    let mut neg = HloBuilder::new(&ctx, "neg");
    let v = neg.parameter(0, scalar, "v");
    let nv = neg.neg(v);
    let neg = neg.build_computation(&[nv]).expect("neg");
    let mut b = HloBuilder::new(&ctx, "f");
    let x = b.parameter(0, t(&ctx, &[2, 3]), "x");
    let zero = b.constant_r0(0.0f32);
    let r = b.reduce(x, zero, &add, &[0, 1]);
    let p = b.compare(r, zero, Direction::Gt, &[]);
    let c = b.conditional(p, &[r], &neg, &[r], &neg);
    let m = b.build(c[0]).expect("builds");
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    let parsed = xla_ir::asm::parse_module(&ctx, "built.mlir", &printed).expect("parses");
    xla_ir::verify::verify_module(&ctx, &parsed).expect("verifies");
    assert_eq!(
        print_module(&ctx, &parsed, &PrintOptions::default()),
        printed
    );
    assert!(printed.contains("hlo.if"), "{printed}");
}
