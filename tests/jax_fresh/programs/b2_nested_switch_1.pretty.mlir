module @jit_nested_cond_switch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0][0]"}, tensor<i32> {jax.result_info = "result[0][1]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.reduce(%arg1 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.compare GT, %17, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = stablehlo.convert %18 : (tensor<i1>) -> tensor<i32>
      %20:2 = "stablehlo.case"(%19) ({
        %21 = stablehlo.negate %arg1 : tensor<4xf32>
        %c_7 = stablehlo.constant dense<2> : tensor<i32>
        stablehlo.return %21, %c_7 : tensor<4xf32>, tensor<i32>
      }, {
        %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %22 = stablehlo.multiply %arg1, %21 : tensor<4xf32>
        %c_8 = stablehlo.constant dense<1> : tensor<i32>
        stablehlo.return %22, %c_8 : tensor<4xf32>, tensor<i32>
      }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
      stablehlo.return %20#0, %20#1 : tensor<4xf32>, tensor<i32>
    }, {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.subtract %arg0, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %18 = func.call @clip(%17, %c_6, %c_7) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.clamp %c_8, %18, %c_9 : tensor<i32>
      %20:2 = "stablehlo.case"(%19) ({
        %21 = stablehlo.sine %arg1 : tensor<4xf32>
        %c_10 = stablehlo.constant dense<3> : tensor<i32>
        stablehlo.return %21, %c_10 : tensor<4xf32>, tensor<i32>
      }, {
        %21 = stablehlo.multiply %arg1, %arg1 : tensor<4xf32>
        %c_10 = stablehlo.constant dense<4> : tensor<i32>
        stablehlo.return %21, %c_10 : tensor<4xf32>, tensor<i32>
      }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
      stablehlo.return %20#0, %20#1 : tensor<4xf32>, tensor<i32>
    }, {
      %17 = stablehlo.reverse %arg1, dims = [0] : tensor<4xf32>
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      stablehlo.return %17, %c_5 : tensor<4xf32>, tensor<i32>
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.compare GT, %arg1, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %4 = stablehlo.convert %3 : (tensor<4xi1>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare EQ, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.select %6, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<4xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.compare EQ, %4, %10, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %12 = stablehlo.select %11, %arg1, %arg1 : tensor<4xi1>, tensor<4xf32>
    %13 = stablehlo.sqrt %12 : tensor<4xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %15 = stablehlo.compare LT, %4, %14, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %16 = stablehlo.select %15, %9, %13 : tensor<4xi1>, tensor<4xf32>
    return %1#0, %1#1, %16 : tensor<4xf32>, tensor<i32>, tensor<4xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
}
