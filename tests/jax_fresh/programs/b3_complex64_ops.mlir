"builtin.module"() <{sym_name = "jit_complex64_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<6xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<6xcomplex<f32>>, %arg15: tensor<6xcomplex<f32>>):
    %48 = "func.call"(%arg14) <{callee = @sort}> : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %49 = "func.call"(%arg14) <{callee = @cumsum}> : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %50 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %51 = "func.call"(%50) <{callee = @cumprod}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %52 = "stablehlo.reshape"(%arg15) : (tensor<6xcomplex<f32>>) -> tensor<6x1xcomplex<f32>>
    %53 = "stablehlo.dot_general"(%arg14, %52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xcomplex<f32>>, tensor<6x1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    %54 = "stablehlo.real"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %55 = "stablehlo.imag"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %58 = "stablehlo.compare"(%54, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %59 = "stablehlo.sine"(%54) : (tensor<6xf32>) -> tensor<6xf32>
    %60 = "stablehlo.cosine"(%54) : (tensor<6xf32>) -> tensor<6xf32>
    %61 = "stablehlo.exponential_minus_one"(%55) : (tensor<6xf32>) -> tensor<6xf32>
    %62 = "stablehlo.negate"(%55) : (tensor<6xf32>) -> tensor<6xf32>
    %63 = "stablehlo.exponential_minus_one"(%62) : (tensor<6xf32>) -> tensor<6xf32>
    %64 = "stablehlo.subtract"(%61, %63) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %65 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %67 = "stablehlo.divide"(%64, %66) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %68 = "stablehlo.add"(%61, %63) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %69 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %71 = "stablehlo.add"(%68, %70) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %72 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %74 = "stablehlo.divide"(%71, %73) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %75 = "stablehlo.multiply"(%59, %74) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %76 = "stablehlo.multiply"(%60, %67) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %79 = "stablehlo.complex"(%78, %76) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %80 = "stablehlo.complex"(%75, %76) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %81 = "stablehlo.select"(%58, %79, %80) : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %82 = "stablehlo.real"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %83 = "stablehlo.imag"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %86 = "stablehlo.compare"(%82, %85) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %87 = "stablehlo.sine"(%82) : (tensor<6xf32>) -> tensor<6xf32>
    %88 = "stablehlo.cosine"(%82) : (tensor<6xf32>) -> tensor<6xf32>
    %89 = "stablehlo.exponential_minus_one"(%83) : (tensor<6xf32>) -> tensor<6xf32>
    %90 = "stablehlo.negate"(%83) : (tensor<6xf32>) -> tensor<6xf32>
    %91 = "stablehlo.exponential_minus_one"(%90) : (tensor<6xf32>) -> tensor<6xf32>
    %92 = "stablehlo.subtract"(%89, %91) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %93 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %95 = "stablehlo.divide"(%92, %94) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %96 = "stablehlo.add"(%89, %91) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %97 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %99 = "stablehlo.add"(%96, %98) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %100 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %102 = "stablehlo.divide"(%99, %101) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %103 = "stablehlo.multiply"(%88, %102) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %104 = "stablehlo.negate"(%87) : (tensor<6xf32>) -> tensor<6xf32>
    %105 = "stablehlo.multiply"(%104, %95) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %108 = "stablehlo.complex"(%103, %107) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %109 = "stablehlo.complex"(%103, %105) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %110 = "stablehlo.select"(%86, %108, %109) : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %111 = "stablehlo.tanh"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %112 = "stablehlo.log_plus_one"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %113 = "stablehlo.multiply"(%arg14, %arg14) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %114 = "stablehlo.multiply"(%113, %arg14) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %115 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %117 = "stablehlo.divide"(%116, %arg15) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %118 = "stablehlo.abs"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %121 = "stablehlo.compare"(%118, %120) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %122 = "func.call"(%121, %arg14, %arg15) <{callee = @_where}> : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %123 = "stablehlo.real"(%arg15) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %124 = "stablehlo.imag"(%arg15) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %125 = "stablehlo.negate"(%124) : (tensor<6xf32>) -> tensor<6xf32>
    %126 = "stablehlo.complex"(%123, %125) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %127 = "stablehlo.multiply"(%arg14, %126) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %128 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %129 = "stablehlo.reduce"(%127, %128) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<complex<f32>>, %arg17: tensor<complex<f32>>):
      %143 = "stablehlo.add"(%arg16, %arg17) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%143) : (tensor<complex<f32>>) -> ()
    }) : (tensor<6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %130 = "stablehlo.constant"() <{value = dense<(6.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %131 = "stablehlo.divide"(%129, %130) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %132 = "stablehlo.real"(%arg14) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %133 = "stablehlo.imag"(%arg15) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %134 = "stablehlo.negate"(%133) : (tensor<6xf32>) -> tensor<6xf32>
    %135 = "stablehlo.complex"(%132, %134) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %136 = "stablehlo.subtract"(%arg14, %arg14) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %137 = "stablehlo.divide"(%arg14, %136) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %138 = "stablehlo.real"(%137) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %139 = "stablehlo.is_finite"(%138) : (tensor<6xf32>) -> tensor<6xi1>
    %140 = "stablehlo.imag"(%137) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %141 = "stablehlo.is_finite"(%140) : (tensor<6xf32>) -> tensor<6xi1>
    %142 = "stablehlo.and"(%139, %141) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    "func.return"(%48, %49, %51, %53, %81, %110, %111, %112, %114, %117, %122, %131, %135, %142) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6xcomplex<f32>>):
    %10 = "stablehlo.sort"(%arg11) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      %11 = "stablehlo.real"(%arg12) : (tensor<complex<f32>>) -> tensor<f32>
      %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.compare"(%11, %12) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.select"(%13, %14, %11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.compare"(%11, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %18 = "stablehlo.select"(%16, %17, %15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %19 = "stablehlo.imag"(%arg12) : (tensor<complex<f32>>) -> tensor<f32>
      %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %21 = "stablehlo.compare"(%19, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %23 = "stablehlo.select"(%21, %22, %19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %24 = "stablehlo.compare"(%19, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.select"(%24, %25, %23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.real"(%arg13) : (tensor<complex<f32>>) -> tensor<f32>
      %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.compare"(%27, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.compare"(%27, %27) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.select"(%32, %33, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.imag"(%arg13) : (tensor<complex<f32>>) -> tensor<f32>
      %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.compare"(%35, %36) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %39 = "stablehlo.select"(%37, %38, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %40 = "stablehlo.compare"(%35, %35) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %41 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %42 = "stablehlo.select"(%40, %41, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %43 = "stablehlo.compare"(%26, %42) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %44 = "stablehlo.compare"(%18, %34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = "stablehlo.compare"(%18, %34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %46 = "stablehlo.and"(%45, %43) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %47 = "stablehlo.or"(%44, %46) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    "func.return"(%10) : (tensor<6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<6xcomplex<f32>>):
    %9 = "func.call"(%arg10) <{callee = @cumsum_0}> : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    "func.return"(%9) : (tensor<6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<6xcomplex<f32>>):
    %5 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %7 = "stablehlo.reduce_window"(%arg7, %6) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<complex<f32>>, %arg9: tensor<complex<f32>>):
      %8 = "stablehlo.add"(%arg8, %arg9) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%8) : (tensor<complex<f32>>) -> ()
    }) : (tensor<6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    "func.return"(%7) : (tensor<6xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>, res_attrs = [{}], sym_name = "cumprod", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4xcomplex<f32>>):
    %4 = "func.call"(%arg6) <{callee = @cumprod_1}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    "func.return"(%4) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>, sym_name = "cumprod_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xcomplex<f32>>):
    %1 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %2 = "stablehlo.reduce_window"(%arg3, %1) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      %3 = "stablehlo.multiply"(%arg4, %arg5) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%3) : (tensor<complex<f32>>) -> ()
    }) : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    "func.return"(%2) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<6xcomplex<f32>>, %arg2: tensor<6xcomplex<f32>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    "func.return"(%0) : (tensor<6xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
