module @jit_bool_reductions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>) -> (tensor<5xi1> {jax.result_info = "result[0]"}, tensor<4xi1> {jax.result_info = "result[1]"}, tensor<i1> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}, tensor<4xi32> {jax.result_info = "result[5]"}, tensor<i32> {jax.result_info = "result[6]"}, tensor<4xi1> {jax.result_info = "result[7]"}, tensor<5xi1> {jax.result_info = "result[8]"}, tensor<5xf32> {jax.result_info = "result[9]"}) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.reduce(%arg0 init: %c_0) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%arg0 init: %c_1) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%arg0 init: %c_2) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %4 = call @count_nonzero(%arg0) : (tensor<4x5xi1>) -> tensor<4xi32>
    %5 = call @argmax(%arg0) : (tensor<4x5xi1>) -> tensor<4xi32>
    %6 = stablehlo.convert %arg0 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.reduce(%6 init: %c_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %9 = stablehlo.compare GT, %arg1, %8, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %c_4 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.reduce(%9 init: %c_4) applies stablehlo.or across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %12 = stablehlo.compare GT, %arg1, %11, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %13 = stablehlo.xor %arg0, %12 : tensor<4x5xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %15 = stablehlo.convert %arg0 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %16 = stablehlo.convert %15 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.divide %17, %18 : tensor<5xf32>
    return %0, %1, %2, %3, %4, %5, %7, %10, %14, %19 : tensor<5xi1>, tensor<4xi1>, tensor<i1>, tensor<i1>, tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<4xi1>, tensor<5xi1>, tensor<5xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x5xi1>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x5xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4x5xi1>, tensor<4x5xi1>) -> tensor<4x5xi1>
    %2 = stablehlo.convert %1 : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.reduce(%2 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func private @argmax(%arg0: tensor<4x5xi1>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x5xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x5xi1>, tensor<4x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<4xi1>, tensor<4xi32>)
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
    return %1#1 : tensor<4xi32>
  }
}
