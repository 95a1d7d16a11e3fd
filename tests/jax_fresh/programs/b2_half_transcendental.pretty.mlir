module @jit_half_transcendental attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>) -> (tensor<12xbf16> {jax.result_info = "result[0]"}, tensor<12xf16> {jax.result_info = "result[1]"}, tensor<12xbf16> {jax.result_info = "result[2]"}, tensor<12xf16> {jax.result_info = "result[3]"}, tensor<12xbf16> {jax.result_info = "result[4]"}, tensor<12xf16> {jax.result_info = "result[5]"}, tensor<12xf16> {jax.result_info = "result[6]"}, tensor<12xi1> {jax.result_info = "result[7]"}, tensor<12xi1> {jax.result_info = "result[8]"}, tensor<12xf16> {jax.result_info = "result[9]"}, tensor<12xbf16> {jax.result_info = "result[10]"}, tensor<12xf16> {jax.result_info = "result[11]"}, tensor<12xbf16> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<12xf32>) -> tensor<12xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<12xf32>) -> tensor<12xf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %3 = stablehlo.multiply %2, %0 : tensor<12xbf16>
    %4 = stablehlo.negate %0 : tensor<12xbf16>
    %cst_0 = stablehlo.constant dense<7.070310e-01> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %6 = stablehlo.multiply %4, %5 : tensor<12xbf16>
    %7 = chlo.erfc %6 : tensor<12xbf16> -> tensor<12xbf16>
    %8 = stablehlo.multiply %3, %7 : tensor<12xbf16>
    %9 = chlo.erf %1 : tensor<12xf16> -> tensor<12xf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %11 = stablehlo.add %0, %10 : tensor<12xbf16>
    %12 = stablehlo.atan2 %0, %11 : tensor<12xbf16>
    %13 = stablehlo.cbrt %1 : tensor<12xf16>
    %14 = chlo.asinh %0 : tensor<12xbf16> -> tensor<12xbf16>
    %15 = chlo.atan %1 : tensor<12xf16> -> tensor<12xf16>
    %16 = chlo.sinh %1 : tensor<12xf16> -> tensor<12xf16>
    %17 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xi1>
    %18 = stablehlo.subtract %1, %1 : tensor<12xf16>
    %19 = stablehlo.divide %1, %18 : tensor<12xf16>
    %20 = stablehlo.is_finite %19 : (tensor<12xf16>) -> tensor<12xi1>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %21 = call @clip(%1, %c, %c_2) : (tensor<12xf16>, tensor<i32>, tensor<i32>) -> tensor<12xf16>
    %22 = chlo.acos %21 : tensor<12xf16> -> tensor<12xf16>
    %23 = call @softplus(%0) : (tensor<12xbf16>) -> tensor<12xbf16>
    %24 = stablehlo.abs %1 : tensor<12xf16>
    %25 = stablehlo.log_plus_one %24 : tensor<12xf16>
    %26 = stablehlo.exponential_minus_one %0 : tensor<12xbf16>
    return %8, %9, %12, %13, %14, %15, %16, %17, %20, %22, %23, %25, %26 : tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xf16>, tensor<12xi1>, tensor<12xi1>, tensor<12xf16>, tensor<12xbf16>, tensor<12xf16>, tensor<12xbf16>
  }
  func.func private @clip(%arg0: tensor<12xf16>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12xf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xf16>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f16>) -> tensor<12xf16>
    %5 = stablehlo.minimum %4, %2 : tensor<12xf16>
    return %5 : tensor<12xf16>
  }
  func.func private @softplus(%arg0: tensor<12xbf16>) -> tensor<12xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<12xbf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %3 = stablehlo.subtract %arg0, %2 : tensor<12xbf16>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<12xbf16>, tensor<12xbf16>) -> tensor<12xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<12xbf16>
    %6 = stablehlo.add %arg0, %5 : tensor<12xbf16>
    %7 = stablehlo.abs %3 : tensor<12xbf16>
    %8 = stablehlo.negate %7 : tensor<12xbf16>
    %9 = stablehlo.exponential %8 : tensor<12xbf16>
    %10 = stablehlo.log_plus_one %9 : tensor<12xbf16>
    %11 = stablehlo.add %1, %10 : tensor<12xbf16>
    %12 = stablehlo.select %4, %6, %11 : tensor<12xi1>, tensor<12xbf16>
    return %12 : tensor<12xbf16>
  }
}
