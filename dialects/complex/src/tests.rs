use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(crate::dialect());
    ctx
}

fn round_trip(text: &str) -> Result<String, String> {
    let ctx = ctx();
    let m = parse_module(&ctx, "t.mlir", text).map_err(|d| format!("{d:?}"))?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| format!("{d:?}"))?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn ops_round_trip_in_upstream_syntax() {
    let text = "func.func @f(%a: complex<f32>, %x: f32) {\n  %0 = complex.create %x, %x : complex<f32>\n  %1 = complex.add %a, %0 fastmath<nnan> : complex<f32>\n  %2 = complex.abs %1 : complex<f32>\n  %3 = complex.eq %a, %1 : complex<f32>\n  %4 = complex.bitcast %a : complex<f32> to i64\n  return\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains("complex.add %arg0, %0 fastmath<nnan> : complex<f32>"),
        "{out}"
    );
    assert!(out.contains("%2 = complex.abs %1"), "{out}");
    assert!(
        out.contains("complex.bitcast %arg0 : complex<f32> to i64"),
        "{out}"
    );
}

#[test]
fn constant_element_type_mismatch_is_rejected() {
    let text = "func.func @f() {\n  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>\n  return\n}\n";
    let err = round_trip(text).unwrap_err();
    assert!(
        err.contains("to match the element type of the op's return type"),
        "{err}"
    );
}
