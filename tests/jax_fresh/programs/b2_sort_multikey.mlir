"builtin.module"() <{sym_name = "jit_sort_multikey"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>, tensor<9xi8>, tensor<9xbf16>, tensor<9xi1>, tensor<9xf16>, tensor<9xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg17: tensor<9xf32>, %arg18: tensor<9xi32>, %arg19: tensor<9xf32>):
    %41:3 = "stablehlo.sort"(%arg17, %arg18, %arg19) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<f32>, %arg27: tensor<f32>):
      %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %69 = "stablehlo.compare"(%arg22, %68) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.select"(%69, %70, %arg22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %72 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %73 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.select"(%72, %73, %71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.compare"(%arg23, %75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.select"(%76, %77, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.compare"(%arg23, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %80 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %81 = "stablehlo.select"(%79, %80, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %82 = "stablehlo.compare"(%arg24, %arg25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %83 = "stablehlo.compare"(%74, %81) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = "stablehlo.compare"(%74, %81) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %85 = "stablehlo.and"(%84, %82) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %86 = "stablehlo.or"(%83, %85) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }) : (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>) -> (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>)
    %42 = "stablehlo.convert"(%arg18) : (tensor<9xi32>) -> tensor<9xi8>
    %43 = "func.call"(%42) <{callee = @sort}> : (tensor<9xi8>) -> tensor<9xi8>
    %44 = "stablehlo.convert"(%arg19) : (tensor<9xf32>) -> tensor<9xbf16>
    %45 = "func.call"(%44) <{callee = @sort_0}> : (tensor<9xbf16>) -> tensor<9xbf16>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9xf32>
    %48 = "stablehlo.compare"(%arg17, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %49 = "func.call"(%48) <{callee = @sort_1}> : (tensor<9xi1>) -> tensor<9xi1>
    %50 = "stablehlo.convert"(%arg19) : (tensor<9xf32>) -> tensor<9xf16>
    %51 = "stablehlo.sort"(%50) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg20: tensor<f16>, %arg21: tensor<f16>):
      %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %54 = "stablehlo.compare"(%arg20, %53) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %56 = "stablehlo.select"(%54, %55, %arg20) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %57 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %58 = "stablehlo.constant"() <{value = dense<0x7E00> : tensor<f16>}> : () -> tensor<f16>
      %59 = "stablehlo.select"(%57, %58, %56) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %61 = "stablehlo.compare"(%arg21, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %63 = "stablehlo.select"(%61, %62, %arg21) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %64 = "stablehlo.compare"(%arg21, %arg21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %65 = "stablehlo.constant"() <{value = dense<0x7E00> : tensor<f16>}> : () -> tensor<f16>
      %66 = "stablehlo.select"(%64, %65, %63) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
      %67 = "stablehlo.compare"(%59, %66) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f16>, tensor<f16>) -> tensor<i1>
      "stablehlo.return"(%67) : (tensor<i1>) -> ()
    }) : (tensor<9xf16>) -> tensor<9xf16>
    %52 = "func.call"(%arg17, %arg18) <{callee = @lexsort}> : (tensor<9xf32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%41#0, %41#1, %41#2, %43, %45, %49, %51, %52) : (tensor<9xf32>, tensor<9xi32>, tensor<9xf32>, tensor<9xi8>, tensor<9xbf16>, tensor<9xi1>, tensor<9xf16>, tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xi8>) -> tensor<9xi8>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<9xi8>):
    %39 = "stablehlo.sort"(%arg14) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<i8>, %arg16: tensor<i8>):
      %40 = "stablehlo.compare"(%arg15, %arg16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
      "stablehlo.return"(%40) : (tensor<i1>) -> ()
    }) : (tensor<9xi8>) -> tensor<9xi8>
    "func.return"(%39) : (tensor<9xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xbf16>) -> tensor<9xbf16>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<9xbf16>):
    %23 = "stablehlo.sort"(%arg11) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg12: tensor<bf16>, %arg13: tensor<bf16>):
      %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %25 = "stablehlo.compare"(%arg12, %24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %27 = "stablehlo.select"(%25, %26, %arg12) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %28 = "stablehlo.compare"(%arg12, %arg12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %29 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
      %30 = "stablehlo.select"(%28, %29, %27) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %32 = "stablehlo.compare"(%arg13, %31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %34 = "stablehlo.select"(%32, %33, %arg13) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %35 = "stablehlo.compare"(%arg13, %arg13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %36 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
      %37 = "stablehlo.select"(%35, %36, %34) : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      %38 = "stablehlo.compare"(%30, %37) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      "stablehlo.return"(%38) : (tensor<i1>) -> ()
    }) : (tensor<9xbf16>) -> tensor<9xbf16>
    "func.return"(%23) : (tensor<9xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xi1>) -> tensor<9xi1>, res_attrs = [{}], sym_name = "sort_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<9xi1>):
    %21 = "stablehlo.sort"(%arg8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg9: tensor<i1>, %arg10: tensor<i1>):
      %22 = "stablehlo.compare"(%arg9, %arg10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<9xi1>) -> tensor<9xi1>
    "func.return"(%21) : (tensor<9xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xf32>, tensor<9xi32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<9xf32>, %arg1: tensor<9xi32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<9xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.compare"(%arg4, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.select"(%3, %4, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.select"(%6, %7, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.compare"(%arg5, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.select"(%10, %11, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.select"(%13, %14, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.compare"(%arg2, %arg3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %18 = "stablehlo.compare"(%arg2, %arg3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = "stablehlo.and"(%18, %16) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %20 = "stablehlo.or"(%17, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%20) : (tensor<i1>) -> ()
    }) : (tensor<9xi32>, tensor<9xf32>, tensor<9xi32>) -> (tensor<9xi32>, tensor<9xf32>, tensor<9xi32>)
    "func.return"(%1#2) : (tensor<9xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
