"builtin.module"() <{sym_name = "jit_small_dtype_scans"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi8>, tensor<8xf16>, tensor<8xi1>) -> (tensor<8xi8>, tensor<8xi8>, tensor<8xf16>, tensor<8xbf16>, tensor<8xi32>, tensor<8xui8>, tensor<8xi8>, tensor<8xi32>, tensor<3xi32>, tensor<8xf16>, tensor<8xbf16>, tensor<8xf16>, tensor<8xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg31: tensor<8xi8>, %arg32: tensor<8xf16>, %arg33: tensor<8xi1>):
    %51 = "func.call"(%arg31) <{callee = @cumsum}> : (tensor<8xi8>) -> tensor<8xi8>
    %52 = "func.call"(%arg31) <{callee = @cumsum_1}> : (tensor<8xi8>) -> tensor<8xi8>
    %53 = "func.call"(%arg32) <{callee = @cumprod}> : (tensor<8xf16>) -> tensor<8xf16>
    %54 = "stablehlo.convert"(%arg32) : (tensor<8xf16>) -> tensor<8xbf16>
    %55 = "func.call"(%54) <{callee = @cummax}> : (tensor<8xbf16>) -> tensor<8xbf16>
    %56 = "func.call"(%arg33) <{callee = @cumsum_3}> : (tensor<8xi1>) -> tensor<8xi32>
    %57 = "stablehlo.convert"(%arg31) : (tensor<8xi8>) -> tensor<8xui8>
    %58 = "func.call"(%57) <{callee = @cummin}> : (tensor<8xui8>) -> tensor<8xui8>
    %59 = "func.call"(%arg31) <{callee = @sort}> : (tensor<8xi8>) -> tensor<8xi8>
    %60 = "stablehlo.reverse"(%59) <{dimensions = array<i64: 0>}> : (tensor<8xi8>) -> tensor<8xi8>
    %61 = "func.call"(%arg31) <{callee = @argsort}> : (tensor<8xi8>) -> tensor<8xi32>
    %62:2 = "chlo.top_k"(%arg32) <{k = 3 : i64}> : (tensor<8xf16>) -> (tensor<3xf16>, tensor<3xi32>)
    %63 = "func.call"(%arg32) <{callee = @round}> : (tensor<8xf16>) -> tensor<8xf16>
    %64 = "stablehlo.convert"(%arg32) : (tensor<8xf16>) -> tensor<8xbf16>
    %65 = "func.call"(%64) <{callee = @round_5}> : (tensor<8xbf16>) -> tensor<8xbf16>
    %66 = "stablehlo.exponential_minus_one"(%arg32) : (tensor<8xf16>) -> tensor<8xf16>
    %67 = "stablehlo.convert"(%arg32) : (tensor<8xf16>) -> tensor<8xbf16>
    %68 = "stablehlo.log_plus_one"(%67) : (tensor<8xbf16>) -> tensor<8xbf16>
    "func.return"(%51, %52, %53, %55, %56, %58, %60, %61, %62#1, %63, %65, %66, %68) : (tensor<8xi8>, tensor<8xi8>, tensor<8xf16>, tensor<8xbf16>, tensor<8xi32>, tensor<8xui8>, tensor<8xi8>, tensor<8xi32>, tensor<3xi32>, tensor<8xf16>, tensor<8xbf16>, tensor<8xf16>, tensor<8xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi8>) -> tensor<8xi8>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<8xi8>):
    %50 = "func.call"(%arg30) <{callee = @cumsum_0}> : (tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%50) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi8>) -> tensor<8xi8>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8xi8>):
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<i8>
    %48 = "stablehlo.reduce_window"(%arg27, %47) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg28: tensor<i8>, %arg29: tensor<i8>):
      %49 = "stablehlo.add"(%arg28, %arg29) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%49) : (tensor<i8>) -> ()
    }) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    "func.return"(%48) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi8>) -> tensor<8xi8>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<8xi8>):
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<i8>
    %44 = "stablehlo.reduce_window"(%arg24, %43) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<i8>, %arg26: tensor<i8>):
      %45 = "stablehlo.add"(%arg25, %arg26) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%45) : (tensor<i8>) -> ()
    }) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    "func.return"(%44) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf16>) -> tensor<8xf16>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<8xf16>):
    %41 = "func.call"(%arg23) <{callee = @cumprod_2}> : (tensor<8xf16>) -> tensor<8xf16>
    "func.return"(%41) : (tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf16>) -> tensor<8xf16>, sym_name = "cumprod_2", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<8xf16>):
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %39 = "stablehlo.reduce_window"(%arg20, %38) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<f16>, %arg22: tensor<f16>):
      %40 = "stablehlo.multiply"(%arg21, %arg22) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%40) : (tensor<f16>) -> ()
    }) : (tensor<8xf16>, tensor<f16>) -> tensor<8xf16>
    "func.return"(%39) : (tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xbf16>) -> tensor<8xbf16>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<8xbf16>):
    %34 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<bf16>
    %36 = "stablehlo.reduce_window"(%arg17, %35) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg18: tensor<bf16>, %arg19: tensor<bf16>):
      %37 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%37) : (tensor<bf16>) -> ()
    }) : (tensor<8xbf16>, tensor<bf16>) -> tensor<8xbf16>
    "func.return"(%36) : (tensor<8xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi1>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<8xi1>):
    %32 = "stablehlo.convert"(%arg16) : (tensor<8xi1>) -> tensor<8xi32>
    %33 = "func.call"(%32) <{callee = @cumsum_4}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%33) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8xi32>):
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %30 = "stablehlo.reduce_window"(%arg13, %29) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
      %31 = "stablehlo.add"(%arg14, %arg15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%31) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%30) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui8>) -> tensor<8xui8>, sym_name = "cummin", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xui8>):
    %24 = "stablehlo.constant"() <{value = dense<255> : tensor<ui8>}> : () -> tensor<ui8>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<ui8>
    %26 = "stablehlo.reduce_window"(%arg10, %25) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<ui8>, %arg12: tensor<ui8>):
      %27 = "stablehlo.minimum"(%arg11, %arg12) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%27) : (tensor<ui8>) -> ()
    }) : (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>
    "func.return"(%26) : (tensor<8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi8>) -> tensor<8xi8>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8xi8>):
    %22 = "stablehlo.sort"(%arg7) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg8: tensor<i8>, %arg9: tensor<i8>):
      %23 = "stablehlo.compare"(%arg8, %arg9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }) : (tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%22) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi8>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8xi8>):
    %16 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %17 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 0>}> : (tensor<8xi8>) -> tensor<8xi8>
    %18 = "stablehlo.reverse"(%16) <{dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8xi32>
    %19:2 = "stablehlo.sort"(%17, %18) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i8>, %arg4: tensor<i8>, %arg5: tensor<i32>, %arg6: tensor<i32>):
      %21 = "stablehlo.compare"(%arg3, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) : (tensor<8xi8>, tensor<8xi32>) -> (tensor<8xi8>, tensor<8xi32>)
    %20 = "stablehlo.reverse"(%19#1) <{dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%20) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf16>) -> tensor<8xf16>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8xf16>):
    %7 = "stablehlo.convert"(%arg1) : (tensor<8xf16>) -> tensor<8xf32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %10 = "stablehlo.multiply"(%7, %9) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %11 = "stablehlo.round_nearest_even"(%10) : (tensor<8xf32>) -> tensor<8xf32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %15 = "stablehlo.convert"(%14) : (tensor<8xf32>) -> tensor<8xf16>
    "func.return"(%15) : (tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xbf16>) -> tensor<8xbf16>, res_attrs = [{}], sym_name = "round_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8xbf16>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
    %3 = "stablehlo.round_nearest_even"(%2) : (tensor<8xbf16>) -> tensor<8xbf16>
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8xbf16>
    %6 = "stablehlo.divide"(%3, %5) : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
    "func.return"(%6) : (tensor<8xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
