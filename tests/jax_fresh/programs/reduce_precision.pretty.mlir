module @jit_reduce_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}, tensor<12x4xui8> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<12xf32>
    %1 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<12xf32>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %3 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12x4xui8>
    return %0, %1, %2, %3 : tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12x4xui8>
  }
}
