"builtin.module"() <{sym_name = "jit_dropout_train"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<4x6xf32>, tensor<6x5xf32>) -> (tensor<4x5xf32>, tensor<i32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg108: tensor<2xui32>, %arg109: tensor<4x6xf32>, %arg110: tensor<6x5xf32>):
    %334 = "func.call"(%arg108) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %335 = "stablehlo.slice"(%334) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %336 = "stablehlo.reshape"(%335) : (tensor<1x2xui32>) -> tensor<2xui32>
    %337 = "stablehlo.slice"(%334) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %338 = "stablehlo.reshape"(%337) : (tensor<1x2xui32>) -> tensor<2xui32>
    %339 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %340 = "func.call"(%336, %339) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>
    %341 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %343 = "stablehlo.divide"(%arg109, %342) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "func.call"(%340, %343, %344) <{callee = @_where}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %346 = "stablehlo.dot_general"(%345, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
    %347 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %348 = "func.call"(%338, %347) <{callee = @_bernoulli_2}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x5xi1>
    %349 = "func.call"(%346) <{callee = @relu}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %350 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %352 = "stablehlo.multiply"(%349, %351) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "func.call"(%348, %352, %353) <{callee = @_where_6}> : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %355 = "stablehlo.convert"(%340) : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "stablehlo.reduce"(%355, %356) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<i32>, %arg112: tensor<i32>):
      %358 = "stablehlo.add"(%arg111, %arg112) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%358) : (tensor<i32>) -> ()
    }) : (tensor<4x6xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%354, %357) : (tensor<4x5xf32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<2xui32>):
    %317 = "stablehlo.slice"(%arg107) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %318 = "stablehlo.reshape"(%317) : (tensor<1xui32>) -> tensor<ui32>
    %319 = "stablehlo.slice"(%arg107) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1xui32>) -> tensor<ui32>
    %321 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %322 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %324 = "stablehlo.multiply"(%323, %321) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %325 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %327 = "stablehlo.shift_right_logical"(%324, %326) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %328 = "stablehlo.convert"(%324) : (tensor<2xui64>) -> tensor<2xui32>
    %329 = "stablehlo.convert"(%327) : (tensor<2xui64>) -> tensor<2xui32>
    %330:2 = "func.call"(%318, %320, %329, %328) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %331 = "stablehlo.broadcast_in_dim"(%330#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %332 = "stablehlo.broadcast_in_dim"(%330#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %333 = "stablehlo.concatenate"(%331, %332) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%333) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<ui32>, %arg86: tensor<ui32>, %arg87: tensor<2xui32>, %arg88: tensor<2xui32>):
    %300 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %301 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %302 = "stablehlo.xor"(%arg85, %arg86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %303 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %304 = "stablehlo.xor"(%302, %303) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %305 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %306 = "stablehlo.add"(%arg87, %305) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %307 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %308 = "stablehlo.add"(%arg88, %307) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %309 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %310 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %311:9 = "stablehlo.while"(%310, %309, %306, %308, %arg86, %304, %arg85, %300, %301) ({
    ^bb0(%arg98: tensor<i32>, %arg99: tensor<i32>, %arg100: tensor<2xui32>, %arg101: tensor<2xui32>, %arg102: tensor<ui32>, %arg103: tensor<ui32>, %arg104: tensor<ui32>, %arg105: tensor<4xui32>, %arg106: tensor<4xui32>):
      %315 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %316 = "stablehlo.compare"(%arg98, %315) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%316) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg89: tensor<i32>, %arg90: tensor<i32>, %arg91: tensor<2xui32>, %arg92: tensor<2xui32>, %arg93: tensor<ui32>, %arg94: tensor<ui32>, %arg95: tensor<ui32>, %arg96: tensor<4xui32>, %arg97: tensor<4xui32>):
      %312:8 = "func.call"(%arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %313 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %314 = "stablehlo.add"(%arg89, %313) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%314, %312#0, %312#1, %312#2, %312#3, %312#4, %312#5, %312#6, %312#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%311#2, %311#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<i32>, %arg78: tensor<2xui32>, %arg79: tensor<2xui32>, %arg80: tensor<ui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<4xui32>, %arg84: tensor<4xui32>):
    %245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.add"(%arg77, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1xui32>) -> tensor<ui32>
    %249 = "stablehlo.add"(%arg78, %arg79) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %250 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %251 = "stablehlo.shift_left"(%arg79, %250) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %252 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %253 = "stablehlo.subtract"(%252, %248) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %255 = "stablehlo.shift_right_logical"(%arg79, %254) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %256 = "stablehlo.or"(%251, %255) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %257 = "stablehlo.xor"(%249, %256) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %258 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %259 = "stablehlo.reshape"(%258) : (tensor<1xui32>) -> tensor<ui32>
    %260 = "stablehlo.add"(%249, %257) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %261 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %262 = "stablehlo.shift_left"(%257, %261) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %263 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %264 = "stablehlo.subtract"(%263, %259) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %266 = "stablehlo.shift_right_logical"(%257, %265) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %267 = "stablehlo.or"(%262, %266) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %268 = "stablehlo.xor"(%260, %267) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %269 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %270 = "stablehlo.reshape"(%269) : (tensor<1xui32>) -> tensor<ui32>
    %271 = "stablehlo.add"(%260, %268) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %272 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %273 = "stablehlo.shift_left"(%268, %272) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %274 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %275 = "stablehlo.subtract"(%274, %270) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %277 = "stablehlo.shift_right_logical"(%268, %276) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %278 = "stablehlo.or"(%273, %277) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %279 = "stablehlo.xor"(%271, %278) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %280 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %281 = "stablehlo.reshape"(%280) : (tensor<1xui32>) -> tensor<ui32>
    %282 = "stablehlo.add"(%271, %279) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %283 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %284 = "stablehlo.shift_left"(%279, %283) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %285 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %286 = "stablehlo.subtract"(%285, %281) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %288 = "stablehlo.shift_right_logical"(%279, %287) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %289 = "stablehlo.or"(%284, %288) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %290 = "stablehlo.xor"(%282, %289) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %291 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %292 = "stablehlo.add"(%282, %291) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %293 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %294 = "stablehlo.add"(%290, %293) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %295 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %296 = "stablehlo.add"(%arg77, %295) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %297 = "stablehlo.convert"(%296) : (tensor<i32>) -> tensor<ui32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %299 = "stablehlo.add"(%294, %298) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%246, %292, %299, %arg81, %arg82, %arg80, %arg84, %arg83) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<2xui32>, %arg76: tensor<f32>):
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "func.call"(%arg75, %240, %241) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %243 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %244 = "stablehlo.compare"(%242, %243) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    "func.return"(%244) : (tensor<4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<2xui32>, %arg73: tensor<f32>, %arg74: tensor<f32>):
    %199 = "stablehlo.convert"(%arg73) : (tensor<f32>) -> tensor<f32>
    %200 = "stablehlo.convert"(%arg74) : (tensor<f32>) -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %202 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %203 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1xui32>) -> tensor<ui32>
    %205 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1xui32>) -> tensor<ui32>
    %207 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %208 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %209 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %211 = "stablehlo.multiply"(%210, %207) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %212 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %214 = "stablehlo.multiply"(%213, %208) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %215 = "stablehlo.add"(%211, %214) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %216 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %218 = "stablehlo.shift_right_logical"(%215, %217) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %219 = "stablehlo.convert"(%215) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %220 = "stablehlo.convert"(%218) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %221:2 = "func.call"(%204, %206, %220, %219) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %222 = "stablehlo.xor"(%221#0, %221#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %223 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %225 = "stablehlo.shift_right_logical"(%222, %224) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %226 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %228 = "stablehlo.or"(%225, %227) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %229 = "stablehlo.bitcast_convert"(%228) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %230 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %232 = "stablehlo.subtract"(%229, %231) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %233 = "stablehlo.subtract"(%202, %201) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %235 = "stablehlo.multiply"(%232, %234) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %236 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %237 = "stablehlo.add"(%235, %236) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %238 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %239 = "stablehlo.maximum"(%238, %237) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%239) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<4x6xui32>, %arg53: tensor<4x6xui32>):
    %182 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %183 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %184 = "stablehlo.xor"(%arg50, %arg51) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %185 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %186 = "stablehlo.xor"(%184, %185) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %187 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %188 = "stablehlo.add"(%arg52, %187) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %189 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %190 = "stablehlo.add"(%arg53, %189) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %191 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %192 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %193:9 = "stablehlo.while"(%192, %191, %188, %190, %arg51, %186, %arg50, %182, %183) ({
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>, %arg65: tensor<4x6xui32>, %arg66: tensor<4x6xui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<4xui32>, %arg71: tensor<4xui32>):
      %197 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %198 = "stablehlo.compare"(%arg63, %197) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%198) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg54: tensor<i32>, %arg55: tensor<i32>, %arg56: tensor<4x6xui32>, %arg57: tensor<4x6xui32>, %arg58: tensor<ui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<4xui32>, %arg62: tensor<4xui32>):
      %194:8 = "func.call"(%arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62) <{callee = @closed_call_1}> : (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg54, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%196, %194#0, %194#1, %194#2, %194#3, %194#4, %194#5, %194#6, %194#7) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%193#2, %193#3) : (tensor<4x6xui32>, tensor<4x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<i32>, %arg43: tensor<4x6xui32>, %arg44: tensor<4x6xui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<4xui32>, %arg49: tensor<4xui32>):
    %127 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.add"(%arg42, %127) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %129 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %130 = "stablehlo.reshape"(%129) : (tensor<1xui32>) -> tensor<ui32>
    %131 = "stablehlo.add"(%arg43, %arg44) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %132 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %133 = "stablehlo.shift_left"(%arg44, %132) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %134 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %135 = "stablehlo.subtract"(%134, %130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %137 = "stablehlo.shift_right_logical"(%arg44, %136) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %138 = "stablehlo.or"(%133, %137) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %139 = "stablehlo.xor"(%131, %138) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %140 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %141 = "stablehlo.reshape"(%140) : (tensor<1xui32>) -> tensor<ui32>
    %142 = "stablehlo.add"(%131, %139) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %143 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %144 = "stablehlo.shift_left"(%139, %143) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %145 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %146 = "stablehlo.subtract"(%145, %141) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %148 = "stablehlo.shift_right_logical"(%139, %147) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %149 = "stablehlo.or"(%144, %148) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %150 = "stablehlo.xor"(%142, %149) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %151 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %152 = "stablehlo.reshape"(%151) : (tensor<1xui32>) -> tensor<ui32>
    %153 = "stablehlo.add"(%142, %150) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %154 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %155 = "stablehlo.shift_left"(%150, %154) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %156 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %157 = "stablehlo.subtract"(%156, %152) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %159 = "stablehlo.shift_right_logical"(%150, %158) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %160 = "stablehlo.or"(%155, %159) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %161 = "stablehlo.xor"(%153, %160) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %162 = "stablehlo.slice"(%arg48) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %163 = "stablehlo.reshape"(%162) : (tensor<1xui32>) -> tensor<ui32>
    %164 = "stablehlo.add"(%153, %161) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %165 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %166 = "stablehlo.shift_left"(%161, %165) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %167 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %168 = "stablehlo.subtract"(%167, %163) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %170 = "stablehlo.shift_right_logical"(%161, %169) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %171 = "stablehlo.or"(%166, %170) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %172 = "stablehlo.xor"(%164, %171) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %173 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %174 = "stablehlo.add"(%164, %173) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %175 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %176 = "stablehlo.add"(%172, %175) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %177 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %178 = "stablehlo.add"(%arg42, %177) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %179 = "stablehlo.convert"(%178) : (tensor<i32>) -> tensor<ui32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %181 = "stablehlo.add"(%176, %180) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    "func.return"(%128, %174, %181, %arg46, %arg47, %arg45, %arg49, %arg48) : (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x6xi1>, %arg40: tensor<4x6xf32>, %arg41: tensor<f32>):
    %124 = "stablehlo.convert"(%arg41) : (tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %126 = "stablehlo.select"(%arg39, %arg40, %125) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%126) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x5xi1>, res_attrs = [{}], sym_name = "_bernoulli_2", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<2xui32>, %arg38: tensor<f32>):
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "func.call"(%arg37, %119, %120) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>
    %122 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %123 = "stablehlo.compare"(%121, %122) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    "func.return"(%123) : (tensor<4x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>, %arg35: tensor<f32>, %arg36: tensor<f32>):
    %78 = "stablehlo.convert"(%arg35) : (tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.convert"(%arg36) : (tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %82 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %83 = "stablehlo.reshape"(%82) : (tensor<1xui32>) -> tensor<ui32>
    %84 = "stablehlo.slice"(%arg34) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %85 = "stablehlo.reshape"(%84) : (tensor<1xui32>) -> tensor<ui32>
    %86 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x5xui64>
    %87 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x5xui64>
    %88 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %90 = "stablehlo.multiply"(%89, %86) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %91 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %93 = "stablehlo.multiply"(%92, %87) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %94 = "stablehlo.add"(%90, %93) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %95 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %97 = "stablehlo.shift_right_logical"(%94, %96) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %98 = "stablehlo.convert"(%94) : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %99 = "stablehlo.convert"(%97) : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %100:2 = "func.call"(%83, %85, %99, %98) <{callee = @threefry2x32_4}> : (tensor<ui32>, tensor<ui32>, tensor<4x5xui32>, tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>)
    %101 = "stablehlo.xor"(%100#0, %100#1) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %102 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %104 = "stablehlo.shift_right_logical"(%101, %103) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %105 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %107 = "stablehlo.or"(%104, %106) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %108 = "stablehlo.bitcast_convert"(%107) : (tensor<4x5xui32>) -> tensor<4x5xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %111 = "stablehlo.subtract"(%108, %110) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %112 = "stablehlo.subtract"(%81, %80) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %114 = "stablehlo.multiply"(%111, %113) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %115 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %116 = "stablehlo.add"(%114, %115) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %117 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %118 = "stablehlo.maximum"(%117, %116) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%118) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x5xui32>, tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<ui32>, %arg13: tensor<ui32>, %arg14: tensor<4x5xui32>, %arg15: tensor<4x5xui32>):
    %61 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %62 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %63 = "stablehlo.xor"(%arg12, %arg13) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %64 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %65 = "stablehlo.xor"(%63, %64) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %66 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %67 = "stablehlo.add"(%arg14, %66) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %68 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %69 = "stablehlo.add"(%arg15, %68) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72:9 = "stablehlo.while"(%71, %70, %67, %69, %arg13, %65, %arg12, %61, %62) ({
    ^bb0(%arg25: tensor<i32>, %arg26: tensor<i32>, %arg27: tensor<4x5xui32>, %arg28: tensor<4x5xui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<ui32>, %arg32: tensor<4xui32>, %arg33: tensor<4xui32>):
      %76 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %77 = "stablehlo.compare"(%arg25, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%77) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<4x5xui32>, %arg19: tensor<4x5xui32>, %arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>, %arg23: tensor<4xui32>, %arg24: tensor<4xui32>):
      %73:8 = "func.call"(%arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24) <{callee = @closed_call_5}> : (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %74 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %75 = "stablehlo.add"(%arg16, %74) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%75, %73#0, %73#1, %73#2, %73#3, %73#4, %73#5, %73#6, %73#7) : (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%72#2, %72#3) : (tensor<4x5xui32>, tensor<4x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<4x5xui32>, %arg6: tensor<4x5xui32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<4xui32>, %arg11: tensor<4xui32>):
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.add"(%arg4, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xui32>) -> tensor<ui32>
    %10 = "stablehlo.add"(%arg5, %arg6) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %12 = "stablehlo.shift_left"(%arg6, %11) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %13 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %14 = "stablehlo.subtract"(%13, %9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %16 = "stablehlo.shift_right_logical"(%arg6, %15) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %17 = "stablehlo.or"(%12, %16) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %18 = "stablehlo.xor"(%10, %17) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %19 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1xui32>) -> tensor<ui32>
    %21 = "stablehlo.add"(%10, %18) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %23 = "stablehlo.shift_left"(%18, %22) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %24 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %25 = "stablehlo.subtract"(%24, %20) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %27 = "stablehlo.shift_right_logical"(%18, %26) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %28 = "stablehlo.or"(%23, %27) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %29 = "stablehlo.xor"(%21, %28) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %30 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1xui32>) -> tensor<ui32>
    %32 = "stablehlo.add"(%21, %29) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %34 = "stablehlo.shift_left"(%29, %33) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %35 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %36 = "stablehlo.subtract"(%35, %31) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %38 = "stablehlo.shift_right_logical"(%29, %37) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %39 = "stablehlo.or"(%34, %38) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %40 = "stablehlo.xor"(%32, %39) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %41 = "stablehlo.slice"(%arg10) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %42 = "stablehlo.reshape"(%41) : (tensor<1xui32>) -> tensor<ui32>
    %43 = "stablehlo.add"(%32, %40) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %44 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %45 = "stablehlo.shift_left"(%40, %44) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %46 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %47 = "stablehlo.subtract"(%46, %42) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %49 = "stablehlo.shift_right_logical"(%40, %48) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %50 = "stablehlo.or"(%45, %49) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %51 = "stablehlo.xor"(%43, %50) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %52 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %53 = "stablehlo.add"(%43, %52) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %54 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %55 = "stablehlo.add"(%51, %54) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %56 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.add"(%arg4, %56) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.convert"(%57) : (tensor<i32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %60 = "stablehlo.add"(%55, %59) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    "func.return"(%7, %53, %60, %arg8, %arg9, %arg7, %arg11, %arg10) : (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x5xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %5 = "stablehlo.maximum"(%arg3, %4) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%5) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%2) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
