"builtin.module"() <{sym_name = "jit_lax_float_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xf32>, tensor<6xf16>, tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<6xf16>, tensor<3x4xf32>, tensor<6xf16>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<6xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<3x4xf32>, %arg10: tensor<6xf16>, %arg11: tensor<6xf64>):
    %30 = "stablehlo.reduce_precision"(%arg11) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<6xf64>) -> tensor<6xf64>
    %31 = "stablehlo.reduce_precision"(%arg11) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<6xf64>) -> tensor<6xf64>
    %32 = "stablehlo.reduce_precision"(%arg10) <{exponent_bits = 4 : i32, mantissa_bits = 3 : i32}> : (tensor<6xf16>) -> tensor<6xf16>
    %33 = "func.call"(%arg9) <{callee = @cumlogsumexp}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %34 = "func.call"(%arg9) <{callee = @cumlogsumexp_0}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %35 = "stablehlo.negate"(%arg9) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %36 = "chlo.next_after"(%arg9, %35) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %37 = "stablehlo.constant"() <{value = dense<-1.250000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %39 = "stablehlo.remainder"(%arg9, %38) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %40 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<6xf16>
    %42 = "stablehlo.multiply"(%arg10, %41) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
    %43 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<6xf16>
    %45 = "stablehlo.add"(%42, %44) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
    %46 = "stablehlo.atan2"(%arg10, %45) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
    %47 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %49 = "stablehlo.multiply"(%arg9, %48) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %50 = "stablehlo.constant"() <{value = dense<-9.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %51 = "stablehlo.constant"() <{value = dense<9.000000e-01> : tensor<f64>}> : () -> tensor<f64>
    %52 = "func.call"(%49, %50, %51) <{callee = @clip}> : (tensor<3x4xf32>, tensor<f64>, tensor<f64>) -> tensor<3x4xf32>
    %53 = "chlo.erf_inv"(%52) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %54 = "stablehlo.negate"(%arg10) : (tensor<6xf16>) -> tensor<6xf16>
    %55 = "stablehlo.exponential"(%54) : (tensor<6xf16>) -> tensor<6xf16>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<6xf16>
    %58 = "stablehlo.add"(%57, %55) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<6xf16>
    %61 = "stablehlo.divide"(%60, %58) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
    %62 = "stablehlo.subtract"(%arg11, %arg11) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %63 = "stablehlo.divide"(%arg11, %62) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %64 = "stablehlo.is_finite"(%63) : (tensor<6xf64>) -> tensor<6xi1>
    %65 = "stablehlo.constant"() <{value = dense<0.69314718055994529> : tensor<f64>}> : () -> tensor<f64>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %67 = "stablehlo.multiply"(%66, %arg11) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %68 = "stablehlo.exponential"(%67) : (tensor<6xf64>) -> tensor<6xf64>
    %69 = "stablehlo.tan"(%arg11) : (tensor<6xf64>) -> tensor<6xf64>
    %70 = "stablehlo.abs"(%arg10) : (tensor<6xf16>) -> tensor<6xf16>
    %71 = "stablehlo.sqrt"(%70) : (tensor<6xf16>) -> tensor<6xf16>
    %72 = "stablehlo.cbrt"(%arg11) : (tensor<6xf64>) -> tensor<6xf64>
    "func.return"(%30, %31, %32, %33, %34, %36, %39, %46, %53, %61, %64, %68, %69, %71, %72) : (tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<6xf16>, tensor<3x4xf32>, tensor<6xf16>, tensor<6xi1>, tensor<6xf64>, tensor<6xf64>, tensor<6xf16>, tensor<6xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "cumlogsumexp", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3x4xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%arg6, %18) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 2], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %20 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %21 = "stablehlo.subtract"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %22 = "stablehlo.compare"(%21, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %24 = "stablehlo.abs"(%21) : (tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.negate"(%24) : (tensor<f32>) -> tensor<f32>
      %26 = "stablehlo.exponential"(%25) : (tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.log_plus_one"(%26) : (tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.add"(%20, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.select"(%22, %23, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%19) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "cumlogsumexp_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xf32>):
    %6 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%arg3, %6) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %8 = "stablehlo.maximum"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.subtract"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.compare"(%9, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.abs"(%9) : (tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.negate"(%12) : (tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.exponential"(%13) : (tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.log_plus_one"(%14) : (tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.add"(%8, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %17 = "stablehlo.select"(%10, %11, %16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
    "func.return"(%7) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xf32>, tensor<f64>, tensor<f64>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xf32>, %arg1: tensor<f64>, %arg2: tensor<f64>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f64>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<f64>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%5) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
