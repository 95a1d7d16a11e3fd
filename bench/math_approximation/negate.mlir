// The host-side cost of a 16M f32 call (copying the input in and the result out): a negate.
func.func @main(%x: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %r = hlo.negate %x : tensor<16777216xf32>
  return %r : tensor<16777216xf32>
}
