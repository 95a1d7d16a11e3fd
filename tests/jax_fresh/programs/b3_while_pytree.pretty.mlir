module @jit_while_pytree attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<i1> {jax.result_info = "result[0]['flags'][0]"}, tensor<i8> {jax.result_info = "result[0]['flags'][1]"}, tensor<6xf32> {jax.result_info = "result[0]['hist']"}, tensor<i32> {jax.result_info = "result[0]['i']"}, tensor<4xf32> {jax.result_info = "result[0]['x']"}, tensor<4xi32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i8>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c, %iterArg_4 = %c_0, %iterArg_5 = %0, %iterArg_6 = %c_1, %iterArg_7 = %arg0) : tensor<i32>, tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>
    cond {
      %5 = stablehlo.compare LT, %iterArg_6, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.not %iterArg_3 : tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %5 = stablehlo.cosine %iterArg_7 : tensor<4xf32>
      %6 = stablehlo.convert %iterArg_6 : (tensor<i32>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %7 = stablehlo.multiply %cst_8, %6 : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %9 = stablehlo.add %5, %8 : tensor<4xf32>
      %c_9 = stablehlo.constant dense<6> : tensor<i32>
      %10 = func.call @remainder(%iterArg_6, %c_9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%9 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare LT, %10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<6> : tensor<i32>
      %13 = stablehlo.add %10, %c_12 : tensor<i32>
      %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %16 = "stablehlo.scatter"(%iterArg_5, %15, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %22 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %22 : tensor<f32>
      }) : (tensor<6xf32>, tensor<1xi32>, tensor<f32>) -> tensor<6xf32>
      %17 = stablehlo.abs %9 : tensor<4xf32>
      %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %18 = stablehlo.reduce(%17 init: %cst_13) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %cst_14 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %19 = stablehlo.compare GT, %18, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_6, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<3> : tensor<i8>
      %21 = stablehlo.add %iterArg_4, %c_16 : tensor<i8>
      stablehlo.return %iterArg, %19, %21, %16, %20, %9 : tensor<i32>, tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>
    }
    %2 = stablehlo.abs %arg0 : tensor<4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4:2 = stablehlo.while(%iterArg = %3, %iterArg_3 = %2) : tensor<4xi32>, tensor<4xf32>
    cond {
      %cst_4 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %6 = stablehlo.compare LT, %iterArg_3, %5, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.reduce(%6 init: %c_5) applies stablehlo.or across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %6 = stablehlo.add %iterArg, %5 : tensor<4xi32>
      %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<4xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %10 = stablehlo.add %8, %9 : tensor<4xf32>
      %cst_7 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %12 = stablehlo.compare LT, %iterArg_3, %11, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %14 = stablehlo.select %13, %6, %iterArg : tensor<4xi1>, tensor<4xi32>
      %15 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi1>) -> tensor<4xi1>
      %16 = stablehlo.select %15, %10, %iterArg_3 : tensor<4xi1>, tensor<4xf32>
      stablehlo.return %14, %16 : tensor<4xi32>, tensor<4xf32>
    }
    return %1#1, %1#2, %1#3, %1#4, %1#5, %4#0, %4#1 : tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
