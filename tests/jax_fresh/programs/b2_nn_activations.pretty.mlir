module @jit_nn_activations attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x7xf32> {jax.result_info = "result[3]"}, tensor<3x7xf32> {jax.result_info = "result[4]"}, tensor<3x7xf32> {jax.result_info = "result[5]"}, tensor<3x7xf32> {jax.result_info = "result[6]"}, tensor<3x7xf32> {jax.result_info = "result[7]"}, tensor<3x7xf32> {jax.result_info = "result[8]"}, tensor<3x7xf32> {jax.result_info = "result[9]"}, tensor<3x7xf32> {jax.result_info = "result[10]"}, tensor<3x7xf32> {jax.result_info = "result[11]"}, tensor<3x7xf32> {jax.result_info = "result[12]"}) {
    %0 = call @softplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = call @silu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<3x7xf32>
    %4 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<3x7xf32>
    %7 = chlo.erfc %6 : tensor<3x7xf32> -> tensor<3x7xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<3x7xf32>
    %9 = stablehlo.multiply %arg0, %arg0 : tensor<3x7xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x7xf32>
    %13 = stablehlo.add %arg0, %12 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<3x7xf32>
    %16 = stablehlo.tanh %15 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.add %17, %16 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<3x7xf32>
    %21 = stablehlo.multiply %arg0, %20 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %23 = stablehlo.multiply %arg0, %22 : tensor<3x7xf32>
    %24 = call @relu6(%23) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %25 = call @hard_sigmoid(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = call @leaky_relu(%arg0, %cst_6) : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %27 = call @celu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %28 = call @selu(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %29 = call @log_sigmoid(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %31 = stablehlo.multiply %arg0, %30 : tensor<3x7xf32>
    %32 = call @hard_tanh(%31) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %33 = call @mish(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %34 = call @squareplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    return %0, %1, %8, %21, %24, %25, %26, %27, %28, %29, %32, %33, %34 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @softplus(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x7xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x7xf32>
    %7 = stablehlo.abs %3 : tensor<3x7xf32>
    %8 = stablehlo.negate %7 : tensor<3x7xf32>
    %9 = stablehlo.exponential %8 : tensor<3x7xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x7xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x7xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x7xi1>, tensor<3x7xf32>
    return %12 : tensor<3x7xf32>
  }
  func.func private @silu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = stablehlo.exponential %0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.add %2, %1 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %4, %3 : tensor<3x7xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<3x7xf32>
    return %6 : tensor<3x7xf32>
  }
  func.func private @relu6(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x7xf32>
    %2 = call @relu6(%1) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3x7xf32>
    return %4 : tensor<3x7xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<3x7xf32>, %arg1: tensor<f32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<3x7xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @celu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.minimum %arg0, %2 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.divide %3, %4 : tensor<3x7xf32>
    %6 = stablehlo.exponential_minus_one %5 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<3x7xf32>
    %9 = stablehlo.add %1, %8 : tensor<3x7xf32>
    return %9 : tensor<3x7xf32>
  }
  func.func private @selu(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<1.67326319> : tensor<f32>
    %0 = call @elu(%arg0, %cst) : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @elu(%arg0: tensor<3x7xf32>, %arg1: tensor<f32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<3x7xi1>, tensor<f32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<3x7xf32>
    %6 = stablehlo.convert %arg1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<3x7xf32>
    %9 = call @_where(%1, %arg0, %8) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %9 : tensor<3x7xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x7xi1>, %arg1: tensor<f32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x7xf32>
    %1 = call @softplus(%0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %2 = stablehlo.negate %1 : tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @hard_tanh(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_1(%3, %c, %arg0) : (tensor<3x7xi1>, tensor<i32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %5 = call @_where_1(%1, %c_1, %4) : (tensor<3x7xi1>, tensor<i32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    return %5 : tensor<3x7xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x7xi1>, %arg1: tensor<i32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @mish(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = call @softplus(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = stablehlo.tanh %0 : tensor<3x7xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
  func.func private @squareplus(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = chlo.square %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x7xf32>
    %3 = stablehlo.sqrt %2 : tensor<3x7xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %6 = stablehlo.divide %4, %5 : tensor<3x7xf32>
    return %6 : tensor<3x7xf32>
  }
}
