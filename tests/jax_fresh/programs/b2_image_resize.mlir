"builtin.module"() <{sym_name = "jit_image_resize"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5x2xf32>) -> (tensor<6x8x2xf32>, tensor<2x3x2xf32>, tensor<5x7x2xf32>, tensor<2x2x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg61: tensor<4x5x2xf32>):
    %510 = "func.call"(%arg61) <{callee = @_resize}> : (tensor<4x5x2xf32>) -> tensor<6x8x2xf32>
    %511 = "func.call"(%arg61) <{callee = @_resize_3}> : (tensor<4x5x2xf32>) -> tensor<2x3x2xf32>
    %512 = "func.call"(%arg61) <{callee = @_resize_4}> : (tensor<4x5x2xf32>) -> tensor<5x7x2xf32>
    %513 = "func.call"(%arg61) <{callee = @_resize_13}> : (tensor<4x5x2xf32>) -> tensor<2x2x2xf32>
    "func.return"(%510, %511, %512, %513) : (tensor<6x8x2xf32>, tensor<2x3x2xf32>, tensor<5x7x2xf32>, tensor<2x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5x2xf32>) -> tensor<6x8x2xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<4x5x2xf32>):
    %388 = "stablehlo.constant"() <{value = dense<0.666666686> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.maximum"(%388, %389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %392 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %394 = "stablehlo.add"(%391, %393) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %395 = "stablehlo.constant"() <{value = dense<0.666666686> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %397 = "stablehlo.multiply"(%394, %396) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %398 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %400 = "stablehlo.subtract"(%397, %399) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %401 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %403 = "stablehlo.subtract"(%400, %402) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %404 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %405 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %406 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %407 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %408 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %409 = "stablehlo.subtract"(%407, %408) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %410 = "stablehlo.abs"(%409) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %411 = "stablehlo.convert"(%390) : (tensor<f32>) -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %413 = "stablehlo.divide"(%410, %412) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %414 = "stablehlo.abs"(%413) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %415 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %417 = "stablehlo.subtract"(%416, %414) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %420 = "stablehlo.maximum"(%419, %417) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %421 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.reduce"(%420, %421) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %509 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%509) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %424 = "stablehlo.abs"(%423) : (tensor<1x6xf32>) -> tensor<1x6xf32>
    %425 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %427 = "stablehlo.compare"(%424, %426) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %430 = "stablehlo.compare"(%423, %429) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xi1>
    %431 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %432 = "func.call"(%430, %423, %431) <{callee = @_where}> : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %434 = "stablehlo.divide"(%420, %433) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %435 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %436 = "func.call"(%427, %434, %435) <{callee = @_where_0}> : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %437 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %439 = "stablehlo.compare"(%403, %438) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %440 = "stablehlo.constant"() <{value = dense<3.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %442 = "stablehlo.compare"(%403, %441) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %443 = "stablehlo.and"(%439, %442) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %445 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %446 = "func.call"(%444, %436, %445) <{callee = @_where_0}> : (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>
    %447 = "stablehlo.constant"() <{value = dense<6.250000e-01> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.maximum"(%447, %448) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %450 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %451 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %453 = "stablehlo.add"(%450, %452) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %454 = "stablehlo.constant"() <{value = dense<6.250000e-01> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %456 = "stablehlo.multiply"(%453, %455) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %459 = "stablehlo.subtract"(%456, %458) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %460 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %462 = "stablehlo.subtract"(%459, %461) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %463 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %464 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %465 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %467 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %468 = "stablehlo.subtract"(%466, %467) : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %469 = "stablehlo.abs"(%468) : (tensor<5x8xf32>) -> tensor<5x8xf32>
    %470 = "stablehlo.convert"(%449) : (tensor<f32>) -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x8xf32>
    %472 = "stablehlo.divide"(%469, %471) : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %473 = "stablehlo.abs"(%472) : (tensor<5x8xf32>) -> tensor<5x8xf32>
    %474 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x8xf32>
    %476 = "stablehlo.subtract"(%475, %473) : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %477 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x8xf32>
    %479 = "stablehlo.maximum"(%478, %476) : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %480 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %481 = "stablehlo.reduce"(%479, %480) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %508 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%508) : (tensor<f32>) -> ()
    }) : (tensor<5x8xf32>, tensor<f32>) -> tensor<8xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %483 = "stablehlo.abs"(%482) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %484 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %486 = "stablehlo.compare"(%483, %485) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %489 = "stablehlo.compare"(%482, %488) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %490 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %491 = "func.call"(%489, %482, %490) <{callee = @_where_1}> : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %493 = "stablehlo.divide"(%479, %492) : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    %494 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %495 = "func.call"(%486, %493, %494) <{callee = @_where_2}> : (tensor<1x8xi1>, tensor<5x8xf32>, tensor<i32>) -> tensor<5x8xf32>
    %496 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %498 = "stablehlo.compare"(%462, %497) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %499 = "stablehlo.constant"() <{value = dense<4.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %501 = "stablehlo.compare"(%462, %500) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %502 = "stablehlo.and"(%498, %501) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xi1>) -> tensor<1x8xi1>
    %504 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %505 = "func.call"(%503, %495, %504) <{callee = @_where_2}> : (tensor<1x8xi1>, tensor<5x8xf32>, tensor<i32>) -> tensor<5x8xf32>
    %506 = "stablehlo.dot_general"(%505, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x8xf32>, tensor<4x5x2xf32>) -> tensor<8x4x2xf32>
    %507 = "stablehlo.dot_general"(%446, %506) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x6xf32>, tensor<8x4x2xf32>) -> tensor<6x8x2xf32>
    "func.return"(%507) : (tensor<6x8x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<1x6xf32>, tensor<i32>) -> tensor<1x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<1x6xi1>, %arg54: tensor<1x6xf32>, %arg55: tensor<i32>):
    %385 = "stablehlo.convert"(%arg55) : (tensor<i32>) -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x6xf32>
    %387 = "stablehlo.select"(%arg53, %arg54, %386) : (tensor<1x6xi1>, tensor<1x6xf32>, tensor<1x6xf32>) -> tensor<1x6xf32>
    "func.return"(%387) : (tensor<1x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<4x6xf32>, tensor<i32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<1x6xi1>, %arg51: tensor<4x6xf32>, %arg52: tensor<i32>):
    %381 = "stablehlo.convert"(%arg52) : (tensor<i32>) -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<4x6xi1>
    %383 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %384 = "stablehlo.select"(%382, %arg51, %383) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%384) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<1x8xi1>, %arg48: tensor<1x8xf32>, %arg49: tensor<i32>):
    %378 = "stablehlo.convert"(%arg49) : (tensor<i32>) -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8xf32>
    %380 = "stablehlo.select"(%arg47, %arg48, %379) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    "func.return"(%380) : (tensor<1x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x8xi1>, tensor<5x8xf32>, tensor<i32>) -> tensor<5x8xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<1x8xi1>, %arg45: tensor<5x8xf32>, %arg46: tensor<i32>):
    %374 = "stablehlo.convert"(%arg46) : (tensor<i32>) -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xi1>) -> tensor<5x8xi1>
    %376 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x8xf32>
    %377 = "stablehlo.select"(%375, %arg45, %376) : (tensor<5x8xi1>, tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x8xf32>
    "func.return"(%377) : (tensor<5x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5x2xf32>) -> tensor<2x3x2xf32>, res_attrs = [{}], sym_name = "_resize_3", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<4x5x2xf32>):
    %332 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %333 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %335 = "stablehlo.add"(%332, %334) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %336 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %338 = "stablehlo.multiply"(%335, %337) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %339 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %341 = "stablehlo.divide"(%338, %340) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %342 = "stablehlo.floor"(%341) : (tensor<2xf32>) -> tensor<2xf32>
    %343 = "stablehlo.convert"(%342) : (tensor<2xf32>) -> tensor<2xi32>
    %344 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %346 = "stablehlo.compare"(%343, %345) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %347 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %349 = "stablehlo.add"(%343, %348) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %350 = "stablehlo.select"(%346, %349, %343) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %352 = "stablehlo.gather"(%arg43, %351) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5, 2>}> : (tensor<4x5x2xf32>, tensor<2x1xi32>) -> tensor<2x5x2xf32>
    %353 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %354 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %356 = "stablehlo.add"(%353, %355) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %357 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %359 = "stablehlo.multiply"(%356, %358) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %360 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %362 = "stablehlo.divide"(%359, %361) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %363 = "stablehlo.floor"(%362) : (tensor<3xf32>) -> tensor<3xf32>
    %364 = "stablehlo.convert"(%363) : (tensor<3xf32>) -> tensor<3xi32>
    %365 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %367 = "stablehlo.compare"(%364, %366) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %368 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %370 = "stablehlo.add"(%364, %369) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %371 = "stablehlo.select"(%367, %370, %364) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %373 = "stablehlo.gather"(%352, %372) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 2>}> : (tensor<2x5x2xf32>, tensor<3x1xi32>) -> tensor<2x3x2xf32>
    "func.return"(%373) : (tensor<2x3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5x2xf32>) -> tensor<5x7x2xf32>, res_attrs = [{}], sym_name = "_resize_4", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x5x2xf32>):
    %155 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.maximum"(%155, %156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %158 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %159 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %161 = "stablehlo.add"(%158, %160) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %162 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %164 = "stablehlo.multiply"(%161, %163) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %167 = "stablehlo.subtract"(%164, %166) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %168 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %170 = "stablehlo.subtract"(%167, %169) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %171 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %172 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %173 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %174 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %175 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %176 = "stablehlo.subtract"(%174, %175) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %177 = "stablehlo.abs"(%176) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %178 = "stablehlo.convert"(%157) : (tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %180 = "stablehlo.divide"(%177, %179) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %181 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %183 = "stablehlo.multiply"(%182, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %184 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %186 = "stablehlo.subtract"(%183, %185) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %187 = "stablehlo.multiply"(%186, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %188 = "stablehlo.multiply"(%187, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %189 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %191 = "stablehlo.add"(%188, %190) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %192 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %194 = "stablehlo.compare"(%180, %193) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %195 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %197 = "stablehlo.multiply"(%196, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %198 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %200 = "stablehlo.add"(%197, %199) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %201 = "stablehlo.multiply"(%200, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %202 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %204 = "stablehlo.subtract"(%201, %203) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %205 = "stablehlo.multiply"(%204, %180) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %206 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %208 = "stablehlo.add"(%205, %207) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %209 = "func.call"(%194, %208, %191) <{callee = @_where_5}> : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %210 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %212 = "stablehlo.compare"(%180, %211) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %214 = "func.call"(%212, %213, %209) <{callee = @_where_6}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %331 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%331) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %218 = "stablehlo.abs"(%217) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %219 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5xf32>
    %221 = "stablehlo.compare"(%218, %220) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xi1>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5xf32>
    %224 = "stablehlo.compare"(%217, %223) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xi1>
    %225 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %226 = "func.call"(%224, %217, %225) <{callee = @_where_7}> : (tensor<1x5xi1>, tensor<1x5xf32>, tensor<i32>) -> tensor<1x5xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %228 = "stablehlo.divide"(%214, %227) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %230 = "func.call"(%221, %228, %229) <{callee = @_where_8}> : (tensor<1x5xi1>, tensor<4x5xf32>, tensor<i32>) -> tensor<4x5xf32>
    %231 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %233 = "stablehlo.compare"(%170, %232) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %234 = "stablehlo.constant"() <{value = dense<3.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %236 = "stablehlo.compare"(%170, %235) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %237 = "stablehlo.and"(%233, %236) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xi1>) -> tensor<1x5xi1>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %240 = "func.call"(%238, %230, %239) <{callee = @_where_8}> : (tensor<1x5xi1>, tensor<4x5xf32>, tensor<i32>) -> tensor<4x5xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.714285731> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.maximum"(%241, %242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %244 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xf32>
    %245 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %247 = "stablehlo.add"(%244, %246) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %248 = "stablehlo.constant"() <{value = dense<0.714285731> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %250 = "stablehlo.multiply"(%247, %249) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %253 = "stablehlo.subtract"(%250, %252) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %254 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %256 = "stablehlo.subtract"(%253, %255) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %257 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %258 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %259 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %261 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x7xf32>
    %262 = "stablehlo.subtract"(%260, %261) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %263 = "stablehlo.abs"(%262) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %264 = "stablehlo.convert"(%243) : (tensor<f32>) -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %266 = "stablehlo.divide"(%263, %265) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %267 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %269 = "stablehlo.multiply"(%268, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %270 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %272 = "stablehlo.subtract"(%269, %271) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %273 = "stablehlo.multiply"(%272, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %274 = "stablehlo.multiply"(%273, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %275 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %277 = "stablehlo.add"(%274, %276) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %280 = "stablehlo.compare"(%266, %279) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %281 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %283 = "stablehlo.multiply"(%282, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %284 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %286 = "stablehlo.add"(%283, %285) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %287 = "stablehlo.multiply"(%286, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %288 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %290 = "stablehlo.subtract"(%287, %289) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %291 = "stablehlo.multiply"(%290, %266) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %292 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %294 = "stablehlo.add"(%291, %293) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %295 = "func.call"(%280, %294, %277) <{callee = @_where_9}> : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %296 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %298 = "stablehlo.compare"(%266, %297) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xi1>
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "func.call"(%298, %299, %295) <{callee = @_where_10}> : (tensor<5x7xi1>, tensor<f32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.reduce"(%300, %301) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %330 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%330) : (tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<f32>) -> tensor<7xf32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %304 = "stablehlo.abs"(%303) : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %305 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %307 = "stablehlo.compare"(%304, %306) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %310 = "stablehlo.compare"(%303, %309) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xi1>
    %311 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %312 = "func.call"(%310, %303, %311) <{callee = @_where_11}> : (tensor<1x7xi1>, tensor<1x7xf32>, tensor<i32>) -> tensor<1x7xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<5x7xf32>
    %314 = "stablehlo.divide"(%300, %313) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %315 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %316 = "func.call"(%307, %314, %315) <{callee = @_where_12}> : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %317 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %319 = "stablehlo.compare"(%256, %318) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %320 = "stablehlo.constant"() <{value = dense<4.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %322 = "stablehlo.compare"(%256, %321) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %323 = "stablehlo.and"(%319, %322) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xi1>) -> tensor<1x7xi1>
    %325 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %326 = "func.call"(%324, %316, %325) <{callee = @_where_12}> : (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>
    %327 = "stablehlo.dot_general"(%240, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x5xf32>, tensor<4x5x2xf32>) -> tensor<5x5x2xf32>
    %328 = "stablehlo.dot_general"(%327, %326) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x5x2xf32>, tensor<5x7xf32>) -> tensor<5x2x7xf32>
    %329 = "stablehlo.transpose"(%328) <{permutation = array<i64: 0, 2, 1>}> : (tensor<5x2x7xf32>) -> tensor<5x7x2xf32>
    "func.return"(%329) : (tensor<5x7x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<4x5xi1>, %arg36: tensor<4x5xf32>, %arg37: tensor<4x5xf32>):
    %154 = "stablehlo.select"(%arg35, %arg36, %arg37) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%154) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4x5xi1>, %arg33: tensor<f32>, %arg34: tensor<4x5xf32>):
    %151 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %153 = "stablehlo.select"(%arg32, %152, %arg34) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%153) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x5xi1>, tensor<1x5xf32>, tensor<i32>) -> tensor<1x5xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<1x5xi1>, %arg30: tensor<1x5xf32>, %arg31: tensor<i32>):
    %148 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5xf32>
    %150 = "stablehlo.select"(%arg29, %arg30, %149) : (tensor<1x5xi1>, tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xf32>
    "func.return"(%150) : (tensor<1x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x5xi1>, tensor<4x5xf32>, tensor<i32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x5xi1>, %arg27: tensor<4x5xf32>, %arg28: tensor<i32>):
    %144 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi1>) -> tensor<4x5xi1>
    %146 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %147 = "stablehlo.select"(%145, %arg27, %146) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%147) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<5x7xi1>, %arg24: tensor<5x7xf32>, %arg25: tensor<5x7xf32>):
    %143 = "stablehlo.select"(%arg23, %arg24, %arg25) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%143) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x7xi1>, tensor<f32>, tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<5x7xi1>, %arg21: tensor<f32>, %arg22: tensor<5x7xf32>):
    %140 = "stablehlo.convert"(%arg21) : (tensor<f32>) -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %142 = "stablehlo.select"(%arg20, %141, %arg22) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%142) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x7xi1>, tensor<1x7xf32>, tensor<i32>) -> tensor<1x7xf32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<1x7xi1>, %arg18: tensor<1x7xf32>, %arg19: tensor<i32>):
    %137 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x7xf32>
    %139 = "stablehlo.select"(%arg17, %arg18, %138) : (tensor<1x7xi1>, tensor<1x7xf32>, tensor<1x7xf32>) -> tensor<1x7xf32>
    "func.return"(%139) : (tensor<1x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x7xi1>, tensor<5x7xf32>, tensor<i32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1x7xi1>, %arg15: tensor<5x7xf32>, %arg16: tensor<i32>):
    %133 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xi1>) -> tensor<5x7xi1>
    %135 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x7xf32>
    %136 = "stablehlo.select"(%134, %arg15, %135) : (tensor<5x7xi1>, tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%136) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5x2xf32>) -> tensor<2x2x2xf32>, res_attrs = [{}], sym_name = "_resize_13", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x5x2xf32>):
    %11 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.maximum"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %15 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %17 = "stablehlo.add"(%14, %16) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.multiply"(%17, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %23 = "stablehlo.subtract"(%20, %22) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %24 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %26 = "stablehlo.subtract"(%23, %25) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %27 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<4x2xf32>
    %31 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %32 = "stablehlo.subtract"(%30, %31) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %33 = "stablehlo.abs"(%32) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %34 = "stablehlo.convert"(%13) : (tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %36 = "stablehlo.divide"(%33, %35) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %37 = "stablehlo.abs"(%36) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %40 = "stablehlo.subtract"(%39, %37) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %43 = "stablehlo.maximum"(%42, %40) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %132 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %47 = "stablehlo.abs"(%46) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %48 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %50 = "stablehlo.compare"(%47, %49) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %55 = "func.call"(%53, %46, %54) <{callee = @_where_14}> : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<i32>) -> tensor<1x2xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<4x2xf32>
    %57 = "stablehlo.divide"(%43, %56) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %58 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %59 = "func.call"(%50, %57, %58) <{callee = @_where_15}> : (tensor<1x2xi1>, tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
    %60 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %62 = "stablehlo.compare"(%26, %61) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %63 = "stablehlo.constant"() <{value = dense<3.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %65 = "stablehlo.compare"(%26, %64) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %66 = "stablehlo.and"(%62, %65) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xi1>) -> tensor<1x2xi1>
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "func.call"(%67, %59, %68) <{callee = @_where_15}> : (tensor<1x2xi1>, tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
    %70 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.maximum"(%70, %71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %74 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %76 = "stablehlo.add"(%73, %75) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %77 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %82 = "stablehlo.subtract"(%79, %81) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %83 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %85 = "stablehlo.subtract"(%82, %84) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %86 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %90 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x2xf32>
    %91 = "stablehlo.subtract"(%89, %90) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %92 = "stablehlo.abs"(%91) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %93 = "stablehlo.convert"(%72) : (tensor<f32>) -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %95 = "stablehlo.divide"(%92, %94) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %96 = "stablehlo.abs"(%95) : (tensor<5x2xf32>) -> tensor<5x2xf32>
    %97 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %99 = "stablehlo.subtract"(%98, %96) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %102 = "stablehlo.maximum"(%101, %99) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.reduce"(%102, %103) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %131 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<5x2xf32>, tensor<f32>) -> tensor<2xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %106 = "stablehlo.abs"(%105) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %107 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %109 = "stablehlo.compare"(%106, %108) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %112 = "stablehlo.compare"(%105, %111) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xi1>
    %113 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %114 = "func.call"(%112, %105, %113) <{callee = @_where_14}> : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<i32>) -> tensor<1x2xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xf32>) -> tensor<5x2xf32>
    %116 = "stablehlo.divide"(%102, %115) : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %117 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %118 = "func.call"(%109, %116, %117) <{callee = @_where_16}> : (tensor<1x2xi1>, tensor<5x2xf32>, tensor<i32>) -> tensor<5x2xf32>
    %119 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %121 = "stablehlo.compare"(%85, %120) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %122 = "stablehlo.constant"() <{value = dense<4.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %124 = "stablehlo.compare"(%85, %123) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %125 = "stablehlo.and"(%121, %124) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xi1>) -> tensor<1x2xi1>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "func.call"(%126, %118, %127) <{callee = @_where_16}> : (tensor<1x2xi1>, tensor<5x2xf32>, tensor<i32>) -> tensor<5x2xf32>
    %129 = "stablehlo.dot_general"(%128, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x2xf32>, tensor<4x5x2xf32>) -> tensor<2x4x2xf32>
    %130 = "stablehlo.dot_general"(%69, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x2xf32>, tensor<2x4x2xf32>) -> tensor<2x2x2xf32>
    "func.return"(%130) : (tensor<2x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2xi1>, tensor<1x2xf32>, tensor<i32>) -> tensor<1x2xf32>, res_attrs = [{}], sym_name = "_where_14", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x2xi1>, %arg7: tensor<1x2xf32>, %arg8: tensor<i32>):
    %8 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %10 = "stablehlo.select"(%arg6, %arg7, %9) : (tensor<1x2xi1>, tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    "func.return"(%10) : (tensor<1x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2xi1>, tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>, res_attrs = [{}], sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<1x2xi1>, %arg4: tensor<4x2xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xi1>) -> tensor<4x2xi1>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %7 = "stablehlo.select"(%5, %arg4, %6) : (tensor<4x2xi1>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%7) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2xi1>, tensor<5x2xf32>, tensor<i32>) -> tensor<5x2xf32>, res_attrs = [{}], sym_name = "_where_16", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2xi1>, %arg1: tensor<5x2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xi1>) -> tensor<5x2xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<5x2xi1>, tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    "func.return"(%3) : (tensor<5x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
