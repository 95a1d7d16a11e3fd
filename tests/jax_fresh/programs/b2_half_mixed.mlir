"builtin.module"() <{sym_name = "jit_half_mixed"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<4xf16>, tensor<3xbf16>, tensor<3x3xf32>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<bf16>, tensor<3x4xf16>, tensor<3x4xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<3x4xf32>, %arg4: tensor<3x4xf32>):
    %1 = "stablehlo.convert"(%arg3) : (tensor<3x4xf32>) -> tensor<3x4xf16>
    %2 = "stablehlo.convert"(%arg4) : (tensor<3x4xf32>) -> tensor<3x4xbf16>
    %3 = "stablehlo.convert"(%1) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %4 = "stablehlo.convert"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %8 = "stablehlo.multiply"(%1, %7) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %11 = "stablehlo.add"(%8, %10) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %12 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3x4xbf16>
    %14 = "stablehlo.divide"(%2, %13) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %15 = "stablehlo.convert"(%1) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %62 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%62) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>
    %18 = "stablehlo.convert"(%17) : (tensor<4xf32>) -> tensor<4xf16>
    %19 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %20 = "stablehlo.reduce"(%2, %19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<bf16>, %arg12: tensor<bf16>):
      %61 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%61) : (tensor<bf16>) -> ()
    }) : (tensor<3x4xbf16>, tensor<bf16>) -> tensor<3xbf16>
    %21 = "stablehlo.transpose"(%1) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf16>) -> tensor<4x3xf16>
    %22 = "stablehlo.dot_general"(%1, %21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf16>, tensor<4x3xf16>) -> tensor<3x3xf16>
    %23 = "stablehlo.convert"(%22) : (tensor<3x3xf16>) -> tensor<3x3xf32>
    %24 = "stablehlo.tanh"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xbf16>
    %25 = "stablehlo.constant"() <{value = dense<9.997550e-02> : tensor<f16>}> : () -> tensor<f16>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %27 = "stablehlo.multiply"(%1, %26) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %28 = "stablehlo.exponential"(%27) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %29 = "stablehlo.convert"(%1) : (tensor<3x4xf16>) -> tensor<3x4xbf16>
    %30 = "stablehlo.convert"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xf16>
    %31 = "stablehlo.convert"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %60 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%60) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.divide"(%33, %34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.convert"(%35) : (tensor<f32>) -> tensor<bf16>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3x4xf16>
    %39 = "stablehlo.compare"(%1, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xi1>
    %40 = "stablehlo.convert"(%2) : (tensor<3x4xbf16>) -> tensor<3x4xf16>
    %41 = "func.call"(%39, %1, %40) <{callee = @_where}> : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %42 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %43 = "stablehlo.reduce"(%1, %42) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f16>, %arg8: tensor<f16>):
      %59 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%59) : (tensor<f16>) -> ()
    }) : (tensor<3x4xf16>, tensor<f16>) -> tensor<3xf16>
    %44 = "stablehlo.constant"() <{value = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<3xf16>
    %46 = "stablehlo.maximum"(%45, %43) : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf16>) -> tensor<3x1xf16>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf16>) -> tensor<3x4xf16>
    %49 = "stablehlo.subtract"(%1, %48) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    %50 = "stablehlo.exponential"(%49) : (tensor<3x4xf16>) -> tensor<3x4xf16>
    %51 = "stablehlo.convert"(%50) : (tensor<3x4xf16>) -> tensor<3x4xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %58 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %55 = "stablehlo.convert"(%54) : (tensor<3x1xf32>) -> tensor<3x1xf16>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf16>) -> tensor<3x4xf16>
    %57 = "stablehlo.divide"(%50, %56) : (tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    "func.return"(%5, %11, %14, %18, %20, %23, %24, %28, %29, %30, %36, %41, %57) : (tensor<3x4xf32>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<4xf16>, tensor<3xbf16>, tensor<3x3xf32>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<3x4xf16>, tensor<bf16>, tensor<3x4xf16>, tensor<3x4xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xf16>, %arg2: tensor<3x4xf16>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<3x4xi1>, tensor<3x4xf16>, tensor<3x4xf16>) -> tensor<3x4xf16>
    "func.return"(%0) : (tensor<3x4xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
