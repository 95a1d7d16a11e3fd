module @jit_float_edge_values attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}, tensor<12xf32> {jax.result_info = "result[13]"}, tensor<12xf32> {jax.result_info = "result[14]"}, tensor<12xf32> {jax.result_info = "result[15]"}, tensor<12xf32> {jax.result_info = "result[16]"}, tensor<12xf32> {jax.result_info = "result[17]"}, tensor<12xf32> {jax.result_info = "result[18]"}, tensor<12xf32> {jax.result_info = "result[19]"}, tensor<12xf32> {jax.result_info = "result[20]"}, tensor<12xf32> {jax.result_info = "result[21]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<12xf32>
    %1 = stablehlo.log %arg0 : tensor<12xf32>
    %2 = stablehlo.log_plus_one %arg0 : tensor<12xf32>
    %3 = stablehlo.exponential_minus_one %arg0 : tensor<12xf32>
    %4 = stablehlo.tanh %arg0 : tensor<12xf32>
    %5 = stablehlo.sqrt %arg0 : tensor<12xf32>
    %6 = stablehlo.rsqrt %arg0 : tensor<12xf32>
    %7 = stablehlo.cbrt %arg0 : tensor<12xf32>
    %8 = stablehlo.atan2 %arg0, %arg1 : tensor<12xf32>
    %9 = stablehlo.power %arg0, %arg1 : tensor<12xf32>
    %10 = call @hypot(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %11 = stablehlo.sine %arg0 : tensor<12xf32>
    %12 = stablehlo.cosine %arg1 : tensor<12xf32>
    %13 = stablehlo.negate %arg0 : tensor<12xf32>
    %14 = stablehlo.exponential %13 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.add %15, %14 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.divide %17, %16 : tensor<12xf32>
    %19 = call @softplus(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.multiply %20, %arg0 : tensor<12xf32>
    %22 = stablehlo.exponential %21 : tensor<12xf32>
    %23 = stablehlo.log %arg0 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.log %cst_2 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.divide %23, %25 : tensor<12xf32>
    %27 = chlo.atan %arg0 : tensor<12xf32> -> tensor<12xf32>
    %28 = chlo.sinh %arg1 : tensor<12xf32> -> tensor<12xf32>
    %29 = chlo.asinh %arg0 : tensor<12xf32> -> tensor<12xf32>
    %30 = chlo.erf %arg0 : tensor<12xf32> -> tensor<12xf32>
    %31 = stablehlo.maximum %arg0, %arg1 : tensor<12xf32>
    %32 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %33 = stablehlo.compare NE, %32, %32, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %34 = stablehlo.add %arg0, %arg1 : tensor<12xf32>
    %35 = stablehlo.abs %32 : tensor<12xf32>
    %36 = stablehlo.negate %35 : tensor<12xf32>
    %37 = stablehlo.exponential %36 : tensor<12xf32>
    %38 = stablehlo.log_plus_one %37 : tensor<12xf32>
    %39 = stablehlo.add %31, %38 : tensor<12xf32>
    %40 = stablehlo.select %33, %34, %39 : tensor<12xi1>, tensor<12xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %18, %19, %22, %26, %27, %28, %29, %30, %40 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @hypot(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %1 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %6 = stablehlo.or %3, %5 : tensor<12xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<12xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = call @_where(%12, %13, %7) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %15 = stablehlo.divide %8, %14 : tensor<12xf32>
    %16 = chlo.square %15 : tensor<12xf32> -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.add %17, %16 : tensor<12xf32>
    %19 = stablehlo.sqrt %18 : tensor<12xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<12xf32>
    %21 = call @_where(%10, %7, %20) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where_0(%6, %cst_5, %21) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %22 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @softplus(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<12xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<12xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<12xf32>
    %7 = stablehlo.abs %3 : tensor<12xf32>
    %8 = stablehlo.negate %7 : tensor<12xf32>
    %9 = stablehlo.exponential %8 : tensor<12xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<12xf32>
    %11 = stablehlo.add %1, %10 : tensor<12xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<12xi1>, tensor<12xf32>
    return %12 : tensor<12xf32>
  }
}
