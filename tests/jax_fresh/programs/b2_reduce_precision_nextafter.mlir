"builtin.module"() <{sym_name = "jit_reduce_precision_nextafter"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<10xf32>, %arg22: tensor<10xf32>):
    %156 = "stablehlo.reduce_precision"(%arg21) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<10xf32>) -> tensor<10xf32>
    %157 = "stablehlo.reduce_precision"(%arg21) <{exponent_bits = 5 : i32, mantissa_bits = 2 : i32}> : (tensor<10xf32>) -> tensor<10xf32>
    %158 = "stablehlo.reduce_precision"(%arg21) <{exponent_bits = 4 : i32, mantissa_bits = 3 : i32}> : (tensor<10xf32>) -> tensor<10xf32>
    %159 = "chlo.next_after"(%arg21, %arg22) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %160 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %162 = "chlo.next_after"(%arg21, %161) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %163 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %164 = "func.call"(%163, %arg21) <{callee = @copysign}> : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %165 = "chlo.next_after"(%arg21, %164) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %166 = "stablehlo.subtract"(%165, %arg21) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %169 = "stablehlo.compare"(%166, %168) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %170 = "stablehlo.constant"() <{value = dense<1.401300e-45> : tensor<f32>}> : () -> tensor<f32>
    %171 = "func.call"(%170, %arg21) <{callee = @copysign}> : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %172 = "func.call"(%169, %171, %166) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %175 = "stablehlo.multiply"(%arg21, %174) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %176 = "stablehlo.reduce_precision"(%175) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<10xf32>) -> tensor<10xf32>
    %177 = "func.call"(%arg21) <{callee = @frexp}> : (tensor<10xf32>) -> tensor<10xf32>
    %178 = "func.call"(%arg21) <{callee = @frexp_1}> : (tensor<10xf32>) -> tensor<10xi32>
    %179 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %180 = "func.call"(%arg21, %179) <{callee = @ldexp}> : (tensor<10xf32>, tensor<i32>) -> tensor<10xf32>
    "func.return"(%156, %157, %158, %159, %162, %172, %176, %177, %178, %180) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "copysign", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<f32>, %arg20: tensor<10xf32>):
    %151 = "func.call"(%arg20) <{callee = @signbit}> : (tensor<10xf32>) -> tensor<10xi1>
    %152 = "stablehlo.abs"(%arg19) : (tensor<f32>) -> tensor<f32>
    %153 = "stablehlo.negate"(%152) : (tensor<f32>) -> tensor<f32>
    %154 = "stablehlo.abs"(%arg19) : (tensor<f32>) -> tensor<f32>
    %155 = "func.call"(%151, %153, %154) <{callee = @_where}> : (tensor<10xi1>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    "func.return"(%155) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> tensor<10xi1>, res_attrs = [{}], sym_name = "signbit", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<10xf32>):
    %143 = "stablehlo.bitcast_convert"(%arg18) : (tensor<10xf32>) -> tensor<10xi32>
    %144 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %146 = "stablehlo.shift_right_arithmetic"(%143, %145) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %147 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %149 = "stablehlo.compare"(%146, %148) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %150 = "stablehlo.convert"(%149) : (tensor<10xi1>) -> tensor<10xi1>
    "func.return"(%150) : (tensor<10xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<f32>, tensor<f32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<10xi1>, %arg16: tensor<f32>, %arg17: tensor<f32>):
    %140 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %142 = "stablehlo.select"(%arg15, %140, %141) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%142) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<10xi1>, %arg13: tensor<10xf32>, %arg14: tensor<10xf32>):
    %139 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%139) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "frexp", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<10xf32>):
    %115 = "stablehlo.abs"(%arg11) : (tensor<10xf32>) -> tensor<10xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %118 = "stablehlo.compare"(%115, %117) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %119 = "stablehlo.constant"() <{value = dense<0x4B000000> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %121 = "stablehlo.multiply"(%arg11, %120) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %122 = "func.call"(%118, %121, %arg11) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %123 = "stablehlo.bitcast_convert"(%122) : (tensor<10xf32>) -> tensor<10xi32>
    %124 = "stablehlo.constant"() <{value = dense<-2139095041> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %126 = "stablehlo.and"(%123, %125) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %127 = "stablehlo.constant"() <{value = dense<1056964608> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %129 = "stablehlo.or"(%126, %128) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %130 = "stablehlo.bitcast_convert"(%129) : (tensor<10xi32>) -> tensor<10xf32>
    %131 = "func.call"(%arg11) <{callee = @isinf}> : (tensor<10xf32>) -> tensor<10xi1>
    %132 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %133 = "stablehlo.or"(%131, %132) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %136 = "stablehlo.compare"(%arg11, %135) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %137 = "stablehlo.or"(%133, %136) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %138 = "func.call"(%137, %arg11, %130) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%138) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> tensor<10xi1>, res_attrs = [{}], sym_name = "isinf", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<10xf32>):
    %111 = "stablehlo.abs"(%arg10) : (tensor<10xf32>) -> tensor<10xf32>
    %112 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %114 = "stablehlo.compare"(%111, %113) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    "func.return"(%114) : (tensor<10xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "frexp_1", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<10xf32>):
    %76 = "stablehlo.abs"(%arg9) : (tensor<10xf32>) -> tensor<10xf32>
    %77 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %79 = "stablehlo.compare"(%76, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %80 = "stablehlo.constant"() <{value = dense<0x4B000000> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %82 = "stablehlo.multiply"(%arg9, %81) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %83 = "func.call"(%79, %82, %arg9) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %84 = "stablehlo.constant"() <{value = dense<-23> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "func.call"(%79, %84, %85) <{callee = @_where_2}> : (tensor<10xi1>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %87 = "stablehlo.bitcast_convert"(%83) : (tensor<10xf32>) -> tensor<10xi32>
    %88 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %90 = "stablehlo.shift_right_arithmetic"(%87, %89) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %91 = "stablehlo.constant"() <{value = dense<255> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %93 = "stablehlo.and"(%90, %92) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %94 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %96 = "stablehlo.subtract"(%93, %95) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %97 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %99 = "stablehlo.add"(%96, %98) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %100 = "stablehlo.add"(%86, %99) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %101 = "func.call"(%arg9) <{callee = @isinf}> : (tensor<10xf32>) -> tensor<10xi1>
    %102 = "stablehlo.compare"(%arg9, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %103 = "stablehlo.or"(%101, %102) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %106 = "stablehlo.compare"(%arg9, %105) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %107 = "stablehlo.or"(%103, %106) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %108 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %110 = "func.call"(%107, %109, %100) <{callee = @_where_3}> : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%110) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<i32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<10xi1>, %arg7: tensor<i32>, %arg8: tensor<i32>):
    %73 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %74 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %75 = "stablehlo.select"(%arg6, %73, %74) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%75) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<10xi1>, %arg4: tensor<10xi32>, %arg5: tensor<10xi32>):
    %72 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%72) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<i32>) -> tensor<10xf32>, res_attrs = [{}], sym_name = "ldexp", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<10xf32>, %arg2: tensor<i32>):
    %43 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %44:2 = "func.call"(%arg1) <{callee = @frexp_4}> : (tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>)
    %45 = "stablehlo.convert"(%44#1) : (tensor<10xi32>) -> tensor<10xf32>
    %46 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %47 = "stablehlo.add"(%45, %46) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %50 = "stablehlo.compare"(%47, %49) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %51 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %53 = "stablehlo.multiply"(%44#0, %52) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %54 = "func.call"(%50, %53, %44#0) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %57 = "stablehlo.compare"(%47, %56) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %58 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %60 = "stablehlo.subtract"(%47, %59) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %61 = "func.call"(%57, %60, %47) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %62 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %64 = "stablehlo.power"(%63, %61) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %65 = "stablehlo.multiply"(%54, %64) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %66 = "func.call"(%arg1) <{callee = @isinf}> : (tensor<10xf32>) -> tensor<10xi1>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %69 = "stablehlo.compare"(%arg1, %68) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %70 = "stablehlo.or"(%66, %69) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %71 = "func.call"(%70, %arg1, %65) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%71) : (tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>), res_attrs = [{}, {}], sym_name = "frexp_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10xf32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %3 = "stablehlo.compare"(%0, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %4 = "stablehlo.constant"() <{value = dense<0x4B000000> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %6 = "stablehlo.multiply"(%arg0, %5) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %7 = "func.call"(%3, %6, %arg0) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %8 = "stablehlo.constant"() <{value = dense<-23> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "func.call"(%3, %8, %9) <{callee = @_where_2}> : (tensor<10xi1>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %11 = "stablehlo.bitcast_convert"(%7) : (tensor<10xf32>) -> tensor<10xi32>
    %12 = "stablehlo.constant"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %14 = "stablehlo.shift_right_arithmetic"(%11, %13) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %15 = "stablehlo.constant"() <{value = dense<255> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %17 = "stablehlo.and"(%14, %16) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %18 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %20 = "stablehlo.subtract"(%17, %19) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %23 = "stablehlo.add"(%20, %22) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %24 = "stablehlo.add"(%10, %23) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %25 = "stablehlo.constant"() <{value = dense<-2139095041> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %27 = "stablehlo.and"(%11, %26) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %28 = "stablehlo.constant"() <{value = dense<1056964608> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %30 = "stablehlo.or"(%27, %29) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %31 = "stablehlo.bitcast_convert"(%30) : (tensor<10xi32>) -> tensor<10xf32>
    %32 = "func.call"(%arg0) <{callee = @isinf}> : (tensor<10xf32>) -> tensor<10xi1>
    %33 = "stablehlo.compare"(%arg0, %arg0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %34 = "stablehlo.or"(%32, %33) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %37 = "stablehlo.compare"(%arg0, %36) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %38 = "stablehlo.or"(%34, %37) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %41 = "func.call"(%38, %40, %24) <{callee = @_where_3}> : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %42 = "func.call"(%38, %arg0, %31) <{callee = @_where_0}> : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%42, %41) : (tensor<10xf32>, tensor<10xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
