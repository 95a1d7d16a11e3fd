module @jit_sparse_segments attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<7xi32>, %arg2: tensor<7xi32>, %arg3: tensor<5xf32>, %arg4: tensor<8x3xf32>, %arg5: tensor<3x3xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<3x3xf32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<2x3xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<7xi1>, tensor<7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %6 = "stablehlo.gather"(%arg3, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %10 = "stablehlo.scatter"(%8, %9, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %54 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %54 : tensor<f32>
    }) : (tensor<4xf32>, tensor<7x1xi32>, tensor<7xf32>) -> tensor<4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %12 = stablehlo.compare LT, %arg5, %11, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %14 = stablehlo.add %arg5, %13 : tensor<3x3xi32>
    %15 = stablehlo.select %12, %14, %arg5 : tensor<3x3xi1>, tensor<3x3xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %17 = "stablehlo.gather"(%arg4, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<3x3x1xi32>) -> tensor<3x3x3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %19 = stablehlo.compare GE, %arg5, %18, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x3xi1>) -> tensor<3x3x1xi1>
    %21 = stablehlo.convert %20 : (tensor<3x3x1xi1>) -> tensor<3x3x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<3x3x1xf32>) -> tensor<3x3x3xf32>
    %23 = stablehlo.multiply %17, %22 : tensor<3x3x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<3x3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %25 = stablehlo.convert %20 : (tensor<3x3x1xi1>) -> tensor<3x3x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.reduce(%25 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<3x3x1xi32>, tensor<i32>) -> tensor<3x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %28 = stablehlo.maximum %26, %27 : tensor<3x1xi32>
    %29 = stablehlo.convert %28 : (tensor<3x1xi32>) -> tensor<3x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %31 = stablehlo.divide %24, %30 : tensor<3x3xf32>
    %32 = stablehlo.slice %arg4 [0:6, 0:3] : (tensor<8x3xf32>) -> tensor<6x3xf32>
    %33 = stablehlo.slice %arg4 [6:8, 0:3] : (tensor<8x3xf32>) -> tensor<2x3xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 2] : (tensor<6x3xf32>) -> tensor<6x1x3xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<6x1x3xf32>) -> tensor<6x2x3xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x2x3xf32>) -> tensor<6x2x3xf32>
    %38 = stablehlo.subtract %36, %37 : tensor<6x2x3xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<6x2x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<6x2x3xf32>, tensor<f32>) -> tensor<6x2xf32>
    %41 = call @argmin(%40) : (tensor<6x2xf32>) -> tensor<6xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %44 = "stablehlo.scatter"(%42, %43, %32) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %54 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %54 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<6x1xi32>, tensor<6x3xf32>) -> tensor<2x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %47 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %48 = "stablehlo.scatter"(%46, %47, %45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %54 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %54 : tensor<f32>
    }) : (tensor<2xf32>, tensor<6x1xi32>, tensor<6xf32>) -> tensor<2xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.maximum %48, %49 : tensor<2xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %53 = stablehlo.divide %44, %52 : tensor<2x3xf32>
    return %10, %31, %41, %53 : tensor<4xf32>, tensor<3x3xf32>, tensor<6xi32>, tensor<2x3xf32>
  }
  func.func private @argmin(%arg0: tensor<6x2xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x2xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x2xf32>, tensor<6x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
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
    return %1#1 : tensor<6xi32>
  }
}
