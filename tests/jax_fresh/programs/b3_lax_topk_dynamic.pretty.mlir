module @jit_lax_topk_dynamic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xi32>, %arg1: tensor<5x6xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<2x3xi32> {jax.result_info = "result[0]"}, tensor<2x3xi32> {jax.result_info = "result[1]"}, tensor<2x2xi8> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<2x3xf32> {jax.result_info = "result[4]"}, tensor<3x2xf32> {jax.result_info = "result[5]"}, tensor<5x6xf32> {jax.result_info = "result[6]"}, tensor<5x3xf32> {jax.result_info = "result[7]"}) {
    %c = stablehlo.constant dense<[-2, 0, 1, 4, 9]> : tensor<5xi32>
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<2x6xi32> -> (tensor<2x3xi32>, tensor<2x3xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.add %arg2, %c_1 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.add %arg3, %c_3 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg3 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %2, %5, sizes = [2, 3] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %7 = stablehlo.multiply %arg2, %c_4 : tensor<i32>
    %8 = stablehlo.negate %arg3 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %7, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %7, %c_6 : tensor<i32>
    %11 = stablehlo.select %9, %10, %7 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %8, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %13 = stablehlo.add %8, %c_8 : tensor<i32>
    %14 = stablehlo.select %12, %13, %8 : tensor<i1>, tensor<i32>
    %15 = stablehlo.dynamic_slice %arg1, %11, %14, sizes = [3, 2] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_9 = stablehlo.constant dense<9> : tensor<i32>
    %17 = stablehlo.subtract %arg2, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<9> : tensor<i32>
    %18 = stablehlo.add %arg3, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %17, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<5> : tensor<i32>
    %20 = stablehlo.add %17, %c_12 : tensor<i32>
    %21 = stablehlo.select %19, %20, %17 : tensor<i1>, tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %18, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<6> : tensor<i32>
    %23 = stablehlo.add %18, %c_14 : tensor<i32>
    %24 = stablehlo.select %22, %23, %18 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_update_slice %arg1, %16, %21, %24 : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %27 = stablehlo.compare LT, %c, %26, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %29 = stablehlo.add %c, %28 : tensor<5xi32>
    %30 = stablehlo.select %27, %29, %c : tensor<5xi1>, tensor<5xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %32 = "stablehlo.gather"(%arg1, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<5x6xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %33 = stablehlo.convert %arg0 : (tensor<2x6xi32>) -> tensor<2x6xi8>
    %values_17, %indices_18 = chlo.top_k(%33, k = 2) : tensor<2x6xi8> -> (tensor<2x2xi8>, tensor<2x2xi32>)
    %34 = stablehlo.slice %arg0 [0:1, 0:6] : (tensor<2x6xi32>) -> tensor<1x6xi32>
    %35 = stablehlo.reshape %34 : (tensor<1x6xi32>) -> tensor<6xi32>
    %36 = stablehlo.negate %35 : tensor<6xi32>
    %values_19, %indices_20 = chlo.top_k(%36, k = 4) : tensor<6xi32> -> (tensor<4xi32>, tensor<4xi32>)
    return %values, %indices, %values_17, %indices_20, %6, %15, %25, %32 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x2xi8>, tensor<4xi32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<5x6xf32>, tensor<5x3xf32>
  }
}
