module @jit_complex_functions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<8xf32> {jax.result_info = "result[12]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[13]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[16]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[17]"}) {
    %0 = chlo.asin %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %1 = chlo.acos %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %2 = chlo.atan %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %3 = chlo.asinh %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %4 = call @arccosh(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %5 = chlo.atanh %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %6 = stablehlo.tan %arg0 : tensor<8xcomplex<f32>>
    %7 = stablehlo.reverse %arg0, dims = [0] : tensor<8xcomplex<f32>>
    %8 = stablehlo.power %arg0, %7 : tensor<8xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    %10 = stablehlo.power %arg0, %9 : tensor<8xcomplex<f32>>
    %11 = stablehlo.log %arg0 : tensor<8xcomplex<f32>>
    %12 = stablehlo.real %11 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %13 = stablehlo.imag %11 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<8xf32>
    %18 = stablehlo.complex %15, %17 : tensor<8xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.693147182,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    %20 = stablehlo.multiply %19, %arg0 : tensor<8xcomplex<f32>>
    %21 = stablehlo.exponential %20 : tensor<8xcomplex<f32>>
    %22 = stablehlo.sign %arg0 : tensor<8xcomplex<f32>>
    %23 = stablehlo.real %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %24 = stablehlo.convert %23 : tensor<8xf32>
    %25 = stablehlo.exponential_minus_one %arg0 : tensor<8xcomplex<f32>>
    %26 = chlo.sinh %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %27 = chlo.cosh %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %28 = chlo.square %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %29 = stablehlo.rsqrt %arg0 : tensor<8xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5, %6, %8, %10, %18, %21, %22, %24, %25, %26, %27, %28, %29 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
  func.func private @arccosh(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = chlo.acosh %arg0 : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.compare LT, %1, %2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %4 = stablehlo.negate %0 : tensor<8xcomplex<f32>>
    %5 = call @_where(%3, %4, %0) : (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %5 : tensor<8xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xcomplex<f32>>, %arg2: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
}
