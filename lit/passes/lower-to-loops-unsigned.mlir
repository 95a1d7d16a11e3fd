// RUN: xla-opt %s --split-input-file --lower-to-loops | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-loops | xla-run --split-input-file --print - | FileCheck %s --check-prefix=EXEC
// RUN: %if mlir-opt %{ xla-opt %s --split-input-file --lower-to-loops | mlir-opt --split-input-file > /dev/null %}

// Unsigned function boundaries become signless at --hlo-legalize-to-linalg (found by
// tests/jax_fresh: unsigned, convert_edges): no cast or tensor op is left around the
// arguments and results of the loop level, and the unsigned semantics live in the ops
// (divui, cmpi ult, uitofp, ...). xla-run prints results in the hlo types (xla.hlo_signature).

// (@add is public so that it stays after --lower-to-loops inlines the call into @main.)
// CHECK-LABEL: func.func @main() -> memref<4xi8>
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: bufferization.
// CHECK: arith.addi %{{.*}}, %{{.*}} : i8
// CHECK: return %{{.*}} : memref<4xi8>
// CHECK-LABEL: func.func @add(
// CHECK-SAME: %[[A:.*]]: memref<4xi8>, %[[B:.*]]: memref<4xi8>) -> memref<4xi8>
// CHECK-NOT: unrealized_conversion_cast
// CHECK-NOT: bufferization.
// CHECK: memref.load %[[A]]
// CHECK: memref.load %[[B]]
// CHECK: arith.addi %{{.*}}, %{{.*}} : i8
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %{{.*}} : memref<4xi8>
// EXEC: dense<[200, 44, 3, 0]> : tensor<4xui8>
func.func @main() -> tensor<4xui8> {
  %a = hlo.constant dense<[100, 200, 1, 255]> : tensor<4xui8>
  %b = hlo.constant dense<[100, 100, 2, 1]> : tensor<4xui8>
  %0 = call @add(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}
func.func @add(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = hlo.add %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// Unsigned division, comparison and conversion to float keep their unsigned meaning.
// CHECK-LABEL: func.func @main(
// CHECK-SAME: -> (memref<3xi32>, memref<3xi1>, memref<3xf32>)
// CHECK-DAG: arith.divui
// CHECK-DAG: arith.cmpi ugt
// CHECK-DAG: arith.uitofp
// CHECK-NOT: unrealized_conversion_cast
// EXEC: dense<[2147483647, 1, 0]> : tensor<3xui32>
// EXEC-NEXT: dense<[true, false, false]> : tensor<3xi1>
// EXEC-NEXT: dense<[4.2949673E+9, 2.000000e+00, 7.000000e+00]> : tensor<3xf32>
func.func @main() -> (tensor<3xui32>, tensor<3xi1>, tensor<3xf32>) {
  %a = hlo.constant dense<[4294967295, 2, 7]> : tensor<3xui32>
  %b = hlo.constant dense<[2, 2, 8]> : tensor<3xui32>
  %0 = hlo.divide %a, %b : tensor<3xui32>
  %1 = hlo.compare GT, %a, %b, UNSIGNED : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
  %2 = hlo.convert %a : (tensor<3xui32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3xui32>, tensor<3xi1>, tensor<3xf32>
}
