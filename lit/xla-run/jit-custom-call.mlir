// REQUIRES: melior
// A custom_call neither backend runs is named with its target. JAX's lax.approx_max_k exports
// custom_call @ApproxTopK beside a comparator function ending in stablehlo.return, which the
// lowering turns into func.return (it used to fail first, with "'hlo.return' op failed to
// legalize").
// RUN: not xla-run %s --backend jit 2>&1 | FileCheck %s
// RUN: not xla-run %s 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK: jit-custom-call.mlir:[[@LINE+14]]:10: error: 'hlo.custom_call' op failed to legalize to linalg: hlo.custom_call @ApproxTopK is not lowered: a call into XLA's runtime library
// CHECK-NOT: hlo.return
// INTERP: jit-custom-call.mlir:[[@LINE+12]]:10: error: 'hlo.custom_call' op with call target 'ApproxTopK' is not supported by the interpreter

func.func @top_k_gt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = hlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  hlo.return %0 : tensor<i1>
}

func.func @main() -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %x = hlo.iota dim = 1 : tensor<2x8xf32>
  %0 = hlo.iota dim = 1 : tensor<2x8xi32>
  %c = hlo.constant dense<-1> : tensor<i32>
  %cst = hlo.constant dense<0xFF800000> : tensor<f32>
  %1:2 = hlo.custom_call @ApproxTopK(%x, %0, %cst, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<2x8xf32>, tensor<2x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %1#0, %1#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
