//! Attribute forms: scalars, strings, containers, symbols, dense elements (list, splat,
//! hex), dense arrays, affine maps, dialect and opaque attributes.

use super::types::{int, map_attr, opaque_type};
use super::*;
use crate::affine::AffineExpr;
use crate::float::{self, FloatKind};
use crate::types::Signedness;

fn fl(ctx: &Context, kind: FloatKind, lit: &str) -> Attribute {
    let bits = float::parse_literal(kind, lit).expect("test float literal");
    ctx.float_attr_bits(ctx.float_type(kind), bits)
}

fn sym_ref(ctx: &Context, root: &str, nested: &[&str]) -> Attribute {
    ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.symbol(root),
        nested: nested.iter().map(|n| ctx.symbol(n)).collect(),
    })
}

/// Storage bytes of each element of an integer/float type (i1 takes a byte).
fn elem_bytes(ctx: &Context, t: Type) -> usize {
    match ctx.scalar_bit_width(t) {
        Some(1) => 1,
        Some(w) => w.div_ceil(8) as usize,
        None => 0,
    }
}

/// `dense<...>` of integers (complex integers take (re, im) pairs).
pub(super) fn dense_ints(ctx: &Context, ty: Type, vals: &[i128], splat: bool) -> Attribute {
    let mut elem = ctx.element_type(ty);
    if let TypeData::Complex(e) = ctx.type_data(elem) {
        elem = *e;
    }
    let n = elem_bytes(ctx, elem);
    let data: Vec<u8> = vals
        .iter()
        .flat_map(|v| v.to_le_bytes()[..n].to_vec())
        .collect();
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    })
}

fn dense_floats(ctx: &Context, ty: Type, lits: &[&str], splat: bool) -> Attribute {
    let mut elem = ctx.element_type(ty);
    if let TypeData::Complex(e) = ctx.type_data(elem) {
        elem = *e;
    }
    let kind = ctx.float_kind(elem).expect("float element type");
    let n = elem_bytes(ctx, elem);
    let data: Vec<u8> = lits
        .iter()
        .flat_map(|l| {
            float::parse_literal(kind, l)
                .expect("literal")
                .to_le_bytes()[..n]
                .to_vec()
        })
        .collect();
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: data.into(),
        splat,
    })
}

fn dense_strings(ctx: &Context, ty: Type, vals: &[&str], splat: bool) -> Attribute {
    let values = vals.iter().map(|s| s.as_bytes().into()).collect();
    ctx.intern_attr(AttrData::DenseStrings { ty, values, splat })
}

fn dense_array(ctx: &Context, elem: Type, bytes: Vec<u8>) -> Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        elem,
        data: bytes.into(),
    })
}

fn body_of(printed: &str) -> &str {
    let printed = printed.strip_suffix('\n').unwrap_or(printed);
    printed
        .strip_prefix("module {\n  ")
        .and_then(|s| s.strip_suffix("\n}"))
        .unwrap_or(printed)
}

