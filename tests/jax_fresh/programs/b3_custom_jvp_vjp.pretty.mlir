module @jit_custom_jvp_vjp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<6xf32>
    %6 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.add %1, %7 : tensor<6xf32>
    %9 = stablehlo.abs %5 : tensor<6xf32>
    %10 = stablehlo.negate %9 : tensor<6xf32>
    %11 = stablehlo.exponential %10 : tensor<6xf32>
    %12 = stablehlo.log_plus_one %11 : tensor<6xf32>
    %13 = stablehlo.add %3, %12 : tensor<6xf32>
    %14 = stablehlo.select %6, %8, %13 : tensor<6xi1>, tensor<6xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<6xf32>
    %17 = stablehlo.negate %16 : tensor<6xf32>
    %18 = stablehlo.exponential %17 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %20 = stablehlo.add %19, %18 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.divide %21, %20 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<6xf32>
    %25 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = call @clip(%29, %cst_7, %cst_8) : (tensor<6xf32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %31 = stablehlo.negate %arg0 : tensor<6xf32>
    %32 = stablehlo.exponential %31 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %34 = stablehlo.add %33, %32 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %36 = stablehlo.divide %35, %34 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<6xf32>
    return %14, %24, %30, %38 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @clip(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<6xf32>
    return %5 : tensor<6xf32>
  }
}
