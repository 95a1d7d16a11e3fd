module @jit_segment_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2xf32>, %arg1: tensor<8xi32>) -> (tensor<5x2xf32> {jax.result_info = "result[0]"}, tensor<5x2xf32> {jax.result_info = "result[1]"}, tensor<5x2xf32> {jax.result_info = "result[2]"}, tensor<5x2xf32> {jax.result_info = "result[3]"}, tensor<5x2xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<8x1xi32>, tensor<8x2xf32>) -> tensor<5x2xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %5 = "stablehlo.scatter"(%3, %4, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.minimum %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<8x1xi32>, tensor<8x2xf32>) -> tensor<5x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = "stablehlo.scatter"(%6, %7, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<8x1xi32>, tensor<8x2xf32>) -> tensor<5x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %11 = "stablehlo.scatter"(%9, %10, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<8x1xi32>, tensor<8x2xf32>) -> tensor<5x2xf32>
    %12 = call @sort(%arg1) : (tensor<8xi32>) -> tensor<8xi32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x2xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %15 = "stablehlo.scatter"(%13, %14, %arg0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %16 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<5x2xf32>, tensor<8x1xi32>, tensor<8x2xf32>) -> tensor<5x2xf32>
    return %2, %5, %8, %11, %15 : tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>
  }
  func.func private @sort(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
}
