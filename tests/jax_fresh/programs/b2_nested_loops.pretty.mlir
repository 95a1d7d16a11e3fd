module @jit_nested_loops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_3 = %c, %iterArg_4 = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:2 = func.call @closed_call(%iterArg_3, %iterArg_4) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4xf32>
    %3 = stablehlo.negate %arg0 : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %7 = stablehlo.concatenate %4, %5, %6, dim = 0 : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9:5 = stablehlo.while(%iterArg = %7, %iterArg_3 = %arg1, %iterArg_4 = %c_2, %iterArg_5 = %arg0, %iterArg_6 = %8) : tensor<3x4xf32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<3xf32>
    cond {
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>
      %11:2 = func.call @closed_call_0(%iterArg_3, %iterArg_5, %10) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_6, %11#1, %iterArg_4) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %13, %11#0, %12 : tensor<3x4xf32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<3xf32>
    }
    return %0#2, %9#3, %9#4 : tensor<4xf32>, tensor<4xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %c_1, %iterArg_4 = %1, %iterArg_5 = %arg1) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %iterArg_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %8 = stablehlo.sine %iterArg_5 : tensor<4xf32>
      %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.multiply %8, %9 : tensor<4xf32>
      %11 = stablehlo.add %iterArg_5, %10 : tensor<4xf32>
      stablehlo.return %7, %iterArg_4, %11 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = call @remainder(%arg0, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare EQ, %3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.convert %4 : (tensor<i1>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %8 = stablehlo.add %2#2, %7 : tensor<4xf32>
      stablehlo.return %8 : tensor<4xf32>
    }, {
      %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %8 = stablehlo.multiply %2#2, %7 : tensor<4xf32>
      stablehlo.return %8 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %0, %6 : tensor<i32>, tensor<4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg1) : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_1, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %4 = stablehlo.multiply %iterArg_2, %3 : tensor<4xf32>
      %5 = stablehlo.add %4, %iterArg_0 : tensor<4xf32>
      stablehlo.return %iterArg, %iterArg_0, %2, %5 : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %0#3, %1 : tensor<4xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
