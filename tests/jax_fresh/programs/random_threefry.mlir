"builtin.module"() <{sym_name = "jit_random_threefry"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> (tensor<4x5xf32>, tensor<6xf32>, tensor<8xi32>, tensor<3xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg168: tensor<2xui32>):
    %544 = "func.call"(%arg168) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %545 = "stablehlo.slice"(%544) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %546 = "stablehlo.reshape"(%545) : (tensor<1x2xui32>) -> tensor<2xui32>
    %547 = "stablehlo.slice"(%544) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %548 = "stablehlo.reshape"(%547) : (tensor<1x2xui32>) -> tensor<2xui32>
    %549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "func.call"(%546, %549, %550) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>
    %552 = "func.call"(%548) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<6xf32>
    %553 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %554 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %555 = "func.call"(%546, %553, %554) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %556 = "stablehlo.slice"(%548) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %557 = "stablehlo.reshape"(%556) : (tensor<1xui32>) -> tensor<ui32>
    %558 = "stablehlo.slice"(%548) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %559 = "stablehlo.reshape"(%558) : (tensor<1xui32>) -> tensor<ui32>
    %560 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %561 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %563 = "stablehlo.multiply"(%562, %560) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %564 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %566 = "stablehlo.shift_right_logical"(%563, %565) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %567 = "stablehlo.convert"(%563) : (tensor<3xui64>) -> tensor<3xui32>
    %568 = "stablehlo.convert"(%566) : (tensor<3xui64>) -> tensor<3xui32>
    %569:2 = "func.call"(%557, %559, %568, %567) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %570 = "stablehlo.xor"(%569#0, %569#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%551, %552, %555, %570) : (tensor<4x5xf32>, tensor<6xf32>, tensor<8xi32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg167: tensor<2xui32>):
    %527 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %528 = "stablehlo.reshape"(%527) : (tensor<1xui32>) -> tensor<ui32>
    %529 = "stablehlo.slice"(%arg167) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %530 = "stablehlo.reshape"(%529) : (tensor<1xui32>) -> tensor<ui32>
    %531 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %532 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %534 = "stablehlo.multiply"(%533, %531) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %535 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %537 = "stablehlo.shift_right_logical"(%534, %536) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %538 = "stablehlo.convert"(%534) : (tensor<2xui64>) -> tensor<2xui32>
    %539 = "stablehlo.convert"(%537) : (tensor<2xui64>) -> tensor<2xui32>
    %540:2 = "func.call"(%528, %530, %539, %538) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %541 = "stablehlo.broadcast_in_dim"(%540#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %542 = "stablehlo.broadcast_in_dim"(%540#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %543 = "stablehlo.concatenate"(%541, %542) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%543) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg145: tensor<ui32>, %arg146: tensor<ui32>, %arg147: tensor<2xui32>, %arg148: tensor<2xui32>):
    %510 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %511 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %512 = "stablehlo.xor"(%arg145, %arg146) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %513 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %514 = "stablehlo.xor"(%512, %513) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %515 = "stablehlo.broadcast_in_dim"(%arg145) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %516 = "stablehlo.add"(%arg147, %515) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %517 = "stablehlo.broadcast_in_dim"(%arg146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %518 = "stablehlo.add"(%arg148, %517) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %519 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %520 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %521:9 = "stablehlo.while"(%520, %519, %516, %518, %arg146, %514, %arg145, %510, %511) ({
    ^bb0(%arg158: tensor<i32>, %arg159: tensor<i32>, %arg160: tensor<2xui32>, %arg161: tensor<2xui32>, %arg162: tensor<ui32>, %arg163: tensor<ui32>, %arg164: tensor<ui32>, %arg165: tensor<4xui32>, %arg166: tensor<4xui32>):
      %525 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %526 = "stablehlo.compare"(%arg158, %525) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%526) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg149: tensor<i32>, %arg150: tensor<i32>, %arg151: tensor<2xui32>, %arg152: tensor<2xui32>, %arg153: tensor<ui32>, %arg154: tensor<ui32>, %arg155: tensor<ui32>, %arg156: tensor<4xui32>, %arg157: tensor<4xui32>):
      %522:8 = "func.call"(%arg150, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157) <{callee = @closed_call}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %523 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %524 = "stablehlo.add"(%arg149, %523) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%524, %522#0, %522#1, %522#2, %522#3, %522#4, %522#5, %522#6, %522#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%521#2, %521#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg137: tensor<i32>, %arg138: tensor<2xui32>, %arg139: tensor<2xui32>, %arg140: tensor<ui32>, %arg141: tensor<ui32>, %arg142: tensor<ui32>, %arg143: tensor<4xui32>, %arg144: tensor<4xui32>):
    %455 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %456 = "stablehlo.add"(%arg137, %455) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %457 = "stablehlo.slice"(%arg143) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %458 = "stablehlo.reshape"(%457) : (tensor<1xui32>) -> tensor<ui32>
    %459 = "stablehlo.add"(%arg138, %arg139) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %460 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %461 = "stablehlo.shift_left"(%arg139, %460) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %462 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %463 = "stablehlo.subtract"(%462, %458) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %465 = "stablehlo.shift_right_logical"(%arg139, %464) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %466 = "stablehlo.or"(%461, %465) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %467 = "stablehlo.xor"(%459, %466) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %468 = "stablehlo.slice"(%arg143) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %469 = "stablehlo.reshape"(%468) : (tensor<1xui32>) -> tensor<ui32>
    %470 = "stablehlo.add"(%459, %467) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %471 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %472 = "stablehlo.shift_left"(%467, %471) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %473 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %474 = "stablehlo.subtract"(%473, %469) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %476 = "stablehlo.shift_right_logical"(%467, %475) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %477 = "stablehlo.or"(%472, %476) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %478 = "stablehlo.xor"(%470, %477) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %479 = "stablehlo.slice"(%arg143) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %480 = "stablehlo.reshape"(%479) : (tensor<1xui32>) -> tensor<ui32>
    %481 = "stablehlo.add"(%470, %478) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %482 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %483 = "stablehlo.shift_left"(%478, %482) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %484 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %485 = "stablehlo.subtract"(%484, %480) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %487 = "stablehlo.shift_right_logical"(%478, %486) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %488 = "stablehlo.or"(%483, %487) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %489 = "stablehlo.xor"(%481, %488) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %490 = "stablehlo.slice"(%arg143) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %491 = "stablehlo.reshape"(%490) : (tensor<1xui32>) -> tensor<ui32>
    %492 = "stablehlo.add"(%481, %489) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %493 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %494 = "stablehlo.shift_left"(%489, %493) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %495 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %496 = "stablehlo.subtract"(%495, %491) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %498 = "stablehlo.shift_right_logical"(%489, %497) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %499 = "stablehlo.or"(%494, %498) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %500 = "stablehlo.xor"(%492, %499) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %501 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %502 = "stablehlo.add"(%492, %501) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %503 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %504 = "stablehlo.add"(%500, %503) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %505 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %506 = "stablehlo.add"(%arg137, %505) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %507 = "stablehlo.convert"(%506) : (tensor<i32>) -> tensor<ui32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %509 = "stablehlo.add"(%504, %508) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%456, %502, %509, %arg141, %arg142, %arg140, %arg144, %arg143) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg134: tensor<2xui32>, %arg135: tensor<f32>, %arg136: tensor<f32>):
    %414 = "stablehlo.convert"(%arg135) : (tensor<f32>) -> tensor<f32>
    %415 = "stablehlo.convert"(%arg136) : (tensor<f32>) -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %417 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %418 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %419 = "stablehlo.reshape"(%418) : (tensor<1xui32>) -> tensor<ui32>
    %420 = "stablehlo.slice"(%arg134) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %421 = "stablehlo.reshape"(%420) : (tensor<1xui32>) -> tensor<ui32>
    %422 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x5xui64>
    %423 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x5xui64>
    %424 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %426 = "stablehlo.multiply"(%425, %422) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %427 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %429 = "stablehlo.multiply"(%428, %423) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %430 = "stablehlo.add"(%426, %429) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %431 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x5xui64>
    %433 = "stablehlo.shift_right_logical"(%430, %432) : (tensor<4x5xui64>, tensor<4x5xui64>) -> tensor<4x5xui64>
    %434 = "stablehlo.convert"(%430) : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %435 = "stablehlo.convert"(%433) : (tensor<4x5xui64>) -> tensor<4x5xui32>
    %436:2 = "func.call"(%419, %421, %435, %434) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x5xui32>, tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>)
    %437 = "stablehlo.xor"(%436#0, %436#1) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %438 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %440 = "stablehlo.shift_right_logical"(%437, %439) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %441 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %443 = "stablehlo.or"(%440, %442) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %444 = "stablehlo.bitcast_convert"(%443) : (tensor<4x5xui32>) -> tensor<4x5xf32>
    %445 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %447 = "stablehlo.subtract"(%444, %446) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %448 = "stablehlo.subtract"(%417, %416) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %450 = "stablehlo.multiply"(%447, %449) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %451 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %452 = "stablehlo.add"(%450, %451) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %453 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %454 = "stablehlo.maximum"(%453, %452) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%454) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x5xui32>, tensor<4x5xui32>) -> (tensor<4x5xui32>, tensor<4x5xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<ui32>, %arg113: tensor<ui32>, %arg114: tensor<4x5xui32>, %arg115: tensor<4x5xui32>):
    %397 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %398 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %399 = "stablehlo.xor"(%arg112, %arg113) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %400 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %401 = "stablehlo.xor"(%399, %400) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %402 = "stablehlo.broadcast_in_dim"(%arg112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %403 = "stablehlo.add"(%arg114, %402) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %404 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %405 = "stablehlo.add"(%arg115, %404) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %406 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %407 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %408:9 = "stablehlo.while"(%407, %406, %403, %405, %arg113, %401, %arg112, %397, %398) ({
    ^bb0(%arg125: tensor<i32>, %arg126: tensor<i32>, %arg127: tensor<4x5xui32>, %arg128: tensor<4x5xui32>, %arg129: tensor<ui32>, %arg130: tensor<ui32>, %arg131: tensor<ui32>, %arg132: tensor<4xui32>, %arg133: tensor<4xui32>):
      %412 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %413 = "stablehlo.compare"(%arg125, %412) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%413) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg116: tensor<i32>, %arg117: tensor<i32>, %arg118: tensor<4x5xui32>, %arg119: tensor<4x5xui32>, %arg120: tensor<ui32>, %arg121: tensor<ui32>, %arg122: tensor<ui32>, %arg123: tensor<4xui32>, %arg124: tensor<4xui32>):
      %409:8 = "func.call"(%arg117, %arg118, %arg119, %arg120, %arg121, %arg122, %arg123, %arg124) <{callee = @closed_call_1}> : (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %410 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %411 = "stablehlo.add"(%arg116, %410) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%411, %409#0, %409#1, %409#2, %409#3, %409#4, %409#5, %409#6, %409#7) : (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%408#2, %408#3) : (tensor<4x5xui32>, tensor<4x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<i32>, %arg105: tensor<4x5xui32>, %arg106: tensor<4x5xui32>, %arg107: tensor<ui32>, %arg108: tensor<ui32>, %arg109: tensor<ui32>, %arg110: tensor<4xui32>, %arg111: tensor<4xui32>):
    %342 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %343 = "stablehlo.add"(%arg104, %342) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %344 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %345 = "stablehlo.reshape"(%344) : (tensor<1xui32>) -> tensor<ui32>
    %346 = "stablehlo.add"(%arg105, %arg106) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %347 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %348 = "stablehlo.shift_left"(%arg106, %347) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %349 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %350 = "stablehlo.subtract"(%349, %345) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %352 = "stablehlo.shift_right_logical"(%arg106, %351) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %353 = "stablehlo.or"(%348, %352) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %354 = "stablehlo.xor"(%346, %353) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %355 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %356 = "stablehlo.reshape"(%355) : (tensor<1xui32>) -> tensor<ui32>
    %357 = "stablehlo.add"(%346, %354) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %358 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %359 = "stablehlo.shift_left"(%354, %358) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %360 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %361 = "stablehlo.subtract"(%360, %356) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %363 = "stablehlo.shift_right_logical"(%354, %362) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %364 = "stablehlo.or"(%359, %363) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %365 = "stablehlo.xor"(%357, %364) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %366 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %367 = "stablehlo.reshape"(%366) : (tensor<1xui32>) -> tensor<ui32>
    %368 = "stablehlo.add"(%357, %365) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %369 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %370 = "stablehlo.shift_left"(%365, %369) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %371 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %372 = "stablehlo.subtract"(%371, %367) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %374 = "stablehlo.shift_right_logical"(%365, %373) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %375 = "stablehlo.or"(%370, %374) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %376 = "stablehlo.xor"(%368, %375) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %377 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %378 = "stablehlo.reshape"(%377) : (tensor<1xui32>) -> tensor<ui32>
    %379 = "stablehlo.add"(%368, %376) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %380 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %381 = "stablehlo.shift_left"(%376, %380) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %382 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %383 = "stablehlo.subtract"(%382, %378) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %385 = "stablehlo.shift_right_logical"(%376, %384) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %386 = "stablehlo.or"(%381, %385) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %387 = "stablehlo.xor"(%379, %386) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %388 = "stablehlo.broadcast_in_dim"(%arg107) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %389 = "stablehlo.add"(%379, %388) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %390 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %391 = "stablehlo.add"(%387, %390) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    %392 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %393 = "stablehlo.add"(%arg104, %392) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %394 = "stablehlo.convert"(%393) : (tensor<i32>) -> tensor<ui32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x5xui32>
    %396 = "stablehlo.add"(%391, %395) : (tensor<4x5xui32>, tensor<4x5xui32>) -> tensor<4x5xui32>
    "func.return"(%343, %389, %396, %arg108, %arg109, %arg107, %arg111, %arg110) : (tensor<i32>, tensor<4x5xui32>, tensor<4x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg103: tensor<2xui32>):
    %341 = "func.call"(%arg103) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<6xf32>
    "func.return"(%341) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<2xui32>):
    %334 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "func.call"(%arg102, %334, %335) <{callee = @_uniform_2}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %337 = "chlo.erf_inv"(%336) : (tensor<6xf32>) -> tensor<6xf32>
    %338 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %340 = "stablehlo.multiply"(%339, %337) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%340) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_uniform_2", sym_visibility = "private"}> ({
  ^bb0(%arg99: tensor<2xui32>, %arg100: tensor<f32>, %arg101: tensor<f32>):
    %300 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %302 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %303 = "stablehlo.reshape"(%302) : (tensor<1xui32>) -> tensor<ui32>
    %304 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %305 = "stablehlo.reshape"(%304) : (tensor<1xui32>) -> tensor<ui32>
    %306 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %307 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %309 = "stablehlo.multiply"(%308, %306) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %310 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %312 = "stablehlo.shift_right_logical"(%309, %311) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %313 = "stablehlo.convert"(%309) : (tensor<6xui64>) -> tensor<6xui32>
    %314 = "stablehlo.convert"(%312) : (tensor<6xui64>) -> tensor<6xui32>
    %315:2 = "func.call"(%303, %305, %314, %313) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %316 = "stablehlo.xor"(%315#0, %315#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %317 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %319 = "stablehlo.shift_right_logical"(%316, %318) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %320 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %322 = "stablehlo.or"(%319, %321) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %323 = "stablehlo.bitcast_convert"(%322) : (tensor<6xui32>) -> tensor<6xf32>
    %324 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %326 = "stablehlo.subtract"(%323, %325) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %327 = "stablehlo.subtract"(%301, %300) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %329 = "stablehlo.multiply"(%326, %328) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %330 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %331 = "stablehlo.add"(%329, %330) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %332 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %333 = "stablehlo.maximum"(%332, %331) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%333) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<ui32>, %arg78: tensor<ui32>, %arg79: tensor<6xui32>, %arg80: tensor<6xui32>):
    %283 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %284 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %285 = "stablehlo.xor"(%arg77, %arg78) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %286 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %287 = "stablehlo.xor"(%285, %286) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %288 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %289 = "stablehlo.add"(%arg79, %288) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %290 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %291 = "stablehlo.add"(%arg80, %290) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %292 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %293 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %294:9 = "stablehlo.while"(%293, %292, %289, %291, %arg78, %287, %arg77, %283, %284) ({
    ^bb0(%arg90: tensor<i32>, %arg91: tensor<i32>, %arg92: tensor<6xui32>, %arg93: tensor<6xui32>, %arg94: tensor<ui32>, %arg95: tensor<ui32>, %arg96: tensor<ui32>, %arg97: tensor<4xui32>, %arg98: tensor<4xui32>):
      %298 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %299 = "stablehlo.compare"(%arg90, %298) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%299) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg81: tensor<i32>, %arg82: tensor<i32>, %arg83: tensor<6xui32>, %arg84: tensor<6xui32>, %arg85: tensor<ui32>, %arg86: tensor<ui32>, %arg87: tensor<ui32>, %arg88: tensor<4xui32>, %arg89: tensor<4xui32>):
      %295:8 = "func.call"(%arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89) <{callee = @closed_call_4}> : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %296 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %297 = "stablehlo.add"(%arg81, %296) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%297, %295#0, %295#1, %295#2, %295#3, %295#4, %295#5, %295#6, %295#7) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%294#2, %294#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<i32>, %arg70: tensor<6xui32>, %arg71: tensor<6xui32>, %arg72: tensor<ui32>, %arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<4xui32>, %arg76: tensor<4xui32>):
    %228 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %229 = "stablehlo.add"(%arg69, %228) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %230 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %231 = "stablehlo.reshape"(%230) : (tensor<1xui32>) -> tensor<ui32>
    %232 = "stablehlo.add"(%arg70, %arg71) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %233 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %234 = "stablehlo.shift_left"(%arg71, %233) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %235 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %236 = "stablehlo.subtract"(%235, %231) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %238 = "stablehlo.shift_right_logical"(%arg71, %237) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %239 = "stablehlo.or"(%234, %238) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %240 = "stablehlo.xor"(%232, %239) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %241 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %242 = "stablehlo.reshape"(%241) : (tensor<1xui32>) -> tensor<ui32>
    %243 = "stablehlo.add"(%232, %240) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %244 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %245 = "stablehlo.shift_left"(%240, %244) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %246 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %247 = "stablehlo.subtract"(%246, %242) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %249 = "stablehlo.shift_right_logical"(%240, %248) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %250 = "stablehlo.or"(%245, %249) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %251 = "stablehlo.xor"(%243, %250) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %252 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %253 = "stablehlo.reshape"(%252) : (tensor<1xui32>) -> tensor<ui32>
    %254 = "stablehlo.add"(%243, %251) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %255 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %256 = "stablehlo.shift_left"(%251, %255) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %257 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %258 = "stablehlo.subtract"(%257, %253) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %260 = "stablehlo.shift_right_logical"(%251, %259) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %261 = "stablehlo.or"(%256, %260) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %262 = "stablehlo.xor"(%254, %261) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %263 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %264 = "stablehlo.reshape"(%263) : (tensor<1xui32>) -> tensor<ui32>
    %265 = "stablehlo.add"(%254, %262) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %266 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %267 = "stablehlo.shift_left"(%262, %266) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %268 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %269 = "stablehlo.subtract"(%268, %264) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %271 = "stablehlo.shift_right_logical"(%262, %270) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %272 = "stablehlo.or"(%267, %271) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %273 = "stablehlo.xor"(%265, %272) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %274 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %275 = "stablehlo.add"(%265, %274) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %276 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %277 = "stablehlo.add"(%273, %276) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %278 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %279 = "stablehlo.add"(%arg69, %278) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %280 = "stablehlo.convert"(%279) : (tensor<i32>) -> tensor<ui32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %282 = "stablehlo.add"(%277, %281) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%229, %275, %282, %arg73, %arg74, %arg72, %arg76, %arg75) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<2xui32>, %arg67: tensor<i32>, %arg68: tensor<i32>):
    %148 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %150 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %151 = "func.call"(%148, %149, %150) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.compare"(%arg68, %151) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %153 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %155 = "func.call"(%arg67, %153, %154) <{callee = @clip_5}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %156 = "stablehlo.convert"(%155) : (tensor<i32>) -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %159 = "func.call"(%arg68, %157, %158) <{callee = @clip_5}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %160 = "stablehlo.convert"(%159) : (tensor<i32>) -> tensor<i32>
    %161 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %162 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %163 = "func.call"(%arg66) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %164 = "stablehlo.slice"(%163) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x2xui32>) -> tensor<2xui32>
    %166 = "stablehlo.slice"(%163) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %167 = "stablehlo.reshape"(%166) : (tensor<1x2xui32>) -> tensor<2xui32>
    %168 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %169 = "stablehlo.reshape"(%168) : (tensor<1xui32>) -> tensor<ui32>
    %170 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1xui32>) -> tensor<ui32>
    %172 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %173 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %175 = "stablehlo.multiply"(%174, %172) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %176 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %178 = "stablehlo.shift_right_logical"(%175, %177) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %179 = "stablehlo.convert"(%175) : (tensor<8xui64>) -> tensor<8xui32>
    %180 = "stablehlo.convert"(%178) : (tensor<8xui64>) -> tensor<8xui32>
    %181:2 = "func.call"(%169, %171, %180, %179) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %182 = "stablehlo.xor"(%181#0, %181#1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %183 = "stablehlo.slice"(%167) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1xui32>) -> tensor<ui32>
    %185 = "stablehlo.slice"(%167) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
    %187 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %188 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %190 = "stablehlo.multiply"(%189, %187) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %191 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %193 = "stablehlo.shift_right_logical"(%190, %192) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %194 = "stablehlo.convert"(%190) : (tensor<8xui64>) -> tensor<8xui32>
    %195 = "stablehlo.convert"(%193) : (tensor<8xui64>) -> tensor<8xui32>
    %196:2 = "func.call"(%184, %186, %195, %194) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %197 = "stablehlo.xor"(%196#0, %196#1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %198 = "stablehlo.subtract"(%162, %161) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %199 = "stablehlo.convert"(%198) : (tensor<1xi32>) -> tensor<1xui32>
    %200 = "stablehlo.compare"(%162, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %201 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %203 = "stablehlo.select"(%200, %202, %199) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %204 = "stablehlo.compare"(%162, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %205 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %206 = "stablehlo.and"(%205, %204) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %207 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %209 = "stablehlo.add"(%203, %208) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %210 = "stablehlo.select"(%206, %209, %203) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %211 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %213 = "stablehlo.remainder"(%212, %210) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %214 = "stablehlo.multiply"(%213, %213) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %215 = "stablehlo.remainder"(%214, %210) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %216 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<8xui32>
    %217 = "stablehlo.remainder"(%182, %216) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %218 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<8xui32>
    %219 = "stablehlo.multiply"(%217, %218) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %220 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<8xui32>
    %221 = "stablehlo.remainder"(%197, %220) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %222 = "stablehlo.add"(%219, %221) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %223 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<8xui32>
    %224 = "stablehlo.remainder"(%222, %223) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %225 = "stablehlo.convert"(%224) : (tensor<8xui32>) -> tensor<8xi32>
    %226 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<8xi32>
    %227 = "stablehlo.add"(%226, %225) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%227) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>, %arg65: tensor<i32>):
    %146 = "stablehlo.maximum"(%arg64, %arg63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %147 = "stablehlo.minimum"(%arg65, %146) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%147) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_5", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<i32>, %arg61: tensor<i32>, %arg62: tensor<i32>):
    %144 = "stablehlo.maximum"(%arg61, %arg60) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %145 = "stablehlo.minimum"(%arg62, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%145) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<8xui32>, %arg41: tensor<8xui32>):
    %127 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %128 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %129 = "stablehlo.xor"(%arg38, %arg39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %130 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %131 = "stablehlo.xor"(%129, %130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %133 = "stablehlo.add"(%arg40, %132) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %134 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %135 = "stablehlo.add"(%arg41, %134) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138:9 = "stablehlo.while"(%137, %136, %133, %135, %arg39, %131, %arg38, %127, %128) ({
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<8xui32>, %arg54: tensor<8xui32>, %arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>):
      %142 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %143 = "stablehlo.compare"(%arg51, %142) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<8xui32>, %arg45: tensor<8xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
      %139:8 = "func.call"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50) <{callee = @closed_call_7}> : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %140 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %141 = "stablehlo.add"(%arg42, %140) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141, %139#0, %139#1, %139#2, %139#3, %139#4, %139#5, %139#6, %139#7) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%138#2, %138#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_7", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<i32>, %arg31: tensor<8xui32>, %arg32: tensor<8xui32>, %arg33: tensor<ui32>, %arg34: tensor<ui32>, %arg35: tensor<ui32>, %arg36: tensor<4xui32>, %arg37: tensor<4xui32>):
    %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.add"(%arg30, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.add"(%arg31, %arg32) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %78 = "stablehlo.shift_left"(%arg32, %77) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %80 = "stablehlo.subtract"(%79, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %82 = "stablehlo.shift_right_logical"(%arg32, %81) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %83 = "stablehlo.or"(%78, %82) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %84 = "stablehlo.xor"(%76, %83) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %85 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
    %87 = "stablehlo.add"(%76, %84) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %89 = "stablehlo.shift_left"(%84, %88) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.subtract"(%90, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %93 = "stablehlo.shift_right_logical"(%84, %92) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %94 = "stablehlo.or"(%89, %93) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %95 = "stablehlo.xor"(%87, %94) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %96 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xui32>) -> tensor<ui32>
    %98 = "stablehlo.add"(%87, %95) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %100 = "stablehlo.shift_left"(%95, %99) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %102 = "stablehlo.subtract"(%101, %97) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %104 = "stablehlo.shift_right_logical"(%95, %103) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %105 = "stablehlo.or"(%100, %104) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %106 = "stablehlo.xor"(%98, %105) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %107 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xui32>) -> tensor<ui32>
    %109 = "stablehlo.add"(%98, %106) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %110 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %111 = "stablehlo.shift_left"(%106, %110) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %112 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.subtract"(%112, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %115 = "stablehlo.shift_right_logical"(%106, %114) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %116 = "stablehlo.or"(%111, %115) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %117 = "stablehlo.xor"(%109, %116) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %118 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %119 = "stablehlo.add"(%109, %118) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %120 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %121 = "stablehlo.add"(%117, %120) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.add"(%arg30, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.convert"(%123) : (tensor<i32>) -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%73, %119, %126, %arg34, %arg35, %arg33, %arg37, %arg36) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3xui32>, %arg11: tensor<3xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3xui32>, %arg24: tensor<3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3xui32>, %arg15: tensor<3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_9}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
