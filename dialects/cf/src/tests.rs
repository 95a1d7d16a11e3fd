//! Round trips of the custom syntax and the successor-operand checks.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn round_trip(text: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(crate::dialect());
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
fn switch_prints_cases_on_their_own_lines() {
    let text = "func.func @g(%c: i1, %x: i32) {\n  cf.switch %x : i32, [\n    default: ^bb1,\n    -4: ^bb2(%x : i32)\n  ]\n^bb1:\n  return\n^bb2(%a: i32):\n  cf.cond_br %c weights([3, 4]), ^bb1, ^bb2(%a : i32)\n}\n";
    let out = round_trip(text).unwrap();
    assert!(out.contains("cf.switch %arg1 : i32, [\n      default: ^bb1,\n      4294967292: ^bb2(%arg1 : i32)\n    ]"), "{out}");
    assert!(
        out.contains("cf.cond_br %arg0 weights([3, 4]), ^bb1, ^bb2(%0 : i32)"),
        "{out}"
    );
}

#[test]
fn branch_operand_count_is_checked() {
    let text = "func.func @g(%x: i32) {\n  cf.br ^bb1\n^bb1(%a: i32):\n  return\n}\n";
    let err = round_trip(text).unwrap_err();
    assert!(
        err.contains("branch has 0 operands for successor #0, but target block has 1"),
        "{err}"
    );
}

/// Runs the cf canonicalization patterns on the first function of `text`.
fn canonicalize(text: &str) -> String {
    use xla_ir::rewrite::{apply_patterns_greedily, GreedyConfig, PatternSet};
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_arith::dialect());
    ctx.load_dialect(crate::dialect());
    let mut m = parse_module(&ctx, "t.mlir", text).unwrap();
    let patterns = PatternSet::canonicalization(&ctx);
    let module_body = m.top.op_mut(m.op).isolated_body_mut().unwrap();
    let entry = module_body
        .entry_block(module_body.root_regions()[0])
        .unwrap();
    let func = module_body.first_op(entry).unwrap();
    let func_body = module_body.op_mut(func).isolated_body_mut().unwrap();
    apply_patterns_greedily(&ctx, func_body, &patterns, &GreedyConfig::default()).unwrap();
    print_module(&ctx, &m, &PrintOptions::default())
}

#[test]
fn cond_br_to_one_block_with_different_operands_becomes_select() {
    let text = "func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n";
    let out = canonicalize(text);
    assert!(
        out.contains("%0 = arith.select %arg0, %arg1, %arg2 : i32\n    cf.br ^bb1(%0 : i32)"),
        "{out}"
    );
}

#[test]
fn switch_on_constant_takes_the_matching_case() {
    let text = "func.func @f(%a: i32) {\n  %c = arith.constant -2 : i8\n  cf.switch %c : i8, [\n    default: ^bb1,\n    254: ^bb2\n  ]\n^bb1:\n  return\n^bb2:\n  \"foo.op\"() : () -> ()\n  return\n}\n";
    let out = canonicalize(&text.replace("\"foo.op\"() : () -> ()", "%z = arith.constant 1 : i32"));
    assert!(out.contains("cf.br ^bb2"), "{out}");
}
