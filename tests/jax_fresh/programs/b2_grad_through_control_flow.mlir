"builtin.module"() <{sym_name = "jit_grad_through_control_flow"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xf32>, tensor<3xf32>, tensor<5x2xi32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg57: tensor<5x3xf32>, %arg58: tensor<3xf32>, %arg59: tensor<5x2xi32>):
    %104 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
    %105 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %108 = "stablehlo.add"(%104, %107) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %109 = "stablehlo.compare"(%108, %105) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %110 = "stablehlo.convert"(%109) : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %111 = "stablehlo.slice"(%110) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %112 = "stablehlo.convert"(%111) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %113 = "stablehlo.tanh"(%arg58) : (tensor<3xf32>) -> tensor<3xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %116 = "stablehlo.multiply"(%112, %115) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %117 = "stablehlo.add"(%112, %116) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %120 = "stablehlo.subtract"(%119, %113) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %123 = "stablehlo.multiply"(%117, %122) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %126 = "stablehlo.subtract"(%125, %113) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %127 = "stablehlo.negate"(%123) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %128 = "stablehlo.reverse"(%arg58) <{dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3xf32>
    %129 = "stablehlo.reverse"(%112) <{dimensions = array<i64: 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %130 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x1xi32>
    %131 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x1xi32>
    %132 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %134 = "stablehlo.add"(%130, %133) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %135 = "stablehlo.compare"(%134, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %136 = "stablehlo.convert"(%135) : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %137 = "stablehlo.slice"(%136) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1x1xf32>) -> tensor<1xf32>
    %139 = "stablehlo.convert"(%138) : (tensor<1xf32>) -> tensor<1xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x3xf32>
    %141 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %144 = "stablehlo.multiply"(%141, %143) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %145 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %146 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %147 = "stablehlo.multiply"(%140, %145) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %148 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %150 = "stablehlo.multiply"(%149, %146) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %151 = "stablehlo.reverse"(%144) <{dimensions = array<i64: 2>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %152 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %153 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %154 = "stablehlo.multiply"(%147, %152) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %155 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %157 = "stablehlo.multiply"(%150, %156) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %158 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %160 = "stablehlo.multiply"(%159, %153) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %161 = "stablehlo.add"(%157, %160) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %162 = "stablehlo.add"(%151, %161) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %163 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %164 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %165 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %167 = "stablehlo.multiply"(%161, %166) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %168 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xf32>) -> tensor<3x1x3xf32>
    %170 = "stablehlo.multiply"(%169, %164) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %171 = "stablehlo.add"(%167, %170) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %172 = "stablehlo.add"(%162, %171) : (tensor<3x1x3xf32>, tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %173 = "stablehlo.slice"(%172) <{limit_indices = array<i64: 3, 1, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x1x3xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %175 = "stablehlo.transpose"(%174) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %176 = "stablehlo.slice"(%175) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %177 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %179 = "stablehlo.sine"(%arg58) : (tensor<3xf32>) -> tensor<3xf32>
    %180 = "stablehlo.cosine"(%arg58) : (tensor<3xf32>) -> tensor<3xf32>
    %181 = "stablehlo.multiply"(%178, %180) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %182:2 = "func.call"(%179, %181) <{callee = @cumsum}> : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %191 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %192:7 = "stablehlo.while"(%arg57, %arg58, %191, %184, %186, %188, %190) ({
    ^bb0(%arg111: tensor<5x3xf32>, %arg112: tensor<3xf32>, %arg113: tensor<i32>, %arg114: tensor<3xf32>, %arg115: tensor<5x3xf32>, %arg116: tensor<5x3xf32>, %arg117: tensor<5x3xf32>):
      %323 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %324 = "stablehlo.compare"(%arg113, %323) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%324) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg104: tensor<5x3xf32>, %arg105: tensor<3xf32>, %arg106: tensor<i32>, %arg107: tensor<3xf32>, %arg108: tensor<5x3xf32>, %arg109: tensor<5x3xf32>, %arg110: tensor<5x3xf32>):
      %316 = "func.call"(%arg104, %arg106) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %317:4 = "func.call"(%arg105, %arg107, %316) <{callee = @closed_call}> : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %318 = "func.call"(%arg108, %317#1, %arg106) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %319 = "func.call"(%arg109, %317#2, %arg106) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %320 = "func.call"(%arg110, %317#3, %arg106) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %321 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %322 = "stablehlo.add"(%arg106, %321) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg104, %arg105, %322, %317#0, %318, %319, %320) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) -> ()
    }) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>)
    %193 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %195 = "stablehlo.multiply"(%194, %192#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %196 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %198 = "stablehlo.multiply"(%197, %195) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %199 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %203 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %204:8 = "stablehlo.while"(%200, %192#4, %192#5, %192#6, %arg58, %203, %202, %198) ({
    ^bb0(%arg96: tensor<5xf32>, %arg97: tensor<5x3xf32>, %arg98: tensor<5x3xf32>, %arg99: tensor<5x3xf32>, %arg100: tensor<3xf32>, %arg101: tensor<i32>, %arg102: tensor<3xf32>, %arg103: tensor<3xf32>):
      %314 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %315 = "stablehlo.compare"(%arg101, %314) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%315) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg88: tensor<5xf32>, %arg89: tensor<5x3xf32>, %arg90: tensor<5x3xf32>, %arg91: tensor<5x3xf32>, %arg92: tensor<3xf32>, %arg93: tensor<i32>, %arg94: tensor<3xf32>, %arg95: tensor<3xf32>):
      %303 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %304 = "stablehlo.subtract"(%303, %arg93) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %305 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %306 = "stablehlo.subtract"(%304, %305) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %307 = "func.call"(%arg88, %306) <{callee = @dynamic_index_in_dim_1}> : (tensor<5xf32>, tensor<i32>) -> tensor<f32>
      %308 = "func.call"(%arg89, %306) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %309 = "func.call"(%arg90, %306) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %310 = "func.call"(%arg91, %306) <{callee = @dynamic_index_in_dim}> : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %311:2 = "func.call"(%arg92, %arg94, %arg95, %307, %308, %309, %310) <{callee = @closed_call_2}> : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %312 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %313 = "stablehlo.add"(%arg93, %312) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg88, %arg89, %arg90, %arg91, %arg92, %313, %311#0, %311#1) : (tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>)
    %205 = "stablehlo.slice"(%arg57) <{limit_indices = array<i64: 1, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xf32>) -> tensor<1x3xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x3xf32>) -> tensor<3xf32>
    %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %211 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %212:5 = "stablehlo.while"(%arg58, %211, %206, %208, %210) ({
    ^bb0(%arg83: tensor<3xf32>, %arg84: tensor<i32>, %arg85: tensor<3xf32>, %arg86: tensor<4x3xf32>, %arg87: tensor<4x3xf32>):
      %301 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %302 = "stablehlo.compare"(%arg84, %301) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%302) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg78: tensor<3xf32>, %arg79: tensor<i32>, %arg80: tensor<3xf32>, %arg81: tensor<4x3xf32>, %arg82: tensor<4x3xf32>):
      %296:3 = "func.call"(%arg78, %arg80) <{callee = @closed_call_3}> : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %297 = "func.call"(%arg81, %296#1, %arg79) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %298 = "func.call"(%arg82, %296#2, %arg79) <{callee = @dynamic_update_index_in_dim_4}> : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %299 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %300 = "stablehlo.add"(%arg79, %299) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg78, %300, %296#0, %297, %298) : (tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) -> ()
    }) : (tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) -> (tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>)
    %213 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %217 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %218:6 = "stablehlo.while"(%212#3, %212#4, %arg58, %217, %216, %214) ({
    ^bb0(%arg72: tensor<4x3xf32>, %arg73: tensor<4x3xf32>, %arg74: tensor<3xf32>, %arg75: tensor<i32>, %arg76: tensor<3xf32>, %arg77: tensor<3xf32>):
      %294 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %295 = "stablehlo.compare"(%arg75, %294) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%295) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg66: tensor<4x3xf32>, %arg67: tensor<4x3xf32>, %arg68: tensor<3xf32>, %arg69: tensor<i32>, %arg70: tensor<3xf32>, %arg71: tensor<3xf32>):
      %285 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %286 = "stablehlo.subtract"(%285, %arg69) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %287 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %288 = "stablehlo.subtract"(%286, %287) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %289 = "func.call"(%arg66, %288) <{callee = @dynamic_index_in_dim_5}> : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %290 = "func.call"(%arg67, %288) <{callee = @dynamic_index_in_dim_5}> : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %291:2 = "func.call"(%arg68, %arg70, %arg71, %289, %290) <{callee = @closed_call_6}> : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %292 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %293 = "stablehlo.add"(%arg69, %292) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg66, %arg67, %arg68, %293, %291#0, %291#1) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>)
    %219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.reduce"(%arg58, %219) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %284 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%284) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.compare"(%220, %221) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %223 = "stablehlo.convert"(%222) : (tensor<i1>) -> tensor<i32>
    %224 = "stablehlo.case"(%223) ({
      %283 = "stablehlo.exponential"(%arg58) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%283) : (tensor<3xf32>) -> ()
    }, {
      %279 = "stablehlo.multiply"(%arg58, %arg58) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %280 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %282 = "stablehlo.multiply"(%281, %279) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%282) : (tensor<3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3xf32>
    %225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.case"(%223) ({
      %277 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %278 = "stablehlo.multiply"(%277, %224) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%278) : (tensor<3xf32>) -> ()
    }, {
      %275 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %276 = "stablehlo.multiply"(%275, %224) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%276) : (tensor<3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3xf32>
    %227:2 = "func.call"(%arg57, %arg59) <{callee = @take_along_axis}> : (tensor<5x3xf32>, tensor<5x2xi32>) -> (tensor<5x2xf32>, tensor<5x2x1xi32>)
    %228 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %230 = "stablehlo.multiply"(%229, %227#0) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %231 = "func.call"(%arg57) <{callee = @sort}> : (tensor<5x3xf32>) -> tensor<5x3x1xui32>
    %232 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.pad"(%234, %235) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 0>}> : (tensor<5x1xf32>, tensor<f32>) -> tensor<5x3xf32>
    %237 = "func.call"(%231, %236) <{callee = @sort_7}> : (tensor<5x3x1xui32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %238 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %240 = "stablehlo.multiply"(%239, %230) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %241 = "func.call"(%227#1, %240) <{callee = @take_along_axis_8}> : (tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x3xf32>
    %242 = "stablehlo.add"(%237, %241) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %243 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.reduce"(%arg57, %243) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %274 = "stablehlo.maximum"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%274) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %245 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.maximum"(%245, %244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "stablehlo.is_finite"(%246) : (tensor<f32>) -> tensor<i1>
    %248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.select"(%247, %246, %248) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<5x3xf32>
    %252 = "stablehlo.subtract"(%arg57, %251) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %253 = "stablehlo.exponential"(%252) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%253, %254) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %273 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%273) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %256 = "stablehlo.abs"(%255) : (tensor<f32>) -> tensor<f32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.compare"(%255, %257) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %259 = "func.call"(%arg57) <{callee = @norm}> : (tensor<5x3xf32>) -> tensor<f32>
    %260 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "func.call"(%arg57, %259, %260) <{callee = @norm_9}> : (tensor<5x3xf32>, tensor<f32>, tensor<f32>) -> tensor<5x3xf32>
    %262 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.divide"(%262, %256) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.select"(%258, %264, %263) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.select"(%258, %263, %266) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %268 = "stablehlo.negate"(%265) : (tensor<f32>) -> tensor<f32>
    %269 = "stablehlo.add"(%267, %268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %271 = "stablehlo.multiply"(%270, %253) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %272 = "stablehlo.add"(%261, %271) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%204#6, %218#4, %226, %242, %176, %182#0, %182#1, %272) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<3xf32>, %arg56: tensor<3xf32>):
    %102 = "func.call"(%arg55) <{callee = @cumsum_0}> : (tensor<3xf32>) -> tensor<3xf32>
    %103 = "func.call"(%arg56) <{callee = @cumsum_0}> : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%102, %103) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>) -> tensor<3xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<3xf32>):
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %100 = "stablehlo.reduce_window"(%arg52, %99) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %101 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%101) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%100) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<5x3xf32>, %arg51: tensor<i32>):
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.dynamic_slice"(%arg50, %arg51, %95) <{slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%97) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<3xf32>, %arg48: tensor<3xf32>, %arg49: tensor<3xf32>):
    %89 = "stablehlo.multiply"(%arg48, %arg47) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %90 = "stablehlo.add"(%89, %arg49) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %91 = "stablehlo.tanh"(%90) : (tensor<3xf32>) -> tensor<3xf32>
    %92 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %94 = "stablehlo.subtract"(%93, %91) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%91, %arg48, %91, %94) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<5x3xf32>, %arg45: tensor<3xf32>, %arg46: tensor<i32>):
    %86 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.dynamic_update_slice"(%arg44, %86, %arg46, %87) : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    "func.return"(%88) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<5xf32>, %arg43: tensor<i32>):
    %84 = "stablehlo.dynamic_slice"(%arg42, %arg43) <{slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%85) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<3xf32>, %arg36: tensor<3xf32>, %arg37: tensor<3xf32>, %arg38: tensor<f32>, %arg39: tensor<3xf32>, %arg40: tensor<3xf32>, %arg41: tensor<3xf32>):
    %76 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %77 = "stablehlo.multiply"(%arg37, %arg41) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %78 = "stablehlo.multiply"(%77, %arg40) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %80 = "stablehlo.multiply"(%arg39, %79) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %81 = "stablehlo.add"(%arg36, %80) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %82 = "stablehlo.multiply"(%79, %arg35) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %83 = "stablehlo.add"(%76, %82) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%81, %83) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<3xf32>, %arg34: tensor<3xf32>):
    %72 = "stablehlo.multiply"(%arg34, %arg33) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %73 = "stablehlo.sine"(%72) : (tensor<3xf32>) -> tensor<3xf32>
    %74 = "stablehlo.cosine"(%72) : (tensor<3xf32>) -> tensor<3xf32>
    %75 = "stablehlo.add"(%73, %arg34) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%75, %arg34, %74) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4x3xf32>, %arg31: tensor<3xf32>, %arg32: tensor<i32>):
    %69 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.dynamic_update_slice"(%arg30, %69, %arg32, %70) : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    "func.return"(%71) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_5", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x3xf32>, %arg29: tensor<i32>):
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.dynamic_slice"(%arg28, %arg29, %66) <{slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%68) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>), res_attrs = [{}, {}], sym_name = "closed_call_6", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<3xf32>, %arg24: tensor<3xf32>, %arg25: tensor<3xf32>, %arg26: tensor<3xf32>, %arg27: tensor<3xf32>):
    %61 = "stablehlo.multiply"(%arg25, %arg27) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %62 = "stablehlo.multiply"(%arg26, %61) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %63 = "stablehlo.add"(%arg24, %62) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %64 = "stablehlo.multiply"(%61, %arg23) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %65 = "stablehlo.add"(%arg25, %64) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%63, %65) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3xf32>, tensor<5x2xi32>) -> (tensor<5x2xf32>, tensor<5x2x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<5x3xf32>, %arg20: tensor<5x2xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x2xi32>
    %40 = "stablehlo.compare"(%arg20, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi1>
    %41 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x2xi32>
    %43 = "stablehlo.add"(%arg20, %42) : (tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi32>
    %44 = "stablehlo.select"(%40, %43, %arg20) : (tensor<5x2xi1>, tensor<5x2xi32>, tensor<5x2xi32>) -> tensor<5x2xi32>
    %45 = "stablehlo.reshape"(%44) : (tensor<5x2xi32>) -> tensor<5x2x1xi32>
    %46 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x2x1xi32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<5x2x1xi32>
    %52 = "stablehlo.compare"(%45, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5x2x1xi32>, tensor<5x2x1xi32>) -> tensor<5x2x1xi1>
    %53 = "stablehlo.and"(%49, %52) : (tensor<5x2x1xi1>, tensor<5x2x1xi1>) -> tensor<5x2x1xi1>
    %54 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %60 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%60) : (tensor<i1>) -> ()
    }) : (tensor<5x2x1xi1>, tensor<i1>) -> tensor<5x2xi1>
    %56 = "stablehlo.gather"(%arg19, %45) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x3xf32>, tensor<5x2x1xi32>) -> tensor<5x2xf32>
    %57 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %59 = "stablehlo.select"(%55, %56, %58) : (tensor<5x2xi1>, tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    "func.return"(%59, %45) : (tensor<5x2xf32>, tensor<5x2x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<5x3x1xui32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<5x3xf32>):
    %20 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xui32>
    %21:2 = "stablehlo.sort"(%arg14, %20) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>):
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.compare"(%arg15, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.select"(%24, %25, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.select"(%27, %28, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.compare"(%arg16, %30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %33 = "stablehlo.select"(%31, %32, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %34 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.select"(%34, %35, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %37 = "stablehlo.compare"(%29, %36) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x3xui32>) -> (tensor<5x3xf32>, tensor<5x3xui32>)
    %22 = "stablehlo.broadcast_in_dim"(%21#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    "func.return"(%22) : (tensor<5x3x1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x3x1xui32>, tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "sort_7", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<5x3x1xui32>, %arg11: tensor<5x3xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %18 = "stablehlo.scatter"(%17, %arg10, %arg11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %19 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x3x1xui32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%18) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "take_along_axis_8", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5x2x1xi32>, %arg7: tensor<5x2xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %14 = "stablehlo.scatter"(%13, %arg6, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %15 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x3xf32>
    "func.return"(%14) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x3xf32>):
    %5 = "stablehlo.multiply"(%arg3, %arg3) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %11 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.sqrt"(%7) : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.divide"(%9, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%10) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x3xf32>, tensor<f32>, tensor<f32>) -> tensor<5x3xf32>, res_attrs = [{}], sym_name = "norm_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x3xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.multiply"(%arg2, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %3 = "stablehlo.multiply"(%1, %arg0) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%4) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
