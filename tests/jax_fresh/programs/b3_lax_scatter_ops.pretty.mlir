module @jit_lax_scatter_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x4xf32>) -> (tensor<5x4xf32> {jax.result_info = "result[0]"}, tensor<5x4xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<5x4xf32> {jax.result_info = "result[3]"}, tensor<5x4xf32> {jax.result_info = "result[4]"}, tensor<5x4xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %1 = call @remainder(%arg1, %c) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = call @remainder(%3, %c_1) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %8 = "stablehlo.scatter"(%arg0, %0, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %9 = "stablehlo.scatter"(%arg0, %0, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %10 = "stablehlo.scatter"(%arg0, %0, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x1xi32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %11 = stablehlo.slice %arg2 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x1xf32>) -> tensor<5xf32>
    %13 = "stablehlo.scatter"(%arg0, %7, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x4xf32>
    %14 = stablehlo.slice %arg2 [0:5, 1:2] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<5x1xf32>) -> tensor<5xf32>
    %c_2 = stablehlo.constant dense<[4, 3]> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.minimum %c_2, %16 : tensor<2xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<2xi32>) -> tensor<5x2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %20 = stablehlo.clamp %19, %7, %18 : tensor<5x2xi32>
    %21 = "stablehlo.scatter"(%arg0, %20, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %23 = "stablehlo.scatter"(%arg0, %7, %22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %24 = stablehlo.exponential %arg3 : tensor<f32>
      stablehlo.return %24 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x4xf32>
    return %8, %9, %10, %13, %21, %23 : tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>
  }
  func.func private @remainder(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
