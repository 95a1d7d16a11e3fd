module @jit_half_mixed attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf16> {jax.result_info = "result[1]"}, tensor<3x4xbf16> {jax.result_info = "result[2]"}, tensor<4xf16> {jax.result_info = "result[3]"}, tensor<3xbf16> {jax.result_info = "result[4]"}, tensor<3x3xf32> {jax.result_info = "result[5]"}, tensor<3x4xbf16> {jax.result_info = "result[6]"}, tensor<3x4xf16> {jax.result_info = "result[7]"}, tensor<3x4xbf16> {jax.result_info = "result[8]"}, tensor<3x4xf16> {jax.result_info = "result[9]"}, tensor<bf16> {jax.result_info = "result[10]"}, tensor<3x4xf16> {jax.result_info = "result[11]"}, tensor<3x4xf16> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %1 = stablehlo.convert %arg1 : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %2 = stablehlo.convert %0 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %3 = stablehlo.convert %1 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %4 = stablehlo.add %2, %3 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %6 = stablehlo.multiply %0, %5 : tensor<3x4xf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %8 = stablehlo.add %6, %7 : tensor<3x4xf16>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<3x4xbf16>
    %10 = stablehlo.divide %1, %9 : tensor<3x4xbf16>
    %11 = stablehlo.convert %0 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.convert %12 : (tensor<4xf32>) -> tensor<4xf16>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %14 = stablehlo.reduce(%1 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %15 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf16>) -> tensor<4x3xf16>
    %16 = stablehlo.dot_general %0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf16>, tensor<4x3xf16>) -> tensor<3x3xf16>
    %17 = stablehlo.convert %16 : (tensor<3x3xf16>) -> tensor<3x3xf32>
    %18 = stablehlo.tanh %1 : tensor<3x4xbf16>
    %cst_4 = stablehlo.constant dense<9.997550e-02> : tensor<f16>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %20 = stablehlo.multiply %0, %19 : tensor<3x4xf16>
    %21 = stablehlo.exponential %20 : tensor<3x4xf16>
    %22 = stablehlo.convert %0 : (tensor<3x4xf16>) -> tensor<3x4xbf16>
    %23 = stablehlo.convert %1 : (tensor<3x4xbf16>) -> tensor<3x4xf16>
    %24 = stablehlo.convert %1 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_6 : tensor<f32>
    %27 = stablehlo.convert %26 : (tensor<f32>) -> tensor<bf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f16>) -> tensor<3x4xf16>
    %29 = stablehlo.compare GT, %0, %28, FLOAT : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %30 = stablehlo.convert %1 : (tensor<3x4xbf16>) -> tensor<3x4xf16>
    %31 = call @_where(%29, %0, %30) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %cst_8 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %32 = stablehlo.reduce(%0 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf16>, tensor<f16>) -> tensor<3xf16>
    %cst_9 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %34 = stablehlo.maximum %33, %32 : tensor<3xf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xf16>) -> tensor<3x1xf16>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<3x1xf16>) -> tensor<3x4xf16>
    %37 = stablehlo.subtract %0, %36 : tensor<3x4xf16>
    %38 = stablehlo.exponential %37 : tensor<3x4xf16>
    %39 = stablehlo.convert %38 : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %42 = stablehlo.convert %41 : (tensor<3x1xf32>) -> tensor<3x1xf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<3x1xf16>) -> tensor<3x4xf16>
    %44 = stablehlo.divide %38, %43 : tensor<3x4xf16>
    return %4, %8, %10, %13, %14, %17, %18, %21, %22, %23, %27, %31, %44 : tensor<3x4xf32>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<4xf16>, tensor<3xbf16>, tensor<3x3xf32>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<bf16>, tensor<3x4xf16>, tensor<3x4xf16>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf16>, %arg2: tensor<3x4xf16>) -> tensor<3x4xf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xf16>
    return %0 : tensor<3x4xf16>
  }
}
