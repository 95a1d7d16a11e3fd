"builtin.module"() <{sym_name = "jit_random_rbg"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xui32>) -> (tensor<4x3xf32>, tensor<5xf32>, tensor<6xui32>, tensor<3xf32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg50: tensor<4xui32>):
    %246 = "stablehlo.reshape"(%arg50) : (tensor<4xui32>) -> tensor<2x2xui32>
    %247 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %248 = "stablehlo.reshape"(%247) : (tensor<2x1xui32>) -> tensor<2xui32>
    %249 = "stablehlo.slice"(%246) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %250 = "stablehlo.reshape"(%249) : (tensor<2x1xui32>) -> tensor<2xui32>
    %251 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %252 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %254 = "stablehlo.multiply"(%253, %251) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %255 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %257 = "stablehlo.shift_right_logical"(%254, %256) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %258 = "stablehlo.convert"(%254) : (tensor<2xui64>) -> tensor<2xui32>
    %259 = "stablehlo.convert"(%257) : (tensor<2xui64>) -> tensor<2xui32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %261 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %262 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %263 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %264:2 = "func.call"(%262, %263, %260, %261) <{callee = @threefry2x32}> : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>)
    %265 = "stablehlo.broadcast_in_dim"(%264#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %266 = "stablehlo.broadcast_in_dim"(%264#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %267 = "stablehlo.concatenate"(%265, %266) <{dimension = 2 : i64}> : (tensor<2x2x1xui32>, tensor<2x2x1xui32>) -> tensor<2x2x2xui32>
    %268 = "stablehlo.transpose"(%267) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x2x2xui32>) -> tensor<2x2x2xui32>
    %269 = "stablehlo.reshape"(%268) : (tensor<2x2x2xui32>) -> tensor<2x4xui32>
    %270 = "stablehlo.slice"(%269) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %271 = "stablehlo.reshape"(%270) : (tensor<1x4xui32>) -> tensor<4xui32>
    %272 = "stablehlo.slice"(%269) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %273 = "stablehlo.reshape"(%272) : (tensor<1x4xui32>) -> tensor<4xui32>
    %274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "func.call"(%271, %274, %275) <{callee = @_uniform}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
    %277 = "func.call"(%273) <{callee = @_normal}> : (tensor<4xui32>) -> tensor<5xf32>
    %278 = "stablehlo.reshape"(%271) : (tensor<4xui32>) -> tensor<2x2xui32>
    %279 = "stablehlo.bitcast_convert"(%278) : (tensor<2x2xui32>) -> tensor<2xui64>
    %280:2 = "stablehlo.rng_bit_generator"(%279) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>)
    %281 = "stablehlo.bitcast_convert"(%280#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %282 = "stablehlo.reshape"(%281) : (tensor<2x2xui32>) -> tensor<4xui32>
    %283 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "func.call"(%arg50, %283, %284) <{callee = @_uniform_1}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %286 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %287 = "stablehlo.constant"() <{value = dense<100> : tensor<i32>}> : () -> tensor<i32>
    %288 = "func.call"(%273, %286, %287) <{callee = @_randint}> : (tensor<4xui32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%276, %277, %280#1, %285, %288) : (tensor<4x3xf32>, tensor<5xf32>, tensor<6xui32>, tensor<3xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2x1xui32>, %arg29: tensor<2x1xui32>, %arg30: tensor<1x2xui32>, %arg31: tensor<1x2xui32>):
    %226 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %227 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %228 = "stablehlo.xor"(%arg28, %arg29) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %229 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x1xui32>
    %231 = "stablehlo.xor"(%228, %230) : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x1xui32>
    %232 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %233 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %234 = "stablehlo.add"(%232, %233) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %235 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<2x2xui32>
    %236 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %237 = "stablehlo.add"(%235, %236) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %238 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %240:9 = "stablehlo.while"(%239, %238, %234, %237, %arg29, %231, %arg28, %226, %227) ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>, %arg43: tensor<2x2xui32>, %arg44: tensor<2x2xui32>, %arg45: tensor<2x1xui32>, %arg46: tensor<2x1xui32>, %arg47: tensor<2x1xui32>, %arg48: tensor<4xui32>, %arg49: tensor<4xui32>):
      %244 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %245 = "stablehlo.compare"(%arg41, %244) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%245) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg32: tensor<i32>, %arg33: tensor<i32>, %arg34: tensor<2x2xui32>, %arg35: tensor<2x2xui32>, %arg36: tensor<2x1xui32>, %arg37: tensor<2x1xui32>, %arg38: tensor<2x1xui32>, %arg39: tensor<4xui32>, %arg40: tensor<4xui32>):
      %241:8 = "func.call"(%arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40) <{callee = @closed_call}> : (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %242 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %243 = "stablehlo.add"(%arg32, %242) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%243, %241#0, %241#1, %241#2, %241#3, %241#4, %241#5, %241#6, %241#7) : (tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%240#2, %240#3) : (tensor<2x2xui32>, tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<i32>, %arg21: tensor<2x2xui32>, %arg22: tensor<2x2xui32>, %arg23: tensor<2x1xui32>, %arg24: tensor<2x1xui32>, %arg25: tensor<2x1xui32>, %arg26: tensor<4xui32>, %arg27: tensor<4xui32>):
    %171 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %172 = "stablehlo.add"(%arg20, %171) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %174 = "stablehlo.reshape"(%173) : (tensor<1xui32>) -> tensor<ui32>
    %175 = "stablehlo.add"(%arg21, %arg22) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %176 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %177 = "stablehlo.shift_left"(%arg22, %176) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %178 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %179 = "stablehlo.subtract"(%178, %174) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %181 = "stablehlo.shift_right_logical"(%arg22, %180) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %182 = "stablehlo.or"(%177, %181) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %183 = "stablehlo.xor"(%175, %182) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %184 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %185 = "stablehlo.reshape"(%184) : (tensor<1xui32>) -> tensor<ui32>
    %186 = "stablehlo.add"(%175, %183) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %187 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %188 = "stablehlo.shift_left"(%183, %187) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %189 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %190 = "stablehlo.subtract"(%189, %185) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %192 = "stablehlo.shift_right_logical"(%183, %191) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %193 = "stablehlo.or"(%188, %192) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %194 = "stablehlo.xor"(%186, %193) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %195 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %196 = "stablehlo.reshape"(%195) : (tensor<1xui32>) -> tensor<ui32>
    %197 = "stablehlo.add"(%186, %194) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %198 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %199 = "stablehlo.shift_left"(%194, %198) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %200 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %201 = "stablehlo.subtract"(%200, %196) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %203 = "stablehlo.shift_right_logical"(%194, %202) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %204 = "stablehlo.or"(%199, %203) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %205 = "stablehlo.xor"(%197, %204) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %206 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %207 = "stablehlo.reshape"(%206) : (tensor<1xui32>) -> tensor<ui32>
    %208 = "stablehlo.add"(%197, %205) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %209 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %210 = "stablehlo.shift_left"(%205, %209) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %211 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %212 = "stablehlo.subtract"(%211, %207) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %214 = "stablehlo.shift_right_logical"(%205, %213) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %215 = "stablehlo.or"(%210, %214) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %216 = "stablehlo.xor"(%208, %215) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %217 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %218 = "stablehlo.add"(%208, %217) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %219 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xui32>) -> tensor<2x2xui32>
    %220 = "stablehlo.add"(%216, %219) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    %221 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %222 = "stablehlo.add"(%arg20, %221) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %223 = "stablehlo.convert"(%222) : (tensor<i32>) -> tensor<ui32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2xui32>
    %225 = "stablehlo.add"(%220, %224) : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
    "func.return"(%172, %218, %225, %arg24, %arg25, %arg23, %arg27, %arg26) : (tensor<i32>, tensor<2x2xui32>, tensor<2x2xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4xui32>, %arg18: tensor<f32>, %arg19: tensor<f32>):
    %145 = "stablehlo.convert"(%arg18) : (tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.convert"(%arg19) : (tensor<f32>) -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %148 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %149 = "stablehlo.reshape"(%arg17) : (tensor<4xui32>) -> tensor<2x2xui32>
    %150 = "stablehlo.bitcast_convert"(%149) : (tensor<2x2xui32>) -> tensor<2xui64>
    %151:2 = "stablehlo.rng_bit_generator"(%150) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xui32>)
    %152 = "stablehlo.bitcast_convert"(%151#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %153 = "stablehlo.reshape"(%152) : (tensor<2x2xui32>) -> tensor<4xui32>
    %154 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %156 = "stablehlo.shift_right_logical"(%151#1, %155) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %157 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %159 = "stablehlo.or"(%156, %158) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %160 = "stablehlo.bitcast_convert"(%159) : (tensor<4x3xui32>) -> tensor<4x3xf32>
    %161 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %163 = "stablehlo.subtract"(%160, %162) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %164 = "stablehlo.subtract"(%148, %147) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %166 = "stablehlo.multiply"(%163, %165) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %167 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %168 = "stablehlo.add"(%166, %167) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %169 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %170 = "stablehlo.maximum"(%169, %168) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%170) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xui32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<4xui32>):
    %144 = "func.call"(%arg16) <{callee = @_normal_real}> : (tensor<4xui32>) -> tensor<5xf32>
    "func.return"(%144) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xui32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4xui32>):
    %137 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "func.call"(%arg15, %137, %138) <{callee = @_uniform_0}> : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %140 = "chlo.erf_inv"(%139) : (tensor<5xf32>) -> tensor<5xf32>
    %141 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %143 = "stablehlo.multiply"(%142, %140) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%143) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xui32>, %arg13: tensor<f32>, %arg14: tensor<f32>):
    %113 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %115 = "stablehlo.reshape"(%arg12) : (tensor<4xui32>) -> tensor<2x2xui32>
    %116 = "stablehlo.bitcast_convert"(%115) : (tensor<2x2xui32>) -> tensor<2xui64>
    %117:2 = "stablehlo.rng_bit_generator"(%116) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui32>)
    %118 = "stablehlo.bitcast_convert"(%117#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %119 = "stablehlo.reshape"(%118) : (tensor<2x2xui32>) -> tensor<4xui32>
    %120 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %122 = "stablehlo.shift_right_logical"(%117#1, %121) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %123 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %125 = "stablehlo.or"(%122, %124) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %126 = "stablehlo.bitcast_convert"(%125) : (tensor<5xui32>) -> tensor<5xf32>
    %127 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %129 = "stablehlo.subtract"(%126, %128) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %130 = "stablehlo.subtract"(%114, %113) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %132 = "stablehlo.multiply"(%129, %131) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %133 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %134 = "stablehlo.add"(%132, %133) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %135 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %136 = "stablehlo.maximum"(%135, %134) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%136) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xui32>, %arg10: tensor<f32>, %arg11: tensor<f32>):
    %87 = "stablehlo.convert"(%arg10) : (tensor<f32>) -> tensor<f32>
    %88 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %90 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %91 = "stablehlo.reshape"(%arg9) : (tensor<4xui32>) -> tensor<2x2xui32>
    %92 = "stablehlo.bitcast_convert"(%91) : (tensor<2x2xui32>) -> tensor<2xui64>
    %93:2 = "stablehlo.rng_bit_generator"(%92) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
    %94 = "stablehlo.bitcast_convert"(%93#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %95 = "stablehlo.reshape"(%94) : (tensor<2x2xui32>) -> tensor<4xui32>
    %96 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %98 = "stablehlo.shift_right_logical"(%93#1, %97) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %99 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %101 = "stablehlo.or"(%98, %100) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %102 = "stablehlo.bitcast_convert"(%101) : (tensor<3xui32>) -> tensor<3xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %105 = "stablehlo.subtract"(%102, %104) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %106 = "stablehlo.subtract"(%90, %89) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %108 = "stablehlo.multiply"(%105, %107) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %109 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %111 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %112 = "stablehlo.maximum"(%111, %110) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%112) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xui32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4xui32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %7 = "func.call"(%4, %5, %6) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.compare"(%arg8, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %11 = "func.call"(%arg7, %9, %10) <{callee = @clip_2}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.convert"(%11) : (tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %15 = "func.call"(%arg8, %13, %14) <{callee = @clip_2}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.convert"(%15) : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.reshape"(%arg6) : (tensor<4xui32>) -> tensor<2x2xui32>
    %20 = "stablehlo.slice"(%19) <{limit_indices = array<i64: 2, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x1xui32>) -> tensor<2xui32>
    %22 = "stablehlo.slice"(%19) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %23 = "stablehlo.reshape"(%22) : (tensor<2x1xui32>) -> tensor<2xui32>
    %24 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %25 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %27 = "stablehlo.multiply"(%26, %24) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %28 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %30 = "stablehlo.shift_right_logical"(%27, %29) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %31 = "stablehlo.convert"(%27) : (tensor<2xui64>) -> tensor<2xui32>
    %32 = "stablehlo.convert"(%30) : (tensor<2xui64>) -> tensor<2xui32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %34 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %35 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %36 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %37:2 = "func.call"(%35, %36, %33, %34) <{callee = @threefry2x32}> : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>)
    %38 = "stablehlo.broadcast_in_dim"(%37#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %39 = "stablehlo.broadcast_in_dim"(%37#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xui32>) -> tensor<2x2x1xui32>
    %40 = "stablehlo.concatenate"(%38, %39) <{dimension = 2 : i64}> : (tensor<2x2x1xui32>, tensor<2x2x1xui32>) -> tensor<2x2x2xui32>
    %41 = "stablehlo.transpose"(%40) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x2x2xui32>) -> tensor<2x2x2xui32>
    %42 = "stablehlo.reshape"(%41) : (tensor<2x2x2xui32>) -> tensor<2x4xui32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x4xui32>) -> tensor<4xui32>
    %45 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %46 = "stablehlo.reshape"(%45) : (tensor<1x4xui32>) -> tensor<4xui32>
    %47 = "stablehlo.reshape"(%44) : (tensor<4xui32>) -> tensor<2x2xui32>
    %48 = "stablehlo.bitcast_convert"(%47) : (tensor<2x2xui32>) -> tensor<2xui64>
    %49:2 = "stablehlo.rng_bit_generator"(%48) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %50 = "stablehlo.bitcast_convert"(%49#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %51 = "stablehlo.reshape"(%50) : (tensor<2x2xui32>) -> tensor<4xui32>
    %52 = "stablehlo.reshape"(%46) : (tensor<4xui32>) -> tensor<2x2xui32>
    %53 = "stablehlo.bitcast_convert"(%52) : (tensor<2x2xui32>) -> tensor<2xui64>
    %54:2 = "stablehlo.rng_bit_generator"(%53) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    %55 = "stablehlo.bitcast_convert"(%54#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %56 = "stablehlo.reshape"(%55) : (tensor<2x2xui32>) -> tensor<4xui32>
    %57 = "stablehlo.subtract"(%18, %17) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %58 = "stablehlo.convert"(%57) : (tensor<1xi32>) -> tensor<1xui32>
    %59 = "stablehlo.compare"(%18, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %60 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %62 = "stablehlo.select"(%59, %61, %58) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %63 = "stablehlo.compare"(%18, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %64 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %65 = "stablehlo.and"(%64, %63) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %66 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %68 = "stablehlo.add"(%62, %67) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %69 = "stablehlo.select"(%65, %68, %62) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %70 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %72 = "stablehlo.remainder"(%71, %69) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %73 = "stablehlo.multiply"(%72, %72) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %74 = "stablehlo.remainder"(%73, %69) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %75 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<4xui32>
    %76 = "stablehlo.remainder"(%49#1, %75) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %77 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<4xui32>
    %78 = "stablehlo.multiply"(%76, %77) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %79 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<4xui32>
    %80 = "stablehlo.remainder"(%54#1, %79) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %81 = "stablehlo.add"(%78, %80) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %82 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<4xui32>
    %83 = "stablehlo.remainder"(%81, %82) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %84 = "stablehlo.convert"(%83) : (tensor<4xui32>) -> tensor<4xi32>
    %85 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<4xi32>
    %86 = "stablehlo.add"(%85, %84) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%86) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %2 = "stablehlo.maximum"(%arg4, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.minimum"(%arg5, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.maximum"(%arg1, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.minimum"(%arg2, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
