"builtin.module"() <{sym_name = "jit_dtype_promotion"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4xi8>, tensor<4xui8>, tensor<4xi32>, tensor<4xf16>) -> (tensor<4xi16>, tensor<4xui8>, tensor<4xf32>, tensor<4xf16>, tensor<4xf16>, tensor<4xf32>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xi1>, tensor<4xi32>, tensor<4xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<4xi8>, %arg8: tensor<4xui8>, %arg9: tensor<4xi32>, %arg10: tensor<4xf16>):
    %26 = "stablehlo.convert"(%arg7) : (tensor<4xi8>) -> tensor<4xi16>
    %27 = "stablehlo.convert"(%arg8) : (tensor<4xui8>) -> tensor<4xi16>
    %28 = "stablehlo.add"(%26, %27) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
    %29 = "stablehlo.constant"() <{value = dense<2> : tensor<ui8>}> : () -> tensor<ui8>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %31 = "stablehlo.multiply"(%arg8, %30) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %32 = "stablehlo.convert"(%arg7) : (tensor<4xi8>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %35 = "stablehlo.multiply"(%32, %34) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<4xf16>
    %38 = "stablehlo.add"(%arg10, %37) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
    %39 = "stablehlo.convert"(%arg7) : (tensor<4xi8>) -> tensor<4xf16>
    %40 = "stablehlo.add"(%arg10, %39) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
    %41 = "stablehlo.convert"(%arg9) : (tensor<4xi32>) -> tensor<4xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %44 = "stablehlo.add"(%41, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %45 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %47 = "stablehlo.add"(%arg8, %46) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
    %48 = "stablehlo.convert"(%arg8) : (tensor<4xui8>) -> tensor<4xi8>
    %49 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %50 = "func.call"(%48, %49) <{callee = @clip}> : (tensor<4xi8>, tensor<i32>) -> tensor<4xi8>
    %51 = "stablehlo.convert"(%arg7) : (tensor<4xi8>) -> tensor<4xf32>
    %52 = "stablehlo.convert"(%50) : (tensor<4xi8>) -> tensor<4xf32>
    %53 = "stablehlo.divide"(%51, %52) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.convert"(%arg10) : (tensor<4xf16>) -> tensor<4xf32>
    %55 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %57 = "stablehlo.multiply"(%56, %54) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "func.call"(%arg9, %58) <{callee = @floor_divide}> : (tensor<4xi32>, tensor<f32>) -> tensor<4xf32>
    %60 = "stablehlo.convert"(%arg8) : (tensor<4xui8>) -> tensor<4xui32>
    %61 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %63 = "stablehlo.subtract"(%60, %62) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %66 = "stablehlo.compare"(%arg7, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
    %67 = "stablehlo.constant"() <{value = dense<100> : tensor<ui8>}> : () -> tensor<ui8>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<4xui8>
    %69 = "stablehlo.compare"(%arg8, %68) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
    %70 = "stablehlo.or"(%66, %69) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %71 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %73 = "stablehlo.multiply"(%arg9, %72) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %74 = "stablehlo.convert"(%arg10) : (tensor<4xf16>) -> tensor<4xbf16>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4xbf16>
    %77 = "stablehlo.add"(%74, %76) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
    "func.return"(%28, %31, %35, %38, %40, %44, %47, %53, %57, %59, %63, %70, %73, %77) : (tensor<4xi16>, tensor<4xui8>, tensor<4xf32>, tensor<4xf16>, tensor<4xf16>, tensor<4xf32>, tensor<4xui8>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xi1>, tensor<4xi32>, tensor<4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi8>, tensor<i32>) -> tensor<4xi8>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xi8>, %arg6: tensor<i32>):
    %23 = "stablehlo.convert"(%arg6) : (tensor<i32>) -> tensor<i8>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<4xi8>
    %25 = "stablehlo.maximum"(%24, %arg5) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    "func.return"(%25) : (tensor<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xi32>, %arg4: tensor<f32>):
    %1 = "stablehlo.convert"(%arg3) : (tensor<4xi32>) -> tensor<4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.remainder"(%1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.compare"(%arg4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.subtract"(%1, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %7 = "func.call"(%5, %1, %6) <{callee = @_where}> : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %9 = "stablehlo.divide"(%7, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %12 = "stablehlo.compare"(%3, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %13 = "stablehlo.sign"(%arg4) : (tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.sign"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.compare"(%15, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = "stablehlo.and"(%12, %16) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.subtract"(%9, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %21 = "stablehlo.select"(%17, %20, %9) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %22 = "stablehlo.round_nearest_afz"(%21) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%22) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
