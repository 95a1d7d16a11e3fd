module @jit_losses attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<3x5xf32>, %arg5: tensor<3x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.add %0, %3 : tensor<5xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<5xi1>, tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.compare LT, %arg1, %6, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.add %arg1, %8 : tensor<5xi32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<5xi1>, tensor<5xi32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x4xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %16 = stablehlo.add %15, %arg0 : tensor<5x4xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %19 = stablehlo.subtract %16, %18 : tensor<5x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<5x4xf32>
    %22 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %24 = stablehlo.compare LT, %22, %23, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %26 = stablehlo.add %22, %25 : tensor<5xi32>
    %27 = stablehlo.select %24, %26, %22 : tensor<5xi1>, tensor<5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %29 = stablehlo.compare LT, %arg1, %28, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %31 = stablehlo.add %arg1, %30 : tensor<5xi32>
    %32 = stablehlo.select %29, %31, %arg1 : tensor<5xi1>, tensor<5xi32>
    %33 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %35 = stablehlo.concatenate %33, %34, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %37 = "stablehlo.scatter"(%21, %35, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5xf32>) -> tensor<5x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %40 = stablehlo.divide %39, %cst_11 : tensor<f32>
    %41 = stablehlo.subtract %arg2, %arg3 : tensor<8xf32>
    %42 = stablehlo.abs %41 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.compare LT, %42, %43, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.multiply %45, %42 : tensor<8xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.subtract %42, %48 : tensor<8xf32>
    %50 = call @_where(%44, %47, %49) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.divide %51, %cst_16 : tensor<f32>
    %53 = stablehlo.negate %arg2 : tensor<8xf32>
    %54 = stablehlo.exponential %53 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.add %55, %54 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %57, %56 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.compare GT, %arg3, %59, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %61 = stablehlo.convert %60 : (tensor<8xi1>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.subtract %62, %58 : tensor<8xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<8xf32>
    %65 = stablehlo.multiply %61, %64 : tensor<8xf32>
    %66 = stablehlo.log %58 : tensor<8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.subtract %68, %61 : tensor<8xf32>
    %70 = stablehlo.multiply %58, %58 : tensor<8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.subtract %72, %58 : tensor<8xf32>
    %74 = stablehlo.log %73 : tensor<8xf32>
    %75 = stablehlo.multiply %71, %74 : tensor<8xf32>
    %76 = stablehlo.add %67, %75 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %78 = stablehlo.divide %77, %cst_24 : tensor<f32>
    %79 = stablehlo.negate %78 : tensor<f32>
    %80 = stablehlo.log %arg4 : tensor<3x5xf32>
    %81 = stablehlo.log %arg5 : tensor<3x5xf32>
    %82 = stablehlo.subtract %80, %81 : tensor<3x5xf32>
    %83 = stablehlo.multiply %arg4, %82 : tensor<3x5xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %85 = stablehlo.subtract %arg2, %arg3 : tensor<8xf32>
    %86 = stablehlo.subtract %arg3, %arg2 : tensor<8xf32>
    %87 = stablehlo.maximum %85, %86 : tensor<8xf32>
    %88 = stablehlo.subtract %85, %86 : tensor<8xf32>
    %89 = stablehlo.compare NE, %88, %88, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %90 = stablehlo.add %85, %86 : tensor<8xf32>
    %91 = stablehlo.abs %88 : tensor<8xf32>
    %92 = stablehlo.negate %91 : tensor<8xf32>
    %93 = stablehlo.exponential %92 : tensor<8xf32>
    %94 = stablehlo.log_plus_one %93 : tensor<8xf32>
    %95 = stablehlo.add %87, %94 : tensor<8xf32>
    %96 = stablehlo.select %89, %90, %95 : tensor<8xi1>, tensor<8xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %97 = stablehlo.log %cst_26 : tensor<f32>
    %98 = stablehlo.convert %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.subtract %96, %99 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %102 = stablehlo.divide %101, %cst_28 : tensor<f32>
    %103 = stablehlo.multiply %arg2, %arg3 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %105 = call @norm(%arg2) : (tensor<8xf32>) -> tensor<f32>
    %106 = call @norm(%arg3) : (tensor<8xf32>) -> tensor<f32>
    %107 = stablehlo.multiply %105, %106 : tensor<f32>
    %108 = stablehlo.divide %104, %107 : tensor<f32>
    return %40, %52, %79, %84, %102, %108 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @norm(%arg0: tensor<8xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
