"builtin.module"() <{sym_name = "jit_scan_multi_dtype"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x3xf32>, tensor<6xi1>) -> (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>, tensor<3xf32>, tensor<6x3xf32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[0][2]"}, {jax.result_info = "result[0][3]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[1][2]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg31: tensor<6x3xf32>, %arg32: tensor<6xi1>):
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3xf16>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<6xui8>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52:10 = "stablehlo.while"(%arg31, %arg32, %51, %40, %43, %44, %42, %46, %48, %50) ({
    ^bb0(%arg51: tensor<6x3xf32>, %arg52: tensor<6xi1>, %arg53: tensor<i32>, %arg54: tensor<3xf32>, %arg55: tensor<i32>, %arg56: tensor<i1>, %arg57: tensor<3xf16>, %arg58: tensor<6xf32>, %arg59: tensor<6xi32>, %arg60: tensor<6xui8>):
      %78 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %79 = "stablehlo.compare"(%arg53, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%79) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg41: tensor<6x3xf32>, %arg42: tensor<6xi1>, %arg43: tensor<i32>, %arg44: tensor<3xf32>, %arg45: tensor<i32>, %arg46: tensor<i1>, %arg47: tensor<3xf16>, %arg48: tensor<6xf32>, %arg49: tensor<6xi32>, %arg50: tensor<6xui8>):
      %70 = "func.call"(%arg41, %arg43) <{callee = @dynamic_index_in_dim}> : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %71 = "func.call"(%arg42, %arg43) <{callee = @dynamic_index_in_dim_0}> : (tensor<6xi1>, tensor<i32>) -> tensor<i1>
      %72:7 = "func.call"(%arg44, %arg45, %arg46, %arg47, %70, %71) <{callee = @closed_call}> : (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>)
      %73 = "func.call"(%arg48, %72#4, %arg43) <{callee = @dynamic_update_index_in_dim}> : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %74 = "func.call"(%arg49, %72#5, %arg43) <{callee = @dynamic_update_index_in_dim_1}> : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
      %75 = "func.call"(%arg50, %72#6, %arg43) <{callee = @dynamic_update_index_in_dim_2}> : (tensor<6xui8>, tensor<ui8>, tensor<i32>) -> tensor<6xui8>
      %76 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %77 = "stablehlo.add"(%arg43, %76) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg41, %arg42, %77, %72#0, %72#1, %72#2, %72#3, %73, %74, %75) : (tensor<6x3xf32>, tensor<6xi1>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>) -> ()
    }) : (tensor<6x3xf32>, tensor<6xi1>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>) -> (tensor<6x3xf32>, tensor<6xi1>, tensor<i32>, tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>)
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3xf32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58:4 = "stablehlo.while"(%arg31, %57, %54, %56) ({
    ^bb0(%arg37: tensor<6x3xf32>, %arg38: tensor<i32>, %arg39: tensor<3xf32>, %arg40: tensor<6x3xf32>):
      %68 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.compare"(%arg38, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg33: tensor<6x3xf32>, %arg34: tensor<i32>, %arg35: tensor<3xf32>, %arg36: tensor<6x3xf32>):
      %59 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %60 = "stablehlo.subtract"(%59, %arg34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %61 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %62 = "stablehlo.subtract"(%60, %61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %63 = "func.call"(%arg33, %62) <{callee = @dynamic_index_in_dim}> : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %64:2 = "func.call"(%arg35, %63) <{callee = @closed_call_3}> : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %65 = "func.call"(%arg36, %64#1, %62) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %66 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %67 = "stablehlo.add"(%arg34, %66) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg33, %67, %64#0, %65) : (tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>) -> ()
    }) : (tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<6x3xf32>)
    "func.return"(%52#3, %52#4, %52#5, %52#6, %52#7, %52#8, %52#9, %58#2, %58#3) : (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<6xf32>, tensor<6xi32>, tensor<6xui8>, tensor<3xf32>, tensor<6x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<6x3xf32>, %arg30: tensor<i32>):
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.dynamic_slice"(%arg29, %arg30, %36) <{slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %38 = "stablehlo.reshape"(%37) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%38) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi1>, tensor<i32>) -> tensor<i1>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<6xi1>, %arg28: tensor<i32>):
    %34 = "stablehlo.dynamic_slice"(%arg27, %arg28) <{slice_sizes = array<i64: 1>}> : (tensor<6xi1>, tensor<i32>) -> tensor<1xi1>
    %35 = "stablehlo.reshape"(%34) : (tensor<1xi1>) -> tensor<i1>
    "func.return"(%35) : (tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>), res_attrs = [{}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3xf32>, %arg18: tensor<i32>, %arg19: tensor<i1>, %arg20: tensor<3xf16>, %arg21: tensor<3xf32>, %arg22: tensor<i1>):
    %11 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %13 = "stablehlo.multiply"(%arg17, %12) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %14 = "stablehlo.add"(%13, %arg21) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %15 = "stablehlo.convert"(%arg22) : (tensor<i1>) -> tensor<i32>
    %16 = "stablehlo.add"(%arg18, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%arg21, %17) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %33 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.compare"(%18, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %21 = "stablehlo.or"(%arg19, %20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %22 = "stablehlo.convert"(%arg21) : (tensor<3xf32>) -> tensor<3xf16>
    %23 = "stablehlo.add"(%arg20, %22) : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%14, %24) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %32 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.multiply"(%16, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "func.call"(%21, %28, %29) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.convert"(%30) : (tensor<i32>) -> tensor<ui8>
    "func.return"(%14, %16, %21, %23, %25, %27, %31) : (tensor<3xf32>, tensor<i32>, tensor<i1>, tensor<3xf16>, tensor<f32>, tensor<i32>, tensor<ui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<i1>, %arg15: tensor<i32>, %arg16: tensor<i32>):
    %10 = "stablehlo.select"(%arg14, %arg15, %arg16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%10) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6xf32>, %arg12: tensor<f32>, %arg13: tensor<i32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %9 = "stablehlo.dynamic_update_slice"(%arg11, %8, %arg13) : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    "func.return"(%9) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6xi32>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %6 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.dynamic_update_slice"(%arg8, %6, %arg10) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%7) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xui8>, tensor<ui8>, tensor<i32>) -> tensor<6xui8>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6xui8>, %arg6: tensor<ui8>, %arg7: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<1xui8>
    %5 = "stablehlo.dynamic_update_slice"(%arg5, %4, %arg7) : (tensor<6xui8>, tensor<1xui8>, tensor<i32>) -> tensor<6xui8>
    "func.return"(%5) : (tensor<6xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xf32>, %arg4: tensor<3xf32>):
    %3 = "stablehlo.add"(%arg3, %arg4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%3, %arg3) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    "func.return"(%2) : (tensor<6x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
