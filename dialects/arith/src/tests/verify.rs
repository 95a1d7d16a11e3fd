//! Verifier messages, checked against what mlir-opt 22 prints for the same IR.

use super::Fixture;
use crate::attrs::{CMPI_PREDICATES, FASTMATH, OVERFLOW, ROUNDING_MODES};
use xla_ir::types::Signedness;
use xla_ir::{TypeData, DYNAMIC};

#[test]
fn binary_operand_and_result_constraints() {
    let mut fx = Fixture::new();
    let (i32t, f32t) = (fx.ctx.i32(), fx.ctx.f32());
    let (x, f) = (fx.arg(i32t), fx.arg(f32t));
    let op = fx.op("arith.addi", &[f, f], &[f32t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'".into())
    );
    let op = fx.op("arith.addi", &[x, f], &[i32t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'".into())
    );
    let op = fx.op("arith.addi", &[x, x], &[f32t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.addi' op result #0 must be signless-integer-like, but got 'f32'".into())
    );
    let op = fx.op("arith.addf", &[x, x], &[i32t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.addf' op operand #0 must be floating-point-like, but got 'i32'".into())
    );
    let mem = fx.ctx.memref_type(&[4], i32t);
    let m = fx.arg(mem);
    let op = fx.op("arith.addi", &[m, m], &[mem], &[]);
    assert_eq!(
        fx.verify(op),
        Err(
            "'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'"
                .into()
        )
    );
    let idx = fx.ctx.index_type();
    let unranked = fx.ctx.unranked_tensor_type(idx);
    let u = fx.arg(unranked);
    let op = fx.op("arith.muli", &[u, u], &[unranked], &[]);
    assert_eq!(fx.verify(op), Ok(()));
}

#[test]
fn flag_properties() {
    let mut fx = Fixture::new();
    let (i32t, f32t) = (fx.ctx.i32(), fx.ctx.f32());
    let (x, f) = (fx.arg(i32t), fx.arg(f32t));
    let nsw = OVERFLOW.attr(&fx.ctx, 1);
    let op = fx.op("arith.addi", &[x, x], &[i32t], &[("overflowFlags", nsw)]);
    assert_eq!(fx.verify(op), Ok(()));
    let unit = fx.ctx.unit_attr();
    let op = fx.op("arith.divsi", &[x, x], &[i32t], &[("isExact", unit)]);
    assert_eq!(fx.verify(op), Ok(()));
    let bad = fx.ctx.integer_attr(i32t, 3);
    let op = fx.op("arith.addf", &[f, f], &[f32t], &[("fastmath", bad)]);
    assert_eq!(
        fx.verify(op),
        Err("invalid properties {fastmath = 3 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 3 : i32".into())
    );
    let fast = FASTMATH.attr(&fx.ctx, 127);
    let op = fx.op("arith.addi", &[x, x], &[i32t], &[("overflowFlags", fast)]);
    assert_eq!(
        fx.verify(op),
        Err("invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>".into())
    );
    let f16t = fx.ctx.float_type(xla_ir::float::FloatKind::F16);
    let op = fx.op(
        "arith.truncf",
        &[f],
        &[f16t],
        &[("roundingmode", fx.ctx.i64_attr(1))],
    );
    assert!(fx
        .verify(op)
        .unwrap_err()
        .contains("Invalid attribute `roundingmode` in property conversion: 1 : i64"));
    let down = ROUNDING_MODES.attr(&fx.ctx, 1);
    let op = fx.op("arith.truncf", &[f], &[f16t], &[("roundingmode", down)]);
    assert_eq!(fx.verify(op), Ok(()));
}

#[test]
fn comparisons() {
    let mut fx = Fixture::new();
    let (i32t, i1) = (fx.ctx.i32(), fx.ctx.i1());
    let x = fx.arg(i32t);
    let op = fx.op("arith.cmpi", &[x, x], &[i1], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.cmpi' op requires attribute 'predicate'".into())
    );
    let p12 = fx.ctx.i64_attr(12);
    let op = fx.op("arith.cmpi", &[x, x], &[i1], &[("predicate", p12)]);
    assert_eq!(
        fx.verify(op),
        Err("invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64".into())
    );
    let ne = CMPI_PREDICATES.attr(&fx.ctx, 1);
    let op = fx.op("arith.cmpi", &[x, x], &[i32t], &[("predicate", ne)]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.cmpi' op result #0 must be bool-like, but got 'i32'".into())
    );
    let v4 = fx.ctx.vector_type(&[4], i32t);
    let v = fx.arg(v4);
    let v3i1 = fx.ctx.vector_type(&[3], i1);
    let op = fx.op("arith.cmpi", &[v, v], &[v3i1], &[("predicate", ne)]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands".into())
    );
    let v4i1 = fx.ctx.vector_type(&[4], i1);
    let op = fx.op("arith.cmpi", &[v, v], &[v4i1], &[("predicate", ne)]);
    assert_eq!(fx.verify(op), Ok(()));
    let f = fx.arg(fx.ctx.f32());
    let olt = crate::attrs::CMPF_PREDICATES.attr(&fx.ctx, 4);
    let op = fx.op("arith.cmpf", &[f, f], &[i1], &[("predicate", olt)]);
    assert_eq!(fx.verify(op), Ok(()));
}

#[test]
fn casts() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i8t, i32t, i64t, idx, f32t) = (
        ctx.integer_type(8),
        ctx.i32(),
        ctx.i64(),
        ctx.index_type(),
        ctx.f32(),
    );
    let (f16t, f4, e8m0) = (
        ctx.float_type(xla_ir::float::FloatKind::F16),
        ctx.float_type(xla_ir::float::FloatKind::F4E2M1FN),
        ctx.float_type(xla_ir::float::FloatKind::F8E8M0FNU),
    );
    let (t4, td) = (
        ctx.tensor_type(&[4], i32t),
        ctx.tensor_type(&[DYNAMIC], i64t),
    );
    let (m32, midx, f64t) = (
        ctx.memref_type(&[4], i32t),
        ctx.memref_type(&[4], idx),
        ctx.f64(),
    );
    let (x, i, f, h, s, t, m) = (
        fx.arg(i32t),
        fx.arg(idx),
        fx.arg(f32t),
        fx.arg(f4),
        fx.arg(e8m0),
        fx.arg(t4),
        fx.arg(m32),
    );
    let cases = [
        ("arith.extsi", vec![x], i8t, Some("'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible")),
        ("arith.extsi", vec![x], i64t, None),
        ("arith.trunci", vec![x], i64t, Some("'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible")),
        ("arith.extsi", vec![i], i64t, Some("'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'")),
        ("arith.extsi", vec![t], td, Some("'arith.extsi' op failed to verify that input and output have the same tensor dimensions")),
        ("arith.extf", vec![f], f16t, Some("'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible")),
        ("arith.truncf", vec![f], f16t, None),
        ("arith.index_cast", vec![x], i64t, Some("'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible")),
        ("arith.index_cast", vec![x], idx, None),
        ("arith.index_castui", vec![m], midx, None),
        ("arith.bitcast", vec![x], f32t, None),
        ("arith.bitcast", vec![x], f64t, Some("'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible")),
        ("arith.bitcast", vec![i], i64t, Some("'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'")),
        ("arith.sitofp", vec![x], f32t, None),
        ("arith.fptoui", vec![f], i8t, None),
        ("arith.scaling_extf", vec![h, s], f32t, None),
        ("arith.scaling_extf", vec![f, s], f16t, Some("'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible")),
        ("arith.scaling_truncf", vec![f, s], f4, None),
    ];
    for (name, operands, result, expected) in cases {
        let op = fx.op(name, &operands, &[result], &[]);
        assert_eq!(
            fx.verify(op),
            expected.map_or(Ok(()), |e| Err(e.to_string())),
            "{name}"
        );
    }
}

#[test]
fn constants() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i32t, i64t) = (ctx.i32(), ctx.i64());
    let c = ctx.integer_attr(i32t, 42);
    let si32 = ctx.intern_type(TypeData::Integer {
        width: 32,
        signedness: Signedness::Signed,
    });
    let sc = ctx.integer_attr(si32, 1);
    let s = ctx.string_attr("foo");
    let none = ctx.none_type();
    let unit = ctx.unit_attr();
    let scalable = ctx.intern_type(TypeData::Vector {
        shape: Box::new([2]),
        scalable: Box::new([true]),
        elem: i32t,
    });
    let dense = crate::fold::make(ctx, ctx.vector_type(&[2], i32t), &[1, 2]).unwrap();
    let dense_scalable = match ctx.attr_data(dense) {
        xla_ir::AttrData::DenseElements { data, .. } => {
            ctx.intern_attr(xla_ir::AttrData::DenseElements {
                ty: scalable,
                data: data.clone(),
                splat: false,
            })
        }
        _ => unreachable!(),
    };
    let splat_scalable = ctx.intern_attr(xla_ir::AttrData::DenseElements {
        ty: scalable,
        data: Box::new([1, 0, 0, 0]),
        splat: true,
    });
    let cases = [
        (vec![("value", c)], i32t, None),
        (vec![], i32t, Some("'arith.constant' op requires attribute 'value'")),
        (vec![("value", c)], i64t, Some("'arith.constant' op failed to verify that all of {value, result} have same type")),
        (vec![("value", sc)], si32, Some("'arith.constant' op integer return type must be signless")),
        (vec![("value", s)], none, Some("'arith.constant' op value must be an integer, float, or elements attribute")),
        (vec![("value", unit)], i32t, Some("invalid properties {value} for op arith.constant: Invalid attribute `value` in property conversion: unit")),
        (vec![("value", dense_scalable)], scalable, Some("'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat")),
        (vec![("value", splat_scalable)], scalable, None),
    ];
    for (props, result, expected) in cases {
        let op = fx.op("arith.constant", &[], &[result], &props);
        assert_eq!(
            fx.verify(op),
            expected.map_or(Ok(()), |e| Err(e.to_string()))
        );
    }
}

