"builtin.module"() <{sym_name = "jit_mlp_gelu"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<3x8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x4xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x8xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %5 = "stablehlo.multiply"(%4, %3) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %6 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %9 = "stablehlo.add"(%3, %8) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %13 = "stablehlo.tanh"(%12) : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %16 = "stablehlo.add"(%15, %13) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %17 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x16xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %20 = "stablehlo.multiply"(%3, %19) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %21 = "stablehlo.dot_general"(%20, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x16xf32>, tensor<16x16xf32>) -> tensor<3x16xf32>
    %22 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %24 = "stablehlo.add"(%21, %23) : (tensor<3x16xf32>, tensor<3x16xf32>) -> tensor<3x16xf32>
    %25 = "stablehlo.tanh"(%24) : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %26 = "stablehlo.dot_general"(%25, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>
    "func.return"(%26) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
