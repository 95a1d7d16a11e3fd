module @jit_bits_uint attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xui8>, %arg1: tensor<6xui16>, %arg2: tensor<6xui32>) -> (tensor<2xui8> {jax.result_info = "result[0]"}, tensor<2x1xui8> {jax.result_info = "result[1]"}, tensor<128xui8> {jax.result_info = "result[2]"}, tensor<5xui8> {jax.result_info = "result[3]"}, tensor<6xui16> {jax.result_info = "result[4]"}, tensor<6xui16> {jax.result_info = "result[5]"}, tensor<6xui16> {jax.result_info = "result[6]"}, tensor<6xui32> {jax.result_info = "result[7]"}, tensor<6xui32> {jax.result_info = "result[8]"}, tensor<6xui32> {jax.result_info = "result[9]"}, tensor<6xui32> {jax.result_info = "result[10]"}, tensor<6xui32> {jax.result_info = "result[11]"}, tensor<6xui16> {jax.result_info = "result[12]"}, tensor<6xui32> {jax.result_info = "result[13]"}, tensor<16xui8> {jax.result_info = "result[14]"}) {
    %c = stablehlo.constant dense<100> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<16xui8>
    %1 = stablehlo.compare GT, %arg0, %0, UNSIGNED : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xi1>
    %2 = call @packbits(%1) : (tensor<16xi1>) -> tensor<2xui8>
    %c_0 = stablehlo.constant dense<50> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<16xui8>
    %4 = stablehlo.compare GT, %arg0, %3, UNSIGNED : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xi1>
    %5 = stablehlo.reshape %4 : (tensor<16xi1>) -> tensor<2x8xi1>
    %6 = call @packbits_0(%5) : (tensor<2x8xi1>) -> tensor<2x1xui8>
    %7 = call @unpackbits(%arg0) : (tensor<16xui8>) -> tensor<128xui8>
    %8 = stablehlo.slice %arg0 [0:3] : (tensor<16xui8>) -> tensor<3xui8>
    %9 = call @unpackbits_1(%8) : (tensor<3xui8>) -> tensor<5xui8>
    %c_1 = stablehlo.constant dense<61680> : tensor<ui16>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %11 = stablehlo.and %arg1, %10 : tensor<6xui16>
    %c_2 = stablehlo.constant dense<3> : tensor<ui16>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui16>) -> tensor<6xui16>
    %13 = stablehlo.shift_right_logical %arg1, %12 : tensor<6xui16>
    %14 = stablehlo.or %arg1, %13 : tensor<6xui16>
    %15 = stablehlo.reverse %arg1, dims = [0] : tensor<6xui16>
    %16 = stablehlo.not %15 : tensor<6xui16>
    %17 = stablehlo.xor %arg1, %16 : tensor<6xui16>
    %c_3 = stablehlo.constant dense<3> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %19 = stablehlo.shift_left %arg2, %18 : tensor<6xui32>
    %c_4 = stablehlo.constant dense<32> : tensor<i32>
    %20 = call @remainder(%arg2, %c_4) : (tensor<6xui32>, tensor<i32>) -> tensor<6xui32>
    %21 = stablehlo.shift_right_logical %arg2, %20 : tensor<6xui32>
    %c_5 = stablehlo.constant dense<16> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %23 = stablehlo.shift_right_logical %arg2, %22 : tensor<6xui32>
    %24 = stablehlo.xor %arg2, %23 : tensor<6xui32>
    %25 = stablehlo.not %arg2 : tensor<6xui32>
    %26 = stablehlo.popcnt %arg2 : tensor<6xui32>
    %27 = stablehlo.popcnt %arg1 : tensor<6xui16>
    %28 = stablehlo.count_leading_zeros %arg2 : tensor<6xui32>
    %29 = call @bitwise_count(%arg0) : (tensor<16xui8>) -> tensor<16xui8>
    return %2, %6, %7, %9, %11, %14, %17, %19, %21, %24, %25, %26, %27, %28, %29 : tensor<2xui8>, tensor<2x1xui8>, tensor<128xui8>, tensor<5xui8>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui16>, tensor<6xui32>, tensor<16xui8>
  }
  func.func private @packbits(%arg0: tensor<16xi1>) -> tensor<2xui8> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %2 = stablehlo.convert %1 : (tensor<16xi1>) -> tensor<16xui8>
    %3 = stablehlo.iota dim = 0 : tensor<8xui8>
    %4 = stablehlo.reverse %3, dims = [0] : tensor<8xui8>
    %5 = stablehlo.reshape %2 : (tensor<16xui8>) -> tensor<2x8xui8>
    %6 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8xui8>) -> tensor<2x8xui8>
    %8 = stablehlo.shift_left %5, %7 : tensor<2x8xui8>
    %9 = stablehlo.convert %8 : (tensor<2x8xui8>) -> tensor<2x8xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %10 = stablehlo.reduce(%9 init: %c_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8xui32>, tensor<ui32>) -> tensor<2xui32>
    %11 = stablehlo.convert %10 : (tensor<2xui32>) -> tensor<2xui8>
    return %11 : tensor<2xui8>
  }
  func.func private @packbits_0(%arg0: tensor<2x8xi1>) -> tensor<2x1xui8> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x8xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<2x8xi1>, tensor<2x8xi1>) -> tensor<2x8xi1>
    %2 = stablehlo.convert %1 : (tensor<2x8xi1>) -> tensor<2x8xui8>
    %3 = stablehlo.iota dim = 0 : tensor<8xui8>
    %4 = stablehlo.reshape %2 : (tensor<2x8xui8>) -> tensor<2x1x8xui8>
    %5 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<8xui8>) -> tensor<1x1x8xui8>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x8xui8>) -> tensor<2x1x8xui8>
    %7 = stablehlo.shift_left %4, %6 : tensor<2x1x8xui8>
    %8 = stablehlo.convert %7 : (tensor<2x1x8xui8>) -> tensor<2x1x8xui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.add across dimensions = [2] : (tensor<2x1x8xui32>, tensor<ui32>) -> tensor<2x1xui32>
    %10 = stablehlo.convert %9 : (tensor<2x1xui32>) -> tensor<2x1xui8>
    return %10 : tensor<2x1xui8>
  }
  func.func private @unpackbits(%arg0: tensor<16xui8>) -> tensor<128xui8> {
    %0 = stablehlo.iota dim = 0 : tensor<8xui8>
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %2 = stablehlo.shift_left %1, %0 : tensor<8xui8>
    %3 = stablehlo.reverse %2, dims = [0] : tensor<8xui8>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xui8>) -> tensor<16x1xui8>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xui8>) -> tensor<16x8xui8>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x8xui8>) -> tensor<16x8xui8>
    %8 = stablehlo.and %6, %7 : tensor<16x8xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<16x8xui8>
    %10 = stablehlo.compare GT, %8, %9, UNSIGNED : (tensor<16x8xui8>, tensor<16x8xui8>) -> tensor<16x8xi1>
    %11 = stablehlo.convert %10 : (tensor<16x8xi1>) -> tensor<16x8xui8>
    %12 = stablehlo.reshape %11 : (tensor<16x8xui8>) -> tensor<128xui8>
    return %12 : tensor<128xui8>
  }
  func.func private @unpackbits_1(%arg0: tensor<3xui8>) -> tensor<5xui8> {
    %0 = stablehlo.iota dim = 0 : tensor<8xui8>
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %2 = stablehlo.shift_left %1, %0 : tensor<8xui8>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xui8>) -> tensor<3x1xui8>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xui8>) -> tensor<1x8xui8>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xui8>) -> tensor<3x8xui8>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x8xui8>) -> tensor<3x8xui8>
    %7 = stablehlo.and %5, %6 : tensor<3x8xui8>
    %c_0 = stablehlo.constant dense<0> : tensor<ui8>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<3x8xui8>
    %9 = stablehlo.compare GT, %7, %8, UNSIGNED : (tensor<3x8xui8>, tensor<3x8xui8>) -> tensor<3x8xi1>
    %10 = stablehlo.convert %9 : (tensor<3x8xi1>) -> tensor<3x8xui8>
    %11 = stablehlo.reshape %10 : (tensor<3x8xui8>) -> tensor<24xui8>
    %12 = stablehlo.slice %11 [0:5] : (tensor<24xui8>) -> tensor<5xui8>
    return %12 : tensor<5xui8>
  }
  func.func private @remainder(%arg0: tensor<6xui32>, %arg1: tensor<i32>) -> tensor<6xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %14 = stablehlo.add %4, %13 : tensor<6xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xui32>
    return %15 : tensor<6xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
  func.func private @bitwise_count(%arg0: tensor<16xui8>) -> tensor<16xui8> {
    %0 = stablehlo.popcnt %arg0 : tensor<16xui8>
    return %0 : tensor<16xui8>
  }
}
