module @jit_causal_attention_mh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<1x4x5x5xf32>) -> (tensor<2x5x8xf32> {jax.result_info = "result[0]"}, tensor<2x4x5x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %3 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %6 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1, 3] : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %9 = stablehlo.transpose %5, dims = [0, 1, 3, 2] : (tensor<2x4x5x2xf32>) -> tensor<2x4x2x5xf32>
    %10 = stablehlo.dot_general %2, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5x2xf32>, tensor<2x4x2x5xf32>) -> tensor<2x4x5x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.sqrt %cst : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x4x5x5xf32>
    %13 = stablehlo.divide %10, %12 : tensor<2x4x5x5xf32>
    %14 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x4x5x5xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %17 = call @tril(%16) : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [2, 3] : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %19 = call @_where(%18, %15, %cst_0) : (tensor<1x1x5x5xi1>, tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5x5xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x5xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<2x4x5xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x4x5xf32>) -> tensor<2x4x5x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<2x4x5x1xf32>) -> tensor<2x4x5x5xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<2x4x5x5xf32>
    %26 = stablehlo.exponential %25 : tensor<2x4x5x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x4x5xf32>) -> tensor<2x4x5x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<2x4x5x1xf32>) -> tensor<2x4x5x5xf32>
    %30 = stablehlo.divide %26, %29 : tensor<2x4x5x5xf32>
    %31 = stablehlo.dot_general %30, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x5x5xf32>, tensor<2x4x5x2xf32>) -> tensor<2x4x5x2xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] : (tensor<2x4x5x2xf32>) -> tensor<2x5x4x2xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x5x4x2xf32>) -> tensor<2x5x8xf32>
    %34 = stablehlo.dot_general %33, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    return %34, %30 : tensor<2x5x8xf32>, tensor<2x4x5x5xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xi1>) -> tensor<5x5xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xi1>
    return %6 : tensor<5x5xi1>
  }
  func.func private @_where(%arg0: tensor<1x1x5x5xi1>, %arg1: tensor<2x4x5x5xf32>, %arg2: tensor<f32>) -> tensor<2x4x5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x5x5xi1>) -> tensor<2x4x5x5xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x5x5xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x5x5xi1>, tensor<2x4x5x5xf32>
    return %2 : tensor<2x4x5x5xf32>
  }
}
