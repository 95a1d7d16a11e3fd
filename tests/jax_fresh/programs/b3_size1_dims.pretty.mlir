module @jit_size1_dims attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1x4xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<3x1xf32>) -> (tensor<3x3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<1x1x4x1xf32> {jax.result_info = "result[2]"}, tensor<3x4x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<1x1xf32> {jax.result_info = "result[5]"}, tensor<3x1x4xf32> {jax.result_info = "result[6]"}, tensor<3x1x4xf32> {jax.result_info = "result[7]"}, tensor<3x1x4xf32> {jax.result_info = "result[8]"}, tensor<3x4xi32> {jax.result_info = "result[9]"}, tensor<3x1x3xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<3x1x4xf32>) -> tensor<3x3x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x3x4xf32>) -> tensor<3x3x4xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x3x4xf32>
    %7 = stablehlo.reshape %arg0 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4x1xf32>
    %9 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<3x1x4xf32>) -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.dot_general %11, %10, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<4x3x4xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0, 2] : (tensor<4x3x4xf32>) -> tensor<3x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<3x1xf32>) -> tensor<1x3xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x3xf32>, tensor<3x1xf32>) -> tensor<1x1xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x1x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<3x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %22 = stablehlo.subtract %arg0, %21 : tensor<3x1x4xf32>
    %23 = stablehlo.exponential %22 : tensor<3x1x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 2] : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %26 = stablehlo.divide %23, %25 : tensor<3x1x4xf32>
    %27 = call @cumsum(%arg0) : (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    %28 = call @argmax(%arg0) : (tensor<3x1x4xf32>) -> tensor<3x4xi32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.reduce_window"(%arg0, %29) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %31 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x1x3xf32>
    return %6, %7, %8, %13, %14, %16, %17, %26, %27, %28, %30 : tensor<3x3x4xf32>, tensor<3x4xf32>, tensor<1x1x4x1xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<1x1xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x1x4xf32>, tensor<3x4xi32>, tensor<3x1x3xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x1x4xf32>) -> tensor<3x1x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x1x4xf32>) -> tensor<3x1x4xf32>
    return %0 : tensor<3x1x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x1x4xf32>) -> tensor<3x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x1x4xf32>, tensor<f32>) -> tensor<3x1x4xf32>
    return %1 : tensor<3x1x4xf32>
  }
  func.func private @argmax(%arg0: tensor<3x1x4xf32>) -> tensor<3x4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x1x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x1x4xf32>, tensor<3x1x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3x4xi32>
  }
}
