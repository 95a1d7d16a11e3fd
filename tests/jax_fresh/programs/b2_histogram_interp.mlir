"builtin.module"() <{sym_name = "jit_histogram_interp"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<5xf32>, tensor<5xf32>, tensor<7xi32>) -> (tensor<5xf32>, tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<6xi32>, tensor<7xf32>, tensor<6xf32>, tensor<4xf32>, tensor<f32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg87: tensor<8xf32>, %arg88: tensor<5xf32>, %arg89: tensor<5xf32>, %arg90: tensor<7xi32>):
    %308 = "stablehlo.constant"() <{value = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %309 = "stablehlo.constant"() <{value = dense<[1.000000e+00, -2.000000e+00, 5.000000e-01]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %310 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %312 = "func.call"(%308) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %313 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.compare"(%312, %313) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %315 = "stablehlo.slice"(%308) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<1xf32>) -> tensor<f32>
    %317 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.subtract"(%316, %317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "stablehlo.slice"(%308) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1xf32>) -> tensor<f32>
    %321 = "func.call"(%314, %318, %320) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "func.call"(%308) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.compare"(%322, %323) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %325 = "stablehlo.slice"(%308) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<1xf32>) -> tensor<f32>
    %327 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.add"(%326, %327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %329 = "stablehlo.slice"(%308) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %330 = "stablehlo.reshape"(%329) : (tensor<1xf32>) -> tensor<f32>
    %331 = "func.call"(%324, %328, %330) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %332 = "func.call"(%321, %331) <{callee = @_linspace}> : (tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %333 = "func.call"(%332, %arg87) <{callee = @searchsorted}> : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    %334 = "stablehlo.slice"(%332) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<1xf32>) -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %337 = "stablehlo.compare"(%arg87, %336) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %338 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %339 = "func.call"(%337, %338, %333) <{callee = @_where_1}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %340 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %342 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %344 = "stablehlo.compare"(%339, %343) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %345 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %347 = "stablehlo.add"(%339, %346) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %348 = "stablehlo.select"(%344, %347, %339) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %350 = "stablehlo.scatter"(%341, %349, %311) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %377 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%377) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<6xf32>
    %351 = "stablehlo.slice"(%350) <{limit_indices = array<i64: 6>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<5xf32>
    %352 = "func.call"(%arg87, %arg88, %arg89) <{callee = @_interp}> : (tensor<8xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<8xf32>
    %353 = "func.call"(%309, %arg87) <{callee = @polyval}> : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xf32>
    %354 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "func.call"(%arg90, %356) <{callee = @clip_10}> : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %358 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %360 = "stablehlo.compare"(%357, %359) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %361 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %363 = "stablehlo.add"(%357, %362) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %364 = "stablehlo.select"(%360, %363, %357) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xi32>) -> tensor<7x1xi32>
    %366 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %368 = "stablehlo.scatter"(%355, %365, %367) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg91: tensor<i32>, %arg92: tensor<i32>):
      %376 = "stablehlo.add"(%arg91, %arg92) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%376) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<6xi32>
    %369 = "func.call"(%arg87) <{callee = @diff}> : (tensor<8xf32>) -> tensor<7xf32>
    %370 = "func.call"(%arg87) <{callee = @diff_11}> : (tensor<8xf32>) -> tensor<6xf32>
    %371 = "func.call"(%arg88) <{callee = @ediff1d}> : (tensor<5xf32>) -> tensor<4xf32>
    %372 = "func.call"(%arg89, %arg88) <{callee = @trapezoid}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>
    %373 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<3xf32>
    %374 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 6>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<3xf32>
    %375 = "func.call"(%373, %374) <{callee = @cross}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%351, %332, %352, %353, %368, %369, %370, %371, %372, %375) : (tensor<5xf32>, tensor<6xf32>, tensor<8xf32>, tensor<8xf32>, tensor<6xi32>, tensor<7xf32>, tensor<6xf32>, tensor<4xf32>, tensor<f32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_ptp", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<2xf32>):
    %301 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.reduce"(%arg82, %301) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %307 = "stablehlo.maximum"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%307) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %303 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.reduce"(%arg82, %303) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %306 = "stablehlo.minimum"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%306) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %305 = "stablehlo.subtract"(%302, %304) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%305) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<i1>, %arg80: tensor<f32>, %arg81: tensor<f32>):
    %300 = "stablehlo.select"(%arg79, %arg80, %arg81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%300) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
    %284 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %285 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %287 = "stablehlo.divide"(%284, %286) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %288 = "stablehlo.reshape"(%arg77) : (tensor<f32>) -> tensor<1xf32>
    %289 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %291 = "stablehlo.subtract"(%290, %287) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %292 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %293 = "stablehlo.multiply"(%292, %291) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %294 = "stablehlo.reshape"(%arg78) : (tensor<f32>) -> tensor<1xf32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %296 = "stablehlo.multiply"(%295, %287) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %297 = "stablehlo.add"(%293, %296) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %298 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %299 = "stablehlo.concatenate"(%297, %298) <{dimension = 0 : i64}> : (tensor<5xf32>, tensor<1xf32>) -> tensor<6xf32>
    "func.return"(%299) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<6xf32>, %arg76: tensor<8xf32>):
    %283 = "func.call"(%arg75, %arg76) <{callee = @_searchsorted_scan_impl}> : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%283) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<6xf32>, %arg74: tensor<8xf32>):
    %282 = "func.call"(%arg73, %arg74) <{callee = @_searchsorted_scan_impl_0}> : (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%282) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<6xf32>, %arg62: tensor<8xf32>):
    %270 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %272 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %274 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %275:5 = "stablehlo.while"(%arg61, %arg62, %274, %271, %273) ({
    ^bb0(%arg68: tensor<6xf32>, %arg69: tensor<8xf32>, %arg70: tensor<i32>, %arg71: tensor<8xui32>, %arg72: tensor<8xui32>):
      %280 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %281 = "stablehlo.compare"(%arg70, %280) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%281) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg63: tensor<6xf32>, %arg64: tensor<8xf32>, %arg65: tensor<i32>, %arg66: tensor<8xui32>, %arg67: tensor<8xui32>):
      %277:2 = "func.call"(%arg63, %arg64, %arg66, %arg67) <{callee = @closed_call}> : (tensor<6xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %278 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %279 = "stablehlo.add"(%arg65, %278) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg63, %arg64, %279, %277#0, %277#1) : (tensor<6xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<6xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<6xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %276 = "stablehlo.convert"(%275#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%276) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<6xf32>, %arg58: tensor<8xf32>, %arg59: tensor<8xui32>, %arg60: tensor<8xui32>):
    %240 = "stablehlo.subtract"(%arg60, %arg59) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %241 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %242 = "func.call"(%240, %241) <{callee = @floor_divide}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %243 = "stablehlo.add"(%arg59, %242) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %245 = "stablehlo.gather"(%arg57, %244) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<8x1xf32>) -> tensor<8xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %249 = "stablehlo.compare"(%arg58, %248) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %252 = "stablehlo.select"(%249, %251, %arg58) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %253 = "stablehlo.compare"(%arg58, %arg58) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %254 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %256 = "stablehlo.select"(%253, %255, %252) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %259 = "stablehlo.compare"(%246, %258) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %262 = "stablehlo.select"(%259, %261, %246) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %263 = "stablehlo.compare"(%246, %246) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %264 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %266 = "stablehlo.select"(%263, %265, %262) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %267 = "stablehlo.compare"(%256, %266) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %268 = "stablehlo.select"(%267, %arg59, %243) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %269 = "stablehlo.select"(%267, %243, %arg60) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%268, %269) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<8xui32>, %arg56: tensor<i32>):
    %237 = "stablehlo.convert"(%arg56) : (tensor<i32>) -> tensor<ui32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %239 = "stablehlo.divide"(%arg55, %238) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%239) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<8xi1>, %arg53: tensor<i32>, %arg54: tensor<8xi32>):
    %234 = "stablehlo.convert"(%arg53) : (tensor<i32>) -> tensor<i32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %236 = "stablehlo.select"(%arg52, %235, %arg54) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%236) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_interp", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<8xf32>, %arg50: tensor<5xf32>, %arg51: tensor<5xf32>):
    %125 = "func.call"(%arg50, %arg49) <{callee = @searchsorted_2}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %126 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %128 = "func.call"(%125, %126, %127) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %129 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %131 = "stablehlo.compare"(%128, %130) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %132 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %134 = "stablehlo.add"(%128, %133) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %135 = "stablehlo.select"(%131, %134, %128) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %137 = "stablehlo.gather"(%arg51, %136) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %138 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %140 = "stablehlo.subtract"(%128, %139) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %141 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %143 = "stablehlo.compare"(%140, %142) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %144 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %146 = "stablehlo.add"(%140, %145) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %147 = "stablehlo.select"(%143, %146, %140) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %149 = "stablehlo.gather"(%arg51, %148) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %150 = "stablehlo.subtract"(%137, %149) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %153 = "stablehlo.compare"(%128, %152) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %154 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %156 = "stablehlo.add"(%128, %155) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %157 = "stablehlo.select"(%153, %156, %128) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %159 = "stablehlo.gather"(%arg50, %158) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %160 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %162 = "stablehlo.subtract"(%128, %161) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %163 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %165 = "stablehlo.compare"(%162, %164) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %166 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %168 = "stablehlo.add"(%162, %167) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %169 = "stablehlo.select"(%165, %168, %162) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %171 = "stablehlo.gather"(%arg50, %170) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %172 = "stablehlo.subtract"(%159, %171) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %173 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %175 = "stablehlo.subtract"(%128, %174) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %176 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %178 = "stablehlo.compare"(%175, %177) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %179 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %181 = "stablehlo.add"(%175, %180) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %182 = "stablehlo.select"(%178, %181, %175) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %184 = "stablehlo.gather"(%arg50, %183) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %185 = "stablehlo.subtract"(%arg49, %184) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %186 = "stablehlo.abs"(%172) : (tensor<8xf32>) -> tensor<8xf32>
    %187 = "stablehlo.constant"() <{value = dense<1.42108547E-14> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %189 = "stablehlo.compare"(%186, %188) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %190 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %192 = "stablehlo.subtract"(%128, %191) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %195 = "stablehlo.compare"(%192, %194) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %196 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %198 = "stablehlo.add"(%192, %197) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %199 = "stablehlo.select"(%195, %198, %192) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %201 = "stablehlo.gather"(%arg51, %200) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %202 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %204 = "stablehlo.subtract"(%128, %203) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %205 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %207 = "stablehlo.compare"(%204, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %208 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %210 = "stablehlo.add"(%204, %209) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %211 = "stablehlo.select"(%207, %210, %204) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %213 = "stablehlo.gather"(%arg51, %212) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %214 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %215 = "func.call"(%189, %214, %172) <{callee = @_where_6}> : (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>
    %216 = "stablehlo.divide"(%185, %215) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %217 = "stablehlo.multiply"(%216, %150) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %218 = "stablehlo.add"(%213, %217) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %219 = "func.call"(%189, %201, %218) <{callee = @_where_7}> : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %220 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %221 = "stablehlo.reshape"(%220) : (tensor<1xf32>) -> tensor<f32>
    %222 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %223 = "stablehlo.reshape"(%222) : (tensor<1xf32>) -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %225 = "stablehlo.compare"(%arg49, %224) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %226 = "func.call"(%225, %221, %219) <{callee = @_where_8}> : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %227 = "stablehlo.slice"(%arg51) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<1xf32>) -> tensor<f32>
    %229 = "stablehlo.slice"(%arg50) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1xf32>) -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %232 = "stablehlo.compare"(%arg49, %231) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %233 = "func.call"(%232, %228, %226) <{callee = @_where_8}> : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%233) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted_2", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<5xf32>, %arg48: tensor<8xf32>):
    %124 = "func.call"(%arg47, %arg48) <{callee = @_searchsorted_scan_impl_3}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%124) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_3", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<5xf32>, %arg46: tensor<8xf32>):
    %123 = "func.call"(%arg45, %arg46) <{callee = @_searchsorted_scan_impl_4}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%123) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_4", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<5xf32>, %arg34: tensor<8xf32>):
    %111 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %113 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116:5 = "stablehlo.while"(%arg33, %arg34, %115, %112, %114) ({
    ^bb0(%arg40: tensor<5xf32>, %arg41: tensor<8xf32>, %arg42: tensor<i32>, %arg43: tensor<8xui32>, %arg44: tensor<8xui32>):
      %121 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %122 = "stablehlo.compare"(%arg42, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%122) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<5xf32>, %arg36: tensor<8xf32>, %arg37: tensor<i32>, %arg38: tensor<8xui32>, %arg39: tensor<8xui32>):
      %118:2 = "func.call"(%arg35, %arg36, %arg38, %arg39) <{callee = @closed_call_5}> : (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %119 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %120 = "stablehlo.add"(%arg37, %119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg35, %arg36, %120, %118#0, %118#1) : (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %117 = "stablehlo.convert"(%116#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%117) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<5xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8xui32>, %arg32: tensor<8xui32>):
    %81 = "stablehlo.subtract"(%arg32, %arg31) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %82 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %83 = "func.call"(%81, %82) <{callee = @floor_divide}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %84 = "stablehlo.add"(%arg31, %83) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %86 = "stablehlo.gather"(%arg29, %85) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<8x1xf32>) -> tensor<8xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %90 = "stablehlo.compare"(%arg30, %89) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %93 = "stablehlo.select"(%90, %92, %arg30) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %94 = "stablehlo.compare"(%arg30, %arg30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %95 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %97 = "stablehlo.select"(%94, %96, %93) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %100 = "stablehlo.compare"(%87, %99) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %103 = "stablehlo.select"(%100, %102, %87) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %104 = "stablehlo.compare"(%87, %87) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %105 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %107 = "stablehlo.select"(%104, %106, %103) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %108 = "stablehlo.compare"(%97, %107) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %109 = "stablehlo.select"(%108, %arg31, %84) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %110 = "stablehlo.select"(%108, %84, %arg32) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%109, %110) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<8xi32>, %arg27: tensor<i32>, %arg28: tensor<i32>):
    %75 = "stablehlo.convert"(%arg27) : (tensor<i32>) -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %77 = "stablehlo.maximum"(%76, %arg26) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %78 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<i32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %80 = "stablehlo.minimum"(%79, %77) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%80) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<8xi1>, %arg24: tensor<i32>, %arg25: tensor<8xf32>):
    %72 = "stablehlo.convert"(%arg24) : (tensor<i32>) -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %74 = "stablehlo.select"(%arg23, %73, %arg25) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%74) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<8xi1>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>):
    %71 = "stablehlo.select"(%arg20, %arg21, %arg22) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%71) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<8xi1>, %arg18: tensor<f32>, %arg19: tensor<8xf32>):
    %69 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %70 = "stablehlo.select"(%arg17, %69, %arg19) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%70) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "polyval", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3xf32>, %arg16: tensor<8xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %58 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<0xf32>
    %59 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<3xf32>
    %60 = "stablehlo.slice"(%59) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<1xf32>) -> tensor<f32>
    %62 = "func.call"(%arg16, %57, %61) <{callee = @closed_call_9}> : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %63 = "stablehlo.slice"(%59) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1xf32>) -> tensor<f32>
    %65 = "func.call"(%arg16, %62, %64) <{callee = @closed_call_9}> : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %66 = "stablehlo.slice"(%59) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<1xf32>) -> tensor<f32>
    %68 = "func.call"(%arg16, %65, %67) <{callee = @closed_call_9}> : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    "func.return"(%68) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "closed_call_9", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<f32>):
    %53 = "stablehlo.multiply"(%arg13, %arg12) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %54 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %55 = "stablehlo.add"(%53, %54) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%55) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "clip_10", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<7xi32>, %arg11: tensor<i32>):
    %50 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %52 = "stablehlo.maximum"(%51, %arg10) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%52) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "diff", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8xf32>):
    %47 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %48 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %49 = "stablehlo.subtract"(%47, %48) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%49) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "diff_11", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8xf32>):
    %41 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %42 = "stablehlo.slice"(%arg8) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>
    %43 = "stablehlo.subtract"(%41, %42) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %44 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 7>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<6xf32>
    %45 = "stablehlo.slice"(%43) <{limit_indices = array<i64: 6>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<6xf32>
    %46 = "stablehlo.subtract"(%44, %45) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%46) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "ediff1d", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<5xf32>):
    %38 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %39 = "stablehlo.slice"(%arg7) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %40 = "stablehlo.subtract"(%38, %39) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%40) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "trapezoid", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5xf32>, %arg4: tensor<5xf32>):
    %28 = "func.call"(%arg4) <{callee = @diff_12}> : (tensor<5xf32>) -> tensor<4xf32>
    %29 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %30 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %32 = "stablehlo.multiply"(%28, %31) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %37 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.multiply"(%35, %34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%36) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diff_12", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<5xf32>):
    %25 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %26 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %27 = "stablehlo.subtract"(%25, %26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%27) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "cross", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %1 = "stablehlo.reshape"(%0) : (tensor<1xf32>) -> tensor<f32>
    %2 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xf32>) -> tensor<f32>
    %4 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1xf32>) -> tensor<f32>
    %6 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xf32>) -> tensor<f32>
    %8 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xf32>) -> tensor<f32>
    %10 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %11 = "stablehlo.reshape"(%10) : (tensor<1xf32>) -> tensor<f32>
    %12 = "stablehlo.multiply"(%3, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.multiply"(%5, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.subtract"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.multiply"(%5, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.multiply"(%1, %11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.subtract"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.multiply"(%1, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.multiply"(%3, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.subtract"(%18, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %22 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %23 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %24 = "stablehlo.concatenate"(%21, %22, %23) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
    "func.return"(%24) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
