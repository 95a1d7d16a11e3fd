//! The out-of-tree dialect parses, verifies, prints and round-trips like ours.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Context, OpRef};

const SRC: &str = r#"func.func @paint(%x: f32, %y: f32) -> f32 {
  %a = toy.splat %x : f32 -> !toy.vec<4xf32>
  %b = toy.splat %y : f32 -> !toy.vec<4xf32>
  %m = toy.mix %a, %b color #toy.color<red> : !toy.vec<4xf32>
  %s = toy.sum %m : !toy.vec<4xf32> -> f32
  return %s : f32
}
"#;

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    ctx.load_dialect(toy_dialect::dialect());
    ctx
}

#[test]
fn parses_verifies_and_round_trips() {
    let ctx = context();
    let m = parse_module(&ctx, "toy.mlir", SRC).expect("parses");
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        printed.contains("toy.mix %0, %1 color #toy.color<red> : !toy.vec<4xf32>"),
        "{printed}"
    );
    let again = parse_module(&ctx, "printed.mlir", &printed).expect("re-parses");
    assert_eq!(
        print_module(&ctx, &again, &PrintOptions::default()),
        printed
    );
    let generic = print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    assert!(
        generic.contains("\"toy.mix\"(%0, %1) <{color = #toy.color<red>}>"),
        "{generic}"
    );
    let from_generic = parse_module(&ctx, "generic.mlir", &generic).expect("generic re-parses");
    assert_eq!(
        print_module(&ctx, &from_generic, &PrintOptions::default()),
        printed
    );
}

#[test]
fn verifier_and_syntax_errors_are_located() {
    let ctx = context();
    let bad_type = SRC.replace("%b = toy.splat %y : f32", "%b = toy.splat %y : i32");
    let errs = parse_module(&ctx, "bad.mlir", &bad_type)
        .expect_err("type mismatch on %y is a parse error");
    assert!(
        errs[0].message.contains("expects different type"),
        "{}",
        errs[0].message
    );

    let bad_color = SRC.replace("#toy.color<red>", "#toy.color<purple>");
    let errs = parse_module(&ctx, "bad.mlir", &bad_color).expect_err("unknown color");
    assert!(
        errs[0].message.contains("unknown color 'purple'"),
        "{}",
        errs[0].message
    );
    assert_eq!(
        ctx.loc_file_line_col(errs[0].loc).map(|(_, l, _)| l),
        Some(4)
    );

    let bad_sum = SRC
        .replace(
            "toy.sum %m : !toy.vec<4xf32> -> f32",
            "toy.sum %m : !toy.vec<4xf32> -> f64",
        )
        .replace("-> f32 {", "-> f64 {")
        .replace("return %s : f32", "return %s : f64");
    let m = parse_module(&ctx, "bad.mlir", &bad_sum).expect("parses");
    let errs = xla_ir::verify::verify_module(&ctx, &m).expect_err("sum type is wrong");
    assert!(
        errs[0]
            .message
            .contains("'toy.sum' op result type must be the vector's element type"),
        "{}",
        errs[0].message
    );
}

#[test]
fn interfaces_are_queried_through_the_op_definition() {
    let ctx = context();
    let m = parse_module(&ctx, "toy.mlir", SRC).expect("parses");
    let func = m.body().all_ops().next().expect("one function");
    let body = m
        .body()
        .op(func)
        .isolated_body()
        .expect("func.func is isolated");
    let costs: Vec<u64> = body
        .all_ops()
        .filter_map(|op| {
            let r = OpRef::new(&ctx, body, op);
            r.def()?
                .interface::<dyn toy_dialect::ToyCost>()
                .map(|c| c.cost(r))
        })
        .collect();
    assert_eq!(costs, vec![4, 4]);
}

#[test]
fn declared_ops_are_registered_and_give_typed_views() {
    use toy_dialect::ops::{MixOp, SplatOp, SumOp, ALL};
    let ctx = context();
    let problems = xla_ir::op_decl::check_registered(&ctx, ALL);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let m = parse_module(&ctx, "toy.mlir", SRC).expect("parses");
    // The function is isolated from above: its ops live in its own body.
    let func = m.body().all_ops().next().expect("one function");
    let body = m
        .body()
        .op(func)
        .isolated_body()
        .expect("func.func has a body");
    let mut mixes = 0;
    for op in body.all_ops() {
        let op = OpRef::new(&ctx, body, op);
        if let Some(mix) = op.dyn_cast::<MixOp>() {
            mixes += 1;
            let xla_ir::ir::ValueDef::Result { op: lhs, .. } = body.value(mix.lhs()).def else {
                panic!("mix's lhs is an op result");
            };
            assert!(OpRef::new(&ctx, body, lhs).isa::<SplatOp>());
            assert_eq!(mix.color(), Some(toy_dialect::color_attr(&ctx, "red")));
        }
        assert_eq!(op.isa::<SumOp>(), op.name_str() == "toy.sum");
    }
    assert_eq!(mixes, 1);
}
