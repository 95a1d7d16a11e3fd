"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>):
    %0:2 = "sdy.manual_computation"(%arg0, %arg1) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"x"}]>]>}> ({
    ^bb0(%arg2: tensor<2xf32>, %arg3: tensor<2xf32>):
      %1 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%4) : (tensor<f32>) -> ()
      }) : (tensor<2xf32>) -> tensor<2xf32>
      %3 = "stablehlo.subtract"(%arg2, %arg3) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      "sdy.return"(%2, %3) : (tensor<2xf32>, tensor<2xf32>) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<8xf32>)
    "func.return"(%0#0, %0#1) : (tensor<2xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
