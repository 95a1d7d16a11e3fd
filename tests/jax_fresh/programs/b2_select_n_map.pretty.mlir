module @jit_select_n_map attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>, %arg1: tensor<5xf32>, %arg2: tensor<4x5xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<5xf32>
    %2 = stablehlo.negate %arg1 : tensor<5xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.compare LT, %arg0, %3, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare LT, %arg0, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %2 : tensor<5xi1>, tensor<5xf32>
    %8 = stablehlo.select %4, %arg1, %7 : tensor<5xi1>, tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.compare GT, %arg1, %9, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %11 = stablehlo.slice %arg2 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x5xf32>) -> tensor<5xf32>
    %13 = stablehlo.select %10, %12, %arg1 : tensor<5xi1>, tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15:3 = stablehlo.while(%iterArg = %arg2, %iterArg_6 = %c_3, %iterArg_7 = %14) : tensor<4x5xf32>, tensor<i32>, tensor<4x5xf32>
    cond {
      %c_8 = stablehlo.constant dense<4> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<4x5xf32>, tensor<i32>) -> tensor<5xf32>
      %21 = func.call @closed_call(%20) : (tensor<5xf32>) -> tensor<5xf32>
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_7, %21, %iterArg_6) : (tensor<4x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<4x5xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %23, %22 : tensor<4x5xf32>, tensor<i32>, tensor<4x5xf32>
    }
    %16 = stablehlo.reshape %arg2 : (tensor<4x5xf32>) -> tensor<2x2x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18:3 = stablehlo.while(%iterArg = %16, %iterArg_6 = %c_5, %iterArg_7 = %17) : tensor<2x2x5xf32>, tensor<i32>, tensor<2x2x5xf32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_6) : (tensor<2x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>
      %21 = func.call @closed_call_1(%20) : (tensor<2x5xf32>) -> tensor<2x5xf32>
      %22 = func.call @dynamic_update_index_in_dim_3(%iterArg_7, %21, %iterArg_6) : (tensor<2x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<2x2x5xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_6, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %23, %22 : tensor<2x2x5xf32>, tensor<i32>, tensor<2x2x5xf32>
    }
    %19 = stablehlo.reshape %18#2 : (tensor<2x2x5xf32>) -> tensor<4x5xf32>
    return %8, %13, %15#2, %19 : tensor<5xf32>, tensor<5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
    return %1 : tensor<4x5xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x2x5xf32>, %arg1: tensor<i32>) -> tensor<2x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 5] : (tensor<2x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = call @cumsum(%arg0) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<2x2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>) -> tensor<2x2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x2x5xf32>, tensor<1x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x5xf32>
    return %1 : tensor<2x2x5xf32>
  }
}
