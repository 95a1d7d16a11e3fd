module @jit_nn_normalize attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4xi32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<4x6xf32> {jax.result_info = "result[3]"}, tensor<6x4xi32> {jax.result_info = "result[4]"}, tensor<4x3xf32> {jax.result_info = "result[5]"}) {
    %0 = call @_one_hot(%arg1) : (tensor<4xi32>) -> tensor<4x6xf32>
    %1 = call @_one_hot_0(%arg1) : (tensor<4xi32>) -> tensor<6x4xi32>
    %2 = call @log_softmax(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<4x6xf32>
    %9 = stablehlo.exponential %8 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4x6xf32>
    %14 = call @standardize(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %15 = call @glu(%arg0) : (tensor<4x6xf32>) -> tensor<4x3xf32>
    return %2, %13, %14, %0, %1, %15 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x4xi32>, tensor<4x3xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %5 = stablehlo.convert %4 : (tensor<4x6xi1>) -> tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
  func.func private @_one_hot_0(%arg0: tensor<4xi32>) -> tensor<6x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<6x1xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<6x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %5 = stablehlo.convert %4 : (tensor<6x4xi1>) -> tensor<6x4xi32>
    return %5 : tensor<6x4xi32>
  }
  func.func private @log_softmax(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6xf32>
    %6 = stablehlo.exponential %5 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x6xf32>
    return %11 : tensor<4x6xf32>
  }
  func.func private @standardize(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = chlo.square %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x1xf32>
    %9 = chlo.square %3 : tensor<4x1xf32> -> tensor<4x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%10, %c) : (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<4x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<4x6xf32>
    return %18 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @glu(%arg0: tensor<4x6xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:3] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.slice %arg0 [0:4, 3:6] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.negate %1 : tensor<4x3xf32>
    %3 = stablehlo.exponential %2 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x3xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<4x3xf32>
    return %8 : tensor<4x3xf32>
  }
}
