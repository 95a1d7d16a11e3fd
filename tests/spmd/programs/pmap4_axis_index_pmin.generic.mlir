"builtin.module"() <{sym_name = "jit__fun"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["i"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "i", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], function_type = (tensor<4x2xi32>) -> tensor<4x2xi32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x2xi32>):
    %0 = "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>, manual_axes = #sdy<manual_axes{"i"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"i"}, {}]>]>}> ({
    ^bb0(%arg1: tensor<1x2xi32>):
      %1 = "stablehlo.reshape"(%arg1) : (tensor<1x2xi32>) -> tensor<2xi32>
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %3 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %4 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %5 = "stablehlo.divide"(%4, %2) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %6 = "stablehlo.remainder"(%5, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %7 = "stablehlo.convert"(%6) : (tensor<ui32>) -> tensor<i32>
      %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
      %9 = "stablehlo.multiply"(%1, %8) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
      %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %12 = "stablehlo.minimum"(%arg2, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%12) : (tensor<i32>) -> ()
      }) : (tensor<2xi32>) -> tensor<2xi32>
      %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xi32>) -> tensor<1x2xi32>
      "sdy.return"(%11) : (tensor<1x2xi32>) -> ()
    }) : (tensor<4x2xi32>) -> tensor<4x2xi32>
    "func.return"(%0) : (tensor<4x2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
