module @jit__lambda attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x2xi32>) -> (tensor<2x2xi32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<1x1xi32>) {
      %c = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
      %2 = stablehlo.multiply %arg1, %1 : tensor<1x1xi32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %c_1 = stablehlo.constant dense<2> : tensor<ui32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.divide %3, %c_0 : tensor<ui32>
      %5 = stablehlo.remainder %4, %c_1 : tensor<ui32>
      %6 = stablehlo.convert %5 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %7 = stablehlo.multiply %6, %c_2 : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
      %9 = stablehlo.add %2, %8 : tensor<1x1xi32>
      %c_3 = stablehlo.constant dense<1> : tensor<ui32>
      %c_4 = stablehlo.constant dense<2> : tensor<ui32>
      %10 = stablehlo.partition_id : tensor<ui32>
      %11 = stablehlo.divide %10, %c_3 : tensor<ui32>
      %12 = stablehlo.remainder %11, %c_4 : tensor<ui32>
      %13 = stablehlo.convert %12 : (tensor<ui32>) -> tensor<i32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
      %15 = stablehlo.add %9, %14 : tensor<1x1xi32>
      sdy.return %15 : tensor<1x1xi32>
    } : (tensor<2x2xi32>) -> tensor<2x2xi32>
    return %0 : tensor<2x2xi32>
  }
}
