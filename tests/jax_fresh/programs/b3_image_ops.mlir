"builtin.module"() <{sym_name = "jit_image_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x4xf32>, tensor<6x7xui8>) -> (tensor<7x3xf32>, tensor<6x6xf32>, tensor<5x4xf32>, tensor<6x7xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg52: tensor<5x4xf32>, %arg53: tensor<6x7xui8>):
    %239 = "stablehlo.constant"() <{value = dense<[1.500000e+00, 1.200000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %240 = "stablehlo.constant"() <{value = dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %241 = "stablehlo.constant"() <{value = dense<[2.500000e-01, 5.000000e-01, 2.500000e-01]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %242 = "func.call"(%arg52) <{callee = @_resize}> : (tensor<5x4xf32>) -> tensor<7x3xf32>
    %243 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<1xf32>) -> tensor<f32>
    %245 = "stablehlo.slice"(%240) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<1xf32>) -> tensor<f32>
    %247 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.divide"(%247, %244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %249 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.maximum"(%248, %249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %251 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %252 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %254 = "stablehlo.add"(%251, %253) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %255 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %256 = "stablehlo.multiply"(%254, %255) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %257 = "stablehlo.multiply"(%246, %248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %259 = "stablehlo.subtract"(%256, %258) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %260 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %262 = "stablehlo.subtract"(%259, %261) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %263 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %264 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %265 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %266 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<5x6xf32>
    %267 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x6xf32>
    %268 = "stablehlo.subtract"(%266, %267) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %269 = "stablehlo.abs"(%268) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %270 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %271 = "stablehlo.divide"(%269, %270) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %272 = "stablehlo.abs"(%271) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %275 = "stablehlo.subtract"(%274, %272) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %278 = "stablehlo.maximum"(%277, %275) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %424 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%424) : (tensor<f32>) -> ()
    }) : (tensor<5x6xf32>, tensor<f32>) -> tensor<6xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %282 = "stablehlo.abs"(%281) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %283 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %285 = "stablehlo.compare"(%282, %284) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %286 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %288 = "stablehlo.compare"(%281, %287) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %289 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %290 = "func.call"(%288, %281, %289) <{callee = @_where_7}> : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<5x6xf32>
    %292 = "stablehlo.divide"(%278, %291) : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %293 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %294 = "func.call"(%285, %292, %293) <{callee = @_where_8}> : (tensor<1x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    %295 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %297 = "stablehlo.compare"(%262, %296) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %298 = "stablehlo.constant"() <{value = dense<4.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %300 = "stablehlo.compare"(%262, %299) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %301 = "stablehlo.and"(%297, %300) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %303 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %304 = "func.call"(%302, %294, %303) <{callee = @_where_8}> : (tensor<1x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>
    %305 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<1xf32>) -> tensor<f32>
    %307 = "stablehlo.slice"(%240) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1xf32>) -> tensor<f32>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.divide"(%309, %306) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.maximum"(%310, %311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %313 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %314 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %316 = "stablehlo.add"(%313, %315) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %317 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %318 = "stablehlo.multiply"(%316, %317) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %319 = "stablehlo.multiply"(%308, %310) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %321 = "stablehlo.subtract"(%318, %320) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %322 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %324 = "stablehlo.subtract"(%321, %323) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %325 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %326 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %327 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %328 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %329 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %330 = "stablehlo.subtract"(%328, %329) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %331 = "stablehlo.abs"(%330) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %332 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %333 = "stablehlo.divide"(%331, %332) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %334 = "stablehlo.abs"(%333) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %337 = "stablehlo.subtract"(%336, %334) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %340 = "stablehlo.maximum"(%339, %337) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %423 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%423) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %344 = "stablehlo.abs"(%343) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %345 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %347 = "stablehlo.compare"(%344, %346) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %350 = "stablehlo.compare"(%343, %349) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %351 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %352 = "func.call"(%350, %343, %351) <{callee = @_where_7}> : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %354 = "stablehlo.divide"(%340, %353) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %355 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %356 = "func.call"(%347, %354, %355) <{callee = @_where_9}> : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %357 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %359 = "stablehlo.compare"(%324, %358) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %360 = "stablehlo.constant"() <{value = dense<3.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %362 = "stablehlo.compare"(%324, %361) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %363 = "stablehlo.and"(%359, %362) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %365 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %366 = "func.call"(%364, %356, %365) <{callee = @_where_9}> : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %367 = "stablehlo.dot_general"(%304, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x6xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    %368 = "stablehlo.dot_general"(%367, %366) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<6x4xf32>, tensor<4x6xf32>) -> tensor<6x6xf32>
    %369 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %370 = "func.call"(%369) <{callee = @_flip}> : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<5x4xf32>) -> tensor<1x1x5x4xf32>
    %372 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<3x1xf32>) -> tensor<1x1x3x1xf32>
    %373 = "stablehlo.convolution"(%371, %372) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x1x5x4xf32>, tensor<1x1x3x1xf32>) -> tensor<1x1x5x4xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<1x1x5x4xf32>) -> tensor<5x4xf32>
    %375 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %376 = "func.call"(%375) <{callee = @_flip_10}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %377 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<5x4xf32>) -> tensor<1x1x5x4xf32>
    %378 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x3xf32>) -> tensor<1x1x1x3xf32>
    %379 = "stablehlo.convolution"(%377, %378) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x1x5x4xf32>, tensor<1x1x1x3xf32>) -> tensor<1x1x5x4xf32>
    %380 = "stablehlo.reshape"(%379) : (tensor<1x1x5x4xf32>) -> tensor<5x4xf32>
    %381 = "stablehlo.reshape"(%arg53) : (tensor<6x7xui8>) -> tensor<42xui8>
    %382 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256xi32>
    %384 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %385 = "func.call"(%381, %384) <{callee = @clip}> : (tensor<42xui8>, tensor<i32>) -> tensor<42xui8>
    %386 = "stablehlo.convert"(%385) : (tensor<42xui8>) -> tensor<42xi32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 0>}> : (tensor<42xi32>) -> tensor<42x1xi32>
    %388 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<42xi32>
    %390 = "stablehlo.scatter"(%383, %387, %389) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<i32>, %arg55: tensor<i32>):
      %422 = "stablehlo.add"(%arg54, %arg55) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%422) : (tensor<i32>) -> ()
    }) : (tensor<256xi32>, tensor<42x1xi32>, tensor<42xi32>) -> tensor<256xi32>
    %391 = "func.call"(%390) <{callee = @cumsum}> : (tensor<256xi32>) -> tensor<256xi32>
    %392 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256xi32>
    %394 = "stablehlo.compare"(%391, %393) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %395 = "func.call"(%394) <{callee = @argmax}> : (tensor<256xi1>) -> tensor<i32>
    %396 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %397 = "stablehlo.compare"(%395, %396) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %398 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %399 = "stablehlo.add"(%395, %398) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %400 = "stablehlo.select"(%397, %399, %395) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %401 = "stablehlo.dynamic_slice"(%391, %400) <{slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<i32>) -> tensor<1xi32>
    %402 = "stablehlo.reshape"(%401) : (tensor<1xi32>) -> tensor<i32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256xi32>
    %404 = "stablehlo.subtract"(%391, %403) : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %405 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 256>, start_indices = array<i64: 255>, strides = array<i64: 1>}> : (tensor<256xi32>) -> tensor<1xi32>
    %406 = "stablehlo.reshape"(%405) : (tensor<1xi32>) -> tensor<i32>
    %407 = "stablehlo.subtract"(%406, %402) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %408 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %409 = "stablehlo.maximum"(%407, %408) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %410 = "stablehlo.convert"(%404) : (tensor<256xi32>) -> tensor<256xf32>
    %411 = "stablehlo.convert"(%409) : (tensor<i32>) -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %413 = "stablehlo.divide"(%410, %412) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %414 = "stablehlo.constant"() <{value = dense<2.550000e+02> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %416 = "stablehlo.multiply"(%413, %415) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %417 = "func.call"(%416) <{callee = @round}> : (tensor<256xf32>) -> tensor<256xf32>
    %418 = "stablehlo.convert"(%417) : (tensor<256xf32>) -> tensor<256xui8>
    %419 = "stablehlo.convert"(%arg53) : (tensor<6x7xui8>) -> tensor<6x7xi32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x7xi32>) -> tensor<6x7x1xi32>
    %421 = "stablehlo.gather"(%418, %420) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<256xui8>, tensor<6x7x1xi32>) -> tensor<6x7xui8>
    "func.return"(%242, %368, %380, %421) : (tensor<7x3xf32>, tensor<6x6xf32>, tensor<5x4xf32>, tensor<6x7xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x4xf32>) -> tensor<7x3xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<5x4xf32>):
    %61 = "stablehlo.constant"() <{value = dense<0.714285731> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.maximum"(%61, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %65 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %67 = "stablehlo.add"(%64, %66) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.714285731> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %70 = "stablehlo.multiply"(%67, %69) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %73 = "stablehlo.subtract"(%70, %72) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %74 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %76 = "stablehlo.subtract"(%73, %75) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %77 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %78 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %79 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %80 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %81 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x7xf32>
    %82 = "stablehlo.subtract"(%80, %81) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %83 = "stablehlo.abs"(%82) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %84 = "stablehlo.convert"(%63) : (tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %86 = "stablehlo.divide"(%83, %85) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %87 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %89 = "stablehlo.multiply"(%88, %86) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %90 = "stablehlo.sine"(%89) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %91 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %93 = "stablehlo.multiply"(%92, %90) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %94 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %96 = "stablehlo.multiply"(%95, %86) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %97 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %99 = "stablehlo.divide"(%96, %98) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %100 = "stablehlo.sine"(%99) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %101 = "stablehlo.multiply"(%93, %100) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %104 = "stablehlo.compare"(%86, %103) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %107 = "stablehlo.compare"(%86, %106) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %108 = "stablehlo.multiply"(%86, %86) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %109 = "stablehlo.constant"() <{value = dense<9.86960411> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %112 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %113 = "func.call"(%107, %111, %112) <{callee = @_where}> : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %114 = "stablehlo.divide"(%101, %113) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %115 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %116 = "func.call"(%104, %114, %115) <{callee = @_where}> : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %117 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %119 = "stablehlo.compare"(%86, %118) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "func.call"(%119, %120, %116) <{callee = @_where_0}> : (tensor<5x7xi1>, tensor<f32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.reduce"(%121, %122) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %238 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<f32>) -> tensor<7xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %125 = "stablehlo.abs"(%124) : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %126 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %128 = "stablehlo.compare"(%125, %127) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %131 = "stablehlo.compare"(%124, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %132 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %133 = "func.call"(%131, %124, %132) <{callee = @_where_1}> : (tensor<1x7xi1>, tensor<1x7xf32>, tensor<i32>) -> tensor<1x7xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %135 = "stablehlo.divide"(%121, %134) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "func.call"(%128, %135, %136) <{callee = @_where_2}> : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %138 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %140 = "stablehlo.compare"(%76, %139) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %141 = "stablehlo.constant"() <{value = dense<4.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %143 = "stablehlo.compare"(%76, %142) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %144 = "stablehlo.and"(%140, %143) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xi1>) -> tensor<1x7xi1>
    %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %147 = "func.call"(%145, %137, %146) <{callee = @_where_2}> : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %148 = "stablehlo.constant"() <{value = dense<1.33333337> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.maximum"(%148, %149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %151 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %152 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %154 = "stablehlo.add"(%151, %153) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.33333337> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %157 = "stablehlo.multiply"(%154, %156) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %160 = "stablehlo.subtract"(%157, %159) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %161 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %163 = "stablehlo.subtract"(%160, %162) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %164 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %165 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %166 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %167 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %168 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %169 = "stablehlo.subtract"(%167, %168) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %170 = "stablehlo.abs"(%169) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %171 = "stablehlo.convert"(%150) : (tensor<f32>) -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %173 = "stablehlo.divide"(%170, %172) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %174 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %176 = "stablehlo.multiply"(%175, %173) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %177 = "stablehlo.sine"(%176) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %178 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %180 = "stablehlo.multiply"(%179, %177) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %181 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %183 = "stablehlo.multiply"(%182, %173) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %184 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %186 = "stablehlo.divide"(%183, %185) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %187 = "stablehlo.sine"(%186) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %188 = "stablehlo.multiply"(%180, %187) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %189 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %191 = "stablehlo.compare"(%173, %190) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %194 = "stablehlo.compare"(%173, %193) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %195 = "stablehlo.multiply"(%173, %173) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %196 = "stablehlo.constant"() <{value = dense<9.86960411> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %198 = "stablehlo.multiply"(%197, %195) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %199 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %200 = "func.call"(%194, %198, %199) <{callee = @_where_3}> : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %201 = "stablehlo.divide"(%188, %200) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %202 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %203 = "func.call"(%191, %201, %202) <{callee = @_where_3}> : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %204 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %206 = "stablehlo.compare"(%173, %205) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "func.call"(%206, %207, %203) <{callee = @_where_4}> : (tensor<4x3xi1>, tensor<f32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %237 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%237) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %212 = "stablehlo.abs"(%211) : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %213 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %215 = "stablehlo.compare"(%212, %214) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %218 = "stablehlo.compare"(%211, %217) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %219 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %220 = "func.call"(%218, %211, %219) <{callee = @_where_5}> : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %222 = "stablehlo.divide"(%208, %221) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %223 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %224 = "func.call"(%215, %222, %223) <{callee = @_where_6}> : (tensor<1x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %225 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %227 = "stablehlo.compare"(%163, %226) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %228 = "stablehlo.constant"() <{value = dense<3.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %230 = "stablehlo.compare"(%163, %229) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %231 = "stablehlo.and"(%227, %230) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi1>) -> tensor<1x3xi1>
    %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %234 = "func.call"(%232, %224, %233) <{callee = @_where_6}> : (tensor<1x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>
    %235 = "stablehlo.dot_general"(%234, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
    %236 = "stablehlo.dot_general"(%147, %235) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x7xf32>, tensor<3x5xf32>) -> tensor<7x3xf32>
    "func.return"(%236) : (tensor<7x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<5x7xi1>, %arg45: tensor<5x7xf32>, %arg46: tensor<i32>):
    %58 = "stablehlo.convert"(%arg46) : (tensor<i32>) -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %60 = "stablehlo.select"(%arg44, %arg45, %59) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%60) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x7xi1>, tensor<f32>, tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<5x7xi1>, %arg42: tensor<f32>, %arg43: tensor<5x7xf32>):
    %55 = "stablehlo.convert"(%arg42) : (tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %57 = "stablehlo.select"(%arg41, %56, %arg43) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%57) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x7xi1>, tensor<1x7xf32>, tensor<i32>) -> tensor<1x7xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<1x7xi1>, %arg39: tensor<1x7xf32>, %arg40: tensor<i32>):
    %52 = "stablehlo.convert"(%arg40) : (tensor<i32>) -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %54 = "stablehlo.select"(%arg38, %arg39, %53) : (tensor<1x7xi1>, tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xf32>
    "func.return"(%54) : (tensor<1x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<1x7xi1>, %arg36: tensor<5x7xf32>, %arg37: tensor<i32>):
    %48 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xi1>) -> tensor<5x7xi1>
    %50 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %51 = "stablehlo.select"(%49, %arg36, %50) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%51) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4x3xi1>, %arg33: tensor<4x3xf32>, %arg34: tensor<i32>):
    %45 = "stablehlo.convert"(%arg34) : (tensor<i32>) -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %47 = "stablehlo.select"(%arg32, %arg33, %46) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%47) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xi1>, tensor<f32>, tensor<4x3xf32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<4x3xi1>, %arg30: tensor<f32>, %arg31: tensor<4x3xf32>):
    %42 = "stablehlo.convert"(%arg30) : (tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %44 = "stablehlo.select"(%arg29, %43, %arg31) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%44) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x3xi1>, %arg27: tensor<1x3xf32>, %arg28: tensor<i32>):
    %39 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x3xf32>
    %41 = "stablehlo.select"(%arg26, %arg27, %40) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    "func.return"(%41) : (tensor<1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x3xi1>, tensor<4x3xf32>, tensor<i32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<1x3xi1>, %arg24: tensor<4x3xf32>, %arg25: tensor<i32>):
    %35 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi1>) -> tensor<4x3xi1>
    %37 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %38 = "stablehlo.select"(%36, %arg24, %37) : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%38) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<1x6xi1>, %arg21: tensor<1x6xf32>, %arg22: tensor<i32>):
    %32 = "stablehlo.convert"(%arg22) : (tensor<i32>) -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %34 = "stablehlo.select"(%arg20, %arg21, %33) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    "func.return"(%34) : (tensor<1x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<5x6xf32>, tensor<i32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<1x6xi1>, %arg18: tensor<5x6xf32>, %arg19: tensor<i32>):
    %28 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<5x6xi1>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %31 = "stablehlo.select"(%29, %arg18, %30) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%31) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1x6xi1>, %arg15: tensor<4x6xf32>, %arg16: tensor<i32>):
    %24 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<4x6xi1>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %27 = "stablehlo.select"(%25, %arg15, %26) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%27) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x1xf32>) -> tensor<3x1xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<3x1xf32>):
    %23 = "stablehlo.reverse"(%arg13) <{dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x1xf32>
    "func.return"(%23) : (tensor<3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x3xf32>) -> tensor<1x3xf32>, res_attrs = [{}], sym_name = "_flip_10", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1x3xf32>):
    %22 = "stablehlo.reverse"(%arg12) <{dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<1x3xf32>
    "func.return"(%22) : (tensor<1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<42xui8>, tensor<i32>) -> tensor<42xui8>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<42xui8>, %arg11: tensor<i32>):
    %19 = "stablehlo.convert"(%arg11) : (tensor<i32>) -> tensor<ui8>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<42xui8>
    %21 = "stablehlo.maximum"(%20, %arg10) : (tensor<42xui8>, tensor<42xui8>) -> tensor<42xui8>
    "func.return"(%21) : (tensor<42xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256xi32>) -> tensor<256xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<256xi32>):
    %18 = "func.call"(%arg9) <{callee = @cumsum_11}> : (tensor<256xi32>) -> tensor<256xi32>
    "func.return"(%18) : (tensor<256xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<256xi32>) -> tensor<256xi32>, sym_name = "cumsum_11", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<256xi32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.reduce_window"(%arg6, %15) <{base_dilations = array<i64: 1>, padding = dense<[[255, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 256>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %17 = "stablehlo.add"(%arg7, %arg8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%17) : (tensor<i32>) -> ()
    }) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    "func.return"(%16) : (tensor<256xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<256xi1>) -> tensor<i32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<256xi1>):
    %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<256xi32>
    %2 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4:2 = "stablehlo.reduce"(%arg1, %1, %2, %3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i1>, %arg5: tensor<i32>):
      %5 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.or"(%5, %6) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = "stablehlo.compare"(%arg3, %arg5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = "stablehlo.and"(%8, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.or"(%7, %10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.select"(%7, %arg2, %arg4) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %13 = "stablehlo.select"(%11, %arg3, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%12, %13) : (tensor<i1>, tensor<i32>) -> ()
    }) : (tensor<256xi1>, tensor<256xi32>, tensor<i1>, tensor<i32>) -> (tensor<i1>, tensor<i32>)
    "func.return"(%4#1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256xf32>) -> tensor<256xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<256xf32>):
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<256xf32>) -> tensor<256xf32>
    "func.return"(%0) : (tensor<256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
