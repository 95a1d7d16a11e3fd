"builtin.module"() <{sym_name = "jit_bitcast_popcount"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<10xf32>, tensor<10xi32>, tensor<8xui8>, tensor<6xf16>) -> (tensor<10xui32>, tensor<10xf32>, tensor<10x2xui16>, tensor<6xi16>, tensor<2xi32>, tensor<8xui8>, tensor<10xi32>, tensor<8xui8>, tensor<10xi16>, tensor<10xui16>, tensor<10xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>, %arg2: tensor<8xui8>, %arg3: tensor<6xf16>):
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<10xf32>) -> tensor<10xui32>
    %1 = "stablehlo.bitcast_convert"(%arg1) : (tensor<10xi32>) -> tensor<10xf32>
    %2 = "stablehlo.bitcast_convert"(%arg0) : (tensor<10xf32>) -> tensor<10x2xui16>
    %3 = "stablehlo.bitcast_convert"(%arg3) : (tensor<6xf16>) -> tensor<6xi16>
    %4 = "stablehlo.reshape"(%arg2) : (tensor<8xui8>) -> tensor<2x4xui8>
    %5 = "stablehlo.bitcast_convert"(%4) : (tensor<2x4xui8>) -> tensor<2xi32>
    %6 = "stablehlo.popcnt"(%arg2) : (tensor<8xui8>) -> tensor<8xui8>
    %7 = "stablehlo.popcnt"(%arg1) : (tensor<10xi32>) -> tensor<10xi32>
    %8 = "stablehlo.count_leading_zeros"(%arg2) : (tensor<8xui8>) -> tensor<8xui8>
    %9 = "stablehlo.convert"(%arg1) : (tensor<10xi32>) -> tensor<10xi16>
    %10 = "stablehlo.count_leading_zeros"(%9) : (tensor<10xi16>) -> tensor<10xi16>
    %11 = "stablehlo.convert"(%arg1) : (tensor<10xi32>) -> tensor<10xui16>
    %12 = "stablehlo.popcnt"(%11) : (tensor<10xui16>) -> tensor<10xui16>
    %13 = "stablehlo.bitcast_convert"(%arg0) : (tensor<10xf32>) -> tensor<10xi32>
    %14 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %16 = "stablehlo.shift_right_arithmetic"(%13, %15) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %17 = "stablehlo.constant"() <{value = dense<255> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %19 = "stablehlo.and"(%16, %18) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%0, %1, %2, %3, %5, %6, %7, %8, %10, %12, %19) : (tensor<10xui32>, tensor<10xf32>, tensor<10x2xui16>, tensor<6xi16>, tensor<2xi32>, tensor<8xui8>, tensor<10xi32>, tensor<8xui8>, tensor<10xi16>, tensor<10xui16>, tensor<10xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
