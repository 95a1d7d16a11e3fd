// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s

// The communication ops: tokens, infeed/outfeed, send/recv, the collectives, process ids
// and random numbers, in StableHLO's syntax (custom forms where StableHLO has one, the
// generic form otherwise).

// CHECK-LABEL: func.func @tokens(
// CHECK: %0 = hlo.create_token : !hlo.token
// CHECK: %1 = hlo.after_all : !hlo.token
// CHECK: %2 = hlo.after_all %arg0, %0, %1 : !hlo.token
// GENERIC: "hlo.create_token"() : () -> !hlo.token
// GENERIC: "hlo.after_all"(%{{.*}}, %{{.*}}, %{{.*}}) : (!hlo.token, !hlo.token, !hlo.token) -> !hlo.token
func.func @tokens(%t: !hlo.token) -> !hlo.token {
  %0 = hlo.create_token : !hlo.token
  %1 = hlo.after_all : !hlo.token
  %2 = hlo.after_all %t, %0, %1 : !hlo.token
  func.return %2 : !hlo.token
}

// CHECK-LABEL: func.func @after_all_functional_type(
// CHECK: %0 = hlo.after_all %arg0 : !hlo.token
func.func @after_all_functional_type(%t: !hlo.token) -> !hlo.token {
  %0 = hlo.after_all %t : (!hlo.token) -> !hlo.token
  func.return %0 : !hlo.token
}

