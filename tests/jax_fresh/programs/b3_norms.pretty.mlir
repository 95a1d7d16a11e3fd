module @jit_norms attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<2x3x3x4xf32> {jax.result_info = "result[0]"}, tensor<2x3x3x4xf32> {jax.result_info = "result[1]"}, tensor<2x3x3x4xf32> {jax.result_info = "result[2]"}, tensor<2x3x3x4xf32> {jax.result_info = "result[3]"}, tensor<2x3x3x4xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x3x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_var(%arg0, %c) : (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x3x3x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x3x3x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<2x3x3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %11 = stablehlo.divide %5, %10 : tensor<2x3x3x4xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x3x3x4xf32>
    %15 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x3x3x4xf32>
    %18 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x3x3x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x3x3x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x3x3x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %27 = stablehlo.multiply %arg0, %26 : tensor<2x3x3x4xf32>
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<2x3x3x4xf32>
    %31 = stablehlo.reshape %arg0 : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x2x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %cst_6 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<2x1x1x2x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %37 = stablehlo.subtract %31, %36 : tensor<2x3x3x2x2xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %38 = call @_var_0(%31, %c_7) : (tensor<2x3x3x2x2xf32>, tensor<i32>) -> tensor<2x1x1x2x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x1x1x2x1xf32>
    %41 = stablehlo.sqrt %40 : tensor<2x1x1x2x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %43 = stablehlo.divide %37, %42 : tensor<2x3x3x2x2xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x4xf32>
    %45 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<2x3x3x4xf32>
    %48 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x3x3x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%arg0 init: %cst_9) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %cst_10 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x1x1x4xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %56 = stablehlo.subtract %arg0, %55 : tensor<2x3x3x4xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %57 = call @_var_2(%arg0, %c_11) : (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x1x1x4xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %59 = stablehlo.add %57, %58 : tensor<2x1x1x4xf32>
    %60 = stablehlo.sqrt %59 : tensor<2x1x1x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %62 = stablehlo.divide %56, %61 : tensor<2x3x3x4xf32>
    %63 = call @norm(%arg0) : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %65 = stablehlo.maximum %63, %64 : tensor<2x3x3x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %67 = stablehlo.divide %arg0, %66 : tensor<2x3x3x4xf32>
    return %17, %30, %50, %62, %67 : tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>
  }
  func.func private @_var(%arg0: tensor<2x3x3x4xf32>, %arg1: tensor<i32>) -> tensor<2x3x3x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x3x4xf32>
    %6 = chlo.square %5 : tensor<2x3x3x4xf32> -> tensor<2x3x3x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x3x3x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x3x3x1xf32>, tensor<f32>) -> tensor<2x3x3x1xf32>
    return %14 : tensor<2x3x3x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x3x3x1xf32>, %arg2: tensor<f32>) -> tensor<2x3x3x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x3x3x1xf32>
    return %2 : tensor<2x3x3x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x3x3x2x2xf32>, %arg1: tensor<i32>) -> tensor<2x1x1x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %cst_0 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x3x2x2xf32>
    %6 = chlo.square %5 : tensor<2x3x3x2x2xf32> -> tensor<2x3x3x2x2xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1x2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1x1x2x1xf32>, tensor<f32>) -> tensor<2x1x1x2x1xf32>
    return %14 : tensor<2x1x1x2x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x1x1x2x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x2x1xf32>
    return %2 : tensor<2x1x1x2x1xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x3x3x4xf32>, %arg1: tensor<i32>) -> tensor<2x1x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3x3x4xf32>
    %6 = chlo.square %5 : tensor<2x3x3x4xf32> -> tensor<2x3x3x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_3(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1x1x4xf32>, tensor<f32>) -> tensor<2x1x1x4xf32>
    return %14 : tensor<2x1x1x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x4xf32>
    return %2 : tensor<2x1x1x4xf32>
  }
  func.func private @norm(%arg0: tensor<2x3x3x4xf32>) -> tensor<2x3x3x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3x3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<2x3x3x1xf32>
    return %3 : tensor<2x3x3x1xf32>
  }
}
