module @jit_fft attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<8xf32>) -> (tensor<8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<2x4xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %1 = call @fft_0(%arg0) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %2 = call @fft_1(%arg1) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %3 = call @fft_1(%arg1) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %4 = call @fft_2(%3) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<8xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = call @fft_3(%5) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %0, %1, %2, %4, %6 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<8xf32>, tensor<2x4xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %0 : tensor<8xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @fft_3(%arg0: tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    return %0 : tensor<2x4xcomplex<f32>>
  }
}
