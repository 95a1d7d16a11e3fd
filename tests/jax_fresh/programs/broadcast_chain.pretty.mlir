module @jit_broadcast_chain attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5xf32>) -> (tensor<2x3x5xf32> {jax.result_info = "result[0]"}, tensor<2x3x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x3x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x3x1xf32>) -> tensor<2x3x1xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3x1xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x3x1xf32>) -> tensor<2x3x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x5xf32>) -> tensor<2x3x5xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x3x5xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<5xf32>) -> tensor<2x3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.divide %10, %cst_0 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>
    %13 = stablehlo.subtract %9, %12 : tensor<2x3x5xf32>
    return %8, %13 : tensor<2x3x5xf32>, tensor<2x3x5xf32>
  }
}
