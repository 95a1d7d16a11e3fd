"builtin.module"() <{sym_name = "jit__fun"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["i"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "i", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], function_type = (tensor<4x3xi32>) -> tensor<4x3xi32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x3xi32>):
    %0 = "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>, manual_axes = #sdy<manual_axes{"i"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>}> ({
    ^bb0(%arg1: tensor<1x3xi32>):
      %1 = "stablehlo.reshape"(%arg1) : (tensor<1x3xi32>) -> tensor<3xi32>
      %2 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<3xi32>) -> tensor<3xi32>
      %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1x3xi32>
      "sdy.return"(%3) : (tensor<1x3xi32>) -> ()
    }) : (tensor<4x3xi32>) -> tensor<4x3xi32>
    "func.return"(%0) : (tensor<4x3xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
