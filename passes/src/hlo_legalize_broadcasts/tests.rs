use super::legalize_body;
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::{Context, Module};

fn ctx() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(xla_dialect_func::dialect());
    ctx.load_dialect(xla_dialect_hlo::dialect());
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
fn broadcast_dimensions_become_broadcast_in_dim() {
    let out = run(r#"
func.func @f(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = hlo.add %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}"#)
    .unwrap();
    assert!(
        out.contains(
            "%0 = hlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>"
        ),
        "{out}"
    );
    assert!(
        out.contains("%1 = hlo.add %arg0, %0 : tensor<2x3xf32>"),
        "{out}"
    );
}

#[test]
fn degenerate_and_scalar_operands_broadcast_on_both_sides() {
    let out = run(r#"
func.func @f(%a: tensor<2x1xi32>, %b: tensor<1x3xi32>, %s: tensor<i32>) -> tensor<2x3xi1> {
  %r = hlo.compare LT, %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  %t = hlo.multiply %s, %a : (tensor<i32>, tensor<2x1xi32>) -> tensor<2x1xi32>
  return %r : tensor<2x3xi1>
}"#)
    .unwrap();
    assert!(
        out.contains(
            "hlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "hlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>"
        ),
        "{out}"
    );
    assert!(
        out.contains("hlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>"),
        "{out}"
    );
}

#[test]
fn same_shapes_are_left_alone() {
    let src = r#"
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.add %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}"#;
    assert!(!run(src).unwrap().contains("broadcast_in_dim"));
}

#[test]
fn dynamic_results_are_reported() {
    let err = run(r#"
func.func @f(%a: tensor<?x1xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %r = hlo.add %a, %b : (tensor<?x1xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}"#)
    .unwrap_err();
    assert!(
        err.contains(
            "cannot make the implicit broadcast explicit: the result shape [?, 3] is dynamic"
        ),
        "{err}"
    );
}
