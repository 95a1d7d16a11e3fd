module @jit_gauss_jordan_inverse attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %6 = stablehlo.concatenate %arg0, %5, dim = 1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7:3 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c_0, %iterArg_3 = %6) : tensor<i32>, tensor<i32>, tensor<4x8xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9:2 = func.call @closed_call(%iterArg_2, %iterArg_3) : (tensor<i32>, tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %10, %9#0, %9#1 : tensor<i32>, tensor<i32>, tensor<4x8xf32>
    }
    %8 = stablehlo.slice %7#2 [0:4, 4:8] : (tensor<4x8xf32>) -> tensor<4x4xf32>
    return %8 : tensor<4x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x8xf32>) -> (tensor<i32>, tensor<4x8xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %2 = stablehlo.convert %arg0 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare GE, %1, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %5 = stablehlo.convert %arg0 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %10 = stablehlo.add %5, %c_6 : tensor<i32>
    %11 = stablehlo.select %9, %10, %5 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg1, %8, %11, sizes = [4, 1] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<4x1xf32>) -> tensor<4xf32>
    %14 = stablehlo.abs %13 : tensor<4xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %15 = call @_where(%4, %14, %cst) : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = call @argmax(%15) : (tensor<4xf32>) -> tensor<i32>
    %17 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %arg0, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<4> : tensor<i32>
    %19 = stablehlo.add %arg0, %c_8 : tensor<i32>
    %20 = stablehlo.select %18, %19, %arg0 : tensor<i1>, tensor<i32>
    %21 = stablehlo.convert %20 : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%17, %22, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %16, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %16, %c_10 : tensor<i32>
    %26 = stablehlo.select %24, %25, %16 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.convert %arg0 : tensor<i32>
    %29 = "stablehlo.scatter"(%23, %27, %28) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.compare LT, %29, %30, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_12 = stablehlo.constant dense<4> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %33 = stablehlo.add %29, %32 : tensor<4xi32>
    %34 = stablehlo.select %31, %33, %29 : tensor<4xi1>, tensor<4xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %36 = "stablehlo.gather"(%arg1, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<4x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %37 = stablehlo.convert %arg0 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %37, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<4> : tensor<i32>
    %39 = stablehlo.add %37, %c_14 : tensor<i32>
    %40 = stablehlo.select %38, %39, %37 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %42 = stablehlo.add %c_17, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.select %41, %42, %c_19 : tensor<i1>, tensor<i32>
    %44 = stablehlo.dynamic_slice %36, %40, %43, sizes = [1, 8] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8xf32>) -> tensor<8xf32>
    %46 = stablehlo.convert %arg0 : tensor<i32>
    %47 = stablehlo.convert %arg0 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %46, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_21 = stablehlo.constant dense<4> : tensor<i32>
    %49 = stablehlo.add %46, %c_21 : tensor<i32>
    %50 = stablehlo.select %48, %49, %46 : tensor<i1>, tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.compare LT, %47, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<8> : tensor<i32>
    %52 = stablehlo.add %47, %c_23 : tensor<i32>
    %53 = stablehlo.select %51, %52, %47 : tensor<i1>, tensor<i32>
    %54 = stablehlo.dynamic_slice %36, %50, %53, sizes = [1, 1] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x1xf32>) -> tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.divide %45, %56 : tensor<8xf32>
    %58 = stablehlo.convert %arg0 : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<4> : tensor<i32>
    %60 = stablehlo.add %c_26, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.select %59, %60, %c_28 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.compare LT, %58, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_30 = stablehlo.constant dense<8> : tensor<i32>
    %63 = stablehlo.add %58, %c_30 : tensor<i32>
    %64 = stablehlo.select %62, %63, %58 : tensor<i1>, tensor<i32>
    %65 = stablehlo.dynamic_slice %36, %61, %64, sizes = [4, 1] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<4x1xf32>) -> tensor<4xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %68 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<4x8xf32>
    %72 = stablehlo.subtract %36, %71 : tensor<4x8xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.compare LT, %arg0, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<4> : tensor<i32>
    %74 = stablehlo.add %arg0, %c_32 : tensor<i32>
    %75 = stablehlo.select %73, %74, %arg0 : tensor<i1>, tensor<i32>
    %76 = stablehlo.convert %75 : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %78 = "stablehlo.scatter"(%72, %77, %57) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<4x8xf32>
    return %0, %78 : tensor<i32>, tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @argmax(%arg0: tensor<4xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<i32>
  }
}
