"builtin.module"() <{sym_name = "jit_dot_general_batch"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5x2x3x2xf32>) -> (tensor<2x3x5xf32>, tensor<2x4x2xf32>, tensor<3xf32>, tensor<4x2x3xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<2x3x4x5xf32>, %arg3: tensor<5x2x3x2xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1, 3], rhs_contracting_dimensions = [2, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4x5xf32>, tensor<5x2x3x2xf32>) -> tensor<2x4x2xf32>
    %2 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 3, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %4 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.dot_general"(%3, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
    %7 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %8 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x1x4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 1, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x1x4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.dot_general"(%9, %11) <{dot_dimension_numbers = #stablehlo.dot<>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    "func.return"(%0, %1, %6, %7, %12) : (tensor<2x3x5xf32>, tensor<2x4x2xf32>, tensor<3xf32>, tensor<4x2x3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
