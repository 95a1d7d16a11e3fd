"builtin.module"() <{sym_name = "jit_switch_branch"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.clamp"(%0, %arg0, %1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %9 = "stablehlo.add"(%arg1, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      "stablehlo.return"(%9) : (tensor<5xf32>) -> ()
    }, {
      %6 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      "stablehlo.return"(%6) : (tensor<5xf32>) -> ()
    }, {
      %5 = "stablehlo.negate"(%arg1) : (tensor<5xf32>) -> tensor<5xf32>
      "stablehlo.return"(%5) : (tensor<5xf32>) -> ()
    }, {
      %4 = "stablehlo.exponential"(%arg1) : (tensor<5xf32>) -> tensor<5xf32>
      "stablehlo.return"(%4) : (tensor<5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
