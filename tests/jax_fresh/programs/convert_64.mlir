"builtin.module"() <{sym_name = "jit_convert_64"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf64>) -> (tensor<12xi64>, tensor<12xui64>, tensor<12xf64>, tensor<12xi16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<12xf64>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<12xf64>) -> tensor<12xi64>
    %1 = "stablehlo.convert"(%arg0) : (tensor<12xf64>) -> tensor<12xui64>
    %2 = "stablehlo.convert"(%arg0) : (tensor<12xf64>) -> tensor<12xi16>
    "func.return"(%0, %1, %arg0, %2) : (tensor<12xi64>, tensor<12xui64>, tensor<12xf64>, tensor<12xi16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
