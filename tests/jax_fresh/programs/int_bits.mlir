"builtin.module"() <{sym_name = "jit_int_bits"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>):
    %0 = "stablehlo.shift_left"(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %1 = "stablehlo.shift_right_arithmetic"(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %2 = "stablehlo.shift_right_logical"(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %3 = "stablehlo.constant"() <{value = dense<3855> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %5 = "stablehlo.and"(%arg0, %4) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %6 = "stablehlo.or"(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %7 = "stablehlo.xor"(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %8 = "stablehlo.not"(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    %9 = "stablehlo.count_leading_zeros"(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    %10 = "stablehlo.popcnt"(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%0, %1, %2, %5, %6, %7, %8, %9, %10) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
