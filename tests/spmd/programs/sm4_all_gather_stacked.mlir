module @jit__lambda attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x4xi32>) -> (tensor<3x4x1xi32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"x"}]>] out_shardings=[<@mesh, [{}, {}, {}]>] manual_axes={"x"} (%arg1: tensor<3x1xi32>) {
      %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
      %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3x1x1xi32>) -> tensor<3x4x1xi32>
      sdy.return %2 : tensor<3x4x1xi32>
    } : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    return %0 : tensor<3x4x1xi32>
  }
}
