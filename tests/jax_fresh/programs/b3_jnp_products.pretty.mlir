module @jit_jnp_products attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<6xf32>) -> (tensor<6x6xf32> {jax.result_info = "result[0]"}, tensor<6x3xf32> {jax.result_info = "result[1]"}, tensor<4x4xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}, tensor<2x2xf32> {jax.result_info = "result[4]"}, tensor<2x2xf32> {jax.result_info = "result[5]"}, tensor<2x2xf32> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<1xf32> {jax.result_info = "result[8]"}, tensor<4x4xf32> {jax.result_info = "result[9]"}, tensor<4xf32> {jax.result_info = "result[10]"}, tensor<5xf32> {jax.result_info = "result[11]"}, tensor<4xf32> {jax.result_info = "result[12]"}) {
    %0 = call @kron(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.slice %arg2 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<6x3xf32>
    %7 = stablehlo.slice %arg2 [0:4] : (tensor<6xf32>) -> tensor<4xf32>
    %8 = call @vander(%7) : (tensor<4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.slice %arg2 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %10 = call @vander_0(%9) : (tensor<3xf32>) -> tensor<3x5xf32>
    %11 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
    %12 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<3x2xf32>) -> tensor<3x1x2xf32>
    %14 = stablehlo.dot_general %12, %13, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x1xf32>, tensor<3x1x2xf32>) -> tensor<2x2xf32>
    %15 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %16 = stablehlo.dot_general %arg0, %15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %17 = call @trace(%arg1, %c) : (tensor<3x2xf32>, tensor<i32>) -> tensor<f32>
    %18 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %19 = call @trace_1(%18, %c_0) : (tensor<2x3x1xf32>, tensor<i32>) -> tensor<1xf32>
    %20 = stablehlo.slice %arg2 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.add %22, %23 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.multiply %22, %25 : tensor<3xi32>
    %27 = stablehlo.add %24, %26 : tensor<3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_4 = stablehlo.constant dense<16> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %31 = stablehlo.add %27, %30 : tensor<3xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<3xi1>, tensor<3xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %34 = "stablehlo.scatter"(%21, %33, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<16xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %34 : (tensor<16xf32>) -> tensor<4x4xf32>
    %36 = stablehlo.slice %arg2 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %37 = stablehlo.slice %arg2 [3:5] : (tensor<6xf32>) -> tensor<2xf32>
    %38 = call @convolve(%36, %37) : (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>
    %39 = call @polyder(%arg2) : (tensor<6xf32>) -> tensor<5xf32>
    %40 = stablehlo.slice %arg2 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %41 = call @polyint(%40) : (tensor<3xf32>) -> tensor<4xf32>
    return %0, %6, %8, %10, %11, %14, %16, %17, %19, %35, %38, %39, %41 : tensor<6x6xf32>, tensor<6x3xf32>, tensor<4x4xf32>, tensor<3x5xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<f32>, tensor<1xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<4xf32>
  }
  func.func private @kron(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<3x2xf32>) -> tensor<1x3x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x3x1xf32>) -> tensor<2x3x3x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x3x1x2xf32>) -> tensor<2x3x3x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x3x3x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x3x3x2xf32>) -> tensor<6x6xf32>
    return %5 : tensor<6x6xf32>
  }
  func.func private @vander(%arg0: tensor<4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %7 = stablehlo.power %5, %6 : tensor<4x4xf32>
    return %7 : tensor<4x4xf32>
  }
  func.func private @vander_0(%arg0: tensor<3xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.power %3, %4 : tensor<3x5xf32>
    return %5 : tensor<3x5xf32>
  }
  func.func private @trace(%arg0: tensor<3x2xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x2xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x2xi32>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %4 = stablehlo.add %0, %3 : tensor<3x2xi32>
    %5 = stablehlo.compare EQ, %4, %1, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %7 = call @_where(%5, %arg0, %6) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    return %8 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<3x2xi1>, %arg1: tensor<3x2xf32>, %arg2: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x2xi1>, tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
  func.func private @trace_1(%arg0: tensor<2x3x1xf32>, %arg1: tensor<i32>) -> tensor<1xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 1, 0] : (tensor<2x3x1xf32>) -> tensor<1x3x2xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x2xi32>
    %2 = stablehlo.iota dim = 1 : tensor<3x2xi32>
    %3 = stablehlo.convert %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3x2xi32>
    %5 = stablehlo.add %1, %4 : tensor<3x2xi32>
    %6 = stablehlo.compare EQ, %5, %2, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x2xf32>
    %8 = call @_where_2(%6, %0, %7) : (tensor<3x2xi1>, tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<1x3x2xf32>, tensor<f32>) -> tensor<1xf32>
    return %9 : tensor<1xf32>
  }
  func.func private @_where_2(%arg0: tensor<3x2xi1>, %arg1: tensor<1x3x2xf32>, %arg2: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x2xi1>) -> tensor<1x3x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<1x3x2xi1>, tensor<1x3x2xf32>
    return %1 : tensor<1x3x2xf32>
  }
  func.func private @convolve(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<3xf32>, tensor<2xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_conv(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
    %0 = call @_flip(%arg1) : (tensor<2xf32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<2xf32>) -> tensor<1x1x2xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x3xf32>, tensor<1x1x2xf32>) -> tensor<1x1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x4xf32>) -> tensor<4xf32>
    return %4 : tensor<4xf32>
  }
  func.func private @_flip(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @polyder(%arg0: tensor<6xf32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.add %1, %0 : tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.iota dim = 0 : tensor<1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.multiply across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.slice %arg0 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %10 = stablehlo.reverse %8, dims = [0] : tensor<5xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<5xf32>
    return %11 : tensor<5xf32>
  }
  func.func private @polyint(%arg0: tensor<3xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @atleast_1d(%cst) : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.iota dim = 0 : tensor<1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<1x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.multiply across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.reverse %11, dims = [0] : tensor<4xf32>
    %13 = stablehlo.concatenate %arg0, %2, dim = 0 : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    %14 = stablehlo.divide %13, %12 : tensor<4xf32>
    return %14 : tensor<4xf32>
  }
  func.func private @atleast_1d(%arg0: tensor<f32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
