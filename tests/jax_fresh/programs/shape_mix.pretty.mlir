module @jit_shape_mix attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<4x3xf32>) -> (tensor<15x9xf32> {jax.result_info = "result[0]"}, tensor<4x2x3xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<6x4x2xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<6x4xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<6x4xf32>
    %2 = stablehlo.concatenate %arg0, %0, %1, dim = 0 : (tensor<6x4xf32>, tensor<3x4xf32>, tensor<6x4xf32>) -> tensor<15x4xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.pad %2, %cst, low = [1, 2], high = [-1, 0], interior = [0, 1] : (tensor<15x4xf32>, tensor<f32>) -> tensor<15x9xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<6x4xf32>) -> tensor<2x3x4xf32>
    %5 = stablehlo.transpose %4, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    %6 = call @_flip(%5) : (tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x2x3xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<6x4xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %12 = stablehlo.concatenate %10, %11, dim = 2 : (tensor<6x4x1xf32>, tensor<6x4x1xf32>) -> tensor<6x4x2xf32>
    %13 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<6x4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x4xf32>) -> tensor<4xf32>
    %15 = stablehlo.reshape %14 : (tensor<4xf32>) -> tensor<1x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4xf32>) -> tensor<8xf32>
    %18 = call @_roll_static(%arg0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    return %3, %5, %7, %12, %17, %18 : tensor<15x9xf32>, tensor<4x2x3xf32>, tensor<4x6xf32>, tensor<6x4x2xf32>, tensor<8xf32>, tensor<6x4xf32>
  }
  func.func private @_flip(%arg0: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 2] : tensor<4x2x3xf32>
    return %0 : tensor<4x2x3xf32>
  }
  func.func private @_roll_static(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.slice %arg0 [0:6, 2:4] : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %1 = stablehlo.slice %arg0 [0:6, 0:2] : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x4xf32>
    return %2 : tensor<6x4xf32>
  }
}
