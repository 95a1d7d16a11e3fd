use super::{attr, attr_error, ctx, ty};
use crate::attrs::AttrData;
use crate::context::Context;
use crate::float::FloatKind;

#[test]
fn integers() {
    let c = ctx();
    assert_eq!(attr(&c, "42"), c.i64_attr(42));
    assert_eq!(attr(&c, "-1 : i8"), c.integer_attr(c.integer_type(8), -1));
    assert_eq!(attr(&c, "255 : i8"), c.integer_attr(c.integer_type(8), -1));
    assert_eq!(attr(&c, "0x1F : i32"), c.integer_attr(c.i32(), 31));
    assert_eq!(attr(&c, "255 : ui8"), c.integer_attr(ty(&c, "ui8"), 255));
    assert_eq!(attr(&c, "-128 : si8"), c.integer_attr(ty(&c, "si8"), -128));
    assert_eq!(attr(&c, "-1 : i1"), c.integer_attr(c.i1(), -1));
    assert_eq!(attr(&c, "true"), c.bool_attr(true));
    assert_eq!(attr(&c, "7 : index"), c.integer_attr(c.index_type(), 7));
    assert_eq!(attr(&c, "-9223372036854775808"), c.i64_attr(i64::MIN));
    assert_eq!(attr(&c, "18446744073709551615 : i64"), c.i64_attr(-1));
    let i128t = c.integer_type(128);
    assert_eq!(attr(&c, "-1 : i128"), c.integer_attr(i128t, -1));
    assert_eq!(
        attr_error(&c, "256 : i8"),
        "1: integer constant out of range for attribute"
    );
    assert_eq!(
        attr_error(&c, "-129 : i8"),
        "2: integer constant out of range for attribute"
    );
    assert_eq!(
        attr_error(&c, "0xFF : si8"),
        "1: integer constant out of range for attribute"
    );
    assert_eq!(
        attr_error(&c, "-0 : i32"),
        "2: integer constant out of range for attribute"
    );
    assert_eq!(
        attr_error(&c, "-1 : ui8"),
        "2: negative integer literal not valid for unsigned integer type"
    );
    assert_eq!(
        attr_error(&c, "1 : tensor<i32>"),
        "1: integer literal not valid for specified type"
    );
}

#[test]
fn floats() {
    let c = ctx();
    assert_eq!(
        attr(&c, "1.0"),
        c.float_attr_bits(c.f64(), 1.0f64.to_bits())
    );
    assert_eq!(
        attr(&c, "1.5 : f32"),
        c.float_attr_bits(c.f32(), 1.5f32.to_bits() as u64)
    );
    assert_eq!(
        attr(&c, "-2.0 : f32"),
        c.float_attr_bits(c.f32(), (-2.0f32).to_bits() as u64)
    );
    assert_eq!(
        attr(&c, "0x7FC00000 : f32"),
        c.float_attr_bits(c.f32(), 0x7FC0_0000)
    );
    assert_eq!(
        attr(&c, "1.0e+10 : f64"),
        c.float_attr_bits(c.f64(), 1.0e10f64.to_bits())
    );
    let bf16 = c.float_type(FloatKind::BF16);
    assert_eq!(attr(&c, "1.0 : bf16"), c.float_attr_bits(bf16, 0x3F80));
    assert_eq!(
        attr(&c, "0x3C00 : f16"),
        c.float_attr_bits(c.float_type(FloatKind::F16), 0x3C00)
    );
    assert_eq!(
        attr_error(&c, "1 : f32"),
        "1: unexpected decimal integer literal for a floating point value"
    );
    assert_eq!(
        attr_error(&c, "-0x1 : f32"),
        "2: hexadecimal float literal should not have a leading minus"
    );
    assert_eq!(
        attr_error(&c, "0x1FFFF : f16"),
        "1: hexadecimal float constant out of range for type"
    );
    assert_eq!(
        attr_error(&c, "1.0 : i32"),
        "9: floating point value not valid for specified type"
    );
    assert_eq!(
        attr_error(&c, "1e400"),
        "2: found trailing characters: 'e400'"
    );
    assert_eq!(
        attr(&c, "1.0e400"),
        c.float_attr_bits(c.f64(), f64::INFINITY.to_bits())
    );
}

#[test]
fn strings_units_types_and_symbols() {
    let c = ctx();
    assert_eq!(attr(&c, "\"s\\n\\22\""), c.string_attr("s\n\""));
    assert_eq!(
        *c.attr_data(attr(&c, "\"s\" : i32")),
        AttrData::String {
            value: b"s".as_slice().into(),
            ty: Some(c.i32())
        }
    );
    assert_eq!(attr(&c, "unit"), c.unit_attr());
    assert_eq!(attr(&c, "i32"), c.type_attr(c.i32()));
    assert_eq!(
        attr(&c, "(i32) -> ()"),
        c.type_attr(c.function_type(&[c.i32()], &[]))
    );
    assert_eq!(attr(&c, "@a"), c.symbol_ref("a"));
    let nested = attr(&c, "@a::@\"b c\"::@d");
    assert_eq!(
        *c.attr_data(nested),
        AttrData::SymbolRef {
            root: c.symbol("a"),
            nested: vec![c.symbol("b c"), c.symbol("d")].into()
        }
    );
    assert_eq!(
        attr_error(&c, "@a::b"),
        "5: expected nested symbol reference identifier"
    );
}

