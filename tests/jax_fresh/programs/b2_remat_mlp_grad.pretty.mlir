module @jit_remat_mlp_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x2xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.tanh %0 : tensor<3x4xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.tanh %2 : tensor<3x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<3x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x2xf32>
    %8:3 = stablehlo.optimization_barrier %1, %arg2, %7 : tensor<3x4xf32>, tensor<4x2xf32>, tensor<3x2xf32>
    %9 = stablehlo.dot_general %8#0, %8#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
    %10 = stablehlo.tanh %9 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<3x2xf32>
    %13 = stablehlo.multiply %8#2, %12 : tensor<3x2xf32>
    %14 = stablehlo.multiply %13, %10 : tensor<3x2xf32>
    %15 = stablehlo.add %13, %14 : tensor<3x2xf32>
    %16 = stablehlo.dot_general %15, %8#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %18 = stablehlo.dot_general %15, %8#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<4x2xf32>) -> tensor<3x4xf32>
    %19:3 = stablehlo.optimization_barrier %arg0, %arg1, %18 : tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>
    %20 = stablehlo.dot_general %19#0, %19#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %21 = stablehlo.tanh %20 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<3x4xf32>
    %24 = stablehlo.multiply %19#2, %23 : tensor<3x4xf32>
    %25 = stablehlo.multiply %24, %21 : tensor<3x4xf32>
    %26 = stablehlo.add %24, %25 : tensor<3x4xf32>
    %27 = stablehlo.dot_general %26, %19#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %28, %17 : tensor<4x4xf32>, tensor<4x2xf32>
  }
}
