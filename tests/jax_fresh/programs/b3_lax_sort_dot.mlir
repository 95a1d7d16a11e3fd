"builtin.module"() <{sym_name = "jit_lax_sort_dot"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>, tensor<2x3x4x5xf32>, tensor<2x3x5x2xf32>) -> (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>, tensor<2x3x4x2xf32>, tensor<2x3x4x2xf32>, tensor<3x2x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6x2xf32>, %arg1: tensor<6x2xi32>, %arg2: tensor<6x2xf32>, %arg3: tensor<2x3x4x5xf32>, %arg4: tensor<2x3x5x2xf32>):
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<f32>, %arg12: tensor<f32>):
      %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %9 = "stablehlo.compare"(%arg7, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.select"(%9, %10, %arg7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.compare"(%arg7, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.select"(%12, %13, %11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.compare"(%arg8, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %18 = "stablehlo.select"(%16, %17, %arg8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %19 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %21 = "stablehlo.select"(%19, %20, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = "stablehlo.compare"(%14, %21) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = "stablehlo.compare"(%14, %21) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.and"(%24, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.or"(%23, %25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%26) : (tensor<i1>) -> ()
    }) : (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>) -> (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>)
    %1 = "stablehlo.dot_general"(%arg3, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4x5xf32>, tensor<2x3x5x2xf32>) -> tensor<2x3x4x2xf32>
    %2 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<2x3x5x2xf32>) -> tensor<5x2x2x3xf32>
    %3 = "stablehlo.dot_general"(%arg3, %2) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [1, 3], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x4x5xf32>, tensor<5x2x2x3xf32>) -> tensor<2x3x4x2xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%arg3, %4) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %7 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %6 = "stablehlo.dot_general"(%5, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1, 0], rhs_batching_dimensions = [1, 0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x5xf32>, tensor<2x3x5x2xf32>) -> tensor<3x2x2xf32>
    "func.return"(%0#0, %0#1, %0#2, %1, %3, %6) : (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>, tensor<2x3x4x2xf32>, tensor<2x3x4x2xf32>, tensor<3x2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
