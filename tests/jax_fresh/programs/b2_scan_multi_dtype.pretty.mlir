module @jit_scan_multi_dtype attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<6xi1>) -> (tensor<3xf32> {jax.result_info = "result[0][0]"}, tensor<i32> {jax.result_info = "result[0][1]"}, tensor<i1> {jax.result_info = "result[0][2]"}, tensor<3xf16> {jax.result_info = "result[0][3]"}, tensor<6xf32> {jax.result_info = "result[1][0]"}, tensor<6xi32> {jax.result_info = "result[1][1]"}, tensor<6xui8> {jax.result_info = "result[1][2]"}, tensor<3xf32> {jax.result_info = "result[2][0]"}, tensor<6x3xf32> {jax.result_info = "result[2][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui8>
    %4 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui8>) -> tensor<6xui8>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5:10 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %arg1, %iterArg_10 = %c_5, %iterArg_11 = %0, %iterArg_12 = %c, %iterArg_13 = %c_1, %iterArg_14 = %1, %iterArg_15 = %2, %iterArg_16 = %3, %iterArg_17 = %4) : tensor<6x3xf32>, tensor<6xi1>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>
    cond {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_10, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %10 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_10) : (tensor<6xi1>, tensor<i32>) -> tensor<i1>
      %11:7 = func.call @closed_call(%iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %9, %10) : (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>)
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_15, %11#4, %iterArg_10) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %13 = func.call @dynamic_update_index_in_dim_1(%iterArg_16, %11#5, %iterArg_10) : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
      %14 = func.call @dynamic_update_index_in_dim_2(%iterArg_17, %11#6, %iterArg_10) : (tensor<6xui8>, tensor<ui8>, tensor<i32>) -> tensor<6xui8>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_10, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %15, %11#0, %11#1, %11#2, %11#3, %12, %13, %14 : tensor<6x3xf32>, tensor<6xi1>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8:4 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %c_8, %iterArg_10 = %6, %iterArg_11 = %7) : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    cond {
      %c_12 = stablehlo.constant dense<6> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<6> : tensor<i32>
      %9 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.subtract %9, %c_13 : tensor<i32>
      %11 = func.call @dynamic_index_in_dim(%iterArg, %10) : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %12:2 = func.call @closed_call_3(%iterArg_10, %11) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %13 = func.call @dynamic_update_index_in_dim_4(%iterArg_11, %12#1, %10) : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %14, %12#0, %13 : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
    }
    return %5#3, %5#4, %5#5, %5#6, %5#7, %5#8, %5#9, %8#2, %8#3 : tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>, tensor<3xf32>, tensor<6x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<i32>, %arg2: tensor<i1>, %arg3: tensor<3xf16>, %arg4: tensor<3xf32>, %arg5: tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %2 = stablehlo.add %1, %arg4 : tensor<3xf32>
    %3 = stablehlo.convert %arg5 : (tensor<i1>) -> tensor<i32>
    %4 = stablehlo.add %arg1, %3 : tensor<i32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.compare GT, %5, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.or %arg2, %6 : tensor<i1>
    %8 = stablehlo.convert %arg4 : (tensor<3xf32>) -> tensor<3xf16>
    %9 = stablehlo.add %arg3, %8 : tensor<3xf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%2 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.multiply %4, %c : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_where(%7, %c_3, %c_4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = stablehlo.convert %12 : (tensor<i32>) -> tensor<ui8>
    return %2, %4, %7, %9, %10, %11, %13 : tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<6xui8>, %arg1: tensor<ui8>, %arg2: tensor<i32>) -> tensor<6xui8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui8>) -> tensor<1xui8>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xui8>, tensor<1xui8>, tensor<i32>) -> tensor<6xui8>
    return %1 : tensor<6xui8>
  }
  func.func private @closed_call_3(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
    return %0, %arg0 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<6x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    return %1 : tensor<6x3xf32>
  }
}
