"builtin.module"() <{sym_name = "jit_argminmax_nan"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> (tensor<4xi32>, tensor<5xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<4x5xf32>):
    %66 = "func.call"(%arg30) <{callee = @argmax}> : (tensor<4x5xf32>) -> tensor<4xi32>
    %67 = "func.call"(%arg30) <{callee = @argmin}> : (tensor<4x5xf32>) -> tensor<5xi32>
    %68 = "func.call"(%arg30) <{callee = @_nanargmax}> : (tensor<4x5xf32>) -> tensor<4xi32>
    %69 = "func.call"(%arg30) <{callee = @_nanargmin}> : (tensor<4x5xf32>) -> tensor<5xi32>
    %70 = "stablehlo.reverse"(%arg30) <{dimensions = array<i64: 1>}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %71 = "func.call"(%70) <{callee = @argmax_2}> : (tensor<4x5xf32>) -> tensor<5xi32>
    %72 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%arg30, %72) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %77 = "stablehlo.maximum"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %74 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%arg30, %74) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %76 = "stablehlo.minimum"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%76) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%66, %67, %68, %69, %71, %73, %75) : (tensor<4xi32>, tensor<5xi32>, tensor<4xi32>, tensor<5xi32>, tensor<5xi32>, tensor<4xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x5xf32>):
    %53 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x5xi32>
    %54 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56:2 = "stablehlo.reduce"(%arg25, %53, %54, %55) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<i32>, %arg28: tensor<f32>, %arg29: tensor<i32>):
      %57 = "stablehlo.compare"(%arg26, %arg28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %58 = "stablehlo.compare"(%arg26, %arg26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %59 = "stablehlo.or"(%57, %58) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %60 = "stablehlo.compare"(%arg26, %arg28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %61 = "stablehlo.compare"(%arg27, %arg29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %62 = "stablehlo.and"(%60, %61) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %63 = "stablehlo.or"(%59, %62) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %64 = "stablehlo.select"(%59, %arg26, %arg28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %65 = "stablehlo.select"(%63, %arg27, %arg29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%64, %65) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%56#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>) -> tensor<5xi32>, sym_name = "argmin", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x5xf32>):
    %40 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x5xi32>
    %41 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43:2 = "stablehlo.reduce"(%arg20, %40, %41, %42) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<i32>, %arg23: tensor<f32>, %arg24: tensor<i32>):
      %44 = "stablehlo.compare"(%arg21, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = "stablehlo.compare"(%arg21, %arg21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.or"(%44, %45) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %47 = "stablehlo.compare"(%arg21, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %48 = "stablehlo.compare"(%arg22, %arg24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %49 = "stablehlo.and"(%47, %48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %50 = "stablehlo.or"(%46, %49) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %51 = "stablehlo.select"(%46, %arg21, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %52 = "stablehlo.select"(%50, %arg22, %arg24) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%51, %52) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
    "func.return"(%43#1) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_nanargmax", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x5xf32>):
    %31 = "stablehlo.compare"(%arg17, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %32 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %33 = "func.call"(%31, %32, %arg17) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %34 = "func.call"(%33) <{callee = @argmax}> : (tensor<4x5xf32>) -> tensor<4xi32>
    %35 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %36 = "stablehlo.reduce"(%31, %35) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
      %39 = "stablehlo.and"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %37 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %38 = "func.call"(%36, %37, %34) <{callee = @_where_0}> : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%38) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x5xi1>, %arg15: tensor<f32>, %arg16: tensor<4x5xf32>):
    %28 = "stablehlo.convert"(%arg15) : (tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %30 = "stablehlo.select"(%arg14, %29, %arg16) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%30) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4xi1>, %arg12: tensor<i32>, %arg13: tensor<4xi32>):
    %25 = "stablehlo.convert"(%arg12) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %27 = "stablehlo.select"(%arg11, %26, %arg13) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%27) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_nanargmin", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x5xf32>):
    %16 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %17 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %18 = "func.call"(%16, %17, %arg8) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %19 = "func.call"(%18) <{callee = @argmin}> : (tensor<4x5xf32>) -> tensor<5xi32>
    %20 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %21 = "stablehlo.reduce"(%16, %20) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<i1>, %arg10: tensor<i1>):
      %24 = "stablehlo.and"(%arg9, %arg10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<5xi1>
    %22 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %23 = "func.call"(%21, %22, %19) <{callee = @_where_1}> : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%23) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5xi1>, %arg6: tensor<i32>, %arg7: tensor<5xi32>):
    %13 = "stablehlo.convert"(%arg6) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %15 = "stablehlo.select"(%arg5, %14, %arg7) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%15) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>) -> tensor<5xi32>, sym_name = "argmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x5xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
    "func.return"(%3#1) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
