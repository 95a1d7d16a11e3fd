module @jit_where_clip_broadcast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<1x5xf32>, %arg3: tensor<f32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<4x5xf32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = stablehlo.compare GT, %arg1, %0, FLOAT : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
    %2 = call @_where(%1, %arg0, %arg2) : (tensor<4x1xi1>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_where_0(%4, %arg1, %c) : (tensor<4x5xi1>, tensor<4x1xf32>, tensor<i32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.add %arg3, %cst_0 : tensor<f32>
    %7 = call @clip(%arg0, %arg3, %6) : (tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>
    %8 = call @clip_1(%arg0, %arg2) : (tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
    %9 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = call @_where_2(%9, %cst_1, %arg0) : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %13 = stablehlo.compare LT, %arg0, %12, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.compare GT, %arg0, %14, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x5xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %19 = stablehlo.multiply %arg0, %18 : tensor<4x5xf32>
    %c_7 = stablehlo.constant dense<false> : tensor<i1>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %22 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %23 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1x4x5xi1>, tensor<1x4x5xi1>, tensor<1x4x5xi1>) -> tensor<3x4x5xi1>
    %25 = call @argmax(%24) : (tensor<3x4x5xi1>) -> tensor<4x5xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %29 = stablehlo.compare LT, %25, %28, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %30 = stablehlo.select %29, %17, %19 : tensor<4x5xi1>, tensor<4x5xf32>
    %31 = stablehlo.select %27, %arg0, %30 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2, %5, %7, %8, %11, %31 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4x5xf32>
  }
  func.func private @_where(%arg0: tensor<4x1xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<1x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x5xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x5xi1>, %arg1: tensor<4x1xf32>, %arg2: tensor<i32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %3 : tensor<4x5xf32>
  }
  func.func private @clip(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<4x5xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<4x5xf32>
    return %3 : tensor<4x5xf32>
  }
  func.func private @clip_1(%arg0: tensor<4x5xf32>, %arg1: tensor<1x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.minimum %0, %arg0 : tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x5xi1>, %arg1: tensor<f32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @argmax(%arg0: tensor<3x4x5xi1>) -> tensor<4x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4x5xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3x4x5xi1>, tensor<3x4x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<4x5xi1>, tensor<4x5xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<4x5xi32>
  }
}
