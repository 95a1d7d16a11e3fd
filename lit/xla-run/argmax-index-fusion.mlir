// REQUIRES: xla-run
// argmax as JAX exports it: a reduction over (x, iota). The iota stays index arithmetic in
// the reduction's loop (--linalg-fuse-elementwise renumbers its linalg.index to the consumer's
// loop): no index tensor is materialized, and the results are the same in the interpreter
// before lowering, after lowering to loops and after lowering to llvm.
// RUN: xla-run %s | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-loops | xla-run - | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - | FileCheck %s

// CHECK: 2 passed, 0 failed
// LOOPS-LABEL: func.func @main(
// LOOPS-NOT: memref.alloc() {{.*}} : memref<4x6xi32>
// LOOPS-NOT: memref.alloc() {{.*}} : memref<6x4xi32>
// LOOPS: return

func.func @main() {
  %x = hlo.constant dense<[[1.0, 5.0, -2.0, 0.5, 3.0, 4.0],
                           [-1.0, -3.0, -0.5, -7.0, -2.0, -4.0],
                           [0.0, 1.0, 2.0, 3.0, 4.0, 9.0],
                           [8.0, 1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<4x6xf32>
  %two = hlo.constant dense<2.0> : tensor<4x6xf32>
  %y = hlo.multiply %x, %two : tensor<4x6xf32>
  %i = hlo.iota dim = 1 : tensor<4x6xi32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%y init: %ninf), (%i init: %z) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%a2: tensor<i32>, %c2: tensor<i32>) {
    %gt = hlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %mx = hlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
    %ix = hlo.select %gt, %a2, %c2 : tensor<i1>, tensor<i32>
    hlo.return %mx, %ix : tensor<f32>, tensor<i32>
  }
  %want = hlo.constant dense<[1, 2, 5, 0]> : tensor<4xi32>
  check.expect_eq %r#1, %want : tensor<4xi32>
  // The same over columns: the iota's loop runs as the reduction's outer loop.
  %xt = hlo.transpose %y, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %it = hlo.iota dim = 0 : tensor<6x4xi32>
  %c:2 = hlo.reduce(%xt init: %ninf), (%it init: %z) across dimensions = [0] : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%a2: tensor<i32>, %c2: tensor<i32>) {
    %gt = hlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %mx = hlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
    %ix = hlo.select %gt, %a2, %c2 : tensor<i1>, tensor<i32>
    hlo.return %mx, %ix : tensor<f32>, tensor<i32>
  }
  check.expect_eq %c#1, %want : tensor<4xi32>
  return
}
