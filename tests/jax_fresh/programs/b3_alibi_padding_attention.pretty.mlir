module @jit_alibi_padding_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x2x4x4xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<2x2x4x4xf32>, %arg3: tensor<2xi32>) -> (tensor<2x2x4x4xf32> {jax.result_info = "result[0]"}, tensor<2x2x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.add %1, %0 : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.power %7, %6 : tensor<2xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %11 = stablehlo.iota dim = 0 : tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<4x4xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x4xi32>
    %15 = stablehlo.subtract %13, %14 : tensor<4x4xi32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<4x4xi32>) -> tensor<1x4x4xi32>
    %18 = stablehlo.convert %17 : (tensor<1x4x4xi32>) -> tensor<1x4x4xf32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x4x4xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<2x4x4xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x4x4xf32>
    %22 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2x2x4x4xf32>
    %25 = stablehlo.broadcast_in_dim %21, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x2x4x4xf32>
    %28 = stablehlo.iota dim = 0 : tensor<4xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %30 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<2x4xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x4xi32>
    %33 = stablehlo.compare LT, %31, %32, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 3] : (tensor<2x4xi1>) -> tensor<2x1x1x4xi1>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %35 = call @_where(%34, %27, %cst_4) : (tensor<2x1x1x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x4xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<2x2x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<2x2x4x4xf32>
    %42 = stablehlo.exponential %41 : tensor<2x2x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %46 = stablehlo.divide %42, %45 : tensor<2x2x4x4xf32>
    %47 = stablehlo.dot_general %46, %arg2, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    return %47, %48 : tensor<2x2x4x4xf32>, tensor<2x2x4xf32>
  }
  func.func private @_where(%arg0: tensor<2x1x1x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<f32>) -> tensor<2x2x4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x4xi1>) -> tensor<2x2x4x4xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>
    return %2 : tensor<2x2x4x4xf32>
  }
}
