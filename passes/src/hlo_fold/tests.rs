use crate::canonicalize;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

/// func and hlo, with the interpreter as constant evaluator.
fn ctx() -> Context {
    let mut ctx = ctx_without_evaluator();
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

fn ctx_without_evaluator() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx
}

/// Canonicalizes `src` with the given options; the printed, verified result.
fn canonicalize(src: &str, options: &[(&str, &str)]) -> String {
    canonicalize_in(&ctx(), src, options)
}

fn canonicalize_in(ctx: &Context, src: &str, options: &[(&str, &str)]) -> String {
    let mut m = parse_module(ctx, "t.mlir", src).expect("parses");
    let mut pass = (canonicalize::info().factory)();
    for (k, v) in options {
        pass.set_option(k, v).expect("valid option");
    }
    pass.run(ctx, m.top.op_mut(m.op)).expect("runs");
    xla_ir::verify::verify_module(ctx, &m).expect("verifies");
    print_module(ctx, &m, &PrintOptions::default())
}

const ADD: &str = r#"
func.func @f() -> tensor<3xi32> {
  %a = hlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = hlo.add %a, %a : tensor<3xi32>
  return %0 : tensor<3xi32>
}"#;

#[test]
fn folds_within_the_limit() {
    let out = canonicalize(ADD, &[]);
    assert!(
        out.contains("dense<[2, 4, 6]>") && !out.contains("hlo.add"),
        "{out}"
    );
    let out = canonicalize(ADD, &[("hlo-fold-limit", "3")]);
    assert!(!out.contains("hlo.add"), "{out}");
}

#[test]
fn limit_and_zero_stop_folding() {
    for limit in ["2", "0"] {
        let out = canonicalize(ADD, &[("hlo-fold-limit", limit)]);
        assert!(out.contains("hlo.add"), "limit {limit}: {out}");
    }
}

#[test]
fn without_an_evaluator_nothing_is_folded_by_evaluation() {
    let out = canonicalize_in(&ctx_without_evaluator(), ADD, &[]);
    assert!(out.contains("hlo.add"), "{out}");
    let false_at_entry = r#"
func.func @f() -> tensor<i32> {
  %a = hlo.constant dense<0> : tensor<i32>
  %0 = hlo.while(%i = %a) : tensor<i32>
    cond {
      %c = hlo.compare LT, %i, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
      hlo.return %c : tensor<i1>
    } do {
      hlo.return %i : tensor<i32>
    }
  return %0 : tensor<i32>
}"#;
    let out = canonicalize_in(&ctx_without_evaluator(), false_at_entry, &[]);
    assert!(out.contains("hlo.while"), "{out}");
    let out = canonicalize(false_at_entry, &[]);
    assert!(!out.contains("hlo.while"), "{out}");
}

#[test]
fn options_are_listed_and_checked() {
    let mut pass = (canonicalize::info().factory)();
    let options = pass.options();
    assert!(options.contains(&("hlo-fold-limit".to_string(), "65536".to_string())));
    assert!(options.contains(&("fast-math".to_string(), "false".to_string())));
    assert!(pass.set_option("fast-math", "maybe").is_err());
    assert!(pass.set_option("hlo-fold-limit", "lots").is_err());
    pass.set_option("hlo-fold-limit", "-1").expect("no limit");
    assert!(pass
        .options()
        .contains(&("hlo-fold-limit".to_string(), "-1".to_string())));
}

#[test]
fn all_equal_results_are_splats() {
    let out = canonicalize(
        r#"
func.func @f() -> tensor<4xf32> {
  %a = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = hlo.subtract %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}"#,
        &[],
    );
    assert!(
        out.contains("hlo.constant dense<0.000000e+00> : tensor<4xf32>"),
        "{out}"
    );
}

#[test]
fn integer_division_by_zero_folds_as_the_spec_says() {
    // XLA defines x / 0 = -1 for signed integers; the folder gives what the interpreter gives.
    let out = canonicalize(
        r#"
func.func @f() -> tensor<i32> {
  %a = hlo.constant dense<7> : tensor<i32>
  %z = hlo.constant dense<0> : tensor<i32>
  %0 = hlo.divide %a, %z : tensor<i32>
  return %0 : tensor<i32>
}"#,
        &[],
    );
    assert!(
        out.contains("hlo.constant dense<-1> : tensor<i32>") && !out.contains("hlo.divide"),
        "{out}"
    );
}
