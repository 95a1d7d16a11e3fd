module @jit_dynamic_slices attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>, %arg2: tensor<2x3xf32>) -> (tensor<5x6xf32> {jax.result_info = "result[0]"}, tensor<5x6xf32> {jax.result_info = "result[1]"}, tensor<2x2xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_update_slice %arg0, %arg2, %2, %5 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %7 = stablehlo.add %arg1, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %7, %c_8 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<-3> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<-3> : tensor<i32>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %12 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<-3> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_13 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_update_slice %arg0, %arg2, %10, %13 : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %15 = stablehlo.subtract %arg1, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.add %15, %c_16 : tensor<i32>
    %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %arg1, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<6> : tensor<i32>
    %20 = stablehlo.add %arg1, %c_18 : tensor<i32>
    %21 = stablehlo.select %19, %20, %arg1 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %arg0, %18, %21, sizes = [2, 2] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %23 = call @dynamic_index_in_dim(%arg0, %arg1) : (tensor<5x6xf32>, tensor<i32>) -> tensor<5xf32>
    return %6, %14, %22, %23 : tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x2xf32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [5, 1] : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<5x1xf32>) -> tensor<5xf32>
    return %4 : tensor<5xf32>
  }
}
