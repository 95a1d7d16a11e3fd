"builtin.module"() <{sym_name = "jit_nested_loops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg31: tensor<4xf32>, %arg32: tensor<i32>):
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61:3 = "stablehlo.while"(%60, %59, %arg31) ({
    ^bb0(%arg46: tensor<i32>, %arg47: tensor<i32>, %arg48: tensor<4xf32>):
      %84 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %85 = "stablehlo.compare"(%arg46, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg43: tensor<i32>, %arg44: tensor<i32>, %arg45: tensor<4xf32>):
      %81:2 = "func.call"(%arg44, %arg45) <{callee = @closed_call}> : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
      %82 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %83 = "stablehlo.add"(%arg43, %82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%83, %81#0, %81#1) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>)
    %62 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %64 = "stablehlo.multiply"(%arg31, %63) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.negate"(%arg31) : (tensor<4xf32>) -> tensor<4xf32>
    %66 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %67 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %68 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %69 = "stablehlo.concatenate"(%66, %67, %68) <{dimension = 0 : i64}> : (tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73:5 = "stablehlo.while"(%69, %arg32, %72, %arg31, %71) ({
    ^bb0(%arg38: tensor<3x4xf32>, %arg39: tensor<i32>, %arg40: tensor<i32>, %arg41: tensor<4xf32>, %arg42: tensor<3xf32>):
      %79 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %80 = "stablehlo.compare"(%arg40, %79) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%80) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg33: tensor<3x4xf32>, %arg34: tensor<i32>, %arg35: tensor<i32>, %arg36: tensor<4xf32>, %arg37: tensor<3xf32>):
      %74 = "func.call"(%arg33, %arg35) <{callee = @dynamic_index_in_dim}> : (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>
      %75:2 = "func.call"(%arg34, %arg36, %74) <{callee = @closed_call_0}> : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
      %76 = "func.call"(%arg37, %75#1, %arg35) <{callee = @dynamic_update_index_in_dim}> : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %77 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %78 = "stablehlo.add"(%arg35, %77) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg33, %arg34, %78, %75#0, %76) : (tensor<3x4xf32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3x4xf32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<3x4xf32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<3xf32>)
    "func.return"(%61#2, %73#3, %73#4) : (tensor<4xf32>, tensor<4xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<i32>, %arg24: tensor<4xf32>):
    %33 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.add"(%arg23, %33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.add"(%arg23, %35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38:3 = "stablehlo.while"(%37, %36, %arg24) ({
    ^bb0(%arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<4xf32>):
      %58 = "stablehlo.compare"(%arg28, %arg29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%58) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg25: tensor<i32>, %arg26: tensor<i32>, %arg27: tensor<4xf32>):
      %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.add"(%arg25, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %53 = "stablehlo.sine"(%arg27) : (tensor<4xf32>) -> tensor<4xf32>
      %54 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %56 = "stablehlo.multiply"(%53, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %57 = "stablehlo.add"(%arg27, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%52, %arg26, %57) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>)
    %39 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %40 = "func.call"(%arg23, %39) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.compare"(%40, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %43 = "stablehlo.convert"(%42) : (tensor<i1>) -> tensor<i32>
    %44 = "stablehlo.case"(%43) ({
      %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %50 = "stablehlo.add"(%38#2, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%50) : (tensor<4xf32>) -> ()
    }, {
      %45 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %47 = "stablehlo.multiply"(%38#2, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%47) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%34, %44) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>):
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.compare"(%arg22, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %21 = "func.call"(%19, %20, %arg22) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.remainder"(%arg21, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.compare"(%22, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.compare"(%21, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = "stablehlo.compare"(%26, %28) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %30 = "stablehlo.and"(%29, %24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %31 = "stablehlo.add"(%22, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = "stablehlo.select"(%30, %31, %22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%32) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i1>, %arg19: tensor<i32>, %arg20: tensor<i32>):
    %17 = "stablehlo.select"(%arg18, %arg19, %arg20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%17) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<3x4xf32>, %arg17: tensor<i32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.dynamic_slice"(%arg16, %arg17, %14) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x4xf32>) -> tensor<4xf32>
    "func.return"(%16) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>):
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:4 = "stablehlo.while"(%arg3, %arg5, %2, %arg4) ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<4xf32>, %arg14: tensor<i32>, %arg15: tensor<4xf32>):
      %13 = "stablehlo.compare"(%arg14, %arg12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%13) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<4xf32>, %arg10: tensor<i32>, %arg11: tensor<4xf32>):
      %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %8 = "stablehlo.add"(%arg10, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %9 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %11 = "stablehlo.multiply"(%arg11, %10) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %12 = "stablehlo.add"(%11, %arg9) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%arg8, %arg9, %8, %12) : (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>)
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3#3, %4) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %6 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%3#3, %5) : (tensor<4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    "func.return"(%1) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
