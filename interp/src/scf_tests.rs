//! scf and cf evaluation: loop trip counts (signed, unsigned, empty), a non-positive step,
//! parallel reductions, switches and branch operands.

use crate::{Interp, Registry, Value};
use xla_ir::Context;

fn run(src: &str) -> String {
    let mut c = Context::new();
    xla_dialects::load_all(&mut c);
    let m = match xla_ir::asm::parse_module(&c, "t.mlir", src) {
        Ok(m) => m,
        Err(e) => return format!("parse error: {}", e[0].message),
    };
    let reg = Registry::with_all();
    let it = Interp::new(&c, &reg, Some(&m));
    match it.call("main", Vec::new()) {
        Ok(vs) => vs
            .iter()
            .map(|v| match v {
                Value::Tensor(t) => t
                    .ints()
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
                _ => "?".into(),
            })
            .collect::<Vec<_>>()
            .join("; "),
        Err(e) => format!("error: {}", e.message),
    }
}

fn count_loop(lb: i64, ub: i64, step: i64, ty: &str, unsigned: bool) -> String {
    let u = if unsigned { "unsigned " } else { "" };
    run(&format!(
        "func.func @main() -> i32 {{\n  %lb = arith.constant {lb} : {ty}\n  %ub = arith.constant {ub} : {ty}\n  %st = arith.constant {step} : {ty}\n  \
         %z = arith.constant 0 : i32\n  %one = arith.constant 1 : i32\n  \
         %r = scf.for {u}%i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : {ty} {{\n    %m = arith.addi %n, %one : i32\n    scf.yield %m : i32\n  }}\n  \
         return %r : i32\n}}\n"
    ))
}

#[test]
fn for_trip_counts() {
    assert_eq!(count_loop(0, 10, 3, "i32", false), "4");
    assert_eq!(count_loop(5, 5, 1, "i32", false), "0");
    assert_eq!(count_loop(-6, 4, 3, "i8", false), "4");
    // -6 is 250 as an unsigned i8: no iteration below 4.
    assert_eq!(count_loop(-6, 4, 3, "i8", true), "0");
    // Stepping past the largest i8 ends the loop instead of wrapping around.
    assert_eq!(count_loop(120, 127, 5, "i8", false), "2");
}

#[test]
fn non_positive_step_is_an_error() {
    assert!(count_loop(0, 10, 0, "i32", false).contains("non-positive step"));
}

#[test]
fn cond_br_passes_the_operands_of_the_taken_successor() {
    let out = run(
        "func.func @main() -> i32 {\n  %t = arith.constant true\n  %a = arith.constant 1 : i32\n  %b = arith.constant 2 : i32\n  \
         cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n",
    );
    assert_eq!(out, "1");
}

#[test]
fn switch_defaults_when_no_case_matches() {
    let out = run(
        "func.func @main() -> i32 {\n  %f = arith.constant 7 : i32\n  %a = arith.constant 1 : i32\n  %b = arith.constant 2 : i32\n  \
         cf.switch %f : i32, [\n    default: ^bb1(%a : i32),\n    -7: ^bb1(%b : i32)\n  ]\n^bb1(%x: i32):\n  return %x : i32\n}\n",
    );
    assert_eq!(out, "1");
}
