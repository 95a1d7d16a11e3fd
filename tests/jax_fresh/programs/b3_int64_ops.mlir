"builtin.module"() <{sym_name = "jit_int64_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi64>, tensor<7xi64>) -> (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<i64>, tensor<7xi64>, tensor<7xf64>, tensor<i64>, tensor<7xi64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<7xi64>, %arg26: tensor<7xi64>):
    %53 = "stablehlo.multiply"(%arg25, %arg26) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %54 = "func.call"(%53) <{callee = @cumsum}> : (tensor<7xi64>) -> tensor<7xi64>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %57 = "stablehlo.compare"(%arg26, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %59 = "func.call"(%57, %58, %arg26) <{callee = @_where}> : (tensor<7xi1>, tensor<i64>, tensor<7xi64>) -> tensor<7xi64>
    %60 = "func.call"(%arg25, %59) <{callee = @floor_divide}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %63 = "stablehlo.compare"(%arg26, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %64 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %65 = "func.call"(%63, %64, %arg26) <{callee = @_where}> : (tensor<7xi1>, tensor<i64>, tensor<7xi64>) -> tensor<7xi64>
    %66 = "func.call"(%arg25, %65) <{callee = @remainder}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %67 = "func.call"(%arg25) <{callee = @sort}> : (tensor<7xi64>) -> tensor<7xi64>
    %68 = "func.call"(%arg26) <{callee = @argsort}> : (tensor<7xi64>) -> tensor<7xi64>
    %69 = "stablehlo.constant"() <{value = dense<-9223372036854775808> : tensor<i64>}> : () -> tensor<i64>
    %70 = "stablehlo.reduce"(%arg25, %69) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: tensor<i64>, %arg30: tensor<i64>):
      %88 = "stablehlo.maximum"(%arg29, %arg30) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%88) : (tensor<i64>) -> ()
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<i64>
    %71 = "stablehlo.constant"() <{value = dense<2654435761> : tensor<i64>}> : () -> tensor<i64>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %73 = "stablehlo.multiply"(%arg25, %72) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %74 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<i64>}> : () -> tensor<i64>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %76 = "stablehlo.and"(%73, %75) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %77 = "stablehlo.convert"(%arg25) : (tensor<7xi64>) -> tensor<7xf64>
    %78 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<7xf64>
    %80 = "stablehlo.divide"(%77, %79) : (tensor<7xf64>, tensor<7xf64>) -> tensor<7xf64>
    %81 = "stablehlo.abs"(%arg25) : (tensor<7xi64>) -> tensor<7xi64>
    %82 = "stablehlo.constant"() <{value = dense<9223372036854775807> : tensor<i64>}> : () -> tensor<i64>
    %83 = "stablehlo.reduce"(%81, %82) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<i64>, %arg28: tensor<i64>):
      %87 = "stablehlo.minimum"(%arg27, %arg28) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%87) : (tensor<i64>) -> ()
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<i64>
    %84 = "stablehlo.constant"() <{value = dense<-1000000000000> : tensor<i64>}> : () -> tensor<i64>
    %85 = "stablehlo.constant"() <{value = dense<1000000000000> : tensor<i64>}> : () -> tensor<i64>
    %86 = "func.call"(%arg25, %84, %85) <{callee = @clip}> : (tensor<7xi64>, tensor<i64>, tensor<i64>) -> tensor<7xi64>
    "func.return"(%54, %60, %66, %67, %68, %70, %76, %80, %83, %86) : (tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<7xi64>, tensor<i64>, tensor<7xi64>, tensor<7xf64>, tensor<i64>, tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<7xi64>):
    %52 = "func.call"(%arg24) <{callee = @cumsum_0}> : (tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%52) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<7xi64>) -> tensor<7xi64>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<7xi64>):
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<i64>
    %50 = "stablehlo.reduce_window"(%arg21, %49) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg22: tensor<i64>, %arg23: tensor<i64>):
      %51 = "stablehlo.add"(%arg22, %arg23) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%51) : (tensor<i64>) -> ()
    }) : (tensor<7xi64>, tensor<i64>) -> tensor<7xi64>
    "func.return"(%50) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi1>, tensor<i64>, tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<7xi1>, %arg19: tensor<i64>, %arg20: tensor<7xi64>):
    %45 = "stablehlo.convert"(%arg19) : (tensor<i64>) -> tensor<i64>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %47 = "stablehlo.select"(%arg18, %46, %arg20) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%47) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<7xi64>, %arg17: tensor<7xi64>):
    %32 = "stablehlo.divide"(%arg16, %arg17) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %33 = "stablehlo.sign"(%arg16) : (tensor<7xi64>) -> tensor<7xi64>
    %34 = "stablehlo.sign"(%arg17) : (tensor<7xi64>) -> tensor<7xi64>
    %35 = "stablehlo.compare"(%33, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %36 = "stablehlo.remainder"(%arg16, %arg17) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %39 = "stablehlo.compare"(%36, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %40 = "stablehlo.and"(%35, %39) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %41 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %43 = "stablehlo.subtract"(%32, %42) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %44 = "func.call"(%40, %43, %32) <{callee = @_where_1}> : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%44) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<7xi1>, %arg14: tensor<7xi64>, %arg15: tensor<7xi64>):
    %31 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%31) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<7xi64>, %arg12: tensor<7xi64>):
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %13 = "stablehlo.compare"(%arg12, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %16 = "func.call"(%13, %15, %arg12) <{callee = @_where_1}> : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %17 = "stablehlo.remainder"(%arg11, %16) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %20 = "stablehlo.compare"(%17, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %23 = "stablehlo.compare"(%17, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %26 = "stablehlo.compare"(%16, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi1>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %28 = "stablehlo.and"(%27, %20) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %29 = "stablehlo.add"(%17, %16) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %30 = "stablehlo.select"(%28, %29, %17) : (tensor<7xi1>, tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%30) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<7xi64>):
    %9 = "stablehlo.sort"(%arg8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<i64>, %arg10: tensor<i64>):
      %10 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%10) : (tensor<i1>) -> ()
    }) : (tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%9) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7xi64>):
    %6 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xi64>
    %7:2 = "stablehlo.sort"(%arg3, %6) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i64>, %arg5: tensor<i64>, %arg6: tensor<i64>, %arg7: tensor<i64>):
      %8 = "stablehlo.compare"(%arg4, %arg5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%8) : (tensor<i1>) -> ()
    }) : (tensor<7xi64>, tensor<7xi64>) -> (tensor<7xi64>, tensor<7xi64>)
    "func.return"(%7#1) : (tensor<7xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi64>, tensor<i64>, tensor<i64>) -> tensor<7xi64>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xi64>, %arg1: tensor<i64>, %arg2: tensor<i64>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i64>) -> tensor<i64>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<7xi64>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<7xi64>, tensor<7xi64>) -> tensor<7xi64>
    "func.return"(%5) : (tensor<7xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
