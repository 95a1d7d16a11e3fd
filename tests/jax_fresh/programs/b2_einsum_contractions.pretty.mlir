module @jit_einsum_contractions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<2x2x2x2xf32> {jax.result_info = "result[1]"}, tensor<8x8xf32> {jax.result_info = "result[2]"}, tensor<2x8x8xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<2xf32> {jax.result_info = "result[5]"}, tensor<2x8xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<2x8xf32>) -> tensor<8x2xf32>
    %1 = stablehlo.dot_general %arg1, %0, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x2xf32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xf32>) -> tensor<2x2x2x2xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<2x8xf32>) -> tensor<2x2x2x2xf32>
    %4 = stablehlo.dot_general %2, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
    %5 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8x8xf32>
    %8 = stablehlo.iota dim = 0 : tensor<8x8xui32>
    %9 = stablehlo.iota dim = 1 : tensor<8x8xui32>
    %10 = stablehlo.compare EQ, %8, %9, UNSIGNED : (tensor<8x8xui32>, tensor<8x8xui32>) -> tensor<8x8xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %12 = stablehlo.select %10, %arg2, %11 : tensor<8x8xi1>, tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.slice %arg2 [0:1, 0:8] : (tensor<8x8xf32>) -> tensor<1x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x8xf32>) -> tensor<8xf32>
    %16 = stablehlo.dot_general %arg0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8xf32>) -> tensor<2xf32>
    %17 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    return %1, %4, %6, %7, %13, %16, %17 : tensor<2xf32>, tensor<2x2x2x2xf32>, tensor<8x8xf32>, tensor<2x8x8xf32>, tensor<f32>, tensor<2xf32>, tensor<2x8xf32>
  }
}
