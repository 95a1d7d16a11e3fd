module @jit_int_matmul_wrap attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi8>, %arg1: tensor<5x2xi8>, %arg2: tensor<3x4xi32>, %arg3: tensor<2x6xui8>) -> (tensor<3x3xi32> {jax.result_info = "result[0]"}, tensor<3x2xi8> {jax.result_info = "result[1]"}, tensor<3x2xi32> {jax.result_info = "result[2]"}, tensor<2x2xui32> {jax.result_info = "result[3]"}, tensor<3x2xi16> {jax.result_info = "result[4]"}, tensor<5xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<3x4xi32>) -> tensor<4x3xi32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xi32>, tensor<4x3xi32>) -> tensor<3x3xi32>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xi8>, tensor<5x2xi8>) -> tensor<3x2xi8>
    %3 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xi8>, tensor<5x2xi8>) -> tensor<3x2xi32>
    %4 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<2x6xui8>) -> tensor<6x2xui8>
    %5 = stablehlo.dot_general %arg3, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xui8>, tensor<6x2xui8>) -> tensor<2x2xui32>
    %6 = stablehlo.convert %arg0 : (tensor<3x5xi8>) -> tensor<3x5xi16>
    %7 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x2xi8>) -> tensor<2x5xi8>
    %8 = stablehlo.convert %7 : (tensor<2x5xi8>) -> tensor<2x5xi16>
    %9 = stablehlo.dot_general %6, %8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xi16>, tensor<2x5xi16>) -> tensor<3x2xi16>
    %10 = stablehlo.convert %arg0 : (tensor<3x5xi8>) -> tensor<3x5xi32>
    %c = stablehlo.constant dense<1000000> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %12 = stablehlo.multiply %10, %11 : tensor<3x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.reduce(%12 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<3x5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_1 = stablehlo.constant dense<3000> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %15 = stablehlo.multiply %13, %14 : tensor<5xi32>
    return %1, %2, %3, %5, %9, %15 : tensor<3x3xi32>, tensor<3x2xi8>, tensor<3x2xi32>, tensor<2x2xui32>, tensor<3x2xi16>, tensor<5xi32>
  }
}
