module @jit_rank0_rank5 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<2x3x2x2x4xf32>, %arg2: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<4x2x2x2x3xf32> {jax.result_info = "result[3]"}, tensor<2x2x4xf32> {jax.result_info = "result[4]"}, tensor<3x2xf32> {jax.result_info = "result[5]"}, tensor<2x3x1x2x2xf32> {jax.result_info = "result[6]"}, tensor<2x3x2x2x4xf32> {jax.result_info = "result[7]"}, tensor<f32> {jax.result_info = "result[8]"}, tensor<2x3x2x2xi32> {jax.result_info = "result[9]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %25 = stablehlo.negate %arg0 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }, {
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %25 = stablehlo.multiply %arg0, %cst_7 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3:4 = stablehlo.while(%iterArg = %arg0, %iterArg_7 = %c, %iterArg_8 = %arg2, %iterArg_9 = %cst_0) : tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>
    cond {
      %25 = stablehlo.compare LT, %iterArg_7, %iterArg_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_7, %c_10 : tensor<i32>
      %26 = stablehlo.multiply %iterArg_9, %iterArg : tensor<f32>
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %27 = stablehlo.add %26, %cst_11 : tensor<f32>
      stablehlo.return %iterArg, %25, %iterArg_8, %27 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>
    }
    %4 = stablehlo.transpose %arg1, dims = [4, 2, 0, 3, 1] : (tensor<2x3x2x2x4xf32>) -> tensor<4x2x2x2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.maximum across dimensions = [0, 2, 4] : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<3x2xf32>
    %7 = stablehlo.slice %arg1 [0:2, 0:3, 1:2, 0:2, 0:4:2] : (tensor<2x3x2x2x4xf32>) -> tensor<2x3x1x2x2xf32>
    %8 = stablehlo.reverse %7, dims = [1] : tensor<2x3x1x2x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%arg1 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2, 3, 4] : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %cst_4 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1x1x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<1x1x1x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x1x1xf32>) -> tensor<2x3x2x2x4xf32>
    %16 = stablehlo.add %arg1, %15 : tensor<2x3x2x2x4xf32>
    %17 = stablehlo.exponential %arg0 : tensor<f32>
    %18 = stablehlo.reshape %arg1 : (tensor<2x3x2x2x4xf32>) -> tensor<96xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %arg2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<96> : tensor<i32>
    %20 = stablehlo.add %arg2, %c_6 : tensor<i32>
    %21 = stablehlo.select %19, %20, %arg2 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %18, %21, sizes = [1] : (tensor<96xf32>, tensor<i32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = call @argmax(%arg1) : (tensor<2x3x2x2x4xf32>) -> tensor<2x3x2x2xi32>
    return %2, %3#3, %17, %4, %5, %6, %8, %16, %23, %24 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<4x2x2x2x3xf32>, tensor<2x2x4xf32>, tensor<3x2xf32>, tensor<2x3x1x2x2xf32>, tensor<2x3x2x2x4xf32>, tensor<f32>, tensor<2x3x2x2xi32>
  }
  func.func private @argmax(%arg0: tensor<2x3x2x2x4xf32>) -> tensor<2x3x2x2xi32> {
    %0 = stablehlo.iota dim = 4 : tensor<2x3x2x2x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [4] : (tensor<2x3x2x2x4xf32>, tensor<2x3x2x2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x2x2xf32>, tensor<2x3x2x2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2x3x2x2xi32>
  }
}
