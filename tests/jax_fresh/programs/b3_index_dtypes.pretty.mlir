module @jit_index_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<4xi8>, %arg2: tensor<4xui8>, %arg3: tensor<4xi16>, %arg4: tensor<4xi64>, %arg5: tensor<4xui32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}, tensor<2x2xf32> {jax.result_info = "result[3]"}, tensor<5x6xf32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<4x4xf32> {jax.result_info = "result[6]"}, tensor<5x6xf32> {jax.result_info = "result[7]"}, tensor<4x6xf32> {jax.result_info = "result[8]"}, tensor<5x4xf32> {jax.result_info = "result[9]"}, tensor<4x6xf32> {jax.result_info = "result[10]"}, tensor<5x6xf32> {jax.result_info = "result[11]"}, tensor<5xf32> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.slice %arg2 [0:1] : (tensor<4xui8>) -> tensor<1xui8>
    %1 = stablehlo.reshape %0 : (tensor<1xui8>) -> tensor<ui8>
    %2 = stablehlo.slice %arg2 [3:4] : (tensor<4xui8>) -> tensor<1xui8>
    %3 = stablehlo.reshape %2 : (tensor<1xui8>) -> tensor<ui8>
    %4 = stablehlo.dynamic_slice %arg0, %1, %3, sizes = [2, 3] : (tensor<5x6xf32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xf32>
    %5 = stablehlo.slice %arg3 [0:1] : (tensor<4xi16>) -> tensor<1xi16>
    %6 = stablehlo.reshape %5 : (tensor<1xi16>) -> tensor<i16>
    %7 = stablehlo.slice %arg3 [1:2] : (tensor<4xi16>) -> tensor<1xi16>
    %8 = stablehlo.reshape %7 : (tensor<1xi16>) -> tensor<i16>
    %c = stablehlo.constant dense<0> : tensor<i16>
    %9 = stablehlo.compare LT, %6, %c, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i16>
    %10 = stablehlo.add %6, %c_0 : tensor<i16>
    %11 = stablehlo.select %9, %10, %6 : tensor<i1>, tensor<i16>
    %c_1 = stablehlo.constant dense<0> : tensor<i16>
    %12 = stablehlo.compare LT, %8, %c_1, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i16>
    %13 = stablehlo.add %8, %c_2 : tensor<i16>
    %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i16>
    %15 = stablehlo.dynamic_slice %arg0, %11, %14, sizes = [3, 2] : (tensor<5x6xf32>, tensor<i16>, tensor<i16>) -> tensor<3x2xf32>
    %16 = stablehlo.slice %arg1 [0:1] : (tensor<4xi8>) -> tensor<1xi8>
    %17 = stablehlo.reshape %16 : (tensor<1xi8>) -> tensor<i8>
    %18 = stablehlo.slice %arg1 [1:2] : (tensor<4xi8>) -> tensor<1xi8>
    %19 = stablehlo.reshape %18 : (tensor<1xi8>) -> tensor<i8>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %20 = stablehlo.compare LT, %17, %c_3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i8>
    %21 = stablehlo.add %17, %c_4 : tensor<i8>
    %22 = stablehlo.select %20, %21, %17 : tensor<i1>, tensor<i8>
    %c_5 = stablehlo.constant dense<0> : tensor<i8>
    %23 = stablehlo.compare LT, %19, %c_5, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<6> : tensor<i8>
    %24 = stablehlo.add %19, %c_6 : tensor<i8>
    %25 = stablehlo.select %23, %24, %19 : tensor<i1>, tensor<i8>
    %26 = stablehlo.dynamic_slice %arg0, %22, %25, sizes = [2, 2] : (tensor<5x6xf32>, tensor<i8>, tensor<i8>) -> tensor<2x2xf32>
    %27 = stablehlo.slice %arg5 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %28 = stablehlo.reshape %27 : (tensor<1xui32>) -> tensor<ui32>
    %29 = stablehlo.slice %arg5 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %30 = stablehlo.reshape %29 : (tensor<1xui32>) -> tensor<ui32>
    %31 = stablehlo.dynamic_slice %arg0, %28, %30, sizes = [2, 2] : (tensor<5x6xf32>, tensor<ui32>, tensor<ui32>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %33 = stablehlo.slice %arg2 [1:2] : (tensor<4xui8>) -> tensor<1xui8>
    %34 = stablehlo.reshape %33 : (tensor<1xui8>) -> tensor<ui8>
    %35 = stablehlo.slice %arg2 [0:1] : (tensor<4xui8>) -> tensor<1xui8>
    %36 = stablehlo.reshape %35 : (tensor<1xui8>) -> tensor<ui8>
    %37 = stablehlo.dynamic_update_slice %arg0, %32, %34, %36 : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<ui8>, tensor<ui8>) -> tensor<5x6xf32>
    %c_7 = stablehlo.constant dense<5> : tensor<i64>
    %38 = call @remainder(%arg2, %c_7) : (tensor<4xui8>, tensor<i64>) -> tensor<4xui8>
    %c_8 = stablehlo.constant dense<6> : tensor<i64>
    %39 = call @remainder_0(%arg1, %c_8) : (tensor<4xi8>, tensor<i64>) -> tensor<4xi8>
    %c_9 = stablehlo.constant dense<0> : tensor<i8>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %c_10 = stablehlo.constant dense<6> : tensor<i8>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %43 = stablehlo.add %39, %42 : tensor<4xi8>
    %44 = stablehlo.select %41, %43, %39 : tensor<4xi1>, tensor<4xi8>
    %45 = stablehlo.convert %38 : (tensor<4xui8>) -> tensor<4xi32>
    %46 = stablehlo.convert %44 : (tensor<4xi8>) -> tensor<4xi32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %49 = stablehlo.concatenate %47, %48, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %50 = "stablehlo.gather"(%arg0, %49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x6xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i16>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i16>) -> tensor<4xi16>
    %52 = stablehlo.compare LT, %arg3, %51, SIGNED : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi1>
    %c_12 = stablehlo.constant dense<5> : tensor<i16>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i16>) -> tensor<4xi16>
    %54 = stablehlo.add %arg3, %53 : tensor<4xi16>
    %55 = stablehlo.select %52, %54, %arg3 : tensor<4xi1>, tensor<4xi16>
    %56 = stablehlo.convert %55 : (tensor<4xi16>) -> tensor<4xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %58 = "stablehlo.gather"(%arg0, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %c_13 = stablehlo.constant dense<6> : tensor<i64>
    %59 = call @remainder_2(%arg5, %c_13) : (tensor<4xui32>, tensor<i64>) -> tensor<4xui32>
    %60 = stablehlo.convert %59 : (tensor<4xui32>) -> tensor<4xi32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %62 = "stablehlo.gather"(%58, %61) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x6xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    %c_14 = stablehlo.constant dense<5> : tensor<i64>
    %63 = call @remainder(%arg2, %c_14) : (tensor<4xui8>, tensor<i64>) -> tensor<4xui8>
    %64 = stablehlo.convert %63 : (tensor<4xui8>) -> tensor<4xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %67 = "stablehlo.scatter"(%arg0, %65, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %95 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %95 : tensor<f32>
    }) : (tensor<5x6xf32>, tensor<4x1xi32>, tensor<4x6xf32>) -> tensor<5x6xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i8>
    %68 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %69 = stablehlo.compare LT, %arg1, %68, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %c_17 = stablehlo.constant dense<5> : tensor<i8>
    %70 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %71 = stablehlo.add %arg1, %70 : tensor<4xi8>
    %72 = stablehlo.select %69, %71, %arg1 : tensor<4xi1>, tensor<4xi8>
    %73 = stablehlo.convert %72 : (tensor<4xi8>) -> tensor<4xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_18 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %76 = stablehlo.compare GE, %74, %75, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %77 = stablehlo.broadcast_in_dim %c_18, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %79 = stablehlo.compare LE, %74, %78, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %80 = stablehlo.and %76, %79 : tensor<4x1xi1>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %81 = stablehlo.reduce(%80 init: %c_20) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %82 = "stablehlo.gather"(%arg0, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<4xi1>) -> tensor<4x6xi1>
    %cst_21 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %85 = stablehlo.select %83, %82, %84 : tensor<4x6xi1>, tensor<4x6xf32>
    %86 = call @_take(%arg0, %arg4) : (tensor<5x6xf32>, tensor<4xi64>) -> tensor<5x4xf32>
    %87 = call @_take_4(%arg0, %arg2) : (tensor<5x6xf32>, tensor<4xui8>) -> tensor<4x6xf32>
    %88 = stablehlo.convert %arg5 : (tensor<4xui32>) -> tensor<4xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %91 = "stablehlo.scatter"(%arg0, %89, %90) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<5x6xf32>, tensor<4x1xi32>, tensor<5x4xf32>) -> tensor<5x6xf32>
    %92 = stablehlo.slice %arg4 [0:1] : (tensor<4xi64>) -> tensor<1xi64>
    %93 = stablehlo.reshape %92 : (tensor<1xi64>) -> tensor<i64>
    %94 = call @dynamic_index_in_dim(%arg0, %93) : (tensor<5x6xf32>, tensor<i64>) -> tensor<5xf32>
    return %4, %15, %26, %31, %37, %50, %62, %67, %85, %86, %87, %91, %94 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<5x6xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<5x6xf32>, tensor<4x6xf32>, tensor<5x4xf32>, tensor<4x6xf32>, tensor<5x6xf32>, tensor<5xf32>
  }
  func.func private @remainder(%arg0: tensor<4xui8>, %arg1: tensor<i64>) -> tensor<4xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui8>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui8>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xui8>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %14 = stablehlo.add %4, %13 : tensor<4xui8>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xui8>
    return %15 : tensor<4xui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
  func.func private @remainder_0(%arg0: tensor<4xi8>, %arg1: tensor<i64>) -> tensor<4xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<i8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i8>) -> tensor<4xi8>
    %14 = stablehlo.add %4, %13 : tensor<4xi8>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi8>
    return %15 : tensor<4xi8>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i8>, %arg2: tensor<i8>) -> tensor<i8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i8>
    return %0 : tensor<i8>
  }
  func.func private @remainder_2(%arg0: tensor<4xui32>, %arg1: tensor<i64>) -> tensor<4xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %14 = stablehlo.add %4, %13 : tensor<4xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xui32>
    return %15 : tensor<4xui32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func private @_take(%arg0: tensor<5x6xf32>, %arg1: tensor<4xi64>) -> tensor<5x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xi64>) -> tensor<4x1xi64>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<4x1xi64>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_take_4(%arg0: tensor<5x6xf32>, %arg1: tensor<4xui8>) -> tensor<4x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %1 = stablehlo.compare LT, %arg1, %0, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<ui8>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<4xui8>
    %3 = stablehlo.add %arg1, %2 : tensor<4xui8>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xui8>) -> tensor<4x1xui8>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %6 = stablehlo.convert %5 : (tensor<4x1xui8>) -> tensor<4x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %11 = stablehlo.compare LE, %6, %10, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %12 = stablehlo.and %8, %11 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%12 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %14 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<4x1xi32>) -> tensor<4x6xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi1>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %17 = stablehlo.select %15, %14, %16 : tensor<4x6xi1>, tensor<4x6xf32>
    return %17 : tensor<4x6xf32>
  }
  func.func private @_where_5(%arg0: tensor<4xi1>, %arg1: tensor<4xui8>, %arg2: tensor<4xui8>) -> tensor<4xui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xui8>
    return %0 : tensor<4xui8>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x6xf32>, %arg1: tensor<i64>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i64>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i64>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [5, 1] : (tensor<5x6xf32>, tensor<i64>, tensor<i64>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
}
