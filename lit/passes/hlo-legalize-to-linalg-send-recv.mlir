// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --split-input-file --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// send/recv become calls of the collective runtime (docs/devices.md), one per value in
// order, on the op's channel: a send's call gives back its operand, a recv's has no operand.
// Tokens order nothing in compiled code: they leave the function's arguments and results.

// CHECK-LABEL: func.func @send(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2xf32>, %[[Y:[^:]*]]: tensor<3xi32>) {
// CHECK: hlo.custom_call @xla_collective(%[[X]]) {backend_config = "send elem=f32 reduce=none channel=2 global_ids=0 dims=0,0 groups=", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: hlo.custom_call @xla_collective(%[[Y]]) {backend_config = "send elem=i32 reduce=none channel=2 global_ids=0 dims=0,0 groups=", has_side_effect = true} : (tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT: return{{$}}

// LOOPS-LABEL: func.func @send(
// LOOPS-SAME: %[[X:[^:]*]]: memref<2xf32>, %{{[^:]*}}: memref<3xi32>) {
// LOOPS: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// LOOPS: hlo.custom_call @xla_collective(%[[X]], %[[B]]) {backend_config = "send elem=f32

// LLVM: llvm.mlir.global internal constant @{{__collective_[0-9]+}}("send elem=f32 reduce=none channel=2 global_ids=0 dims=0,0 groups=\00")
// LLVM-LABEL: llvm.func @send(
// LLVM-COUNT-2: llvm.call @xla_collective_call(
func.func @send(%x: tensor<2xf32>, %y: tensor<3xi32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %y, %t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2xf32>, tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// Unsigned values keep their signedness in the descriptor; the buffers are signless.

// CHECK-LABEL: func.func @recv() -> (tensor<2xf32>, tensor<3xi32>)
// CHECK: %[[A:.*]] = hlo.custom_call @xla_collective() {backend_config = "recv elem=f32 reduce=none channel=2 global_ids=0 dims=0,0 groups=", has_side_effect = true} : () -> tensor<2xf32>
// CHECK: %[[B:.*]] = hlo.custom_call @xla_collective() {backend_config = "recv elem=ui32 reduce=none channel=2 global_ids=0 dims=0,0 groups=", has_side_effect = true} : () -> tensor<3xi32>
// CHECK: return %[[A]], %[[B]] : tensor<2xf32>, tensor<3xi32>

// LOOPS-LABEL: func.func @recv() -> (memref<2xf32>, memref<3xi32>)
// LOOPS: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// LOOPS: hlo.custom_call @xla_collective(%[[A]]) {backend_config = "recv elem=f32

// LLVM-LABEL: llvm.func @recv(
// LLVM-COUNT-2: llvm.call @xla_collective_call(
func.func @recv(%t: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token, tensor<3xui32>) {
  %0:3 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (!stablehlo.token) -> (tensor<2xf32>, tensor<3xui32>, !stablehlo.token)
  return %0#0, %0#2, %0#1 : tensor<2xf32>, !stablehlo.token, tensor<3xui32>
}

// -----

// An infeed of one value is one call taking the next entry of the device's infeed queue.

// CHECK-LABEL: func.func @infeed() -> tensor<2x2xi64>
// CHECK: %[[A:.*]] = hlo.custom_call @xla_collective() {backend_config = "infeed elem=i64 reduce=none channel=0 global_ids=0 dims=0,0 groups=", has_side_effect = true} : () -> tensor<2x2xi64>
// CHECK: return %[[A]] : tensor<2x2xi64>
// LOOPS-LABEL: func.func @infeed() -> memref<2x2xi64>
// LLVM-LABEL: llvm.func @infeed(
// LLVM: llvm.call @xla_collective_call(
func.func @infeed(%t: !stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2x2xi64>, !stablehlo.token
}
