"builtin.module"() <{sym_name = "jit_nn_activations"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg23: tensor<3x7xf32>):
    %107 = "func.call"(%arg23) <{callee = @softplus}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %108 = "func.call"(%arg23) <{callee = @silu}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %109 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %111 = "stablehlo.multiply"(%110, %arg23) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %112 = "stablehlo.negate"(%arg23) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %115 = "stablehlo.multiply"(%112, %114) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %116 = "chlo.erfc"(%115) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %117 = "stablehlo.multiply"(%111, %116) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %118 = "stablehlo.multiply"(%arg23, %arg23) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %119 = "stablehlo.multiply"(%118, %arg23) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %120 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %123 = "stablehlo.add"(%arg23, %122) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %124 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %127 = "stablehlo.tanh"(%126) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %130 = "stablehlo.add"(%129, %127) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %131 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %133 = "stablehlo.multiply"(%132, %130) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %134 = "stablehlo.multiply"(%arg23, %133) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %135 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %137 = "stablehlo.multiply"(%arg23, %136) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %138 = "func.call"(%137) <{callee = @relu6}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %139 = "func.call"(%arg23) <{callee = @hard_sigmoid}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %140 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %141 = "func.call"(%arg23, %140) <{callee = @leaky_relu}> : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %142 = "func.call"(%arg23) <{callee = @celu}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %143 = "func.call"(%arg23) <{callee = @selu}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %144 = "func.call"(%arg23) <{callee = @log_sigmoid}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %145 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %147 = "stablehlo.multiply"(%arg23, %146) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %148 = "func.call"(%147) <{callee = @hard_tanh}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %149 = "func.call"(%arg23) <{callee = @mish}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %150 = "func.call"(%arg23) <{callee = @squareplus}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%107, %108, %117, %134, %138, %139, %141, %142, %143, %144, %148, %149, %150) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<3x7xf32>):
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %95 = "stablehlo.maximum"(%arg22, %94) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %96 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %97 = "stablehlo.subtract"(%arg22, %96) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %98 = "stablehlo.compare"(%97, %97) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %99 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %100 = "stablehlo.add"(%arg22, %99) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %101 = "stablehlo.abs"(%97) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %102 = "stablehlo.negate"(%101) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %103 = "stablehlo.exponential"(%102) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %104 = "stablehlo.log_plus_one"(%103) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %105 = "stablehlo.add"(%95, %104) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %106 = "stablehlo.select"(%98, %100, %105) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%106) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<3x7xf32>):
    %84 = "stablehlo.negate"(%arg21) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %85 = "stablehlo.exponential"(%84) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %88 = "stablehlo.add"(%87, %85) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %91 = "stablehlo.divide"(%90, %88) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %92 = "stablehlo.multiply"(%arg21, %91) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%92) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "relu6", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3x7xf32>):
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %80 = "stablehlo.maximum"(%arg20, %79) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %81 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %83 = "stablehlo.minimum"(%80, %82) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%83) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "hard_sigmoid", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x7xf32>):
    %71 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %73 = "stablehlo.add"(%arg19, %72) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %74 = "func.call"(%73) <{callee = @relu6}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %75 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %77 = "stablehlo.divide"(%74, %76) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%77) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "leaky_relu", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3x7xf32>, %arg18: tensor<f32>):
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %66 = "stablehlo.compare"(%arg17, %65) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %67 = "stablehlo.convert"(%arg18) : (tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %69 = "stablehlo.multiply"(%68, %arg17) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %70 = "func.call"(%66, %arg17, %69) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%70) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<3x7xi1>, %arg15: tensor<3x7xf32>, %arg16: tensor<3x7xf32>):
    %63 = "stablehlo.select"(%arg14, %arg15, %arg16) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%63) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "celu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<3x7xf32>):
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %51 = "stablehlo.maximum"(%arg13, %50) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %54 = "stablehlo.minimum"(%arg13, %53) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %57 = "stablehlo.divide"(%54, %56) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %58 = "stablehlo.exponential_minus_one"(%57) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %61 = "stablehlo.multiply"(%60, %58) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %62 = "stablehlo.add"(%51, %61) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%62) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "selu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3x7xf32>):
    %44 = "stablehlo.constant"() <{value = dense<1.67326319> : tensor<f32>}> : () -> tensor<f32>
    %45 = "func.call"(%arg12, %44) <{callee = @elu}> : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %46 = "stablehlo.constant"() <{value = dense<1.05070102> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %48 = "stablehlo.multiply"(%47, %45) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%48) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "elu", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<3x7xf32>, %arg11: tensor<f32>):
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %33 = "stablehlo.compare"(%arg10, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %36 = "stablehlo.compare"(%arg10, %35) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "func.call"(%36, %37, %arg10) <{callee = @_where_0}> : (tensor<3x7xi1>, tensor<f32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %39 = "stablehlo.exponential_minus_one"(%38) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %40 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %42 = "stablehlo.multiply"(%41, %39) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %43 = "func.call"(%33, %arg10, %42) <{callee = @_where}> : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%43) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x7xi1>, tensor<f32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<3x7xi1>, %arg8: tensor<f32>, %arg9: tensor<3x7xf32>):
    %28 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %30 = "stablehlo.select"(%arg7, %29, %arg9) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%30) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "log_sigmoid", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3x7xf32>):
    %25 = "stablehlo.negate"(%arg6) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %26 = "func.call"(%25) <{callee = @softplus}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %27 = "stablehlo.negate"(%26) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%27) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "hard_tanh", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x7xf32>):
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %17 = "stablehlo.compare"(%arg5, %16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %18 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %20 = "stablehlo.compare"(%arg5, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xi1>
    %21 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %22 = "func.call"(%20, %21, %arg5) <{callee = @_where_1}> : (tensor<3x7xi1>, tensor<i32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %24 = "func.call"(%17, %23, %22) <{callee = @_where_1}> : (tensor<3x7xi1>, tensor<i32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%24) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x7xi1>, tensor<i32>, tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<3x7xi1>, %arg3: tensor<i32>, %arg4: tensor<3x7xf32>):
    %12 = "stablehlo.convert"(%arg3) : (tensor<i32>) -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %14 = "stablehlo.select"(%arg2, %13, %arg4) : (tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%14) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "mish", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<3x7xf32>):
    %9 = "func.call"(%arg1) <{callee = @softplus}> : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %10 = "stablehlo.tanh"(%9) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %11 = "stablehlo.multiply"(%arg1, %10) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%11) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x7xf32>) -> tensor<3x7xf32>, res_attrs = [{}], sym_name = "squareplus", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x7xf32>):
    %0 = "chlo.square"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %4 = "stablehlo.sqrt"(%3) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %6 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%8) : (tensor<3x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
