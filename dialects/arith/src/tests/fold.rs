//! Folders: constant folding with upstream's wrap-around and no-fold rules.

use super::{Fixture, Folded};
use crate::attrs::{CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH};
use crate::fold::{make, Elems};
use xla_ir::{Attribute, Type, ValueId};

/// Builds `name(fresh args of type ty) -> results` in `fx` and folds it with `constants`;
/// returns the args and the fold.
fn fold_props(
    fx: &mut Fixture,
    name: &str,
    ty: Type,
    results: &[Type],
    constants: &[Option<Attribute>],
    props: &[(&str, Attribute)],
) -> (Vec<ValueId>, Option<Vec<Folded>>) {
    let args: Vec<_> = constants.iter().map(|_| fx.arg(ty)).collect();
    let op = fx.op(name, &args, results, props);
    let r = fx.fold(op, constants);
    (args, r)
}

fn fold_with(
    fx: &mut Fixture,
    name: &str,
    ty: Type,
    results: &[Type],
    constants: &[Option<Attribute>],
) -> (Vec<ValueId>, Option<Vec<Folded>>) {
    fold_props(fx, name, ty, results, constants, &[])
}

/// Folds a binary op on two scalar constants of `ty` given as raw values.
fn int_fold(name: &str, width: u32, a: i128, b: i128) -> Option<i128> {
    let mut fx = Fixture::new();
    let ty = fx.ctx.integer_type(width);
    let (ca, cb) = (fx.ctx.integer_attr(ty, a), fx.ctx.integer_attr(ty, b));
    let (_, r) = fold_with(&mut fx, name, ty, &[ty], &[Some(ca), Some(cb)]);
    match r?.as_slice() {
        [Folded::Attr(a)] => fx.ctx.attr_as_int(*a),
        other => panic!("{name}: unexpected {other:?}"),
    }
}

#[test]
fn integer_arithmetic_wraps() {
    assert_eq!(int_fold("arith.addi", 32, 1, 2), Some(3));
    assert_eq!(int_fold("arith.addi", 8, 127, 1), Some(-128));
    assert_eq!(int_fold("arith.subi", 8, -128, 1), Some(127));
    assert_eq!(int_fold("arith.muli", 16, 300, 300), Some(24464));
    assert_eq!(int_fold("arith.divui", 16, 6, -2), Some(0));
    assert_eq!(int_fold("arith.divsi", 16, 6, -2), Some(-3));
    assert_eq!(int_fold("arith.ceildivsi", 32, 7, -2), Some(-3));
    assert_eq!(int_fold("arith.ceildivui", 16, 6, -2), Some(1));
    assert_eq!(int_fold("arith.floordivsi", 32, 5, -2), Some(-3));
    assert_eq!(int_fold("arith.remui", 16, 6, -2), Some(6));
    assert_eq!(int_fold("arith.remsi", 32, -7, 2), Some(-1));
    assert_eq!(int_fold("arith.xori", 8, 0b1100, 0b1010), Some(0b0110));
    assert_eq!(int_fold("arith.shli", 8, 5, 3), Some(40));
    assert_eq!(int_fold("arith.shrsi", 8, -96, 3), Some(-12));
    assert_eq!(int_fold("arith.shrui", 8, -96, 3), Some(20));
    assert_eq!(int_fold("arith.maxui", 8, -1, 3), Some(-1));
    assert_eq!(int_fold("arith.maxsi", 8, -1, 3), Some(3));
    assert_eq!(
        int_fold("arith.minsi", 64, i64::MIN as i128 + 1, 3),
        Some(i64::MIN as i128 + 1)
    );
}

#[test]
fn undefined_cases_do_not_fold() {
    assert_eq!(int_fold("arith.divsi", 8, -128, -1), None);
    assert_eq!(int_fold("arith.divui", 8, 5, 0), None);
    assert_eq!(int_fold("arith.remsi", 8, 5, 0), None);
    assert_eq!(int_fold("arith.floordivsi", 8, -128, -1), None);
    assert_eq!(int_fold("arith.shli", 8, 1, 8), None);
    assert_eq!(int_fold("arith.shrui", 8, 1, -1), None);
}

