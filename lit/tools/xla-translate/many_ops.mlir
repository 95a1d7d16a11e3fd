// REQUIRES: xla-translate
// Old-style HLO text (`%` names, operand shapes, signatures) with structured attributes:
// each instruction becomes its hlo op with StableHLO's attribute names.

// RUN: xla-translate --import-hlo %S/Inputs/many_ops.hlo --no-verify --mlir-print-op-generic | FileCheck %s

// CHECK: "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, tensor<i32>) -> (tensor<1x8x8x16xf32>, tensor<4xf32>), sym_name = "main"}>
// CHECK: "hlo.convolution"(%arg0, %arg1) {{<?}}{{.*}}dimension_numbers = #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, precision_config = [#hlo<precision HIGH>, #hlo<precision DEFAULT>]
// CHECK: "hlo.constant"() <{value = dense<[1.000000e+00, -2.500000e+00, 0x7F800000, 0xFFC00000]> : tensor<4xf32>}>
// CHECK: "hlo.sort"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK: comparison_direction = #hlo<comparison_direction GT>
// CHECK: "hlo.case"(%arg2) ({
// CHECK: "hlo.negate"
// CHECK: "hlo.abs"
// CHECK: "hlo.custom_call"(%{{.*}}) <{api_version = 2 : i32, backend_config = "{\22a\22: 1}", call_target_name = "my_target", has_side_effect = true}>
// CHECK: "hlo.all_reduce"(%{{.*}}) <{channel_handle = #hlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// CHECK: "hlo.slice"(%{{.*}}) {{<?}}{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}
// CHECK: "hlo.dynamic_slice"(%{{.*}}, %arg2) {{<?}}{slice_sizes = array<i64: 2>}
// CHECK: "hlo.concatenate"(%{{.*}}, %{{.*}}) {{<?}}{dimension = 0 : i64}
// CHECK: "hlo.reshape"
// CHECK: "hlo.reduce"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0>}> ({
// CHECK: "hlo.reduce_precision"(%{{.*}}) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}>
// CHECK: "hlo.after_all"() : () -> !hlo.token
// CHECK: "hlo.rng_bit_generator"(%{{.*}}) <{rng_algorithm = #hlo<rng_algorithm DEFAULT>}> : (tensor<2xui32>) -> (tensor<2xui32>, tensor<4xui32>)
// CHECK: "func.return"(%0, %{{.*}}) : (tensor<1x8x8x16xf32>, tensor<4xf32>) -> ()
