// Makes the .npy inputs of jit.mlir with the interpreter.
func.func @make() -> (tensor<4xf32>, tensor<f32>) {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %k = stablehlo.constant dense<2.5> : tensor<f32>
  return %x, %k : tensor<4xf32>, tensor<f32>
}
