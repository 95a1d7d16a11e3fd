// 2048 devices: more than the interpreter runs (one thread each).
module @many attributes {mhlo.num_partitions = 2048 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2048]>
  func.func @main() -> tensor<2048xf32> {
    %0 = stablehlo.constant dense<1.0> : tensor<2048xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xf32>) {
      sdy.return %arg0 : tensor<1xf32>
    } : (tensor<2048xf32>) -> tensor<2048xf32>
    return %1 : tensor<2048xf32>
  }
}
