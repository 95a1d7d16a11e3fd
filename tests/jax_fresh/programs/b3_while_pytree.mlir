"builtin.module"() <{sym_name = "jit_while_pytree"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> (tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]['flags'][0]"}, {jax.result_info = "result[0]['flags'][1]"}, {jax.result_info = "result[0]['hist']"}, {jax.result_info = "result[0]['i']"}, {jax.result_info = "result[0]['x']"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<i32>):
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %19 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22:6 = "stablehlo.while"(%arg6, %19, %20, %18, %21, %arg5) ({
    ^bb0(%arg25: tensor<i32>, %arg26: tensor<i1>, %arg27: tensor<i8>, %arg28: tensor<6xf32>, %arg29: tensor<i32>, %arg30: tensor<4xf32>):
      %78 = "stablehlo.compare"(%arg29, %arg25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %79 = "stablehlo.not"(%arg26) : (tensor<i1>) -> tensor<i1>
      %80 = "stablehlo.and"(%78, %79) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%80) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i1>, %arg15: tensor<i8>, %arg16: tensor<6xf32>, %arg17: tensor<i32>, %arg18: tensor<4xf32>):
      %49 = "stablehlo.cosine"(%arg18) : (tensor<4xf32>) -> tensor<4xf32>
      %50 = "stablehlo.convert"(%arg17) : (tensor<i32>) -> tensor<f32>
      %51 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %52 = "stablehlo.multiply"(%51, %50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %54 = "stablehlo.add"(%49, %53) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %55 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %56 = "func.call"(%arg17, %55) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %58 = "stablehlo.reduce"(%54, %57) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
        %77 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%77) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %60 = "stablehlo.compare"(%56, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %61 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %62 = "stablehlo.add"(%56, %61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %63 = "stablehlo.select"(%60, %62, %56) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %65 = "stablehlo.scatter"(%arg16, %64, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
        %76 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%76) : (tensor<f32>) -> ()
      }) : (tensor<6xf32>, tensor<1xi32>, tensor<f32>) -> tensor<6xf32>
      %66 = "stablehlo.abs"(%54) : (tensor<4xf32>) -> tensor<4xf32>
      %67 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.reduce"(%66, %67) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
        %75 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%75) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %69 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %70 = "stablehlo.compare"(%68, %69) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %71 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %72 = "stablehlo.add"(%arg17, %71) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %73 = "stablehlo.constant"() <{value = dense<3> : tensor<i8>}> : () -> tensor<i8>
      %74 = "stablehlo.add"(%arg15, %73) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%arg13, %70, %74, %65, %72, %54) : (tensor<i32>, tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>)
    %23 = "stablehlo.abs"(%arg5) : (tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %26:2 = "stablehlo.while"(%25, %23) ({
    ^bb0(%arg9: tensor<4xi32>, %arg10: tensor<4xf32>):
      %43 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %45 = "stablehlo.compare"(%arg10, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %46 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %47 = "stablehlo.reduce"(%45, %46) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg11: tensor<i1>, %arg12: tensor<i1>):
        %48 = "stablehlo.or"(%arg11, %arg12) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%48) : (tensor<i1>) -> ()
      }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<4xi32>, %arg8: tensor<4xf32>):
      %27 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %29 = "stablehlo.add"(%arg7, %28) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %30 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %32 = "stablehlo.multiply"(%arg8, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %35 = "stablehlo.add"(%32, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %36 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %38 = "stablehlo.compare"(%arg8, %37) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %40 = "stablehlo.select"(%39, %29, %arg7) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %41 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %42 = "stablehlo.select"(%41, %35, %arg8) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%40, %42) : (tensor<4xi32>, tensor<4xf32>) -> ()
    }) : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
    "func.return"(%22#1, %22#2, %22#3, %22#4, %22#5, %26#0, %26#1) : (tensor<i1>, tensor<i8>, tensor<6xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.remainder"(%arg3, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%6, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.compare"(%5, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.compare"(%10, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.and"(%13, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = "stablehlo.add"(%6, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.select"(%14, %15, %6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%16) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
