// RUN: xla-opt %s --linalg-fuse-elementwise | FileCheck %s
// RUN: xla-opt %s --linalg-fuse-elementwise | mlir-opt > /dev/null
// Same results before and after the fusion (the interpreter runs linalg on tensors):
// RUN: xla-run %s --entry softmax_tail --print > %t.before
// RUN: xla-opt %s --linalg-fuse-elementwise | xla-run - --entry softmax_tail --print > %t.after
// RUN: diff %t.before %t.after

// Element-wise producers fused into the reductions and generics that consume them: a
// producer with several users is duplicated into each (XLA's reduction fusion), so softmax
// reads its input three times and materializes nothing of its size but the result.

#id = affine_map<(d0, d1) -> (d0, d1)>
#bcast = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @softmax_tail(
// The exp of x - max is computed inside the sum and again inside the division:
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK-NEXT: arith.addf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK-NEXT: arith.divf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @softmax_tail() -> tensor<2x3xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]]> : tensor<2x3xf32>
  %max = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x3xf32>
  %exp = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<2x3xf32>, tensor<2xf32>) outs(%e0 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    %1 = math.exp %0 : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.reduce ins(%exp : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  %e2 = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<2x3xf32>, tensor<2xf32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.divf %in, %s : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// A producer that is also returned stays whole: no duplicate.
// CHECK-LABEL: func.func @also_returned(
// CHECK: math.exp
// CHECK-NOT: math.exp
// CHECK: return
func.func @also_returned(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.exp %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    }
  return %exp, %sum : tensor<4x8xf32>, tensor<4xf32>
}

// A contraction reads A[i, k] in every j iteration: fusing the producer would recompute it
// N times (and hide the matmul from the kernel generator), so it stays.
// CHECK-LABEL: func.func @not_into_contractions(
// CHECK: math.tanh
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-NOT: math.tanh
// CHECK: return
func.func @not_into_contractions(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.tanh %in : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