#[test]
fn scalar_and_container_attributes() {
    let ctx = test_context();
    let (i32, i64) = (ctx.i32(), ctx.i64());
    let dict = ctx.dictionary(&[
        (ctx.symbol("z"), ctx.i64_attr(1)),
        (ctx.symbol("a b"), ctx.i64_attr(2)),
        (ctx.symbol("y"), ctx.unit_attr()),
    ]);
    let attrs = [
        ("a", ctx.i64_attr(42)),
        ("aa", fl(&ctx, FloatKind::F32, "1.0e-7")),
        ("ab", fl(&ctx, FloatKind::F32, "0.1")),
        ("ac", fl(&ctx, FloatKind::BF16, "3.0")),
        ("ad", fl(&ctx, FloatKind::F32, "100000000.0")),
        ("ae", fl(&ctx, FloatKind::F64, "1.0e20")),
        ("af", fl(&ctx, FloatKind::F64, "-0.0")),
        ("b", ctx.integer_attr(i32, 42)),
        ("c", fl(&ctx, FloatKind::F32, "1.0")),
        ("d", ctx.bool_attr(true)),
        ("e", ctx.string_attr("s")),
        ("f", ctx.unit_attr()),
        ("g", fl(&ctx, FloatKind::F64, "1.5")),
        ("h", ctx.integer_attr(int(&ctx, 8, Signedness::Signed), -3)),
        (
            "i",
            ctx.integer_attr(int(&ctx, 8, Signedness::Unsigned), 255),
        ),
        ("j", ctx.integer_attr(ctx.index_type(), 7)),
        ("k", ctx.float_attr_bits(ctx.f32(), 0x7FC0_0000)),
        ("l", ctx.float_attr_bits(ctx.f64(), 0x7FF0_0000_0000_0000)),
        ("m", ctx.string_attr("a\"b\n\u{1}")),
        ("n", ctx.array_attr(&[ctx.i64_attr(1), ctx.i64_attr(2)])),
        ("o", ctx.dense_i64_array(&[1, 2])),
        ("p", dense_array(&ctx, i32, vec![])),
        ("q", dict),
        ("r", ctx.type_attr(i32)),
        ("s", sym_ref(&ctx, "a", &["b"])),
        ("t", sym_ref(&ctx, "x y", &[])),
        ("u", ctx.unit_attr()),
        ("v", ctx.bool_attr(false)),
        ("w", ctx.integer_attr(ctx.i1(), 1)),
        ("x", ctx.integer_attr(ctx.i1(), -1)),
        // Stored zero-extended: the printer normalizes to the signless (signed) reading.
        ("y", ctx.integer_attr(ctx.integer_type(8), 255)),
        ("z", fl(&ctx, FloatKind::F64, "1.0e10")),
    ];
    let _ = i64;
    let m = attrs_module(&ctx, &attrs);
    let expected = r#""t.op"() {a = 42 : i64, aa = 1.000000e-07 : f32, ab = 1.000000e-01 : f32, ac = 3.000000e+00 : bf16, ad = 1.000000e+08 : f32, ae = 1.000000e+20 : f64, af = -0.000000e+00 : f64, b = 42 : i32, c = 1.000000e+00 : f32, d = true, e = "s", f, g = 1.500000e+00 : f64, h = -3 : si8, i = 255 : ui8, j = 7 : index, k = 0x7FC00000 : f32, l = 0x7FF0000000000000 : f64, m = "a\22b\0A\01", n = [1, 2], o = array<i64: 1, 2>, p = array<i32>, q = {"a b" = 2 : i64, y, z = 1 : i64}, r = i32, s = @a::@b, t = @"x y", u, v = false, w = true, x = true, y = -1 : i8, z = 1.000000e+10 : f64} : () -> ()"#;
    assert_eq!(body_of(&print(&ctx, &m)), expected);
    assert_round_trip(&ctx, &print(&ctx, &m), &PrintOptions::default());
}

