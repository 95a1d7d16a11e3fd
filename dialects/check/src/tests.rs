//! The check ops parse, verify and print back as StableHLO writes them.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn check(body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
    ctx.load_dialect(crate::dialect());
    let text = format!("func.func @f(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>, %arg2: tensor<2xi32>) {{\n{body}\n}}");
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
fn every_op_round_trips() {
    let lines = [
        "check.expect_eq_const %arg2, dense<[1, 2]> : tensor<2xi32>",
        "check.expect_almost_eq_const %arg0, dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf64>, tolerance = 1.000000e-01",
        "check.expect_almost_eq_const %arg0, dense<5.000000e+00> : tensor<3xf64>",
        "check.expect_eq %arg0, %arg1 : tensor<3xf64>",
        "check.expect_almost_eq %arg0, %arg1, tolerance = 1.000000e-01 : tensor<3xf64>",
        "check.expect_close %arg0, %arg1, max_ulp_difference = 3 : tensor<3xf64>, tensor<3xf64>",
        "check.expect_close %arg0, %arg1, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<3xf64>, tensor<3xf64>",
        "check.expect_serialized_eq %arg2, probe_id = \"probe_i1\" : tensor<2xi32>",
        "check.expect_serialized_eq %arg2, probe_id = \"p\", iter = 2 : tensor<2xi32>",
    ];
    let out = check(&format!("{}\nreturn", lines.join("\n"))).unwrap();
    for line in lines {
        assert!(out.contains(line), "missing {line} in\n{out}");
    }
}

#[test]
fn defaults_are_elided_and_generic_form_keeps_them() {
    let out =
        check("check.expect_almost_eq %arg0, %arg1, tolerance = 1.0e-4 : tensor<3xf64>\nreturn")
            .unwrap();
    assert!(
        out.contains("check.expect_almost_eq %arg0, %arg1 : tensor<3xf64>"),
        "{out}"
    );
    let out = check(
        "\"check.expect_close\"(%arg0, %arg1) : (tensor<3xf64>, tensor<3xf64>) -> ()\nreturn",
    )
    .unwrap();
    assert!(out.contains("max_ulp_difference = 1 :"), "{out}");
}

#[test]
fn verifiers_reject_mismatches() {
    let err =
        check("check.expect_eq_const %arg0, dense<[1, 2]> : tensor<2xi32>\nreturn").unwrap_err();
    assert!(
        err.contains("use of value '%arg0' expects different type"),
        "{err}"
    );
    let err = check("check.expect_almost_eq %arg2, %arg2 : tensor<2xi32>\nreturn").unwrap_err();
    assert!(err.contains("operand #0 must be ranked tensor of"), "{err}");
    let err = check("check.expect_close %arg0, %arg2, max_ulp_difference = 3 : tensor<3xf64>, tensor<2xi32>\nreturn")
        .unwrap_err();
    assert!(err.contains("operand #1 must be"), "{err}");
}
