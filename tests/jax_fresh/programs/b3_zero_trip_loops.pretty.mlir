module @jit_zero_trip_loops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0][0]"}, tensor<3xf32> {jax.result_info = "result[0][1]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2][0]"}, tensor<0x3xf32> {jax.result_info = "result[2][1]"}, tensor<3xf32> {jax.result_info = "result[3]"}) {
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %6 = stablehlo.compare LT, %iterArg_2, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<3xf32>
      stablehlo.return %iterArg, %6, %8 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %6 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.add %iterArg_3, %7 : tensor<3xf32>
      stablehlo.return %6, %iterArg_2, %8 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<0x3xf32>
    %c = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.subtract %arg1, %c : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:3 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %4, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %6 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<3xf32>
      stablehlo.return %6, %iterArg_2, %8 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    return %0#1, %0#2, %1#2, %arg0, %3, %5#2 : tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0x3xf32>, tensor<3xf32>
  }
}
