module @jit_horner_bisection attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %arg2, %iterArg_7 = %c) : tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>
    cond {
      %6 = stablehlo.subtract %iterArg_6, %iterArg_5 : tensor<f32>
      %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %7 = stablehlo.compare GT, %6, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<60> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_10 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<i1>
      %10 = stablehlo.compare NE, %8, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = stablehlo.convert %10 : tensor<i1>
      %12 = stablehlo.and %7, %11 : tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %6 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<f32>
      %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %7 = stablehlo.multiply %cst_8, %6 : tensor<f32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %8:5 = stablehlo.while(%iterArg_16 = %7, %iterArg_17 = %iterArg, %iterArg_18 = %c_11, %iterArg_19 = %c_9, %iterArg_20 = %cst_10) : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
      cond {
        %c_21 = stablehlo.constant dense<4> : tensor<i32>
        %16 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %16 : tensor<i1>
      } do {
        %16:2 = func.call @closed_call(%iterArg_16, %iterArg_17, %iterArg_19, %iterArg_20) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
        %c_21 = stablehlo.constant dense<1> : tensor<i32>
        %17 = stablehlo.add %iterArg_18, %c_21 : tensor<i32>
        stablehlo.return %iterArg_16, %iterArg_17, %17, %16#0, %16#1 : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
      }
      %9 = stablehlo.sign %8#4 : tensor<f32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %10:5 = stablehlo.while(%iterArg_16 = %iterArg_5, %iterArg_17 = %iterArg, %iterArg_18 = %c_14, %iterArg_19 = %c_12, %iterArg_20 = %cst_13) : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
      cond {
        %c_21 = stablehlo.constant dense<4> : tensor<i32>
        %16 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %16 : tensor<i1>
      } do {
        %16:2 = func.call @closed_call_0(%iterArg_16, %iterArg_17, %iterArg_19, %iterArg_20) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
        %c_21 = stablehlo.constant dense<1> : tensor<i32>
        %17 = stablehlo.add %iterArg_18, %c_21 : tensor<i32>
        stablehlo.return %iterArg_16, %iterArg_17, %17, %16#0, %16#1 : tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>
      }
      %11 = stablehlo.sign %10#4 : tensor<f32>
      %12 = stablehlo.compare EQ, %9, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = func.call @_where(%12, %7, %iterArg_5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = func.call @_where(%12, %iterArg_6, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_7, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %13, %14, %15 : tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>
    }
    %cst = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = call @_linspace(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<9xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %1, %iterArg_5 = %arg0, %iterArg_6 = %c_3, %iterArg_7 = %c_2, %iterArg_8 = %2) : tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<9xf32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call_1(%iterArg, %iterArg_5, %iterArg_7, %iterArg_8) : (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<9xf32>) -> (tensor<i32>, tensor<9xf32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_6, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %7, %6#0, %6#1 : tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<9xf32>
    }
    %4 = stablehlo.add %0#1, %0#2 : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.multiply %cst_4, %4 : tensor<f32>
    return %3#4, %5, %0#3 : tensor<9xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %3, %c_1 : tensor<i32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %5, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.add %1, %7 : tensor<f32>
    return %0, %8 : tensor<i32>, tensor<f32>
  }
  func.func private @closed_call_0(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %3, %c_1 : tensor<i32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %5, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.add %1, %7 : tensor<f32>
    return %0, %8 : tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<9xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<8xf32>
    %13 = stablehlo.add %9, %12 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    return %15 : tensor<9xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<9xf32>) -> (tensor<i32>, tensor<9xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<9xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %3, %c_1 : tensor<i32>
    %5 = stablehlo.select %2, %4, %arg2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %5, sizes = [1] : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %9 = stablehlo.add %1, %8 : tensor<9xf32>
    return %0, %9 : tensor<i32>, tensor<9xf32>
  }
}
