module @jit_rounding attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}) {
    %0 = call @round(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %1 = stablehlo.round_nearest_afz %arg0 : tensor<12xf32>
    %2 = stablehlo.floor %arg0 : tensor<12xf32>
    %3 = stablehlo.ceil %arg0 : tensor<12xf32>
    %4 = call @trunc(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %5 = call @fmod(%arg0, %cst) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %6 = call @remainder(%arg0, %cst_0) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.sign %arg0 : tensor<12xf32>
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = call @clip(%arg0, %cst_1, %cst_2) : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @round(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @trunc(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.ceil %arg0 : tensor<12xf32>
    %3 = stablehlo.floor %arg0 : tensor<12xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @fmod(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @remainder(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %10 = stablehlo.and %9, %4 : tensor<12xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.add %2, %11 : tensor<12xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<12xi1>, tensor<12xf32>
    return %13 : tensor<12xf32>
  }
  func.func private @clip(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<12xf32>
    return %5 : tensor<12xf32>
  }
}
