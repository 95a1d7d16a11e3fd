// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-run --entry run --print %s | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-run --entry run --print - | FileCheck %s --check-prefix=EXEC

// dynamic_reshape with static shapes is a reshape (the shape operand only repeats the result
// type); iota of complex elements puts the index in the real part.

// CHECK-LABEL: func.func @dynamic_reshape(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xi64>, %{{.*}}: tensor<1xi64>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
// CHECK: return %[[FLAT]]
func.func @dynamic_reshape(%x: tensor<2x3xi64>, %shape: tensor<1xi64>) -> tensor<6xi64> {
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<2x3xi64>, tensor<1xi64>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

// CHECK-LABEL: func.func @iota_complex(
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK: %[[RE:.*]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK: %[[IM:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: complex.create %[[RE]], %[[IM]] : complex<f32>
func.func @iota_complex() -> tensor<3xcomplex<f32>> {
  %0 = stablehlo.iota dim = 0 : tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// EXEC: dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
// EXEC: dense<[(0.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00), (2.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f32>>
func.func @run() -> (tensor<6xi64>, tensor<3xcomplex<f32>>) {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %s = stablehlo.constant dense<6> : tensor<1xi64>
  %0 = func.call @dynamic_reshape(%x, %s) : (tensor<2x3xi64>, tensor<1xi64>) -> tensor<6xi64>
  %1 = func.call @iota_complex() : () -> tensor<3xcomplex<f32>>
  return %0, %1 : tensor<6xi64>, tensor<3xcomplex<f32>>
}
