module @jit_reduce_custom attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<4xi1> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1:3 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c), (%0 init: %cst_0) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<4x6xf32>, tensor<f32>, tensor<i32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>)
     reducer(%arg2: tensor<f32>, %arg5: tensor<f32>) (%arg3: tensor<i32>, %arg6: tensor<i32>) (%arg4: tensor<f32>, %arg7: tensor<f32>)  {
      %6 = stablehlo.compare GT, %arg5, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = func.call @_where(%6, %arg5, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = func.call @_where_0(%6, %arg6, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %9 = stablehlo.add %arg4, %arg7 : tensor<f32>
      stablehlo.return %7, %8, %9 : tensor<f32>, tensor<i32>, tensor<f32>
    }
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    return %1#0, %1#1, %1#2, %2, %5 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<6xf32>, tensor<4xi1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
