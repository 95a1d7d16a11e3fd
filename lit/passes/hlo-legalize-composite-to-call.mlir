// RUN: xla-opt %s --hlo-legalize-composite-to-call | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s --check-prefix=EXEC

// A composite becomes a call of its decomposition (StableHLO's
// stablehlo-legalize-composite-to-call); --lower-to-loops then inlines and lowers it.

// CHECK-LABEL: func.func @main
// CHECK: %[[X:.*]] = hlo.constant
// CHECK: %[[R:.*]] = call @my.double(%[[X]]) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NOT: hlo.composite
// CHECK: return %[[R]]

// LOOPS-NOT: call
// LOOPS-NOT: @my.double
// EXEC: dense<[2.000000e+00, 4.000000e+00, 6.000000e+00]> : tensor<3xf32>

func.func private @my.double(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = hlo.add %x, %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @main() -> tensor<3xf32> {
  %x = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = "hlo.composite"(%x) <{composite_attributes = {}, decomposition = @my.double, name = "my.double", version = 0 : i32}> : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