// CHECK-LABEL: func.func @infeed_outfeed(
// CHECK: %0:3 = "hlo.infeed"(%arg1) <{infeed_config = "cfg", layout = {{\[}}[1, 0], [0]]}> : (!hlo.token) -> (tensor<3x3xi32>, tensor<2xf32>, !hlo.token)
// CHECK: %1 = "hlo.outfeed"(%arg0, %0#2) <{outfeed_config = ""}> : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
// CHECK: %2 = "hlo.outfeed"(%1) : (!hlo.token) -> !hlo.token
func.func @infeed_outfeed(%x: tensor<2x2xi64>, %t: !hlo.token) -> !hlo.token {
  %0:3 = "hlo.infeed"(%t) {infeed_config = "cfg", layout = [[1, 0], [0]]} : (!hlo.token) -> (tensor<3x3xi32>, tensor<2xf32>, !hlo.token)
  %1 = "hlo.outfeed"(%x, %0#2) {outfeed_config = ""} : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
  %2 = "hlo.outfeed"(%1) : (!hlo.token) -> !hlo.token
  func.return %2 : !hlo.token
}

// CHECK-LABEL: func.func @send_recv(
// CHECK: %0 = "hlo.send"(%arg0, %arg1) <{channel_handle = #hlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
// CHECK: %1 = "hlo.send"(%arg0, %arg0, %0) <{channel_handle = #hlo.channel_handle<handle = -1, type = 1>}> : (tensor<2x2xi64>, tensor<2x2xi64>, !hlo.token) -> !hlo.token
// CHECK: %2:2 = "hlo.recv"(%1) <{channel_handle = #hlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!hlo.token) -> (tensor<3x4xi32>, !hlo.token)
// CHECK: %3 = "hlo.recv"(%2#1) <{channel_handle = #hlo.channel_handle<handle = 6, type = 1>, is_host_transfer = false}> : (!hlo.token) -> !hlo.token
func.func @send_recv(%x: tensor<2x2xi64>, %t: !hlo.token) -> !hlo.token {
  %0 = "hlo.send"(%x, %t) {channel_handle = #hlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
  %1 = "hlo.send"(%x, %x, %0) {channel_handle = #hlo.channel_handle<type = 1, handle = -1>} : (tensor<2x2xi64>, tensor<2x2xi64>, !hlo.token) -> !hlo.token
  %2:2 = "hlo.recv"(%1) {
    channel_handle = #hlo.channel_handle<
      handle = 5,
      type = 3  // host to device
    >,
    is_host_transfer = true
  } : (!hlo.token) -> (tensor<3x4xi32>, !hlo.token)
  %3 = "hlo.recv"(%2#1) {channel_handle = #hlo.channel_handle<handle = 6, type = 1>, is_host_transfer = false} : (!hlo.token) -> !hlo.token
  func.return %3 : !hlo.token
}

// CHECK-LABEL: func.func @process_ids(
// CHECK: %0 = hlo.replica_id : tensor<ui32>
// CHECK: %1 = hlo.partition_id : tensor<ui32>
// GENERIC: "hlo.replica_id"() : () -> tensor<ui32>
func.func @process_ids() -> (tensor<ui32>, tensor<ui32>) {
  %0 = hlo.replica_id : tensor<ui32>
  %1 = "hlo.partition_id"() : () -> tensor<ui32>
  func.return %0, %1 : tensor<ui32>, tensor<ui32>
}

// CHECK-LABEL: func.func @all_gather(
// CHECK: %0 = "hlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x4xi64>
// CHECK: %1:2 = "hlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, channel_handle = #hlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x2xi64>, tensor<3xi32>) -> (tensor<4x2xi64>, tensor<6xi32>)
// CHECK: %2 = "hlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #hlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xi64>) -> tensor<2x8xi64>
// CHECK: %3 = "hlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = #hlo.replica_group_mesh_axes<mesh = @mesh, axes = [#hlo.axis_ref<name = "x">, #hlo.axis_ref<name = "y", sub_axis_info = (1)2>]>}> : (tensor<2x2xi64>) -> tensor<2x16xi64>
// CHECK: %4 = "hlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
func.func @all_gather(%x: tensor<2x2xi64>, %y: tensor<3xi32>, %d: tensor<?x3xf32>) {
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi64>) -> tensor<2x4xi64>
  // Flattened ids: groups of 2.
  %1:2 = "hlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, channel_handle = #hlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<2x2xi64>, tensor<3xi32>) -> (tensor<4x2xi64>, tensor<6xi32>)
  // Cross replica and partition: the partition count multiplies the group size.
  %2 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #hlo.channel_handle<handle = 1, type = 0>} : (tensor<2x2xi64>) -> tensor<2x8xi64>
  %3 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = #hlo.replica_group_mesh_axes<mesh = @mesh, axes = [#hlo.axis_ref<name = "x">, #hlo.axis_ref<name = "y", sub_axis_info = (1)2>]>} : (tensor<2x2xi64>) -> tensor<2x16xi64>
  %4 = "hlo.all_gather"(%d) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<?x3xf32>) -> tensor<?x3xf32>
  func.return
}

// CHECK-LABEL: func.func @all_reduce(
// CHECK: %0 = "hlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1], [2, -1]]> : tensor<2x2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
// CHECK-NEXT:   %3 = hlo.add %arg3, %arg4 : tensor<f32>
// CHECK-NEXT:   hlo.return %3 : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %1:2 = "hlo.all_reduce"(%arg0, %arg1) <{channel_handle = #hlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// CHECK: }) : (tensor<4xf32>, tensor<5xf32>) -> (tensor<4xf64>, tensor<5xf64>)
// CHECK: %2 = "hlo.collective_reduce"(%arg0, %arg2) <{has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
func.func @all_reduce(%x: tensor<4xf32>, %y: tensor<5xf32>, %root: tensor<1xi32>) {
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  // Variadic, accumulating in f64.
  %1:2 = "hlo.all_reduce"(%x, %y) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #hlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>, tensor<5xf32>) -> (tensor<4xf64>, tensor<5xf64>)
  %2 = "hlo.collective_reduce"(%x, %root) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @reduce_scatter(
// CHECK: %0 = "hlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64}> ({
// CHECK: }) : (tensor<4x16xf32>) -> tensor<4x4xf32>
// CHECK: %1 = "hlo.reduce_scatter"(%arg1) <{channel_handle = #hlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK: }) : (tensor<?x4xf32>) -> tensor<?x4xf32>
func.func @reduce_scatter(%x: tensor<4x16xf32>, %d: tensor<?x4xf32>) {
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  %1 = "hlo.reduce_scatter"(%d) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64, channel_handle = #hlo.channel_handle<handle = 1, type = 0>} : (tensor<?x4xf32>) -> tensor<?x4xf32>
  func.return
}

// CHECK-LABEL: func.func @all_to_all(
// CHECK: %0 = "hlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>) -> tensor<4x2xi64>
// CHECK: %1:2 = "hlo.all_to_all"(%arg0, %arg1) <{channel_handle = #hlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi64>, tensor<?x4xi32>) -> (tensor<4x2xi64>, tensor<?x2xi32>)
func.func @all_to_all(%x: tensor<2x4xi64>, %y: tensor<?x4xi32>) {
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  %1:2 = "hlo.all_to_all"(%x, %y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #hlo.channel_handle<handle = 1, type = 0>} : (tensor<2x4xi64>, tensor<?x4xi32>) -> (tensor<4x2xi64>, tensor<?x2xi32>)
  func.return
}

// CHECK-LABEL: func.func @permute_broadcast(
// CHECK: %0 = "hlo.collective_permute"(%arg0) <{channel_handle = #hlo.channel_handle<handle = 0, type = 0>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<128x32xf32>) -> tensor<128x32xf32>
// CHECK: %1 = "hlo.collective_broadcast"(%arg0) <{replica_groups = dense<{{\[\[}}2, 1]]> : tensor<1x2xi64>}> : (tensor<128x32xf32>) -> tensor<128x32xf32>
// CHECK: %2:2 = "hlo.collective_broadcast"(%arg0, %arg0, %arg1) <{has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<128x32xf32>, tensor<128x32xf32>, tensor<2xi32>) -> (tensor<128x32xf32>, tensor<128x32xf32>)
func.func @permute_broadcast(%x: tensor<128x32xf32>, %root: tensor<2xi32>) {
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>, channel_handle = #hlo.channel_handle<handle = 0, type = 0>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  %1 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  %2:2 = "hlo.collective_broadcast"(%x, %x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<128x32xf32>, tensor<128x32xf32>, tensor<2xi32>) -> (tensor<128x32xf32>, tensor<128x32xf32>)
  func.return
}

// CHECK-LABEL: func.func @rng(
// CHECK: %0 = hlo.rng %arg0, %arg1, %arg2, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK: [[C:%.*]] = hlo.constant dense<[2, 3, 5]> : tensor<3xi64>
// CHECK: %{{.*}} = hlo.rng %arg0, %arg1, [[C]], distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
// CHECK: %output_state, %output = hlo.rng_bit_generator %arg3, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
// CHECK: %output_state_0, %output_1 = hlo.rng_bit_generator %arg3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xf32>)
// GENERIC: "hlo.rng"(%{{.*}}, %{{.*}}, %{{.*}}) <{rng_distribution = #hlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
// GENERIC: "hlo.rng_bit_generator"(%{{.*}}) <{rng_algorithm = #hlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
func.func @rng(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<2xi64>, %seed: tensor<2xui64>) {
  %0 = hlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  %c = hlo.constant dense<[2, 3, 5]> : tensor<3xi64>
  %1 = "hlo.rng"(%a, %b, %c) {rng_distribution = #hlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
  %2:2 = hlo.rng_bit_generator %seed, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
  %3:2 = "hlo.rng_bit_generator"(%seed) {rng_algorithm = #hlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xf32>)
  func.return
}

// StableHLO's spellings parse as hlo.
// CHECK-LABEL: func.func @stablehlo_names(
// CHECK: %0 = hlo.after_all %arg0 : !hlo.token
// CHECK: %1 = "hlo.send"(%arg1, %0) <{channel_handle = #hlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !hlo.token) -> !hlo.token
// CHECK: %2 = hlo.rng %arg2, %arg2, %arg3, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
func.func @stablehlo_names(%t: !stablehlo.token, %x: tensor<2xf32>, %a: tensor<f32>, %s: tensor<1xi64>) -> !stablehlo.token {
  %0 = stablehlo.after_all %t : !stablehlo.token
  %1 = "stablehlo.send"(%x, %0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %2 = "mhlo.rng"(%a, %a, %s) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  func.return %1 : !stablehlo.token
}
