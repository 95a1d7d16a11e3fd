func.func @main() -> tensor<0x100000000000xf32> {
  %0 = hlo.constant dense<1.0> : tensor<0x100000000000xf32>
  return %0 : tensor<0x100000000000xf32>
}
