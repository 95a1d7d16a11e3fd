module @jit_uint32_math attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> (tensor<8xui32> {jax.result_info = "result[0]"}, tensor<8xui32> {jax.result_info = "result[1]"}, tensor<8xui32> {jax.result_info = "result[2]"}, tensor<8xui32> {jax.result_info = "result[3]"}, tensor<8xui32> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<8xui32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xi32> {jax.result_info = "result[8]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.maximum %arg1, %0 : tensor<8xui32>
    %2 = call @floor_divide(%arg0, %1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.maximum %arg1, %3 : tensor<8xui32>
    %5 = call @remainder(%arg0, %4) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<40> : tensor<i32>
    %6 = call @remainder_0(%arg1, %c_1) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %7 = stablehlo.shift_right_logical %arg0, %6 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<40> : tensor<i32>
    %8 = call @remainder_0(%arg1, %c_2) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %9 = stablehlo.shift_left %arg0, %8 : tensor<8xui32>
    %10 = stablehlo.maximum %arg0, %arg1 : tensor<8xui32>
    %11 = stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %12 = stablehlo.multiply %arg0, %arg1 : tensor<8xui32>
    %13 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xf32>
    %14 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xi32>
    return %2, %5, %7, %9, %10, %11, %12, %13, %14 : tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi1>, tensor<8xui32>, tensor<8xf32>, tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xui32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xui32>
    return %0 : tensor<8xui32>
  }
  func.func private @remainder(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.compare EQ, %arg1, %0, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %10 = stablehlo.compare LT, %3, %9, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xui32>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xui32>
    return %14 : tensor<8xui32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xui32>, %arg2: tensor<8xui32>) -> tensor<8xui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xui32>
    return %0 : tensor<8xui32>
  }
  func.func private @remainder_0(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %14 = stablehlo.add %4, %13 : tensor<8xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xui32>
    return %15 : tensor<8xui32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
}
