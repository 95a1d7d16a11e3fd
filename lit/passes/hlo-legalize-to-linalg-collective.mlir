// RUN: xla-opt %s --split-input-file --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --split-input-file --lower-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: xla-opt %s --split-input-file --lower-to-llvm | FileCheck %s --check-prefix=LLVM

// Collectives become calls of the collective runtime (docs/devices.md): a custom call
// @xla_collective per operand whose backend_config names the collective and its static
// parameters; the single-op reduction region becomes a code (reduce=max), unsigned element
// types keep their signedness in the descriptor while the buffers are signless. Bufferized,
// the call writes a new buffer (destination form); lowered to llvm, it is a call of
// xla_collective_call with the descriptor as a string and (rank, descriptor) per memref.

// CHECK-LABEL: func.func @all_reduce_max(
// CHECK-SAME: %[[X:.*]]: tensor<2x4xi32>
// CHECK: %[[R:.*]] = hlo.custom_call @xla_collective(%[[X]]) {backend_config = "all_reduce elem=ui32 reduce=max channel=1 global_ids=1 dims=0,0 groups=0,1;2,3", has_side_effect = true} : (tensor<2x4xi32>) -> tensor<2x4xi32>
// CHECK: return %[[R]]

// LOOPS-LABEL: func.func @all_reduce_max(
// LOOPS-SAME: %[[X:.*]]: memref<2x4xi32>
// LOOPS: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xi32>
// LOOPS: hlo.custom_call @xla_collective(%[[X]], %[[B]]) {backend_config = "all_reduce elem=ui32 reduce=max channel=1 global_ids=1 dims=0,0 groups=0,1;2,3", has_side_effect = true} : (memref<2x4xi32>, memref<2x4xi32>) -> ()
// LOOPS: return %[[B]]

// LLVM: llvm.mlir.global internal constant @[[D:__collective_[0-9]+]]("all_reduce elem=ui32 reduce=max channel=1 global_ids=1 dims=0,0 groups=0,1;2,3\00")
// LLVM: llvm.func @xla_collective_call(!llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr)
// LLVM-LABEL: llvm.func @all_reduce_max(
// LLVM: %[[A:.*]] = llvm.mlir.addressof @[[D]] : !llvm.ptr
// LLVM: llvm.call @xla_collective_call(%[[A]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr) -> ()
func.func @all_reduce_max(%x: tensor<2x4xui32>) -> tensor<2x4xui32> {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
    %m = stablehlo.maximum %a, %b : tensor<ui32>
    stablehlo.return %m : tensor<ui32>
  }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<2x4xui32>) -> tensor<2x4xui32>
  return %0 : tensor<2x4xui32>
}

// -----

// Two operands: one call each, with the same descriptor.
// CHECK-LABEL: func.func @all_reduce_pair(
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "all_reduce elem=f32 reduce=add channel=0 global_ids=0 dims=0,0 groups=0,1", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "all_reduce elem=f32 reduce=add channel=0 global_ids=0 dims=0,0 groups=0,1", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
func.func @all_reduce_pair(%x: tensor<4xf32>, %y: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %0:2 = "stablehlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @data_movement(
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "all_gather elem=f32 reduce=none channel=0 global_ids=0 dims=1,0 groups=0,1", has_side_effect = true} : (tensor<2x2xf32>) -> tensor<2x4xf32>
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "reduce_scatter elem=f32 reduce=add channel=0 global_ids=0 dims=1,0 groups=0,1", has_side_effect = true} : (tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "all_to_all elem=f32 reduce=none channel=0 global_ids=0 dims=1,0 groups=0,1", has_side_effect = true} : (tensor<2x2xf32>) -> tensor<4x1xf32>
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "collective_permute elem=f32 reduce=none channel=0 global_ids=0 dims=0,0 groups=0,1;1,0", has_side_effect = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: hlo.custom_call @xla_collective(%{{.*}}) {backend_config = "collective_broadcast elem=f32 reduce=none channel=0 global_ids=0 dims=0,0 groups=0,1", has_side_effect = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: hlo.custom_call @xla_collective() {backend_config = "partition_id elem=ui32 reduce=none channel=0 global_ids=0 dims=0,0 groups=", has_side_effect = true} : () -> tensor<i32>
func.func @data_movement(%x: tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<2x2xf32>, tensor<4x1xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<ui32>) {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x4xf32>
  %1 = "stablehlo.reduce_scatter"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x2xf32>
  %2 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<4x1xf32>
  %3 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %4 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %5 = stablehlo.partition_id : tensor<ui32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x4xf32>, tensor<2x2xf32>, tensor<4x1xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<ui32>
}
