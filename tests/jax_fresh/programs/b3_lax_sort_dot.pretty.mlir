module @jit_lax_sort_dot attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2xf32>, %arg1: tensor<6x2xi32>, %arg2: tensor<6x2xf32>, %arg3: tensor<2x3x4x5xf32>, %arg4: tensor<2x3x5x2xf32>) -> (tensor<6x2xf32> {jax.result_info = "result[0]"}, tensor<6x2xi32> {jax.result_info = "result[1]"}, tensor<6x2xf32> {jax.result_info = "result[2]"}, tensor<2x3x4x2xf32> {jax.result_info = "result[3]"}, tensor<2x3x4x2xf32> {jax.result_info = "result[4]"}, tensor<3x2x2xf32> {jax.result_info = "result[5]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<f32>, %arg10: tensor<f32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg5, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_1, %arg5 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_2, %7 : tensor<i1>, tensor<f32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %arg6, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %arg6 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_5, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare LT, %arg7, %arg8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %15 = stablehlo.compare LT, %9, %13, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.compare EQ, %9, %13, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.and %16, %14 : tensor<i1>
      %18 = stablehlo.or %15, %17 : tensor<i1>
      stablehlo.return %18 : tensor<i1>
    }) : (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>) -> (tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>)
    %1 = stablehlo.dot_general %arg3, %arg4, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4x5xf32>, tensor<2x3x5x2xf32>) -> tensor<2x3x4x2xf32>
    %2 = stablehlo.transpose %arg4, dims = [2, 0, 3, 1] : (tensor<2x3x5x2xf32>) -> tensor<5x2x2x3xf32>
    %3 = stablehlo.dot_general %arg3, %2, batching_dims = [0, 1] x [1, 3], contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4x5xf32>, tensor<5x2x2x3xf32>) -> tensor<2x3x4x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %5 = stablehlo.dot_general %4, %arg4, batching_dims = [1, 0] x [1, 0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xf32>, tensor<2x3x5x2xf32>) -> tensor<3x2x2xf32>
    return %0#0, %0#1, %0#2, %1, %3, %5 : tensor<6x2xf32>, tensor<6x2xi32>, tensor<6x2xf32>, tensor<2x3x4x2xf32>, tensor<2x3x4x2xf32>, tensor<3x2x2xf32>
  }
}