#[test]
fn identities_on_constant_operands() {
    let mut fx = Fixture::new();
    let i32t = fx.ctx.i32();
    let (zero, one, ones) = (
        fx.ctx.integer_attr(i32t, 0),
        fx.ctx.integer_attr(i32t, 1),
        fx.ctx.integer_attr(i32t, -1),
    );
    // With only the rhs constant, the op folds to one of its operands.
    let mut check = |name: &str, rhs: Attribute, expect_lhs: bool| {
        let (args, r) = fold_with(&mut fx, name, i32t, &[i32t], &[None, Some(rhs)]);
        assert_eq!(
            r,
            Some(vec![Folded::Value(args[if expect_lhs { 0 } else { 1 }])]),
            "{name}"
        );
    };
    check("arith.addi", zero, true);
    check("arith.subi", zero, true);
    check("arith.muli", one, true);
    check("arith.muli", zero, false);
    check("arith.divsi", one, true);
    check("arith.andi", ones, true);
    check("arith.andi", zero, false);
    check("arith.ori", zero, true);
    check("arith.shrsi", zero, true);
    check("arith.maxui", ones, false);
    check("arith.minui", ones, true);
    let (_, r) = fold_with(&mut fx, "arith.remui", i32t, &[i32t], &[None, Some(one)]);
    assert_eq!(r, Some(vec![Folded::Attr(zero)]));
    let (_, r) = fold_with(&mut fx, "arith.ori", i32t, &[i32t], &[None, Some(ones)]);
    assert_eq!(r, Some(vec![Folded::Attr(ones)]));
    assert_eq!(
        fold_with(&mut fx, "arith.addi", i32t, &[i32t], &[None, Some(one)]).1,
        None
    );
}

#[test]
fn same_operand_folds() {
    let mut fx = Fixture::new();
    let i32t = fx.ctx.i32();
    let x = fx.arg(i32t);
    let sub = fx.op("arith.subi", &[x, x], &[i32t], &[]);
    assert_eq!(
        fx.fold(sub, &[None, None]),
        Some(vec![Folded::Attr(fx.ctx.integer_attr(i32t, 0))])
    );
    let max = fx.op("arith.maxsi", &[x, x], &[i32t], &[]);
    assert_eq!(fx.fold(max, &[None, None]), Some(vec![Folded::Value(x)]));
    let slt = CMPI_PREDICATES.attr(&fx.ctx, 2);
    let i1 = fx.ctx.i1();
    let cmp = fx.op("arith.cmpi", &[x, x], &[i1], &[("predicate", slt)]);
    assert_eq!(
        fx.fold(cmp, &[None, None]),
        Some(vec![Folded::Attr(fx.ctx.bool_attr(false))])
    );
    let dynamic = fx.ctx.tensor_type(&[xla_ir::DYNAMIC], i32t);
    let t = fx.arg(dynamic);
    let sub_dyn = fx.op("arith.subi", &[t, t], &[dynamic], &[]);
    assert_eq!(
        fx.fold(sub_dyn, &[None, None]),
        None,
        "no constant of a dynamic shape"
    );
}

#[test]
fn dense_elements_fold_elementwise() {
    let mut fx = Fixture::new();
    let ty = fx.ctx.vector_type(&[2], fx.ctx.integer_type(8));
    let a = make(&fx.ctx, ty, &[1, 0x7f]).unwrap();
    let b = make(&fx.ctx, ty, &[10]).unwrap();
    let (_, r) = fold_with(&mut fx, "arith.addi", ty, &[ty], &[Some(a), Some(b)]);
    let Some([Folded::Attr(sum)]) = r.as_deref() else {
        panic!()
    };
    assert_eq!(Elems::decode(&fx.ctx, *sum).unwrap().bits, vec![11, 0x89]);
    let i1v = fx.ctx.vector_type(&[2], fx.ctx.i1());
    let slt = CMPI_PREDICATES.attr(&fx.ctx, 2);
    let (_, r) = fold_props(
        &mut fx,
        "arith.cmpi",
        ty,
        &[i1v],
        &[Some(a), Some(b)],
        &[("predicate", slt)],
    );
    let Some([Folded::Attr(cmp)]) = r.as_deref() else {
        panic!()
    };
    assert_eq!(fx.ctx.attr_type(*cmp), Some(i1v));
    assert_eq!(Elems::decode(&fx.ctx, *cmp).unwrap().bits, vec![1, 0]);
}

fn f32_attr(fx: &Fixture, x: f32) -> Attribute {
    fx.ctx.float_attr_bits(fx.ctx.f32(), x.to_bits() as u64)
}

