module @jit_clip_accumulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x2x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<f32>) -> (tensor<2xf32> {jax.result_info = "result[0]['b']"}, tensor<2x2xf32> {jax.result_info = "result[0]['w']"}, tensor<2xf32> {jax.result_info = "result[1]['b']"}, tensor<2x2xf32> {jax.result_info = "result[1]['w']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %arg1, %iterArg_12 = %arg2, %iterArg_13 = %arg0, %iterArg_14 = %c_1, %iterArg_15 = %c, %iterArg_16 = %0, %iterArg_17 = %1) : tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>
    cond {
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_14, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27:3 = func.call @closed_call(%iterArg, %iterArg_12, %iterArg_13, %iterArg_15, %iterArg_16, %iterArg_17) : (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2xf32>, tensor<2x2xf32>)
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_14, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_12, %iterArg_13, %28, %27#0, %27#1, %27#2 : tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>
    }
    %3 = stablehlo.multiply %2#5, %2#5 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.add %cst_3, %4 : tensor<f32>
    %6 = stablehlo.multiply %2#6, %2#6 : tensor<2x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.add %5, %7 : tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.add %9, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.divide %cst_6, %10 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.minimum %cst_7, %11 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.multiply %2#5, %13 : tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %16 = stablehlo.multiply %2#6, %15 : tensor<2x2xf32>
    %cst_8 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.multiply %17, %2#5 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.multiply %19, %14 : tensor<2xf32>
    %21 = stablehlo.add %18, %20 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %23 = stablehlo.multiply %22, %2#6 : tensor<2x2xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %25 = stablehlo.multiply %24, %16 : tensor<2x2xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x2xf32>
    return %14, %16, %21, %26, %9 : tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<3x2xf32>, %arg1: tensor<f32>, %arg2: tensor<3x2x2xf32>, %arg3: tensor<i32>, %arg4: tensor<2xf32>, %arg5: tensor<2x2xf32>) -> (tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.convert %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_6 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %4, %7, sizes = [1, 2] : (tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x2xf32>) -> tensor<2xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2xf32>
    %12 = stablehlo.add %arg4, %11 : tensor<2xf32>
    %13 = stablehlo.convert %arg3 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare LT, %13, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %15 = stablehlo.add %13, %c_8 : tensor<i32>
    %16 = stablehlo.select %14, %15, %13 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %18 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.select %17, %18, %c_13 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.compare LT, %c_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.add %c_16, %c_17 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.select %20, %21, %c_18 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %arg2, %16, %19, %22, sizes = [1, 2, 2] : (tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x2xf32>
    %27 = stablehlo.add %arg5, %26 : tensor<2x2xf32>
    return %0, %12, %27 : tensor<i32>, tensor<2xf32>, tensor<2x2xf32>
  }
}
