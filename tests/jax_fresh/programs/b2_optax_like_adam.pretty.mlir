module @jit_optax_like_adam attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<i32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<6xf32>
    %4 = stablehlo.add %1, %3 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.multiply %5, %arg3 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %arg1 : tensor<6xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<6xf32>
    %10 = stablehlo.add %6, %9 : tensor<6xf32>
    %11 = stablehlo.convert %arg4 : (tensor<i32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.add %11, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %13 = stablehlo.power %cst_4, %12 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %cst_5, %13 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.divide %4, %15 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %17 = stablehlo.power %cst_6, %12 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.subtract %cst_7, %17 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %20 = stablehlo.divide %10, %19 : tensor<6xf32>
    %21 = stablehlo.multiply %arg1, %arg1 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.sqrt %22 : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.add %23, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.divide %cst_10, %24 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.minimum %cst_11, %25 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %27 = stablehlo.multiply %cst_12, %26 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %29 = stablehlo.multiply %28, %16 : tensor<6xf32>
    %30 = stablehlo.sqrt %20 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.add %30, %31 : tensor<6xf32>
    %33 = stablehlo.divide %29, %32 : tensor<6xf32>
    %34 = stablehlo.subtract %arg0, %33 : tensor<6xf32>
    return %34, %4, %10, %23 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>
  }
}
