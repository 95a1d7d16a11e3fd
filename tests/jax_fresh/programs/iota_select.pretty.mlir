module @jit_iota_select attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x5xf32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}, tensor<3x4xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x5xi32>
    %2 = stablehlo.compare GE, %0, %1, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = call @_where(%2, %arg0, %cst) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = call @clip(%arg0, %cst_0, %cst_1) : (tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %6 = stablehlo.compare GT, %arg0, %5, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = stablehlo.negate %arg0 : tensor<4x5xf32>
    %8 = stablehlo.select %6, %arg0, %7 : tensor<4x5xi1>, tensor<4x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.multiply %10, %9 : tensor<4xi32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.add %12, %11 : tensor<4xi32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<4x5xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %18 = stablehlo.clamp %16, %15, %17 : tensor<4x5xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x4xi32>
    %20 = stablehlo.iota dim = 1 : tensor<3x4xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %22 = stablehlo.add %19, %21 : tensor<3x4xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %24 = stablehlo.convert %23 : (tensor<3x4xi1>) -> tensor<3x4xf32>
    return %3, %4, %8, %13, %18, %24 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4xi32>, tensor<4x5xf32>, tensor<3x4xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<f32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @clip(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x5xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x5xf32>
    return %5 : tensor<4x5xf32>
  }
}
