module @jit_dus_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<3x2xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_0, %iterArg_6 = %c, %iterArg_7 = %0) : tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>
    cond {
      %c_8 = stablehlo.constant dense<5> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %1#4, %iterArg_4 = %c_3, %iterArg_5 = %c_2, %iterArg_6 = %2) : tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<3x2xf32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_0(%iterArg, %iterArg_5, %iterArg_6) : (tensor<8x4xf32>, tensor<i32>, tensor<3x2xf32>) -> (tensor<i32>, tensor<3x2xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %5, %4#0, %4#1 : tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<3x2xf32>
    }
    return %1#4, %3#3 : tensor<8x4xf32>, tensor<3x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x4xf32>, %arg1: tensor<5xi32>, %arg2: tensor<i32>, %arg3: tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, %c_2, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.add %arg2, %c_3 : tensor<i32>
    %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.convert %arg2 : tensor<i32>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.add %11, %c_5 : tensor<i32>
    %13 = stablehlo.select %10, %12, %arg2 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg1, %13, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %17 = stablehlo.add %15, %c_7 : tensor<i32>
    %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.dynamic_update_slice %arg3, %9, %18, %c_8 : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
    return %0, %19 : tensor<i32>, tensor<8x4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<8x4xf32>, %arg1: tensor<i32>, %arg2: tensor<3x2xf32>) -> (tensor<i32>, tensor<3x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.multiply %arg1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, %c_3, sizes = [3, 2] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<3x2xf32>
    return %0, %7 : tensor<i32>, tensor<3x2xf32>
  }
}
