module @jit_unique_inverse_bincount attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8x2xf32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<3x2xi32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}, tensor<8xi1> {jax.result_info = "result[9]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<[-3.000000e+00, -1.000000e+00, 0.000000e+00, 5.000000e-01, 3.000000e+00]> : tensor<5xf32>
    %c = stablehlo.constant dense<[1, 3, 5]> : tensor<3xi32>
    %0:3 = call @_unique_sorted_mask(%arg0) : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>)
    %1 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @clip(%1, %c_3) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = "stablehlo.scatter"(%2, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %185 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %185 : tensor<i32>
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %12 = call @cumsum_1(%11) : (tensor<6xi32>) -> tensor<6xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %13 = call @floor_divide(%12, %c_7) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %14 = call @remainder(%13, %c_8) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<8> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %18 = stablehlo.add %14, %17 : tensor<6xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<6xi1>, tensor<6xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %21 = "stablehlo.gather"(%0#0, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %22 = stablehlo.iota dim = 0 : tensor<6xi32>
    %23 = stablehlo.convert %0#1 : (tensor<8xi1>) -> tensor<8xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reduce(%23 init: %c_11) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %26 = stablehlo.compare LT, %22, %25, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_12 = stablehlo.constant dense<99> : tensor<i32>
    %27 = call @_where_4(%26, %21, %c_12) : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %29 = stablehlo.compare LT, %14, %28, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %31 = stablehlo.add %14, %30 : tensor<6xi32>
    %32 = stablehlo.select %29, %31, %14 : tensor<6xi1>, tensor<6xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %34 = "stablehlo.gather"(%0#2, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %35 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %37 = stablehlo.subtract %35, %36 : tensor<8xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %40 = stablehlo.compare LT, %0#2, %39, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %42 = stablehlo.add %0#2, %41 : tensor<8xi32>
    %43 = stablehlo.select %40, %42, %0#2 : tensor<8xi1>, tensor<8xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %45 = "stablehlo.scatter"(%38, %44, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<8xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %46 = call @cumsum(%0#1) : (tensor<8xi1>) -> tensor<8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %48 = call @clip(%46, %c_20) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %50 = stablehlo.compare LT, %48, %49, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_22 = stablehlo.constant dense<7> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %52 = stablehlo.add %48, %51 : tensor<8xi32>
    %53 = stablehlo.select %50, %52, %48 : tensor<8xi1>, tensor<8xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %56 = "stablehlo.scatter"(%47, %54, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %185 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %185 : tensor<i32>
    }) : (tensor<7xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<7xi32>
    %57 = call @cumsum_5(%56) : (tensor<7xi32>) -> tensor<7xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %58 = call @floor_divide_7(%57, %c_24) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %c_25 = stablehlo.constant dense<8> : tensor<i32>
    %59 = call @remainder_9(%58, %c_25) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %60 = stablehlo.slice %59 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %61 = stablehlo.slice %59 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %c_26 = stablehlo.constant dense<8> : tensor<i32>
    %62 = call @_where_10(%60, %61, %c_26) : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.scatter"(%59, %63, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<7xi32>, tensor<1xi32>, tensor<6xi32>) -> tensor<7xi32>
    %65 = call @diff(%64) : (tensor<7xi32>) -> tensor<6xi32>
    %66 = stablehlo.slice %arg1 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1xf32>) -> tensor<8xf32>
    %68 = stablehlo.slice %arg1 [0:8, 1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x1xf32>) -> tensor<8xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %72 = stablehlo.concatenate %70, %71, dim = 0 : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %74 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.compare EQ, %74, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %76 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.subtract %77, %cst_29 : tensor<f32>
    %79 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = call @_where_11(%75, %78, %80) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.compare EQ, %82, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %84 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %86 = stablehlo.add %85, %cst_31 : tensor<f32>
    %87 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %88 = stablehlo.reshape %87 : (tensor<1xf32>) -> tensor<f32>
    %89 = call @_where_11(%83, %86, %88) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %90 = call @_linspace(%81, %89) : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.slice %73 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x1xf32>) -> tensor<8xf32>
    %93 = call @searchsorted(%90, %92) : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    %94 = stablehlo.slice %73 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x1xf32>) -> tensor<8xf32>
    %96 = stablehlo.slice %90 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1xf32>) -> tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.compare EQ, %95, %98, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %101 = stablehlo.subtract %93, %100 : tensor<8xi32>
    %102 = call @_where_14(%99, %101, %93) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %103 = call @_ptp(%cst_0) : (tensor<2xf32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.compare EQ, %103, %cst_33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %105 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %106 = stablehlo.reshape %105 : (tensor<1xf32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.subtract %106, %cst_34 : tensor<f32>
    %108 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %109 = stablehlo.reshape %108 : (tensor<1xf32>) -> tensor<f32>
    %110 = call @_where_11(%104, %107, %109) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %111 = call @_ptp(%cst_0) : (tensor<2xf32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %111, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %113 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %114 = stablehlo.reshape %113 : (tensor<1xf32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.add %114, %cst_36 : tensor<f32>
    %116 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<f32>
    %118 = call @_where_11(%112, %115, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %119 = call @_linspace_15(%110, %118) : (tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %120 = stablehlo.slice %73 [0:8, 1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x1xf32>) -> tensor<8xf32>
    %122 = call @searchsorted_16(%119, %121) : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    %123 = stablehlo.slice %73 [0:8, 1:2] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x1xf32>) -> tensor<8xf32>
    %125 = stablehlo.slice %119 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %126 = stablehlo.reshape %125 : (tensor<1xf32>) -> tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.compare EQ, %124, %127, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %130 = stablehlo.subtract %122, %129 : tensor<8xi32>
    %131 = call @_where_14(%128, %130, %122) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<4> : tensor<i32>
    %132 = call @clip_20(%102, %c_38, %c_39) : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<3> : tensor<i32>
    %133 = call @clip_20(%131, %c_40, %c_41) : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_42 = stablehlo.constant dense<4> : tensor<i32>
    %134 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %135 = stablehlo.multiply %132, %134 : tensor<8xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %137 = stablehlo.add %136, %135 : tensor<8xi32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %139 = stablehlo.multiply %133, %138 : tensor<8xi32>
    %140 = stablehlo.add %137, %139 : tensor<8xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %141 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %142 = call @clip(%140, %c_46) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %143 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %144 = stablehlo.compare LT, %142, %143, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_48 = stablehlo.constant dense<20> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %146 = stablehlo.add %142, %145 : tensor<8xi32>
    %147 = stablehlo.select %144, %146, %142 : tensor<8xi1>, tensor<8xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_49 = stablehlo.constant dense<1> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %150 = "stablehlo.scatter"(%141, %148, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %185 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %185 : tensor<i32>
    }) : (tensor<20xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<20xi32>
    %151 = stablehlo.reshape %150 : (tensor<20xi32>) -> tensor<5x4xi32>
    %152 = stablehlo.slice %151 [1:4, 1:3] : (tensor<5x4xi32>) -> tensor<3x2xi32>
    %153 = stablehlo.abs %arg0 : tensor<8xi32>
    %c_50 = stablehlo.constant dense<5> : tensor<i32>
    %154 = call @remainder_21(%153, %c_50) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %155 = stablehlo.slice %arg1 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %158 = call @clip(%154, %c_52) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %160 = stablehlo.compare LT, %158, %159, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_54 = stablehlo.constant dense<5> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %162 = stablehlo.add %158, %161 : tensor<8xi32>
    %163 = stablehlo.select %160, %162, %158 : tensor<8xi1>, tensor<8xi32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %165 = "stablehlo.scatter"(%157, %164, %156) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %185 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %185 : tensor<f32>
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %166 = stablehlo.slice %arg1 [0:8, 0:1] : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %169 = call @searchsorted_22(%cst_1, %167) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %170 = stablehlo.slice %cst_1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %171 = stablehlo.reshape %170 : (tensor<1xf32>) -> tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %173 = stablehlo.compare EQ, %167, %172, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %c_56 = stablehlo.constant dense<4> : tensor<i32>
    %174 = call @_where_26(%173, %c_56, %169) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %177 = stablehlo.compare LT, %174, %176, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_59 = stablehlo.constant dense<5> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %179 = stablehlo.add %174, %178 : tensor<8xi32>
    %180 = stablehlo.select %177, %179, %174 : tensor<8xi1>, tensor<8xi32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %182 = "stablehlo.scatter"(%175, %181, %168) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %185 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %185 : tensor<f32>
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %183 = stablehlo.slice %182 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    %184 = call @_in1d(%arg0, %c) : (tensor<8xi32>, tensor<3xi32>) -> tensor<8xi1>
    return %27, %34, %45, %65, %165, %152, %90, %119, %183, %184 : tensor<6xi32>, tensor<6xi32>, tensor<8xi32>, tensor<6xi32>, tensor<5xf32>, tensor<3x2xi32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<8xi1>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x8xi32>
    %3 = call @lexsort(%2) : (tensor<1x8xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %3, %6 : tensor<8xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12 = stablehlo.slice %10 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %13 = stablehlo.slice %10 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    return %10, %17, %3 : tensor<8xi32>, tensor<8xi1>, tensor<8xi32>
  }
  func.func private @lexsort(%arg0: tensor<1x8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xi32>) -> tensor<8xi32>
    %2 = stablehlo.iota dim = 0 : tensor<8xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    return %3#1 : tensor<8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi1>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8xi1>) -> tensor<8xi32>
    %1 = call @cumsum_0(%0) : (tensor<8xi32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @clip(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xi32>
    %2 = stablehlo.sign %arg0 : tensor<6xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.and %5, %9 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<6xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6xi1>, tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<7xi32>) -> tensor<7xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<7xi32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<7xi32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    return %1 : tensor<7xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<7xi32>
    %2 = stablehlo.sign %arg0 : tensor<7xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<7xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %10 = stablehlo.and %5, %9 : tensor<7xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<7xi32>
    %13 = call @_where_8(%10, %12, %1) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    return %13 : tensor<7xi32>
  }
  func.func private @_where_8(%arg0: tensor<7xi1>, %arg1: tensor<7xi32>, %arg2: tensor<7xi32>) -> tensor<7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @remainder_9(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %4, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<7xi1>, tensor<7xi32>
    return %15 : tensor<7xi32>
  }
  func.func private @_where_10(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<6xi1>, tensor<6xi32>
    return %4 : tensor<6xi32>
  }
  func.func private @diff(%arg0: tensor<7xi32>) -> tensor<6xi32> {
    %0 = stablehlo.slice %arg0 [1:7] : (tensor<7xi32>) -> tensor<6xi32>
    %1 = stablehlo.slice %arg0 [0:6] : (tensor<7xi32>) -> tensor<6xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<3xf32>
    %11 = stablehlo.add %7, %10 : tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    return %13 : tensor<4xf32>
  }
  func.func private @searchsorted(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_12(%arg0, %arg1) : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_12(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<4xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<4xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<4xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_13(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
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
  func.func private @floor_divide_13(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @_where_14(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_linspace_15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<2xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<2xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<2xf32>
    %11 = stablehlo.add %7, %10 : tensor<2xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    return %13 : tensor<3xf32>
  }
  func.func private @searchsorted_16(%arg0: tensor<3xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<3xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<3xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<3> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<3xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_19(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<3xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<3xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call_19(%arg0: tensor<3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_13(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
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
  func.func private @clip_20(%arg0: tensor<8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xi32>
    return %5 : tensor<8xi32>
  }
  func.func private @remainder_21(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @searchsorted_22(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_23(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_23(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_24(%arg0, %arg1) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_24(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xi32> {
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
      %4:2 = func.call @closed_call_25(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call_25(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_13(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
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
  func.func private @_where_26(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_in1d(%arg0: tensor<8xi32>, %arg1: tensor<3xi32>) -> tensor<8xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<8x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<8x3xi1>, tensor<i1>) -> tensor<8xi1>
    return %5 : tensor<8xi1>
  }
}
