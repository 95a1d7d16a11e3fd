"builtin.module"() <{sym_name = "jit__fun"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["i"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "i", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], function_type = (tensor<2x3xf32>) -> tensor<2x2x3xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>, manual_axes = #sdy<manual_axes{"i"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}, {}]>]>}> ({
    ^bb0(%arg1: tensor<1x3xf32>):
      %1 = "stablehlo.reshape"(%arg1) : (tensor<1x3xf32>) -> tensor<3xf32>
      %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
      %3 = "stablehlo.all_gather"(%2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<1x3xf32>) -> tensor<2x3xf32>
      %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
      "sdy.return"(%4) : (tensor<1x2x3xf32>) -> ()
    }) : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
    "func.return"(%0) : (tensor<2x2x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
