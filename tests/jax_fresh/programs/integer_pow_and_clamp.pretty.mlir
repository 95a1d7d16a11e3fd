module @jit_integer_pow_and_clamp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xi32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<6xi32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<6xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<6xf32>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.divide %5, %4 : tensor<6xf32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %7 = call @clip(%arg1, %c, %c_0) : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    %c_1 = stablehlo.constant dense<-2> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.clamp %8, %arg1, %9 : tensor<6xi32>
    %11 = stablehlo.multiply %arg1, %arg1 : tensor<6xi32>
    %12 = stablehlo.multiply %11, %arg1 : tensor<6xi32>
    return %0, %3, %6, %7, %10, %12 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
  }
  func.func private @clip(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<6xi32>
    return %5 : tensor<6xi32>
  }
}
