"builtin.module"() <{sym_name = "jit_rk4_fori"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<20xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2xf32>, %arg8: tensor<f32>):
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99:3 = "stablehlo.while"(%arg8, %98, %arg7) ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<i32>, %arg22: tensor<2xf32>):
      %113 = "stablehlo.constant"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
      %114 = "stablehlo.compare"(%arg21, %113) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%114) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<i32>, %arg19: tensor<2xf32>):
      %110 = "func.call"(%arg17, %arg19) <{callee = @closed_call}> : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
      %111 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %112 = "stablehlo.add"(%arg18, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %112, %110) : (tensor<f32>, tensor<i32>, tensor<2xf32>) -> ()
    }) : (tensor<f32>, tensor<i32>, tensor<2xf32>) -> (tensor<f32>, tensor<i32>, tensor<2xf32>)
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103:4 = "stablehlo.while"(%arg8, %102, %arg7, %101) ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<i32>, %arg15: tensor<2xf32>, %arg16: tensor<20xf32>):
      %108 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %109 = "stablehlo.compare"(%arg14, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%109) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<i32>, %arg11: tensor<2xf32>, %arg12: tensor<20xf32>):
      %104:2 = "func.call"(%arg9, %arg11) <{callee = @closed_call_0}> : (tensor<f32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<f32>)
      %105 = "func.call"(%arg12, %104#1, %arg10) <{callee = @dynamic_update_index_in_dim}> : (tensor<20xf32>, tensor<f32>, tensor<i32>) -> tensor<20xf32>
      %106 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %107 = "stablehlo.add"(%arg10, %106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %107, %104#0, %105) : (tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<20xf32>) -> ()
    }) : (tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<20xf32>) -> (tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<20xf32>)
    "func.return"(%99#2, %103#2, %103#3) : (tensor<2xf32>, tensor<2xf32>, tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<2xf32>):
    %21 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1xf32>) -> tensor<f32>
    %23 = "stablehlo.negate"(%arg5) : (tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xf32>) -> tensor<f32>
    %26 = "stablehlo.multiply"(%23, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xf32>) -> tensor<f32>
    %29 = "stablehlo.sine"(%28) : (tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.subtract"(%26, %29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %33 = "stablehlo.concatenate"(%31, %32) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %34 = "stablehlo.constant"() <{value = dense<2.500000e-02> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %36 = "stablehlo.multiply"(%35, %33) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %37 = "stablehlo.add"(%arg6, %36) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %38 = "stablehlo.slice"(%37) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1xf32>) -> tensor<f32>
    %40 = "stablehlo.negate"(%arg5) : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.slice"(%37) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<1xf32>) -> tensor<f32>
    %43 = "stablehlo.multiply"(%40, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.slice"(%37) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1xf32>) -> tensor<f32>
    %46 = "stablehlo.sine"(%45) : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.subtract"(%43, %46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %49 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %50 = "stablehlo.concatenate"(%48, %49) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %51 = "stablehlo.constant"() <{value = dense<2.500000e-02> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %53 = "stablehlo.multiply"(%52, %50) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %54 = "stablehlo.add"(%arg6, %53) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %55 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1xf32>) -> tensor<f32>
    %57 = "stablehlo.negate"(%arg5) : (tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<1xf32>) -> tensor<f32>
    %60 = "stablehlo.multiply"(%57, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.slice"(%54) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %62 = "stablehlo.reshape"(%61) : (tensor<1xf32>) -> tensor<f32>
    %63 = "stablehlo.sine"(%62) : (tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.subtract"(%60, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %67 = "stablehlo.concatenate"(%65, %66) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %68 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %70 = "stablehlo.multiply"(%69, %67) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %71 = "stablehlo.add"(%arg6, %70) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %72 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<1xf32>) -> tensor<f32>
    %74 = "stablehlo.negate"(%arg5) : (tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xf32>) -> tensor<f32>
    %77 = "stablehlo.multiply"(%74, %76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.slice"(%71) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<1xf32>) -> tensor<f32>
    %80 = "stablehlo.sine"(%79) : (tensor<f32>) -> tensor<f32>
    %81 = "stablehlo.subtract"(%77, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %84 = "stablehlo.concatenate"(%82, %83) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %85 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %87 = "stablehlo.multiply"(%86, %50) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %88 = "stablehlo.add"(%33, %87) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %89 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %91 = "stablehlo.multiply"(%90, %67) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %92 = "stablehlo.add"(%88, %91) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %93 = "stablehlo.add"(%92, %84) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.00833333377> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %96 = "stablehlo.multiply"(%95, %93) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %97 = "stablehlo.add"(%arg6, %96) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%97) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<2xf32>):
    %2 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xf32>) -> tensor<f32>
    %4 = "stablehlo.negate"(%arg3) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1xf32>) -> tensor<f32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xf32>) -> tensor<f32>
    %10 = "stablehlo.sine"(%9) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.subtract"(%7, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %14 = "stablehlo.concatenate"(%12, %13) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %15 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.multiply"(%16, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.add"(%arg4, %17) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%18, %20) : (tensor<2xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<20xf32>, tensor<f32>, tensor<i32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<20xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<20xf32>, tensor<1xf32>, tensor<i32>) -> tensor<20xf32>
    "func.return"(%1) : (tensor<20xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
