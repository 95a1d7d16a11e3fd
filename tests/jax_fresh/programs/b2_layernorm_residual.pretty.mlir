module @jit_layernorm_residual attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<6x6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg0, %c) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<3x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %11 = stablehlo.divide %6, %10 : tensor<3x6xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<3x6xf32>
    %15 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %17 = stablehlo.add %14, %16 : tensor<3x6xf32>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %19 = call @relu(%18) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %20 = stablehlo.add %arg0, %19 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<3x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @_var(%20, %c_4) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %27 = stablehlo.subtract %20, %26 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<3x1xf32>
    %30 = stablehlo.sqrt %29 : tensor<3x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %32 = stablehlo.divide %27, %31 : tensor<3x6xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<3x6xf32>
    %36 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %38 = stablehlo.add %35, %37 : tensor<3x6xf32>
    %39 = stablehlo.dot_general %38, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %40 = call @relu(%39) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %41 = stablehlo.add %20, %40 : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<3x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %46 = call @_var(%41, %c_8) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %48 = stablehlo.subtract %41, %47 : tensor<3x6xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %50 = stablehlo.add %46, %49 : tensor<3x1xf32>
    %51 = stablehlo.sqrt %50 : tensor<3x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %53 = stablehlo.divide %48, %52 : tensor<3x6xf32>
    %54 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %56 = stablehlo.multiply %53, %55 : tensor<3x6xf32>
    %57 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %59 = stablehlo.add %56, %58 : tensor<3x6xf32>
    %60 = stablehlo.dot_general %59, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %61 = call @relu(%60) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %62 = stablehlo.add %41, %61 : tensor<3x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_11 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<3x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %67 = call @_var(%62, %c_12) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %69 = stablehlo.subtract %62, %68 : tensor<3x6xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %71 = stablehlo.add %67, %70 : tensor<3x1xf32>
    %72 = stablehlo.sqrt %71 : tensor<3x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %74 = stablehlo.divide %69, %73 : tensor<3x6xf32>
    %75 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<3x6xf32>
    %78 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %80 = stablehlo.add %77, %79 : tensor<3x6xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_std(%80, %c_14) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>
    return %62, %81 : tensor<3x6xf32>, tensor<3xf32>
  }
  func.func private @_var(%arg0: tensor<3x6xf32>, %arg1: tensor<i32>) -> tensor<3x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x6xf32>
    %6 = chlo.square %5 : tensor<3x6xf32> -> tensor<3x6xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<3x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x1xf32>
    return %14 : tensor<3x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3x1xf32>, %arg2: tensor<f32>) -> tensor<3x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3x1xf32>
    return %2 : tensor<3x1xf32>
  }
  func.func private @relu(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @_std(%arg0: tensor<3x6xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %0 = call @_var_0(%arg0, %arg1) : (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>
    %1 = stablehlo.sqrt %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @_var_0(%arg0: tensor<3x6xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x6xf32>
    %6 = chlo.square %5 : tensor<3x6xf32> -> tensor<3x6xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.divide %9, %10 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where_1(%12, %11, %cst_4) : (tensor<i1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    return %13 : tensor<3xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
