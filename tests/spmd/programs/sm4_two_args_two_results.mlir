module @jit__lambda attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<2xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg2: tensor<2xf32>, %arg3: tensor<2xf32>) {
      %1 = stablehlo.multiply %arg2, %arg3 : tensor<2xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %3 = stablehlo.subtract %arg2, %arg3 : tensor<2xf32>
      sdy.return %2, %3 : tensor<2xf32>, tensor<2xf32>
    } : (tensor<8xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<8xf32>)
    return %0#0, %0#1 : tensor<2xf32>, tensor<8xf32>
  }
}
