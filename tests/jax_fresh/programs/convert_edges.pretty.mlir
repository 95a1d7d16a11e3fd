module @jit_convert_edges attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xi32> {jax.result_info = "result[0]"}, tensor<24xi8> {jax.result_info = "result[1]"}, tensor<24xui8> {jax.result_info = "result[2]"}, tensor<24xui32> {jax.result_info = "result[3]"}, tensor<24xi1> {jax.result_info = "result[4]"}, tensor<24xf16> {jax.result_info = "result[5]"}, tensor<24xbf16> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xi32>
    %1 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xi8>
    %2 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xui8>
    %3 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %5 = stablehlo.compare NE, %arg0, %4, FLOAT : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %6 = stablehlo.convert %5 : tensor<24xi1>
    %7 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf16>
    %8 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xbf16>
    return %0, %1, %2, %3, %6, %7, %8 : tensor<24xi32>, tensor<24xi8>, tensor<24xui8>, tensor<24xui32>, tensor<24xi1>, tensor<24xf16>, tensor<24xbf16>
  }
}
