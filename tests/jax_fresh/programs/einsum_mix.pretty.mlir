module @jit_einsum_mix attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x5xf32>, %arg2: tensor<2x5xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<4x5xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [0, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4xf32>) -> tensor<3xf32>
    %2 = stablehlo.slice %arg1 [0:4, 0:3] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %2 [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %6 = stablehlo.compare EQ, %4, %5, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %8 = stablehlo.select %6, %3, %7 : tensor<3x3xi1>, tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<f32>
    return %1, %9, %10 : tensor<3xf32>, tensor<3xf32>, tensor<f32>
  }
}
