module @jit_argmax_pool_variadic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x4xf32>) -> (tensor<2x3x4xf32> {jax.result_info = "result[0]"}, tensor<2x3x4xi32> {jax.result_info = "result[1]"}, tensor<2x5x3xf32> {jax.result_info = "result[2]"}, tensor<2xf32> {jax.result_info = "result[3]"}, tensor<2xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<2x5x4xi32>
    %c = stablehlo.constant dense<100> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x5x4xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x5x4xi32>
    %3 = stablehlo.iota dim = 2 : tensor<2x5x4xi32>
    %4 = stablehlo.add %2, %3 : tensor<2x5x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_0 = stablehlo.constant dense<1073741824> : tensor<i32>
    %5:2 = "stablehlo.reduce_window"(%arg0, %4, %cst, %c_0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [1, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %8 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<i1>
      %12 = stablehlo.compare NE, %9, %11, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = stablehlo.convert %12 : tensor<i1>
      %14 = stablehlo.and %13, %10 : tensor<i1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<i1>
      %16 = stablehlo.compare NE, %8, %15, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = stablehlo.convert %16 : tensor<i1>
      %18 = stablehlo.or %17, %14 : tensor<i1>
      %19 = func.call @_where(%18, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = func.call @_where_0(%18, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %19, %20 : tensor<f32>, tensor<i32>
    }) : (tensor<2x5x4xf32>, tensor<2x5x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>)
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = "stablehlo.reduce_window"(%arg0, %cst_1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [1, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %8 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<2x5x4xf32>, tensor<f32>) -> tensor<2x5x3xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_3 = stablehlo.constant dense<1073741824> : tensor<i32>
    %7:2 = stablehlo.reduce(%arg0 init: %cst_2), (%4 init: %c_3) across dimensions = [1, 2] : (tensor<2x5x4xf32>, tensor<2x5x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %8 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<i1>
      %12 = stablehlo.compare NE, %9, %11, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = stablehlo.convert %12 : tensor<i1>
      %14 = stablehlo.and %13, %10 : tensor<i1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<i1>
      %16 = stablehlo.compare NE, %8, %15, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = stablehlo.convert %16 : tensor<i1>
      %18 = stablehlo.or %17, %14 : tensor<i1>
      %19 = func.call @_where(%18, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = func.call @_where_0(%18, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %19, %20 : tensor<f32>, tensor<i32>
    }
    return %5#0, %5#1, %6, %7#0, %7#1 : tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<2x5x3xf32>, tensor<2xf32>, tensor<2xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
