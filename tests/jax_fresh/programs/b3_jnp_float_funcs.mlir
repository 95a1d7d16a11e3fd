"builtin.module"() <{sym_name = "jit_jnp_float_funcs"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg41: tensor<12xf32>, %arg42: tensor<12xf32>):
    %344 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.constant"() <{value = dense<-9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "func.call"(%arg41, %344, %345, %346) <{callee = @nan_to_num}> : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %348 = "stablehlo.constant"() <{value = dense<2.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %350 = "func.call"(%arg41, %arg42, %348, %349) <{callee = @isclose}> : (tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xi1>
    %351 = "func.call"(%arg41, %arg41) <{callee = @isclose_0}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %352 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %354 = "stablehlo.multiply"(%arg42, %353) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %355 = "func.call"(%354) <{callee = @round}> : (tensor<12xf32>) -> tensor<12xf32>
    %356 = "stablehlo.constant"() <{value = dense<1.000000e+03> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %358 = "stablehlo.multiply"(%arg42, %357) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %359 = "func.call"(%358) <{callee = @round_1}> : (tensor<12xf32>) -> tensor<12xf32>
    %360 = "stablehlo.constant"() <{value = dense<-0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %361 = "func.call"(%arg42, %360) <{callee = @fmod}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %362 = "stablehlo.constant"() <{value = dense<-0.699999988> : tensor<f32>}> : () -> tensor<f32>
    %363 = "func.call"(%arg42, %362) <{callee = @remainder}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %364 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %365 = "func.call"(%arg42, %364) <{callee = @heaviside}> : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %366 = "func.call"(%arg42) <{callee = @sinc}> : (tensor<12xf32>) -> tensor<12xf32>
    %367 = "func.call"(%arg42) <{callee = @i0}> : (tensor<12xf32>) -> tensor<12xf32>
    %368 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %370 = "stablehlo.multiply"(%arg42, %369) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %371 = "stablehlo.maximum"(%arg42, %370) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %372 = "stablehlo.subtract"(%arg42, %370) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %373 = "stablehlo.compare"(%372, %372) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %374 = "stablehlo.add"(%arg42, %370) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %375 = "stablehlo.abs"(%372) : (tensor<12xf32>) -> tensor<12xf32>
    %376 = "stablehlo.negate"(%375) : (tensor<12xf32>) -> tensor<12xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.693147182> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %379 = "stablehlo.multiply"(%378, %376) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %380 = "stablehlo.exponential"(%379) : (tensor<12xf32>) -> tensor<12xf32>
    %381 = "stablehlo.log_plus_one"(%380) : (tensor<12xf32>) -> tensor<12xf32>
    %382 = "stablehlo.constant"() <{value = dense<1.44269502> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %384 = "stablehlo.multiply"(%383, %381) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %385 = "stablehlo.add"(%371, %384) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %386 = "stablehlo.select"(%373, %374, %385) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %387 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %389 = "stablehlo.add"(%arg42, %388) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %390 = "func.call"(%arg42, %389) <{callee = @hypot}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %391 = "stablehlo.abs"(%arg42) : (tensor<12xf32>) -> tensor<12xf32>
    %392 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %394 = "stablehlo.power"(%391, %393) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %395 = "stablehlo.negate"(%arg42) : (tensor<12xf32>) -> tensor<12xf32>
    %396 = "func.call"(%arg42, %395) <{callee = @copysign}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %397 = "func.call"(%arg41, %arg42) <{callee = @fmin}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %398 = "func.call"(%arg41, %arg42) <{callee = @fmax}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %399 = "func.call"(%arg42) <{callee = @signbit}> : (tensor<12xf32>) -> tensor<12xi1>
    %400 = "stablehlo.constant"() <{value = dense<0.0174532924> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %402 = "stablehlo.multiply"(%arg42, %401) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %403 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %405 = "stablehlo.multiply"(%arg42, %404) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %406 = "func.call"(%405) <{callee = @rint}> : (tensor<12xf32>) -> tensor<12xf32>
    %407 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %409 = "stablehlo.multiply"(%arg42, %408) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %410 = "func.call"(%409) <{callee = @trunc}> : (tensor<12xf32>) -> tensor<12xf32>
    %411 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %413 = "stablehlo.multiply"(%arg42, %412) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %414 = "func.call"(%413) <{callee = @modf}> : (tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%347, %350, %351, %355, %359, %361, %363, %365, %366, %367, %386, %390, %394, %396, %397, %398, %399, %402, %406, %410, %414) : (tensor<12xf32>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "nan_to_num", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<12xf32>, %arg38: tensor<f32>, %arg39: tensor<f32>, %arg40: tensor<f32>):
    %331 = "stablehlo.compare"(%arg37, %arg37) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %332 = "stablehlo.convert"(%arg38) : (tensor<f32>) -> tensor<f32>
    %333 = "func.call"(%331, %332, %arg37) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %334 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %336 = "stablehlo.compare"(%333, %335) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %337 = "stablehlo.convert"(%arg40) : (tensor<f32>) -> tensor<f32>
    %338 = "func.call"(%336, %337, %333) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %339 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %341 = "stablehlo.compare"(%338, %340) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %342 = "stablehlo.convert"(%arg39) : (tensor<f32>) -> tensor<f32>
    %343 = "func.call"(%341, %342, %338) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%343) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<12xi1>, %arg35: tensor<f32>, %arg36: tensor<12xf32>):
    %329 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %330 = "stablehlo.select"(%arg34, %329, %arg36) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%330) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xi1>, res_attrs = [{}], sym_name = "isclose", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<12xf32>, %arg31: tensor<12xf32>, %arg32: tensor<f32>, %arg33: tensor<f32>):
    %315 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %316 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %317 = "stablehlo.is_finite"(%arg31) : (tensor<12xf32>) -> tensor<12xi1>
    %318 = "stablehlo.subtract"(%arg30, %arg31) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %319 = "stablehlo.abs"(%318) : (tensor<12xf32>) -> tensor<12xf32>
    %320 = "stablehlo.abs"(%arg31) : (tensor<12xf32>) -> tensor<12xf32>
    %321 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %322 = "stablehlo.multiply"(%321, %320) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %323 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %324 = "stablehlo.add"(%323, %322) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %325 = "stablehlo.compare"(%319, %324) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %326 = "stablehlo.compare"(%arg30, %arg31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %327 = "stablehlo.and"(%317, %325) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %328 = "stablehlo.or"(%326, %327) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    "func.return"(%328) : (tensor<12xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>, res_attrs = [{}], sym_name = "isclose_0", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<12xf32>, %arg29: tensor<12xf32>):
    %297 = "stablehlo.compare"(%arg28, %arg28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %298 = "stablehlo.compare"(%arg29, %arg29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %299 = "stablehlo.and"(%297, %298) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %300 = "stablehlo.is_finite"(%arg29) : (tensor<12xf32>) -> tensor<12xi1>
    %301 = "stablehlo.subtract"(%arg28, %arg29) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %302 = "stablehlo.abs"(%301) : (tensor<12xf32>) -> tensor<12xf32>
    %303 = "stablehlo.abs"(%arg29) : (tensor<12xf32>) -> tensor<12xf32>
    %304 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %306 = "stablehlo.multiply"(%305, %303) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %307 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %309 = "stablehlo.add"(%308, %306) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %310 = "stablehlo.compare"(%302, %309) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %311 = "stablehlo.compare"(%arg28, %arg29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %312 = "stablehlo.and"(%300, %310) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %313 = "stablehlo.or"(%311, %312) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %314 = "stablehlo.or"(%313, %299) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    "func.return"(%314) : (tensor<12xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<12xf32>):
    %290 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %292 = "stablehlo.multiply"(%arg27, %291) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %293 = "stablehlo.round_nearest_even"(%292) : (tensor<12xf32>) -> tensor<12xf32>
    %294 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %296 = "stablehlo.divide"(%293, %295) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%296) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "round_1", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<12xf32>):
    %283 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %285 = "stablehlo.multiply"(%arg26, %284) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %286 = "stablehlo.round_nearest_even"(%285) : (tensor<12xf32>) -> tensor<12xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %289 = "stablehlo.divide"(%286, %288) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%289) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "fmod", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<12xf32>, %arg25: tensor<f32>):
    %280 = "stablehlo.convert"(%arg25) : (tensor<f32>) -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %282 = "stablehlo.remainder"(%arg24, %281) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%282) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<12xf32>, %arg23: tensor<f32>):
    %263 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %265 = "stablehlo.remainder"(%arg22, %264) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %268 = "stablehlo.compare"(%265, %267) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %271 = "stablehlo.compare"(%265, %270) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.compare"(%263, %272) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<12xi1>
    %275 = "stablehlo.compare"(%271, %274) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %276 = "stablehlo.and"(%275, %268) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %277 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %278 = "stablehlo.add"(%265, %277) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %279 = "stablehlo.select"(%276, %278, %265) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%279) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "heaviside", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<12xf32>, %arg21: tensor<f32>):
    %250 = "stablehlo.convert"(%arg21) : (tensor<f32>) -> tensor<f32>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %253 = "stablehlo.compare"(%arg20, %252) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %256 = "stablehlo.compare"(%arg20, %255) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %257 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %258 = "func.call"(%257, %arg20, %250) <{callee = @_where_2}> : (tensor<12xi1>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %259 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "func.call"(%256, %259, %258) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "func.call"(%253, %261, %260) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%262) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<12xi1>, %arg18: tensor<12xf32>, %arg19: tensor<f32>):
    %248 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %249 = "stablehlo.select"(%arg17, %arg18, %248) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%249) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "sinc", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<12xf32>):
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %233 = "stablehlo.compare"(%arg16, %232) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %234 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %236 = "stablehlo.multiply"(%235, %arg16) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %237 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "func.call"(%233, %237, %236) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %241 = "stablehlo.multiply"(%236, %240) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %242 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %244 = "stablehlo.add"(%241, %243) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %245 = "stablehlo.sine"(%238) : (tensor<12xf32>) -> tensor<12xf32>
    %246 = "stablehlo.divide"(%245, %238) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %247 = "func.call"(%233, %244, %246) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%247) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<12xi1>, %arg14: tensor<12xf32>, %arg15: tensor<12xf32>):
    %230 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%230) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "i0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<12xf32>):
    %65 = "stablehlo.abs"(%arg12) : (tensor<12xf32>) -> tensor<12xf32>
    %66 = "stablehlo.exponential"(%65) : (tensor<12xf32>) -> tensor<12xf32>
    %67 = "stablehlo.abs"(%65) : (tensor<12xf32>) -> tensor<12xf32>
    %68 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %70 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %72 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %74 = "stablehlo.multiply"(%69, %67) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %75 = "stablehlo.subtract"(%74, %71) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %82 = "stablehlo.multiply"(%75, %77) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %83 = "stablehlo.subtract"(%82, %79) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %84 = "stablehlo.constant"() <{value = dense<-1.30002498E-8> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %86 = "stablehlo.add"(%83, %85) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %87 = "stablehlo.multiply"(%75, %86) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %88 = "stablehlo.subtract"(%87, %77) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %89 = "stablehlo.constant"() <{value = dense<6.04699508E-8> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %91 = "stablehlo.add"(%88, %90) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %92 = "stablehlo.multiply"(%75, %91) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %93 = "stablehlo.subtract"(%92, %86) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %94 = "stablehlo.constant"() <{value = dense<-2.67079372E-7> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %96 = "stablehlo.add"(%93, %95) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %97 = "stablehlo.multiply"(%75, %96) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %98 = "stablehlo.subtract"(%97, %91) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.11738757E-6> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %101 = "stablehlo.add"(%98, %100) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %102 = "stablehlo.multiply"(%75, %101) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %103 = "stablehlo.subtract"(%102, %96) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %104 = "stablehlo.constant"() <{value = dense<-4.41673819E-6> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %106 = "stablehlo.add"(%103, %105) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %107 = "stablehlo.multiply"(%75, %106) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %108 = "stablehlo.subtract"(%107, %101) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.64484482E-5> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %112 = "stablehlo.multiply"(%75, %111) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %113 = "stablehlo.subtract"(%112, %106) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %114 = "stablehlo.constant"() <{value = dense<-5.75419508E-5> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %116 = "stablehlo.add"(%113, %115) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %117 = "stablehlo.multiply"(%75, %116) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %118 = "stablehlo.subtract"(%117, %111) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.88502891E-4> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %122 = "stablehlo.multiply"(%75, %121) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %123 = "stablehlo.subtract"(%122, %116) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %124 = "stablehlo.constant"() <{value = dense<-5.76375576E-4> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %126 = "stablehlo.add"(%123, %125) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %127 = "stablehlo.multiply"(%75, %126) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %128 = "stablehlo.subtract"(%127, %121) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.00163947558> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %131 = "stablehlo.add"(%128, %130) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %132 = "stablehlo.multiply"(%75, %131) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %133 = "stablehlo.subtract"(%132, %126) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %134 = "stablehlo.constant"() <{value = dense<-4.324310e-03> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %136 = "stablehlo.add"(%133, %135) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %137 = "stablehlo.multiply"(%75, %136) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %138 = "stablehlo.subtract"(%137, %131) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %139 = "stablehlo.constant"() <{value = dense<0.0105464607> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %141 = "stablehlo.add"(%138, %140) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %142 = "stablehlo.multiply"(%75, %141) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %143 = "stablehlo.subtract"(%142, %136) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %144 = "stablehlo.constant"() <{value = dense<-0.0237374157> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %146 = "stablehlo.add"(%143, %145) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %147 = "stablehlo.multiply"(%75, %146) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %148 = "stablehlo.subtract"(%147, %141) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %149 = "stablehlo.constant"() <{value = dense<0.0493052825> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %151 = "stablehlo.add"(%148, %150) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %152 = "stablehlo.multiply"(%75, %151) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %153 = "stablehlo.subtract"(%152, %146) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %154 = "stablehlo.constant"() <{value = dense<-9.490110e-02> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %156 = "stablehlo.add"(%153, %155) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %157 = "stablehlo.multiply"(%75, %156) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %158 = "stablehlo.subtract"(%157, %151) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %159 = "stablehlo.constant"() <{value = dense<0.171620905> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %161 = "stablehlo.add"(%158, %160) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %162 = "stablehlo.multiply"(%75, %161) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %163 = "stablehlo.subtract"(%162, %156) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %164 = "stablehlo.constant"() <{value = dense<-0.304682672> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %166 = "stablehlo.add"(%163, %165) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %167 = "stablehlo.multiply"(%75, %166) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %168 = "stablehlo.subtract"(%167, %161) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.676795303> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %171 = "stablehlo.add"(%168, %170) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %172 = "stablehlo.subtract"(%171, %161) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %173 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %175 = "stablehlo.multiply"(%174, %172) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %176 = "stablehlo.divide"(%73, %67) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %177 = "stablehlo.subtract"(%176, %71) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %184 = "stablehlo.multiply"(%177, %179) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %185 = "stablehlo.subtract"(%184, %181) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %186 = "stablehlo.constant"() <{value = dense<3.39623196E-9> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %188 = "stablehlo.add"(%185, %187) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %189 = "stablehlo.multiply"(%177, %188) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %190 = "stablehlo.subtract"(%189, %179) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %191 = "stablehlo.constant"() <{value = dense<2.26666899E-8> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %194 = "stablehlo.multiply"(%177, %193) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %195 = "stablehlo.subtract"(%194, %188) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %196 = "stablehlo.constant"() <{value = dense<2.04891862E-7> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %198 = "stablehlo.add"(%195, %197) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %199 = "stablehlo.multiply"(%177, %198) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %200 = "stablehlo.subtract"(%199, %193) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %201 = "stablehlo.constant"() <{value = dense<2.89137051E-6> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %203 = "stablehlo.add"(%200, %202) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %204 = "stablehlo.multiply"(%177, %203) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %205 = "stablehlo.subtract"(%204, %198) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %206 = "stablehlo.constant"() <{value = dense<6.88975852E-5> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %209 = "stablehlo.multiply"(%177, %208) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %210 = "stablehlo.subtract"(%209, %203) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %211 = "stablehlo.constant"() <{value = dense<0.00336911646> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %213 = "stablehlo.add"(%210, %212) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %214 = "stablehlo.multiply"(%177, %213) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %215 = "stablehlo.subtract"(%214, %208) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.804490387> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %219 = "stablehlo.subtract"(%218, %208) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %220 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %222 = "stablehlo.multiply"(%221, %219) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %223 = "stablehlo.sqrt"(%67) : (tensor<12xf32>) -> tensor<12xf32>
    %224 = "stablehlo.divide"(%222, %223) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %225 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %227 = "stablehlo.compare"(%67, %226) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %228 = "stablehlo.select"(%227, %175, %224) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %229 = "stablehlo.multiply"(%66, %228) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%229) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "hypot", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<12xf32>, %arg11: tensor<12xf32>):
    %35 = "stablehlo.abs"(%arg10) : (tensor<12xf32>) -> tensor<12xf32>
    %36 = "stablehlo.abs"(%arg11) : (tensor<12xf32>) -> tensor<12xf32>
    %37 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %40 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %42 = "stablehlo.compare"(%36, %41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %43 = "stablehlo.or"(%39, %42) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %44 = "stablehlo.maximum"(%35, %36) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %45 = "stablehlo.minimum"(%35, %36) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %48 = "stablehlo.compare"(%44, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %51 = "stablehlo.compare"(%44, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %54 = "func.call"(%51, %53, %44) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %55 = "stablehlo.divide"(%45, %54) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %56 = "chlo.square"(%55) : (tensor<12xf32>) -> tensor<12xf32>
    %57 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %59 = "stablehlo.add"(%58, %56) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %60 = "stablehlo.sqrt"(%59) : (tensor<12xf32>) -> tensor<12xf32>
    %61 = "stablehlo.multiply"(%44, %60) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %62 = "func.call"(%48, %44, %61) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %63 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %64 = "func.call"(%43, %63, %62) <{callee = @_where}> : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%64) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "copysign", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<12xf32>, %arg9: tensor<12xf32>):
    %30 = "func.call"(%arg9) <{callee = @signbit}> : (tensor<12xf32>) -> tensor<12xi1>
    %31 = "stablehlo.abs"(%arg8) : (tensor<12xf32>) -> tensor<12xf32>
    %32 = "stablehlo.negate"(%31) : (tensor<12xf32>) -> tensor<12xf32>
    %33 = "stablehlo.abs"(%arg8) : (tensor<12xf32>) -> tensor<12xf32>
    %34 = "func.call"(%30, %32, %33) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%34) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xi1>, res_attrs = [{}], sym_name = "signbit", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<12xf32>):
    %22 = "stablehlo.bitcast_convert"(%arg7) : (tensor<12xf32>) -> tensor<12xi32>
    %23 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %25 = "stablehlo.shift_right_arithmetic"(%22, %24) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %28 = "stablehlo.compare"(%25, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %29 = "stablehlo.convert"(%28) : (tensor<12xi1>) -> tensor<12xi1>
    "func.return"(%29) : (tensor<12xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "fmin", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<12xf32>, %arg6: tensor<12xf32>):
    %18 = "stablehlo.compare"(%arg5, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %19 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %20 = "stablehlo.or"(%18, %19) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %21 = "func.call"(%20, %arg5, %arg6) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%21) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "fmax", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<12xf32>, %arg4: tensor<12xf32>):
    %14 = "stablehlo.compare"(%arg3, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %15 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %16 = "stablehlo.or"(%14, %15) : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %17 = "func.call"(%16, %arg3, %arg4) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%17) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "rint", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<12xf32>):
    %13 = "stablehlo.round_nearest_even"(%arg2) : (tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%13) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "trunc", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<12xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %9 = "stablehlo.compare"(%arg1, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %10 = "stablehlo.ceil"(%arg1) : (tensor<12xf32>) -> tensor<12xf32>
    %11 = "stablehlo.floor"(%arg1) : (tensor<12xf32>) -> tensor<12xf32>
    %12 = "func.call"(%9, %10, %11) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%12) : (tensor<12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<12xf32>) -> tensor<12xf32>, res_attrs = [{}], sym_name = "modf", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<12xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12xf32>
    %2 = "stablehlo.compare"(%arg0, %1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %3 = "stablehlo.floor"(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %4 = "stablehlo.ceil"(%arg0) : (tensor<12xf32>) -> tensor<12xf32>
    %5 = "func.call"(%2, %3, %4) <{callee = @_where_3}> : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %6 = "stablehlo.subtract"(%arg0, %5) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    "func.return"(%6) : (tensor<12xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
