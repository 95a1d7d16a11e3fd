module @jit_fft_real_2d attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x4xcomplex<f32>>) -> (tensor<3x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x5xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %1 = call @fft(%0) : (tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8x3xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %3 = stablehlo.slice %arg0 [0:1, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x8xf32>) -> tensor<8xf32>
    %5 = call @fft_0(%4) : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_pad(%5, %c) : (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>
    %7 = call @fft_1(%6) : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %8 = call @fft_2(%arg1) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %9 = call @fft_3(%arg1) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %10 = call @fft_4(%arg0) : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    %11 = stablehlo.slice %arg0 [1:2, 0:8] : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8xf32>) -> tensor<8xf32>
    %13 = call @fft_5(%12) : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %14 = call @_roll_static(%13) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %15 = stablehlo.abs %14 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %16 = stablehlo.slice %arg1 [0:1, 0:4] : (tensor<4x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %17 = stablehlo.reshape %16 : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_6(%17, %c_0) : (tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
    %19 = call @fft_7(%18) : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    return %2, %7, %8, %9, %10, %15, %19 : tensor<3x8xcomplex<f32>>, tensor<8xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<8xf32>, tensor<6xf32>
  }
  func.func private @fft(%arg0: tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4] : (tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>>
    return %0 : tensor<8x3xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<5xcomplex<f32>>) -> tensor<8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @fft_2(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 4] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [4, 4] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %0 : tensor<4x4xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    return %0 : tensor<4x5xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %1 : tensor<8xcomplex<f32>>
  }
  func.func private @_roll_static(%arg0: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [4:8] : (tensor<8xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<8xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    return %2 : tensor<8xcomplex<f32>>
  }
  func.func private @_pad_6(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    return %1 : tensor<4xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<4xcomplex<f32>>) -> tensor<6xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [6] : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
