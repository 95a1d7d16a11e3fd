module @jit_median_percentile attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<[1.000000e-01, 5.000000e-01, 0.899999976]> : tensor<3xf32>
    %0 = call @median(%arg0) : (tensor<5x6xf32>) -> tensor<f32>
    %1 = call @median_0(%arg0) : (tensor<5x6xf32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %2 = call @percentile(%arg0, %cst_0) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %3 = call @quantile_5(%arg0, %cst) : (tensor<5x6xf32>, tensor<3xf32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<7.500000e+01> : tensor<f32>
    %4 = call @percentile_6(%arg0, %cst_1) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %5 = call @percentile_8(%arg0, %cst_2) : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1, %2, %3, %4, %5 : tensor<f32>, tensor<6xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<f32>
  }
  func.func private @median(%arg0: tensor<5x6xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @quantile(%arg0, %cst) : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @quantile(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reshape %arg0 : (tensor<5x6xf32>) -> tensor<30xf32>
    %1 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = call @_where(%3, %cst, %0) : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %5 = "stablehlo.sort"(%4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_11, %23 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_14, %27 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<f32>
    %8 = stablehlo.floor %7 : tensor<f32>
    %9 = stablehlo.ceil %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.clamp %cst_4, %8, %10 : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.clamp %cst_7, %9, %12 : tensor<f32>
    %14 = stablehlo.convert %11 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.convert %13 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.gather"(%5, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.gather"(%5, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    %20 = stablehlo.add %17, %19 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.multiply %20, %cst_8 : tensor<f32>
    return %21 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<30xf32>) -> tensor<30xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<30xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<30xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<30xi1>, tensor<30xf32>
    return %3 : tensor<30xf32>
  }
  func.func private @median_0(%arg0: tensor<5x6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @quantile_1(%arg0, %cst) : (tensor<5x6xf32>, tensor<f32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @quantile_1(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<5x6xi1>, tensor<i1>) -> tensor<6xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xi1>) -> tensor<1x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where_2(%2, %cst, %arg0) : (tensor<1x6xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_11, %23 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_14, %27 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_0 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f32>
    %13 = stablehlo.convert %10 : (tensor<f32>) -> tensor<i32>
    %14 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %19 = stablehlo.add %16, %18 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<6xf32>
    return %21 : tensor<6xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x6xi1>, %arg1: tensor<f32>, %arg2: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x6xi1>) -> tensor<5x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %3 : tensor<5x6xf32>
  }
  func.func private @percentile(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_3(%arg0, %0) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @quantile_3(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where_4(%2, %cst, %arg0) : (tensor<5x1xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_11, %27 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.select %30, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %32 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %33 = stablehlo.select %32, %cst_14, %31 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare LT, %29, %33, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_5, %7, %11 : tensor<f32>
    %cst_6 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.clamp %cst_8, %8, %13 : tensor<f32>
    %15 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.convert %14 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%4, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %21 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<5xf32>
    %23 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<5xf32>
    %25 = stablehlo.add %22, %24 : tensor<5xf32>
    return %25 : tensor<5xf32>
  }
  func.func private @_where_4(%arg0: tensor<5x1xi1>, %arg1: tensor<f32>, %arg2: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xi1>) -> tensor<5x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %3 : tensor<5x6xf32>
  }
  func.func private @quantile_5(%arg0: tensor<5x6xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<5x6xf32>) -> tensor<30xf32>
    %1 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = call @_where(%3, %cst, %0) : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %5 = "stablehlo.sort"(%4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.select %31, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %33 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %34 = stablehlo.select %33, %cst_11, %32 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.select %35, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %38 = stablehlo.select %37, %cst_14, %36 : tensor<i1>, tensor<f32>
      %39 = stablehlo.compare LT, %34, %38, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.multiply %arg1, %7 : tensor<3xf32>
    %9 = stablehlo.floor %8 : tensor<3xf32>
    %10 = stablehlo.ceil %8 : tensor<3xf32>
    %11 = stablehlo.subtract %8, %9 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.clamp %15, %9, %16 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.clamp %19, %10, %20 : tensor<3xf32>
    %22 = stablehlo.convert %17 : (tensor<3xf32>) -> tensor<3xi32>
    %23 = stablehlo.convert %21 : (tensor<3xf32>) -> tensor<3xi32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %25 = "stablehlo.gather"(%5, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %27 = "stablehlo.gather"(%5, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %28 = stablehlo.multiply %25, %13 : tensor<3xf32>
    %29 = stablehlo.multiply %27, %11 : tensor<3xf32>
    %30 = stablehlo.add %28, %29 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @percentile_6(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_7(%arg0, %0) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @quantile_7(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x6xi1>, tensor<i1>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where_4(%2, %cst, %arg0) : (tensor<5x1xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_11, %23 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_14, %27 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %9 = stablehlo.subtract %6, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.clamp %cst_4, %7, %10 : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.clamp %cst_7, %8, %12 : tensor<f32>
    %14 = stablehlo.convert %11 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.convert %13 : (tensor<f32>) -> tensor<i32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.gather"(%4, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.gather"(%4, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.compare LE, %9, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %21 = stablehlo.select %20, %17, %19 : tensor<i1>, tensor<5xf32>
    return %21 : tensor<5xf32>
  }
  func.func private @percentile_8(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = call @quantile_9(%arg0, %0) : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @quantile_9(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reshape %arg0 : (tensor<5x6xf32>) -> tensor<30xf32>
    %1 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = call @_where(%3, %cst, %0) : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %5 = "stablehlo.sort"(%4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.compare EQ, %arg2, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %14, %cst_6, %arg2 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.select %16, %cst_7, %15 : tensor<i1>, tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.compare EQ, %arg3, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.select %18, %cst_9, %arg3 : tensor<i1>, tensor<f32>
      %20 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %21 = stablehlo.select %20, %cst_10, %19 : tensor<i1>, tensor<f32>
      %22 = stablehlo.compare LT, %17, %21, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<f32>
    %8 = stablehlo.floor %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.clamp %cst_4, %8, %9 : tensor<f32>
    %11 = stablehlo.convert %10 : (tensor<f32>) -> tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.gather"(%5, %12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    return %13 : tensor<f32>
  }
}
