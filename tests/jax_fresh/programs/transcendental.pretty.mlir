module @jit_transcendental attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}, tensor<16xf32> {jax.result_info = "result[5]"}, tensor<16xf32> {jax.result_info = "result[6]"}, tensor<16xf32> {jax.result_info = "result[7]"}, tensor<16xf32> {jax.result_info = "result[8]"}, tensor<16xf32> {jax.result_info = "result[9]"}, tensor<16xf32> {jax.result_info = "result[10]"}, tensor<16xf32> {jax.result_info = "result[11]"}, tensor<16xf32> {jax.result_info = "result[12]"}, tensor<16xf32> {jax.result_info = "result[13]"}, tensor<16xf32> {jax.result_info = "result[14]"}) {
    %0 = chlo.erf %arg0 : tensor<16xf32> -> tensor<16xf32>
    %1 = stablehlo.tanh %arg0 : tensor<16xf32>
    %2 = stablehlo.negate %arg0 : tensor<16xf32>
    %3 = stablehlo.exponential %2 : tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.add %4, %3 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.divide %6, %5 : tensor<16xf32>
    %8 = stablehlo.exponential_minus_one %arg0 : tensor<16xf32>
    %9 = stablehlo.abs %arg0 : tensor<16xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<16xf32>
    %11 = stablehlo.atan2 %arg0, %arg1 : tensor<16xf32>
    %12 = stablehlo.abs %arg0 : tensor<16xf32>
    %13 = stablehlo.power %12, %arg1 : tensor<16xf32>
    %14 = stablehlo.cbrt %arg0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.multiply %15, %arg0 : tensor<16xf32>
    %17 = stablehlo.exponential %16 : tensor<16xf32>
    %18 = stablehlo.abs %arg1 : tensor<16xf32>
    %19 = stablehlo.log %18 : tensor<16xf32>
    %20 = stablehlo.abs %arg0 : tensor<16xf32>
    %21 = stablehlo.sqrt %20 : tensor<16xf32>
    %22 = stablehlo.abs %arg1 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.add %22, %23 : tensor<16xf32>
    %25 = stablehlo.rsqrt %24 : tensor<16xf32>
    %26 = stablehlo.sine %arg1 : tensor<16xf32>
    %27 = stablehlo.cosine %arg1 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %arg0, %28 : tensor<16xf32>
    %30 = stablehlo.tan %29 : tensor<16xf32>
    return %0, %1, %7, %8, %10, %11, %13, %14, %17, %19, %21, %25, %26, %27, %30 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
