"builtin.module"() <{sym_name = "jit_barrier_composite"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5xf32>):
    %4 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %6 = "stablehlo.multiply"(%arg1, %5) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %7:2 = "stablehlo.optimization_barrier"(%arg1, %6) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
    %8 = "stablehlo.composite"(%7#0) <{composite_attributes = {}, decomposition = @my.tanh2, name = "my.tanh2", version = 0 : i32}> : (tensor<5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.add"(%7#0, %7#1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%9, %8) : (tensor<5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "my.tanh2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.tanh"(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    %1 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %3 = "stablehlo.multiply"(%0, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
