module @jit_bf16_math attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xbf16> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<3xbf16> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %2 = stablehlo.tanh %0 : tensor<3x4xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<3x4xbf16>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<3x4xbf16>
    %5 = stablehlo.multiply %0, %4 : tensor<3x4xbf16>
    %6 = stablehlo.exponential %5 : tensor<3x4xbf16>
    %7 = stablehlo.add %3, %6 : tensor<3x4xbf16>
    %8 = stablehlo.abs %1 : tensor<3x4xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<3x4xbf16>
    %10 = stablehlo.add %8, %9 : tensor<3x4xbf16>
    %11 = stablehlo.divide %0, %10 : tensor<3x4xbf16>
    %12 = stablehlo.subtract %7, %11 : tensor<3x4xbf16>
    %13 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x4xbf16>) -> tensor<4x3xbf16>
    %14 = stablehlo.dot_general %0, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xbf16>, tensor<4x3xbf16>) -> tensor<3x3xbf16>
    %15 = stablehlo.convert %14 : (tensor<3x3xbf16>) -> tensor<3x3xf32>
    %16 = stablehlo.convert %0 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.convert %17 : (tensor<3xf32>) -> tensor<3xbf16>
    return %12, %15, %18 : tensor<3x4xbf16>, tensor<3x3xf32>, tensor<3xbf16>
  }
}
