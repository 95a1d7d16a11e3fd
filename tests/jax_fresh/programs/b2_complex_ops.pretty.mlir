module @jit_complex_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xcomplex<f32>>, %arg1: tensor<7xcomplex<f32>>, %arg2: tensor<7xf32>) -> (tensor<7xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<7xf32> {jax.result_info = "result[7]"}, tensor<complex<f32>> {jax.result_info = "result[8]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<7xi1> {jax.result_info = "result[10]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<7xf32>
    %2 = stablehlo.complex %arg2, %1 : tensor<7xcomplex<f32>>
    %3 = stablehlo.multiply %arg0, %arg1 : tensor<7xcomplex<f32>>
    %4 = stablehlo.abs %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %5 = call @angle(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %6 = stablehlo.exponential %arg0 : tensor<7xcomplex<f32>>
    %7 = stablehlo.log %arg1 : tensor<7xcomplex<f32>>
    %8 = stablehlo.sqrt %arg0 : tensor<7xcomplex<f32>>
    %9 = stablehlo.real %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %10 = stablehlo.imag %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %11 = stablehlo.negate %10 : tensor<7xf32>
    %12 = stablehlo.complex %9, %11 : tensor<7xcomplex<f32>>
    %13 = stablehlo.multiply %12, %2 : tensor<7xcomplex<f32>>
    %14 = stablehlo.real %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %15 = stablehlo.imag %arg1 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %16 = stablehlo.add %14, %15 : tensor<7xf32>
    %17 = stablehlo.multiply %arg0, %arg1 : tensor<7xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %18 = stablehlo.reduce(%17 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<7xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %19 = stablehlo.multiply %arg0, %arg0 : tensor<7xcomplex<f32>>
    %20 = stablehlo.subtract %arg0, %arg1 : tensor<7xcomplex<f32>>
    %21 = stablehlo.abs %20 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %23 = stablehlo.compare LT, %21, %22, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %24 = stablehlo.abs %arg1 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %26 = stablehlo.add %24, %25 : tensor<7xf32>
    %27 = stablehlo.convert %26 : (tensor<7xf32>) -> tensor<7xcomplex<f32>>
    %28 = stablehlo.divide %arg0, %27 : tensor<7xcomplex<f32>>
    return %3, %4, %5, %6, %7, %8, %13, %16, %18, %19, %23, %28 : tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<7xf32>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<complex<f32>>, tensor<7xcomplex<f32>>, tensor<7xi1>, tensor<7xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<7xcomplex<f32>>) -> tensor<7xf32> {
    %0 = stablehlo.real %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %1 = stablehlo.imag %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<7xf32>
    return %2 : tensor<7xf32>
  }
}
