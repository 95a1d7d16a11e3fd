use super::{attr, ctx, error, module, ty, type_error};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::float::FloatKind;
use crate::types::{Signedness, TypeData, DYNAMIC};

#[test]
fn scalar_types() {
    let c = ctx();
    assert_eq!(ty(&c, "i32"), c.i32());
    assert_eq!(ty(&c, "index"), c.index_type());
    assert_eq!(ty(&c, "none"), c.none_type());
    assert_eq!(
        *c.type_data(ty(&c, "si8")),
        TypeData::Integer {
            width: 8,
            signedness: Signedness::Signed
        }
    );
    assert_eq!(
        *c.type_data(ty(&c, "ui1")),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Unsigned
        }
    );
    assert_eq!(
        *c.type_data(ty(&c, "i0")),
        TypeData::Integer {
            width: 0,
            signedness: Signedness::Signless
        }
    );
    let names = [
        "f16",
        "bf16",
        "f32",
        "f64",
        "tf32",
        "f8E5M2",
        "f8E4M3",
        "f8E4M3FN",
        "f8E5M2FNUZ",
        "f8E4M3FNUZ",
        "f8E4M3B11FNUZ",
        "f8E3M4",
        "f8E8M0FNU",
        "f6E2M3FN",
        "f6E3M2FN",
        "f4E2M1FN",
    ];
    for n in names {
        let k = FloatKind::from_mlir_name(n).unwrap();
        assert_eq!(ty(&c, n), c.float_type(k), "{n}");
    }
}

