// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// dynamic_pad and dynamic_gather whose shape operands are constants lower as the pad and
// gather they are (as --hlo-refine-shapes makes them); with operands known only at run time
// they are not lowered (hlo-legalize-to-linalg-dynamic-constant-invalid.mlir).

// CHECK-LABEL: func.func @dynamic_pad(
// CHECK-NOT: hlo.
// CHECK: linalg.fill
// CHECK: return %{{.*}} : tensor<7x5xi64>
// LLVM-LABEL: llvm.func @dynamic_pad(
func.func @dynamic_pad(%x: tensor<5x4xi64>) -> tensor<7x5xi64> {
  %v = stablehlo.constant dense<-1> : tensor<i64>
  %low = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %high = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %x, %v, %low, %high, %interior
    : (tensor<5x4xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<7x5xi64>
  return %0 : tensor<7x5xi64>
}

// -----

// CHECK-LABEL: func.func @dynamic_gather(
// CHECK-NOT: hlo.
// CHECK: linalg.generic
// CHECK: return %{{.*}} : tensor<2x3x2x2xi64>
// LLVM-LABEL: llvm.func @dynamic_gather(
func.func @dynamic_gather(%x: tensor<3x4x2xi64>, %i: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi64> {
  %sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  %0 = "stablehlo.dynamic_gather"(%x, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>,
    indices_are_sorted = false
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  return %0 : tensor<2x3x2x2xi64>
}
