module @jit_bf16_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<5x4xf32>, %arg2: tensor<5x4xf32>) -> (tensor<3x4xbf16> {jax.result_info = "result[0]"}, tensor<3x5xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<5x4xf32>) -> tensor<5x4xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<5x4xf32>) -> tensor<5x4xbf16>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xbf16>, tensor<5x4xbf16>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3x5xf32>
    %12 = stablehlo.exponential %11 : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %16 = stablehlo.divide %12, %15 : tensor<3x5xf32>
    %17 = stablehlo.convert %16 : (tensor<3x5xf32>) -> tensor<3x5xbf16>
    %18 = stablehlo.dot_general %17, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xbf16>, tensor<5x4xbf16>) -> tensor<3x4xbf16>
    %19 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xbf16>, tensor<5x4xbf16>) -> tensor<3x5xbf16>
    return %18, %19 : tensor<3x4xbf16>, tensor<3x5xbf16>
  }
}
