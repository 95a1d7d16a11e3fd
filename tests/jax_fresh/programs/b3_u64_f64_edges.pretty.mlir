module @jit_u64_f64_edges attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xui64>, %arg1: tensor<6xf64>) -> (tensor<6xui64> {jax.result_info = "result[0]"}, tensor<6xui64> {jax.result_info = "result[1]"}, tensor<6xi1> {jax.result_info = "result[2]"}, tensor<6xf64> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<6xui64> {jax.result_info = "result[5]"}, tensor<6xi64> {jax.result_info = "result[6]"}, tensor<6xi8> {jax.result_info = "result[7]"}, tensor<6xui64> {jax.result_info = "result[8]"}, tensor<6xui64> {jax.result_info = "result[9]"}, tensor<i64> {jax.result_info = "result[10]"}, tensor<ui64> {jax.result_info = "result[11]"}, tensor<6xui64> {jax.result_info = "result[12]"}) {
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %0 = call @floor_divide(%arg0, %c) : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    %c_0 = stablehlo.constant dense<1000> : tensor<ui64>
    %1 = call @remainder(%arg0, %c_0) : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    %c_1 = stablehlo.constant dense<9223372036854775808> : tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %3 = stablehlo.compare GT, %arg0, %2, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %4 = stablehlo.convert %arg0 : (tensor<6xui64>) -> tensor<6xf64>
    %5 = stablehlo.convert %arg0 : (tensor<6xui64>) -> tensor<6xf32>
    %6 = stablehlo.convert %arg1 : (tensor<6xf64>) -> tensor<6xui64>
    %7 = stablehlo.convert %arg1 : (tensor<6xf64>) -> tensor<6xi64>
    %c_2 = stablehlo.constant dense<60> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %9 = stablehlo.shift_right_logical %arg0, %8 : tensor<6xui64>
    %10 = stablehlo.convert %9 : (tensor<6xui64>) -> tensor<6xi8>
    %11 = stablehlo.reverse %arg0, dims = [0] : tensor<6xui64>
    %12 = stablehlo.maximum %arg0, %11 : tensor<6xui64>
    %13 = call @sort(%arg0) : (tensor<6xui64>) -> tensor<6xui64>
    %14 = call @argmax(%arg0) : (tensor<6xui64>) -> tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %15 = stablehlo.reduce(%arg0 init: %c_3) applies stablehlo.add across dimensions = [0] : (tensor<6xui64>, tensor<ui64>) -> tensor<ui64>
    %16 = call @cumsum(%arg0) : (tensor<6xui64>) -> tensor<6xui64>
    %c_4 = stablehlo.constant dense<3> : tensor<ui64>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %18 = stablehlo.multiply %16, %17 : tensor<6xui64>
    return %0, %1, %3, %4, %5, %6, %7, %10, %12, %13, %14, %15, %18 : tensor<6xui64>, tensor<6xui64>, tensor<6xi1>, tensor<6xf64>, tensor<6xf32>, tensor<6xui64>, tensor<6xi64>, tensor<6xi8>, tensor<6xui64>, tensor<6xui64>, tensor<i64>, tensor<ui64>, tensor<6xui64>
  }
  func.func private @floor_divide(%arg0: tensor<6xui64>, %arg1: tensor<ui64>) -> tensor<6xui64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xui64>
    return %1 : tensor<6xui64>
  }
  func.func private @remainder(%arg0: tensor<6xui64>, %arg1: tensor<ui64>) -> tensor<6xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.compare EQ, %arg1, %c, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<ui64>, tensor<ui64>) -> tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %3 = stablehlo.remainder %arg0, %2 : tensor<6xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %5 = stablehlo.compare NE, %3, %4, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %7 = stablehlo.compare LT, %3, %6, UNSIGNED : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %8 = stablehlo.compare LT, %1, %c_3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %11 = stablehlo.and %10, %5 : tensor<6xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %13 = stablehlo.add %3, %12 : tensor<6xui64>
    %14 = stablehlo.select %11, %13, %3 : tensor<6xi1>, tensor<6xui64>
    return %14 : tensor<6xui64>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui64>, %arg2: tensor<ui64>) -> tensor<ui64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui64>
    return %0 : tensor<ui64>
  }
  func.func private @sort(%arg0: tensor<6xui64>) -> tensor<6xui64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<6xui64>) -> tensor<6xui64>
    return %0 : tensor<6xui64>
  }
  func.func private @argmax(%arg0: tensor<6xui64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<6xui64>, tensor<6xi64>, tensor<ui64>, tensor<i64>) -> (tensor<ui64>, tensor<i64>)
     reducer(%arg1: tensor<ui64>, %arg3: tensor<ui64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum(%arg0: tensor<6xui64>) -> tensor<6xui64> {
    %0 = call @cumsum_0(%arg0) : (tensor<6xui64>) -> tensor<6xui64>
    return %0 : tensor<6xui64>
  }
  func.func private @cumsum_0(%arg0: tensor<6xui64>) -> tensor<6xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<ui64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui64>
      stablehlo.return %2 : tensor<ui64>
    }) : (tensor<6xui64>, tensor<ui64>) -> tensor<6xui64>
    return %1 : tensor<6xui64>
  }
}
