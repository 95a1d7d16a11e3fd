"builtin.module"() <{sym_name = "jit_integer_pow_and_clamp"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<6xf32>, %arg4: tensor<6xi32>):
    %6 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %8 = "stablehlo.multiply"(%7, %7) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %9 = "stablehlo.multiply"(%arg3, %8) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %10 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %13 = "stablehlo.divide"(%12, %10) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %14 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %16 = "func.call"(%arg4, %14, %15) <{callee = @clip}> : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    %17 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %20 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %21 = "stablehlo.clamp"(%19, %arg4, %20) : (tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %22 = "stablehlo.multiply"(%arg4, %arg4) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %23 = "stablehlo.multiply"(%22, %arg4) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%6, %9, %13, %16, %21, %23) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%5) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
