module @jit_unsigned_reductions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui32>, %arg1: tensor<8xui8>, %arg2: tensor<8xui16>) -> (tensor<ui32> {jax.result_info = "result[0]"}, tensor<ui32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<3xui32> {jax.result_info = "result[4]"}, tensor<2xi32> {jax.result_info = "result[5]"}, tensor<8xui8> {jax.result_info = "result[6]"}, tensor<8xui16> {jax.result_info = "result[7]"}, tensor<8xui32> {jax.result_info = "result[8]"}, tensor<8xui16> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<ui8> {jax.result_info = "result[11]"}, tensor<ui32> {jax.result_info = "result[12]"}, tensor<i32> {jax.result_info = "result[13]"}, tensor<8xi32> {jax.result_info = "result[14]"}, tensor<ui16> {jax.result_info = "result[15]"}, tensor<f32> {jax.result_info = "result[16]"}, tensor<10xui8> {jax.result_info = "result[17]"}) {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.minimum across dimensions = [0] : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %2 = call @argmax(%arg0) : (tensor<8xui32>) -> tensor<i32>
    %3 = call @argmin(%arg0) : (tensor<8xui32>) -> tensor<i32>
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<8xui32> -> (tensor<3xui32>, tensor<3xi32>)
    %values_1, %indices_2 = chlo.top_k(%arg1, k = 2) : tensor<8xui8> -> (tensor<2xui8>, tensor<2xi32>)
    %c_3 = stablehlo.constant dense<10> : tensor<ui8>
    %c_4 = stablehlo.constant dense<200> : tensor<ui8>
    %4 = call @clip(%arg1, %c_3, %c_4) : (tensor<8xui8>, tensor<ui8>, tensor<ui8>) -> tensor<8xui8>
    %5 = call @cummax(%arg2) : (tensor<8xui16>) -> tensor<8xui16>
    %6 = call @cummin(%arg0) : (tensor<8xui32>) -> tensor<8xui32>
    %7 = call @sort(%arg2) : (tensor<8xui16>) -> tensor<8xui16>
    %8 = stablehlo.reverse %7, dims = [0] : tensor<8xui16>
    %9 = call @argsort(%arg1) : (tensor<8xui8>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<ui8>
    %10 = stablehlo.reduce(%arg1 init: %c_5) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui8>, tensor<ui8>) -> tensor<ui8>
    %c_6 = stablehlo.constant dense<7> : tensor<ui8>
    %11 = stablehlo.maximum %c_6, %10 : tensor<ui8>
    %c_7 = stablehlo.constant dense<0> : tensor<ui32>
    %12 = stablehlo.reduce(%arg0 init: %c_7) applies stablehlo.maximum across dimensions = [0] : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %c_8 = stablehlo.constant dense<2147483647> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %14 = stablehlo.compare GT, %arg0, %13, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %15 = stablehlo.convert %14 : (tensor<8xi1>) -> tensor<8xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.reduce(%15 init: %c_9) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %17 = call @sort_0(%arg0) : (tensor<8xui32>) -> tensor<8xui32>
    %18 = stablehlo.reverse %arg0, dims = [0] : tensor<8xui32>
    %19 = call @searchsorted(%17, %18) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<ui16>
    %20 = stablehlo.reduce(%arg2 init: %c_10) applies stablehlo.multiply across dimensions = [0] : (tensor<8xui16>, tensor<ui16>) -> tensor<ui16>
    %21 = stablehlo.convert %arg1 : (tensor<8xui8>) -> tensor<8xf32>
    %22 = call @median(%21) : (tensor<8xf32>) -> tensor<f32>
    %23:2 = call @_unique_sorted_mask(%arg1) : (tensor<8xui8>) -> (tensor<8xui8>, tensor<8xi1>)
    %24 = call @cumsum(%23#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %26 = call @clip_3(%24, %c_12) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %30 = stablehlo.add %26, %29 : tensor<8xi32>
    %31 = stablehlo.select %28, %30, %26 : tensor<8xi1>, tensor<8xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %34 = "stablehlo.scatter"(%25, %32, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %51 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %51 : tensor<i32>
    }) : (tensor<10xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<10xi32>
    %35 = call @cumsum_4(%34) : (tensor<10xi32>) -> tensor<10xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %36 = call @floor_divide_6(%35, %c_16) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_17 = stablehlo.constant dense<8> : tensor<i32>
    %37 = call @remainder(%36, %c_17) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<8> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %41 = stablehlo.add %37, %40 : tensor<10xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<10xi1>, tensor<10xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %44 = "stablehlo.gather"(%23#0, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui8>, tensor<10x1xi32>) -> tensor<10xui8>
    %45 = stablehlo.iota dim = 0 : tensor<10xi32>
    %46 = stablehlo.convert %23#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.reduce(%46 init: %c_20) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %49 = stablehlo.compare LT, %45, %48, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_21 = stablehlo.constant dense<0> : tensor<ui8>
    %50 = call @_where_9(%49, %44, %c_21) : (tensor<10xi1>, tensor<10xui8>, tensor<ui8>) -> tensor<10xui8>
    return %0, %1, %2, %3, %values, %indices_2, %4, %5, %6, %8, %9, %11, %12, %16, %19, %20, %22, %50 : tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<2xi32>, tensor<8xui8>, tensor<8xui16>, tensor<8xui32>, tensor<8xui16>, tensor<8xi32>, tensor<ui8>, tensor<ui32>, tensor<i32>, tensor<8xi32>, tensor<ui16>, tensor<f32>, tensor<10xui8>
  }
  func.func private @argmax(%arg0: tensor<8xui32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<8xui32>, tensor<8xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
     reducer(%arg1: tensor<ui32>, %arg3: tensor<ui32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @argmin(%arg0: tensor<8xui32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<8xui32>, tensor<8xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
     reducer(%arg1: tensor<ui32>, %arg3: tensor<ui32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<8xui8>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<8xui8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %1 = stablehlo.maximum %0, %arg0 : tensor<8xui8>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %3 = stablehlo.minimum %2, %1 : tensor<8xui8>
    return %3 : tensor<8xui8>
  }
  func.func private @cummax(%arg0: tensor<8xui16>) -> tensor<8xui16> {
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<ui16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui16>, %arg2: tensor<ui16>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<ui16>
      stablehlo.return %2 : tensor<ui16>
    }) : (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>
    return %1 : tensor<8xui16>
  }
  func.func private @cummin(%arg0: tensor<8xui32>) -> tensor<8xui32> {
    %c = stablehlo.constant dense<4294967295> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui32>
      stablehlo.return %2 : tensor<ui32>
    }) : (tensor<8xui32>, tensor<ui32>) -> tensor<8xui32>
    return %1 : tensor<8xui32>
  }
  func.func private @sort(%arg0: tensor<8xui16>) -> tensor<8xui16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui16>, %arg2: tensor<ui16>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xui16>) -> tensor<8xui16>
    return %0 : tensor<8xui16>
  }
  func.func private @argsort(%arg0: tensor<8xui8>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<8xui8>, tensor<8xi32>) -> (tensor<8xui8>, tensor<8xi32>)
    return %1#1 : tensor<8xi32>
  }
  func.func private @sort_0(%arg0: tensor<8xui32>) -> tensor<8xui32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xui32>) -> tensor<8xui32>
    return %0 : tensor<8xui32>
  }
  func.func private @searchsorted(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_1(%arg0, %arg1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_1(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<8xui32>, tensor<8xui32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<8xui32>, tensor<8xui32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui32>, tensor<8x1xui32>) -> tensor<8x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xui32>) -> tensor<8xui32>
    %6 = stablehlo.compare LE, %arg1, %5, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %7, %8 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @median(%arg0: tensor<8xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @quantile(%arg0, %cst) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @quantile(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<1xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.select %21, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %24 = stablehlo.select %23, %cst_11, %22 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.select %25, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %27 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %28 = stablehlo.select %27, %cst_14, %26 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare LT, %24, %28, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f32>
    %13 = stablehlo.convert %10 : (tensor<f32>) -> tensor<i32>
    %14 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<f32>
    %19 = stablehlo.add %16, %18 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.multiply %19, %cst_8 : tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<8xui8>) -> (tensor<8xui8>, tensor<8xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xui8>) -> tensor<8x1xui8>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xui8>) -> tensor<1x8xui8>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xui8>
    %3 = call @lexsort(%2) : (tensor<1x8xui8>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui8>, tensor<8x1xi32>) -> tensor<8xui8>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12 = stablehlo.slice %10 [1:8] : (tensor<8xui8>) -> tensor<7xui8>
    %13 = stablehlo.slice %10 [0:7] : (tensor<8xui8>) -> tensor<7xui8>
    %14 = stablehlo.compare NE, %12, %13, UNSIGNED : (tensor<7xui8>, tensor<7xui8>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %10, %17 : tensor<8xui8>, tensor<8xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x8xui8>) -> tensor<8xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<1x8xui8>) -> tensor<1x8xui8>
    %1 = stablehlo.reshape %0 : (tensor<1x8xui8>) -> tensor<8xui8>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8xui8>, tensor<8xi32>) -> (tensor<8xui8>, tensor<8xi32>)
    return %3#1 : tensor<8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_2(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @clip_3(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<10xi32>) -> tensor<10xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<10xi32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<10xi32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[9, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 10>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    return %1 : tensor<10xi32>
  }
  func.func private @floor_divide_6(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<10xi32>
    %2 = stablehlo.sign %arg0 : tensor<10xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %10 = stablehlo.and %5, %9 : tensor<10xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<10xi32>
    %13 = call @_where_7(%10, %12, %1) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    return %13 : tensor<10xi32>
  }
  func.func private @_where_7(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>) -> tensor<10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @remainder(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_8(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %12 = stablehlo.and %11, %6 : tensor<10xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %4, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<10xi1>, tensor<10xi32>
    return %15 : tensor<10xi32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_9(%arg0: tensor<10xi1>, %arg1: tensor<10xui8>, %arg2: tensor<ui8>) -> tensor<10xui8> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui8>) -> tensor<10xui8>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<10xi1>, tensor<10xui8>
    return %1 : tensor<10xui8>
  }
}
