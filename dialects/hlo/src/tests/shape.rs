//! The shape ops: inference errors with their follow-up, constant shape operands, and the
//! gather/scatter dimension-number attributes through the parser and printer.

use super::build::{message, Builder};
use super::ctx;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::diagnostic::Severity;
use xla_ir::DYNAMIC;

#[test]
fn inference_errors_are_followed_by_failed_to_infer() {
    let ctx = ctx();
    let i32t = ctx.i32();
    let t3 = ctx.tensor_type(&[3], i32t);
    let mut b = Builder::new(&[t3]);
    let sizes = ctx.dense_i64_array(&[-1]);
    let op = b.op(
        &ctx,
        "broadcast",
        &[0],
        &[ctx.tensor_type(&[1, 3], i32t)],
        &[("broadcast_sizes", sizes)],
    );
    let err = b.verify(&ctx, op).unwrap_err();
    assert_eq!(err.message, "Broadcast with negative dimension size -1");
    let [follow] = err.notes.as_slice() else {
        panic!("expected one follow-up error")
    };
    assert_eq!(follow.severity, Severity::Error);
    assert_eq!(
        follow.message,
        "'hlo.broadcast' op failed to infer returned types"
    );
}

#[test]
fn inferred_types_allow_dynamic_dims() {
    let ctx = ctx();
    let f = ctx.f32();
    let (a, c) = (
        ctx.tensor_type(&[1, 3], f),
        ctx.tensor_type(&[DYNAMIC, 3], f),
    );
    let mut b = Builder::new(&[a, c]);
    let dim = ctx.i64_attr(0);
    let ok = b.op(
        &ctx,
        "concatenate",
        &[0, 1],
        &[ctx.tensor_type(&[4, 3], f)],
        &[("dimension", dim)],
    );
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let bad = b.op(
        &ctx,
        "concatenate",
        &[0, 1],
        &[ctx.tensor_type(&[4, 2], f)],
        &[("dimension", dim)],
    );
    assert_eq!(
        message(b.verify(&ctx, bad)),
        "'hlo.concatenate' op inferred type(s) 'tensor<?x3xf32>' are incompatible with return type(s) of operation 'tensor<4x2xf32>'"
    );
}

#[test]
fn slice_result_rounds_up() {
    let ctx = ctx();
    let i = ctx.i32();
    let mut b = Builder::new(&[ctx.tensor_type(&[7], i)]);
    let attrs = [
        ("start_indices", ctx.dense_i64_array(&[1])),
        ("limit_indices", ctx.dense_i64_array(&[7])),
        ("strides", ctx.dense_i64_array(&[4])),
    ];
    let ok = b.op(&ctx, "slice", &[0], &[ctx.tensor_type(&[2], i)], &attrs);
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
}

/// A module holding `body` (ops at the top level), parsed and verified.
fn check(body: &str) -> String {
    let ctx = ctx();
    let text = format!("module {{\n{body}\n}}");
    match parse_module(&ctx, "t.mlir", &text) {
        Ok(m) => match xla_ir::verify::verify_module(&ctx, &m) {
            Ok(()) => "ok".to_string(),
            Err(e) => e[0].message.clone(),
        },
        Err(e) => e[0].message.clone(),
    }
}

#[test]
fn constant_shape_operands_are_checked() {
    let x = "  %x = hlo.constant dense<1.0> : tensor<4xf32>\n  %s = hlo.constant dense<[2, 2]> : tensor<2xi64>\n";
    assert_eq!(check(&format!("{x}  %0 = hlo.dynamic_reshape %x, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x2xf32>")), "ok");
    assert_eq!(
        check(&format!("{x}  %0 = hlo.dynamic_reshape %x, %s : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x4xf32>")),
        "output shape [2, 2] is incompatible with return type of operation 'tensor<1x4xf32>'"
    );
    // A splat constant counts once per element.
    let pad = "  %v = hlo.constant dense<0.0> : tensor<f32>\n  %p = hlo.constant dense<1> : tensor<1xi32>\n  \
               %0 = hlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<9xf32>";
    assert_eq!(check(&format!("{x}{pad}")), "ok");
}

#[test]
fn set_dimension_size_keeps_a_constant_size_static() {
    let x = "  %x = hlo.constant dense<1.0> : tensor<2x512xf32>\n  %n = hlo.constant dense<512> : tensor<i32>\n";
    let op = "%0 = hlo.set_dimension_size %x, %n, dim = 1 : (tensor<2x512xf32>, tensor<i32>)";
    assert_eq!(check(&format!("{x}  {op} -> tensor<2x512xf32>")), "ok");
    // With a known size equal to the bound the result is static: a smaller size is not.
    assert!(check(&format!("{x}  {op} -> tensor<2x100xf32>")).contains("are incompatible"));
}

#[test]
fn dimension_numbers_parse_in_any_order_and_print_in_declaration_order() {
    let ctx = ctx();
    let text = "module attributes {a = #stablehlo.gather<index_vector_dim = 1, start_index_map = [0], offset_dims = [1],>, \
                b = #hlo.scatter<>} {}";
    let m = parse_module(&ctx, "t.mlir", text).unwrap_or_else(|e| panic!("{}", e[0].message));
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        printed.contains(
            "a = #hlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>"
        ),
        "{printed}"
    );
    assert!(printed.contains("b = #hlo.scatter<>"), "{printed}");
}

#[test]
fn dimension_numbers_report_malformed_fields() {
    let ctx = ctx();
    let errs = parse_module(
        &ctx,
        "t.mlir",
        "module attributes {a = #hlo.gather<offset_dims = 1>} {}",
    )
    .unwrap_err();
    assert_eq!(errs[0].message, "expected '['");
    assert_eq!(
        errs[0].notes[0].message,
        "failed parsing gather dimension numbers"
    );
    let errs = parse_module(
        &ctx,
        "t.mlir",
        "module attributes {a = #hlo.gather<offset_dims = [1] start_index_map = [0]>} {}",
    )
    .unwrap_err();
    assert_eq!(errs[0].message, "expected '>'");
}

#[test]
fn malformed_properties_print_in_a_form_that_parses_back() {
    let ctx = ctx();
    let text = r#"module {
  %a = hlo.constant dense<1> : tensor<1xi32>
  %0 = "hlo.concatenate"(%a, %a) {dimension = 0 : i32} : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %1 = "hlo.broadcast"(%a) {broadcast_sizes = [1]} : (tensor<1xi32>) -> tensor<1x1xi32>
  %2 = "hlo.dynamic_slice"(%a, %a) {slice_sizes = 1 : i64} : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %3 = "hlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 1, 2>, strides = array<i64: 1>} : (tensor<1xi32>) -> tensor<1xi32>
  %4 = "hlo.pad"(%a, %a) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  %5 = "hlo.reverse"(%a) {dimensions = 0 : i64} : (tensor<1xi32>) -> tensor<1xi32>
  %6 = "hlo.get_dimension_size"(%a) : (tensor<1xi32>) -> tensor<i32>
}"#;
    let m = parse_module(&ctx, "t.mlir", text).unwrap_or_else(|e| panic!("{}", e[0].message));
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        printed.contains("hlo.concatenate %0, %0, {dimension = 0 : i32}"),
        "{printed}"
    );
    let again = parse_module(&ctx, "printed.mlir", &printed)
        .unwrap_or_else(|e| panic!("{}\n{printed}", e[0].message));
    assert_eq!(
        print_module(&ctx, &again, &PrintOptions::default()),
        printed
    );
}
