"builtin.module"() <{sym_name = "jit_float8_int4"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<10xi32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf16>, tensor<10xi32>, tensor<10xf32>, tensor<10xi8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<10xf32>) -> tensor<10xf8E4M3FN>
    %1 = "stablehlo.convert"(%arg0) : (tensor<10xf32>) -> tensor<10xf8E5M2>
    %2 = "stablehlo.convert"(%arg1) : (tensor<10xi32>) -> tensor<10xi4>
    %3 = "stablehlo.convert"(%0) : (tensor<10xf8E4M3FN>) -> tensor<10xf32>
    %4 = "stablehlo.convert"(%1) : (tensor<10xf8E5M2>) -> tensor<10xf32>
    %5 = "stablehlo.convert"(%0) : (tensor<10xf8E4M3FN>) -> tensor<10xf32>
    %6 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %8 = "stablehlo.multiply"(%5, %7) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %9 = "stablehlo.convert"(%8) : (tensor<10xf32>) -> tensor<10xf8E4M3FN>
    %10 = "stablehlo.convert"(%9) : (tensor<10xf8E4M3FN>) -> tensor<10xf16>
    %11 = "stablehlo.convert"(%2) : (tensor<10xi4>) -> tensor<10xi32>
    %12 = "stablehlo.convert"(%2) : (tensor<10xi4>) -> tensor<10xf32>
    %13 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %15 = "stablehlo.and"(%arg1, %14) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %16 = "stablehlo.convert"(%15) : (tensor<10xi32>) -> tensor<10xui4>
    %17 = "stablehlo.convert"(%16) : (tensor<10xui4>) -> tensor<10xi8>
    "func.return"(%3, %4, %10, %11, %12, %17) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf16>, tensor<10xi32>, tensor<10xf32>, tensor<10xi8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
