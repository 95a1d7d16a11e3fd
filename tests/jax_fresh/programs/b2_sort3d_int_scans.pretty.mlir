module @jit_sort3d_int_scans attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3x4xi32>) -> (tensor<3x2x4xf32> {jax.result_info = "result[0]"}, tensor<3x2x4xi32> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<3x4xi32> {jax.result_info = "result[3]"}, tensor<3x4xi32> {jax.result_info = "result[4]"}, tensor<3x4xi32> {jax.result_info = "result[5]"}) {
    %0 = call @sort(%arg0) : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %1 = call @argsort(%arg0) : (tensor<3x2x4xf32>) -> tensor<3x2x4xi32>
    %2 = call @cumsum(%arg1) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %3 = call @remainder(%arg1, %c) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi32>
    %6 = call @cumprod(%5) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %7 = call @cummax(%arg1) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %8 = call @cummin(%arg1) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    return %0, %1, %2, %6, %7, %8 : tensor<3x2x4xf32>, tensor<3x2x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>
  }
  func.func private @sort(%arg0: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
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
    }) : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    return %0 : tensor<3x2x4xf32>
  }
  func.func private @argsort(%arg0: tensor<3x2x4xf32>) -> tensor<3x2x4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x2x4xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x2x4xf32>, tensor<3x2x4xi32>) -> (tensor<3x2x4xf32>, tensor<3x2x4xi32>)
    return %1#1 : tensor<3x2x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
  func.func private @remainder(%arg0: tensor<3x4xi32>, %arg1: tensor<i32>) -> tensor<3x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x4xi1>, tensor<3x4xi32>
    return %15 : tensor<3x4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumprod(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %0 = call @cumprod_1(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func private @cumprod_1(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func private @cummax(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
  func.func private @cummin(%arg0: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    return %1 : tensor<3x4xi32>
  }
}
