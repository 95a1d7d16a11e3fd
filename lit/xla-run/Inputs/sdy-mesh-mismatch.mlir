// A mesh of 2 devices in a program of 4: the manual computation cannot run.
module @mismatch attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<2xf32> {
    %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xf32>) {
      sdy.return %arg0 : tensor<1xf32>
    } : (tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
