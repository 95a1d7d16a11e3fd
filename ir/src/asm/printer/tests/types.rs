//! Every builtin type form, dialect and opaque types, type aliases.

use super::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::float::FloatKind;
use crate::types::{Signedness, DYNAMIC};

pub(super) fn int(ctx: &Context, width: u32, signedness: Signedness) -> Type {
    ctx.intern_type(TypeData::Integer { width, signedness })
}

pub(super) fn opaque_type(ctx: &Context, dialect: &str, body: &str) -> Type {
    ctx.intern_type(TypeData::Opaque {
        dialect: ctx.symbol(dialect),
        body: body.into(),
    })
}

pub(super) fn map_attr(
    ctx: &Context,
    num_dims: u32,
    num_symbols: u32,
    results: Vec<AffineExpr>,
) -> Attribute {
    ctx.intern_attr(AttrData::AffineMap(AffineMap {
        num_dims,
        num_symbols,
        results,
    }))
}

fn memref(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space: space,
    })
}

#[test]
fn builtin_types() {
    let ctx = test_context();
    let f32 = ctx.f32();
    let i32 = ctx.i32();
    let mut scalars = vec![
        i32,
        int(&ctx, 8, Signedness::Signed),
        int(&ctx, 16, Signedness::Unsigned),
        ctx.i1(),
        ctx.index_type(),
    ];
    scalars.extend(FloatKind::ALL.iter().map(|&k| ctx.float_type(k)));
    scalars.extend([
        ctx.none_type(),
        ctx.complex_type(f32),
        ctx.tuple_type(&[i32, f32]),
        ctx.tuple_type(&[]),
    ]);

    let enc = ctx.string_attr("enc");
    let t_e = ctx.intern_attr(AttrData::Opaque {
        dialect: ctx.symbol("t"),
        body: "e".into(),
        ty: None,
    });
    let shaped = [
        ctx.tensor_type(&[4, DYNAMIC], f32),
        ctx.tensor_type(&[], f32),
        ctx.unranked_tensor_type(f32),
        ctx.intern_type(TypeData::Tensor {
            shape: [4].into(),
            elem: f32,
            encoding: Some(enc),
        }),
        ctx.intern_type(TypeData::Tensor {
            shape: [2].into(),
            elem: ctx.integer_type(8),
            encoding: Some(t_e),
        }),
        ctx.intern_type(TypeData::Vector {
            shape: [4, 8].into(),
            scalable: [false, true].into(),
            elem: f32,
        }),
        ctx.intern_type(TypeData::Vector {
            shape: [4].into(),
            scalable: [true].into(),
            elem: ctx.i1(),
        }),
        ctx.vector_type(&[], f32),
        ctx.vector_type(&[2, 3], ctx.index_type()),
    ];

    let strided = |offset: i64, strides: &[i64]| {
        ctx.intern_attr(AttrData::StridedLayout {
            offset,
            strides: strides.into(),
        })
    };
    let transpose = map_attr(&ctx, 2, 0, vec![AffineExpr::Dim(1), AffineExpr::Dim(0)]);
    let identity = ctx.intern_attr(AttrData::AffineMap(AffineMap::identity(1)));
    let one = ctx.i64_attr(1);
    let memrefs = [
        ctx.memref_type(&[4], f32),
        memref(
            &ctx,
            &[4, DYNAMIC],
            f32,
            Some(strided(DYNAMIC, &[DYNAMIC, 1])),
            None,
        ),
        memref(&ctx, &[4], f32, None, Some(one)),
        ctx.intern_type(TypeData::UnrankedMemRef {
            elem: f32,
            memory_space: Some(one),
        }),
        ctx.intern_type(TypeData::UnrankedMemRef {
            elem: f32,
            memory_space: None,
        }),
        memref(&ctx, &[4, 4], f32, Some(transpose), None),
        memref(&ctx, &[4], f32, Some(identity), None),
        memref(&ctx, &[4], f32, Some(strided(0, &[1])), None),
        memref(&ctx, &[], f32, Some(strided(0, &[])), None),
        memref(
            &ctx,
            &[8],
            f32,
            Some(strided(3, &[2])),
            Some(ctx.i64_attr(4)),
        ),
        memref(&ctx, &[4], f32, None, Some(ctx.integer_attr(i32, 1))),
    ];

    let unit_fn = ctx.function_type(&[], &[]);
    let functions = [
        unit_fn,
        ctx.function_type(&[i32], &[i32]),
        ctx.function_type(&[i32, f32], &[i32, f32]),
        ctx.function_type(&[], &[ctx.function_type(&[i32], &[i32])]),
        ctx.function_type(&[unit_fn], &[ctx.tuple_type(&[])]),
    ];

    let opaque = [
        "foo",
        "\"foo bar\"",
        "foo<1>",
        "a.b",
        "\"a\"",
        "\"1a\"",
        "a b",
    ]
    .map(|b| opaque_type(&ctx, "t", b));
    let tuples = [ctx.tuple_type(&[i32; 17]), ctx.tuple_type(&[i32; 16])];

    let mut m = new_module(&ctx);
    let b = m.block();
    let bld = Builder::new(&ctx);
    for group in [
        &scalars[..],
        &shaped,
        &memrefs,
        &functions,
        &opaque,
        &tuples,
    ] {
        bld.op(m.body_mut(), b, "t.op", &[], group, &[]);
    }
    let expected = r#"!tuple = tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  %0:25 = "t.op"() : () -> (i32, si8, ui16, i1, index, f16, bf16, f32, f64, tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN, none, complex<f32>, tuple<i32, f32>, tuple<>)
  %1:9 = "t.op"() : () -> (tensor<4x?xf32>, tensor<f32>, tensor<*xf32>, tensor<4xf32, "enc">, tensor<2xi8, #t.e>, vector<4x[8]xf32>, vector<[4]xi1>, vector<f32>, vector<2x3xindex>)
  %2:11 = "t.op"() : () -> (memref<4xf32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, 1>, memref<*xf32, 1>, memref<*xf32>, memref<4x4xf32, #map>, memref<4xf32>, memref<4xf32, strided<[1]>>, memref<f32, strided<[]>>, memref<8xf32, strided<[2], offset: 3>, 4>, memref<4xf32, 1 : i32>)
  %3:5 = "t.op"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i32, f32), () -> ((i32) -> i32), (() -> ()) -> tuple<>)
  %4:7 = "t.op"() : () -> (!t.foo, !t<"foo bar">, !t.foo<1>, !t.a.b, !t<"a">, !t<"1a">, !t<a b>)
  %5:2 = "t.op"() : () -> (!tuple, tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>)
}
"#;
    check(&ctx, &m, &PrintOptions::default(), expected);
}

