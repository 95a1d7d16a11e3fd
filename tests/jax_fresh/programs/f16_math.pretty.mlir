module @jit_f16_math attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf16>, %arg1: tensor<3x4xf16>) -> (tensor<3x4xf16> {jax.result_info = "result[0]"}, tensor<3x4xf16> {jax.result_info = "result[1]"}, tensor<3x4xf16> {jax.result_info = "result[2]"}, tensor<3x3xf16> {jax.result_info = "result[3]"}, tensor<4xf16> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x4xf16>
    %1 = stablehlo.add %0, %arg0 : tensor<3x4xf16>
    %2 = stablehlo.abs %arg0 : tensor<3x4xf16>
    %3 = stablehlo.sqrt %2 : tensor<3x4xf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %5 = stablehlo.multiply %arg1, %4 : tensor<3x4xf16>
    %6 = stablehlo.exponential %5 : tensor<3x4xf16>
    %7 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x4xf16>) -> tensor<4x3xf16>
    %8 = stablehlo.dot_general %arg0, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf16>, tensor<4x3xf16>) -> tensor<3x3xf16>
    %9 = stablehlo.maximum %arg0, %arg1 : tensor<3x4xf16>
    %10 = stablehlo.convert %9 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.convert %11 : (tensor<4xf32>) -> tensor<4xf16>
    return %1, %3, %6, %8, %12 : tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x3xf16>, tensor<4xf16>
  }
}
