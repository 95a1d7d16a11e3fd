module @jit_roll_tile_repeat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4xi32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<2x4x10xf32> {jax.result_info = "result[2]"}, tensor<4x10xf32> {jax.result_info = "result[3]"}, tensor<8x5xf32> {jax.result_info = "result[4]"}, tensor<4x5xf32> {jax.result_info = "result[5]"}, tensor<4x5xf32> {jax.result_info = "result[6]"}, tensor<5x4xf32> {jax.result_info = "result[7]"}, tensor<4x5x1xf32> {jax.result_info = "result[8]"}, tensor<5x2x2xf32> {jax.result_info = "result[9]"}) {
    %0 = call @_roll_static(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<4x5xf32>) -> tensor<20xf32>
    %2 = call @_roll_static_0(%1) : (tensor<20xf32>) -> tensor<20xf32>
    %3 = stablehlo.reshape %2 : (tensor<20xf32>) -> tensor<4x5xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x4x5xf32>) -> tensor<1x1x1x4x1x5xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x4x1x5xf32>) -> tensor<2x1x1x4x2x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x4x2x5xf32>) -> tensor<2x4x10xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x5x2xf32>) -> tensor<4x10xf32>
    %10 = call @_roll_static_1(%arg1) : (tensor<4xi32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = "stablehlo.scatter"(%10, %11, %c_0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %13 = call @cumsum(%12) : (tensor<4xi32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %16 = stablehlo.compare LT, %13, %15, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.add %13, %17 : tensor<4xi32>
    %19 = stablehlo.select %16, %18, %13 : tensor<4xi1>, tensor<4xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = "stablehlo.scatter"(%14, %20, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %34 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %34 : tensor<i32>
    }) : (tensor<8xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<8xi32>
    %23 = call @cumsum_3(%22) : (tensor<8xi32>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %25 = stablehlo.subtract %23, %24 : tensor<8xi32>
    %26 = call @_take(%arg0, %25) : (tensor<4x5xf32>, tensor<8xi32>) -> tensor<8x5xf32>
    %27 = call @_flip(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %28 = call @_flip_5(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %29 = call @rot90(%arg0) : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %30 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %31 = stablehlo.transpose %30, dims = [1, 2, 0] : (tensor<1x4x5xf32>) -> tensor<4x5x1xf32>
    %32 = stablehlo.reshape %arg0 : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
    %33 = stablehlo.transpose %32, dims = [2, 1, 0] : (tensor<2x2x5xf32>) -> tensor<5x2x2xf32>
    return %0, %3, %7, %9, %26, %27, %28, %29, %31, %33 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x4x10xf32>, tensor<4x10xf32>, tensor<8x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<4x5x1xf32>, tensor<5x2x2xf32>
  }
  func.func private @_roll_static(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:5] : (tensor<4x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.slice %2 [0:4, 2:5] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.slice %2 [0:4, 0:2] : (tensor<4x5xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<4x5xf32>
    return %5 : tensor<4x5xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<20xf32>) -> tensor<20xf32> {
    %0 = stablehlo.slice %arg0 [13:20] : (tensor<20xf32>) -> tensor<7xf32>
    %1 = stablehlo.slice %arg0 [0:13] : (tensor<20xf32>) -> tensor<13xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7xf32>, tensor<13xf32>) -> tensor<20xf32>
    return %2 : tensor<20xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.slice %arg0 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
    %1 = stablehlo.slice %arg0 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_take(%arg0: tensor<4x5xf32>, %arg1: tensor<8xi32>) -> tensor<8x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<8x1xi32>) -> tensor<8x5xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi1>) -> tensor<8x5xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x5xi1>, tensor<8x5xf32>
    return %16 : tensor<8x5xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_flip(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @_flip_5(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @rot90(%arg0: tensor<4x5xf32>) -> tensor<5x4xf32> {
    %0 = call @_flip_5(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
}
