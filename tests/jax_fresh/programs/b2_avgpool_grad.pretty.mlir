module @jit_avgpool_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x5x6x2xf32>) -> (tensor<1x5x6x2xf32> {jax.result_info = "result[0]"}, tensor<1x5x6x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<18xf32>
    %1 = stablehlo.reshape %0 : (tensor<18xf32>) -> tensor<1x3x3x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<1x3x3x2xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %5 = stablehlo.divide %3, %4 : tensor<1x3x3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.pad %5, %cst_1, low = [0, 1, 2, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x7x8x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%6, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<1x7x8x2xf32>, tensor<f32>) -> tensor<1x5x6x2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.pad %arg0, %cst_4, low = [0, 1, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x5x6x2xf32>, tensor<f32>) -> tensor<1x7x7x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = "stablehlo.select_and_scatter"(%10, %9, %cst_5) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }, {
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<1x7x7x2xf32>, tensor<1x3x3x2xf32>, tensor<f32>) -> tensor<1x7x7x2xf32>
    %12 = stablehlo.slice %11 [0:1, 1:6, 0:6, 0:2] : (tensor<1x7x7x2xf32>) -> tensor<1x5x6x2xf32>
    return %8, %12 : tensor<1x5x6x2xf32>, tensor<1x5x6x2xf32>
  }
}
