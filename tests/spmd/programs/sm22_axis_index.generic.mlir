"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x2xi32>) -> tensor<2x2xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2xi32>):
    %0 = "sdy.manual_computation"(%arg0) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>}> ({
    ^bb0(%arg1: tensor<1x1xi32>):
      %1 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
      %3 = "stablehlo.multiply"(%arg1, %2) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %4 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %5 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %6 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %7 = "stablehlo.divide"(%6, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %8 = "stablehlo.remainder"(%7, %5) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %9 = "stablehlo.convert"(%8) : (tensor<ui32>) -> tensor<i32>
      %10 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.multiply"(%9, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
      %13 = "stablehlo.add"(%3, %12) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %14 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %15 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %16 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %17 = "stablehlo.divide"(%16, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %18 = "stablehlo.remainder"(%17, %15) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %19 = "stablehlo.convert"(%18) : (tensor<ui32>) -> tensor<i32>
      %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
      %21 = "stablehlo.add"(%13, %20) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      "sdy.return"(%21) : (tensor<1x1xi32>) -> ()
    }) : (tensor<2x2xi32>) -> tensor<2x2xi32>
    "func.return"(%0) : (tensor<2x2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
