module @jit_int64_arith attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi64>, %arg1: tensor<6xi64>) -> (tensor<6xi64> {jax.result_info = "result[0]"}, tensor<6xi64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xi64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %2 = stablehlo.compare EQ, %arg1, %1, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %3 = call @_where(%2, %c_0, %arg1) : (tensor<6xi1>, tensor<i64>, tensor<6xi64>) -> tensor<6xi64>
    %4 = call @floor_divide(%arg0, %3) : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    %c_1 = stablehlo.constant dense<7> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %6 = stablehlo.shift_right_arithmetic %arg0, %5 : tensor<6xi64>
    %7 = stablehlo.convert %arg0 : (tensor<6xi64>) -> tensor<6xf64>
    %8 = call @cumsum(%arg0) : (tensor<6xi64>) -> tensor<6xi64>
    return %0, %4, %6, %7, %8 : tensor<6xi64>, tensor<6xi64>, tensor<6xi64>, tensor<6xf64>, tensor<6xi64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<i64>, %arg2: tensor<6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi64>
    return %2 : tensor<6xi64>
  }
  func.func private @floor_divide(%arg0: tensor<6xi64>, %arg1: tensor<6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<6xi64>
    %1 = stablehlo.sign %arg0 : tensor<6xi64>
    %2 = stablehlo.sign %arg1 : tensor<6xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %7 = stablehlo.and %3, %6 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %9 = stablehlo.subtract %0, %8 : tensor<6xi64>
    %10 = call @_where_0(%7, %9, %0) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    return %10 : tensor<6xi64>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<6xi64>, %arg2: tensor<6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @cumsum(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %0 = call @cumsum_1(%arg0) : (tensor<6xi64>) -> tensor<6xi64>
    return %0 : tensor<6xi64>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi64>) -> tensor<6xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
}
