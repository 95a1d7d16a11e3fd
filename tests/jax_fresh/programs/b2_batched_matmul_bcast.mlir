"builtin.module"() <{sym_name = "jit_batched_matmul_bcast"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x1x3x4xf32>, tensor<5x4x2xf32>, tensor<4xf32>) -> (tensor<2x5x3x2xf32>, tensor<3xf32>, tensor<2xf32>, tensor<f32>, tensor<3x3xf32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x1x3x4xf32>, %arg1: tensor<5x4x2xf32>, %arg2: tensor<4xf32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x1x3x4xf32>) -> tensor<2x3x4xf32>
    %1 = "stablehlo.dot_general"(%0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4xf32>, tensor<5x4x2xf32>) -> tensor<2x3x5x2xf32>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x3x5x2xf32>) -> tensor<2x5x3x2xf32>
    %3 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 3, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %5 = "stablehlo.dot_general"(%4, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %6 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1, 4, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x4x2xf32>) -> tensor<1x4x2xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
    %8 = "stablehlo.dot_general"(%arg2, %7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4x2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.dot_general"(%arg2, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    %10 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 1, 3, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 1, 3, 4>, start_indices = array<i64: 1, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x1x3x4xf32>) -> tensor<1x1x3x4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x1x3x4xf32>) -> tensor<3x4xf32>
    %14 = "stablehlo.dot_general"(%11, %13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%2, %5, %8, %9, %14, %19) : (tensor<2x5x3x2xf32>, tensor<3xf32>, tensor<2xf32>, tensor<f32>, tensor<3x3xf32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
