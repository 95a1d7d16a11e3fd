module @jit_lax_int_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<8xi16>, %arg2: tensor<8xi16>, %arg3: tensor<8xi64>, %arg4: tensor<8xui32>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<8xi16> {jax.result_info = "result[2]"}, tensor<8xi16> {jax.result_info = "result[3]"}, tensor<8xi64> {jax.result_info = "result[4]"}, tensor<8xi64> {jax.result_info = "result[5]"}, tensor<8xi8> {jax.result_info = "result[6]"}, tensor<8xui32> {jax.result_info = "result[7]"}, tensor<8xi64> {jax.result_info = "result[8]"}, tensor<8xi64> {jax.result_info = "result[9]"}, tensor<8xi8> {jax.result_info = "result[10]"}, tensor<8xi16> {jax.result_info = "result[11]"}, tensor<8xi8> {jax.result_info = "result[12]"}, tensor<8xi16> {jax.result_info = "result[13]"}, tensor<8xi16> {jax.result_info = "result[14]"}, tensor<8xui32> {jax.result_info = "result[15]"}) {
    %c = stablehlo.constant dense<3> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %1 = stablehlo.shift_right_arithmetic %arg0, %0 : tensor<8xi8>
    %c_0 = stablehlo.constant dense<2> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %3 = stablehlo.shift_right_logical %arg0, %2 : tensor<8xi8>
    %4 = stablehlo.remainder %arg1, %arg2 : tensor<8xi16>
    %5 = stablehlo.divide %arg1, %arg2 : tensor<8xi16>
    %c_1 = stablehlo.constant dense<-7> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %7 = stablehlo.remainder %arg3, %6 : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-7> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %9 = stablehlo.divide %arg3, %8 : tensor<8xi64>
    %10 = stablehlo.popcnt %arg0 : tensor<8xi8>
    %11 = stablehlo.popcnt %arg4 : tensor<8xui32>
    %12 = stablehlo.count_leading_zeros %arg3 : tensor<8xi64>
    %c_3 = stablehlo.constant dense<33> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %14 = stablehlo.shift_left %arg3, %13 : tensor<8xi64>
    %c_4 = stablehlo.constant dense<-100> : tensor<i8>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %16 = stablehlo.maximum %arg0, %15 : tensor<8xi8>
    %17 = stablehlo.sign %arg1 : tensor<8xi16>
    %18 = stablehlo.abs %arg0 : tensor<8xi8>
    %19 = stablehlo.negate %arg1 : tensor<8xi16>
    %20 = stablehlo.multiply %arg1, %arg1 : tensor<8xi16>
    %21 = stablehlo.multiply %20, %arg1 : tensor<8xi16>
    %c_5 = stablehlo.constant dense<1000> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %23 = stablehlo.remainder %arg4, %22 : tensor<8xui32>
    return %1, %3, %4, %5, %7, %9, %10, %11, %12, %14, %16, %17, %18, %19, %21, %23 : tensor<8xi8>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xui32>, tensor<8xi64>, tensor<8xi64>, tensor<8xi8>, tensor<8xi16>, tensor<8xi8>, tensor<8xi16>, tensor<8xi16>, tensor<8xui32>
  }
}
