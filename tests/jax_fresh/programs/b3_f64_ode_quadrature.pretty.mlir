module @jit_f64_ode_quadrature attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f64>, %arg1: tensor<11xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}, tensor<f64> {jax.result_info = "result[4]"}, tensor<11xf64> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_10 = %cst, %iterArg_11 = %arg0) : tensor<i64>, tensor<f64>, tensor<f64>
    cond {
      %c_12 = stablehlo.constant dense<100> : tensor<i64>
      %29 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29:2 = func.call @closed_call(%iterArg_10, %iterArg_11) : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %30 = stablehlo.add %iterArg, %c_12 : tensor<i64>
      stablehlo.return %30, %29#0, %29#1 : tensor<i64>, tensor<f64>, tensor<f64>
    }
    %1 = stablehlo.negate %arg1 : tensor<11xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<11xf64>
    %3 = stablehlo.exponential %2 : tensor<11xf64>
    %4 = stablehlo.slice %arg1 [1:2] : (tensor<11xf64>) -> tensor<1xf64>
    %5 = stablehlo.reshape %4 : (tensor<1xf64>) -> tensor<f64>
    %6 = stablehlo.slice %arg1 [0:1] : (tensor<11xf64>) -> tensor<1xf64>
    %7 = stablehlo.reshape %6 : (tensor<1xf64>) -> tensor<f64>
    %8 = stablehlo.subtract %5, %7 : tensor<f64>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %9 = stablehlo.divide %8, %cst_0 : tensor<f64>
    %10 = stablehlo.slice %3 [0:1] : (tensor<11xf64>) -> tensor<1xf64>
    %11 = stablehlo.reshape %10 : (tensor<1xf64>) -> tensor<f64>
    %12 = stablehlo.slice %3 [10:11] : (tensor<11xf64>) -> tensor<1xf64>
    %13 = stablehlo.reshape %12 : (tensor<1xf64>) -> tensor<f64>
    %14 = stablehlo.add %11, %13 : tensor<f64>
    %15 = stablehlo.slice %3 [1:10:2] : (tensor<11xf64>) -> tensor<5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %17 = stablehlo.multiply %cst_2, %16 : tensor<f64>
    %18 = stablehlo.add %14, %17 : tensor<f64>
    %19 = stablehlo.slice %3 [2:10:2] : (tensor<11xf64>) -> tensor<4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %21 = stablehlo.multiply %cst_4, %20 : tensor<f64>
    %22 = stablehlo.add %18, %21 : tensor<f64>
    %23 = stablehlo.multiply %9, %22 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<11xf64>
    %25 = stablehlo.multiply %3, %24 : tensor<11xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<11xf64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %27:5 = stablehlo.while(%iterArg = %25, %iterArg_10 = %c_9, %iterArg_11 = %cst_6, %iterArg_12 = %cst_7, %iterArg_13 = %26) : tensor<11xf64>, tensor<i64>, tensor<f64>, tensor<f64>, tensor<11xf64>
    cond {
      %c_14 = stablehlo.constant dense<11> : tensor<i64>
      %29 = stablehlo.compare LT, %iterArg_10, %c_14, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<11xf64>, tensor<i64>) -> tensor<f64>
      %30:3 = func.call @closed_call_0(%iterArg_11, %iterArg_12, %29) : (tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<f64>)
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_13, %30#2, %iterArg_10) : (tensor<11xf64>, tensor<f64>, tensor<i64>) -> tensor<11xf64>
      %c_14 = stablehlo.constant dense<1> : tensor<i64>
      %32 = stablehlo.add %iterArg_10, %c_14 : tensor<i64>
      stablehlo.return %iterArg, %32, %30#0, %30#1, %31 : tensor<11xf64>, tensor<i64>, tensor<f64>, tensor<f64>, tensor<11xf64>
    }
    %28 = call @trapezoid(%3, %arg1) : (tensor<11xf64>, tensor<11xf64>) -> tensor<f64>
    return %0#1, %0#2, %23, %28, %27#2, %27#4 : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<11xf64>
  }
  func.func private @closed_call(%arg0: tensor<f64>, %arg1: tensor<f64>) -> (tensor<f64>, tensor<f64>) {
    %cst = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %0 = stablehlo.multiply %cst, %arg0 : tensor<f64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-03> : tensor<f64>
    %2 = stablehlo.add %arg0, %cst_0 : tensor<f64>
    %cst_1 = stablehlo.constant dense<5.000000e-03> : tensor<f64>
    %3 = stablehlo.multiply %cst_1, %1 : tensor<f64>
    %4 = stablehlo.add %arg1, %3 : tensor<f64>
    %cst_2 = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %5 = stablehlo.multiply %cst_2, %2 : tensor<f64>
    %6 = stablehlo.multiply %5, %4 : tensor<f64>
    %cst_3 = stablehlo.constant dense<5.000000e-03> : tensor<f64>
    %7 = stablehlo.add %arg0, %cst_3 : tensor<f64>
    %cst_4 = stablehlo.constant dense<5.000000e-03> : tensor<f64>
    %8 = stablehlo.multiply %cst_4, %6 : tensor<f64>
    %9 = stablehlo.add %arg1, %8 : tensor<f64>
    %cst_5 = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %10 = stablehlo.multiply %cst_5, %7 : tensor<f64>
    %11 = stablehlo.multiply %10, %9 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e-02> : tensor<f64>
    %12 = stablehlo.add %arg0, %cst_6 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e-02> : tensor<f64>
    %13 = stablehlo.multiply %cst_7, %11 : tensor<f64>
    %14 = stablehlo.add %arg1, %13 : tensor<f64>
    %cst_8 = stablehlo.constant dense<-2.000000e+00> : tensor<f64>
    %15 = stablehlo.multiply %cst_8, %12 : tensor<f64>
    %16 = stablehlo.multiply %15, %14 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e-02> : tensor<f64>
    %17 = stablehlo.add %arg0, %cst_9 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %18 = stablehlo.multiply %cst_10, %6 : tensor<f64>
    %19 = stablehlo.add %1, %18 : tensor<f64>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %20 = stablehlo.multiply %cst_11, %11 : tensor<f64>
    %21 = stablehlo.add %19, %20 : tensor<f64>
    %22 = stablehlo.add %21, %16 : tensor<f64>
    %cst_12 = stablehlo.constant dense<0.0016666666666666668> : tensor<f64>
    %23 = stablehlo.multiply %cst_12, %22 : tensor<f64>
    %24 = stablehlo.add %arg1, %23 : tensor<f64>
    return %17, %24 : tensor<f64>, tensor<f64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<11xf64>, %arg1: tensor<i64>) -> tensor<f64> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<11xf64>, tensor<i64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @closed_call_0(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<f64>) {
    %0 = stablehlo.subtract %arg2, %arg1 : tensor<f64>
    %1 = stablehlo.add %arg0, %0 : tensor<f64>
    %2 = stablehlo.subtract %1, %arg0 : tensor<f64>
    %3 = stablehlo.subtract %2, %0 : tensor<f64>
    return %1, %3, %1 : tensor<f64>, tensor<f64>, tensor<f64>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<11xf64>, %arg1: tensor<f64>, %arg2: tensor<i64>) -> tensor<11xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<11xf64>, tensor<1xf64>, tensor<i64>) -> tensor<11xf64>
    return %1 : tensor<11xf64>
  }
  func.func private @trapezoid(%arg0: tensor<11xf64>, %arg1: tensor<11xf64>) -> tensor<f64> {
    %0 = call @diff(%arg1) : (tensor<11xf64>) -> tensor<10xf64>
    %1 = stablehlo.slice %arg0 [1:11] : (tensor<11xf64>) -> tensor<10xf64>
    %2 = stablehlo.slice %arg0 [0:10] : (tensor<11xf64>) -> tensor<10xf64>
    %3 = stablehlo.add %1, %2 : tensor<10xf64>
    %4 = stablehlo.multiply %0, %3 : tensor<10xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %6 = stablehlo.multiply %cst_0, %5 : tensor<f64>
    return %6 : tensor<f64>
  }
  func.func private @diff(%arg0: tensor<11xf64>) -> tensor<10xf64> {
    %0 = stablehlo.slice %arg0 [1:11] : (tensor<11xf64>) -> tensor<10xf64>
    %1 = stablehlo.slice %arg0 [0:10] : (tensor<11xf64>) -> tensor<10xf64>
    %2 = stablehlo.subtract %0, %1 : tensor<10xf64>
    return %2 : tensor<10xf64>
  }
}