#[test]
fn select() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i1, i32t, f32t) = (ctx.i1(), ctx.i32(), ctx.f32());
    let (v4f, v4i1, v3i1, t4i1) = (
        ctx.vector_type(&[4], f32t),
        ctx.vector_type(&[4], i1),
        ctx.vector_type(&[3], i1),
        ctx.tensor_type(&[4], i1),
    );
    let i64t = ctx.i64();
    let (c, x, n, vf, vc, vc3, tc) = (
        fx.arg(i1),
        fx.arg(i32t),
        fx.arg(i32t),
        fx.arg(v4f),
        fx.arg(v4i1),
        fx.arg(v3i1),
        fx.arg(t4i1),
    );
    let cases = [
        (vec![c, x, x], i32t, None),
        (vec![c, vf, vf], v4f, None),
        (vec![vc, vf, vf], v4f, None),
        (vec![x, n, n], i32t, Some("'arith.select' op operand #0 must be bool-like, but got 'i32'")),
        (vec![c, x, x], i64t, Some("'arith.select' op failed to verify that all of {true_value, false_value, result} have same type")),
        (vec![vc3, vf, vf], v4f, Some("'arith.select' op failed to verify that condition is signless i1 or has matching shape")),
        (vec![tc, vf, vf], v4f, Some("'arith.select' op expected condition type to have the same shape as the result type, expected 'vector<4xi1>', but got 'tensor<4xi1>'")),
    ];
    for (operands, result, expected) in cases {
        let op = fx.op("arith.select", &operands, &[result], &[]);
        assert_eq!(
            fx.verify(op),
            expected.map_or(Ok(()), |e| Err(e.to_string()))
        );
    }
}

