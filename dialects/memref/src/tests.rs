//! Round trips of the custom syntax and verifier rules through the core parser and printer.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn ctx() -> Context {
    let mut c = Context::new();
    xla_dialects::load_all(&mut c);
    c
}

/// Parses, verifies and prints `src`; the printed text or the first error's message.
fn round_trip(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let m = parse_module(&ctx, "t.mlir", src).map_err(|d| d[0].message.clone())?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| d[0].message.clone())?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn subview_and_casts_print_as_upstream() {
    let src = "func.func @f(%arg0: memref<4x8xf32>, %arg1: index) {\n  %subview = memref.subview %arg0[%arg1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>\n  %cast = memref.cast %subview : memref<2x4xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[8, 1], offset: ?>>\n  return\n}\n";
    let out = round_trip(src).unwrap();
    assert!(out.contains("%subview = memref.subview %arg0[%arg1, 2] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>"), "{out}");
    assert!(out.contains("%cast = memref.cast %subview"), "{out}");
}

#[test]
fn verifier_rules_give_upstream_messages() {
    let e = round_trip("func.func @f(%m: memref<4x8xf32>, %i: index) {\n  %0 = memref.load %m[%i] : memref<4x8xf32>\n  return\n}\n").unwrap_err();
    assert_eq!(
        e,
        "'memref.load' op incorrect number of indices for load, expected 2 but got 1"
    );
    let e = round_trip("func.func @f(%m: memref<4x8xf32>) {\n  %0 = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>\n  return\n}\n").unwrap_err();
    assert_eq!(e, "slice along dimension 0 runs out-of-bounds: 4 >= 4");
    let e = round_trip("func.func @f(%m: memref<4x8xf32>) {\n  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<33xf32>\n  return\n}\n").unwrap_err();
    assert_eq!(e, "'memref.collapse_shape' op collapsed dim size (33) must equal reassociation group size (32)");
}

#[test]
fn globals_and_get_global() {
    let out = round_trip("memref.global \"private\" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}\nfunc.func @f() -> memref<2xf32> {\n  %0 = memref.get_global @cst : memref<2xf32>\n  return %0 : memref<2xf32>\n}\n").unwrap();
    assert!(out.contains("memref.global \"private\" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}"), "{out}");
    let e = round_trip(
        "func.func @f() {\n  %0 = memref.get_global @nope : memref<2xf32>\n  return\n}\n",
    )
    .unwrap_err();
    assert_eq!(
        e,
        "'memref.get_global' op 'nope' does not reference a valid global memref"
    );
}
