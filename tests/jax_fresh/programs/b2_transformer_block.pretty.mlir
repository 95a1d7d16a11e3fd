module @jit_transformer_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<16x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>) -> (tensor<2x4x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg0, %c) : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<2x4x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<2x4x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<2x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %11 = stablehlo.divide %6, %10 : tensor<2x4x8xf32>
    %12 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x4x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x4x8xf32>
    %17 = stablehlo.dot_general %16, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %20 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %23 = stablehlo.dot_general %16, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %25 = stablehlo.transpose %24, dims = [0, 2, 1, 3] : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %26 = stablehlo.transpose %22, dims = [0, 1, 3, 2] : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %27 = stablehlo.dot_general %19, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.sqrt %cst_3 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %30 = stablehlo.divide %27, %29 : tensor<2x2x4x4xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %32 = call @tril(%31) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %34 = call @_where_0(%33, %30, %cst_5) : (tensor<1x1x4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<2x2x4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<2x2x4x4xf32>
    %41 = stablehlo.exponential %40 : tensor<2x2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %45 = stablehlo.divide %41, %44 : tensor<2x2x4x4xf32>
    %46 = stablehlo.dot_general %45, %25, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %49 = stablehlo.dot_general %48, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %50 = stablehlo.add %arg0, %49 : tensor<2x4x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x4x1xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %55 = call @_var(%50, %c_11) : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %57 = stablehlo.subtract %50, %56 : tensor<2x4x8xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<2x4x1xf32>
    %60 = stablehlo.sqrt %59 : tensor<2x4x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %62 = stablehlo.divide %57, %61 : tensor<2x4x8xf32>
    %63 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<2x4x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.add %65, %66 : tensor<2x4x8xf32>
    %68 = stablehlo.dot_general %67, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %69 = stablehlo.multiply %68, %68 : tensor<2x4x16xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<2x4x16xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<2x4x16xf32>
    %73 = stablehlo.add %68, %72 : tensor<2x4x16xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<2x4x16xf32>
    %76 = stablehlo.tanh %75 : tensor<2x4x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %78 = stablehlo.add %77, %76 : tensor<2x4x16xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<2x4x16xf32>
    %81 = stablehlo.multiply %68, %80 : tensor<2x4x16xf32>
    %82 = stablehlo.dot_general %81, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %83 = stablehlo.add %50, %82 : tensor<2x4x8xf32>
    return %83 : tensor<2x4x8xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x8xf32>, %arg1: tensor<i32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x8xf32>
    %6 = chlo.square %5 : tensor<2x4x8xf32> -> tensor<2x4x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    return %14 : tensor<2x4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x4x1xf32>
    return %2 : tensor<2x4x1xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
  func.func private @_where_0(%arg0: tensor<1x1x4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<f32>) -> tensor<2x2x4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<2x2x4x4xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    return %2 : tensor<2x2x4x4xf32>
  }
}
