//! The region ops through the textual format: parse, verify, print (the lit tests cover
//! every message; these pin the behaviours the syntax and inference depend on).

use super::ctx;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::verify::verify_module;
use xla_ir::{Body, Context, OperationState};

/// Parses and verifies `text`; the printed module, or the first error message.
fn run(ctx: &Context, text: &str) -> Result<String, String> {
    let module = parse_module(ctx, "t.mlir", text).map_err(|e| e[0].message.clone())?;
    verify_module(ctx, &module).map_err(|e| e[0].message.clone())?;
    Ok(print_module(ctx, &module, &PrintOptions::default()))
}

fn error(text: &str) -> String {
    run(&ctx(), text).expect_err("expected an error")
}

const VALUES: &str = "%x = hlo.constant dense<1.0> : tensor<4x8xf32>\n\
                      %z = hlo.constant dense<0.0> : tensor<f32>\n";

#[test]
fn compact_reduce_round_trips_and_builds_its_body() {
    let ctx = ctx();
    let text = format!(
        "{VALUES}%r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : \
         (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>"
    );
    let printed = run(&ctx, &text).unwrap();
    assert!(printed.contains(
        "hlo.reduce(%0 init: %1) applies hlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>"
    ));
    let generic = print_module(
        &ctx,
        &parse_module(&ctx, "t.mlir", &text).unwrap(),
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains("^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):"),
        "{generic}"
    );
    assert!(generic.contains("\"hlo.add\"(%arg0, %arg1)"), "{generic}");
    assert!(generic.contains("\"hlo.return\""), "{generic}");
}

#[test]
fn bodies_that_are_not_one_plain_commutative_op_print_as_regions() {
    let ctx = ctx();
    let body = |ops: &str| {
        format!(
            "{VALUES}%r = \"hlo.reduce\"(%x, %z) ({{\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n{ops}\n}}) \
             {{dimensions = array<i64: 1>}} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>"
        )
    };
    let swapped = run(
        &ctx,
        &body("%s = hlo.add %b, %a : tensor<f32>\nhlo.return %s : tensor<f32>"),
    )
    .unwrap();
    assert!(
        swapped.contains(" reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {"),
        "{swapped}"
    );
    let attributed = run(
        &ctx,
        &body("%s = hlo.add %a, %b {note = 1 : i32} : tensor<f32>\nhlo.return %s : tensor<f32>"),
    )
    .unwrap();
    assert!(attributed.contains("reducer("), "{attributed}");
    let subtract = run(
        &ctx,
        &body("%s = hlo.subtract %a, %b : tensor<f32>\nhlo.return %s : tensor<f32>"),
    )
    .unwrap();
    assert!(subtract.contains("reducer("), "{subtract}");
}

#[test]
fn compact_form_needs_a_commutative_hlo_op() {
    let text = format!(
        "{VALUES}%r = hlo.reduce(%x init: %z) applies hlo.divide across dimensions = [1] : \
         (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>"
    );
    assert!(error(&text).ends_with(
        "expected the inner-op to be a commutative binary-op from the hlo dialect, with zero region, producing \
         single result"
    ));
}

#[test]
fn reduce_infers_the_kept_dims_and_the_accumulator_type() {
    let text = format!(
        "{VALUES}%r = hlo.reduce(%x init: %z) applies hlo.add across dimensions = [0] : \
         (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>"
    );
    assert_eq!(
        error(&text),
        "'hlo.reduce' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation \
         'tensor<4xf32>'"
    );
}

