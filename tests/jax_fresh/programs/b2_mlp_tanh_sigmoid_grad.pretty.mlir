module @jit_mlp_tanh_sigmoid_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6xf32>, %arg2: tensor<4x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5x1xf32>, %arg5: tensor<1xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1][0]"}, tensor<5xf32> {jax.result_info = "result[1][1]"}, tensor<5x1xf32> {jax.result_info = "result[1][2]"}, tensor<1xf32> {jax.result_info = "result[1][3]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %3 = stablehlo.add %0, %2 : tensor<6x5xf32>
    %4 = stablehlo.tanh %3 : tensor<6x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<6x5xf32>
    %7 = stablehlo.dot_general %4, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<5x1xf32>) -> tensor<6x1xf32>
    %8 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.add %7, %9 : tensor<6x1xf32>
    %11 = stablehlo.negate %10 : tensor<6x1xf32>
    %12 = stablehlo.exponential %11 : tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %14 = stablehlo.add %13, %12 : tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<6x1xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<6x1xf32>
    %20 = stablehlo.reshape %16 : (tensor<6x1xf32>) -> tensor<6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.add %20, %21 : tensor<6xf32>
    %23 = stablehlo.log %22 : tensor<6xf32>
    %24 = stablehlo.multiply %arg1, %23 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %26 = stablehlo.subtract %25, %arg1 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.subtract %27, %20 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %30 = stablehlo.add %28, %29 : tensor<6xf32>
    %31 = stablehlo.log %30 : tensor<6xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<6xf32>
    %33 = stablehlo.add %24, %32 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %35 = stablehlo.divide %34, %cst_8 : tensor<f32>
    %36 = stablehlo.negate %35 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.negate %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %38 = stablehlo.divide %37, %cst_10 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %40 = stablehlo.multiply %26, %39 : tensor<6xf32>
    %41 = stablehlo.divide %40, %30 : tensor<6xf32>
    %42 = stablehlo.negate %41 : tensor<6xf32>
    %43 = stablehlo.multiply %arg1, %39 : tensor<6xf32>
    %44 = stablehlo.divide %43, %22 : tensor<6xf32>
    %45 = stablehlo.add %42, %44 : tensor<6xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %47 = stablehlo.multiply %46, %19 : tensor<6x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<6x1xf32>, tensor<f32>) -> tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<1x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %52 = stablehlo.dot_general %47, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<6x5xf32>) -> tensor<1x5xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<1x5xf32>) -> tensor<5x1xf32>
    %54 = stablehlo.dot_general %47, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x1xf32>, tensor<5x1xf32>) -> tensor<6x5xf32>
    %55 = stablehlo.multiply %54, %6 : tensor<6x5xf32>
    %56 = stablehlo.multiply %55, %4 : tensor<6x5xf32>
    %57 = stablehlo.add %55, %56 : tensor<6x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %59 = stablehlo.reshape %58 : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %61 = stablehlo.dot_general %57, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<6x4xf32>) -> tensor<5x4xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<4x5xf32>
    %65 = stablehlo.subtract %arg2, %64 : tensor<4x5xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %67 = stablehlo.multiply %66, %60 : tensor<5xf32>
    %68 = stablehlo.subtract %arg3, %67 : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5x1xf32>
    %70 = stablehlo.multiply %69, %53 : tensor<5x1xf32>
    %71 = stablehlo.subtract %arg4, %70 : tensor<5x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %73 = stablehlo.multiply %72, %51 : tensor<1xf32>
    %74 = stablehlo.subtract %arg5, %73 : tensor<1xf32>
    %75 = stablehlo.dot_general %arg0, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<6x5xf32>
    %78 = stablehlo.add %75, %77 : tensor<6x5xf32>
    %79 = stablehlo.tanh %78 : tensor<6x5xf32>
    %80 = stablehlo.dot_general %79, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x5xf32>, tensor<5x1xf32>) -> tensor<6x1xf32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x1xf32>
    %83 = stablehlo.add %80, %82 : tensor<6x1xf32>
    %84 = stablehlo.negate %83 : tensor<6x1xf32>
    %85 = stablehlo.exponential %84 : tensor<6x1xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %87 = stablehlo.add %86, %85 : tensor<6x1xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %89 = stablehlo.divide %88, %87 : tensor<6x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<6x1xf32>) -> tensor<6xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %92 = stablehlo.add %90, %91 : tensor<6xf32>
    %93 = stablehlo.log %92 : tensor<6xf32>
    %94 = stablehlo.multiply %arg1, %93 : tensor<6xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %96 = stablehlo.subtract %95, %arg1 : tensor<6xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %98 = stablehlo.subtract %97, %90 : tensor<6xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %100 = stablehlo.add %98, %99 : tensor<6xf32>
    %101 = stablehlo.log %100 : tensor<6xf32>
    %102 = stablehlo.multiply %96, %101 : tensor<6xf32>
    %103 = stablehlo.add %94, %102 : tensor<6xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %105 = stablehlo.divide %104, %cst_26 : tensor<f32>
    %106 = stablehlo.negate %105 : tensor<f32>
    return %36, %62, %60, %53, %51, %106 : tensor<f32>, tensor<4x5xf32>, tensor<5xf32>, tensor<5x1xf32>, tensor<1xf32>, tensor<f32>
  }
}
