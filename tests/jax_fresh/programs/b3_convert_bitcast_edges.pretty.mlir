module @jit_convert_bitcast_edges attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf16>, %arg1: tensor<8xf32>, %arg2: tensor<8xf64>, %arg3: tensor<8xi64>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xui8> {jax.result_info = "result[1]"}, tensor<8xi16> {jax.result_info = "result[2]"}, tensor<8xui32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xui16> {jax.result_info = "result[5]"}, tensor<8xf16> {jax.result_info = "result[6]"}, tensor<8xbf16> {jax.result_info = "result[7]"}, tensor<8xi64> {jax.result_info = "result[8]"}, tensor<8x2xui32> {jax.result_info = "result[9]"}, tensor<8xui16> {jax.result_info = "result[10]"}, tensor<8xf64> {jax.result_info = "result[11]"}, tensor<8xi16> {jax.result_info = "result[12]"}, tensor<8xf16> {jax.result_info = "result[13]"}, tensor<8xbf16> {jax.result_info = "result[14]"}, tensor<8xi8> {jax.result_info = "result[15]"}) {
    %0 = stablehlo.convert %arg1 : (tensor<8xf32>) -> tensor<8xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xi8>
    %2 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xui8>
    %3 = stablehlo.convert %0 : (tensor<8xbf16>) -> tensor<8xi16>
    %4 = stablehlo.convert %0 : (tensor<8xbf16>) -> tensor<8xui32>
    %5 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xi32>
    %6 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xui16>
    %7 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xf16>
    %8 = stablehlo.convert %arg2 : (tensor<8xf64>) -> tensor<8xbf16>
    %9 = stablehlo.bitcast_convert %arg2 : (tensor<8xf64>) -> tensor<8xi64>
    %10 = stablehlo.bitcast_convert %arg2 : (tensor<8xf64>) -> tensor<8x2xui32>
    %11 = stablehlo.bitcast_convert %arg0 : (tensor<8xf16>) -> tensor<8xui16>
    %12 = stablehlo.bitcast_convert %arg3 : (tensor<8xi64>) -> tensor<8xf64>
    %13 = stablehlo.bitcast_convert %0 : (tensor<8xbf16>) -> tensor<8xi16>
    %14 = stablehlo.convert %arg3 : (tensor<8xi64>) -> tensor<8xf16>
    %15 = stablehlo.convert %arg3 : (tensor<8xi64>) -> tensor<8xbf16>
    %c = stablehlo.constant dense<40> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %17 = stablehlo.shift_right_arithmetic %arg3, %16 : tensor<8xi64>
    %18 = stablehlo.convert %17 : (tensor<8xi64>) -> tensor<8xi8>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %18 : tensor<8xi8>, tensor<8xui8>, tensor<8xi16>, tensor<8xui32>, tensor<8xi32>, tensor<8xui16>, tensor<8xf16>, tensor<8xbf16>, tensor<8xi64>, tensor<8x2xui32>, tensor<8xui16>, tensor<8xf64>, tensor<8xi16>, tensor<8xf16>, tensor<8xbf16>, tensor<8xi8>
  }
}
