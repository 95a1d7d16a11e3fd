module @jit_partition_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>) -> (tensor<5x2xf32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}) {
    %0 = call @partition(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %1 = stablehlo.slice %0 [0:5, 0:2] : (tensor<5x6xf32>) -> tensor<5x2xf32>
    %2 = call @partition_0(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %3 = stablehlo.slice %2 [0:3, 0:6] : (tensor<5x6xf32>) -> tensor<3x6xf32>
    %4 = call @sort(%3) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %5 = call @sort_1(%arg0) : (tensor<5x6xf32>) -> tensor<30xf32>
    %6 = stablehlo.slice %5 [26:30] : (tensor<30xf32>) -> tensor<4xf32>
    %7 = call @sort_2(%arg0) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %8 = call @_flip(%7) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    return %1, %4, %6, %8 : tensor<5x2xf32>, tensor<3x6xf32>, tensor<4xf32>, tensor<5x6xf32>
  }
  func.func private @partition(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<5x6xf32>
    %values, %indices = chlo.top_k(%0, k = 3) : tensor<5x6xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %1 = stablehlo.negate %values : tensor<5x3xf32>
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 3) : tensor<5x6xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
    %2 = stablehlo.concatenate %1, %values_0, dim = 1 : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x6xf32>
    return %2 : tensor<5x6xf32>
  }
  func.func private @partition_0(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x6xf32>) -> tensor<6x5xf32>
    %1 = stablehlo.negate %0 : tensor<6x5xf32>
    %values, %indices = chlo.top_k(%1, k = 4) : tensor<6x5xf32> -> (tensor<6x4xf32>, tensor<6x4xi32>)
    %2 = stablehlo.negate %values : tensor<6x4xf32>
    %values_0, %indices_1 = chlo.top_k(%0, k = 1) : tensor<6x5xf32> -> (tensor<6x1xf32>, tensor<6x1xi32>)
    %3 = stablehlo.concatenate %2, %values_0, dim = 1 : (tensor<6x4xf32>, tensor<6x1xf32>) -> tensor<6x5xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<6x5xf32>) -> tensor<5x6xf32>
    return %4 : tensor<5x6xf32>
  }
  func.func private @sort(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @sort_1(%arg0: tensor<5x6xf32>) -> tensor<30xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<5x6xf32>) -> tensor<30xf32>
    %1 = "stablehlo.sort"(%0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<30xf32>) -> tensor<30xf32>
    return %1 : tensor<30xf32>
  }
  func.func private @sort_2(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
  func.func private @_flip(%arg0: tensor<5x6xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<5x6xf32>
    return %0 : tensor<5x6xf32>
  }
}
