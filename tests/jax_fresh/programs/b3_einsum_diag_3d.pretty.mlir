module @jit_einsum_diag_3d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3xf32>, %arg1: tensor<3x3x2xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<3x3x2xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<3x3x3xf32> {jax.result_info = "result[5]"}, tensor<3x3x2xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %2 = stablehlo.compare EQ, %0, %1, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x3xi1>) -> tensor<3x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %7 = stablehlo.iota dim = 0 : tensor<3x3xui32>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xui32>
    %9 = stablehlo.compare EQ, %7, %8, UNSIGNED : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<3x3xi1>) -> tensor<3x3x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %12 = stablehlo.select %10, %arg0, %11 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.iota dim = 0 : tensor<3x3x3xui32>
    %15 = stablehlo.iota dim = 1 : tensor<3x3x3xui32>
    %16 = stablehlo.iota dim = 2 : tensor<3x3x3xui32>
    %17 = stablehlo.compare EQ, %14, %15, UNSIGNED : (tensor<3x3x3xui32>, tensor<3x3x3xui32>) -> tensor<3x3x3xi1>
    %18 = stablehlo.compare EQ, %15, %16, UNSIGNED : (tensor<3x3x3xui32>, tensor<3x3x3xui32>) -> tensor<3x3x3xi1>
    %19 = stablehlo.and %17, %18 : tensor<3x3x3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3x3xf32>
    %21 = stablehlo.select %19, %arg0, %20 : tensor<3x3x3xi1>, tensor<3x3x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    %24 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [0, 1, 2] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<3x3x3xf32>, tensor<3x3x3xf32>) -> tensor<f32>
    %25 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<3x3x3xf32>) -> tensor<3x3x3xf32>
    %26 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3x3xf32>, tensor<3x3x2xf32>) -> tensor<3x3x2xf32>
    return %6, %13, %22, %23, %24, %25, %26 : tensor<3x3xf32>, tensor<3xf32>, tensor<f32>, tensor<3x3x2xf32>, tensor<f32>, tensor<3x3x3xf32>, tensor<3x3x2xf32>
  }
}
