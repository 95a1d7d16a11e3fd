"builtin.module"() <{sym_name = "jit_einsum_contractions"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x8xf32>, tensor<2x8xf32>, tensor<8x8xf32>) -> (tensor<2xf32>, tensor<2x2x2x2xf32>, tensor<8x8xf32>, tensor<2x8x8xf32>, tensor<f32>, tensor<2xf32>, tensor<2x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<8x8xf32>):
    %0 = "stablehlo.dot_general"(%arg2, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<2x8xf32>) -> tensor<8x2xf32>
    %1 = "stablehlo.dot_general"(%arg1, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x2xf32>) -> tensor<2xf32>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<2x8xf32>) -> tensor<2x2x2x2xf32>
    %3 = "stablehlo.reshape"(%arg1) : (tensor<2x8xf32>) -> tensor<2x2x2x2xf32>
    %4 = "stablehlo.dot_general"(%2, %3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %5 = "stablehlo.dot_general"(%arg2, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = "stablehlo.dot_general"(%5, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %8 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x8xui32>
    %9 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x8xui32>
    %10 = "stablehlo.compare"(%8, %9) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %13 = "stablehlo.select"(%10, %arg2, %12) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %20 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<1x8xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x8xf32>) -> tensor<8xf32>
    %18 = "stablehlo.dot_general"(%arg0, %17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2xf32>
    %19 = "stablehlo.dot_general"(%arg0, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    "func.return"(%1, %4, %6, %7, %15, %18, %19) : (tensor<2xf32>, tensor<2x2x2x2xf32>, tensor<8x8xf32>, tensor<2x8x8xf32>, tensor<f32>, tensor<2xf32>, tensor<2x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
