module @jit_softmax_xent_int attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>, %arg1: tensor<6xi32>, %arg2: tensor<6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<6x5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf32>
    %3 = stablehlo.is_finite %2 : (tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<6xi1>, tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<6x5xf32>
    %9 = stablehlo.exponential %8 : tensor<6x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.abs %10 : tensor<6xf32>
    %12 = stablehlo.log %11 : tensor<6xf32>
    %13 = stablehlo.add %12, %5 : tensor<6xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %15 = call @take_along_axis(%arg0, %14) : (tensor<6x5xf32>, tensor<6x1xi32>) -> tensor<6x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<6x1xf32>) -> tensor<6xf32>
    %17 = stablehlo.subtract %13, %16 : tensor<6xf32>
    %18 = call @log_softmax(%arg0) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %19 = call @_one_hot(%arg1) : (tensor<6xi32>) -> tensor<6x5xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<6x5xf32>
    %cst_4 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %23 = stablehlo.add %21, %22 : tensor<6x5xf32>
    %24 = stablehlo.multiply %18, %23 : tensor<6x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %26 = stablehlo.negate %25 : tensor<6xf32>
    %27 = call @argmax(%arg0) : (tensor<6x5xf32>) -> tensor<6xi32>
    %28 = stablehlo.compare EQ, %27, %arg1, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %29 = stablehlo.convert %28 : (tensor<6xi1>) -> tensor<6xf32>
    %30 = stablehlo.multiply %17, %arg2 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%arg2 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %33 = stablehlo.divide %31, %32 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %35 = stablehlo.divide %34, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.multiply %cst_10, %cst_11 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    return %33, %26, %35, %37 : tensor<f32>, tensor<6xf32>, tensor<f32>, tensor<6x5xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<6x5xf32>, %arg1: tensor<6x1xi32>) -> tensor<6x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<6x1xi1>, tensor<6x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<6x1xi32>) -> tensor<6x1x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x1x1xi1>, tensor<i1>) -> tensor<6x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x5xf32>, tensor<6x1x1xi32>) -> tensor<6x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<6x1xi1>, tensor<6x1xf32>
    return %15 : tensor<6x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x5xf32>
    %6 = stablehlo.exponential %5 : tensor<6x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %9 = stablehlo.log %8 : tensor<6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<6x5xf32>
    return %11 : tensor<6x5xf32>
  }
  func.func private @_one_hot(%arg0: tensor<6xi32>) -> tensor<6x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<6x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %5 = stablehlo.convert %4 : (tensor<6x5xi1>) -> tensor<6x5xf32>
    return %5 : tensor<6x5xf32>
  }
  func.func private @argmax(%arg0: tensor<6x5xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x5xf32>, tensor<6x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
}
