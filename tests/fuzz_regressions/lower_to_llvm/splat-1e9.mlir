func.func @main() -> tensor<f32> {
  %0 = hlo.constant dense<1.0> : tensor<1000000000xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%0 init: %z) applies hlo.add across dimensions = [0] : (tensor<1000000000xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
