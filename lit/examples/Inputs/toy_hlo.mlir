// toy-opt loads no hlo dialect.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %0 = "hlo.add"(%x, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
