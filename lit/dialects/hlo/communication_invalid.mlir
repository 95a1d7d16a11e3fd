// RUN: xla-opt %s -split-input-file -verify-diagnostics

// One chunk per verifier rule of the communication ops, with StableHLO's messages
// (ops_stablehlo.mlir) where StableHLO has the rule.

// ----- Tokens and process ids.

func.func @after_all_operand(%x: tensor<f32>) {
  // expected-error @+1 {{'hlo.after_all' op operand #0 must be variadic of token, but got 'tensor<f32>'}}
  %0 = "hlo.after_all"(%x) : (tensor<f32>) -> !hlo.token
  func.return
}

// -----

func.func @after_all_result(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.after_all' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = "hlo.after_all"(%t) : (!hlo.token) -> tensor<f32>
  func.return
}

// -----

func.func @after_all_type_count(%t: !hlo.token) {
  // expected-error @+1 {{1 operands present, but expected 2}}
  %0 = hlo.after_all %t : (!hlo.token, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @create_token_result() {
  // expected-error @+1 {{'hlo.create_token' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = hlo.create_token : tensor<f32>
  func.return
}

// -----

func.func @replica_id_type() {
  // expected-error @+1 {{'hlo.replica_id' op result #0 must be tensor of 32-bit unsigned integer values, but got 'tensor<i32>'}}
  %0 = hlo.replica_id : tensor<i32>
  func.return
}

// -----

func.func @partition_id_shape() {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.partition_id' op inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<2xui32>'}}
  %0 = hlo.partition_id : tensor<2xui32>
  func.return
}

// ----- Infeed and outfeed.

func.func @infeed_operand(%x: tensor<f32>) {
  // expected-error @+1 {{'hlo.infeed' op operand #0 must be token, but got 'tensor<f32>'}}
  %0 = "hlo.infeed"(%x) : (tensor<f32>) -> !hlo.token
  func.return
}

// -----

