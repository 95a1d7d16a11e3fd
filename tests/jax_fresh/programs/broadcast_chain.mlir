"builtin.module"() <{sym_name = "jit_broadcast_chain"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xf32>, tensor<3xf32>, tensor<5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x1xf32>) -> tensor<2x3x1xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x3x1xf32>) -> tensor<2x3x1xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x3x1xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
    %5 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 2>}> : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
    %7 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x5xf32>) -> tensor<2x3x5xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %9 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2x3x5xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%arg0, %10) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.divide"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x5xf32>
    %15 = "stablehlo.subtract"(%9, %14) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%8, %15) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
