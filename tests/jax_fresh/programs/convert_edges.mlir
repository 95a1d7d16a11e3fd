"builtin.module"() <{sym_name = "jit_convert_edges"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<24xf32>) -> (tensor<24xi32>, tensor<24xi8>, tensor<24xui8>, tensor<24xui32>, tensor<24xi1>, tensor<24xf16>, tensor<24xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<24xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xi32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xi8>
    %2 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xui8>
    %3 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xui32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %6 = "stablehlo.compare"(%arg0, %5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %7 = "stablehlo.convert"(%6) : (tensor<24xi1>) -> tensor<24xi1>
    %8 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xf16>
    %9 = "stablehlo.convert"(%arg0) : (tensor<24xf32>) -> tensor<24xbf16>
    "func.return"(%0, %1, %2, %3, %7, %8, %9) : (tensor<24xi32>, tensor<24xi8>, tensor<24xui8>, tensor<24xui32>, tensor<24xi1>, tensor<24xf16>, tensor<24xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
