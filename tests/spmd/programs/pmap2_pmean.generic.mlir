"builtin.module"() <{sym_name = "jit__fun"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["i"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "i", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], function_type = (tensor<2x5xf32>) -> tensor<2x5xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x5xf32>):
    %0 = "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>, manual_axes = #sdy<manual_axes{"i"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>}> ({
    ^bb0(%arg1: tensor<1x5xf32>):
      %1 = "stablehlo.reshape"(%arg1) : (tensor<1x5xf32>) -> tensor<5xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %8 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%8) : (tensor<f32>) -> ()
      }) : (tensor<5xf32>) -> tensor<5xf32>
      %3 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %5 = "stablehlo.divide"(%2, %4) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %6 = "stablehlo.subtract"(%1, %5) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
      "sdy.return"(%7) : (tensor<1x5xf32>) -> ()
    }) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%0) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