#[test]
fn shaped_types() {
    let c = ctx();
    let t = ty(&c, "tensor<4x?xf32>");
    assert_eq!(c.shape(t), Some(&[4, DYNAMIC][..]));
    assert_eq!(ty(&c, "tensor<*xf32>"), c.unranked_tensor_type(c.f32()));
    assert_eq!(ty(&c, "tensor<f32>"), c.tensor_type(&[], c.f32()));
    assert_eq!(ty(&c, "tensor<0xf32>"), c.tensor_type(&[0], c.f32()));
    let enc = ty(&c, "tensor<4xf32, \"enc\">");
    assert!(matches!(
        c.type_data(enc),
        TypeData::Tensor {
            encoding: Some(_),
            ..
        }
    ));
    let v = ty(&c, "vector<4x[8]xf32>");
    match c.type_data(v) {
        TypeData::Vector {
            shape, scalable, ..
        } => {
            assert_eq!(&**shape, &[4, 8]);
            assert_eq!(&**scalable, &[false, true]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(ty(&c, "vector<f32>"), c.vector_type(&[], c.f32()));
    assert_eq!(
        ty(&c, "tensor<4xcomplex<f32>>"),
        c.tensor_type(&[4], c.complex_type(c.f32()))
    );
    assert_eq!(
        ty(&c, "tensor<2x0x3xi8>"),
        c.tensor_type(&[2, 0, 3], c.integer_type(8))
    );
    // Hex-looking dimensions: `0xf32` is 0, x, f32.
    assert_eq!(ty(&c, "tensor<0xf32>"), c.tensor_type(&[0], c.f32()));
    assert_eq!(
        ty(&c, "tensor<4x0xi8>"),
        c.tensor_type(&[4, 0], c.integer_type(8))
    );
    assert_eq!(
        ty(&c, "tensor<1x2xvector<4xf32>>"),
        c.tensor_type(&[1, 2], c.vector_type(&[4], c.f32()))
    );
}

#[test]
fn memref_types() {
    let c = ctx();
    let m = ty(&c, "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>");
    match c.type_data(m) {
        TypeData::MemRef {
            shape,
            layout: Some(l),
            memory_space: Some(s),
            ..
        } => {
            assert_eq!(&**shape, &[4, DYNAMIC]);
            assert_eq!(
                *c.attr_data(*l),
                AttrData::StridedLayout {
                    offset: DYNAMIC,
                    strides: vec![DYNAMIC, 1].into()
                }
            );
            assert_eq!(c.attr_as_int(*s), Some(1));
        }
        other => panic!("{other:?}"),
    }
    // Identity layouts and the default memory space are dropped.
    assert_eq!(
        ty(&c, "memref<4xf32, affine_map<(d0) -> (d0)>>"),
        c.memref_type(&[4], c.f32())
    );
    assert_eq!(ty(&c, "memref<4xf32, 0>"), c.memref_type(&[4], c.f32()));
    let t = ty(
        &c,
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, \"gpu\">",
    );
    assert!(matches!(
        c.type_data(t),
        TypeData::MemRef {
            layout: Some(_),
            memory_space: Some(_),
            ..
        }
    ));
    let u = ty(&c, "memref<*xf32, 1>");
    assert!(matches!(
        c.type_data(u),
        TypeData::UnrankedMemRef {
            memory_space: Some(_),
            ..
        }
    ));
    assert!(matches!(
        c.type_data(ty(&c, "memref<*xf32>")),
        TypeData::UnrankedMemRef {
            memory_space: None,
            ..
        }
    ));
}

#[test]
fn tuple_and_function_types() {
    let c = ctx();
    assert_eq!(ty(&c, "tuple<>"), c.tuple_type(&[]));
    assert_eq!(
        ty(&c, "tuple<i32, tuple<f32>>"),
        c.tuple_type(&[c.i32(), c.tuple_type(&[c.f32()])])
    );
    assert_eq!(ty(&c, "() -> ()"), c.function_type(&[], &[]));
    assert_eq!(
        ty(&c, "(i32) -> (f32, i1)"),
        c.function_type(&[c.i32()], &[c.f32(), c.i1()])
    );
    assert_eq!(
        ty(&c, "(i32, index) -> f32"),
        c.function_type(&[c.i32(), c.index_type()], &[c.f32()])
    );
    let inner = c.function_type(&[], &[c.i32()]);
    assert_eq!(
        ty(&c, "(() -> i32) -> (() -> i32)"),
        c.function_type(&[inner], &[inner])
    );
}

#[test]
fn dialect_types() {
    let c = ctx();
    let t = ty(&c, "!d.x<1, \"a>\", [2]>");
    assert_eq!(
        *c.type_data(t),
        TypeData::Opaque {
            dialect: c.symbol("d"),
            body: "x<1, \"a>\", [2]>".into()
        }
    );
    let t = ty(&c, "!d<\"abc\">");
    assert_eq!(
        *c.type_data(t),
        TypeData::Opaque {
            dialect: c.symbol("d"),
            body: "\"abc\"".into()
        }
    );
    let t = ty(&c, "!d.y");
    assert_eq!(
        *c.type_data(t),
        TypeData::Opaque {
            dialect: c.symbol("d"),
            body: "y".into()
        }
    );
    let t = ty(&c, "tensor<4x!d.e<a -> b>>");
    assert!(c.is_tensor(t));

    let strict = Context::new();
    assert_eq!(
        type_error(&strict, "!d.x<1>"),
        "4: `!\"d\"<\"x<1>\">` type created with unregistered dialect. If this is intended, please call \
         allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
    );
    assert!(type_error(&strict, "!d<\"x\">").starts_with("1: `!\"d\"<\"\"x\"\">` type created"));
}

#[test]
fn type_aliases() {
    let c = ctx();
    let m = module(
        &c,
        "!t = tensor<4xf32>\n!u = tuple<!t>\n\"t.op\"() {a = !u} : () -> !t\n",
    );
    let body = m.body();
    let op = body.block_ops(m.block()).next().unwrap();
    let r = body.results(op)[0];
    assert_eq!(body.value_type(r), c.tensor_type(&[4], c.f32()));
    let a = body.op(op).attrs.get_str(&c, "a").unwrap();
    assert_eq!(
        c.attr_as_type(a),
        Some(c.tuple_type(&[c.tensor_type(&[4], c.f32())]))
    );
    // Aliases must be defined before use.
    assert_eq!(
        error(&c, "\"t.op\"() : () -> !t\n!t = i32"),
        "1:20: undefined symbol alias id 't'"
    );
    assert_eq!(
        error(&c, "!t = i32\n!t = i64"),
        "2:1: redefinition of type alias id 't'"
    );
    assert_eq!(
        error(&c, "!t.x = i32"),
        "1:1: type names with a '.' are reserved for dialect-defined names"
    );
    let _ = attr(&c, "i32");
}

#[test]
fn type_errors() {
    let c = ctx();
    assert_eq!(
        type_error(&c, "vector<0xf32>"),
        "1: vector types must have positive constant sizes but got 0"
    );
    assert_eq!(
        type_error(&c, "vector<?xf32>"),
        "8: expected non-function type"
    );
    assert_eq!(
        type_error(&c, "tensor<4xtuple<>>"),
        "10: invalid tensor element type"
    );
    assert_eq!(
        type_error(&c, "complex<index>"),
        "9: invalid element type for complex"
    );
    assert_eq!(
        type_error(&c, "i16777216"),
        "1: integer bitwidth is limited to 16777215 bits"
    );
    assert_eq!(
        type_error(&c, "memref<4xf32, affine_map<(d0, d1) -> (d0)>>"),
        "1: memref layout mismatch between rank and affine map: 1 != 2"
    );
    assert_eq!(
        type_error(&c, "memref<4xf32, strided<[1, 2]>>"),
        "1: expected the number of strides to match the rank"
    );
    assert_eq!(
        type_error(&c, "tensor<*xf32, 1>"),
        "16: cannot apply encoding to unranked tensor"
    );
    assert_eq!(
        type_error(&c, "tensor<4xf32"),
        "12: expected '>' in tensor type"
    );
    assert_eq!(
        type_error(&c, "tensor<4f32>"),
        "9: expected 'x' in dimension list"
    );
    assert_eq!(
        type_error(&c, "(i32) i32"),
        "6: expected '->' in function type"
    );
    assert_eq!(type_error(&c, "foo"), "1: expected non-function type");
    assert_eq!(
        type_error(&c, "i32 i32"),
        "5: found trailing characters: 'i32'"
    );
    assert_eq!(
        type_error(&c, "!d.x<(]>"),
        "5: unbalanced '(' character in pretty dialect name"
    );
}

#[test]
fn deeply_nested_types() {
    let c = ctx();
    // As deep as the nesting limit allows (docs/limits.md); one level more is an error.
    let n = crate::asm::parser::MAX_NESTING as usize - 8;
    let s = format!("{}i32{}", "tuple<".repeat(n), ">".repeat(n));
    let t = ty(&c, &s);
    assert!(matches!(c.type_data(t), TypeData::Tuple(_)));
    let s = format!("{}i32{}", "tuple<".repeat(n + 9), ">".repeat(n + 9));
    assert!(c.parse_type_str(&s).is_err());
    let n = 50_000;
    let s = format!("{}f32{}", "tensor<".repeat(n), ">".repeat(n));
    assert!(c.parse_type_str(&s).is_err());
}
