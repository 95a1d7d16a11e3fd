"builtin.module"() <{sym_name = "jit_bf16_math"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xbf16>, tensor<3x3xf32>, tensor<3xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %1 = "stablehlo.convert"(%arg1) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %2 = "stablehlo.tanh"(%0) : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %3 = "stablehlo.multiply"(%2, %1) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %4 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3x4xbf16>
    %6 = "stablehlo.multiply"(%0, %5) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %7 = "stablehlo.exponential"(%6) : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %8 = "stablehlo.add"(%3, %7) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %9 = "stablehlo.abs"(%1) : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3x4xbf16>
    %12 = "stablehlo.add"(%9, %11) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %13 = "stablehlo.divide"(%0, %12) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %14 = "stablehlo.subtract"(%8, %13) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %15 = "stablehlo.transpose"(%1) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xbf16>) -> tensor<4x3xbf16>
    %16 = "stablehlo.dot_general"(%0, %15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xbf16>, tensor<4x3xbf16>) -> tensor<3x3xbf16>
    %17 = "stablehlo.convert"(%16) : (tensor<3x3xbf16>) -> tensor<3x3xf32>
    %18 = "stablehlo.convert"(%0) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%18, %19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %22 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %21 = "stablehlo.convert"(%20) : (tensor<3xf32>) -> tensor<3xbf16>
    "func.return"(%14, %17, %21) : (tensor<3x4xbf16>, tensor<3x3xf32>, tensor<3xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
