module @jit_newton_while attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.abs %arg0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6xf32>
    %4 = stablehlo.add %0, %3 : tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %4, %iterArg_3 = %c, %iterArg_4 = %cst_1) : tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>
    cond {
      %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %6 = stablehlo.compare GT, %iterArg_4, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<50> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %8 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<i1>
      %9 = stablehlo.compare NE, %7, %8, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = stablehlo.convert %9 : tensor<i1>
      %11 = stablehlo.and %6, %10 : tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %6 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<6xf32>
      %7 = stablehlo.multiply %6, %iterArg_2 : tensor<6xf32>
      %8 = stablehlo.subtract %7, %iterArg : tensor<6xf32>
      %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %10 = stablehlo.multiply %9, %iterArg_2 : tensor<6xf32>
      %11 = stablehlo.multiply %10, %iterArg_2 : tensor<6xf32>
      %12 = stablehlo.divide %8, %11 : tensor<6xf32>
      %13 = stablehlo.subtract %iterArg_2, %12 : tensor<6xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      %15 = stablehlo.subtract %13, %iterArg_2 : tensor<6xf32>
      %16 = stablehlo.abs %15 : tensor<6xf32>
      %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %17 = stablehlo.reduce(%16 init: %cst_7) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %iterArg, %13, %14, %17 : tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>
    }
    return %5#1, %5#2 : tensor<6xf32>, tensor<i32>
  }
}
