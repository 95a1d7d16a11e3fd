// A two-layer perceptron with a softmax head, in the hlo dialect (StableHLO syntax, as JAX
// emits it). The main job lowers it to loops:
//   xla-opt --canonicalize --lower-to-loops examples/mlp.mlir
// and xla-run runs it at any level (`xla-run examples/mlp.mlir --print`).
func.func @main(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
                %w2: tensor<32x10xf32>, %b2: tensor<10xf32>) -> tensor<4x10xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
  %bb1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
  %hb = stablehlo.add %h, %bb1 : tensor<4x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4x32xf32>
  %relu = stablehlo.maximum %hb, %zero : tensor<4x32xf32>
  %o = stablehlo.dot_general %relu, %w2, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
  %bb2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<10xf32>) -> tensor<4x10xf32>
  %logits = stablehlo.add %o, %bb2 : tensor<4x10xf32>
  // softmax over the last dimension
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%logits init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
  %shifted = stablehlo.subtract %logits, %maxb : tensor<4x10xf32>
  %e = stablehlo.exponential %shifted : tensor<4x10xf32>
  %fzero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%e init: %fzero) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
  %p = stablehlo.divide %e, %sumb : tensor<4x10xf32>
  return %p : tensor<4x10xf32>
}
