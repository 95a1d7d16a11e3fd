module @jit_convert_64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf64>) -> (tensor<12xi64> {jax.result_info = "result[0]"}, tensor<12xui64> {jax.result_info = "result[1]"}, tensor<12xf64> {jax.result_info = "result[2]"}, tensor<12xi16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<12xf64>) -> tensor<12xi64>
    %1 = stablehlo.convert %arg0 : (tensor<12xf64>) -> tensor<12xui64>
    %2 = stablehlo.convert %arg0 : (tensor<12xf64>) -> tensor<12xi16>
    return %0, %1, %arg0, %2 : tensor<12xi64>, tensor<12xui64>, tensor<12xf64>, tensor<12xi16>
  }
}
