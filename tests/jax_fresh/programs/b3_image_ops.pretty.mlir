module @jit_image_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<6x7xui8>) -> (tensor<7x3xf32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}, tensor<5x4xf32> {jax.result_info = "result[2]"}, tensor<6x7xui8> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<[1.500000e+00, 1.200000e+00]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<[2.500000e-01, 5.000000e-01, 2.500000e-01]> : tensor<3xf32>
    %0 = call @_resize(%arg0) : (tensor<5x4xf32>) -> tensor<7x3xf32>
    %1 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.divide %cst_2, %2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.maximum %5, %cst_3 : tensor<f32>
    %7 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.add %7, %8 : tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<6xf32>
    %12 = stablehlo.multiply %4, %5 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.subtract %11, %13 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<6xf32>
    %17 = stablehlo.iota dim = 0 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<5x6xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<5x6xf32>
    %23 = stablehlo.abs %22 : tensor<5x6xf32>
    %24 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %25 = stablehlo.divide %23, %24 : tensor<5x6xf32>
    %26 = stablehlo.abs %25 : tensor<5x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<5x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<5x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<5x6xf32>, tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %33 = stablehlo.abs %32 : tensor<1x6xf32>
    %cst_9 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %35 = stablehlo.compare GT, %33, %34, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %37 = stablehlo.compare NE, %32, %36, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %38 = call @_where_7(%37, %32, %c) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<5x6xf32>
    %40 = stablehlo.divide %30, %39 : tensor<5x6xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %41 = call @_where_8(%35, %40, %c_11) : (tensor<1x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %43 = stablehlo.compare GE, %16, %42, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_13 = stablehlo.constant dense<4.500000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %45 = stablehlo.compare LE, %16, %44, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %46 = stablehlo.and %43, %45 : tensor<6xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<6xi1>) -> tensor<1x6xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %48 = call @_where_8(%47, %41, %c_14) : (tensor<1x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    %49 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.divide %cst_15, %50 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.maximum %53, %cst_16 : tensor<f32>
    %55 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %57 = stablehlo.add %55, %56 : tensor<6xf32>
    %58 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<6xf32>
    %60 = stablehlo.multiply %52, %53 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %62 = stablehlo.subtract %59, %61 : tensor<6xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %64 = stablehlo.subtract %62, %63 : tensor<6xf32>
    %65 = stablehlo.iota dim = 0 : tensor<4xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %70 = stablehlo.subtract %68, %69 : tensor<4x6xf32>
    %71 = stablehlo.abs %70 : tensor<4x6xf32>
    %72 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %73 = stablehlo.divide %71, %72 : tensor<4x6xf32>
    %74 = stablehlo.abs %73 : tensor<4x6xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %76 = stablehlo.subtract %75, %74 : tensor<4x6xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<4x6xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %81 = stablehlo.abs %80 : tensor<1x6xf32>
    %cst_22 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %83 = stablehlo.compare GT, %81, %82, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %85 = stablehlo.compare NE, %80, %84, FLOAT : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %86 = call @_where_7(%85, %80, %c_24) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %88 = stablehlo.divide %78, %87 : tensor<4x6xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %89 = call @_where_9(%83, %88, %c_25) : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %cst_26 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %91 = stablehlo.compare GE, %64, %90, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_27 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %93 = stablehlo.compare LE, %64, %92, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %94 = stablehlo.and %91, %93 : tensor<6xi1>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<6xi1>) -> tensor<1x6xi1>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %96 = call @_where_9(%95, %89, %c_28) : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %97 = stablehlo.dot_general %48, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x6xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    %98 = stablehlo.dot_general %97, %96, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<6x6xf32>
    %99 = stablehlo.broadcast_in_dim %cst_1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %100 = call @_flip(%99) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %101 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<5x4xf32>) -> tensor<1x1x5x4xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [2, 3] : (tensor<3x1xf32>) -> tensor<1x1x3x1xf32>
    %103 = stablehlo.convolution(%101, %102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x4xf32>, tensor<1x1x3x1xf32>) -> tensor<1x1x5x4xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x1x5x4xf32>) -> tensor<5x4xf32>
    %105 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %106 = call @_flip_10(%105) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [2, 3] : (tensor<5x4xf32>) -> tensor<1x1x5x4xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [2, 3] : (tensor<1x3xf32>) -> tensor<1x1x1x3xf32>
    %109 = stablehlo.convolution(%107, %108) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x4xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x5x4xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x1x5x4xf32>) -> tensor<5x4xf32>
    %111 = stablehlo.reshape %arg1 : (tensor<6x7xui8>) -> tensor<42xui8>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %113 = call @clip(%111, %c_30) : (tensor<42xui8>, tensor<i32>) -> tensor<42xui8>
    %114 = stablehlo.convert %113 : (tensor<42xui8>) -> tensor<42xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<42xi32>) -> tensor<42x1xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<42xi32>
    %117 = "stablehlo.scatter"(%112, %115, %116) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %144 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %144 : tensor<i32>
    }) : (tensor<256xi32>, tensor<42x1xi32>, tensor<42xi32>) -> tensor<256xi32>
    %118 = call @cumsum(%117) : (tensor<256xi32>) -> tensor<256xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %120 = stablehlo.compare GT, %118, %119, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %121 = call @argmax(%120) : (tensor<256xi1>) -> tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.compare LT, %121, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<256> : tensor<i32>
    %123 = stablehlo.add %121, %c_34 : tensor<i32>
    %124 = stablehlo.select %122, %123, %121 : tensor<i1>, tensor<i32>
    %125 = stablehlo.dynamic_slice %118, %124, sizes = [1] : (tensor<256xi32>, tensor<i32>) -> tensor<1xi32>
    %126 = stablehlo.reshape %125 : (tensor<1xi32>) -> tensor<i32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %128 = stablehlo.subtract %118, %127 : tensor<256xi32>
    %129 = stablehlo.slice %118 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %130 = stablehlo.reshape %129 : (tensor<1xi32>) -> tensor<i32>
    %131 = stablehlo.subtract %130, %126 : tensor<i32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %132 = stablehlo.maximum %131, %c_35 : tensor<i32>
    %133 = stablehlo.convert %128 : (tensor<256xi32>) -> tensor<256xf32>
    %134 = stablehlo.convert %132 : (tensor<i32>) -> tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %136 = stablehlo.divide %133, %135 : tensor<256xf32>
    %cst_36 = stablehlo.constant dense<2.550000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %138 = stablehlo.multiply %136, %137 : tensor<256xf32>
    %139 = call @round(%138) : (tensor<256xf32>) -> tensor<256xf32>
    %140 = stablehlo.convert %139 : (tensor<256xf32>) -> tensor<256xui8>
    %141 = stablehlo.convert %arg1 : (tensor<6x7xui8>) -> tensor<6x7xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<6x7xi32>) -> tensor<6x7x1xi32>
    %143 = "stablehlo.gather"(%140, %142) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<256xui8>, tensor<6x7x1xi32>) -> tensor<6x7xui8>
    return %0, %98, %110, %143 : tensor<7x3xf32>, tensor<6x6xf32>, tensor<5x4xf32>, tensor<6x7xui8>
  }
  func.func private @_resize(%arg0: tensor<5x4xf32>) -> tensor<7x3xf32> {
    %cst = stablehlo.constant dense<0.714285731> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<7xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %3 = stablehlo.add %1, %2 : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<0.714285731> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<7xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<7xf32>
    %10 = stablehlo.iota dim = 0 : tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x7xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<5x7xf32>
    %16 = stablehlo.abs %15 : tensor<5x7xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %19 = stablehlo.divide %16, %18 : tensor<5x7xf32>
    %cst_5 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<5x7xf32>
    %22 = stablehlo.sine %21 : tensor<5x7xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<5x7xf32>
    %cst_7 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %26 = stablehlo.multiply %25, %19 : tensor<5x7xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %28 = stablehlo.divide %26, %27 : tensor<5x7xf32>
    %29 = stablehlo.sine %28 : tensor<5x7xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<5x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %32 = stablehlo.compare GT, %19, %31, FLOAT : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %34 = stablehlo.compare NE, %19, %33, FLOAT : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %35 = stablehlo.multiply %19, %19 : tensor<5x7xf32>
    %cst_11 = stablehlo.constant dense<9.86960411> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<5x7xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %38 = call @_where(%34, %37, %c) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %39 = stablehlo.divide %30, %38 : tensor<5x7xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %40 = call @_where(%32, %39, %c_12) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %42 = stablehlo.compare GT, %19, %41, FLOAT : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = call @_where_0(%42, %cst_14, %40) : (tensor<5x7xi1>, tensor<f32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<5x7xf32>, tensor<f32>) -> tensor<7xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<7xf32>) -> tensor<1x7xf32>
    %46 = stablehlo.abs %45 : tensor<1x7xf32>
    %cst_16 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %48 = stablehlo.compare GT, %46, %47, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %50 = stablehlo.compare NE, %45, %49, FLOAT : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %51 = call @_where_1(%50, %45, %c_18) : (tensor<1x7xi1>, tensor<1x7xf32>, tensor<i32>) -> tensor<1x7xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %53 = stablehlo.divide %43, %52 : tensor<5x7xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @_where_2(%48, %53, %c_19) : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %56 = stablehlo.compare GE, %9, %55, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_21 = stablehlo.constant dense<4.500000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %58 = stablehlo.compare LE, %9, %57, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %59 = stablehlo.and %56, %58 : tensor<7xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<7xi1>) -> tensor<1x7xi1>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %61 = call @_where_2(%60, %54, %c_22) : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %cst_23 = stablehlo.constant dense<1.33333337> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.maximum %cst_23, %cst_24 : tensor<f32>
    %63 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %65 = stablehlo.add %63, %64 : tensor<3xf32>
    %cst_26 = stablehlo.constant dense<1.33333337> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<3xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %69 = stablehlo.subtract %67, %68 : tensor<3xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = stablehlo.subtract %69, %70 : tensor<3xf32>
    %72 = stablehlo.iota dim = 0 : tensor<4xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<4x3xf32>
    %78 = stablehlo.abs %77 : tensor<4x3xf32>
    %79 = stablehlo.convert %62 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %81 = stablehlo.divide %78, %80 : tensor<4x3xf32>
    %cst_29 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<4x3xf32>
    %84 = stablehlo.sine %83 : tensor<4x3xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<4x3xf32>
    %cst_31 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %88 = stablehlo.multiply %87, %81 : tensor<4x3xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %90 = stablehlo.divide %88, %89 : tensor<4x3xf32>
    %91 = stablehlo.sine %90 : tensor<4x3xf32>
    %92 = stablehlo.multiply %86, %91 : tensor<4x3xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %94 = stablehlo.compare GT, %81, %93, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %96 = stablehlo.compare NE, %81, %95, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %97 = stablehlo.multiply %81, %81 : tensor<4x3xf32>
    %cst_35 = stablehlo.constant dense<9.86960411> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<4x3xf32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %100 = call @_where_3(%96, %99, %c_36) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %101 = stablehlo.divide %92, %100 : tensor<4x3xf32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %102 = call @_where_3(%94, %101, %c_37) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %104 = stablehlo.compare GT, %81, %103, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = call @_where_4(%104, %cst_39, %102) : (tensor<4x3xi1>, tensor<f32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %108 = stablehlo.abs %107 : tensor<1x3xf32>
    %cst_41 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %110 = stablehlo.compare GT, %108, %109, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %112 = stablehlo.compare NE, %107, %111, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %113 = call @_where_5(%112, %107, %c_43) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %115 = stablehlo.divide %105, %114 : tensor<4x3xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %116 = call @_where_6(%110, %115, %c_44) : (tensor<1x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %118 = stablehlo.compare GE, %71, %117, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_46 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %120 = stablehlo.compare LE, %71, %119, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %121 = stablehlo.and %118, %120 : tensor<3xi1>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<3xi1>) -> tensor<1x3xi1>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %123 = call @_where_6(%122, %116, %c_47) : (tensor<1x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %124 = stablehlo.dot_general %123, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x3xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
    %125 = stablehlo.dot_general %61, %124, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x7xf32>, tensor<3x5xf32>) -> tensor<7x3xf32>
    return %125 : tensor<7x3xf32>
  }
  func.func private @_where(%arg0: tensor<5x7xi1>, %arg1: tensor<5x7xf32>, %arg2: tensor<i32>) -> tensor<5x7xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x7xi1>, tensor<5x7xf32>
    return %2 : tensor<5x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<5x7xi1>, %arg1: tensor<f32>, %arg2: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x7xi1>, tensor<5x7xf32>
    return %2 : tensor<5x7xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x7xi1>, %arg1: tensor<1x7xf32>, %arg2: tensor<i32>) -> tensor<1x7xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x7xi1>, tensor<1x7xf32>
    return %2 : tensor<1x7xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x7xi1>, %arg1: tensor<5x7xf32>, %arg2: tensor<i32>) -> tensor<5x7xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x7xi1>) -> tensor<5x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<5x7xi1>, tensor<5x7xf32>
    return %3 : tensor<5x7xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x3xi1>, %arg1: tensor<4x3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x3xi1>, tensor<4x3xf32>
    return %2 : tensor<4x3xf32>
  }
  func.func private @_where_4(%arg0: tensor<4x3xi1>, %arg1: tensor<f32>, %arg2: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x3xi1>, tensor<4x3xf32>
    return %2 : tensor<4x3xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x3xi1>, %arg1: tensor<1x3xf32>, %arg2: tensor<i32>) -> tensor<1x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x3xi1>, tensor<1x3xf32>
    return %2 : tensor<1x3xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x3xi1>, %arg1: tensor<4x3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<4x3xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x3xi1>, tensor<4x3xf32>
    return %3 : tensor<4x3xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x6xi1>, %arg1: tensor<1x6xf32>, %arg2: tensor<i32>) -> tensor<1x6xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x6xi1>, tensor<1x6xf32>
    return %2 : tensor<1x6xf32>
  }
  func.func private @_where_8(%arg0: tensor<1x6xi1>, %arg1: tensor<5x6xf32>, %arg2: tensor<i32>) -> tensor<5x6xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x6xi1>) -> tensor<5x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<5x6xi1>, tensor<5x6xf32>
    return %3 : tensor<5x6xf32>
  }
  func.func private @_where_9(%arg0: tensor<1x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<i32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x6xi1>) -> tensor<4x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @_flip(%arg0: tensor<3x1xf32>) -> tensor<3x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x1xf32>
    return %0 : tensor<3x1xf32>
  }
  func.func private @_flip_10(%arg0: tensor<1x3xf32>) -> tensor<1x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<1x3xf32>
    return %0 : tensor<1x3xf32>
  }
  func.func private @clip(%arg0: tensor<42xui8>, %arg1: tensor<i32>) -> tensor<42xui8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui8>) -> tensor<42xui8>
    %2 = stablehlo.maximum %1, %arg0 : tensor<42xui8>
    return %2 : tensor<42xui8>
  }
  func.func private @cumsum(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @cumsum_11(%arg0) : (tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[255, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 256>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    return %1 : tensor<256xi32>
  }
  func.func private @argmax(%arg0: tensor<256xi1>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<256xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<256xi1>, tensor<256xi32>, tensor<i1>, tensor<i32>) -> (tensor<i1>, tensor<i32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @round(%arg0: tensor<256xf32>) -> tensor<256xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<256xf32>
    return %0 : tensor<256xf32>
  }
}
