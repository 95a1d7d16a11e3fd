module @jit_bool_logic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> (tensor<4xi1> {jax.result_info = "result[0]"}, tensor<4xi1> {jax.result_info = "result[1]"}, tensor<4xi1> {jax.result_info = "result[2]"}, tensor<4xi1> {jax.result_info = "result[3]"}, tensor<4xi8> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<4xi1>
    %1 = stablehlo.or %arg0, %arg1 : tensor<4xi1>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<4xi1>
    %3 = stablehlo.not %arg0 : tensor<4xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %4 = call @_where(%arg0, %c, %c_0) : (tensor<4xi1>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.convert %4 : (tensor<4xi32>) -> tensor<4xi8>
    %6 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1, %2, %3, %5, %7 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
}