#[test]
fn extended() {
    let mut fx = Fixture::new();
    let (i32t, i64t, i1) = (fx.ctx.i32(), fx.ctx.i64(), fx.ctx.i1());
    let x = fx.arg(i32t);
    let op = fx.op("arith.addui_extended", &[x, x], &[i32t, i1], &[]);
    assert_eq!(fx.verify(op), Ok(()));
    let op = fx.op("arith.addui_extended", &[x, x], &[i32t, i32t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.addui_extended' op result #1 must be bool-like, but got 'i32'".into())
    );
    let op = fx.op("arith.mulsi_extended", &[x, x], &[i32t, i64t], &[]);
    assert_eq!(
        fx.verify(op),
        Err("'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type".into())
    );
}

#[test]
fn invariants_exclude_post_trait_checks() {
    let mut fx = Fixture::new();
    let (i8t, i32t, i1, f32t) = (
        fx.ctx.integer_type(8),
        fx.ctx.i32(),
        fx.ctx.i1(),
        fx.ctx.f32(),
    );
    let (x, f) = (fx.arg(i32t), fx.arg(f32t));
    // Cast compatibility is an interface check: after the traits.
    let ext = fx.op("arith.extsi", &[x], &[i8t], &[]);
    assert_eq!(fx.invariants(ext), Ok(()));
    assert!(fx.verify(ext).is_err());
    // Operand constraints come first.
    let add = fx.op("arith.addi", &[x, f], &[i32t], &[]);
    assert!(fx
        .invariants(add)
        .unwrap_err()
        .contains("operand #1 must be signless-integer-like"));
    // The select condition's element type is checked by the custom verifier.
    let (t4i1, v4f) = (fx.ctx.tensor_type(&[4], i1), fx.ctx.vector_type(&[4], f32t));
    let (c, v) = (fx.arg(t4i1), fx.arg(v4f));
    let sel = fx.op("arith.select", &[c, v, v], &[v4f], &[]);
    assert_eq!(fx.invariants(sel), Ok(()));
    assert!(fx.verify(sel).is_err());
}
