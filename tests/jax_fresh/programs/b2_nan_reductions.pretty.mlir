module @jit_nan_reductions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<4xi32> {jax.result_info = "result[8]"}) {
    %0 = call @nanmean(%arg0) : (tensor<4x5xf32>) -> tensor<5xf32>
    %1 = call @nanvar(%arg0) : (tensor<4x5xf32>) -> tensor<4xf32>
    %2 = call @nanstd(%arg0) : (tensor<4x5xf32>) -> tensor<f32>
    %3 = call @nanprod(%arg0) : (tensor<4x5xf32>) -> tensor<5xf32>
    %4 = call @nancumsum(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %5 = call @nanmin(%arg0) : (tensor<4x5xf32>) -> tensor<f32>
    %6 = call @nanmax(%arg0) : (tensor<4x5xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %7 = call @nanpercentile(%arg0, %cst) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = call @_nanargmin(%arg0) : (tensor<4x5xf32>) -> tensor<4xi32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<5xf32>, tensor<4xf32>, tensor<f32>, tensor<5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
  }
  func.func private @nanmean(%arg0: tensor<4x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.not %0 : tensor<4x5xi1>
    %2 = stablehlo.convert %1 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %3 = stablehlo.convert %2 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %5 = call @nansum(%arg0) : (tensor<4x5xf32>) -> tensor<5xf32>
    %6 = stablehlo.divide %5, %4 : tensor<5xf32>
    return %6 : tensor<5xf32>
  }
  func.func private @nansum(%arg0: tensor<4x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<f32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @nanvar(%arg0: tensor<4x5xf32>) -> tensor<4xf32> {
    %0 = call @nanmean_0(%arg0) : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where_2(%1, %c, %3) : (tensor<4x5xi1>, tensor<i32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %5 = chlo.square %4 : tensor<4x5xf32> -> tensor<4x5xf32>
    %6 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = stablehlo.not %6 : tensor<4x5xi1>
    %8 = stablehlo.convert %7 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.subtract %9, %10 : tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.compare LE, %11, %12, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where_3(%13, %cst_3, %14) : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %16 = call @_where_4(%13, %c_4, %11) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %17 = stablehlo.convert %16 : (tensor<4xi32>) -> tensor<4xf32>
    %18 = stablehlo.divide %15, %17 : tensor<4xf32>
    return %18 : tensor<4xf32>
  }
  func.func private @nanmean_0(%arg0: tensor<4x5xf32>) -> tensor<4x1xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.not %0 : tensor<4x5xi1>
    %2 = stablehlo.convert %1 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %3 = stablehlo.convert %2 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %6 = call @nansum_1(%arg0) : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x1xf32>
    return %7 : tensor<4x1xf32>
  }
  func.func private @nansum_1(%arg0: tensor<4x5xf32>) -> tensor<4x1xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    return %3 : tensor<4x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x5xi1>, %arg1: tensor<i32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @_where_3(%arg0: tensor<4xi1>, %arg1: tensor<f32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_where_4(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @nanstd(%arg0: tensor<4x5xf32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @nanvar_5(%arg0, %c) : (tensor<4x5xf32>, tensor<i32>) -> tensor<f32>
    %1 = stablehlo.sqrt %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @nanvar_5(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = call @nanmean_6(%arg0) : (tensor<4x5xf32>) -> tensor<1x1xf32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where_2(%1, %c, %3) : (tensor<4x5xi1>, tensor<i32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %5 = chlo.square %4 : tensor<4x5xf32> -> tensor<4x5xf32>
    %6 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = stablehlo.not %6 : tensor<4x5xi1>
    %8 = stablehlo.convert %7 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
    %10 = stablehlo.convert %arg1 : tensor<i32>
    %11 = stablehlo.subtract %9, %10 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LE, %11, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_8(%12, %cst_2, %13) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %15 = call @_where_9(%12, %c_3, %11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = stablehlo.convert %15 : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.divide %14, %16 : tensor<f32>
    return %17 : tensor<f32>
  }
  func.func private @nanmean_6(%arg0: tensor<4x5xf32>) -> tensor<1x1xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.not %0 : tensor<4x5xi1>
    %2 = stablehlo.convert %1 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %3 = stablehlo.convert %2 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %6 = call @nansum_7(%arg0) : (tensor<4x5xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.divide %6, %5 : tensor<1x1xf32>
    return %7 : tensor<1x1xf32>
  }
  func.func private @nansum_7(%arg0: tensor<4x5xf32>) -> tensor<1x1xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    return %3 : tensor<1x1xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @nanprod(%arg0: tensor<4x5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @nancumsum(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = call @cumsum(%1) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @nanmin(%arg0: tensor<4x5xf32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = call @_where_10(%4, %cst_1, %2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @nanmax(%arg0: tensor<4x5xf32>) -> tensor<4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = call @_where_11(%4, %cst_1, %2) : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @_where_11(%arg0: tensor<4xi1>, %arg1: tensor<f32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @nanpercentile(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @nanquantile(%arg0, %0) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @nanquantile(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = call @_where_12(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = "stablehlo.sort"(%1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %62 = stablehlo.compare EQ, %arg2, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %63 = stablehlo.select %62, %cst_15, %arg2 : tensor<i1>, tensor<f32>
      %64 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %65 = stablehlo.select %64, %cst_16, %63 : tensor<i1>, tensor<f32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.compare EQ, %arg3, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %67 = stablehlo.select %66, %cst_18, %arg3 : tensor<i1>, tensor<f32>
      %68 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_19 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %69 = stablehlo.select %68, %cst_19, %67 : tensor<i1>, tensor<f32>
      %70 = stablehlo.compare LT, %65, %69, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %70 : tensor<i1>
    }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %4 = stablehlo.not %3 : tensor<4x5xi1>
    %5 = stablehlo.convert %4 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %6 = stablehlo.convert %5 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<4xf32>
    %13 = stablehlo.floor %12 : tensor<4xf32>
    %14 = stablehlo.ceil %12 : tensor<4xf32>
    %15 = stablehlo.subtract %12, %13 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.subtract %7, %18 : tensor<4xf32>
    %20 = stablehlo.minimum %13, %19 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.subtract %7, %23 : tensor<4xf32>
    %25 = stablehlo.minimum %14, %24 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<4xf32>
    %28 = stablehlo.convert %22 : (tensor<4xf32>) -> tensor<4xi32>
    %29 = stablehlo.convert %27 : (tensor<4xf32>) -> tensor<4xi32>
    %30 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %34 = stablehlo.add %30, %33 : tensor<4xi32>
    %35 = stablehlo.select %32, %34, %30 : tensor<4xi1>, tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %37 = stablehlo.compare LT, %28, %36, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %39 = stablehlo.add %28, %38 : tensor<4xi32>
    %40 = stablehlo.select %37, %39, %28 : tensor<4xi1>, tensor<4xi32>
    %41 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %43 = stablehlo.concatenate %41, %42, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %44 = "stablehlo.gather"(%2, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %46 = stablehlo.compare LT, %30, %45, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %48 = stablehlo.add %30, %47 : tensor<4xi32>
    %49 = stablehlo.select %46, %48, %30 : tensor<4xi1>, tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %51 = stablehlo.compare LT, %29, %50, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %53 = stablehlo.add %29, %52 : tensor<4xi32>
    %54 = stablehlo.select %51, %53, %29 : tensor<4xi1>, tensor<4xi32>
    %55 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %57 = stablehlo.concatenate %55, %56, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %58 = "stablehlo.gather"(%2, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %59 = stablehlo.multiply %44, %17 : tensor<4xf32>
    %60 = stablehlo.multiply %58, %15 : tensor<4xf32>
    %61 = stablehlo.add %59, %60 : tensor<4xf32>
    return %61 : tensor<4xf32>
  }
  func.func private @_where_12(%arg0: tensor<4x5xi1>, %arg1: tensor<f32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @_nanargmin(%arg0: tensor<4x5xf32>) -> tensor<4xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where_12(%0, %cst, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %2 = call @argmin(%1) : (tensor<4x5xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_4(%3, %c_0, %2) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    return %4 : tensor<4xi32>
  }
  func.func private @argmin(%arg0: tensor<4x5xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<4xi32>
  }
}
