// A transpose fused into an add (lit/passes/convert-linalg-to-loops-tiling.mlir).
func.func @main() -> tensor<40x33xf32> {
  %x = hlo.iota dim = 0 : tensor<33x40xf32>
  %y = hlo.iota dim = 1 : tensor<40x33xf32>
  %s = hlo.constant dense<0.5> : tensor<40x33xf32>
  %t = hlo.transpose %x, dims = [1, 0] : (tensor<33x40xf32>) -> tensor<40x33xf32>
  %m = hlo.multiply %y, %s : tensor<40x33xf32>
  %r = hlo.add %t, %m : tensor<40x33xf32>
  return %r : tensor<40x33xf32>
}
