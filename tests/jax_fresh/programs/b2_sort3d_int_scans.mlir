"builtin.module"() <{sym_name = "jit_sort3d_int_scans"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x4xf32>, tensor<3x4xi32>) -> (tensor<3x2x4xf32>, tensor<3x2x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<3x2x4xf32>, %arg28: tensor<3x4xi32>):
    %72 = "func.call"(%arg27) <{callee = @sort}> : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %73 = "func.call"(%arg27) <{callee = @argsort}> : (tensor<3x2x4xf32>) -> tensor<3x2x4xi32>
    %74 = "func.call"(%arg28) <{callee = @cumsum}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %75 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %76 = "func.call"(%arg28, %75) <{callee = @remainder}> : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    %77 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %79 = "stablehlo.add"(%76, %78) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %80 = "func.call"(%79) <{callee = @cumprod}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %81 = "func.call"(%arg28) <{callee = @cummax}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %82 = "func.call"(%arg28) <{callee = @cummin}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    "func.return"(%72, %73, %74, %80, %81, %82) : (tensor<3x2x4xf32>, tensor<3x2x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>, tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<3x2x4xf32>):
    %56 = "stablehlo.sort"(%arg24) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %58 = "stablehlo.compare"(%arg25, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %60 = "stablehlo.select"(%58, %59, %arg25) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.compare"(%arg25, %arg25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %62 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.select"(%61, %62, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %65 = "stablehlo.compare"(%arg26, %64) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %67 = "stablehlo.select"(%65, %66, %arg26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %68 = "stablehlo.compare"(%arg26, %arg26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %69 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %70 = "stablehlo.select"(%68, %69, %67) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %71 = "stablehlo.compare"(%63, %70) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }) : (tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    "func.return"(%56) : (tensor<3x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2x4xf32>) -> tensor<3x2x4xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x2x4xf32>):
    %39 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x2x4xi32>
    %40:2 = "stablehlo.sort"(%arg19, %39) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>, %arg22: tensor<i32>, %arg23: tensor<i32>):
      %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %42 = "stablehlo.compare"(%arg20, %41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.select"(%42, %43, %arg20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %45 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %47 = "stablehlo.select"(%45, %46, %44) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %49 = "stablehlo.compare"(%arg21, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %51 = "stablehlo.select"(%49, %50, %arg21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %52 = "stablehlo.compare"(%arg21, %arg21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %53 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %54 = "stablehlo.select"(%52, %53, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %55 = "stablehlo.compare"(%47, %54) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<3x2x4xf32>, tensor<3x2x4xi32>) -> (tensor<3x2x4xf32>, tensor<3x2x4xi32>)
    "func.return"(%40#1) : (tensor<3x2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3x4xi32>):
    %38 = "func.call"(%arg18) <{callee = @cumsum_0}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    "func.return"(%38) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3x4xi32>):
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.reduce_window"(%arg15, %35) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
      %37 = "stablehlo.add"(%arg16, %arg17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%37) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    "func.return"(%36) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<3x4xi32>, %arg14: tensor<i32>):
    %13 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%13, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "func.call"(%15, %16, %13) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %19 = "stablehlo.remainder"(%arg13, %18) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %22 = "stablehlo.compare"(%19, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %25 = "stablehlo.compare"(%19, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.compare"(%17, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3x4xi1>
    %29 = "stablehlo.compare"(%25, %28) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %30 = "stablehlo.and"(%29, %22) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %31 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x4xi32>
    %32 = "stablehlo.add"(%19, %31) : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    %33 = "stablehlo.select"(%30, %32, %19) : (tensor<3x4xi1>, tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    "func.return"(%33) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i1>, %arg11: tensor<i32>, %arg12: tensor<i32>):
    %12 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<3x4xi32>):
    %11 = "func.call"(%arg9) <{callee = @cumprod_1}> : (tensor<3x4xi32>) -> tensor<3x4xi32>
    "func.return"(%11) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3x4xi32>):
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.reduce_window"(%arg6, %8) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %10 = "stablehlo.multiply"(%arg7, %arg8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%10) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    "func.return"(%9) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xi32>):
    %4 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.reduce_window"(%arg3, %5) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %7 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%7) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    "func.return"(%6) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xi32>) -> tensor<3x4xi32>, sym_name = "cummin", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi32>):
    %0 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = "stablehlo.minimum"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<3x4xi32>
    "func.return"(%2) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
