module @jit_hash_uint32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui32>, %arg1: tensor<ui32>) -> (tensor<8xui32> {jax.result_info = "result[0]"}, tensor<8xui32> {jax.result_info = "result[1]"}, tensor<8xui32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.xor %arg0, %0 : tensor<8xui32>
    %c = stablehlo.constant dense<16> : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.shift_right_logical %1, %2 : tensor<8xui32>
    %4 = stablehlo.xor %1, %3 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<2246822507> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.multiply %4, %5 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<8xui32>
    %9 = stablehlo.xor %6, %8 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<3266489909> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %11 = stablehlo.multiply %9, %10 : tensor<8xui32>
    %c_3 = stablehlo.constant dense<16> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<8xui32>
    %14 = stablehlo.xor %11, %13 : tensor<8xui32>
    %15 = stablehlo.bitcast_convert %arg0 : (tensor<8xui32>) -> tensor<8x4xui8>
    %c_4 = stablehlo.constant dense<2166136261> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17:4 = stablehlo.while(%iterArg = %15, %iterArg_10 = %c_6, %iterArg_11 = %c_5, %iterArg_12 = %16) : tensor<8x4xui8>, tensor<i32>, tensor<i32>, tensor<8xui32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26:2 = func.call @closed_call(%iterArg, %iterArg_11, %iterArg_12) : (tensor<8x4xui8>, tensor<i32>, tensor<8xui32>) -> (tensor<i32>, tensor<8xui32>)
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_10, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %27, %26#0, %26#1 : tensor<8x4xui8>, tensor<i32>, tensor<i32>, tensor<8xui32>
    }
    %c_7 = stablehlo.constant dense<1> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %19 = stablehlo.or %arg0, %18 : tensor<8xui32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20:2 = stablehlo.while(%iterArg = %c_8, %iterArg_10 = %19) : tensor<i32>, tensor<8xui32>
    cond {
      %c_11 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.compare LT, %iterArg, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %26 : tensor<i1>
    } do {
      %26 = func.call @closed_call_0(%iterArg_10) : (tensor<8xui32>) -> tensor<8xui32>
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      stablehlo.return %27, %26 : tensor<i32>, tensor<8xui32>
    }
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %21 = call @remainder(%14, %c_9) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %22 = stablehlo.convert %21 : (tensor<8xui32>) -> tensor<8xi32>
    %23 = stablehlo.convert %14 : (tensor<8xui32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<4.2949673E+9> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8xf32>
    return %14, %20#1, %17#3, %22, %25 : tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x4xui8>, %arg1: tensor<i32>, %arg2: tensor<8xui32>) -> (tensor<i32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.select %2, %3, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.add %1, %c_6 : tensor<i32>
    %7 = stablehlo.select %5, %6, %1 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %4, %7, sizes = [8, 1] : (tensor<8x4xui8>, tensor<i32>, tensor<i32>) -> tensor<8x1xui8>
    %9 = stablehlo.reshape %8 : (tensor<8x1xui8>) -> tensor<8xui8>
    %10 = stablehlo.convert %9 : (tensor<8xui8>) -> tensor<8xui32>
    %11 = stablehlo.xor %arg2, %10 : tensor<8xui32>
    %c_7 = stablehlo.constant dense<16777619> : tensor<ui32>
    %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %13 = stablehlo.multiply %11, %12 : tensor<8xui32>
    return %0, %13 : tensor<i32>, tensor<8xui32>
  }
  func.func private @closed_call_0(%arg0: tensor<8xui32>) -> tensor<8xui32> {
    %c = stablehlo.constant dense<13> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.shift_left %arg0, %0 : tensor<8xui32>
    %2 = stablehlo.xor %arg0, %1 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<17> : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.shift_right_logical %2, %3 : tensor<8xui32>
    %5 = stablehlo.xor %2, %4 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<5> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %7 = stablehlo.shift_left %5, %6 : tensor<8xui32>
    %8 = stablehlo.xor %5, %7 : tensor<8xui32>
    return %8 : tensor<8xui32>
  }
  func.func private @remainder(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %1 = stablehlo.compare EQ, %0, %c, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %9 = stablehlo.compare LT, %2, %c_3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %14 = stablehlo.add %4, %13 : tensor<8xui32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xui32>
    return %15 : tensor<8xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<ui32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui32>
    return %0 : tensor<ui32>
  }
}
