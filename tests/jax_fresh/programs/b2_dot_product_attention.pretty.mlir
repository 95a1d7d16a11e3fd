module @jit_dot_product_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x4x2x8xf32>, %arg1: tensor<1x4x2x8xf32>, %arg2: tensor<1x4x2x8xf32>, %arg3: tensor<1x2x4x4xf32>) -> (tensor<1x4x2x8xf32> {jax.result_info = "result[0]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[1]"}, tensor<1x4x2x8xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x2x4x1x4xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = call @tril(%5) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %9 = stablehlo.and %4, %8 : tensor<1x2x4x4xi1>
    %cst_3 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %10 = call @_where(%9, %3, %cst_3) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<1x1x2x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<1x1x2x4x4xf32>
    %17 = stablehlo.exponential %16 : tensor<1x1x2x4x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %21 = stablehlo.divide %17, %20 : tensor<1x1x2x4x4xf32>
    %22 = stablehlo.dot_general %arg2, %21, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %23 = stablehlo.transpose %22, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %24 = stablehlo.transpose %23, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %26 = stablehlo.reshape %arg0 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %27 = stablehlo.reshape %arg3 : (tensor<1x2x4x4xf32>) -> tensor<1x2x1x4x4xf32>
    %28 = stablehlo.dot_general %26, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %cst_7 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x2x4x1x4xf32>
    %31 = stablehlo.transpose %30, dims = [3, 0, 1, 2, 4] : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %32 = stablehlo.transpose %27, dims = [2, 0, 1, 3, 4] : (tensor<1x2x1x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %33 = stablehlo.add %31, %32 : tensor<1x1x2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<1x1x2x4xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<1x1x2x4x4xf32>
    %40 = stablehlo.exponential %39 : tensor<1x1x2x4x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %44 = stablehlo.divide %40, %43 : tensor<1x1x2x4x4xf32>
    %45 = stablehlo.dot_general %arg2, %44, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %46 = stablehlo.transpose %45, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %49 = stablehlo.reshape %arg0 : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %50 = stablehlo.dot_general %49, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<1x2x4x1x4xf32>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %54 = stablehlo.iota dim = 0 : tensor<4xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<4xi32>) -> tensor<1x4x1xi32>
    %56 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x4x1xi32>
    %58 = stablehlo.compare LT, %55, %57, SIGNED : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi1>
    %59 = stablehlo.iota dim = 0 : tensor<4xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2] : (tensor<4xi32>) -> tensor<1x1x4xi32>
    %61 = stablehlo.broadcast_in_dim %c_0, dims = [0] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x1x4xi32>
    %63 = stablehlo.compare LT, %60, %62, SIGNED : (tensor<1x1x4xi32>, tensor<1x1x4xi32>) -> tensor<1x1x4xi1>
    %64 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x4x1xi1>) -> tensor<1x4x4xi1>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x4xi1>) -> tensor<1x4x4xi1>
    %66 = stablehlo.and %64, %65 : tensor<1x4x4xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 2, 3] : (tensor<1x4x4xi1>) -> tensor<1x1x4x4xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %69 = stablehlo.and %53, %68 : tensor<1x2x4x4xi1>
    %cst_13 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %70 = call @_where(%69, %52, %cst_13) : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<1x1x2x4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<1x1x2x4x4xf32>
    %77 = stablehlo.exponential %76 : tensor<1x1x2x4x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_16) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %81 = stablehlo.divide %77, %80 : tensor<1x1x2x4x4xf32>
    %82 = stablehlo.dot_general %arg2, %81, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %83 = stablehlo.transpose %82, dims = [3, 0, 4, 1, 2] : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %84 = stablehlo.iota dim = 0 : tensor<4xi32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %86 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x4xi32>
    %88 = stablehlo.compare LT, %85, %87, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<1x4x1x1xi1>
    %90 = stablehlo.convert %89 : (tensor<1x4x1x1xi1>) -> tensor<1x4x1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2, 3, 4] : (tensor<1x4x1x1xf32>) -> tensor<1x1x4x1x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x1x1xf32>) -> tensor<1x1x4x2x8xf32>
    %93 = stablehlo.multiply %83, %92 : tensor<1x1x4x2x8xf32>
    %94 = stablehlo.transpose %93, dims = [1, 2, 3, 0, 4] : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    return %25, %48, %95 : tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>
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
  func.func private @_where(%arg0: tensor<1x2x4x4xi1>, %arg1: tensor<1x2x4x1x4xf32>, %arg2: tensor<f32>) -> tensor<1x1x2x4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xi1>) -> tensor<1x1x2x4x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>
    return %4 : tensor<1x1x2x4x4xf32>
  }
}
