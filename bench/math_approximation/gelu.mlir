// gelu, tanh form, as jax.nn.gelu(approximate=True) exports it (scalar constants broadcast):
// 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
// bench/math_approximation/run.sh times it through the JIT with and without approximate-math.
func.func @main(%x: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %c_half = hlo.constant dense<0.5> : tensor<f32>
  %c_one = hlo.constant dense<1.0> : tensor<f32>
  %c_k = hlo.constant dense<0.0447149985> : tensor<f32>
  %c_s = hlo.constant dense<0.797884583> : tensor<f32>
  %half = hlo.broadcast_in_dim %c_half, dims = [] : (tensor<f32>) -> tensor<16777216xf32>
  %one = hlo.broadcast_in_dim %c_one, dims = [] : (tensor<f32>) -> tensor<16777216xf32>
  %k = hlo.broadcast_in_dim %c_k, dims = [] : (tensor<f32>) -> tensor<16777216xf32>
  %s = hlo.broadcast_in_dim %c_s, dims = [] : (tensor<f32>) -> tensor<16777216xf32>
  %x2 = hlo.multiply %x, %x : tensor<16777216xf32>
  %x3 = hlo.multiply %x2, %x : tensor<16777216xf32>
  %kx3 = hlo.multiply %k, %x3 : tensor<16777216xf32>
  %inner = hlo.add %x, %kx3 : tensor<16777216xf32>
  %arg = hlo.multiply %s, %inner : tensor<16777216xf32>
  %t = hlo.tanh %arg : tensor<16777216xf32>
  %onet = hlo.add %one, %t : tensor<16777216xf32>
  %hx = hlo.multiply %half, %x : tensor<16777216xf32>
  %r = hlo.multiply %hx, %onet : tensor<16777216xf32>
  return %r : tensor<16777216xf32>
}
