module @jit_moe_top2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<3x4x8xf32>, %arg3: tensor<3x8x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<6x2xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<6x3xf32> -> (tensor<6x2xf32>, tensor<6x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %6 = stablehlo.subtract %values, %5 : tensor<6x2xf32>
    %7 = stablehlo.exponential %6 : tensor<6x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %11 = stablehlo.divide %7, %10 : tensor<6x2xf32>
    %12 = call @_one_hot(%indices) : (tensor<6x2xi32>) -> tensor<6x2x3xf32>
    %13 = stablehlo.dot_general %11, %12, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x2xf32>, tensor<6x2x3xf32>) -> tensor<6x3xf32>
    %14 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<3x4x8xf32>) -> tensor<6x3x8xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<6x3x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<6x3x8xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x3x8xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<6x3x8xf32>
    %19 = stablehlo.add %14, %18 : tensor<6x3x8xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x3x8xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<6x3x8xf32>
    %22 = stablehlo.tanh %21 : tensor<6x3x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x3x8xf32>
    %24 = stablehlo.add %23, %22 : tensor<6x3x8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x3x8xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<6x3x8xf32>
    %27 = stablehlo.multiply %14, %26 : tensor<6x3x8xf32>
    %28 = stablehlo.dot_general %arg3, %27, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<3x8x4xf32>, tensor<6x3x8xf32>) -> tensor<3x4x6xf32>
    %29 = stablehlo.transpose %28, dims = [2, 0, 1] : (tensor<3x4x6xf32>) -> tensor<6x3x4xf32>
    %30 = stablehlo.dot_general %13, %29, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x3xf32>, tensor<6x3x4xf32>) -> tensor<6x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%12 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %33 = stablehlo.divide %31, %32 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%0 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<6xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %39 = stablehlo.subtract %0, %38 : tensor<6x3xf32>
    %40 = stablehlo.exponential %39 : tensor<6x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %44 = stablehlo.divide %40, %43 : tensor<6x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_12 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %47 = stablehlo.divide %45, %46 : tensor<3xf32>
    %48 = stablehlo.multiply %33, %47 : tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %50 = stablehlo.multiply %49, %cst_14 : tensor<f32>
    return %30, %indices, %50 : tensor<6x4xf32>, tensor<6x2xi32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<6x2xi32>) -> tensor<6x2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<6x2x1xi32>) -> tensor<6x2x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<6x2x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x2x3xi32>, tensor<6x2x3xi32>) -> tensor<6x2x3xi1>
    %5 = stablehlo.convert %4 : (tensor<6x2x3xi1>) -> tensor<6x2x3xf32>
    return %5 : tensor<6x2x3xf32>
  }
}
