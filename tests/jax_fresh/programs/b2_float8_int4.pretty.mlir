module @jit_float8_int4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf16> {jax.result_info = "result[2]"}, tensor<10xi32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xi8> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<10xf32>) -> tensor<10xf8E4M3FN>
    %1 = stablehlo.convert %arg0 : (tensor<10xf32>) -> tensor<10xf8E5M2>
    %2 = stablehlo.convert %arg1 : (tensor<10xi32>) -> tensor<10xi4>
    %3 = stablehlo.convert %0 : (tensor<10xf8E4M3FN>) -> tensor<10xf32>
    %4 = stablehlo.convert %1 : (tensor<10xf8E5M2>) -> tensor<10xf32>
    %5 = stablehlo.convert %0 : (tensor<10xf8E4M3FN>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<10xf32>
    %8 = stablehlo.convert %7 : (tensor<10xf32>) -> tensor<10xf8E4M3FN>
    %9 = stablehlo.convert %8 : (tensor<10xf8E4M3FN>) -> tensor<10xf16>
    %10 = stablehlo.convert %2 : (tensor<10xi4>) -> tensor<10xi32>
    %11 = stablehlo.convert %2 : (tensor<10xi4>) -> tensor<10xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %13 = stablehlo.and %arg1, %12 : tensor<10xi32>
    %14 = stablehlo.convert %13 : (tensor<10xi32>) -> tensor<10xui4>
    %15 = stablehlo.convert %14 : (tensor<10xui4>) -> tensor<10xi8>
    return %3, %4, %9, %10, %11, %15 : tensor<10xf32>, tensor<10xf32>, tensor<10xf16>, tensor<10xi32>, tensor<10xf32>, tensor<10xi8>
  }
}
