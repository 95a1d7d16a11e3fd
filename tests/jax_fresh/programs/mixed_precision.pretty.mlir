module @jit_mixed_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>, %arg1: tensor<5x2xf16>) -> (tensor<3x2xf32> {jax.result_info = "result[0]"}, tensor<3x5xf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf16>, tensor<5x2xf16>) -> tensor<3x2xf32>
    %1 = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<3x5xf32>
    %4 = stablehlo.convert %3 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    return %0, %4 : tensor<3x2xf32>, tensor<3x5xf16>
  }
}
