//! Round trips of the custom syntax and the successor-operand checks.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn round_trip(text: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(crate::dialect());
    let m = parse_module(&ctx, "t.mlir", text).map_err(|d| format!("{d:?}"))?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| d.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n"))?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn switch_prints_cases_on_their_own_lines() {
    let text = "func.func @g(%c: i1, %x: i32) {\n  cf.switch %x : i32, [\n    default: ^bb1,\n    -4: ^bb2(%x : i32)\n  ]\n^bb1:\n  return\n^bb2(%a: i32):\n  cf.cond_br %c weights([3, 4]), ^bb1, ^bb2(%a : i32)\n}\n";
    let out = round_trip(text).unwrap();
    assert!(out.contains("cf.switch %arg1 : i32, [\n      default: ^bb1,\n      -4: ^bb2(%arg1 : i32)\n    ]"), "{out}");
    assert!(out.contains("cf.cond_br %arg0 weights([3, 4]), ^bb1, ^bb2(%0 : i32)"), "{out}");
}

#[test]
fn branch_operand_count_is_checked() {
    let text = "func.func @g(%x: i32) {\n  cf.br ^bb1\n^bb1(%a: i32):\n  return\n}\n";
    let err = round_trip(text).unwrap_err();
    assert!(err.contains("branch has 0 operands for successor #0, but target block has 1"), "{err}");
}
