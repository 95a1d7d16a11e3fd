"builtin.module"() <{sym_name = "jit_norms"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg30: tensor<2x3x3x4xf32>, %arg31: tensor<4xf32>, %arg32: tensor<4xf32>):
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%arg30, %84) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %171 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%171) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %87 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %89 = "stablehlo.divide"(%86, %88) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %91 = "stablehlo.subtract"(%arg30, %90) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "func.call"(%arg30, %92) <{callee = @_var}> : (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x3x3x1xf32>
    %94 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %96 = "stablehlo.add"(%93, %95) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %97 = "stablehlo.sqrt"(%96) : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %99 = "stablehlo.divide"(%91, %98) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %100 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %102 = "stablehlo.multiply"(%99, %101) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %103 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %105 = "stablehlo.add"(%102, %104) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %106 = "stablehlo.multiply"(%arg30, %arg30) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.reduce"(%106, %107) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %170 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%170) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %110 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %112 = "stablehlo.divide"(%109, %111) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %113 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %115 = "stablehlo.add"(%112, %114) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %116 = "stablehlo.rsqrt"(%115) : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %118 = "stablehlo.multiply"(%arg30, %117) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %121 = "stablehlo.multiply"(%118, %120) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %122 = "stablehlo.reshape"(%arg30) : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x2x2xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.reduce"(%122, %123) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %169 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%169) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %126 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %128 = "stablehlo.divide"(%125, %127) : (tensor<2x1x1x2x1xf32>, tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %130 = "stablehlo.subtract"(%122, %129) : (tensor<2x3x3x2x2xf32>, tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x2x2xf32>
    %131 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %132 = "func.call"(%122, %131) <{callee = @_var_0}> : (tensor<2x3x3x2x2xf32>, tensor<i32>) -> tensor<2x1x1x2x1xf32>
    %133 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %135 = "stablehlo.add"(%132, %134) : (tensor<2x1x1x2x1xf32>, tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    %136 = "stablehlo.sqrt"(%135) : (tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %138 = "stablehlo.divide"(%130, %137) : (tensor<2x3x3x2x2xf32>, tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x2x2xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x4xf32>
    %140 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %142 = "stablehlo.multiply"(%139, %141) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %143 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %145 = "stablehlo.add"(%142, %144) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.reduce"(%arg30, %146) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %168 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%168) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %149 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %151 = "stablehlo.divide"(%148, %150) : (tensor<2x1x1x4xf32>, tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %153 = "stablehlo.subtract"(%arg30, %152) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "func.call"(%arg30, %154) <{callee = @_var_2}> : (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x1x1x4xf32>
    %156 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %158 = "stablehlo.add"(%155, %157) : (tensor<2x1x1x4xf32>, tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %159 = "stablehlo.sqrt"(%158) : (tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %161 = "stablehlo.divide"(%153, %160) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %162 = "func.call"(%arg30) <{callee = @norm}> : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x1xf32>
    %163 = "stablehlo.constant"() <{value = dense<9.99999996E-13> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %165 = "stablehlo.maximum"(%162, %164) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %167 = "stablehlo.divide"(%arg30, %166) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    "func.return"(%105, %121, %145, %161, %167) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x3x3x1xf32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x3x3x4xf32>, %arg25: tensor<i32>):
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%arg24, %61) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %83 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%83) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %64 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %66 = "stablehlo.divide"(%63, %65) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x4xf32>
    %68 = "stablehlo.subtract"(%arg24, %67) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %69 = "chlo.square"(%68) : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %70 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.subtract"(%71, %70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%69, %73) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %82 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%82) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %77 = "stablehlo.divide"(%75, %76) : (tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.compare"(%72, %78) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %80 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %81 = "func.call"(%79, %77, %80) <{callee = @_where}> : (tensor<i1>, tensor<2x3x3x1xf32>, tensor<f32>) -> tensor<2x3x3x1xf32>
    "func.return"(%81) : (tensor<2x3x3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x3x3x1xf32>, tensor<f32>) -> tensor<2x3x3x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<2x3x3x1xf32>, %arg23: tensor<f32>):
    %58 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3x1xf32>
    %60 = "stablehlo.select"(%arg21, %arg22, %59) : (tensor<i1>, tensor<2x3x3x1xf32>, tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    "func.return"(%60) : (tensor<2x3x3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x3x2x2xf32>, tensor<i32>) -> tensor<2x1x1x2x1xf32>, res_attrs = [{}], sym_name = "_var_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x3x3x2x2xf32>, %arg16: tensor<i32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%arg15, %35) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %57 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %38 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %40 = "stablehlo.divide"(%37, %39) : (tensor<2x1x1x2x1xf32>, tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x1x1x2x1xf32>) -> tensor<2x3x3x2x2xf32>
    %42 = "stablehlo.subtract"(%arg15, %41) : (tensor<2x3x3x2x2xf32>, tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x2x2xf32>
    %43 = "chlo.square"(%42) : (tensor<2x3x3x2x2xf32>) -> tensor<2x3x3x2x2xf32>
    %44 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<1.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.subtract"(%45, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.reduce"(%43, %47) <{dimensions = array<i64: 1, 2, 4>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %56 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %51 = "stablehlo.divide"(%49, %50) : (tensor<2x1x1x2x1xf32>, tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %54 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "func.call"(%53, %51, %54) <{callee = @_where_1}> : (tensor<i1>, tensor<2x1x1x2x1xf32>, tensor<f32>) -> tensor<2x1x1x2x1xf32>
    "func.return"(%55) : (tensor<2x1x1x2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x1x1x2x1xf32>, tensor<f32>) -> tensor<2x1x1x2x1xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<2x1x1x2x1xf32>, %arg14: tensor<f32>):
    %32 = "stablehlo.convert"(%arg14) : (tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %34 = "stablehlo.select"(%arg12, %arg13, %33) : (tensor<i1>, tensor<2x1x1x2x1xf32>, tensor<2x1x1x2x1xf32>) -> tensor<2x1x1x2x1xf32>
    "func.return"(%34) : (tensor<2x1x1x2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x3x4xf32>, tensor<i32>) -> tensor<2x1x1x4xf32>, res_attrs = [{}], sym_name = "_var_2", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x3x3x4xf32>, %arg7: tensor<i32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%arg6, %9) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %31 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %14 = "stablehlo.divide"(%11, %13) : (tensor<2x1x1x4xf32>, tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x1x4xf32>) -> tensor<2x3x3x4xf32>
    %16 = "stablehlo.subtract"(%arg6, %15) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %17 = "chlo.square"(%16) : (tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %18 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<f32>
    %19 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.subtract"(%19, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%17, %21) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %30 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x4xf32>) -> tensor<2x1x1x4xf32>
    %24 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %25 = "stablehlo.divide"(%23, %24) : (tensor<2x1x1x4xf32>, tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.compare"(%20, %26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %28 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %29 = "func.call"(%27, %25, %28) <{callee = @_where_3}> : (tensor<i1>, tensor<2x1x1x4xf32>, tensor<f32>) -> tensor<2x1x1x4xf32>
    "func.return"(%29) : (tensor<2x1x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x1x1x4xf32>, tensor<f32>) -> tensor<2x1x1x4xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<2x1x1x4xf32>, %arg5: tensor<f32>):
    %6 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %8 = "stablehlo.select"(%arg3, %arg4, %7) : (tensor<i1>, tensor<2x1x1x4xf32>, tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    "func.return"(%8) : (tensor<2x1x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3x3x4xf32>) -> tensor<2x3x3x1xf32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3x3x4xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5) : (tensor<f32>) -> ()
    }) : (tensor<2x3x3x4xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x3x3xf32>) -> tensor<2x3x3x1xf32>
    %4 = "stablehlo.sqrt"(%3) : (tensor<2x3x3x1xf32>) -> tensor<2x3x3x1xf32>
    "func.return"(%4) : (tensor<2x3x3x1xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
