module @jit_complex_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<4x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x2xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<complex<f32>> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = stablehlo.real %arg1 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %2 = stablehlo.imag %arg1 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %3 = stablehlo.negate %2 : tensor<4x2xf32>
    %4 = stablehlo.complex %1, %3 : tensor<4x2xcomplex<f32>>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<4x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %8 = stablehlo.multiply %arg0, %7 : tensor<3x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %10 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %11 = stablehlo.abs %10 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %14 = stablehlo.reshape %13 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %15 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x2xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %16 = stablehlo.reshape %15 : (tensor<4x1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %17 = stablehlo.real %14 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %18 = stablehlo.imag %14 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %19 = stablehlo.negate %18 : tensor<4xf32>
    %20 = stablehlo.complex %17, %19 : tensor<4xcomplex<f32>>
    %21 = stablehlo.dot_general %20, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
    return %0, %6, %9, %12, %21 : tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<complex<f32>>
  }
}