#[test]
fn number_edge_cases_and_attribute_names() {
    let ctx = test_context();
    let i128t = ctx.integer_type(128);
    let attrs = [
        ("0a", ctx.i64_attr(1)),
        ("a$b", ctx.i64_attr(3)),
        ("a-b", ctx.i64_attr(2)),
        ("g", ctx.string_attr("é\\\t")),
        ("j", fl(&ctx, FloatKind::F16, "1.0")),
        ("k", fl(&ctx, FloatKind::F16, "0.1")),
        ("l", fl(&ctx, FloatKind::F32, "3.0e38")),
        ("m", fl(&ctx, FloatKind::F32, "1.0e-45")),
        ("n", fl(&ctx, FloatKind::F64, "0.1")),
        ("o", fl(&ctx, FloatKind::F64, "123456789.0")),
        ("p", fl(&ctx, FloatKind::TF32, "1.0")),
        ("q", fl(&ctx, FloatKind::F8E4M3FN, "1.0")),
        ("r", ctx.i64_attr(4294967296)),
        ("s", ctx.i64_attr(i64::MIN)),
        (
            "t",
            ctx.integer_attr(int(&ctx, 64, Signedness::Unsigned), u64::MAX as i128),
        ),
        ("u", ctx.integer_attr(i128t, -1)),
        ("v", ctx.integer_attr(i128t, i128::MAX)),
        ("w", ctx.integer_attr(int(&ctx, 1, Signedness::Signed), -1)),
        ("x", ctx.integer_attr(int(&ctx, 1, Signedness::Unsigned), 1)),
        ("y", ctx.unit_attr()),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = r#""t.op"() {"0a" = 1 : i64, a$b = 3 : i64, "a-b" = 2 : i64, g = "\C3\A9\\\09", j = 1.000000e+00 : f16, k = 9.997550e-02 : f16, l = 3.000000e+38 : f32, m = 1.401300e-45 : f32, n = 1.000000e-01 : f64, o = 0x419D6F3454000000 : f64, p = 1.000000e+00 : tf32, q = 1.000000e+00 : f8E4M3FN, r = 4294967296 : i64, s = -9223372036854775808 : i64, t = 18446744073709551615 : ui64, u = -1 : i128, v = 170141183460469231731687303715884105727 : i128, w = -1 : si1, x = 1 : ui1, y} : () -> ()"#;
    assert_eq!(body_of(&print(&ctx, &m)), expected);
    assert_round_trip(&ctx, &print(&ctx, &m), &PrintOptions::default());
}

#[test]
fn dense_elements_lists_and_splats() {
    let ctx = test_context();
    let (f32, i32) = (ctx.f32(), ctx.i32());
    let s = opaque_type(&ctx, "t", "s");
    let ui8 = int(&ctx, 8, Signedness::Unsigned);
    let t = |shape: &[i64], e: Type| ctx.tensor_type(shape, e);
    let attrs = [
        ("a", dense_floats(&ctx, t(&[4], f32), &["1.0"], true)),
        ("b", dense_ints(&ctx, t(&[2, 2], i32), &[1, 2, 3, 4], false)),
        ("c", dense_ints(&ctx, t(&[3], ctx.i1()), &[1, 0, 1], false)),
        (
            "d",
            dense_floats(&ctx, t(&[2], ctx.complex_type(f32)), &["1.0", "2.0"], true),
        ),
        (
            "e",
            dense_ints(
                &ctx,
                t(&[2], ctx.complex_type(ctx.integer_type(16))),
                &[1, 2, 3, 4],
                false,
            ),
        ),
        ("f", dense_strings(&ctx, t(&[2], s), &["a", "b\n"], false)),
        ("g", dense_strings(&ctx, t(&[3], s), &["x"], true)),
        ("h", dense_ints(&ctx, t(&[], i32), &[5], true)),
        ("i", dense_floats(&ctx, t(&[0], f32), &[], false)),
        ("j", dense_floats(&ctx, t(&[1, 0], f32), &[], false)),
        ("k", dense_ints(&ctx, t(&[2], ui8), &[200], true)),
        (
            "l",
            dense_ints(
                &ctx,
                ctx.vector_type(&[2], ctx.index_type()),
                &[1, 2],
                false,
            ),
        ),
        ("m", dense_ints(&ctx, t(&[4], ctx.i1()), &[1], true)),
        ("n", dense_ints(&ctx, t(&[2], ui8), &[255, 1], false)),
        (
            "o",
            dense_ints(
                &ctx,
                t(&[2], int(&ctx, 8, Signedness::Signed)),
                &[-1, 1],
                false,
            ),
        ),
        ("p", dense_floats(&ctx, t(&[2], f32), &["0x7FC00000"], true)),
        (
            "q",
            dense_floats(&ctx, t(&[2], f32), &["1.5", "0x7F800000"], false),
        ),
        ("r", dense_ints(&ctx, t(&[2, 0], i32), &[1], true)),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = r#""t.op"() {a = dense<1.000000e+00> : tensor<4xf32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, c = dense<[true, false, true]> : tensor<3xi1>, d = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, e = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i16>>, f = dense<["a", "b\0A"]> : tensor<2x!t.s>, g = dense<"x"> : tensor<3x!t.s>, h = dense<5> : tensor<i32>, i = dense<> : tensor<0xf32>, j = dense<> : tensor<1x0xf32>, k = dense<200> : tensor<2xui8>, l = dense<[1, 2]> : vector<2xindex>, m = dense<true> : tensor<4xi1>, n = dense<[255, 1]> : tensor<2xui8>, o = dense<[-1, 1]> : tensor<2xsi8>, p = dense<0x7FC00000> : tensor<2xf32>, q = dense<[1.500000e+00, 0x7F800000]> : tensor<2xf32>, r = dense<1> : tensor<2x0xi32>} : () -> ()"#;
    assert_eq!(body_of(&print(&ctx, &m)), expected);
    assert_round_trip(&ctx, &print(&ctx, &m), &PrintOptions::default());
}

#[test]
fn equal_elements_print_as_splat_and_dense_arrays() {
    let ctx = test_context();
    let (f32, i32) = (ctx.f32(), ctx.i32());
    let s = opaque_type(&ctx, "t", "s");
    let t = |shape: &[i64], e: Type| ctx.tensor_type(shape, e);
    let f32_bytes: Vec<u8> = [1.0f32, 2.5].iter().flat_map(|v| v.to_le_bytes()).collect();
    let attrs = [
        ("a", dense_ints(&ctx, t(&[2], i32), &[1, 1], false)),
        (
            "b",
            dense_floats(&ctx, t(&[1, 2], f32), &["1.0", "1.0"], false),
        ),
        ("c", dense_ints(&ctx, t(&[2], ctx.i1()), &[1, 1], false)),
        ("d", dense_strings(&ctx, t(&[2], s), &["a", "a"], false)),
        ("e", dense_ints(&ctx, t(&[1], i32), &[7], false)),
        (
            "f",
            dense_ints(&ctx, t(&[2], ctx.complex_type(i32)), &[1, 2, 1, 2], false),
        ),
        ("h", dense_array(&ctx, ctx.i1(), vec![1, 0])),
        (
            "i",
            dense_floats(&ctx, t(&[2], f32), &["0.0", "-0.0"], false),
        ),
        ("ja", dense_array(&ctx, f32, f32_bytes)),
        ("jb", dense_array(&ctx, ctx.integer_type(8), vec![0xFF, 2])),
        ("jc", dense_array(&ctx, ctx.f64(), vec![])),
        (
            "jd",
            ctx.intern_attr(AttrData::String {
                value: b"x".as_slice().into(),
                ty: Some(i32),
            }),
        ),
        (
            "je",
            ctx.array_attr(&[
                ctx.i64_attr(1),
                fl(&ctx, FloatKind::F64, "2.0"),
                ctx.integer_attr(i32, 3),
                ctx.string_attr("s"),
                ctx.array_attr(&[ctx.i64_attr(4)]),
            ]),
        ),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = r#""t.op"() {a = dense<1> : tensor<2xi32>, b = dense<1.000000e+00> : tensor<1x2xf32>, c = dense<true> : tensor<2xi1>, d = dense<"a"> : tensor<2x!t.s>, e = dense<7> : tensor<1xi32>, f = dense<(1,2)> : tensor<2xcomplex<i32>>, h = array<i1: true, false>, i = dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>, ja = array<f32: 1.000000e+00, 2.500000e+00>, jb = array<i8: -1, 2>, jc = array<f64>, jd = "x" : i32, je = [1, 2.000000e+00, 3 : i32, "s", [4]]} : () -> ()"#;
    assert_eq!(body_of(&print(&ctx, &m)), expected);
    assert_round_trip(&ctx, &print(&ctx, &m), &PrintOptions::default());
}

/// Over 100 elements: the raw little-endian bytes in hex (i1 packed eight to a byte); not
/// for splats, strings or exactly 100 elements. `hex_dense.expected` is mlir-opt's output
/// for `hex_dense.mlir`.
#[test]
fn large_dense_elements_print_as_hex() {
    let ctx = test_context();
    let t = |n: i64, e: Type| ctx.tensor_type(&[n], e);
    let range = |n: i128, f: &dyn Fn(i128) -> i128| (0..n).map(f).collect::<Vec<_>>();
    let s = opaque_type(&ctx, "t", "s");
    let strs: Vec<String> = (0..101).map(|i| i.to_string()).collect();
    let str_refs: Vec<&str> = strs.iter().map(|s| s.as_str()).collect();
    let bf16_lits: Vec<String> = (0..101).map(|i| format!("{i}.5")).collect();
    let bf16_refs: Vec<&str> = bf16_lits.iter().map(|s| s.as_str()).collect();
    let complex: Vec<i128> = (0..101).flat_map(|i| [i, i + 1]).collect();
    let attrs = [
        (
            "a",
            dense_ints(&ctx, t(101, ctx.i32()), &range(101, &|i| i), false),
        ),
        (
            "b",
            dense_ints(
                &ctx,
                t(101, ctx.i1()),
                &range(101, &|i| (i % 3 == 0) as i128),
                false,
            ),
        ),
        (
            "c",
            dense_ints(
                &ctx,
                t(100, ctx.integer_type(8)),
                &range(100, &|i| i),
                false,
            ),
        ),
        (
            "d",
            dense_ints(
                &ctx,
                t(101, ctx.complex_type(ctx.integer_type(8))),
                &complex,
                false,
            ),
        ),
        (
            "e",
            dense_floats(
                &ctx,
                t(101, ctx.float_type(FloatKind::BF16)),
                &bf16_refs,
                false,
            ),
        ),
        (
            "f",
            dense_ints(
                &ctx,
                t(101, ctx.integer_type(4)),
                &range(101, &|i| i % 8),
                false,
            ),
        ),
        ("g", dense_strings(&ctx, t(101, s), &str_refs, false)),
        (
            "h",
            dense_ints(
                &ctx,
                t(101, ctx.index_type()),
                &range(101, &|i| i % 2),
                false,
            ),
        ),
        (
            "i",
            dense_ints(
                &ctx,
                t(101, ctx.integer_type(3)),
                &range(101, &|i| i % 2),
                false,
            ),
        ),
        ("j", dense_ints(&ctx, t(200, ctx.i32()), &[1], true)),
        (
            "k",
            dense_ints(
                &ctx,
                t(101, ctx.integer_type(17)),
                &range(101, &|i| i),
                false,
            ),
        ),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = include_str!("hex_dense.expected");
    check(
        &ctx,
        &m,
        &PrintOptions::default(),
        expected.strip_suffix('\n').unwrap_or(expected),
    );
}

#[test]
fn affine_maps_alias_in_first_use_order() {
    use AffineExpr::*;
    let ctx = test_context();
    let b = |e: AffineExpr| Box::new(e);
    let add = |x, y| Add(b(x), b(y));
    let mul = |x, y| Mul(b(x), b(y));
    let m0 = map_attr(
        &ctx,
        2,
        1,
        vec![add(Dim(0), Symbol(0)), FloorDiv(b(Dim(1)), b(Const(2)))],
    );
    let m1 = map_attr(&ctx, 1, 0, vec![Dim(0)]);
    let m2 = map_attr(
        &ctx,
        1,
        2,
        vec![
            add(mul(Dim(0), Symbol(0)), mul(Symbol(1), Const(-1))),
            mul(Dim(0), Const(-1)),
            add(Dim(0), Const(-3)),
            add(mul(Dim(0), Const(-2)), Symbol(0)),
            mul(add(Dim(0), Const(1)), Const(2)),
            Mod(b(Dim(0)), b(Const(4))),
            CeilDiv(b(Dim(0)), b(Const(3))),
            Const(5),
        ],
    );
    let m3 = map_attr(&ctx, 0, 0, vec![]);
    let m4 = map_attr(&ctx, 0, 1, vec![Symbol(0)]);
    let m5 = map_attr(
        &ctx,
        2,
        1,
        vec![
            add(Dim(0), mul(Symbol(0), Const(-3))),
            add(Dim(0), mul(add(Dim(1), Symbol(0)), Const(-1))),
            Mod(b(FloorDiv(b(Dim(0)), b(Const(2)))), b(Const(3))),
            mul(FloorDiv(b(Dim(0)), b(Const(2))), Const(-1)),
        ],
    );
    let t_foo = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.symbol("t"),
        body: "foo".into(),
        ty: None,
    });
    let t_xy = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.symbol("t"),
        body: "\"x y\"".into(),
        ty: None,
    });
    let t_bar = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.symbol("t"),
        body: "bar<[1]>".into(),
        ty: None,
    });
    let t_q = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.symbol("t"),
        body: "q".into(),
        ty: Some(ctx.i32()),
    });
    let i32 = ctx.i32();
    let list = ctx.array_attr(&[
        m1,
        t_foo,
        t_xy,
        t_bar,
        t_q,
        ctx.type_attr(i32),
        ctx.type_attr(ctx.function_type(&[i32], &[i32])),
        ctx.unit_attr(),
    ]);
    let s = opaque_type(&ctx, "t", "s");
    let attrs = [
        ("a", m0),
        ("b", m1),
        ("c", m0),
        ("d", m2),
        ("e", m3),
        ("f", m4),
        ("g", m5),
        ("h", list),
        ("i", ctx.empty_dictionary()),
        ("j", ctx.array_attr(&[])),
        (
            "k",
            dense_ints(&ctx, ctx.tensor_type(&[3], i32), &[1, 2, 3], false),
        ),
        (
            "l",
            dense_ints(&ctx, ctx.tensor_type(&[5], i32), &[2], true),
        ),
        (
            "m",
            dense_strings(&ctx, ctx.tensor_type(&[3], s), &["a", "b", "c"], false),
        ),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = r#"#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 * s0 - s1, -d0, d0 - 3, d0 * -2 + s0, (d0 + 1) * 2, d0 mod 4, d0 ceildiv 3, 5)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<()[s0] -> (s0)>
#map5 = affine_map<(d0, d1)[s0] -> (d0 - s0 * 3, d0 - (d1 + s0), (d0 floordiv 2) mod 3, -(d0 floordiv 2))>
module {
  "t.op"() {a = #map, b = #map1, c = #map, d = #map2, e = #map3, f = #map4, g = #map5, h = [#map1, #t.foo, #t<"x y">, #t.bar<[1]>, #t.q : i32, i32, (i32) -> i32, unit], i = {}, j = [], k = dense<[1, 2, 3]> : tensor<3xi32>, l = dense<2> : tensor<5xi32>, m = dense<["a", "b", "c"]> : tensor<3x!t.s>} : () -> ()
}
"#;
    check(&ctx, &m, &PrintOptions::default(), expected);

    // --mlir-elide-elementsattrs-if-larger=2 --mlir-print-local-scope
    let opts = PrintOptions {
        elide_elements_larger: Some(2),
        use_aliases: false,
        ..PrintOptions::default()
    };
    let expected = r#""t.op"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>, b = affine_map<(d0) -> (d0)>, c = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>, d = affine_map<(d0)[s0, s1] -> (d0 * s0 - s1, -d0, d0 - 3, d0 * -2 + s0, (d0 + 1) * 2, d0 mod 4, d0 ceildiv 3, 5)>, e = affine_map<() -> ()>, f = affine_map<()[s0] -> (s0)>, g = affine_map<(d0, d1)[s0] -> (d0 - s0 * 3, d0 - (d1 + s0), (d0 floordiv 2) mod 3, -(d0 floordiv 2))>, h = [affine_map<(d0) -> (d0)>, #t.foo, #t<"x y">, #t.bar<[1]>, #t.q : i32, i32, (i32) -> i32, unit], i = {}, j = [], k = dense_resource<__elided__> : tensor<3xi32>, l = dense<2> : tensor<5xi32>, m = dense_resource<__elided__> : tensor<3x!t.s>} : () -> ()"#;
    assert_eq!(body_of(&print_module(&ctx, &m, &opts)), expected);
    let no_elision = PrintOptions {
        use_aliases: false,
        ..PrintOptions::default()
    };
    assert_round_trip(&ctx, &print_module(&ctx, &m, &no_elision), &no_elision);
}

/// A dialect attribute hook, and the default `#d.mnemonic<params>` form.
fn print_enum(p: &mut dyn crate::asm::AsmPrinter, a: Attribute) -> bool {
    let ctx = p.ctx();
    let AttrData::Dialect {
        mnemonic, params, ..
    } = ctx.attr_data(a)
    else {
        return false;
    };
    if ctx.symbol_str(*mnemonic) != "cmp" {
        return false;
    }
    let name = match params.first().and_then(|&v| ctx.attr_as_int(v)) {
        Some(0) => "eq",
        _ => "ne",
    };
    p.write_str("cmp<");
    p.write_str(name);
    p.write_str(">");
    true
}

#[test]
fn dialect_attributes_use_hook_or_default_form() {
    let mut ctx = test_context();
    let mut d = DialectDef::new("dx");
    d.print_attr = Some(print_enum);
    ctx.load_dialect(d);
    let dattr = |m: &str, params: &[Attribute]| {
        ctx.intern_attr(AttrData::Dialect {
            dialect: ctx.symbol("dx"),
            mnemonic: ctx.symbol(m),
            params: params.into(),
        })
    };
    let attrs = [
        ("a", dattr("cmp", &[ctx.i64_attr(0)])),
        ("b", dattr("cmp", &[ctx.i64_attr(1)])),
        ("c", dattr("plain", &[])),
        ("d", dattr("pair", &[ctx.i64_attr(1), ctx.string_attr("x")])),
    ];
    let m = attrs_module(&ctx, &attrs);
    let expected = r#""t.op"() {a = #dx.cmp<eq>, b = #dx.cmp<ne>, c = #dx.plain, d = #dx.pair<1 : i64, "x">} : () -> ()"#;
    assert_eq!(body_of(&print(&ctx, &m)), expected);
}
