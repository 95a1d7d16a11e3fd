"builtin.module"() <{sym_name = "jit_remat_mlp_grad"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xf32>, tensor<4x4xf32>, tensor<4x2xf32>) -> (tensor<4x4xf32>, tensor<4x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x2xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.dot_general"(%1, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %3 = "stablehlo.tanh"(%2) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %4 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %6 = "stablehlo.multiply"(%5, %3) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %9 = "stablehlo.multiply"(%8, %6) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %10:3 = "stablehlo.optimization_barrier"(%1, %arg2, %9) : (tensor<3x4xf32>, tensor<4x2xf32>, tensor<3x2xf32>) -> (tensor<3x4xf32>, tensor<4x2xf32>, tensor<3x2xf32>)
    %11 = "stablehlo.dot_general"(%10#0, %10#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %12 = "stablehlo.tanh"(%11) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %15 = "stablehlo.subtract"(%14, %12) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %16 = "stablehlo.multiply"(%10#2, %15) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %17 = "stablehlo.multiply"(%16, %12) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %19 = "stablehlo.dot_general"(%18, %10#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.transpose"(%19) <{permutation = array<i64: 1, 0>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %21 = "stablehlo.dot_general"(%18, %10#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x2xf32>, tensor<4x2xf32>) -> tensor<3x4xf32>
    %22:3 = "stablehlo.optimization_barrier"(%arg0, %arg1, %21) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>)
    %23 = "stablehlo.dot_general"(%22#0, %22#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %24 = "stablehlo.tanh"(%23) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %27 = "stablehlo.subtract"(%26, %24) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %28 = "stablehlo.multiply"(%22#2, %27) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.multiply"(%28, %24) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %31 = "stablehlo.dot_general"(%30, %22#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %32 = "stablehlo.transpose"(%31) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%32, %20) : (tensor<4x4xf32>, tensor<4x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
