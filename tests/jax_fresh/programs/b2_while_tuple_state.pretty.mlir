module @jit_while_tuple_state attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<i1> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %0:5 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c, %iterArg_4 = %arg0, %iterArg_5 = %cst, %iterArg_6 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>
    cond {
      %2 = stablehlo.compare LT, %iterArg_3, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.not %iterArg_6 : tensor<i1>
      %4 = stablehlo.and %2, %3 : tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %3 = stablehlo.multiply %iterArg_4, %2 : tensor<5xf32>
      %4 = func.call @_roll_static(%iterArg_4) : (tensor<5xf32>) -> tensor<5xf32>
      %5 = stablehlo.add %3, %4 : tensor<5xf32>
      %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %6 = stablehlo.reduce(%5 init: %cst_8) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %7 = stablehlo.add %iterArg_5, %6 : tensor<f32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg_3, %c_9 : tensor<i32>
      %cst_10 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
      %9 = stablehlo.compare GT, %7, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %iterArg, %8, %5, %7, %9 : tensor<i32>, tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>
    }
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %c_1, %iterArg_3 = %arg1, %iterArg_4 = %c_2) : tensor<i32>, tensor<i32>, tensor<i32>
    cond {
      %2 = stablehlo.compare LT, %iterArg, %iterArg_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %3 = stablehlo.multiply %iterArg, %iterArg : tensor<i32>
      %4 = stablehlo.add %iterArg_4, %3 : tensor<i32>
      stablehlo.return %2, %iterArg_3, %4 : tensor<i32>, tensor<i32>, tensor<i32>
    }
    return %0#1, %0#2, %0#3, %0#4, %1#2 : tensor<i32>, tensor<5xf32>, tensor<f32>, tensor<i1>, tensor<i32>
  }
  func.func private @_roll_static(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.slice %arg0 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<5xf32>) -> tensor<4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
