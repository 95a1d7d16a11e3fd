"builtin.module"() <{sym_name = "jit_lax_int_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi64>, tensor<8xui32>) -> (tensor<8xi8>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xui32>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xi16>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xi8>, %arg1: tensor<8xi16>, %arg2: tensor<8xi16>, %arg3: tensor<8xi64>, %arg4: tensor<8xui32>):
    %0 = "stablehlo.constant"() <{value = dense<3> : tensor<i8>}> : () -> tensor<i8>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %2 = "stablehlo.shift_right_arithmetic"(%arg0, %1) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %3 = "stablehlo.constant"() <{value = dense<2> : tensor<i8>}> : () -> tensor<i8>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %5 = "stablehlo.shift_right_logical"(%arg0, %4) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %6 = "stablehlo.remainder"(%arg1, %arg2) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %7 = "stablehlo.divide"(%arg1, %arg2) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %8 = "stablehlo.constant"() <{value = dense<-7> : tensor<i64>}> : () -> tensor<i64>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<8xi64>
    %10 = "stablehlo.remainder"(%arg3, %9) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %11 = "stablehlo.constant"() <{value = dense<-7> : tensor<i64>}> : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<8xi64>
    %13 = "stablehlo.divide"(%arg3, %12) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %14 = "stablehlo.popcnt"(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    %15 = "stablehlo.popcnt"(%arg4) : (tensor<8xui32>) -> tensor<8xui32>
    %16 = "stablehlo.count_leading_zeros"(%arg3) : (tensor<8xi64>) -> tensor<8xi64>
    %17 = "stablehlo.constant"() <{value = dense<33> : tensor<i64>}> : () -> tensor<i64>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<8xi64>
    %19 = "stablehlo.shift_left"(%arg3, %18) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
    %20 = "stablehlo.constant"() <{value = dense<-100> : tensor<i8>}> : () -> tensor<i8>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %22 = "stablehlo.maximum"(%arg0, %21) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %23 = "stablehlo.sign"(%arg1) : (tensor<8xi16>) -> tensor<8xi16>
    %24 = "stablehlo.abs"(%arg0) : (tensor<8xi8>) -> tensor<8xi8>
    %25 = "stablehlo.negate"(%arg1) : (tensor<8xi16>) -> tensor<8xi16>
    %26 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %27 = "stablehlo.multiply"(%26, %arg1) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %28 = "stablehlo.constant"() <{value = dense<1000> : tensor<ui32>}> : () -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %30 = "stablehlo.remainder"(%arg4, %29) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%2, %5, %6, %7, %10, %13, %14, %15, %16, %19, %22, %23, %24, %25, %27, %30) : (tensor<8xi8>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xui32>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xi16>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
