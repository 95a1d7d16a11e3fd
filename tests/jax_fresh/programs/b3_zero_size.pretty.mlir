module @jit_zero_size attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2xf32>, %arg1: tensor<0x2xf32>, %arg2: tensor<4xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3x2xf32> {jax.result_info = "result[2]"}, tensor<3x2xf32> {jax.result_info = "result[3]"}, tensor<0x2xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<0x5x1xf32> {jax.result_info = "result[6]"}, tensor<0x2xf32> {jax.result_info = "result[7]"}, tensor<i32> {jax.result_info = "result[8]"}, tensor<2x2xf32> {jax.result_info = "result[9]"}, tensor<2xf32> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.slice %arg0 [0:3, 0:0] : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<-3.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<3xf32>
    %5 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xf32>, tensor<0x2xf32>) -> tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<0x2xf32>
    %7 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x0xf32>, tensor<0x2xf32>) -> tensor<3x2xf32>
    %8 = call @cumsum(%arg1) : (tensor<0x2xf32>) -> tensor<0x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reshape %arg1 : (tensor<0x2xf32>) -> tensor<0x5x1xf32>
    %10 = call @sort(%arg1) : (tensor<0x2xf32>) -> tensor<0x2xf32>
    %11 = stablehlo.slice %arg2 [0:0] : (tensor<4xi32>) -> tensor<0xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.multiply across dimensions = [0] : (tensor<0xi32>, tensor<i32>) -> tensor<i32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = call @_pad(%arg1, %cst_4) : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%arg1 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2xf32>
    return %1, %4, %5, %7, %8, %cst_3, %9, %10, %12, %13, %16 : tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>, tensor<3x2xf32>, tensor<0x2xf32>, tensor<f32>, tensor<0x5x1xf32>, tensor<0x2xf32>, tensor<i32>, tensor<2x2xf32>, tensor<2xf32>
  }
  func.func private @cumsum(%arg0: tensor<0x2xf32>) -> tensor<0x2xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<0x2xf32>) -> tensor<0x2xf32>
    return %0 : tensor<0x2xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<0x2xf32>) -> tensor<0x2xf32> {
    return %arg0 : tensor<0x2xf32>
  }
  func.func private @sort(%arg0: tensor<0x2xf32>) -> tensor<0x2xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<0x2xf32>) -> tensor<0x2xf32>
    return %0 : tensor<0x2xf32>
  }
  func.func private @_pad(%arg0: tensor<0x2xf32>, %arg1: tensor<f32>) -> tensor<2x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<0x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
