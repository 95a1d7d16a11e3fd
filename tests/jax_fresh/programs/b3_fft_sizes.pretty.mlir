module @jit_fft_sizes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<5xcomplex<f32>>, %arg2: tensor<6xcomplex<f64>>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<11xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<1xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<6xf64> {jax.result_info = "result[4]"}, tensor<4xf64> {jax.result_info = "result[5]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.slice %arg0 [0:5] : (tensor<8xf32>) -> tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0, %c) : (tensor<5xf32>, tensor<i64>) -> tensor<5xf32>
    %2 = call @fft(%1) : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = call @_pad_0(%arg0, %c_0) : (tensor<8xf32>, tensor<i64>) -> tensor<11xf32>
    %4 = call @fft_1(%3) : (tensor<11xf32>) -> tensor<11xcomplex<f32>>
    %5 = stablehlo.slice %arg1 [0:4] : (tensor<5xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_pad_2(%5, %c_1) : (tensor<4xcomplex<f32>>, tensor<i64>) -> tensor<4xcomplex<f32>>
    %7 = call @fft_3(%6) : (tensor<4xcomplex<f32>>) -> tensor<7xf32>
    %8 = stablehlo.slice %arg0 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %9 = call @fft_4(%8) : (tensor<1xf32>) -> tensor<1xcomplex<f32>>
    %10 = stablehlo.iota dim = 0 : tensor<6xf64>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.add %10, %11 : tensor<6xf64>
    %c_2 = stablehlo.constant dense<6> : tensor<i64>
    %13 = call @remainder(%12, %c_2) : (tensor<6xf64>, tensor<i64>) -> tensor<6xf64>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %15 = stablehlo.subtract %13, %14 : tensor<6xf64>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %17 = stablehlo.divide %15, %16 : tensor<6xf64>
    %18 = stablehlo.iota dim = 0 : tensor<4xf64>
    %cst_5 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %20 = stablehlo.divide %18, %19 : tensor<4xf64>
    %21 = call @fft_5(%arg2) : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %22 = stablehlo.real %arg2 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %23 = call @fft_6(%22) : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    %24 = call @_roll_static(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
    %25 = stablehlo.real %arg1 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %26 = stablehlo.imag %arg1 : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %27 = stablehlo.negate %26 : tensor<5xf32>
    %28 = stablehlo.complex %25, %27 : tensor<5xcomplex<f32>>
    %29 = stablehlo.slice %28 [0:4] : (tensor<5xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %30 = call @_pad_2(%29, %c_6) : (tensor<4xcomplex<f32>>, tensor<i64>) -> tensor<4xcomplex<f32>>
    %31 = call @fft_7(%30) : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<6xf32>
    return %2, %4, %7, %9, %17, %20, %21, %23, %24, %33 : tensor<5xcomplex<f32>>, tensor<11xcomplex<f32>>, tensor<7xf32>, tensor<1xcomplex<f32>>, tensor<6xf64>, tensor<4xf64>, tensor<6xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<8xf32>, tensor<6xf32>
  }
  func.func private @_pad(%arg0: tensor<5xf32>, %arg1: tensor<i64>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @fft(%arg0: tensor<5xf32>) -> tensor<5xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [5] : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    return %1 : tensor<5xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<8xf32>, %arg1: tensor<i64>) -> tensor<11xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [3], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<11xf32>
    return %1 : tensor<11xf32>
  }
  func.func private @fft_1(%arg0: tensor<11xf32>) -> tensor<11xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<11xf32>) -> tensor<11xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [11] : (tensor<11xcomplex<f32>>) -> tensor<11xcomplex<f32>>
    return %1 : tensor<11xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    return %1 : tensor<4xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4xcomplex<f32>>) -> tensor<7xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [7] : (tensor<4xcomplex<f32>>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @fft_4(%arg0: tensor<1xf32>) -> tensor<1xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<1xf32>) -> tensor<1xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [1] : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    return %1 : tensor<1xcomplex<f32>>
  }
  func.func private @remainder(%arg0: tensor<6xf64>, %arg1: tensor<i64>) -> tensor<6xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.remainder %arg0, %1 : tensor<6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %10 = stablehlo.and %9, %4 : tensor<6xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %12 = stablehlo.add %2, %11 : tensor<6xf64>
    %13 = stablehlo.select %10, %12, %2 : tensor<6xi1>, tensor<6xf64>
    return %13 : tensor<6xf64>
  }
  func.func private @fft_5(%arg0: tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6] : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    return %0 : tensor<6xcomplex<f64>>
  }
  func.func private @fft_6(%arg0: tensor<6xf64>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [6] : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
  func.func private @_roll_static(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.slice %arg0 [4:8] : (tensor<8xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fft_7(%arg0: tensor<4xcomplex<f32>>) -> tensor<6xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [6] : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
}
