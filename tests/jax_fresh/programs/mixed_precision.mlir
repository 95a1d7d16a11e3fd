"builtin.module"() <{sym_name = "jit_mixed_precision"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xf16>, tensor<5x2xf16>) -> (tensor<3x2xf32>, tensor<3x5xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xf16>, %arg1: tensor<5x2xf16>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xf16>, tensor<5x2xf16>) -> tensor<3x2xf32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %5 = "stablehlo.convert"(%4) : (tensor<3x5xf32>) -> tensor<3x5xf16>
    "func.return"(%0, %5) : (tensor<3x2xf32>, tensor<3x5xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
