//! The direct bodies (copy, multiply-accumulate) give what running the region gives.

use crate::{Interp, Registry, Value};
use xla_ir::Context;

fn run(src: &str) -> Vec<Value> {
    let mut c = Context::new();
    xla_dialects::load_all(&mut c);
    let m = xla_ir::asm::parse_module(&c, "t.mlir", src).expect("parses");
    let reg = Registry::with_all();
    Interp::new(&c, &reg, Some(&m))
        .call("main", Vec::new())
        .expect("runs")
}

/// A 3x4 · 4x2 product of `ty`; `acc_last` writes `prod + out` (not the direct form).
fn matmul(ty: &str, acc_last: bool) -> String {
    let (mul, add) = if ty.starts_with('f') {
        ("arith.mulf", "arith.addf")
    } else {
        ("arith.muli", "arith.addi")
    };
    let sum = if acc_last { "%p, %o" } else { "%o, %p" };
    // Float literals need a dot.
    let lit = |text: &str| {
        if ty.starts_with('f') {
            regex_free_dots(text)
        } else {
            text.to_string()
        }
    };
    let (xs, ys) = (
        lit("[[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, -12]]"),
        lit("[[3, 1], [-4, 1], [5, 9], [2, -6]]"),
    );
    let one = lit("1");
    format!(
        r#"
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main() -> tensor<3x2x{ty}> {{
  %x = arith.constant dense<{xs}> : tensor<3x4x{ty}>
  %y = arith.constant dense<{ys}> : tensor<4x2x{ty}>
  %z = arith.constant dense<{one}> : tensor<3x2x{ty}>
  %r = linalg.generic {{indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}} ins(%x, %y : tensor<3x4x{ty}>, tensor<4x2x{ty}>) outs(%z : tensor<3x2x{ty}>) {{
  ^bb0(%i: {ty}, %j: {ty}, %o: {ty}):
    %p = {mul} %i, %j : {ty}
    %s = {add} {sum} : {ty}
    linalg.yield %s : {ty}
  }} -> tensor<3x2x{ty}>
  return %r : tensor<3x2x{ty}>
}}
"#
    )
}

/// `1` -> `1.0` for every integer literal of `text`.
fn regex_free_dots(text: &str) -> String {
    let mut out = String::new();
    let mut in_number = false;
    for ch in text.chars() {
        if in_number && !ch.is_ascii_digit() {
            out.push_str(".0");
        }
        in_number = ch.is_ascii_digit();
        out.push(ch);
    }
    if in_number {
        out.push_str(".0");
    }
    out
}

#[test]
fn multiply_accumulate_matches_the_region() {
    for ty in ["f32", "f64", "i32", "i8"] {
        assert_eq!(run(&matmul(ty, false)), run(&matmul(ty, true)), "{ty}");
    }
}

#[test]
fn copies_match_the_region() {
    let program = |body: &str| {
        format!(
            r#"
func.func @main() -> tensor<3x2xf32> {{
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins(%x : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) {{
  ^bb0(%i: f32, %o: f32):
    {body}
  }} -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}}
"#
        )
    };
    let direct = run(&program("linalg.yield %i : f32"));
    let through_region = run(&program(
        "%n = arith.negf %i : f32\n    %m = arith.negf %n : f32\n    linalg.yield %m : f32",
    ));
    assert_eq!(direct, through_region);
}