func.func @infeed_config(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.infeed' op attribute 'infeed_config' failed to satisfy constraint: string attribute}}
  %0 = "hlo.infeed"(%t) {infeed_config = 1 : i32} : (!hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @infeed_layout_kind(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.infeed' op attribute 'layout' failed to satisfy constraint: array attribute}}
  %0 = "hlo.infeed"(%t) {layout = "0"} : (!hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @infeed_dynamic(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.infeed' op result #0 must be variadic of statically shaped tensor of}}
  %0:2 = "hlo.infeed"(%t) : (!hlo.token) -> (tensor<?xf32>, !hlo.token)
  func.return
}

// -----

func.func @infeed_c1(%t: !hlo.token) {
  // expected-error @+1 {{result is expected to be at least of size 1, but got 0}}
  "hlo.infeed"(%t) {infeed_config = "foobar", layout = [[[0]], [0]]} : (!hlo.token) -> ()
  func.return
}

// -----

func.func @infeed_c2(%t: !hlo.token) {
  // expected-error @+1 {{all elements of result types, except the last element, are expected to be of tensor type, but got '!hlo.token'}}
  %0:2 = "hlo.infeed"(%t) : (!hlo.token) -> (!hlo.token, !hlo.token)
  func.return
}

// -----

func.func @infeed_c3(%t: !hlo.token) {
  // expected-error @+1 {{last element of result types is expected to be of token type, but got 'tensor<i32>'}}
  %0:2 = "hlo.infeed"(%t) : (!hlo.token) -> (tensor<i32>, tensor<i32>)
  func.return
}

// -----

func.func @infeed_layout_size(%t: !hlo.token) {
  // expected-error @+1 {{layout-attribute size must be 2 (which is the number of op-results - 1 (for token result)), but got 1}}
  %0:3 = "hlo.infeed"(%t) {layout = [[0, 1]]} : (!hlo.token) -> (tensor<3x3xi32>, tensor<i1>, !hlo.token)
  func.return
}

// -----

func.func @infeed_layout_element(%t: !hlo.token) {
  // expected-error @+1 {{layout-attribute expected to have elements of type array, but got 0 : i64}}
  %0:2 = "hlo.infeed"(%t) {layout = [0]} : (!hlo.token) -> (tensor<3x3xi32>, !hlo.token)
  func.return
}

// -----

func.func @infeed_layout_leaf(%t: !hlo.token) {
  // expected-error @+1 {{layout-attribute's leaf elements are expected to be of type integer, but got []}}
  %0:2 = "hlo.infeed"(%t) {layout = [[0, []]]} : (!hlo.token) -> (tensor<3x3xi32>, !hlo.token)
  func.return
}

// -----

func.func @outfeed_token(%x: tensor<f32>) {
  // expected-error @+1 {{'hlo.outfeed' op operand #1 must be token, but got 'tensor<f32>'}}
  %0 = "hlo.outfeed"(%x, %x) : (tensor<f32>, tensor<f32>) -> !hlo.token
  func.return
}

// -----

func.func @outfeed_input(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.outfeed' op operand #0 must be variadic of ranked tensor of}}
  %0 = "hlo.outfeed"(%t, %t) : (!hlo.token, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @outfeed_result(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.outfeed' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = "hlo.outfeed"(%t) : (!hlo.token) -> tensor<f32>
  func.return
}

// -----

func.func @outfeed_config(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.outfeed' op attribute 'outfeed_config' failed to satisfy constraint: string attribute}}
  %0 = "hlo.outfeed"(%t) {outfeed_config = 0 : i32} : (!hlo.token) -> !hlo.token
  func.return
}

// ----- Send and recv.

func.func @send_channel_required(%x: tensor<2xi64>, %t: !hlo.token) {
  // expected-error @+1 {{'hlo.send' op requires attribute 'channel_handle'}}
  %0 = "hlo.send"(%x, %t) : (tensor<2xi64>, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @send_channel_kind(%x: tensor<2xi64>, %t: !hlo.token) {
  // expected-error @+1 {{'hlo.send' op attribute 'channel_handle' failed to satisfy constraint: two 64-bit integers 'handle' and 'type'}}
  %0 = "hlo.send"(%x, %t) {channel_handle = 1 : i64} : (tensor<2xi64>, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @send_host_transfer_kind(%x: tensor<2xi64>, %t: !hlo.token) {
  // expected-error @+1 {{'hlo.send' op attribute 'is_host_transfer' failed to satisfy constraint: bool attribute}}
  %0 = "hlo.send"(%x, %t) {channel_handle = #hlo.channel_handle<handle = 1, type = 1>, is_host_transfer = 1 : i32} : (tensor<2xi64>, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @send_c1_device(%x: tensor<2x2xi64>, %t: !hlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0 = "hlo.send"(%x, %t) {channel_handle = #hlo.channel_handle<handle = 1, type = 2>} : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @send_c1_host(%x: tensor<2x2xi64>, %t: !hlo.token) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{channel_type should be DEVICE_TO_HOST when is_host_transfer is true}}
  %0 = "hlo.send"(%x, %t) {channel_handle = #hlo.channel_handle<handle = 1, type = 1>, is_host_transfer = true} : (tensor<2x2xi64>, !hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @recv_c1_device(%t: !hlo.token) {
  // expected-error @+1 {{channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0:2 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = 3>} : (!hlo.token) -> (tensor<3x4xi32>, !hlo.token)
  func.return
}

// -----

func.func @recv_c1_host(%t: !hlo.token) {
  // expected-error @+1 {{channel_type should be HOST_TO_DEVICE when is_host_transfer is true}}
  %0:2 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = 1>, is_host_transfer = true} : (!hlo.token) -> (tensor<3x4xi32>, !hlo.token)
  func.return
}

// -----

func.func @recv_c2(%t: !hlo.token) {
  // expected-error @+1 {{result is expected to be at least of size 1, but got 0}}
  "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = 1>} : (!hlo.token) -> ()
  func.return
}

// -----

func.func @recv_c3(%t: !hlo.token) {
  // expected-error @+1 {{everything but the last element of result types is expected to be of tensor type, but got '!hlo.token'}}
  %0:2 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = 1>} : (!hlo.token) -> (!hlo.token, !hlo.token)
  func.return
}

// -----

func.func @recv_c4(%t: !hlo.token) {
  // expected-error @+1 {{last element of result types is expected to be of token type, but got 'tensor<i32>'}}
  %0:2 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!hlo.token) -> (tensor<3x4xi32>, tensor<i32>)
  func.return
}

// ----- The channel handle attribute.

func.func @channel_handle_missing(%t: !hlo.token) {
  // expected-error @+1 {{struct is missing required parameter: type}}
  %0 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5>} : (!hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @channel_handle_duplicate(%t: !hlo.token) {
  // expected-error @+1 {{duplicate or unknown struct parameter name: handle}}
  %0 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, handle = 1>} : (!hlo.token) -> !hlo.token
  func.return
}

// -----

func.func @channel_handle_value(%t: !hlo.token) {
  // expected-error @+1 {{failed to parse StableHLO_ChannelHandle parameter 'type' which is to be a `int64_t`}}
  %0 = "hlo.recv"(%t) {channel_handle = #hlo.channel_handle<handle = 5, type = x>} : (!hlo.token) -> !hlo.token
  func.return
}

// ----- all_gather.

func.func @all_gather_c1_negative(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op attribute 'all_gather_dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_groups_required(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op requires attribute 'replica_groups'}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_groups_kind(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op attribute 'replica_groups' failed to satisfy constraint: 64-bit signless integer elements attribute}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi32>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_global_ids_kind(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op attribute 'use_global_device_ids' failed to satisfy constraint: unit attribute}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids = true} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_count(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op requires the same number of operands and results}}
  %0:2 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)
  func.return
}

// -----

func.func @all_gather_element(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op requires the same element type for operand and result at index 0}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf64>
  func.return
}

// -----

func.func @all_gather_i3(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{replica groups should be a rank 2 tensor}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[[0], [1], [2], [3]]]> : tensor<1x4x1xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c2(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{replica id #2 seen more than once}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 2]]> : tensor<2x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c4_padding(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{Invalid replica id -1}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, -1]]> : tensor<2x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c4_missing(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{replica id #4 not seen in replica groups}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 6, 8], [1, 3, 5, 7]]> : tensor<2x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c3_empty(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{replica groups cannot be empty}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<0> : tensor<0x2xi64>, channel_handle = #hlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c5(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{channel_id cannot be negative when useGlobalDeviceIds is set}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #hlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_c1_bound(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{all_gather_dim must be a valid index of operand}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
  func.return
}

// -----

func.func @all_gather_c6_rank(%x: tensor<8x2x32xf32>) {
  // expected-error @+1 {{operand and result must have the same rank}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2x32xf32>) -> tensor<8x8xf32>
  func.return
}

// -----

func.func @all_gather_zero(%x: tensor<128x0xf32>) {
  // expected-error @+1 {{dimension size of operand at 'all_gather_dim' cannot be zero}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<128x0xf32>) -> tensor<128x100xf32>
  func.return
}

// -----

func.func @all_gather_c6_other_dims(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{operand and result should have the same shape except for the dimension size at 'all_gather_dim'}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @all_gather_c6_multiple(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{result gather dimension has size 100, expected to be a multiple of operand gather dimension size 32}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<128x32xf32>) -> tensor<128x100xf32>
  func.return
}

// -----

// Cross replica: the result is the operand times the group size (2), not 3.
func.func @all_gather_c6_group_size(%x: tensor<8x2xf32>) {
  // expected-error @+1 {{result gather dimension has size 6, expected operand gather dimension size 2 times the replica group size 2}}
  %0 = "hlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<8x6xf32>
  func.return
}

// ----- all_reduce, reduce_scatter, collective_reduce.

func.func @all_reduce_i3(%x: tensor<10xf32>) {
  // expected-error @+1 {{replica groups should be a rank 2 tensor}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<0> : tensor<1xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c1(%x: tensor<10xf32>) {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 1, 3]]> : tensor<1x4xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c3_empty(%x: tensor<10xf32>) {
  // expected-error @+1 {{replica groups cannot be empty}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<0> : tensor<0x2xi64>, use_global_device_ids} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c3_missing(%x: tensor<10xf32>) {
  // expected-error @+1 {{replica id #2 not seen in replica groups}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 3]]> : tensor<1x3xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c4(%x: tensor<10xf32>) {
  // expected-error @+1 {{channel_id must be positive when useGlobalDeviceIds is set but got: -1}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, channel_handle = #hlo.channel_handle<handle = -1, type = 0>, use_global_device_ids} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_region_blocks(%x: tensor<10xf32>) {
  // expected-error @+1 {{'hlo.all_reduce' op region #0 ('computation') failed to verify constraint: region with 1 blocks}}
  %0 = "hlo.all_reduce"(%x) ({
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_count(%x: tensor<10xf32>) {
  // expected-error @+1 {{'hlo.all_reduce' op requires the same number of operands and results}}
  %0:2 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>)
  func.return
}

// -----

func.func @all_reduce_shape(%x: tensor<10xf32>) {
  // expected-error @+1 {{'hlo.all_reduce' op requires the same shape for operand and result at index 0}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<5xf32>
  func.return
}

// -----

func.func @all_reduce_c5_params(%x: tensor<10xf32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_no_value(%x: tensor<10xf32>) {
  // expected-error @+1 {{The reduction-region expected to return some value(s)}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_two_values(%x: tensor<10xf32>) {
  // expected-error @+1 {{Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a, %b : tensor<f32>, tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_not_tensor(%x: tensor<10xf32>, %s: f32) {
  // expected-error @+1 {{Reduction-region here must produce tensor-typed result(s), but produces 'f32' instead}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %s : f32
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_param1(%x: tensor<10xf32>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    hlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_param0(%x: tensor<10xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %i : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c5_promotable(%x: tensor<i32>) {
  // expected-error @+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i8>' vs 'tensor<i32>'}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %s = hlo.add %a, %b : tensor<i8>
    hlo.return %s : tensor<i8>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i32>) -> tensor<i8>
  func.return
}

// -----

func.func @all_reduce_c5_shape(%x: tensor<10xf32>) {
  // expected-error @+1 {{The shape of reduction-region's result type at index 0 differs from the op's corresponding init-value type: 'tensor<4xf32>' vs 'tensor<f32>'}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    %m = hlo.maximum %a, %b : tensor<4xf32>
    hlo.return %m : tensor<4xf32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @all_reduce_c7_element(%x: tensor<10xf32>) {
  // expected-error @+1 {{result element-type is expected to be 'f64', but got 'f32'}}
  %0 = "hlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return
}

// -----

func.func @reduce_scatter_c2_negative(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.reduce_scatter' op attribute 'scatter_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = -1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c2_bound(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{scatter dim should be less than operand/result rank}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 4 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c5_padding(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{Invalid replica id -1}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, -1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c6(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c7(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c9(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{result element-type is expected to be 'f64', but got 'f32'}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = hlo.add %a, %b : tensor<f64>
    hlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_c8_rank(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{operand and result should have same rank}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @reduce_scatter_operand_zero(%x: tensor<4x0xf32>) {
  // expected-error @+1 {{operand dimension size at scatter_dimension cannot be zero}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x0xf32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @reduce_scatter_result_zero(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{result dimension size at scatter_dimension cannot be zero}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x0xf32>
  func.return
}

// -----

func.func @reduce_scatter_c8_multiple(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{operand scatter dimension has size 16, expected to be a multiple of result scatter dimension size 5}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x5xf32>
  func.return
}

// -----

func.func @reduce_scatter_c8_other_dims(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{non scatter dimensions should be same for operand (4) and result (3)}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<3x4xf32>
  func.return
}

// -----

// Cross replica: groups of 4 split 16 into 4, not 8.
func.func @reduce_scatter_c8_group_size(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{result scatter dimension has size 8, expected operand scatter dimension size 16 divided by the replica group size 4}}
  %0 = "hlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x8xf32>
  func.return
}

// -----

func.func @collective_reduce_no_operands() {
  // expected-error @+1 {{collective_reduce requires at least one data operand}}
  "hlo.collective_reduce"() ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  func.return
}

// -----

func.func @collective_reduce_root_only(%root: tensor<1xi32>) {
  // expected-error @+1 {{collective_reduce with has_dynamic_root=true requires at least two operands (data + root)}}
  "hlo.collective_reduce"(%root) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1xi32>) -> ()
  func.return
}

// -----

func.func @collective_reduce_root_type(%x: tensor<4xf32>, %root: tensor<1xf32>) {
  // expected-error @+1 {{last operand of collective_reduce with has_dynamic_root=true must be a rank-1 i32 tensor}}
  %0 = "hlo.collective_reduce"(%x, %root) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @collective_reduce_root_size(%x: tensor<4xf32>, %root: tensor<1xi32>) {
  // expected-error @+1 {{last operand of collective_reduce with has_dynamic_root=true must have the same number of elements as data operands (2), but got 1}}
  %0:2 = "hlo.collective_reduce"(%x, %x, %root) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<4xf32>, tensor<1xi32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// ----- all_to_all.

func.func @all_to_all_c1_negative(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.all_to_all' op attribute 'split_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = -1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c3_negative(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.all_to_all' op attribute 'concat_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = -1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c4(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.all_to_all' op attribute 'split_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c1_bound(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{AllToAll split_dimension 2 is out-of-bounds for input rank 2}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 2 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c2(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{split dimension has size 16, expected to be a multiple of split_count 5}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 5 : i64, replica_groups = dense<[[0, 1, 2, 3, 4]]> : tensor<1x5xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c3_bound(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{AllToAll concat_dimension 2 is out-of-bounds for input rank 2}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 2 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c5(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{replica id #2 seen more than once}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 2]]> : tensor<2x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c7(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{replica id #1 not seen in replica groups}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[-5, -4, -3, 0]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c8(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{group size of replica_groups must be 4}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 2, 4], [1, 3, 5]]> : tensor<2x3xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_empty_groups(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{group size of replica_groups must be 4}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<0> : tensor<0x2xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_i5(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{replica groups should be a rank 2 tensor}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[[0], [1], [2], [3]]]> : tensor<1x4x1xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c9_element(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.all_to_all' op requires the same element type for operand and result at index 0}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x4xf64>
  func.return
}

// -----

func.func @all_to_all_c9_count(%x: tensor<4x16xf32>) {
  // expected-error @+1 {{'hlo.all_to_all' op requires the same number of operands and results}}
  %0 = "hlo.all_to_all"(%x, %x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return
}

// -----

func.func @all_to_all_c9_shape(%x: tensor<4x16xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.all_to_all' op inferred type(s) 'tensor<16x4xf32>' are incompatible with return type(s) of operation 'tensor<16x16xf32>'}}
  %0 = "hlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x16xf32>) -> tensor<16x16xf32>
  func.return
}

// ----- collective_permute and collective_broadcast.

func.func @collective_permute_i2(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{expect source_target_pairs attribute to be of rank 2, but got rank 1}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[0, 1]> : tensor<2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return
}

// -----

func.func @collective_permute_c1(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{expect source_target_pairs attribute of shape (N, 2), but got (2, 3)}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return
}

// -----

func.func @collective_permute_c2(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{duplicate sources not allowed}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [0, 2], [2, 3]]> : tensor<3x2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return
}

// -----

func.func @collective_permute_c3(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{duplicate targets not allowed}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 1]]> : tensor<3x2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return
}

// -----

func.func @collective_permute_c4(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{replica ids in source_target_pairs must be >= 0}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf32>
  func.return
}

// -----

func.func @collective_permute_type(%x: tensor<128x32xf32>) {
  // expected-error @+1 {{'hlo.collective_permute' op requires compatible types for all operands and results}}
  %0 = "hlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<128x32xf32>) -> tensor<128x32xf16>
  func.return
}

// -----

func.func @collective_broadcast_no_operands() {
  // expected-error @+1 {{collective_broadcast requires at least one data operand}}
  "hlo.collective_broadcast"() {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : () -> ()
  func.return
}

// -----

func.func @collective_broadcast_root_only(%root: tensor<1xi32>) {
  // expected-error @+1 {{collective_broadcast with has_dynamic_root=true requires at least two operands (data + root)}}
  "hlo.collective_broadcast"(%root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<1xi32>) -> ()
  func.return
}

// -----

func.func @collective_broadcast_root_type(%x: tensor<4xf32>, %root: tensor<1xf32>) {
  // expected-error @+1 {{last operand of collective_broadcast with has_dynamic_root=true must be a rank-1 i32 tensor}}
  %0 = "hlo.collective_broadcast"(%x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @collective_broadcast_root_size(%x: tensor<4xf32>, %root: tensor<1xi32>) {
  // expected-error @+1 {{last operand of collective_broadcast with has_dynamic_root=true must have the same number of elements as data operands (2), but got 1}}
  %0:2 = "hlo.collective_broadcast"(%x, %x, %root) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<4xf32>, tensor<1xi32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @collective_broadcast_count(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.collective_broadcast' op requires the same number of data operands and results}}
  %0:2 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @collective_broadcast_c3(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.collective_broadcast' op requires compatible types for all operands and results}}
  %0 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @collective_broadcast_i1(%x: tensor<4xf32>) {
  // expected-error @+1 {{replica groups should be a rank 2 tensor}}
  %0 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[0, 1]> : tensor<2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @collective_broadcast_c1(%x: tensor<4xf32>) {
  // expected-error @+1 {{replica id #1 seen more than once}}
  %0 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @collective_broadcast_c2(%x: tensor<4xf32>) {
  // expected-error @+1 {{Invalid replica id -2}}
  %0 = "hlo.collective_broadcast"(%x) {replica_groups = dense<[[0, -2]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// ----- rng and rng_bit_generator.

func.func @rng_distribution_required(%a: tensor<f32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.rng' op requires attribute 'rng_distribution'}}
  %0 = "hlo.rng"(%a, %a, %s) : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @rng_distribution_case(%a: tensor<f32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::RngDistribution to be one of: UNIFORM, NORMAL}}
  %0 = hlo.rng %a, %a, %s, distribution = GAMMA : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @rng_mu_rank(%mu: tensor<1xf32>, %sigma: tensor<f32>, %s: tensor<3xi64>) {
  // expected-error-re @+1 {{operand #0 must be 0D tensor of {{.*}}, but got 'tensor<1xf32>'}}
  %0 = hlo.rng %mu, %sigma, %s, distribution = NORMAL : (tensor<1xf32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @rng_complex(%a: tensor<complex<f32>>, %b: tensor<f32>, %s: tensor<3xi64>) {
  // expected-error-re @+1 {{operand #0 must be 0D tensor of {{.*}}, but got 'tensor<complex<f32>>'}}
  %0 = hlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<complex<f32>>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @rng_shape_rank(%a: tensor<f32>, %s: tensor<1x3xi64>) {
  // expected-error-re @+1 {{operand #2 must be statically shaped 1-dimensional tensor of {{.*}}, but got 'tensor<1x3xi64>'}}
  %0 = hlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1x3xi64>) -> tensor<2x3x5xf32>
  func.return
}

// -----

func.func @rng_element_types(%a: tensor<f32>, %s: tensor<1xi64>) {
  // expected-error @+1 {{'hlo.rng' op failed to verify that all of {a, b, result} have same element type}}
  %0 = hlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf64>
  func.return
}

// -----

func.func @rng_normal_integers(%a: tensor<i32>, %s: tensor<1xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{mu and sigma must be floats}}
  %0 = hlo.rng %a, %a, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<?xi32>
  func.return
}

// -----

func.func @rng_constant_shape(%a: tensor<f32>) {
  %s = hlo.constant dense<7> : tensor<1xi64>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.rng' op inferred type(s) 'tensor<7xf32>' are incompatible with return type(s) of operation 'tensor<12xf32>'}}
  %0 = hlo.rng %a, %a, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<12xf32>
  func.return
}

// -----

func.func @rng_shape_rank_mismatch(%a: tensor<f32>, %s: tensor<7xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'hlo.rng' op inferred type(s) 'tensor<?x?x?x?x?x?x?xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  %0 = hlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<7xi64>) -> tensor<?xf32>
  func.return
}

// -----

func.func @rng_bit_generator_algorithm(%s: tensor<2xui64>) {
  // expected-error @+1 {{'hlo.rng_bit_generator' op attribute 'rng_algorithm' failed to satisfy constraint: rng algorithm}}
  %0:2 = "hlo.rng_bit_generator"(%s) {rng_algorithm = #hlo<rng_distribution UNIFORM>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_algorithm_case(%s: tensor<2xui64>) {
  // expected-error @+1 {{expected ::mlir::stablehlo::RngAlgorithm to be one of: DEFAULT, THREE_FRY, PHILOX}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = THREEFRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c1_shape(%s: tensor<2xui64>) {
  // expected-error @+1 {{output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<3xui64>, tensor<10x12xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c1_element(%s: tensor<2xui64>) {
  // expected-error @+1 {{output state element type must be the initial state's: 'i64' vs 'ui64'}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xi64>, tensor<10x12xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c2_three_fry(%s: tensor<4xui32>) {
  // expected-error @+1 {{THREE_FRY initial state must have 2 elements, but got 4}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<4xui32>) -> (tensor<4xui32>, tensor<8xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_c2_philox(%s: tensor<4xui64>) {
  // expected-error @+1 {{PHILOX initial state must have 2 or 3 elements, but got 4}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<4xui64>) -> (tensor<4xui64>, tensor<8xui32>)
  func.return
}

// -----

func.func @rng_bit_generator_output(%s: tensor<2xui64>) {
  // expected-error @+1 {{'hlo.rng_bit_generator' op result #1 must be statically shaped tensor of}}
  %0:2 = hlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<?xui32>)
  func.return
}
