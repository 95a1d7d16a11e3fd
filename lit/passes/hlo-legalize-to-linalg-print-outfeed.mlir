// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// interpreter.print and each value of an outfeed become calls of the runtime that show the
// value as the interpreter does (docs/devices.md): `print`/`outfeed` descriptors keeping the
// element type's signedness, the call's result (its operand) unused. after_all and the
// outfeed's token become placeholders that the function's boundary drops with the tokens.

// CHECK-LABEL: func.func @print_outfeed(
// CHECK-SAME: %[[X:.*]]: tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT: hlo.custom_call @xla_collective(%[[X]]) {backend_config = "print elem=ui8 reduce=none channel=0 global_ids=0 dims=0,0 groups=", has_side_effect = true} : (tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT: hlo.custom_call @xla_collective(%[[X]]) {backend_config = "outfeed elem=ui8 reduce=none channel=0 global_ids=0 dims=0,0 groups=", has_side_effect = true} : (tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT: hlo.custom_call @xla_collective(%[[X]]) {backend_config = "outfeed elem=ui8
// CHECK-NEXT: return %[[X]] : tensor<2xi8>

// LOOPS-LABEL: func.func @print_outfeed(
// LOOPS: hlo.custom_call @xla_collective(%{{.*}}, %{{.*}}) {backend_config = "print elem=ui8 {{.*}}} : (memref<2xi8>, memref<2xi8>) -> ()
// LOOPS: hlo.custom_call @xla_collective(%{{.*}}, %{{.*}}) {backend_config = "outfeed elem=ui8 {{.*}}} : (memref<2xi8>, memref<2xi8>) -> ()

// LLVM: llvm.mlir.global internal constant @[[P:__collective_[0-9]+]]("print elem=ui8
// LLVM: llvm.mlir.global internal constant @[[O:__collective_[0-9]+]]("outfeed elem=ui8
// LLVM-LABEL: llvm.func @print_outfeed(
// LLVM: llvm.mlir.addressof @[[P]]
// LLVM: llvm.call @xla_collective_call(
// LLVM: llvm.mlir.addressof @[[O]]
// LLVM: llvm.call @xla_collective_call(
func.func @print_outfeed(%x: tensor<2xui8>, %t: !stablehlo.token) -> (tensor<2xui8>, !stablehlo.token) {
  interpreter.print %x : tensor<2xui8>
  %t0 = stablehlo.after_all : !stablehlo.token
  %t1 = stablehlo.after_all %t, %t0 : !stablehlo.token
  %t2 = "stablehlo.outfeed"(%x, %x, %t1) : (tensor<2xui8>, tensor<2xui8>, !stablehlo.token) -> !stablehlo.token
  return %x, %t2 : tensor<2xui8>, !stablehlo.token
}
