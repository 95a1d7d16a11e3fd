module @jit_f64_linear attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf64>, %arg1: tensor<4x2xf64>, %arg2: tensor<6xi64>) -> (tensor<3x2xf64> {jax.result_info = "result[0]"}, tensor<3x4xf64> {jax.result_info = "result[1]"}, tensor<3x4xf64> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}, tensor<3x4xf64> {jax.result_info = "result[4]"}, tensor<6xi64> {jax.result_info = "result[5]"}, tensor<6xf64> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}, tensor<4xf64> {jax.result_info = "result[8]"}, tensor<4x2xf64> {jax.result_info = "result[9]"}, tensor<6xui64> {jax.result_info = "result[10]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<3x2xf64>
    %1 = call @cumprod(%arg0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %2 = stablehlo.abs %arg0 : tensor<3x4xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %4 = stablehlo.add %2, %3 : tensor<3x4xf64>
    %5 = stablehlo.log %4 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf64>, tensor<f64>) -> tensor<4xf64>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %8 = stablehlo.divide %6, %7 : tensor<4xf64>
    %9 = stablehlo.negate %arg0 : tensor<3x4xf64>
    %10 = stablehlo.multiply %9, %arg0 : tensor<3x4xf64>
    %11 = stablehlo.exponential %10 : tensor<3x4xf64>
    %12 = stablehlo.multiply %arg2, %arg2 : tensor<6xi64>
    %c = stablehlo.constant dense<3> : tensor<i64>
    %13 = call @floor_divide(%arg2, %c) : (tensor<6xi64>, tensor<i64>) -> tensor<6xi64>
    %14 = stablehlo.add %12, %13 : tensor<6xi64>
    %c_2 = stablehlo.constant dense<5> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %16 = stablehlo.shift_right_arithmetic %arg2, %15 : tensor<6xi64>
    %17 = stablehlo.convert %16 : (tensor<6xi64>) -> tensor<6xf64>
    %18 = stablehlo.convert %arg0 : (tensor<3x4xf64>) -> tensor<3x4xf32>
    %19 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf64>) -> tensor<1x4xf64>
    %20 = stablehlo.reshape %19 : (tensor<1x4xf64>) -> tensor<4xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+300> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %22 = stablehlo.multiply %21, %20 : tensor<4xf64>
    %23 = stablehlo.abs %arg1 : tensor<4x2xf64>
    %24 = stablehlo.sqrt %23 : tensor<4x2xf64>
    %25 = stablehlo.convert %arg2 : (tensor<6xi64>) -> tensor<6xui64>
    %c_4 = stablehlo.constant dense<3> : tensor<ui64>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %27 = stablehlo.multiply %25, %26 : tensor<6xui64>
    return %0, %1, %5, %8, %11, %14, %17, %18, %22, %24, %27 : tensor<3x2xf64>, tensor<3x4xf64>, tensor<3x4xf64>, tensor<4xf64>, tensor<3x4xf64>, tensor<6xi64>, tensor<6xf64>, tensor<3x4xf32>, tensor<4xf64>, tensor<4x2xf64>, tensor<6xui64>
  }
  func.func private @cumprod(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %0 = call @cumprod_0(%arg0) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    return %0 : tensor<3x4xf64>
  }
  func.func private @cumprod_0(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<3x4xf64>, tensor<f64>) -> tensor<3x4xf64>
    return %0 : tensor<3x4xf64>
  }
  func.func private @floor_divide(%arg0: tensor<6xi64>, %arg1: tensor<i64>) -> tensor<6xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<6xi64>
    %3 = stablehlo.sign %arg0 : tensor<6xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<6xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<6xi64>, tensor<6xi64>) -> tensor<6xi1>
    %11 = stablehlo.and %6, %10 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<6xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<6xi64>
    %14 = call @_where(%11, %13, %2) : (tensor<6xi1>, tensor<6xi64>, tensor<6xi64>) -> tensor<6xi64>
    return %14 : tensor<6xi64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi64>, %arg2: tensor<6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi64>
    return %0 : tensor<6xi64>
  }
}
