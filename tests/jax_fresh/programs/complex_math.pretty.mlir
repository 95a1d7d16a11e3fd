module @jit_complex_math attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xcomplex<f32>>, %arg1: tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<6xf32> {jax.result_info = "result[5]"}, tensor<6xf32> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<6xcomplex<f32>>
    %1 = stablehlo.divide %arg0, %arg1 : tensor<6xcomplex<f32>>
    %2 = stablehlo.abs %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %3 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %4 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %5 = stablehlo.negate %4 : tensor<6xf32>
    %6 = stablehlo.complex %3, %5 : tensor<6xcomplex<f32>>
    %7 = stablehlo.add %6, %arg1 : tensor<6xcomplex<f32>>
    %8 = stablehlo.exponential %arg0 : tensor<6xcomplex<f32>>
    %9 = stablehlo.multiply %arg0, %arg1 : tensor<6xcomplex<f32>>
    %10 = stablehlo.real %9 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %11 = call @angle(%arg1) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    return %0, %1, %2, %7, %8, %10, %11 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @angle(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xf32> {
    %0 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %1 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
}
