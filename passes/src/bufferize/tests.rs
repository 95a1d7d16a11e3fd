//! Unit tests of the in-place analysis and the rewrite.

use super::analysis::Order;
use super::bufferize_module;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Body, Context, OpId};

fn ctx() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// Bufferizes `src`; the printed module or the first error.
fn bufferize(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let mut m = parse_module(&ctx, "t.mlir", src).map_err(|d| d[0].message.clone())?;
    let body = m
        .top
        .op_mut(m.op)
        .isolated_body_mut()
        .ok_or("no module body")?;
    bufferize_module(&ctx, body).map_err(|d| d.message)?;
    xla_ir::verify::verify_module(&ctx, &m)
        .map_err(|d| format!("invalid output: {}", d[0].message))?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

const ID: &str = "#id = affine_map<(d0) -> (d0)>\n";

fn generic(input: &str, init: &str, result: &str) -> String {
    format!(
        "  {result} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\"]}} ins({input} : tensor<4xf32>) outs({init} : tensor<4xf32>) {{\n  ^bb0(%x: f32, %o: f32):\n    %y = arith.addf %x, %o : f32\n    linalg.yield %y : f32\n  }} -> tensor<4xf32>\n"
    )
}

#[test]
fn a_chain_writes_one_buffer_in_place() {
    let src = format!(
        "{ID}func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {{\n  %e = tensor.empty() : tensor<4xf32>\n{}{}  return %1 : tensor<4xf32>\n}}\n",
        generic("%a", "%e", "%0"),
        generic("%a", "%0", "%1")
    );
    let out = bufferize(&src).unwrap();
    assert_eq!(out.matches("memref.alloc").count(), 1, "{out}");
    assert_eq!(out.matches("memref.copy").count(), 0, "{out}");
    assert!(
        out.contains("func.func @f(%arg0: memref<4xf32>) -> memref<4xf32>"),
        "{out}"
    );
}

#[test]
fn a_value_read_later_is_copied_before_being_overwritten() {
    let src = format!(
        "{ID}func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {{\n  %e = tensor.empty() : tensor<4xf32>\n{}{}  return %0, %1 : tensor<4xf32>, tensor<4xf32>\n}}\n",
        generic("%a", "%e", "%0"),
        generic("%a", "%0", "%1")
    );
    let out = bufferize(&src).unwrap();
    assert_eq!(out.matches("memref.alloc").count(), 2, "{out}");
    assert_eq!(out.matches("memref.copy").count(), 1, "{out}");
}

#[test]
fn temporaries_are_freed_and_results_are_not() {
    let src = format!(
        "{ID}func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {{\n  %e = tensor.empty() : tensor<4xf32>\n{}  %e2 = tensor.empty() : tensor<4xf32>\n{}  return %1 : tensor<4xf32>\n}}\n",
        generic("%a", "%e", "%0"),
        generic("%0", "%e2", "%1")
    );
    let out = bufferize(&src).unwrap();
    assert_eq!(out.matches("memref.dealloc").count(), 1, "{out}");
    let dealloc = out.find("memref.dealloc").unwrap_or(0);
    let second = out.rfind("linalg.generic").unwrap_or(usize::MAX);
    assert!(dealloc > second, "freed before its last use:\n{out}");
}

#[test]
fn unknown_tensor_ops_fail_at_the_op() {
    let mut ctx = ctx();
    ctx.allow_unregistered = true;
    let src = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = \"foo.bar\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n";
    let mut m = parse_module(&ctx, "t.mlir", src).unwrap();
    let body = m.top.op_mut(m.op).isolated_body_mut().unwrap();
    let err = bufferize_module(&ctx, body).unwrap_err();
    assert_eq!(err.message, "'foo.bar' op failed to bufferize (--bufferize): the op has tensor operands or results and no bufferization");
}

/// The function body of the first `func.func` and its ops in pre-order.
fn function_ops(m: &xla_ir::Module) -> (&Body, Vec<OpId>) {
    let module = m.top.op(m.op).isolated_body().unwrap();
    let f = module
        .all_ops()
        .find(|&o| module.op(o).isolated_body().is_some())
        .unwrap();
    let body = module.op(f).isolated_body().unwrap();
    let mut ops = Vec::new();
    body.walk_local(xla_ir::ir::WalkOrder::PreOrder, |o| ops.push(o));
    (body, ops)
}

#[test]
fn uses_before_a_write_in_a_loop_run_after_it() {
    let ctx = ctx();
    let src = "func.func @f(%n: index, %x: f32) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n    %a = arith.addf %x, %x : f32\n    %b = arith.mulf %x, %x : f32\n  }\n  %z = arith.subf %x, %x : f32\n  return\n}\n";
    let m = parse_module(&ctx, "t.mlir", src).unwrap();
    let (body, ops) = function_ops(&m);
    let order = Order::new(&ctx, body);
    let find = |name: &str| {
        ops.iter()
            .copied()
            .find(|&o| ctx.op_name_str(body.op(o).name) == name)
            .unwrap()
    };
    let (add, mul, sub, c0) = (
        find("arith.addf"),
        find("arith.mulf"),
        find("arith.subf"),
        find("arith.constant"),
    );
    assert!(order.may_run_after(mul, add));
    // In a loop, the add of the next iteration runs after this iteration's mul.
    assert!(order.may_run_after(add, mul));
    assert!(order.may_run_after(sub, mul));
    assert!(!order.may_run_after(c0, mul));
    assert!(order.loop_between(mul, body.op(c0).parent_block().unwrap()));
}
