"builtin.module"() <{sym_name = "jit_newton_while"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> (tensor<6xf32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.abs"(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %3 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %5 = "stablehlo.divide"(%2, %4) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.add"(%1, %5) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9:4 = "stablehlo.while"(%arg0, %6, %7, %8) ({
    ^bb0(%arg7: tensor<6xf32>, %arg8: tensor<6xf32>, %arg9: tensor<i32>, %arg10: tensor<f32>):
      %26 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.compare"(%arg10, %26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.constant"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
      %29 = "stablehlo.compare"(%arg9, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %32 = "stablehlo.compare"(%29, %31) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %33 = "stablehlo.convert"(%32) : (tensor<i1>) -> tensor<i1>
      %34 = "stablehlo.and"(%27, %33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%34) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<i32>, %arg4: tensor<f32>):
      %10 = "stablehlo.multiply"(%arg2, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %11 = "stablehlo.multiply"(%10, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %12 = "stablehlo.subtract"(%11, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %13 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %15 = "stablehlo.multiply"(%14, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %16 = "stablehlo.multiply"(%15, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %17 = "stablehlo.divide"(%12, %16) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %18 = "stablehlo.subtract"(%arg2, %17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %20 = "stablehlo.add"(%arg3, %19) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %21 = "stablehlo.subtract"(%18, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %22 = "stablehlo.abs"(%21) : (tensor<6xf32>) -> tensor<6xf32>
      %23 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.reduce"(%22, %23) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %25 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%25) : (tensor<f32>) -> ()
      }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%arg1, %18, %20, %24) : (tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>)
    "func.return"(%9#1, %9#2) : (tensor<6xf32>, tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
