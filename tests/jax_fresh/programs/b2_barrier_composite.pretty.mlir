module @jit_barrier_composite attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<5xf32>
    %2:2 = stablehlo.optimization_barrier %arg0, %1 : tensor<5xf32>, tensor<5xf32>
    %3 = stablehlo.composite "my.tanh2" %2#0 {decomposition = @my.tanh2} : (tensor<5xf32>) -> tensor<5xf32>
    %4 = stablehlo.add %2#0, %2#1 : tensor<5xf32>
    return %4, %3 : tensor<5xf32>, tensor<5xf32>
  }
  func.func private @my.tanh2(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
