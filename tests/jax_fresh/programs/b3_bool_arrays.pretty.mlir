module @jit_bool_arrays attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xi1>, %arg2: tensor<4x4xf32>) -> (tensor<16xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}, tensor<4x4xi1> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}, tensor<4x4xi1> {jax.result_info = "result[5]"}, tensor<4xi1> {jax.result_info = "result[6]"}, tensor<4x4xi1> {jax.result_info = "result[7]"}, tensor<2xui8> {jax.result_info = "result[8]"}, tensor<4xi32> {jax.result_info = "result[9]"}, tensor<4xi32> {jax.result_info = "result[10]"}, tensor<4x4xi1> {jax.result_info = "result[11]"}) {
    %0 = call @cumsum(%arg0) : (tensor<4x4xi1>) -> tensor<16xi32>
    %1 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %2 = call @argmax(%1) : (tensor<16xi1>) -> tensor<i32>
    %3 = stablehlo.and %arg0, %arg1 : tensor<4x4xi1>
    %4 = stablehlo.convert %3 : (tensor<4x4xi1>) -> tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.reduce(%4 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4x4xi32>, tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %8 = stablehlo.negate %arg2 : tensor<4x4xf32>
    %9 = call @_where(%arg0, %arg2, %8) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %10 = call @sort(%arg0) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %11 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.or across dimensions = [0] : (tensor<4x4xi1>, tensor<i1>) -> tensor<4xi1>
    %12 = stablehlo.compare NE, %arg0, %arg1, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %13 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %14 = call @packbits(%13) : (tensor<16xi1>) -> tensor<2xui8>
    %15 = stablehlo.xor %arg0, %arg1 : tensor<4x4xi1>
    %16 = stablehlo.convert %15 : (tensor<4x4xi1>) -> tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.reduce(%16 init: %c_1) applies stablehlo.add across dimensions = [1] : (tensor<4x4xi32>, tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %19 = call @cumsum_1(%18) : (tensor<16xi1>) -> tensor<16xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = call @clip(%19, %c_3) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %25 = stablehlo.add %21, %24 : tensor<16xi32>
    %26 = stablehlo.select %23, %25, %21 : tensor<16xi1>, tensor<16xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %29 = "stablehlo.scatter"(%20, %27, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %34 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %34 : tensor<i32>
    }) : (tensor<4xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<4xi32>
    %30 = call @cumsum_2(%29) : (tensor<4xi32>) -> tensor<4xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %31 = call @floor_divide(%30, %c_7) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<16> : tensor<i32>
    %32 = call @remainder(%31, %c_8) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %33 = call @triu(%arg0) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    return %0, %2, %5, %7, %9, %10, %11, %12, %14, %17, %32, %33 : tensor<16xi32>, tensor<i32>, tensor<4xi32>, tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xi1>, tensor<4xi1>, tensor<4x4xi1>, tensor<2xui8>, tensor<4xi32>, tensor<4xi32>, tensor<4x4xi1>
  }
  func.func private @cumsum(%arg0: tensor<4x4xi1>) -> tensor<16xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %1 = stablehlo.convert %0 : (tensor<16xi1>) -> tensor<16xi32>
    %2 = call @cumsum_0(%1) : (tensor<16xi32>) -> tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @argmax(%arg0: tensor<16xi1>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<16xi1>, tensor<16xi32>, tensor<i1>, tensor<i32>) -> (tensor<i1>, tensor<i32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @sort(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    return %0 : tensor<4x4xi1>
  }
  func.func private @packbits(%arg0: tensor<16xi1>) -> tensor<2xui8> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %2 = stablehlo.convert %1 : (tensor<16xi1>) -> tensor<16xui8>
    %3 = stablehlo.iota dim = 0 : tensor<8xui8>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<8xui8>
    %5 = stablehlo.reshape %2 : (tensor<16xui8>) -> tensor<2x8xui8>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8xui8>) -> tensor<2x8xui8>
    %8 = stablehlo.shift_left %5, %7 : tensor<2x8xui8>
    %9 = stablehlo.convert %8 : (tensor<2x8xui8>) -> tensor<2x8xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %10 = stablehlo.reduce(%9 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8xui32>, tensor<ui32>) -> tensor<2xui32>
    %11 = stablehlo.convert %10 : (tensor<2xui32>) -> tensor<2xui8>
    return %11 : tensor<2xui8>
  }
  func.func private @cumsum_1(%arg0: tensor<16xi1>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<16xi1>) -> tensor<16xi32>
    %1 = call @cumsum_0(%0) : (tensor<16xi32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xi32>
    %2 = stablehlo.sign %arg0 : tensor<4xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.and %5, %9 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<4xi32>
    %13 = call @_where_4(%10, %12, %1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %13 : tensor<4xi32>
  }
  func.func private @_where_4(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_5(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @triu(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
}