fn float_fold(name: &str, a: f32, b: f32) -> Option<f32> {
    let mut fx = Fixture::new();
    let f32t = fx.ctx.f32();
    let (ca, cb) = (f32_attr(&fx, a), f32_attr(&fx, b));
    let (_, r) = fold_with(&mut fx, name, f32t, &[f32t], &[Some(ca), Some(cb)]);
    match r?.as_slice() {
        [Folded::Attr(a)] => match fx.ctx.attr_data(*a) {
            xla_ir::AttrData::Float { bits, .. } => Some(f32::from_bits(*bits as u32)),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn float_arithmetic() {
    assert_eq!(float_fold("arith.addf", 1.0, 2.0), Some(3.0));
    assert_eq!(float_fold("arith.subf", 1.0, 0.25), Some(0.75));
    assert_eq!(float_fold("arith.mulf", 1.5, -2.0), Some(-3.0));
    assert_eq!(float_fold("arith.divf", 1.0, 3.0), Some(1.0 / 3.0));
    assert_eq!(float_fold("arith.remf", -7.5, 2.0), Some(-1.5));
    assert_eq!(
        float_fold("arith.maximumf", -0.0, 0.0).map(f32::to_bits),
        Some(0)
    );
    assert!(float_fold("arith.maximumf", f32::NAN, 1.0)
        .unwrap()
        .is_nan());
    assert_eq!(float_fold("arith.maxnumf", f32::NAN, 1.0), Some(1.0));
    assert_eq!(
        float_fold("arith.minimumf", -0.0, 0.0).map(f32::to_bits),
        Some(0x8000_0000)
    );
    assert_eq!(float_fold("arith.minnumf", 3.0, 2.0), Some(2.0));
    assert_eq!(
        float_fold("arith.minnumf", 2.0, f32::NAN),
        None,
        "folds to the lhs value instead"
    );
}

#[test]
fn float_identities() {
    let mut fx = Fixture::new();
    let f32t = fx.ctx.f32();
    let (neg_zero, zero, one) = (f32_attr(&fx, -0.0), f32_attr(&fx, 0.0), f32_attr(&fx, 1.0));
    let nnan_nsz = FASTMATH.attr(&fx.ctx, 2 | 8);
    let mut lhs_of = |name: &str, rhs: Attribute, props: &[(&str, Attribute)]| {
        let (args, r) = fold_props(&mut fx, name, f32t, &[f32t], &[None, Some(rhs)], props);
        match r.as_deref() {
            Some([Folded::Value(v)]) => Some(args.iter().position(|a| a == v).unwrap()),
            _ => None,
        }
    };
    assert_eq!(lhs_of("arith.addf", neg_zero, &[]), Some(0));
    assert_eq!(
        lhs_of("arith.addf", zero, &[]),
        None,
        "x + 0.0 is not x for x = -0.0"
    );
    assert_eq!(lhs_of("arith.subf", zero, &[]), Some(0));
    assert_eq!(lhs_of("arith.mulf", one, &[]), Some(0));
    assert_eq!(lhs_of("arith.divf", one, &[]), Some(0));
    assert_eq!(lhs_of("arith.mulf", zero, &[]), None);
    assert_eq!(
        lhs_of("arith.mulf", zero, &[("fastmath", nnan_nsz)]),
        Some(1)
    );
}

#[test]
fn negf_folds() {
    let mut fx = Fixture::new();
    let f32t = fx.ctx.f32();
    let x = fx.arg(f32t);
    let inner = fx.op("arith.negf", &[x], &[f32t], &[]);
    let y = fx.body.result(inner, 0);
    let outer = fx.op("arith.negf", &[y], &[f32t], &[]);
    assert_eq!(fx.fold(outer, &[None]), Some(vec![Folded::Value(x)]));
    let two = f32_attr(&fx, 2.0);
    assert_eq!(
        fx.fold(inner, &[Some(two)]),
        Some(vec![Folded::Attr(f32_attr(&fx, -2.0))])
    );
}

#[test]
fn cmpf_folds_scalars_and_nan() {
    let mut fx = Fixture::new();
    let (f32t, i1) = (fx.ctx.f32(), fx.ctx.i1());
    let olt = CMPF_PREDICATES.attr(&fx.ctx, 4);
    let une = CMPF_PREDICATES.attr(&fx.ctx, 13);
    let (one, two, nan) = (
        f32_attr(&fx, 1.0),
        f32_attr(&fx, 2.0),
        f32_attr(&fx, f32::NAN),
    );
    let t = fx.ctx.bool_attr(true);
    let f = fx.ctx.bool_attr(false);
    let mut run = |pred, consts: &[Option<Attribute>]| {
        fold_props(
            &mut fx,
            "arith.cmpf",
            f32t,
            &[i1],
            consts,
            &[("predicate", pred)],
        )
        .1
    };
    assert_eq!(
        run(olt, &[Some(one), Some(two)]),
        Some(vec![Folded::Attr(t)])
    );
    assert_eq!(run(olt, &[Some(nan), None]), Some(vec![Folded::Attr(f)]));
    assert_eq!(run(une, &[None, Some(nan)]), Some(vec![Folded::Attr(t)]));
    assert_eq!(run(olt, &[None, Some(one)]), None);
}

/// Folds a cast of one scalar constant.
fn cast_fold(
    fx: &mut Fixture,
    name: &str,
    input: Attribute,
    from: Type,
    to: Type,
) -> Option<Attribute> {
    let (_, r) = fold_with(fx, name, from, &[to], &[Some(input)]);
    match r?.as_slice() {
        [Folded::Attr(a)] => Some(*a),
        _ => None,
    }
}

#[test]
fn casts_fold() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i8t, i32t, idx, f32t, f16t) = (
        ctx.integer_type(8),
        ctx.i32(),
        ctx.index_type(),
        ctx.f32(),
        ctx.float_type(xla_ir::float::FloatKind::F16),
    );
    let (m1, m1_32) = (ctx.integer_attr(i8t, -1), ctx.integer_attr(i32t, -1));
    let f = |x: f32| ctx.float_attr_bits(f32t, x.to_bits() as u64);
    let cases = [
        (
            "arith.extsi",
            m1,
            i8t,
            i32t,
            Some(ctx.integer_attr(i32t, -1)),
        ),
        (
            "arith.extui",
            m1,
            i8t,
            i32t,
            Some(ctx.integer_attr(i32t, 255)),
        ),
        (
            "arith.trunci",
            ctx.integer_attr(i32t, 0x1ff),
            i32t,
            i8t,
            Some(m1),
        ),
        (
            "arith.index_cast",
            m1_32,
            i32t,
            idx,
            Some(ctx.integer_attr(idx, -1)),
        ),
        (
            "arith.index_castui",
            m1_32,
            i32t,
            idx,
            Some(ctx.integer_attr(idx, 0xffff_ffff)),
        ),
        ("arith.sitofp", m1_32, i32t, f32t, Some(f(-1.0))),
        ("arith.uitofp", m1_32, i32t, f32t, Some(f(4_294_967_296.0))),
        (
            "arith.fptosi",
            f(-2.9),
            f32t,
            i8t,
            Some(ctx.integer_attr(i8t, -2)),
        ),
        ("arith.fptosi", f(300.0), f32t, i8t, None),
        ("arith.fptoui", f(-1.0), f32t, i8t, None),
        (
            "arith.truncf",
            f(1.5),
            f32t,
            f16t,
            Some(ctx.float_attr_bits(f16t, 0x3e00)),
        ),
        ("arith.truncf", f(0.1), f32t, f16t, None),
        (
            "arith.extf",
            ctx.float_attr_bits(f16t, 0x3800),
            f16t,
            f32t,
            Some(f(0.5)),
        ),
        (
            "arith.bitcast",
            f(1.0),
            f32t,
            i32t,
            Some(ctx.integer_attr(i32t, 0x3f80_0000)),
        ),
        (
            "arith.bitcast",
            ctx.integer_attr(i32t, 0x3f80_0000),
            i32t,
            f32t,
            Some(f(1.0)),
        ),
    ];
    for (name, input, from, to, expected) in cases {
        assert_eq!(
            cast_fold(&mut fx, name, input, from, to),
            expected,
            "{name}"
        );
    }
}

#[test]
fn select_folds() {
    let mut fx = Fixture::new();
    let (i1, i32t) = (fx.ctx.i1(), fx.ctx.i32());
    let (c, a, b) = (fx.arg(i1), fx.arg(i32t), fx.arg(i32t));
    let op = fx.op("arith.select", &[c, a, b], &[i32t], &[]);
    let (t, f) = (fx.ctx.bool_attr(true), fx.ctx.bool_attr(false));
    assert_eq!(
        fx.fold(op, &[Some(t), None, None]),
        Some(vec![Folded::Value(a)])
    );
    assert_eq!(
        fx.fold(op, &[Some(f), None, None]),
        Some(vec![Folded::Value(b)])
    );
    assert_eq!(fx.fold(op, &[None, None, None]), None);
    let same = fx.op("arith.select", &[c, a, a], &[i32t], &[]);
    assert_eq!(
        fx.fold(same, &[None, None, None]),
        Some(vec![Folded::Value(a)])
    );
    let (x, y) = (fx.arg(i1), fx.arg(i1));
    let as_bool = fx.op("arith.select", &[c, x, y], &[i1], &[]);
    assert_eq!(
        fx.fold(as_bool, &[None, Some(t), Some(f)]),
        Some(vec![Folded::Value(c)])
    );
    let (vi1, vi32) = (fx.ctx.vector_type(&[2], i1), fx.ctx.vector_type(&[2], i32t));
    let (vc, va) = (fx.arg(vi1), fx.arg(vi32));
    let vb = fx.arg(vi32);
    let vsel = fx.op("arith.select", &[vc, va, vb], &[vi32], &[]);
    let cond = make(&fx.ctx, vi1, &[1, 0]).unwrap();
    let (lhs, rhs) = (
        make(&fx.ctx, vi32, &[1, 2]).unwrap(),
        make(&fx.ctx, vi32, &[3, 4]).unwrap(),
    );
    let picked = make(&fx.ctx, vi32, &[1, 4]).unwrap();
    assert_eq!(
        fx.fold(vsel, &[Some(cond), Some(lhs), Some(rhs)]),
        Some(vec![Folded::Attr(picked)])
    );
}

#[test]
fn extended_folds() {
    let mut fx = Fixture::new();
    let (i8t, i1) = (fx.ctx.integer_type(8), fx.ctx.i1());
    let c: Vec<Attribute> = [-128, -2, -1, 0, 1, 2, 3, 5]
        .iter()
        .map(|&v| fx.ctx.integer_attr(i8t, v))
        .collect();
    let c = |v: i128| {
        c[[-128, -2, -1, 0, 1, 2, 3, 5]
            .iter()
            .position(|&x| x == v)
            .unwrap()]
    };
    let (t, f) = (fx.ctx.bool_attr(true), fx.ctx.bool_attr(false));
    let (_, r) = fold_with(
        &mut fx,
        "arith.addui_extended",
        i8t,
        &[i8t, i1],
        &[Some(c(-1)), Some(c(2))],
    );
    assert_eq!(r, Some(vec![Folded::Attr(c(1)), Folded::Attr(t)]));
    let (_, r) = fold_with(
        &mut fx,
        "arith.addui_extended",
        i8t,
        &[i8t, i1],
        &[Some(c(3)), Some(c(2))],
    );
    assert_eq!(r, Some(vec![Folded::Attr(c(5)), Folded::Attr(f)]));
    let (_, r) = fold_with(
        &mut fx,
        "arith.mului_extended",
        i8t,
        &[i8t, i8t],
        &[Some(c(-1)), Some(c(-1))],
    );
    assert_eq!(r, Some(vec![Folded::Attr(c(1)), Folded::Attr(c(-2))]));
    let (_, r) = fold_with(
        &mut fx,
        "arith.mulsi_extended",
        i8t,
        &[i8t, i8t],
        &[Some(c(-128)), Some(c(2))],
    );
    assert_eq!(r, Some(vec![Folded::Attr(c(0)), Folded::Attr(c(-1))]));
    let (args, r) = fold_with(
        &mut fx,
        "arith.mului_extended",
        i8t,
        &[i8t, i8t],
        &[None, Some(c(1))],
    );
    assert_eq!(r, Some(vec![Folded::Value(args[0]), Folded::Attr(c(0))]));
    let (_, r) = fold_with(
        &mut fx,
        "arith.mulsi_extended",
        i8t,
        &[i8t, i8t],
        &[None, Some(c(0))],
    );
    assert_eq!(r, Some(vec![Folded::Attr(c(0)), Folded::Attr(c(0))]));
}

#[test]
fn constant_folds_to_its_value() {
    let mut fx = Fixture::new();
    let v = fx.ctx.integer_attr(fx.ctx.i32(), 7);
    let r = fx.constant(v);
    let op = match fx.body.value(r).def {
        xla_ir::ir::ValueDef::Result { op, .. } => op,
        _ => unreachable!(),
    };
    assert_eq!(fx.fold(op, &[]), Some(vec![Folded::Attr(v)]));
}
