module @jit__fun attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=4]> {stablehlo.mesh = {axes = [{name = "i", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<4x2xi32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xi32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x2xi32>) -> tensor<2xi32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %2 = stablehlo.partition_id : tensor<ui32>
      %3 = stablehlo.divide %2, %c : tensor<ui32>
      %4 = stablehlo.remainder %3, %c_0 : tensor<ui32>
      %5 = stablehlo.convert %4 : (tensor<ui32>) -> tensor<i32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %7 = stablehlo.multiply %1, %6 : tensor<2xi32>
      %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %10 = stablehlo.minimum %arg2, %arg3 : tensor<i32>
        stablehlo.return %10 : tensor<i32>
      }) : (tensor<2xi32>) -> tensor<2xi32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
      sdy.return %9 : tensor<1x2xi32>
    } : (tensor<4x2xi32>) -> tensor<4x2xi32>
    return %0 : tensor<4x2xi32>
  }
}
