"builtin.module"() <{sym_name = "jit_where_clip_broadcast"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x5xf32>, tensor<4x1xf32>, tensor<1x5xf32>, tensor<f32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg19: tensor<4x5xf32>, %arg20: tensor<4x1xf32>, %arg21: tensor<1x5xf32>, %arg22: tensor<f32>):
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %31 = "stablehlo.compare"(%arg20, %30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
    %32 = "func.call"(%31, %arg19, %arg21) <{callee = @_where}> : (tensor<4x1xi1>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %34 = "stablehlo.compare"(%arg19, %33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "func.call"(%34, %arg20, %35) <{callee = @_where_0}> : (tensor<4x5xi1>, tensor<4x1xf32>, tensor<i32>) -> tensor<4x5xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.add"(%arg22, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "func.call"(%arg19, %arg22, %38) <{callee = @clip}> : (tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>
    %40 = "func.call"(%arg19, %arg21) <{callee = @clip_1}> : (tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
    %41 = "stablehlo.compare"(%arg19, %arg19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "func.call"(%41, %42, %arg19) <{callee = @_where_2}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %73 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%73) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %46 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %48 = "stablehlo.compare"(%arg19, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %51 = "stablehlo.compare"(%arg19, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %54 = "stablehlo.multiply"(%arg19, %53) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %55 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %57 = "stablehlo.multiply"(%arg19, %56) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %58 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x5xi1>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %61 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %62 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %63 = "stablehlo.concatenate"(%60, %61, %62) <{dimension = 0 : i64}> : (tensor<1x4x5xi1>, tensor<1x4x5xi1>, tensor<1x4x5xi1>) -> tensor<3x4x5xi1>
    %64 = "func.call"(%63) <{callee = @argmax}> : (tensor<3x4x5xi1>) -> tensor<4x5xi32>
    %65 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x5xi32>
    %67 = "stablehlo.compare"(%64, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %68 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x5xi32>
    %70 = "stablehlo.compare"(%64, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %71 = "stablehlo.select"(%70, %54, %57) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %72 = "stablehlo.select"(%67, %arg19, %71) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%32, %36, %39, %40, %45, %72) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x1xi1>, tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4x1xi1>, %arg17: tensor<4x5xf32>, %arg18: tensor<1x5xf32>):
    %26 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi1>) -> tensor<4x5xi1>
    %27 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %28 = "stablehlo.select"(%26, %arg17, %27) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%28) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<4x1xf32>, tensor<i32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x5xi1>, %arg14: tensor<4x1xf32>, %arg15: tensor<i32>):
    %22 = "stablehlo.convert"(%arg15) : (tensor<i32>) -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %25 = "stablehlo.select"(%arg13, %23, %24) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%25) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xf32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x5xf32>, %arg11: tensor<f32>, %arg12: tensor<f32>):
    %18 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %19 = "stablehlo.maximum"(%18, %arg10) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %21 = "stablehlo.minimum"(%20, %19) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%21) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "clip_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x5xf32>, %arg9: tensor<1x5xf32>):
    %16 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %17 = "stablehlo.minimum"(%16, %arg8) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%17) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x5xi1>, %arg6: tensor<f32>, %arg7: tensor<4x5xf32>):
    %13 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %15 = "stablehlo.select"(%arg5, %14, %arg7) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%15) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4x5xi1>) -> tensor<4x5xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4x5xi1>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4x5xi32>
    %1 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i32>, %arg3: tensor<i1>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<i1>, tensor<i32>) -> ()
    }) : (tensor<3x4x5xi1>, tensor<3x4x5xi32>, tensor<i1>, tensor<i32>) -> (tensor<4x5xi1>, tensor<4x5xi32>)
    "func.return"(%3#1) : (tensor<4x5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
