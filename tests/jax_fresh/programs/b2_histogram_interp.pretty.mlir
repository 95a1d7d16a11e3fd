module @jit_histogram_interp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<7xi32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<7xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<f32> {jax.result_info = "result[8]"}, tensor<3xf32> {jax.result_info = "result[9]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, -2.000000e+00, 5.000000e-01]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare EQ, %1, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.subtract %4, %cst_3 : tensor<f32>
    %6 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @_where(%2, %5, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.compare EQ, %9, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %11 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.add %12, %cst_5 : tensor<f32>
    %14 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %16 = call @_where(%10, %13, %15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = call @_linspace(%8, %16) : (tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %18 = call @searchsorted(%17, %arg0) : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    %19 = stablehlo.slice %17 [5:6] : (tensor<6xf32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.compare EQ, %arg0, %21, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %23 = call @_where_1(%22, %c, %18) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %26 = stablehlo.compare LT, %23, %25, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %28 = stablehlo.add %23, %27 : tensor<8xi32>
    %29 = stablehlo.select %26, %28, %23 : tensor<8xi1>, tensor<8xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %31 = "stablehlo.scatter"(%24, %30, %0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %52 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %52 : tensor<f32>
    }) : (tensor<6xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<6xf32>
    %32 = stablehlo.slice %31 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %33 = call @_interp(%arg0, %arg1, %arg2) : (tensor<8xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<8xf32>
    %34 = call @polyval(%cst_0, %arg0) : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %36 = call @clip_10(%arg3, %c_10) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %38 = stablehlo.compare LT, %36, %37, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %40 = stablehlo.add %36, %39 : tensor<7xi32>
    %41 = stablehlo.select %38, %40, %36 : tensor<7xi1>, tensor<7xi32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %44 = "stablehlo.scatter"(%35, %42, %43) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %52 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %52 : tensor<i32>
    }) : (tensor<6xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<6xi32>
    %45 = call @diff(%arg0) : (tensor<8xf32>) -> tensor<7xf32>
    %46 = call @diff_11(%arg0) : (tensor<8xf32>) -> tensor<6xf32>
    %47 = call @ediff1d(%arg1) : (tensor<5xf32>) -> tensor<4xf32>
    %48 = call @trapezoid(%arg2, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %49 = stablehlo.slice %arg0 [0:3] : (tensor<8xf32>) -> tensor<3xf32>
    %50 = stablehlo.slice %arg0 [3:6] : (tensor<8xf32>) -> tensor<3xf32>
    %51 = call @cross(%49, %50) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %32, %17, %33, %34, %44, %45, %46, %47, %48, %51 : tensor<5xf32>, tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<6xi32>, tensor<7xf32>, tensor<6xf32>, tensor<4xf32>, tensor<f32>, tensor<3xf32>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.divide %0, %1 : tensor<5xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<5xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<5xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<5xf32>
    %11 = stablehlo.add %7, %10 : tensor<5xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<5xf32>, tensor<1xf32>) -> tensor<6xf32>
    return %13 : tensor<6xf32>
  }
  func.func private @searchsorted(%arg0: tensor<6xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<6xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<6xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<6xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<6xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<6xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call(%arg0: tensor<6xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<8xi1>, tensor<8xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<8xi1>, tensor<8xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<8xi1>, tensor<8xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %21, %22 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_interp(%arg0: tensor<8xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<8xf32> {
    %0 = call @searchsorted_2(%arg1, %arg0) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = call @clip(%0, %c, %c_0) : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.add %1, %4 : tensor<8xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<8xi1>, tensor<8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %10, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<8xi1>, tensor<8xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<8xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %22 = stablehlo.add %1, %21 : tensor<8xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<8xi1>, tensor<8xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<8xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %31 = stablehlo.add %27, %30 : tensor<8xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<8xi1>, tensor<8xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<8xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<8xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %41 = stablehlo.add %37, %40 : tensor<8xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<8xi1>, tensor<8xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<8xf32>
    %46 = stablehlo.abs %35 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<8xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %54 = stablehlo.add %50, %53 : tensor<8xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<8xi1>, tensor<8xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<8xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %63 = stablehlo.add %59, %62 : tensor<8xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<8xi1>, tensor<8xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_6(%48, %c_20, %35) : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %68 = stablehlo.divide %45, %67 : tensor<8xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<8xf32>
    %70 = stablehlo.add %66, %69 : tensor<8xf32>
    %71 = call @_where_7(%48, %57, %70) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %72 = stablehlo.slice %arg2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.slice %arg1 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.compare LT, %arg0, %76, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %78 = call @_where_8(%77, %73, %71) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %79 = stablehlo.slice %arg2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.slice %arg1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %85 = call @_where_8(%84, %80, %78) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    return %85 : tensor<8xf32>
  }
  func.func private @searchsorted_2(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_4(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_4(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_5(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call_5(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<8xi1>, tensor<8xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<8xi1>, tensor<8xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<8xi1>, tensor<8xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %21, %22 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @clip(%arg0: tensor<8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xi32>
    return %5 : tensor<8xi32>
  }
  func.func private @_where_6(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_7(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_where_8(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @polyval(%arg0: tensor<3xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<3xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:3] : (tensor<3xf32>) -> tensor<3xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_9(%arg1, %0, %4) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_9(%arg1, %5, %7) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_9(%arg1, %8, %10) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %11 : tensor<8xf32>
  }
  func.func private @closed_call_9(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @clip_10(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<7xi32>
    return %2 : tensor<7xi32>
  }
  func.func private @diff(%arg0: tensor<8xf32>) -> tensor<7xf32> {
    %0 = stablehlo.slice %arg0 [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %1 = stablehlo.slice %arg0 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<7xf32>
    return %2 : tensor<7xf32>
  }
  func.func private @diff_11(%arg0: tensor<8xf32>) -> tensor<6xf32> {
    %0 = stablehlo.slice %arg0 [1:8] : (tensor<8xf32>) -> tensor<7xf32>
    %1 = stablehlo.slice %arg0 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<7xf32>
    %3 = stablehlo.slice %2 [1:7] : (tensor<7xf32>) -> tensor<6xf32>
    %4 = stablehlo.slice %2 [0:6] : (tensor<7xf32>) -> tensor<6xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @ediff1d(%arg0: tensor<5xf32>) -> tensor<4xf32> {
    %0 = stablehlo.slice %arg0 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @trapezoid(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<f32> {
    %0 = call @diff_12(%arg1) : (tensor<5xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %arg0 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.multiply %cst_0, %5 : tensor<f32>
    return %6 : tensor<f32>
  }
  func.func private @diff_12(%arg0: tensor<5xf32>) -> tensor<4xf32> {
    %0 = stablehlo.slice %arg0 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @cross(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %arg0 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.slice %arg1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.slice %arg1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.multiply %3, %11 : tensor<f32>
    %13 = stablehlo.multiply %5, %9 : tensor<f32>
    %14 = stablehlo.subtract %12, %13 : tensor<f32>
    %15 = stablehlo.multiply %5, %7 : tensor<f32>
    %16 = stablehlo.multiply %1, %11 : tensor<f32>
    %17 = stablehlo.subtract %15, %16 : tensor<f32>
    %18 = stablehlo.multiply %1, %9 : tensor<f32>
    %19 = stablehlo.multiply %3, %7 : tensor<f32>
    %20 = stablehlo.subtract %18, %19 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
    return %24 : tensor<3xf32>
  }
}
