module @jit_unsigned attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui8>, %arg1: tensor<8xui8>) -> (tensor<8xui8> {jax.result_info = "result[0]"}, tensor<8xui8> {jax.result_info = "result[1]"}, tensor<8xui8> {jax.result_info = "result[2]"}, tensor<8xui8> {jax.result_info = "result[3]"}, tensor<8xui8> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<8xui8> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xui32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8xui8>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<8xui8>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xui8>
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %4 = stablehlo.maximum %arg1, %3 : tensor<8xui8>
    %5 = call @floor_divide(%arg0, %4) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %7 = stablehlo.maximum %arg1, %6 : tensor<8xui8>
    %8 = call @remainder(%arg0, %7) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %9 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_1 = stablehlo.constant dense<3> : tensor<ui8>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %11 = stablehlo.shift_right_logical %arg0, %10 : tensor<8xui8>
    %12 = stablehlo.convert %arg0 : (tensor<8xui8>) -> tensor<8xf32>
    %13 = stablehlo.convert %arg0 : (tensor<8xui8>) -> tensor<8xui32>
    %c_2 = stablehlo.constant dense<40000000> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %15 = stablehlo.multiply %13, %14 : tensor<8xui32>
    return %0, %1, %2, %5, %8, %9, %11, %12, %15 : tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi1>, tensor<8xui8>, tensor<8xf32>, tensor<8xui32>
  }
  func.func private @floor_divide(%arg0: tensor<8xui8>, %arg1: tensor<8xui8>) -> tensor<8xui8> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xui8>
    return %0 : tensor<8xui8>
  }
  func.func private @remainder(%arg0: tensor<8xui8>, %arg1: tensor<8xui8>) -> tensor<8xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %1 = stablehlo.compare EQ, %arg1, %0, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %10 = stablehlo.compare LT, %3, %9, UNSIGNED : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xui8>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xui8>
    return %14 : tensor<8xui8>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xui8>, %arg2: tensor<8xui8>) -> tensor<8xui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xui8>
    return %0 : tensor<8xui8>
  }
}
