module @jit_f64_special attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<8xf64> {jax.result_info = "result[1]"}, tensor<8xf64> {jax.result_info = "result[2]"}, tensor<8xf64> {jax.result_info = "result[3]"}, tensor<8xf64> {jax.result_info = "result[4]"}, tensor<8xf64> {jax.result_info = "result[5]"}, tensor<f64> {jax.result_info = "result[6]"}, tensor<8xf64> {jax.result_info = "result[7]"}, tensor<8xf64> {jax.result_info = "result[8]"}, tensor<8xf16> {jax.result_info = "result[9]"}) {
    %0 = chlo.erf %arg0 : tensor<8xf64> -> tensor<8xf64>
    %1 = stablehlo.abs %arg0 : tensor<8xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %3 = stablehlo.add %1, %2 : tensor<8xf64>
    %4 = chlo.lgamma %3 : tensor<8xf64> -> tensor<8xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-10> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8xf64>
    %7 = stablehlo.log_plus_one %6 : tensor<8xf64>
    %cst_1 = stablehlo.constant dense<1.000000e-10> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %9 = stablehlo.multiply %arg0, %8 : tensor<8xf64>
    %10 = stablehlo.exponential_minus_one %9 : tensor<8xf64>
    %11 = stablehlo.tanh %arg0 : tensor<8xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %13 = stablehlo.subtract %12, %arg0 : tensor<8xf64>
    %14 = stablehlo.atan2 %arg0, %13 : tensor<8xf64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %15 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %16 = stablehlo.maximum %cst_4, %15 : tensor<f64>
    %17 = stablehlo.is_finite %16 : (tensor<f64>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %18 = stablehlo.select %17, %16, %cst_5 : tensor<i1>, tensor<f64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xf64>) -> tensor<8xf64>
    %21 = stablehlo.subtract %arg0, %20 : tensor<8xf64>
    %22 = stablehlo.exponential %21 : tensor<8xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.abs %23 : tensor<f64>
    %25 = stablehlo.log %24 : tensor<f64>
    %26 = stablehlo.add %25, %18 : tensor<f64>
    %27 = stablehlo.cbrt %arg0 : tensor<8xf64>
    %cst_7 = stablehlo.constant dense<0.69314718055994529> : tensor<f64>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %29 = stablehlo.multiply %28, %arg0 : tensor<8xf64>
    %30 = stablehlo.exponential %29 : tensor<8xf64>
    %31 = stablehlo.convert %arg0 : (tensor<8xf64>) -> tensor<8xf16>
    return %0, %4, %7, %10, %11, %14, %26, %27, %30, %31 : tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<f64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf16>
  }
}
