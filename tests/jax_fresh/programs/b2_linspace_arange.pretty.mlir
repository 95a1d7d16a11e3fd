module @jit_linspace_arange attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<2x3xf32> {jax.result_info = "result[5]"}, tensor<3x4xf32> {jax.result_info = "result[6]"}, tensor<5xf32> {jax.result_info = "result[7]"}, tensor<2x4xf32> {jax.result_info = "result[8]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_linspace(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @_linspace_0(%c, %c_1) : (tensor<i32>, tensor<i32>) -> tensor<5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<10xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<10xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.add %5, %4 : tensor<10xf32>
    %7 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.multiply %8, %7 : tensor<3xi32>
    %c_5 = stablehlo.constant dense<-3> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.add %10, %9 : tensor<3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %cst_8 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %12 = call @_logspace(%c_6, %c_7, %cst_8) : (tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.iota dim = 0 : tensor<2xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %15 = stablehlo.iota dim = 0 : tensor<3x4xi32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %17 = stablehlo.add %15, %16 : tensor<3x4xi32>
    %18 = stablehlo.iota dim = 1 : tensor<3x4xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %20 = stablehlo.convert %19 : (tensor<3x4xi1>) -> tensor<3x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = call @_geomspace(%cst_10, %cst_11) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2xf32>
    %26 = call @_linspace_4(%22, %25) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x4xf32>
    return %0, %1, %6, %11, %12, %14, %20, %21, %26 : tensor<7xf32>, tensor<5xf32>, tensor<10xf32>, tensor<3xi32>, tensor<4xf32>, tensor<2x3xf32>, tensor<3x4xf32>, tensor<5xf32>, tensor<2x4xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<7xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<6xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<6xf32>
    %13 = stablehlo.add %9, %12 : tensor<6xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<6xf32>, tensor<1xf32>) -> tensor<7xf32>
    return %15 : tensor<7xf32>
  }
  func.func private @_linspace_0(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<5xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<5xf32>
    %13 = stablehlo.add %9, %12 : tensor<5xf32>
    return %13 : tensor<5xf32>
  }
  func.func private @_logspace(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = call @_linspace_1(%0, %1) : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.power %4, %2 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @_linspace_1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<3xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<3xf32>
    %11 = stablehlo.add %7, %10 : tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    return %13 : tensor<4xf32>
  }
  func.func private @_geomspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.sign %0 : tensor<f32>
    %3 = stablehlo.divide %0, %2 : tensor<f32>
    %4 = stablehlo.log %3 : tensor<f32>
    %cst = stablehlo.constant dense<0.434294492> : tensor<f32>
    %5 = stablehlo.multiply %4, %cst : tensor<f32>
    %6 = stablehlo.divide %1, %2 : tensor<f32>
    %7 = stablehlo.log %6 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %8 = stablehlo.multiply %7, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %9 = call @_logspace_2(%5, %8, %cst_1) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<5xf32>
    return %11 : tensor<5xf32>
  }
  func.func private @_logspace_2(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = call @_linspace_3(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.power %2, %0 : tensor<5xf32>
    return %3 : tensor<5xf32>
  }
  func.func private @_linspace_3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<4xf32>
    %11 = stablehlo.add %7, %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    return %13 : tensor<5xf32>
  }
  func.func private @_linspace_4(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xf32>
    %1 = stablehlo.reshape %0 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x3xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %6 = stablehlo.subtract %5, %3 : tensor<1x3xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x3xf32>
    %10 = stablehlo.reshape %arg1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x3xf32>
    %14 = stablehlo.add %9, %13 : tensor<2x3xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    return %16 : tensor<2x4xf32>
  }
}
