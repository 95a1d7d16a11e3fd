module @jit_int64_bits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xi64>, %arg1: tensor<7xi64>) -> (tensor<7xui64> {jax.result_info = "result[0]"}, tensor<7xui64> {jax.result_info = "result[1]"}, tensor<7xi64> {jax.result_info = "result[2]"}, tensor<7xui64> {jax.result_info = "result[3]"}, tensor<7xi64> {jax.result_info = "result[4]"}, tensor<7xi64> {jax.result_info = "result[5]"}, tensor<7xi64> {jax.result_info = "result[6]"}, tensor<7xui64> {jax.result_info = "result[7]"}, tensor<7xui64> {jax.result_info = "result[8]"}, tensor<7xi32> {jax.result_info = "result[9]"}, tensor<7xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<7xi64>) -> tensor<7xui64>
    %1 = stablehlo.convert %arg1 : (tensor<7xi64>) -> tensor<7xui64>
    %2 = stablehlo.shift_right_logical %0, %1 : tensor<7xui64>
    %3 = stablehlo.convert %arg1 : (tensor<7xi64>) -> tensor<7xui64>
    %c = stablehlo.constant dense<64> : tensor<i64>
    %4 = call @remainder(%3, %c) : (tensor<7xui64>, tensor<i64>) -> tensor<7xui64>
    %5 = stablehlo.shift_left %0, %4 : tensor<7xui64>
    %6 = stablehlo.popcnt %arg0 : tensor<7xi64>
    %7 = stablehlo.count_leading_zeros %0 : tensor<7xui64>
    %c_0 = stablehlo.constant dense<60> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %9 = stablehlo.shift_right_arithmetic %arg0, %8 : tensor<7xi64>
    %10 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<7xi64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<7xi64>
    %12 = stablehlo.shift_right_arithmetic %arg0, %11 : tensor<7xi64>
    %13 = stablehlo.xor %arg0, %12 : tensor<7xi64>
    %c_2 = stablehlo.constant dense<11400714819323198485> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %15 = stablehlo.multiply %0, %14 : tensor<7xui64>
    %c_3 = stablehlo.constant dense<7> : tensor<ui64>
    %16 = call @floor_divide(%0, %c_3) : (tensor<7xui64>, tensor<ui64>) -> tensor<7xui64>
    %17 = stablehlo.convert %arg0 : (tensor<7xi64>) -> tensor<7xi32>
    %18 = stablehlo.convert %0 : (tensor<7xui64>) -> tensor<7xf32>
    return %2, %5, %6, %7, %9, %10, %13, %15, %16, %17, %18 : tensor<7xui64>, tensor<7xui64>, tensor<7xi64>, tensor<7xui64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xui64>, tensor<7xui64>, tensor<7xi32>, tensor<7xf32>
  }
  func.func private @remainder(%arg0: tensor<7xui64>, %arg1: tensor<i64>) -> tensor<7xui64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<7xui64>, tensor<7xui64>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %14 = stablehlo.add %4, %13 : tensor<7xui64>
    %15 = stablehlo.select %12, %14, %4 : tensor<7xi1>, tensor<7xui64>
    return %15 : tensor<7xui64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui64>, %arg2: tensor<ui64>) -> tensor<ui64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui64>
    return %0 : tensor<ui64>
  }
  func.func private @floor_divide(%arg0: tensor<7xui64>, %arg1: tensor<ui64>) -> tensor<7xui64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui64>) -> tensor<7xui64>
    %1 = stablehlo.divide %arg0, %0 : tensor<7xui64>
    return %1 : tensor<7xui64>
  }
}
