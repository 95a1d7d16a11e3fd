module @jit_vmap_scatter_sort attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xi32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %18 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %18 : tensor<f32>
    }) : (tensor<4x5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %14 = call @argsort(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17:3 = stablehlo.while(%iterArg = %arg3, %iterArg_4 = %15, %iterArg_5 = %16) : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
    cond {
      %18 = stablehlo.convert %iterArg_4 : tensor<4xi32>
      %19 = stablehlo.compare LT, %18, %iterArg, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %c_6 = stablehlo.constant dense<false> : tensor<i1>
      %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %19 = stablehlo.add %iterArg_4, %18 : tensor<4xi32>
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %21 = stablehlo.multiply %iterArg_5, %20 : tensor<4xf32>
      %22 = stablehlo.convert %iterArg_4 : tensor<4xi32>
      %23 = stablehlo.compare LT, %22, %iterArg, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %25 = stablehlo.select %24, %19, %iterArg_4 : tensor<4xi1>, tensor<4xi32>
      %26 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %27 = stablehlo.select %26, %21, %iterArg_5 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %iterArg, %25, %27 : tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
    }
    return %6, %13, %14, %17#2 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>, tensor<4xf32>
  }
  func.func private @argsort(%arg0: tensor<4x5xf32>) -> tensor<4x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xi32>) -> tensor<4x5xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<4x5xf32>, tensor<4x5xi32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
    return %2#1 : tensor<4x5xi32>
  }
}