#[test]
fn arrays_and_dictionaries() {
    let c = ctx();
    assert_eq!(attr(&c, "[]"), c.array_attr(&[]));
    assert_eq!(
        attr(&c, "[1, \"a\", [true]]"),
        c.array_attr(&[
            c.i64_attr(1),
            c.string_attr("a"),
            c.array_attr(&[c.bool_attr(true)])
        ])
    );
    let d = attr(&c, "{b = 1, a, \"q r\" = unit}");
    let entries = c.attr_as_dictionary(d).unwrap();
    let names: Vec<&str> = entries.iter().map(|(k, _)| c.symbol_str(*k)).collect();
    assert_eq!(names, ["a", "b", "q r"]);
    assert_eq!(entries[0].1, c.unit_attr());
    assert_eq!(attr(&c, "{}"), c.empty_dictionary());
    assert_eq!(
        attr_error(&c, "{a = 1, a = 2}"),
        "9: duplicate key 'a' in dictionary attribute"
    );
    assert_eq!(
        attr_error(&c, "{\"\" = 1}"),
        "2: expected valid attribute name"
    );
    assert_eq!(attr_error(&c, "{1}"), "2: expected attribute name");
    assert_eq!(attr_error(&c, "[1 2]"), "3: expected ',' or ']'");
}

#[test]
fn dense_arrays() {
    let c = ctx();
    assert_eq!(attr(&c, "array<i64: 1, -2>"), c.dense_i64_array(&[1, -2]));
    assert_eq!(c.attr_as_i64_array(attr(&c, "array<i64>")), Some(vec![]));
    let a = attr(&c, "array<i1: true, false>");
    assert_eq!(
        *c.attr_data(a),
        AttrData::DenseArray {
            elem: c.i1(),
            data: vec![1, 0].into()
        }
    );
    let a = attr(&c, "array<f32: 1.0, 0x7FC00000>");
    let mut bytes = 1.0f32.to_le_bytes().to_vec();
    bytes.extend_from_slice(&0x7FC0_0000u32.to_le_bytes());
    assert_eq!(
        *c.attr_data(a),
        AttrData::DenseArray {
            elem: c.f32(),
            data: bytes.into()
        }
    );
    let a = attr(&c, "array<i16: -1>");
    assert_eq!(
        *c.attr_data(a),
        AttrData::DenseArray {
            elem: c.integer_type(16),
            data: vec![0xff, 0xff].into()
        }
    );
    assert_eq!(
        attr_error(&c, "array<i1: 1>"),
        "12: expected 'true' or 'false' values for i1 type"
    );
    assert_eq!(
        attr_error(&c, "array<i4: 1>"),
        "7: element type bitwidth must be a multiple of 8"
    );
    assert_eq!(
        attr_error(&c, "array<index: 1>"),
        "7: expected integer or float type, got: 'index'"
    );
}

#[test]
fn strided_layouts() {
    let c = ctx();
    let a = attr(&c, "strided<[?, 1], offset: ?>");
    assert_eq!(
        *c.attr_data(a),
        AttrData::StridedLayout {
            offset: crate::DYNAMIC,
            strides: vec![crate::DYNAMIC, 1].into()
        }
    );
    let a = attr(&c, "strided<[4, -1]>");
    assert_eq!(
        *c.attr_data(a),
        AttrData::StridedLayout {
            offset: 0,
            strides: vec![4, -1].into()
        }
    );
    assert_eq!(
        attr_error(&c, "strided<[1], 3>"),
        "13: expected 'offset' after comma"
    );
}

#[test]
fn dialect_attributes() {
    let c = ctx();
    let a = attr(&c, "#d.q<[1]>");
    assert_eq!(
        *c.attr_data(a),
        AttrData::Opaque {
            dialect: c.symbol("d"),
            body: "q<[1]>".into(),
            ty: None
        }
    );
    let a = attr(&c, "#d.r : i32");
    assert_eq!(
        *c.attr_data(a),
        AttrData::Opaque {
            dialect: c.symbol("d"),
            body: "r".into(),
            ty: Some(c.i32())
        }
    );
    let a = attr(&c, "#d<\"zz\">");
    assert_eq!(
        *c.attr_data(a),
        AttrData::Opaque {
            dialect: c.symbol("d"),
            body: "\"zz\"".into(),
            ty: None
        }
    );
    let strict = Context::new();
    assert!(attr_error(&strict, "#d.x<1>")
        .starts_with("4: #\"d\"<\"x<1>\"> : 'none' attribute created with unregistered dialect."));
    assert_eq!(attr_error(&c, "#foo"), "4: undefined symbol alias id 'foo'");
}

#[test]
fn deeply_nested_attributes() {
    let c = ctx();
    // As deep as the nesting limit allows (docs/limits.md); one level more is an error.
    let n = crate::asm::parser::MAX_NESTING as usize - 8;
    let s = format!("{}1{}", "[".repeat(n), "]".repeat(n));
    assert!(c.attr_as_array(attr(&c, &s)).is_some());
    let s = format!("{}1{}", "[".repeat(n + 9), "]".repeat(n + 9));
    assert!(c.parse_attr_str(&s).is_err());
    let n = 50_000;
    let s = format!("{}1", "{a = ".repeat(n));
    assert!(c.parse_attr_str(&s).is_err());
}

#[test]
fn complex_splat_of_an_empty_tensor() {
    let c = ctx();
    let a = attr(&c, "dense<(0.0, 1.0)> : tensor<0x9xcomplex<f32>>");
    assert!(matches!(
        c.attr_data(a),
        AttrData::DenseElements { splat: true, .. }
    ));
    assert!(matches!(
        c.attr_data(attr(&c, "dense<> : tensor<0xcomplex<f32>>")),
        AttrData::DenseElements { .. }
    ));
}
