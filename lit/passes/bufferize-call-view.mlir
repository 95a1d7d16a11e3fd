// RUN: xla-opt %s --bufferize | FileCheck %s
// RUN: xla-opt %s --bufferize | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// Callees take identity-layout buffers: a slice (a strided view with an offset) is passed as a
// copy, freed after the call. JAX's jnp.pad(mode="reflect") calls a private @_flip on slices.

// CHECK-LABEL: func.func @main
// CHECK: %[[A:.*]] = memref.get_global
// CHECK: %[[VIEW:.*]] = memref.subview %[[A]][2, 0] [1, 4] [1, 1]
// CHECK: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<1x4xf32>
// CHECK: linalg.map ins(%[[VIEW]] : {{.*}}) outs(%[[COPY]] : memref<1x4xf32>)
// CHECK: %[[R:.*]] = call @callee(%[[COPY]]) : (memref<1x4xf32>) -> memref<1x4xf32>
// CHECK: memref.dealloc %[[COPY]]
// CHECK: return %[[R]]

// EXEC: dense<{{\[\[}}9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<1x4xf32>

func.func private @callee(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  return %arg0 : tensor<1x4xf32>
}
func.func @main() -> tensor<1x4xf32> {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %s = tensor.extract_slice %a[2, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
  %0 = call @callee(%s) : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}
