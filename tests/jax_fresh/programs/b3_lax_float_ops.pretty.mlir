module @jit_lax_float_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<6xf16>, %arg2: tensor<6xf64>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<6xf64> {jax.result_info = "result[1]"}, tensor<6xf16> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}, tensor<3x4xf32> {jax.result_info = "result[6]"}, tensor<6xf16> {jax.result_info = "result[7]"}, tensor<3x4xf32> {jax.result_info = "result[8]"}, tensor<6xf16> {jax.result_info = "result[9]"}, tensor<6xi1> {jax.result_info = "result[10]"}, tensor<6xf64> {jax.result_info = "result[11]"}, tensor<6xf64> {jax.result_info = "result[12]"}, tensor<6xf16> {jax.result_info = "result[13]"}, tensor<6xf64> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.reduce_precision %arg2, format = e8m23 : tensor<6xf64>
    %1 = stablehlo.reduce_precision %arg2, format = e5m10 : tensor<6xf64>
    %2 = stablehlo.reduce_precision %arg1, format = e4m3 : tensor<6xf16>
    %3 = call @cumlogsumexp(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = call @cumlogsumexp_0(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.negate %arg0 : tensor<3x4xf32>
    %6 = chlo.next_after %arg0, %5 : tensor<3x4xf32>, tensor<3x4xf32> -> tensor<3x4xf32>
    %cst = stablehlo.constant dense<-1.250000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %10 = stablehlo.multiply %arg1, %9 : tensor<6xf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %12 = stablehlo.add %10, %11 : tensor<6xf16>
    %13 = stablehlo.atan2 %arg1, %12 : tensor<6xf16>
    %cst_2 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<-9.000000e-01> : tensor<f64>
    %cst_4 = stablehlo.constant dense<9.000000e-01> : tensor<f64>
    %16 = call @clip(%15, %cst_3, %cst_4) : (tensor<3x4xf32>, tensor<f64>, tensor<f64>) -> tensor<3x4xf32>
    %17 = chlo.erf_inv %16 : tensor<3x4xf32> -> tensor<3x4xf32>
    %18 = stablehlo.negate %arg1 : tensor<6xf16>
    %19 = stablehlo.exponential %18 : tensor<6xf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %21 = stablehlo.add %20, %19 : tensor<6xf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %23 = stablehlo.divide %22, %21 : tensor<6xf16>
    %24 = stablehlo.subtract %arg2, %arg2 : tensor<6xf64>
    %25 = stablehlo.divide %arg2, %24 : tensor<6xf64>
    %26 = stablehlo.is_finite %25 : (tensor<6xf64>) -> tensor<6xi1>
    %cst_7 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %28 = stablehlo.multiply %27, %arg2 : tensor<6xf64>
    %29 = stablehlo.exponential %28 : tensor<6xf64>
    %30 = stablehlo.tan %arg2 : tensor<6xf64>
    %31 = stablehlo.abs %arg1 : tensor<6xf16>
    %32 = stablehlo.sqrt %31 : tensor<6xf16>
    %33 = stablehlo.cbrt %arg2 : tensor<6xf64>
    return %0, %1, %2, %3, %4, %6, %8, %13, %17, %23, %26, %29, %30, %32, %33 : tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<6xf16>, tensor<3x4xf32>, tensor<6xf16>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<6xf64>
  }
  func.func private @cumlogsumexp(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @cumlogsumexp_0(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
  func.func private @clip(%arg0: tensor<3x4xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<3x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<f64>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<f64>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x4xf32>
    return %5 : tensor<3x4xf32>
  }
}
