module @jit_gru_bidirectional attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<3x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<3x4xf32>, %arg6: tensor<4x4xf32>) -> (tensor<5x2x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:10 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %arg4, %iterArg_7 = %arg5, %iterArg_8 = %arg6, %iterArg_9 = %c, %iterArg_10 = %0, %iterArg_11 = %1) : tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %7:2 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_10, %6) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_11, %7#1, %iterArg_9) : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_9, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %9, %7#0, %8 : tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4:10 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %arg4, %iterArg_7 = %arg5, %iterArg_8 = %arg6, %iterArg_9 = %c_2, %iterArg_10 = %0, %iterArg_11 = %3) : tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %6 = stablehlo.subtract %c_12, %iterArg_9 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.subtract %6, %c_13 : tensor<i32>
      %8 = func.call @dynamic_index_in_dim(%iterArg, %7) : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %9:2 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_10, %8) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_11, %9#1, %7) : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_9, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %11, %9#0, %10 : tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>
    }
    %5 = stablehlo.concatenate %2#9, %4#9, dim = 2 : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x8xf32>
    return %5 : tensor<5x2x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 3] : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<4x4xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<4x4xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg7, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.negate %2 : tensor<2x4xf32>
    %4 = stablehlo.exponential %3 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %6 = stablehlo.add %5, %4 : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.divide %7, %6 : tensor<2x4xf32>
    %9 = stablehlo.dot_general %arg7, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %10 = stablehlo.dot_general %arg6, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x4xf32>
    %12 = stablehlo.negate %11 : tensor<2x4xf32>
    %13 = stablehlo.exponential %12 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %15 = stablehlo.add %14, %13 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %17 = stablehlo.divide %16, %15 : tensor<2x4xf32>
    %18 = stablehlo.dot_general %arg7, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %19 = stablehlo.multiply %17, %arg6 : tensor<2x4xf32>
    %20 = stablehlo.dot_general %19, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x4xf32>
    %22 = stablehlo.tanh %21 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %24 = stablehlo.subtract %23, %8 : tensor<2x4xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<2x4xf32>
    %26 = stablehlo.multiply %8, %arg6 : tensor<2x4xf32>
    %27 = stablehlo.add %25, %26 : tensor<2x4xf32>
    return %27, %27 : tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>) -> tensor<5x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    return %1 : tensor<5x2x4xf32>
  }
}
