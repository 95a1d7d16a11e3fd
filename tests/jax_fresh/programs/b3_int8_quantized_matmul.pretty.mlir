module @jit_int8_quantized_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<5x4xf32>) -> (tensor<3x5xi8> {jax.result_info = "result[0]"}, tensor<5x4xi8> {jax.result_info = "result[1]"}, tensor<3x4xi32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x5xi8> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.abs %arg0 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<3x1xf32>
    %5 = stablehlo.abs %arg1 : tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.maximum across dimensions = [0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_2 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %11 = stablehlo.divide %arg0, %10 : tensor<3x5xf32>
    %12 = call @round(%11) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_3 = stablehlo.constant dense<127> : tensor<i32>
    %13 = call @clip(%12, %c, %c_3) : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
    %14 = stablehlo.convert %13 : (tensor<3x5xf32>) -> tensor<3x5xi8>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<5x4xf32>
    %16 = stablehlo.divide %arg1, %15 : tensor<5x4xf32>
    %17 = call @round_0(%16) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %c_4 = stablehlo.constant dense<-127> : tensor<i32>
    %c_5 = stablehlo.constant dense<127> : tensor<i32>
    %18 = call @clip_1(%17, %c_4, %c_5) : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    %19 = stablehlo.convert %18 : (tensor<5x4xf32>) -> tensor<5x4xi8>
    %20 = stablehlo.dot_general %14, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xi8>, tensor<5x4xi8>) -> tensor<3x4xi32>
    %21 = stablehlo.convert %20 : (tensor<3x4xi32>) -> tensor<3x4xf32>
    %22 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<3x4xf32>
    %24 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3x4xf32>
    %26 = stablehlo.convert %14 : (tensor<3x5xi8>) -> tensor<3x5xi32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %28 = stablehlo.multiply %26, %27 : tensor<3x5xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %30 = stablehlo.shift_right_arithmetic %28, %29 : tensor<3x5xi32>
    %31 = stablehlo.convert %30 : (tensor<3x5xi32>) -> tensor<3x5xi8>
    return %14, %19, %20, %25, %31 : tensor<3x5xi8>, tensor<5x4xi8>, tensor<3x4xi32>, tensor<3x4xf32>, tensor<3x5xi8>
  }
  func.func private @round(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func private @clip(%arg0: tensor<3x5xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x5xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x5xf32>
    return %5 : tensor<3x5xf32>
  }
  func.func private @round_0(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @clip_1(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5x4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<5x4xf32>
    return %5 : tensor<5x4xf32>
  }
}
