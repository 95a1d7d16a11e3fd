module @jit_pad_modes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>) -> (tensor<6x7xf32> {jax.result_info = "result[0]"}, tensor<5x8xf32> {jax.result_info = "result[1]"}, tensor<7x6xf32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<5x8xf32> {jax.result_info = "result[4]"}, tensor<9xf32> {jax.result_info = "result[5]"}, tensor<4x5xf32> {jax.result_info = "result[6]"}) {
    %0 = call @_pad(%arg0) : (tensor<3x4xf32>) -> tensor<6x7xf32>
    %1 = call @_pad_3(%arg0) : (tensor<3x4xf32>) -> tensor<5x8xf32>
    %2 = call @_pad_4(%arg0) : (tensor<3x4xf32>) -> tensor<7x6xf32>
    %3 = call @_pad_5(%arg0) : (tensor<3x4xf32>) -> tensor<5x6xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %4 = call @_pad_7(%arg0, %cst, %cst_0, %cst_1, %cst_2) : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5x8xf32>
    %5 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x4xf32>) -> tensor<4xf32>
    %7 = call @_pad_8(%6) : (tensor<4xf32>) -> tensor<9xf32>
    %8 = call @_pad_11(%arg0) : (tensor<3x4xf32>) -> tensor<4x5xf32>
    return %0, %1, %2, %3, %4, %7, %8 : tensor<6x7xf32>, tensor<5x8xf32>, tensor<7x6xf32>, tensor<5x6xf32>, tensor<5x8xf32>, tensor<9xf32>, tensor<4x5xf32>
  }
  func.func private @_pad(%arg0: tensor<3x4xf32>) -> tensor<6x7xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = call @_flip(%0) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.slice %2 [1:3, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
    %4 = call @_flip_0(%3) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<6x4xf32>
    %6 = stablehlo.slice %5 [0:6, 1:3] : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %7 = call @_flip_1(%6) : (tensor<6x2xf32>) -> tensor<6x2xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<6x2xf32>, tensor<6x4xf32>) -> tensor<6x6xf32>
    %9 = stablehlo.slice %8 [0:6, 4:5] : (tensor<6x6xf32>) -> tensor<6x1xf32>
    %10 = call @_flip_2(%9) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x7xf32>
    return %11 : tensor<6x7xf32>
  }
  func.func private @_flip(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x4xf32>
    return %0 : tensor<1x4xf32>
  }
  func.func private @_flip_0(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @_flip_1(%arg0: tensor<6x2xf32>) -> tensor<6x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<6x2xf32>
    return %0 : tensor<6x2xf32>
  }
  func.func private @_flip_2(%arg0: tensor<6x1xf32>) -> tensor<6x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<6x1xf32>
    return %0 : tensor<6x1xf32>
  }
  func.func private @_pad_3(%arg0: tensor<3x4xf32>) -> tensor<5x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x2x4xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x0x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x0x4xf32>) -> tensor<0x4xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>, tensor<0x4xf32>) -> tensor<5x4xf32>
    %7 = stablehlo.slice %6 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1x1xf32>) -> tensor<5x1xf32>
    %10 = stablehlo.slice %6 [0:5, 3:4] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x1x3xf32>) -> tensor<5x3xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<5x1xf32>, tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<5x8xf32>
    return %13 : tensor<5x8xf32>
  }
  func.func private @_pad_4(%arg0: tensor<3x4xf32>) -> tensor<7x6xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.concatenate %arg0, %arg0, %0, dim = 0 : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<7x4xf32>
    %2 = stablehlo.slice %1 [0:7, 0:2] : (tensor<7x4xf32>) -> tensor<7x2xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<7x4xf32>, tensor<7x2xf32>) -> tensor<7x6xf32>
    return %3 : tensor<7x6xf32>
  }
  func.func private @_pad_5(%arg0: tensor<3x4xf32>) -> tensor<5x6xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<3x4xf32>) -> tensor<1x4xf32>
    %1 = call @_flip(%0) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.slice %2 [3:4, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %4 = call @_flip(%3) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<4x4xf32>, tensor<1x4xf32>) -> tensor<5x4xf32>
    %6 = stablehlo.slice %5 [0:5, 0:1] : (tensor<5x4xf32>) -> tensor<5x1xf32>
    %7 = call @_flip_6(%6) : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<5x1xf32>, tensor<5x4xf32>) -> tensor<5x5xf32>
    %9 = stablehlo.slice %8 [0:5, 4:5] : (tensor<5x5xf32>) -> tensor<5x1xf32>
    %10 = call @_flip_6(%9) : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<5x5xf32>, tensor<5x1xf32>) -> tensor<5x6xf32>
    return %11 : tensor<5x6xf32>
  }
  func.func private @_flip_6(%arg0: tensor<5x1xf32>) -> tensor<5x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x1xf32>
    return %0 : tensor<5x1xf32>
  }
  func.func private @_pad_7(%arg0: tensor<3x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<5x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.convert %arg2 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %6 = stablehlo.convert %arg3 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.convert %arg4 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.concatenate %7, %9, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %12 = stablehlo.concatenate %5, %11, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %13 = stablehlo.slice %12 [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x1xf32>) -> tensor<f32>
    %15 = stablehlo.pad %arg0, %14, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %16 = stablehlo.slice %12 [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x1xf32>) -> tensor<f32>
    %18 = stablehlo.pad %15, %17, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %19 = stablehlo.slice %12 [1:2, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x1xf32>) -> tensor<f32>
    %21 = stablehlo.pad %18, %20, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<5x6xf32>
    %22 = stablehlo.slice %12 [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x1xf32>) -> tensor<f32>
    %24 = stablehlo.pad %21, %23, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<5x6xf32>, tensor<f32>) -> tensor<5x8xf32>
    return %24 : tensor<5x8xf32>
  }
  func.func private @_pad_8(%arg0: tensor<4xf32>) -> tensor<9xf32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_linspace(%c, %2) : (tensor<i32>, tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_linspace_9(%c_0, %4) : (tensor<i32>, tensor<f32>) -> tensor<3xf32>
    %6 = call @_flip_10(%5) : (tensor<3xf32>) -> tensor<3xf32>
    %7 = stablehlo.concatenate %3, %arg0, %6, dim = 0 : (tensor<2xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<9xf32>
    return %7 : tensor<9xf32>
  }
  func.func private @_linspace(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2xf32>
    %4 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.subtract %5, %3 : tensor<2xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<2xf32>
    %9 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<2xf32>
    %11 = stablehlo.multiply %10, %3 : tensor<2xf32>
    %12 = stablehlo.add %8, %11 : tensor<2xf32>
    return %12 : tensor<2xf32>
  }
  func.func private @_linspace_9(%arg0: tensor<i32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3xf32>
    %4 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.subtract %5, %3 : tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<3xf32>
    %9 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %11 = stablehlo.multiply %10, %3 : tensor<3xf32>
    %12 = stablehlo.add %8, %11 : tensor<3xf32>
    return %12 : tensor<3xf32>
  }
  func.func private @_flip_10(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_pad_11(%arg0: tensor<3x4xf32>) -> tensor<4x5xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x0x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x0x4xf32>) -> tensor<0x4xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.concatenate %3, %arg0, %5, dim = 0 : (tensor<0x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x1x1xf32>) -> tensor<4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x1x0xf32>) -> tensor<4x0xf32>
    %13 = stablehlo.concatenate %10, %6, %12, dim = 1 : (tensor<4x1xf32>, tensor<4x4xf32>, tensor<4x0xf32>) -> tensor<4x5xf32>
    return %13 : tensor<4x5xf32>
  }
}
