module @jit_fftn_hfft attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xcomplex<f32>>, %arg1: tensor<8xf32>) -> (tensor<2x3x4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x3x4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %1 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    %2 = call @fft_0(%1) : (tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<3x2x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %4 = stablehlo.slice %arg0 [0:1, 0:1, 0:4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<1x1x4xcomplex<f32>>
    %5 = stablehlo.reshape %4 : (tensor<1x1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %6 = stablehlo.real %5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %7 = stablehlo.imag %5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %8 = stablehlo.negate %7 : tensor<4xf32>
    %9 = stablehlo.complex %6, %8 : tensor<4xcomplex<f32>>
    %10 = call @fft_1(%9) : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<6xf32>
    %13 = call @fft_2(%arg1) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %14 = stablehlo.real %13 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %15 = stablehlo.imag %13 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %16 = stablehlo.negate %15 : tensor<5xf32>
    %17 = stablehlo.complex %14, %16 : tensor<5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.250000e-01,0.000000e+00)> : tensor<complex<f32>>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %19 = stablehlo.multiply %17, %18 : tensor<5xcomplex<f32>>
    %20 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<2x4xf32>
    %21 = call @fft_3(%20) : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    return %0, %3, %12, %19, %21 : tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<6xf32>, tensor<5xcomplex<f32>>, tensor<2x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 3, 4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    return %0 : tensor<2x3x4xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [2, 4] : (tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    return %0 : tensor<3x2x4xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<4xcomplex<f32>>) -> tensor<6xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [6] : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @fft_2(%arg0: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [2, 4] : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    return %0 : tensor<2x3xcomplex<f32>>
  }
}
