"builtin.module"() <{sym_name = "jit_reduce_precision"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12x4xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<12xf32>):
    %0 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<12xf32>) -> tensor<12xf32>
    %1 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<12xf32>) -> tensor<12xf32>
    %2 = "stablehlo.bitcast_convert"(%arg0) : (tensor<12xf32>) -> tensor<12xi32>
    %3 = "stablehlo.bitcast_convert"(%arg0) : (tensor<12xf32>) -> tensor<12x4xui8>
    "func.return"(%0, %1, %2, %3) : (tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12x4xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
