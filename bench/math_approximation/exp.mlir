// exp over 16M f32; bench/math_approximation/run.sh times it.
func.func @main(%x: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %r = hlo.exponential %x : tensor<16777216xf32>
  return %r : tensor<16777216xf32>
}