/// A dialect's type hook, and the default `!d.mnemonic<params>` form.
fn print_ptr(p: &mut dyn crate::asm::AsmPrinter, t: Type) -> bool {
    let ctx = p.ctx();
    let TypeData::Dialect {
        mnemonic, params, ..
    } = ctx.type_data(t)
    else {
        return false;
    };
    if ctx.symbol_str(*mnemonic) != "ptr" {
        return false;
    }
    let space = params.first().copied();
    p.write_str("ptr");
    if let Some(s) = space {
        p.write_str("<");
        p.print_attribute_without_type(s);
        p.write_str(">");
    }
    true
}

#[test]
fn dialect_types_use_hook_or_default_form() {
    let mut ctx = test_context();
    let mut d = DialectDef::new("llvmx");
    d.print_type = Some(print_ptr);
    ctx.load_dialect(d);
    let i32 = ctx.i32();
    let types = [
        ctx.dialect_type("llvmx", "ptr", &[]),
        ctx.dialect_type("llvmx", "ptr", &[ctx.integer_attr(i32, 3)]),
        ctx.dialect_type("llvmx", "vec", &[ctx.i64_attr(4), ctx.type_attr(i32)]),
        ctx.dialect_type("other", "thing", &[]),
    ];
    let m = types_module(&ctx, &types);
    assert_eq!(
        print(&ctx, &m),
        "module {\n  %0:4 = \"t.op\"() : () -> (!llvmx.ptr, !llvmx.ptr<3>, !llvmx.vec<4 : i64, i32>, !other.thing)\n}\n"
    );
}

#[test]
fn type_alias_ordering_by_depth_and_kind() {
    // A tuple alias containing a memref with an aliased layout: the map has depth 1 and
    // prints first even though it is a type-vs-attribute tie at depth 1 otherwise.
    let ctx = test_context();
    let f32 = ctx.f32();
    let transpose = map_attr(&ctx, 2, 0, vec![AffineExpr::Dim(1), AffineExpr::Dim(0)]);
    let mr = memref(&ctx, &[2, 2], f32, Some(transpose), None);
    let mut elems = vec![f32; 16];
    elems.push(mr);
    let big = ctx.tuple_type(&elems);
    let m = types_module(&ctx, &[big]);
    // mlir-opt: `"t.op"() : () -> tuple<f32 x16, memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>>`
    let expected = "#map = affine_map<(d0, d1) -> (d1, d0)>\n!tuple = tuple<f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, memref<2x2xf32, #map>>\nmodule {\n  %0 = \"t.op\"() : () -> !tuple\n}\n";
    check(&ctx, &m, &PrintOptions::default(), expected);
}