#[test]
fn while_arguments_print_as_iter_args_in_both_regions() {
    let text = "%i = hlo.constant dense<0> : tensor<i32>\n\
                %r = hlo.while(%a = %i) : tensor<i32>\n\
                cond {\n  %p = \"hlo.compare\"(%a, %a) {comparison_direction = #hlo<comparison_direction LT>} : \
                (tensor<i32>, tensor<i32>) -> tensor<i1>\n  hlo.return %p : tensor<i1>\n\
                } do {\n  hlo.return %a : tensor<i32>\n}";
    let printed = run(&ctx(), text).unwrap();
    assert!(
        printed.contains("hlo.while(%iterArg = %0) : tensor<i32>\n  cond {"),
        "{printed}"
    );
    assert!(
        printed.contains("hlo.compare LT, %iterArg, %iterArg"),
        "{printed}"
    );
    assert!(
        printed.contains("} do {\n    hlo.return %iterArg : tensor<i32>"),
        "{printed}"
    );
}

#[test]
fn conditional_results_may_be_less_static_than_branches() {
    let branch =
        |t: &str| format!("{{\n  %c = hlo.constant dense<1.0> : {t}\n  hlo.return %c : {t}\n}}");
    let text = format!(
        "%p = hlo.constant dense<true> : tensor<i1>\n%r = \"hlo.if\"(%p) ({}, {}) : (tensor<i1>) -> tensor<?xf32>",
        branch("tensor<2xf32>"),
        branch("tensor<2xf32>")
    );
    run(&ctx(), &text).unwrap();
    let mismatched = format!(
        "%p = hlo.constant dense<true> : tensor<i1>\n%r = \"hlo.if\"(%p) ({}, {}) : (tensor<i1>) -> tensor<2xf32>",
        branch("tensor<2xf32>"),
        branch("tensor<3xf32>")
    );
    assert_eq!(
        error(&mismatched),
        "branch 0 and branch 1 have mismatched return types: 'tensor<2xf32>' vs 'tensor<3xf32>'"
    );
}

#[test]
fn reduce_window_infers_the_window_count() {
    let text = "%x = hlo.constant dense<1.0> : tensor<2x8xf32>\n%z = hlo.constant dense<0.0> : tensor<f32>\n\
                %r = \"hlo.reduce_window\"(%x, %z) ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
                %m = hlo.maximum %a, %b : tensor<f32>\n  hlo.return %m : tensor<f32>\n}) \
                {window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>, \
                padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x4xf32>";
    run(&ctx(), text).unwrap();
    let wrong = text.replace("-> tensor<2x4xf32>", "-> tensor<2x5xf32>");
    assert!(error(&wrong).contains("inferred type(s) 'tensor<2x4xf32>'"));
}

#[test]
fn custom_call_prints_defaults_away() {
    let text = "%x = hlo.constant dense<1.0> : tensor<2xf32>\n\
                \"stablehlo.custom_call\"(%x) {call_target_name = \"my.target\", has_side_effect = false, \
                api_version = 1 : i32, called_computations = [], output_operand_aliases = []} : (tensor<2xf32>) -> ()";
    let printed = run(&ctx(), text).unwrap();
    assert!(
        printed.contains("hlo.custom_call @my.target(%0) : (tensor<2xf32>) -> ()"),
        "{printed}"
    );
}

/// Ops that fail verification still print (the printer runs on invalid IR for diagnostics).
#[test]
fn malformed_ops_print_without_panicking() {
    let ctx = ctx();
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let block = body.create_block();
    body.append_block(region, block);
    let t = ctx.tensor_type(&[4], ctx.f32());
    let v = body.add_block_arg(block, t, None);
    let loc = ctx.unknown_loc();
    for name in [
        "reduce",
        "while",
        "if",
        "case",
        "sort",
        "get_tuple_element",
        "custom_call",
        "composite",
        "tuple",
    ] {
        let st = OperationState::new(&ctx, &format!("hlo.{name}"), loc)
            .operands(&[v, v, v])
            .results(&[t]);
        let op = body.create_op(&ctx, st);
        body.append_op(block, op);
        let text = xla_ir::asm::print_op(&ctx, &body, op, &PrintOptions::default());
        assert!(text.contains(name), "{text}");
    }
}
