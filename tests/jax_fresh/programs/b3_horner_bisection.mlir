"builtin.module"() <{sym_name = "jit_horner_bisection"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<9xf32>, tensor<f32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg17: tensor<4xf32>, %arg18: tensor<f32>, %arg19: tensor<f32>):
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57:4 = "stablehlo.while"(%arg17, %arg18, %arg19, %56) ({
    ^bb0(%arg54: tensor<4xf32>, %arg55: tensor<f32>, %arg56: tensor<f32>, %arg57: tensor<i32>):
      %102 = "stablehlo.subtract"(%arg56, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %103 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
      %104 = "stablehlo.compare"(%102, %103) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %105 = "stablehlo.constant"() <{value = dense<60> : tensor<i32>}> : () -> tensor<i32>
      %106 = "stablehlo.compare"(%arg57, %105) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %107 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %109 = "stablehlo.compare"(%106, %108) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %110 = "stablehlo.convert"(%109) : (tensor<i1>) -> tensor<i1>
      %111 = "stablehlo.and"(%104, %110) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%111) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg30: tensor<4xf32>, %arg31: tensor<f32>, %arg32: tensor<f32>, %arg33: tensor<i32>):
      %74 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %75 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.multiply"(%75, %74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %80:5 = "stablehlo.while"(%76, %arg30, %79, %77, %78) ({
      ^bb0(%arg49: tensor<f32>, %arg50: tensor<4xf32>, %arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<f32>):
        %100 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        %101 = "stablehlo.compare"(%arg51, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%101) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg44: tensor<f32>, %arg45: tensor<4xf32>, %arg46: tensor<i32>, %arg47: tensor<i32>, %arg48: tensor<f32>):
        %97:2 = "func.call"(%arg44, %arg45, %arg47, %arg48) <{callee = @closed_call}> : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
        %98 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %99 = "stablehlo.add"(%arg46, %98) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg44, %arg45, %99, %97#0, %97#1) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> ()
      }) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>)
      %81 = "stablehlo.sign"(%80#4) : (tensor<f32>) -> tensor<f32>
      %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %85:5 = "stablehlo.while"(%arg31, %arg30, %84, %82, %83) ({
      ^bb0(%arg39: tensor<f32>, %arg40: tensor<4xf32>, %arg41: tensor<i32>, %arg42: tensor<i32>, %arg43: tensor<f32>):
        %95 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        %96 = "stablehlo.compare"(%arg41, %95) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%96) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg34: tensor<f32>, %arg35: tensor<4xf32>, %arg36: tensor<i32>, %arg37: tensor<i32>, %arg38: tensor<f32>):
        %92:2 = "func.call"(%arg34, %arg35, %arg37, %arg38) <{callee = @closed_call_0}> : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
        %93 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %94 = "stablehlo.add"(%arg36, %93) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%arg34, %arg35, %94, %92#0, %92#1) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> ()
      }) : (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<f32>)
      %86 = "stablehlo.sign"(%85#4) : (tensor<f32>) -> tensor<f32>
      %87 = "stablehlo.compare"(%81, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %88 = "func.call"(%87, %76, %arg31) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %89 = "func.call"(%87, %arg32, %76) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %90 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %91 = "stablehlo.add"(%arg33, %90) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg30, %88, %89, %91) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>)
    %58 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "func.call"(%58, %59) <{callee = @_linspace}> : (tensor<f32>, tensor<f32>) -> tensor<9xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65:5 = "stablehlo.while"(%60, %arg17, %64, %63, %62) ({
    ^bb0(%arg25: tensor<9xf32>, %arg26: tensor<4xf32>, %arg27: tensor<i32>, %arg28: tensor<i32>, %arg29: tensor<9xf32>):
      %72 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %73 = "stablehlo.compare"(%arg27, %72) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%73) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<9xf32>, %arg21: tensor<4xf32>, %arg22: tensor<i32>, %arg23: tensor<i32>, %arg24: tensor<9xf32>):
      %69:2 = "func.call"(%arg20, %arg21, %arg23, %arg24) <{callee = @closed_call_1}> : (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<9xf32>) -> (tensor<i32>, tensor<9xf32>)
      %70 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.add"(%arg22, %70) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %arg21, %71, %69#0, %69#1) : (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<9xf32>) -> ()
    }) : (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<9xf32>)
    %66 = "stablehlo.add"(%57#1, %57#2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.multiply"(%67, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%65#4, %68, %57#3) : (tensor<9xf32>, tensor<f32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<f32>, %arg14: tensor<4xf32>, %arg15: tensor<i32>, %arg16: tensor<f32>):
    %44 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.add"(%arg15, %44) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.multiply"(%arg16, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.compare"(%arg15, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %49 = "stablehlo.convert"(%arg15) : (tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%49, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.select"(%48, %51, %arg15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %53 = "stablehlo.dynamic_slice"(%arg14, %52) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1xf32>) -> tensor<f32>
    %55 = "stablehlo.add"(%46, %54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%45, %55) : (tensor<i32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<4xf32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<f32>, %arg10: tensor<4xf32>, %arg11: tensor<i32>, %arg12: tensor<f32>):
    %32 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.add"(%arg11, %32) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.multiply"(%arg12, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.compare"(%arg11, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.add"(%37, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.select"(%36, %39, %arg11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.dynamic_slice"(%arg10, %40) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<1xf32>) -> tensor<f32>
    %43 = "stablehlo.add"(%34, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%33, %43) : (tensor<i32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<f32>, %arg8: tensor<f32>):
    %31 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%31) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<9xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
    %13 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %16 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %18 = "stablehlo.divide"(%15, %17) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %19 = "stablehlo.reshape"(%13) : (tensor<f32>) -> tensor<1xf32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %22 = "stablehlo.subtract"(%21, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %24 = "stablehlo.multiply"(%23, %22) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %25 = "stablehlo.reshape"(%14) : (tensor<f32>) -> tensor<1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %27 = "stablehlo.multiply"(%26, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %28 = "stablehlo.add"(%24, %27) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %29 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %30 = "stablehlo.concatenate"(%28, %29) <{dimension = 0 : i64}> : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    "func.return"(%30) : (tensor<9xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<9xf32>, tensor<4xf32>, tensor<i32>, tensor<9xf32>) -> (tensor<i32>, tensor<9xf32>), res_attrs = [{}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<9xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<9xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg2, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.multiply"(%arg3, %arg0) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.compare"(%arg2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.select"(%4, %7, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.dynamic_slice"(%arg1, %8) <{slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<i32>) -> tensor<1xf32>
    %10 = "stablehlo.reshape"(%9) : (tensor<1xf32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %12 = "stablehlo.add"(%2, %11) : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    "func.return"(%1, %12) : (tensor<i32>, tensor<9xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
