"builtin.module"() <{sym_name = "jit_f64_ode_quadrature"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f64>, tensor<11xf64>) -> (tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<11xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<f64>, %arg16: tensor<11xf64>):
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %62:3 = "stablehlo.while"(%61, %60, %arg15) ({
    ^bb0(%arg34: tensor<i64>, %arg35: tensor<f64>, %arg36: tensor<f64>):
      %113 = "stablehlo.constant"() <{value = dense<100> : tensor<i64>}> : () -> tensor<i64>
      %114 = "stablehlo.compare"(%arg34, %113) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%114) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<i64>, %arg32: tensor<f64>, %arg33: tensor<f64>):
      %110:2 = "func.call"(%arg32, %arg33) <{callee = @closed_call}> : (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>)
      %111 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %112 = "stablehlo.add"(%arg31, %111) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%112, %110#0, %110#1) : (tensor<i64>, tensor<f64>, tensor<f64>) -> ()
    }) : (tensor<i64>, tensor<f64>, tensor<f64>) -> (tensor<i64>, tensor<f64>, tensor<f64>)
    %63 = "stablehlo.negate"(%arg16) : (tensor<11xf64>) -> tensor<11xf64>
    %64 = "stablehlo.multiply"(%63, %arg16) : (tensor<11xf64>, tensor<11xf64>) -> tensor<11xf64>
    %65 = "stablehlo.exponential"(%64) : (tensor<11xf64>) -> tensor<11xf64>
    %66 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<1xf64>
    %67 = "stablehlo.reshape"(%66) : (tensor<1xf64>) -> tensor<f64>
    %68 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<1xf64>
    %69 = "stablehlo.reshape"(%68) : (tensor<1xf64>) -> tensor<f64>
    %70 = "stablehlo.subtract"(%67, %69) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %71 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %72 = "stablehlo.divide"(%70, %71) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %73 = "stablehlo.slice"(%65) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<1xf64>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xf64>) -> tensor<f64>
    %75 = "stablehlo.slice"(%65) <{limit_indices = array<i64: 11>, start_indices = array<i64: 10>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<1xf64>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xf64>) -> tensor<f64>
    %77 = "stablehlo.add"(%74, %76) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %78 = "stablehlo.slice"(%65) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<11xf64>) -> tensor<5xf64>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: tensor<f64>, %arg30: tensor<f64>):
      %109 = "stablehlo.add"(%arg29, %arg30) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%109) : (tensor<f64>) -> ()
    }) : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    %81 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %82 = "stablehlo.multiply"(%81, %80) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %83 = "stablehlo.add"(%77, %82) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %84 = "stablehlo.slice"(%65) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<11xf64>) -> tensor<4xf64>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %86 = "stablehlo.reduce"(%84, %85) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<f64>, %arg28: tensor<f64>):
      %108 = "stablehlo.add"(%arg27, %arg28) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%108) : (tensor<f64>) -> ()
    }) : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %87 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %88 = "stablehlo.multiply"(%87, %86) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %89 = "stablehlo.add"(%83, %88) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %90 = "stablehlo.multiply"(%72, %89) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %91 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f64>}> : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<11xf64>
    %93 = "stablehlo.multiply"(%65, %92) : (tensor<11xf64>, tensor<11xf64>) -> tensor<11xf64>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<11xf64>
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %99:5 = "stablehlo.while"(%93, %98, %94, %95, %97) ({
    ^bb0(%arg22: tensor<11xf64>, %arg23: tensor<i64>, %arg24: tensor<f64>, %arg25: tensor<f64>, %arg26: tensor<11xf64>):
      %106 = "stablehlo.constant"() <{value = dense<11> : tensor<i64>}> : () -> tensor<i64>
      %107 = "stablehlo.compare"(%arg23, %106) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%107) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<11xf64>, %arg18: tensor<i64>, %arg19: tensor<f64>, %arg20: tensor<f64>, %arg21: tensor<11xf64>):
      %101 = "func.call"(%arg17, %arg18) <{callee = @dynamic_index_in_dim}> : (tensor<11xf64>, tensor<i64>) -> tensor<f64>
      %102:3 = "func.call"(%arg19, %arg20, %101) <{callee = @closed_call_0}> : (tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<f64>)
      %103 = "func.call"(%arg21, %102#2, %arg18) <{callee = @dynamic_update_index_in_dim}> : (tensor<11xf64>, tensor<f64>, tensor<i64>) -> tensor<11xf64>
      %104 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %105 = "stablehlo.add"(%arg18, %104) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg17, %105, %102#0, %102#1, %103) : (tensor<11xf64>, tensor<i64>, tensor<f64>, tensor<f64>, tensor<11xf64>) -> ()
    }) : (tensor<11xf64>, tensor<i64>, tensor<f64>, tensor<f64>, tensor<11xf64>) -> (tensor<11xf64>, tensor<i64>, tensor<f64>, tensor<f64>, tensor<11xf64>)
    %100 = "func.call"(%65, %arg16) <{callee = @trapezoid}> : (tensor<11xf64>, tensor<11xf64>) -> tensor<f64>
    "func.return"(%62#1, %62#2, %90, %100, %99#2, %99#4) : (tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<11xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<f64>, %arg14: tensor<f64>):
    %21 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %22 = "stablehlo.multiply"(%21, %arg13) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %23 = "stablehlo.multiply"(%22, %arg14) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %24 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f64>}> : () -> tensor<f64>
    %25 = "stablehlo.add"(%arg13, %24) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %26 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f64>}> : () -> tensor<f64>
    %27 = "stablehlo.multiply"(%26, %23) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %28 = "stablehlo.add"(%arg14, %27) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %29 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %30 = "stablehlo.multiply"(%29, %25) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %31 = "stablehlo.multiply"(%30, %28) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f64>}> : () -> tensor<f64>
    %33 = "stablehlo.add"(%arg13, %32) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %34 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f64>}> : () -> tensor<f64>
    %35 = "stablehlo.multiply"(%34, %31) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = "stablehlo.add"(%arg14, %35) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %37 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %38 = "stablehlo.multiply"(%37, %33) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %39 = "stablehlo.multiply"(%38, %36) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %40 = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<f64>}> : () -> tensor<f64>
    %41 = "stablehlo.add"(%arg13, %40) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<f64>}> : () -> tensor<f64>
    %43 = "stablehlo.multiply"(%42, %39) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %44 = "stablehlo.add"(%arg14, %43) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %45 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %46 = "stablehlo.multiply"(%45, %41) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %47 = "stablehlo.multiply"(%46, %44) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<f64>}> : () -> tensor<f64>
    %49 = "stablehlo.add"(%arg13, %48) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %50 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %51 = "stablehlo.multiply"(%50, %31) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %52 = "stablehlo.add"(%23, %51) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %53 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %54 = "stablehlo.multiply"(%53, %39) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %55 = "stablehlo.add"(%52, %54) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = "stablehlo.add"(%55, %47) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %57 = "stablehlo.constant"() <{value = dense<0.0016666666666666668> : tensor<f64>}> : () -> tensor<f64>
    %58 = "stablehlo.multiply"(%57, %56) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %59 = "stablehlo.add"(%arg14, %58) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%49, %59) : (tensor<f64>, tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<11xf64>, tensor<i64>) -> tensor<f64>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<11xf64>, %arg12: tensor<i64>):
    %19 = "stablehlo.dynamic_slice"(%arg11, %arg12) <{slice_sizes = array<i64: 1>}> : (tensor<11xf64>, tensor<i64>) -> tensor<1xf64>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xf64>) -> tensor<f64>
    "func.return"(%20) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f64>, tensor<f64>, tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<f64>), res_attrs = [{}, {}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<f64>, %arg9: tensor<f64>, %arg10: tensor<f64>):
    %15 = "stablehlo.subtract"(%arg10, %arg9) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %16 = "stablehlo.add"(%arg8, %15) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %17 = "stablehlo.subtract"(%16, %arg8) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %18 = "stablehlo.subtract"(%17, %15) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%16, %18, %16) : (tensor<f64>, tensor<f64>, tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<11xf64>, tensor<f64>, tensor<i64>) -> tensor<11xf64>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<11xf64>, %arg6: tensor<f64>, %arg7: tensor<i64>):
    %13 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %14 = "stablehlo.dynamic_update_slice"(%arg5, %13, %arg7) : (tensor<11xf64>, tensor<1xf64>, tensor<i64>) -> tensor<11xf64>
    "func.return"(%14) : (tensor<11xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<11xf64>, tensor<11xf64>) -> tensor<f64>, res_attrs = [{}], sym_name = "trapezoid", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<11xf64>, %arg2: tensor<11xf64>):
    %3 = "func.call"(%arg2) <{callee = @diff}> : (tensor<11xf64>) -> tensor<10xf64>
    %4 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 11>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<10xf64>
    %5 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 10>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<10xf64>
    %6 = "stablehlo.add"(%4, %5) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %7 = "stablehlo.multiply"(%3, %6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %9 = "stablehlo.reduce"(%7, %8) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %12 = "stablehlo.add"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%12) : (tensor<f64>) -> ()
    }) : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    %10 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %11 = "stablehlo.multiply"(%10, %9) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    "func.return"(%11) : (tensor<f64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<11xf64>) -> tensor<10xf64>, res_attrs = [{}], sym_name = "diff", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<11xf64>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 11>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<10xf64>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 10>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<11xf64>) -> tensor<10xf64>
    %2 = "stablehlo.subtract"(%0, %1) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    "func.return"(%2) : (tensor<10xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
