module @jit_optimizers attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<f32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}, tensor<6xf32> {jax.result_info = "result[7]"}, tensor<f32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<6xf32>
    %4 = stablehlo.multiply %3, %arg1 : tensor<6xf32>
    %5 = stablehlo.add %1, %4 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %arg3 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.add %5, %10 : tensor<6xf32>
    %12 = stablehlo.sqrt %11 : tensor<6xf32>
    %13 = stablehlo.divide %9, %12 : tensor<6xf32>
    %14 = stablehlo.add %7, %13 : tensor<6xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<6xf32>
    %16 = stablehlo.multiply %arg1, %arg1 : tensor<6xf32>
    %17 = stablehlo.add %arg2, %16 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.multiply %18, %arg1 : tensor<6xf32>
    %20 = stablehlo.sqrt %17 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.add %20, %21 : tensor<6xf32>
    %23 = stablehlo.divide %19, %22 : tensor<6xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %26 = stablehlo.multiply %25, %arg3 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.multiply %27, %arg1 : tensor<6xf32>
    %29 = stablehlo.add %26, %28 : tensor<6xf32>
    %30 = stablehlo.sign %29 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.multiply %31, %arg0 : tensor<6xf32>
    %33 = stablehlo.add %30, %32 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<6xf32>
    %36 = stablehlo.subtract %arg0, %35 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %38 = stablehlo.multiply %37, %arg3 : tensor<6xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %40 = stablehlo.multiply %39, %arg1 : tensor<6xf32>
    %41 = stablehlo.add %38, %40 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %42 = stablehlo.minimum %arg4, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %43 = stablehlo.multiply %cst_13, %42 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_14 : tensor<f32>
    %45 = stablehlo.cosine %44 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.add %cst_15, %45 : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %47 = stablehlo.multiply %cst_16, %46 : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %49 = stablehlo.multiply %48, %arg3 : tensor<6xf32>
    %50 = stablehlo.add %49, %arg1 : tensor<6xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %52 = stablehlo.multiply %51, %arg0 : tensor<6xf32>
    %53 = stablehlo.add %50, %52 : tensor<6xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<6xf32>
    %56 = stablehlo.add %arg1, %55 : tensor<6xf32>
    %57 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<6xf32>
    %59 = stablehlo.subtract %arg0, %58 : tensor<6xf32>
    return %15, %5, %14, %24, %17, %36, %41, %59, %47 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>
  }
}
