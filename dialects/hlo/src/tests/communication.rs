//! The communication ops: attributes, replica groups and the verifiers' rules on built and
//! parsed IR (the lit tests cover every message; these pin the logic behind them).

use super::build::{message, Builder};
use super::ctx;
use crate::attrs::channel::ChannelHandle;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Attribute, Context};

fn attr(ctx: &Context, text: &str) -> Attribute {
    ctx.parse_attr_str(text)
        .unwrap_or_else(|d| panic!("{text}: {}", d.message))
}

/// Parses and verifies `text` (values come from unregistered `"t.src"` ops); the first
/// diagnostic or "ok".
fn check(ctx: &mut Context, text: &str) -> String {
    ctx.allow_unregistered = true;
    let ctx = &*ctx;
    let module = match parse_module(ctx, "t.mlir", text) {
        Ok(m) => m,
        Err(d) => return d[0].message.clone(),
    };
    match xla_ir::verify::verify_module(ctx, &module) {
        Ok(()) => "ok".to_string(),
        Err(d) => d[0].message.clone(),
    }
}

#[test]
fn channel_handles_parse_in_any_order_and_print_pretty() {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let a = attr(&ctx, "#stablehlo.channel_handle<type = 2, handle = -1>");
    assert_eq!(
        ChannelHandle::of(&ctx, a),
        Some(ChannelHandle {
            handle: -1,
            channel_type: 2
        })
    );
    assert_eq!(a, attr(&ctx, "#hlo.channel_handle<handle = -1, type = 2>"));
    let m = parse_module(
        &ctx,
        "t",
        "\"t.op\"() {c = #hlo.channel_handle<type = 0, handle = 1>} : () -> ()",
    );
    let printed = print_module(
        &ctx,
        &m.unwrap_or_else(|d| panic!("{}", d[0].message)),
        &PrintOptions::default(),
    );
    assert!(
        printed.contains("{c = #hlo.channel_handle<handle = 1, type = 0>}"),
        "{printed}"
    );
    let missing = ctx
        .parse_attr_str("#hlo.channel_handle<handle = 1>")
        .map(|_| ())
        .unwrap_err();
    assert_eq!(
        missing.message,
        "struct is missing required parameter: type"
    );
}

#[test]
fn mesh_axes_attributes_round_trip() {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let text = "#hlo.replica_group_mesh_axes<mesh = #hlo.mesh<axes = [#hlo.mesh_axis<name = \"x\", size = 2>]>, \
                axes = [#hlo.axis_ref<name = \"x\", sub_axis_info = (1)2>]>";
    let a = attr(&ctx, text);
    let src = format!("\"t.op\"() {{g = {text}}} : () -> ()");
    let m = parse_module(&ctx, "t", &src).unwrap_or_else(|d| panic!("{}", d[0].message));
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    assert!(printed.contains(text), "{printed}");
    assert_eq!(attr(&ctx, text), a);
}

#[test]
fn replica_groups_follow_stablehlo() {
    let ctx = ctx();
    let f = ctx.f32();
    let t = |s: &[i64]| ctx.tensor_type(s, f);
    let mut b = Builder::new(&[t(&[8, 2])]);
    let gather = |b: &mut Builder, groups: &str, result: &[i64]| {
        let attrs = [
            ("all_gather_dim", ctx.i64_attr(1)),
            ("replica_groups", attr(&ctx, groups)),
        ];
        b.op(&ctx, "all_gather", &[0], &[t(result)], &attrs)
    };
    let ok = gather(&mut b, "dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>", &[8, 4]);
    assert_eq!(message(b.verify(&ctx, ok)), "ok");
    let twice = gather(&mut b, "dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>", &[8, 4]);
    assert_eq!(
        message(b.verify(&ctx, twice)),
        "replica id #1 seen more than once"
    );
    let hole = gather(&mut b, "dense<[[0, 3]]> : tensor<1x2xi64>", &[8, 4]);
    assert_eq!(
        message(b.verify(&ctx, hole)),
        "replica id #1 not seen in replica groups"
    );
    // A huge splat is judged by its first elements, not expanded.
    let splat = gather(
        &mut b,
        "dense<5> : tensor<1000000000x1000000000xi64>",
        &[8, 4],
    );
    assert_eq!(
        message(b.verify(&ctx, splat)),
        "replica id #5 seen more than once"
    );
    let size = gather(&mut b, "dense<[[0, 1, 2]]> : tensor<1x3xi64>", &[8, 4]);
    assert_eq!(
        message(b.verify(&ctx, size)),
        "result gather dimension has size 4, expected operand gather dimension size 2 times the replica group size 3"
    );
}

#[test]
fn ragged_groups_are_for_reductions_only() {
    let mut ctx = ctx();
    let src = |op: &str, extra: &str| {
        format!(
            "%x = \"t.src\"() : () -> tensor<4x4xf32>\n%0 = \"hlo.{op}\"(%x) ({{\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  \
             %s = hlo.add %a, %b : tensor<f32>\n  hlo.return %s : tensor<f32>\n}}) {{replica_groups = \
             dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>{extra}}} : (tensor<4x4xf32>) -> tensor<4x{}xf32>",
            if op == "all_reduce" { 4 } else { 2 }
        )
    };
    assert_eq!(check(&mut ctx, &src("all_reduce", "")), "ok");
    assert_eq!(
        check(
            &mut ctx,
            &src("reduce_scatter", ", scatter_dimension = 1 : i64")
        ),
        "Invalid replica id -1"
    );
}

#[test]
fn all_to_all_infers_split_and_concat_sizes() {
    let mut ctx = ctx();
    let src = |result: &str| {
        format!(
            "%x = \"t.src\"() : () -> tensor<2x?x8xi64>\n%0 = \"hlo.all_to_all\"(%x) {{split_dimension = 2 : i64, \
             concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}} \
             : (tensor<2x?x8xi64>) -> {result}"
        )
    };
    assert_eq!(check(&mut ctx, &src("tensor<2x?x2xi64>")), "ok");
    assert_eq!(
        check(&mut ctx, &src("tensor<2x?x4xi64>")),
        "'hlo.all_to_all' op inferred type(s) 'tensor<2x?x2xi64>' are incompatible with return type(s) of operation \
         'tensor<2x?x4xi64>'"
    );
}

#[test]
fn rng_with_a_huge_shape_operand_is_rejected_without_building_it() {
    let mut ctx = ctx();
    let src = "%a = \"t.src\"() : () -> tensor<f32>\n%s = \"t.src\"() : () -> tensor<1000000000000xi64>\n\
               %0 = hlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1000000000000xi64>) \
               -> tensor<?xf32>";
    assert_eq!(
        check(&mut ctx, src),
        "'hlo.rng' op inferred type(s) of rank 1000000000000 are incompatible with return type(s) of operation \
         'tensor<?xf32>'"
    );
}

#[test]
fn token_ops_infer_tokens() {
    let ctx = ctx();
    let token = crate::types::token_type(&ctx);
    let mut b = Builder::new(&[token, ctx.tensor_type(&[], ctx.f32())]);
    let join = b.op(&ctx, "after_all", &[0, 0], &[token], &[]);
    assert_eq!(message(b.verify(&ctx, join)), "ok");
    let bad = b.op(&ctx, "after_all", &[1], &[token], &[]);
    assert_eq!(
        message(b.verify(&ctx, bad)),
        "'hlo.after_all' op operand #0 must be variadic of token, but got 'tensor<f32>'"
    );
}
