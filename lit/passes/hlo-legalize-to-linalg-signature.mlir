// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | mlir-opt --split-input-file > /dev/null
// RUN: xla-run --split-input-file --print %s | FileCheck %s --check-prefix=EXEC
// RUN: xla-opt %s --split-input-file --lower-to-loops | xla-run --split-input-file --print - | FileCheck %s --check-prefix=EXEC

// Signed and unsigned integers become signless at the function boundary as inside it:
// signatures, entry block arguments, call operands and results, returns (as upstream's func
// signature conversion next to stablehlo-legalize-to-linalg). No cast is left at the edges.

// CHECK-LABEL: func.func @boundary(
// CHECK-SAME: %[[X:.*]]: tensor<3xi16>, %[[S:.*]]: tensor<i64>) -> (tensor<3xi16>, tensor<i64>)
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[C:.*]] = call @twice(%[[X]]) : (tensor<3xi16>) -> tensor<3xi16>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %[[C]], %[[S]] : tensor<3xi16>, tensor<i64>
// CHECK-LABEL: func.func private @twice(
// CHECK-SAME: %[[Y:.*]]: tensor<3xi16>) -> tensor<3xi16>
// CHECK: linalg.generic {{.*}} ins(%[[Y]], %[[Y]] : tensor<3xi16>, tensor<3xi16>)
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return
// CHECK-LABEL: func.func private @external(tensor<2xi32>, i8) -> tensor<2xi32>
func.func @boundary(%x: tensor<3xui16>, %s: tensor<ui64>) -> (tensor<3xui16>, tensor<ui64>) {
  %0 = call @twice(%x) : (tensor<3xui16>) -> tensor<3xui16>
  return %0, %s : tensor<3xui16>, tensor<ui64>
}
func.func private @twice(%y: tensor<3xui16>) -> tensor<3xui16> {
  %0 = hlo.add %y, %y : tensor<3xui16>
  return %0 : tensor<3xui16>
}
func.func private @external(tensor<2xui32>, si8) -> tensor<2xui32>

// -----

// A call result used by hlo ops, and by the return directly.
// CHECK-LABEL: func.func @main() -> (tensor<2xi8>, tensor<2xi8>)
// CHECK: %[[K:.*]] = arith.constant dense<[-6, 7]> : tensor<2xi8>
// CHECK: %[[R:.*]] = call @id(%[[K]]) : (tensor<2xi8>) -> tensor<2xi8>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[R]], %[[R]] : tensor<2xi8>, tensor<2xi8>)
// CHECK: arith.divui
// CHECK: return %[[R]], %[[G]] : tensor<2xi8>, tensor<2xi8>
// CHECK-LABEL: func.func private @id(
// CHECK-SAME: %[[A:.*]]: tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT: return %[[A]] : tensor<2xi8>
// EXEC: dense<[250, 7]> : tensor<2xui8>
// EXEC-NEXT: dense<1> : tensor<2xui8>
func.func @main() -> (tensor<2xui8>, tensor<2xui8>) {
  %k = hlo.constant dense<[250, 7]> : tensor<2xui8>
  %r = call @id(%k) : (tensor<2xui8>) -> tensor<2xui8>
  %q = hlo.divide %r, %r : tensor<2xui8>
  return %r, %q : tensor<2xui8>, tensor<2xui8>
}
func.func private @id(%a: tensor<2xui8>) -> tensor<2xui8> {
  return %a : tensor<2xui8>
}

// -----

// Loop-carried unsigned values (hlo.while -> scf.while) are signless block arguments.
// CHECK-LABEL: func.func @main() -> tensor<i32>
// CHECK: %[[LIMIT:.*]] = arith.constant dense<-794967296> : tensor<i32>
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (tensor<i32>) -> tensor<i32>
// CHECK: arith.cmpi ult
// CHECK: ^bb0(%{{.*}}: tensor<i32>):
// CHECK-NOT: unrealized_conversion_cast
// EXEC: dense<4000000000> : tensor<ui32>
func.func @main() -> tensor<ui32> {
  %init = hlo.constant dense<1000000000> : tensor<ui32>
  %step = hlo.constant dense<1000000000> : tensor<ui32>
  %limit = hlo.constant dense<3500000000> : tensor<ui32>
  %r = hlo.while(%v = %init) : tensor<ui32>
    cond {
      %c = hlo.compare LT, %v, %limit, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      hlo.return %c : tensor<i1>
    } do {
      %n = hlo.add %v, %step : tensor<ui32>
      hlo.return %n : tensor<ui32>
    }
  return %r : tensor<ui32>
}
