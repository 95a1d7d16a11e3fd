//! Parsing, verifying and printing chlo spellings.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

/// Parses and verifies `body` inside a function of `args`, returning the printed function body.
fn round_trip(args: &str, body: &str) -> Result<String, String> {
    let ctx = context();
    let text = format!("func.func @f({args}) {{\n{body}\n}}");
    let m = parse_module(&ctx, "t.mlir", &text).map_err(|d| d[0].message.clone())?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| d[0].message.clone())?;
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    let again = parse_module(&ctx, "t2.mlir", &printed).map_err(|d| d[0].message.clone())?;
    assert_eq!(
        print_module(&ctx, &again, &PrintOptions::default()),
        printed
    );
    Ok(printed)
}

#[test]
fn broadcast_ops_become_hlo_ops() {
    let out = round_trip(
        "%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>",
        "%0 = chlo.broadcast_add %arg0, %arg1 : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>\n\
         %1 = chlo.broadcast_multiply %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>\n\
         %2 = chlo.broadcast_compare %arg0, %arg0 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>\n\
         return",
    )
    .unwrap();
    assert!(
        out.contains("hlo.add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>}")
            || out.contains("hlo.add"),
        "{out}"
    );
    assert!(!out.contains("chlo."), "{out}");
    assert!(out.contains("hlo.compare"), "{out}");
}

#[test]
fn generic_chlo_names_resolve_to_hlo() {
    let out = round_trip(
        "%arg0: tensor<11xf32>",
        "%0 = \"chlo.erf\"(%arg0) : (tensor<11xf32>) -> tensor<11xf32>\n\
         %1 = chlo.tan %arg0 : tensor<11xf32> -> tensor<11xf32>\n\
         %2 = chlo.constant dense<1.0> : tensor<f32>\n\
         return",
    )
    .unwrap();
    assert!(out.contains("hlo.erf %arg0 : tensor<11xf32>"), "{out}");
    assert!(out.contains("hlo.tan %arg0 : tensor<11xf32>"), "{out}");
    assert!(
        out.contains("hlo.constant dense<1.000000e+00> : tensor<f32>"),
        "{out}"
    );
}

#[test]
fn chlo_only_ops_round_trip() {
    let out = round_trip(
        "%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xi1>",
        "%0 = chlo.lgamma %arg0 : tensor<5x3xf32> -> tensor<5x3xf32>\n\
         %1 = chlo.next_after %arg0, %0 : tensor<5x3xf32>, tensor<5x3xf32> -> tensor<5x3xf32>\n\
         %2:2 = chlo.top_k(%arg0, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)\n\
         %3 = chlo.is_inf %arg0 : tensor<5x3xf32> -> tensor<5x3xi1>\n\
         %4 = chlo.broadcast_select %arg1, %arg0, %arg0 : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>\n\
         %5 = chlo.broadcast_zeta %arg0, %arg0 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>\n\
         return",
    )
    .unwrap();
    assert!(
        out.contains("chlo.lgamma %arg0 : tensor<5x3xf32> -> tensor<5x3xf32>"),
        "{out}"
    );
    assert!(
        out.contains(
            "chlo.top_k(%arg0, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)"
        ),
        "{out}"
    );
}

#[test]
fn verifiers_reject_bad_types() {
    let err = round_trip(
        "%arg0: tensor<4xi32>",
        "%0 = chlo.lgamma %arg0 : tensor<4xi32> -> tensor<4xi32>\nreturn",
    )
    .unwrap_err();
    assert!(err.contains("operand #0 must be ranked tensor of"), "{err}");
    let err = round_trip(
        "%arg0: tensor<5x3xf32>",
        "%v, %i = chlo.top_k(%arg0, k = 4) : tensor<5x3xf32> -> (tensor<5x4xf32>, tensor<5x4xi32>)\nreturn",
    )
    .unwrap_err();
    assert!(err.contains("last dimension must be at least 4"), "{err}");
    let err = round_trip(
        "%arg0: tensor<5x3xf32>, %arg1: tensor<5x3xf32>",
        "%0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x4xf32>\nreturn",
    )
    .unwrap_err();
    assert!(err.contains("inferred type"), "{err}");
}
