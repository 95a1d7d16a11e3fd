use super::legalize_body;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Context, Module};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx.load_dialect(xla_dialect_chlo::dialect());
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// Parses `src`, runs the rewrite on every top-level function, verifies, prints.
fn run(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let mut m: Module = parse_module(&ctx, "t.mlir", src).map_err(|e| format!("{e:?}"))?;
    let block = m.block();
    let funcs: Vec<_> = m.body().block_ops(block).collect();
    for f in funcs {
        if let Some(body) = m.body_mut().op_mut(f).isolated_body_mut() {
            legalize_body(&ctx, body).map_err(|e| {
                e.into_iter()
                    .map(|d| d.message)
                    .collect::<Vec<_>>()
                    .join("\n")
            })?;
        }
    }
    xla_ir::verify::verify_module(&ctx, &m).map_err(|e| format!("{e:?}"))?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn every_elementwise_op_decomposes_into_valid_hlo() {
    for op in [
        "lgamma",
        "digamma",
        "erf_inv",
        "bessel_i1e",
        "asin",
        "acos",
        "atan",
        "sinh",
        "cosh",
        "asinh",
        "acosh",
        "atanh",
        "conj",
    ] {
        for ty in ["f32", "f64", "bf16"] {
            let src = format!(
                "func.func @f(%x: tensor<3x{ty}>) -> tensor<3x{ty}> {{\n  %r = chlo.{op} %x : tensor<3x{ty}> -> tensor<3x{ty}>\n  return %r : tensor<3x{ty}>\n}}"
            );
            let out = run(&src).unwrap_or_else(|e| panic!("{op} {ty}: {e}"));
            assert!(!out.contains("chlo."), "{op} {ty}: {out}");
        }
    }
}

#[test]
fn conj_of_complex_negates_the_imaginary_part() {
    let out = run("func.func @f(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {\n  %r = chlo.conj %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>\n  return %r : tensor<2xcomplex<f32>>\n}").unwrap();
    assert!(
        out.contains("hlo.imag") && out.contains("hlo.negate") && out.contains("hlo.complex"),
        "{out}"
    );
}

#[test]
fn ops_without_decomposition_stay_for_the_linalg_lowering() {
    let out = run("func.func @f(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {\n  %r = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>\n  return %r : tensor<3xf32>\n}").unwrap();
    assert!(out.contains("chlo.next_after"), "{out}");
}

#[test]
fn binary_zeta_and_polygamma_decompose_into_valid_hlo() {
    for op in ["zeta", "polygamma"] {
        for ty in ["f32", "f64", "f16"] {
            let src = format!(
                "func.func @f(%a: tensor<3x{ty}>, %b: tensor<3x{ty}>) -> tensor<3x{ty}> {{\n  %r = chlo.{op} %a, %b : tensor<3x{ty}>, tensor<3x{ty}> -> tensor<3x{ty}>\n  return %r : tensor<3x{ty}>\n}}"
            );
            let out = run(&src).unwrap_or_else(|e| panic!("{op} {ty}: {e}"));
            assert!(
                !out.contains("chlo.") && out.contains("hlo.power"),
                "{op} {ty}: {out}"
            );
        }
    }
}

#[test]
fn complex_trigonometry_and_square_decompose_into_valid_hlo() {
    for op in [
        "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "square",
    ] {
        for ty in ["complex<f32>", "complex<f64>"] {
            let src = format!(
                "func.func @f(%x: tensor<3x{ty}>) -> tensor<3x{ty}> {{\n  %r = chlo.{op} %x : tensor<3x{ty}> -> tensor<3x{ty}>\n  return %r : tensor<3x{ty}>\n}}"
            );
            let out = run(&src).unwrap_or_else(|e| panic!("{op} {ty}: {e}"));
            assert!(
                !out.contains("chlo.") && out.contains("hlo.complex"),
                "{op} {ty}: {out}"
            );
        }
    }
}
