module @jit_pool_grads_half attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x5x6x2xf32>, %arg1: tensor<1x4x3x4x2xf32>) -> (tensor<1x5x6x2xf16> {jax.result_info = "result[0]"}, tensor<1x5x6x2xbf16> {jax.result_info = "result[1]"}, tensor<1x5x6x2xf16> {jax.result_info = "result[2]"}, tensor<1x4x3x4x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1x5x6x2xf32>) -> tensor<1x5x6x2xf16>
    %1 = stablehlo.convert %arg0 : (tensor<1x5x6x2xf32>) -> tensor<1x5x6x2xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x5x3x2xf32>
    %3 = stablehlo.convert %2 : (tensor<1x5x3x2xf32>) -> tensor<1x5x3x2xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %4 = stablehlo.pad %0, %cst_0, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x5x6x2xf16>, tensor<f16>) -> tensor<1x6x6x2xf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %5 = "stablehlo.select_and_scatter"(%4, %3, %cst_1) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %29 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %29 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %29 : tensor<f16>
    }) : (tensor<1x6x6x2xf16>, tensor<1x5x3x2xf16>, tensor<f16>) -> tensor<1x6x6x2xf16>
    %6 = stablehlo.slice %5 [0:1, 0:5, 0:6, 0:2] : (tensor<1x6x6x2xf16>) -> tensor<1x5x6x2xf16>
    %cst_2 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %8 = "stablehlo.reduce_window"(%1, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %29 = stablehlo.minimum %arg2, %arg3 : tensor<bf16>
      stablehlo.return %29 : tensor<bf16>
    }) : (tensor<1x5x6x2xbf16>, tensor<bf16>) -> tensor<1x2x5x2xbf16>
    %9 = stablehlo.convert %8 : (tensor<1x2x5x2xbf16>) -> tensor<1x2x5x2xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x5x2xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<1x2x5x2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x2x5x2xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<1x2x5x2xf32>
    %14 = stablehlo.convert %13 : (tensor<1x2x5x2xf32>) -> tensor<1x2x5x2xbf16>
    %cst_5 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %15 = stablehlo.pad %1, %cst_5, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x5x6x2xbf16>, tensor<bf16>) -> tensor<1x5x6x2xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %16 = "stablehlo.select_and_scatter"(%15, %14, %cst_6) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %29 = stablehlo.compare LE, %arg2, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %29 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %29 : tensor<bf16>
    }) : (tensor<1x5x6x2xbf16>, tensor<1x2x5x2xbf16>, tensor<bf16>) -> tensor<1x5x6x2xbf16>
    %17 = stablehlo.slice %16 [0:1, 0:5, 0:6, 0:2] : (tensor<1x5x6x2xbf16>) -> tensor<1x5x6x2xbf16>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x3x3x2xf32>
    %19 = stablehlo.convert %18 : (tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %20 = stablehlo.pad %19, %cst_8, low = [0, 0, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<1x3x3x2xf16>, tensor<f16>) -> tensor<1x6x7x2xf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f16>) -> tensor<f16>
    %22 = "stablehlo.reduce_window"(%20, %21) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f16>, %arg3: tensor<f16>):
      %29 = stablehlo.add %arg2, %arg3 : tensor<f16>
      stablehlo.return %29 : tensor<f16>
    }) : (tensor<1x6x7x2xf16>, tensor<f16>) -> tensor<1x5x6x2xf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x2x3x2x2xf32>
    %cst_11 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x2x3x2x2xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x2x3x2x2xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.pad %arg1, %cst_12, low = [0, 0, 0, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x3x4x2xf32>, tensor<f32>) -> tensor<1x4x4x4x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = "stablehlo.select_and_scatter"(%26, %25, %cst_13) <{padding = dense<0> : tensor<5x2xi64>, window_dimensions = array<i64: 1, 2, 2, 2, 1>, window_strides = array<i64: 1, 2, 1, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %29 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %29 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %29 : tensor<f32>
    }) : (tensor<1x4x4x4x2xf32>, tensor<1x2x3x2x2xf32>, tensor<f32>) -> tensor<1x4x4x4x2xf32>
    %28 = stablehlo.slice %27 [0:1, 0:4, 0:3, 0:4, 0:2] : (tensor<1x4x4x4x2xf32>) -> tensor<1x4x3x4x2xf32>
    return %6, %17, %22, %28 : tensor<1x5x6x2xf16>, tensor<1x5x6x2xbf16>, tensor<1x5x6x2xf16>, tensor<1x4x3x4x2xf32>
  }
}
