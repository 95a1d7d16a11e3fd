module @jit_int_bits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}, tensor<12xi32> {jax.result_info = "result[3]"}, tensor<12xi32> {jax.result_info = "result[4]"}, tensor<12xi32> {jax.result_info = "result[5]"}, tensor<12xi32> {jax.result_info = "result[6]"}, tensor<12xi32> {jax.result_info = "result[7]"}, tensor<12xi32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<12xi32>
    %1 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<12xi32>
    %2 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<12xi32>
    %c = stablehlo.constant dense<3855> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.and %arg0, %3 : tensor<12xi32>
    %5 = stablehlo.or %arg0, %arg1 : tensor<12xi32>
    %6 = stablehlo.xor %arg0, %arg1 : tensor<12xi32>
    %7 = stablehlo.not %arg0 : tensor<12xi32>
    %8 = stablehlo.count_leading_zeros %arg0 : tensor<12xi32>
    %9 = stablehlo.popcnt %arg0 : tensor<12xi32>
    return %0, %1, %2, %4, %5, %6, %7, %8, %9 : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xi32>
  }
}
