module @jit_take_modes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<6xi32>) -> (tensor<6x5xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<4x6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<4x4xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<6x5xf32>
    %1 = call @_take_0(%arg0, %arg1) : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>
    %2 = call @_take_1(%arg0, %arg1) : (tensor<4x5xf32>, tensor<6xi32>) -> tensor<4x6xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<4x5xf32>) -> tensor<20xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<6xi32>
    %6 = call @_take_3(%3, %5) : (tensor<20xf32>, tensor<6xi32>) -> tensor<6xf32>
    %7 = stablehlo.slice %arg1 [0:4] : (tensor<6xi32>) -> tensor<4xi32>
    %8 = stablehlo.abs %7 : tensor<4xi32>
    %9 = stablehlo.reshape %8 : (tensor<4xi32>) -> tensor<1x4xi32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %10 = call @remainder_4(%9, %c_0) : (tensor<1x4xi32>, tensor<i32>) -> tensor<1x4xi32>
    %11 = call @take_along_axis(%arg0, %10) : (tensor<4x5xf32>, tensor<1x4xi32>) -> tensor<4x4xf32>
    %12 = stablehlo.slice %arg1 [0:1] : (tensor<6xi32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %14 = call @remainder_5(%13, %c_1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %14, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %16 = stablehlo.add %14, %c_3 : tensor<i32>
    %17 = stablehlo.select %15, %16, %14 : tensor<i1>, tensor<i32>
    %18 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.multiply %19, %18 : tensor<3xi32>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.add %21, %20 : tensor<3xi32>
    %23 = stablehlo.reverse %22, dims = [0] : tensor<3xi32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %26 = stablehlo.concatenate %24, %25, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %27 = "stablehlo.gather"(%arg0, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    %28 = stablehlo.reverse %27, dims = [0] : tensor<3xf32>
    return %0, %1, %2, %6, %11, %28 : tensor<6x5xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<4x4xf32>, tensor<3xf32>
  }
  func.func private @_take(%arg0: tensor<4x5xf32>, %arg1: tensor<6xi32>) -> tensor<6x5xf32> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<6x5xf32>
    return %2 : tensor<6x5xf32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %11 = stablehlo.and %10, %5 : tensor<6xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %13 = stablehlo.add %3, %12 : tensor<6xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<6xi1>, tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<4x5xf32>, %arg1: tensor<6xi32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @_take_1(%arg0: tensor<4x5xf32>, %arg1: tensor<6xi32>) -> tensor<4x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<6x1xi1>, tensor<i1>) -> tensor<6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<6x1xi32>) -> tensor<4x6xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<6xi1>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x6xi1>, tensor<4x6xf32>
    return %16 : tensor<4x6xf32>
  }
  func.func private @_where_2(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @_take_3(%arg0: tensor<20xf32>, %arg1: tensor<6xi32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<20xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @remainder_4(%arg0: tensor<1x4xi32>, %arg1: tensor<i32>) -> tensor<1x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1x4xi1>, tensor<1x4xi1>) -> tensor<1x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<1x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<1x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1x4xi1>, tensor<1x4xi32>
    return %15 : tensor<1x4xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x5xf32>, %arg1: tensor<1x4xi32>) -> tensor<4x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x4xi1>, tensor<1x4xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x5xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @remainder_5(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
}
