// A function with unsigned boundaries keeps its unsigned types at every level for the tools:
// --hlo-legalize-to-linalg makes the boundary signless and records the hlo types in
// xla.hlo_signature, so xla-run prints (and writes .npy files of) ui8 where the hlo function does.
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=ATTR
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-llvm | xla-run - --print | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | mlir-opt > /dev/null
// RUN: %if melior %{ xla-opt %s --lower-to-llvm -o %t.llvm.mlir && xla-run %t.llvm.mlir --backend jit --print | FileCheck %s %}

// ATTR: func.func @main() -> memref<4xi8> attributes {xla.hlo_signature = () -> tensor<4xui8>}
// CHECK: dense<[200, 44, 3, 0]> : tensor<4xui8>
func.func @main() -> tensor<4xui8> {
  %a = hlo.constant dense<[100, 200, 1, 255]> : tensor<4xui8>
  %b = hlo.constant dense<[100, 100, 2, 1]> : tensor<4xui8>
  %0 = hlo.add %a, %b : tensor<4xui8>
  return %0 : tensor<4xui8>
}
