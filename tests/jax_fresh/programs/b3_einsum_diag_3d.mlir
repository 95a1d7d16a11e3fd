"builtin.module"() <{sym_name = "jit_einsum_diag_3d"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<f32>, tensor<3x3x2xf32>, tensor<f32>, tensor<3x3x3xf32>, tensor<3x3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3x3x2xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xui32>
    %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xui32>
    %2 = "stablehlo.compare"(%0, %1) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xi1>) -> tensor<3x3x3xi1>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3xf32>
    %6 = "stablehlo.select"(%3, %arg0, %5) : (tensor<3x3x3xi1>, tensor<3x3x3xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %35 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %9 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xui32>
    %10 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xui32>
    %11 = "stablehlo.compare"(%9, %10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xi1>) -> tensor<3x3x3xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3xf32>
    %15 = "stablehlo.select"(%12, %arg0, %14) : (tensor<3x3x3xi1>, tensor<3x3x3xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %34 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %18 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3x3xui32>
    %19 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3x3xui32>
    %20 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<3x3x3xui32>
    %21 = "stablehlo.compare"(%18, %19) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3x3xui32>, tensor<3x3x3xui32>) -> tensor<3x3x3xi1>
    %22 = "stablehlo.compare"(%19, %20) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3x3xui32>, tensor<3x3x3xui32>) -> tensor<3x3x3xi1>
    %23 = "stablehlo.and"(%21, %22) : (tensor<3x3x3xi1>, tensor<3x3x3xi1>) -> tensor<3x3x3xi1>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3xf32>
    %26 = "stablehlo.select"(%23, %arg0, %25) : (tensor<3x3x3xi1>, tensor<3x3x3xf32>, tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %33 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    %30 = "stablehlo.dot_general"(%arg0, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2], rhs_contracting_dimensions = [0, 1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3x3xf32>, tensor<3x3x3xf32>) -> tensor<f32>
    %31 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 2, 1, 0>}> : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %32 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    "func.return"(%8, %17, %28, %29, %30, %31, %32) : (tensor<3x3xf32>, tensor<3xf32>, tensor<f32>, tensor<3x3x2xf32>, tensor<f32>, tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
