module @jit_gather_scatter_modes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5x3xf32>) -> (tensor<5x3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<5x3xf32> {jax.result_info = "result[2]"}, tensor<5x3xf32> {jax.result_info = "result[3]"}, tensor<5x3xf32> {jax.result_info = "result[4]"}, tensor<5x3xf32> {jax.result_info = "result[5]"}, tensor<5xi32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<[0, 2, 4]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %73 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<5xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<5xi1>, tensor<5xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %13 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %15 = stablehlo.compare LT, %arg1, %14, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %17 = stablehlo.add %arg1, %16 : tensor<5xi32>
    %18 = stablehlo.select %15, %17, %arg1 : tensor<5xi1>, tensor<5xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_6 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5x1xi32>
    %21 = stablehlo.compare GE, %19, %20, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<5x1xi32>
    %24 = stablehlo.compare LE, %19, %23, SIGNED : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %25 = stablehlo.and %21, %24 : tensor<5x1xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_8) applies stablehlo.and across dimensions = [1] : (tensor<5x1xi1>, tensor<i1>) -> tensor<5xi1>
    %27 = "stablehlo.gather"(%arg0, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<5xi1>) -> tensor<5x3xi1>
    %cst = stablehlo.constant dense<-9.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %30 = stablehlo.select %28, %27, %29 : tensor<5x3xi1>, tensor<5x3xf32>
    %31 = stablehlo.slice %arg2 [0:3, 0:3] : (tensor<5x3xf32>) -> tensor<3x3xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %33 = stablehlo.compare LT, %c, %32, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %35 = stablehlo.add %c, %34 : tensor<3xi32>
    %36 = stablehlo.select %33, %35, %c : tensor<3xi1>, tensor<3xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %38 = "stablehlo.scatter"(%arg0, %37, %31) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<5x3xf32>
    %39 = stablehlo.slice %arg2 [0:5, 0:1] : (tensor<5x3xf32>) -> tensor<5x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<5x1xf32>) -> tensor<5xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %42 = stablehlo.compare LT, %arg1, %41, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_12 = stablehlo.constant dense<5> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %44 = stablehlo.add %arg1, %43 : tensor<5xi32>
    %45 = stablehlo.select %42, %44, %arg1 : tensor<5xi1>, tensor<5xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %47 = stablehlo.convert %46 : tensor<5xi32>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %50 = stablehlo.concatenate %48, %49, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %c_14 = stablehlo.constant dense<[4, 2]> : tensor<2xi32>
    %c_15 = stablehlo.constant dense<2147483647> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %52 = stablehlo.minimum %c_14, %51 : tensor<2xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<2xi32>) -> tensor<5x2xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<5x2xi32>
    %55 = stablehlo.clamp %54, %50, %53 : tensor<5x2xi32>
    %56 = "stablehlo.scatter"(%arg0, %55, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %73 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x3xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %58 = stablehlo.compare LT, %arg1, %57, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_18 = stablehlo.constant dense<5> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %60 = stablehlo.add %arg1, %59 : tensor<5xi32>
    %61 = stablehlo.select %58, %60, %arg1 : tensor<5xi1>, tensor<5xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %63 = "stablehlo.scatter"(%arg0, %62, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %73 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %73 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %66 = stablehlo.compare LT, %arg1, %65, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_21 = stablehlo.constant dense<5> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %68 = stablehlo.add %arg1, %67 : tensor<5xi32>
    %69 = stablehlo.select %66, %68, %arg1 : tensor<5xi1>, tensor<5xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %72 = "stablehlo.scatter"(%64, %70, %71) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %73 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %73 : tensor<i32>
    }) : (tensor<5xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %6, %13, %30, %38, %56, %63, %72 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5xi32>
  }
}
