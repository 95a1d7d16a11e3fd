//! Round trips of the custom syntax and verifier messages (the lit tests cover more).

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(xla_dialect_cf::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

fn round_trip(text: &str) -> Result<String, String> {
    let ctx = context();
    let m = parse_module(&ctx, "t.mlir", text).map_err(|d| format!("{d:?}"))?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| {
        d.iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn for_with_iter_args_prints_as_upstream() {
    let text = "func.func @f(%arg0: index, %arg1: f32) -> f32 {\n  %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {\n    scf.yield %arg3 : f32\n  }\n  return %0 : f32\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains("iter_args(%arg3 = %arg1) -> (f32) {\n      scf.yield %arg3 : f32\n    }"),
        "{out}"
    );
}

#[test]
fn implicit_yield_is_elided_and_recreated() {
    let text = "func.func @f(%arg0: index, %arg1: i1) {\n  scf.for %arg2 = %arg0 to %arg0 step %arg0 {\n  }\n  scf.if %arg1 {\n  }\n  return\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains(
            "scf.for %arg2 = %arg0 to %arg0 step %arg0 {\n    }\n    scf.if %arg1 {\n    }"
        ),
        "{out}"
    );
}

#[test]
fn while_reports_condition_type_mismatch() {
    let text = "func.func @f(%x: f32, %c: i1) {\n  %r = scf.while (%a = %x) : (f32) -> f32 {\n    scf.condition(%c) %c : i1\n  } do {\n  ^bb0(%b: f32):\n    scf.yield %b : f32\n  }\n  return\n}\n";
    let err = round_trip(text).unwrap_err();
    assert!(err.contains("along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'f32'"), "{err}");
}

#[test]
fn index_switch_puts_default_region_first() {
    let text = "func.func @f(%i: index, %x: f32) -> f32 {\n  %r = scf.index_switch %i -> f32\n  case 3 {\n    scf.yield %x : f32\n  }\n  default {\n    scf.yield %x : f32\n  }\n  return %r : f32\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains("scf.index_switch %arg0 -> f32 \n    case 3 {"),
        "{out}"
    );
}
