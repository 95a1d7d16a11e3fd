module @jit_f64_math attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>, %arg1: tensor<3x4xf64>) -> (tensor<3x4xf64> {jax.result_info = "result[0]"}, tensor<3x4xf64> {jax.result_info = "result[1]"}, tensor<3x3xf64> {jax.result_info = "result[2]"}, tensor<3x4xf64> {jax.result_info = "result[3]"}, tensor<3x4xf64> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<3x4xf64>
    %1 = stablehlo.sine %arg1 : tensor<3x4xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<3x4xf64>
    %3 = stablehlo.abs %arg0 : tensor<3x4xf64>
    %4 = stablehlo.log_plus_one %3 : tensor<3x4xf64>
    %5 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x4xf64>) -> tensor<4x3xf64>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %7 = stablehlo.atan2 %arg0, %arg1 : tensor<3x4xf64>
    %8 = call @cumsum(%arg0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    return %2, %4, %6, %7, %8 : tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x3xf64>, tensor<3x4xf64>, tensor<3x4xf64>
  }
  func.func private @cumsum(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    return %0 : tensor<3x4xf64>
  }
  func.func private @cumsum_0(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    return %1 : tensor<3x4xf64>
  }
}
