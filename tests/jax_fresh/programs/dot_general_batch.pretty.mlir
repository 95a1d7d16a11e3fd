module @jit_dot_general_batch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<2x3x4x5xf32>, %arg3: tensor<5x2x3x2xf32>) -> (tensor<2x3x5xf32> {jax.result_info = "result[0]"}, tensor<2x4x2xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<4x2x3xf32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [1], contracting_dims = [1, 3] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4x5xf32>, tensor<5x2x3x2xf32>) -> tensor<2x4x2xf32>
    %2 = stablehlo.slice %arg0 [0:1, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.slice %arg0 [1:2, 0:3, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %6 = stablehlo.dot_general %3, %5, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3xf32>
    %7 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %8 = stablehlo.slice %arg0 [0:1, 0:1, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x1x4xf32>) -> tensor<4xf32>
    %10 = stablehlo.slice %arg0 [1:2, 1:2, 0:4] : (tensor<2x3x4xf32>) -> tensor<1x1x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x1x4xf32>) -> tensor<4xf32>
    %12 = stablehlo.dot_general %9, %11, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    return %0, %1, %6, %7, %12 : tensor<2x3x5xf32>, tensor<2x4x2xf32>, tensor<3xf32>, tensor<4x2x3xf32>, tensor<4x4xf32>
  }
}
