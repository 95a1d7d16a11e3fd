"builtin.module"() <{sym_name = "jit_f16_math"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf16>, tensor<3x4xf16>) -> (tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x3xf16>, tensor<4xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xf16>, %arg1: tensor<3x4xf16>):
    %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %1 = "stablehlo.add"(%0, %arg0) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %2 = "stablehlo.abs"(%arg0) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %3 = "stablehlo.sqrt"(%2) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f16>}> : () -> tensor<f16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %6 = "stablehlo.multiply"(%arg1, %5) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %7 = "stablehlo.exponential"(%6) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %8 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf16>) -> tensor<4x3xf16>
    %9 = "stablehlo.dot_general"(%arg0, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf16>, tensor<4x3xf16>) -> tensor<3x3xf16>
    %10 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %11 = "stablehlo.convert"(%10) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %15 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.convert"(%13) : (tensor<4xf32>) -> tensor<4xf16>
    "func.return"(%1, %3, %7, %9, %14) : (tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x3xf16>, tensor<4xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
