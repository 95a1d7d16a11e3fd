"builtin.module"() <{sym_name = "jit_unique_inverse_bincount"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8x2xf32>) -> (tensor<6xi32>, tensor<6xi32>, tensor<8xi32>, tensor<6xi32>, tensor<5xf32>, tensor<3x2xi32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<8xi1>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg137: tensor<8xi32>, %arg138: tensor<8x2xf32>):
    %350 = "stablehlo.constant"() <{value = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %351 = "stablehlo.constant"() <{value = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %352 = "stablehlo.constant"() <{value = dense<[-3.000000e+00, -1.000000e+00, 0.000000e+00, 5.000000e-01, 3.000000e+00]> : tensor<5xf32>}> : () -> tensor<5xf32>
    %353 = "stablehlo.constant"() <{value = dense<[1, 3, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %354:3 = "func.call"(%arg137) <{callee = @_unique_sorted_mask}> : (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>)
    %355 = "func.call"(%354#1) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %358 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %359 = "func.call"(%355, %358) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %360 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %362 = "stablehlo.compare"(%359, %361) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %363 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %365 = "stablehlo.add"(%359, %364) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %366 = "stablehlo.select"(%362, %365, %359) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %368 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %370 = "stablehlo.scatter"(%357, %367, %369) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg153: tensor<i32>, %arg154: tensor<i32>):
      %602 = "stablehlo.add"(%arg153, %arg154) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%602) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %371 = "func.call"(%370) <{callee = @cumsum_1}> : (tensor<6xi32>) -> tensor<6xi32>
    %372 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %373 = "func.call"(%371, %372) <{callee = @floor_divide}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %374 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %375 = "func.call"(%373, %374) <{callee = @remainder}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %376 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %378 = "stablehlo.compare"(%375, %377) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %379 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %381 = "stablehlo.add"(%375, %380) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %382 = "stablehlo.select"(%378, %381, %375) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %384 = "stablehlo.gather"(%354#0, %383) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %385 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %386 = "stablehlo.convert"(%354#1) : (tensor<8xi1>) -> tensor<8xi32>
    %387 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %388 = "stablehlo.reduce"(%386, %387) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg151: tensor<i32>, %arg152: tensor<i32>):
      %601 = "stablehlo.add"(%arg151, %arg152) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%601) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %390 = "stablehlo.compare"(%385, %389) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %391 = "stablehlo.constant"() <{value = dense<99> : tensor<i32>}> : () -> tensor<i32>
    %392 = "func.call"(%390, %384, %391) <{callee = @_where_4}> : (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %393 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %395 = "stablehlo.compare"(%375, %394) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %396 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %398 = "stablehlo.add"(%375, %397) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %399 = "stablehlo.select"(%395, %398, %375) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %401 = "stablehlo.gather"(%354#2, %400) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<6x1xi32>) -> tensor<6xi32>
    %402 = "func.call"(%354#1) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %403 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %405 = "stablehlo.subtract"(%402, %404) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %406 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %408 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %410 = "stablehlo.compare"(%354#2, %409) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %411 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %413 = "stablehlo.add"(%354#2, %412) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %414 = "stablehlo.select"(%410, %413, %354#2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %416 = "stablehlo.scatter"(%407, %415, %405) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg149: tensor<i32>, %arg150: tensor<i32>):
      "stablehlo.return"(%arg150) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %417 = "func.call"(%354#1) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %418 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %420 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %421 = "func.call"(%417, %420) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %422 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %424 = "stablehlo.compare"(%421, %423) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %425 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %427 = "stablehlo.add"(%421, %426) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %428 = "stablehlo.select"(%424, %427, %421) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %430 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %432 = "stablehlo.scatter"(%419, %429, %431) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg147: tensor<i32>, %arg148: tensor<i32>):
      %600 = "stablehlo.add"(%arg147, %arg148) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%600) : (tensor<i32>) -> ()
    }) : (tensor<7xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<7xi32>
    %433 = "func.call"(%432) <{callee = @cumsum_5}> : (tensor<7xi32>) -> tensor<7xi32>
    %434 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %435 = "func.call"(%433, %434) <{callee = @floor_divide_7}> : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %436 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %437 = "func.call"(%435, %436) <{callee = @remainder_9}> : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %438 = "stablehlo.slice"(%437) <{limit_indices = array<i64: 7>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<6xi32>
    %439 = "stablehlo.slice"(%437) <{limit_indices = array<i64: 7>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<6xi32>
    %440 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %441 = "func.call"(%438, %439, %440) <{callee = @_where_10}> : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %442 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %444 = "stablehlo.scatter"(%437, %443, %441) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg145: tensor<i32>, %arg146: tensor<i32>):
      "stablehlo.return"(%arg146) : (tensor<i32>) -> ()
    }) : (tensor<7xi32>, tensor<1xi32>, tensor<6xi32>) -> tensor<7xi32>
    %445 = "func.call"(%444) <{callee = @diff}> : (tensor<7xi32>) -> tensor<6xi32>
    %446 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %447 = "stablehlo.reshape"(%446) : (tensor<8x1xf32>) -> tensor<8xf32>
    %448 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %449 = "stablehlo.reshape"(%448) : (tensor<8x1xf32>) -> tensor<8xf32>
    %450 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %451 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %452 = "stablehlo.concatenate"(%450, %451) <{dimension = 0 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %453 = "stablehlo.transpose"(%452) <{permutation = array<i64: 1, 0>}> : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %454 = "func.call"(%350) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.compare"(%454, %455) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %457 = "stablehlo.slice"(%350) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %458 = "stablehlo.reshape"(%457) : (tensor<1xf32>) -> tensor<f32>
    %459 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.subtract"(%458, %459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %461 = "stablehlo.slice"(%350) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %462 = "stablehlo.reshape"(%461) : (tensor<1xf32>) -> tensor<f32>
    %463 = "func.call"(%456, %460, %462) <{callee = @_where_11}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %464 = "func.call"(%350) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %465 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %466 = "stablehlo.compare"(%464, %465) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %467 = "stablehlo.slice"(%350) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %468 = "stablehlo.reshape"(%467) : (tensor<1xf32>) -> tensor<f32>
    %469 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %470 = "stablehlo.add"(%468, %469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %471 = "stablehlo.slice"(%350) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %472 = "stablehlo.reshape"(%471) : (tensor<1xf32>) -> tensor<f32>
    %473 = "func.call"(%466, %470, %472) <{callee = @_where_11}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %474 = "func.call"(%463, %473) <{callee = @_linspace}> : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %475 = "stablehlo.slice"(%453) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %476 = "stablehlo.reshape"(%475) : (tensor<8x1xf32>) -> tensor<8xf32>
    %477 = "func.call"(%474, %476) <{callee = @searchsorted}> : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    %478 = "stablehlo.slice"(%453) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<8x1xf32>) -> tensor<8xf32>
    %480 = "stablehlo.slice"(%474) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1xf32>
    %481 = "stablehlo.reshape"(%480) : (tensor<1xf32>) -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %483 = "stablehlo.compare"(%479, %482) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %484 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %486 = "stablehlo.subtract"(%477, %485) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %487 = "func.call"(%483, %486, %477) <{callee = @_where_14}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %488 = "func.call"(%351) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.compare"(%488, %489) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %491 = "stablehlo.slice"(%351) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %492 = "stablehlo.reshape"(%491) : (tensor<1xf32>) -> tensor<f32>
    %493 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.subtract"(%492, %493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "stablehlo.slice"(%351) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %496 = "stablehlo.reshape"(%495) : (tensor<1xf32>) -> tensor<f32>
    %497 = "func.call"(%490, %494, %496) <{callee = @_where_11}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %498 = "func.call"(%351) <{callee = @_ptp}> : (tensor<2xf32>) -> tensor<f32>
    %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.compare"(%498, %499) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %501 = "stablehlo.slice"(%351) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %502 = "stablehlo.reshape"(%501) : (tensor<1xf32>) -> tensor<f32>
    %503 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.add"(%502, %503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %505 = "stablehlo.slice"(%351) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %506 = "stablehlo.reshape"(%505) : (tensor<1xf32>) -> tensor<f32>
    %507 = "func.call"(%500, %504, %506) <{callee = @_where_11}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %508 = "func.call"(%497, %507) <{callee = @_linspace_15}> : (tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %509 = "stablehlo.slice"(%453) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<8x1xf32>) -> tensor<8xf32>
    %511 = "func.call"(%508, %510) <{callee = @searchsorted_16}> : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    %512 = "stablehlo.slice"(%453) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %513 = "stablehlo.reshape"(%512) : (tensor<8x1xf32>) -> tensor<8xf32>
    %514 = "stablehlo.slice"(%508) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %515 = "stablehlo.reshape"(%514) : (tensor<1xf32>) -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %517 = "stablehlo.compare"(%513, %516) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %518 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %520 = "stablehlo.subtract"(%511, %519) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %521 = "func.call"(%517, %520, %511) <{callee = @_where_14}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %522 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %523 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %524 = "func.call"(%487, %522, %523) <{callee = @clip_20}> : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %525 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %526 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %527 = "func.call"(%521, %525, %526) <{callee = @clip_20}> : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %528 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %530 = "stablehlo.multiply"(%524, %529) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %531 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %533 = "stablehlo.add"(%532, %530) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %534 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %536 = "stablehlo.multiply"(%527, %535) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %537 = "stablehlo.add"(%533, %536) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %538 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<20xi32>
    %540 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %541 = "func.call"(%537, %540) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %542 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %544 = "stablehlo.compare"(%541, %543) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %545 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %547 = "stablehlo.add"(%541, %546) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %548 = "stablehlo.select"(%544, %547, %541) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %550 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %552 = "stablehlo.scatter"(%539, %549, %551) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg143: tensor<i32>, %arg144: tensor<i32>):
      %599 = "stablehlo.add"(%arg143, %arg144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%599) : (tensor<i32>) -> ()
    }) : (tensor<20xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<20xi32>
    %553 = "stablehlo.reshape"(%552) : (tensor<20xi32>) -> tensor<5x4xi32>
    %554 = "stablehlo.slice"(%553) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>}> : (tensor<5x4xi32>) -> tensor<3x2xi32>
    %555 = "stablehlo.abs"(%arg137) : (tensor<8xi32>) -> tensor<8xi32>
    %556 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %557 = "func.call"(%555, %556) <{callee = @remainder_21}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %558 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %559 = "stablehlo.reshape"(%558) : (tensor<8x1xf32>) -> tensor<8xf32>
    %560 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %562 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %563 = "func.call"(%557, %562) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %564 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %566 = "stablehlo.compare"(%563, %565) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %567 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %569 = "stablehlo.add"(%563, %568) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %570 = "stablehlo.select"(%566, %569, %563) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %572 = "stablehlo.scatter"(%561, %571, %559) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %598 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%598) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %573 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 8, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xf32>) -> tensor<8x1xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<8x1xf32>) -> tensor<8xf32>
    %575 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %577 = "func.call"(%352, %574) <{callee = @searchsorted_22}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    %578 = "stablehlo.slice"(%352) <{limit_indices = array<i64: 5>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<1xf32>) -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %581 = "stablehlo.compare"(%574, %580) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %582 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %583 = "func.call"(%581, %582, %577) <{callee = @_where_26}> : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %584 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %586 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %588 = "stablehlo.compare"(%583, %587) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %589 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %591 = "stablehlo.add"(%583, %590) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %592 = "stablehlo.select"(%588, %591, %583) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %594 = "stablehlo.scatter"(%585, %593, %576) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %597 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%597) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<5xf32>
    %595 = "stablehlo.slice"(%594) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %596 = "func.call"(%arg137, %353) <{callee = @_in1d}> : (tensor<8xi32>, tensor<3xi32>) -> tensor<8xi1>
    "func.return"(%392, %401, %416, %445, %572, %554, %474, %508, %595, %596) : (tensor<6xi32>, tensor<6xi32>, tensor<8xi32>, tensor<6xi32>, tensor<5xf32>, tensor<3x2xi32>, tensor<4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>), res_attrs = [{}, {}, {}], sym_name = "_unique_sorted_mask", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<8xi32>):
    %326 = "stablehlo.reshape"(%arg132) : (tensor<8xi32>) -> tensor<8x1xi32>
    %327 = "stablehlo.transpose"(%326) <{permutation = array<i64: 1, 0>}> : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %328 = "stablehlo.reverse"(%327) <{dimensions = array<i64: 0>}> : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %329 = "func.call"(%328) <{callee = @lexsort}> : (tensor<1x8xi32>) -> tensor<8xi32>
    %330 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %332 = "stablehlo.compare"(%329, %331) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %333 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %335 = "stablehlo.add"(%329, %334) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %336 = "stablehlo.select"(%332, %335, %329) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %338 = "stablehlo.gather"(%arg132, %337) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %339 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %341 = "stablehlo.slice"(%338) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xi32>) -> tensor<7xi32>
    %342 = "stablehlo.slice"(%338) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xi32>) -> tensor<7xi32>
    %343 = "stablehlo.compare"(%341, %342) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %344 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %345 = "stablehlo.reduce"(%343, %344) <{dimensions = array<i64>}> ({
    ^bb0(%arg135: tensor<i1>, %arg136: tensor<i1>):
      %349 = "stablehlo.or"(%arg135, %arg136) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%349) : (tensor<i1>) -> ()
    }) : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %346 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %348 = "stablehlo.scatter"(%340, %347, %345) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg133: tensor<i1>, %arg134: tensor<i1>):
      "stablehlo.return"(%arg134) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    "func.return"(%338, %348, %329) : (tensor<8xi32>, tensor<8xi1>, tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg127: tensor<1x8xi32>):
    %321 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %322 = "stablehlo.reshape"(%321) : (tensor<1x8xi32>) -> tensor<8xi32>
    %323 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %324:2 = "stablehlo.sort"(%322, %323) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg128: tensor<i32>, %arg129: tensor<i32>, %arg130: tensor<i32>, %arg131: tensor<i32>):
      %325 = "stablehlo.compare"(%arg128, %arg129) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%325) : (tensor<i1>) -> ()
    }) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
    "func.return"(%324#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi1>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg126: tensor<8xi1>):
    %319 = "stablehlo.convert"(%arg126) : (tensor<8xi1>) -> tensor<8xi32>
    %320 = "func.call"(%319) <{callee = @cumsum_0}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%320) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<8xi32>):
    %315 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %317 = "stablehlo.reduce_window"(%arg123, %316) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg124: tensor<i32>, %arg125: tensor<i32>):
      %318 = "stablehlo.add"(%arg124, %arg125) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%318) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%317) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg121: tensor<8xi32>, %arg122: tensor<i32>):
    %312 = "stablehlo.convert"(%arg122) : (tensor<i32>) -> tensor<i32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %314 = "stablehlo.maximum"(%313, %arg121) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%314) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg120: tensor<6xi32>):
    %311 = "func.call"(%arg120) <{callee = @cumsum_2}> : (tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%311) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xi32>) -> tensor<6xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg117: tensor<6xi32>):
    %307 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %309 = "stablehlo.reduce_window"(%arg117, %308) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg118: tensor<i32>, %arg119: tensor<i32>):
      %310 = "stablehlo.add"(%arg118, %arg119) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%310) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%309) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg115: tensor<6xi32>, %arg116: tensor<i32>):
    %291 = "stablehlo.broadcast_in_dim"(%arg116) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %292 = "stablehlo.divide"(%arg115, %291) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %293 = "stablehlo.sign"(%arg115) : (tensor<6xi32>) -> tensor<6xi32>
    %294 = "stablehlo.sign"(%arg116) : (tensor<i32>) -> tensor<i32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %296 = "stablehlo.compare"(%293, %295) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %297 = "stablehlo.broadcast_in_dim"(%arg116) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %298 = "stablehlo.remainder"(%arg115, %297) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %299 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %301 = "stablehlo.compare"(%298, %300) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %302 = "stablehlo.and"(%296, %301) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %303 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %305 = "stablehlo.subtract"(%292, %304) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %306 = "func.call"(%302, %305, %292) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%306) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<6xi1>, %arg113: tensor<6xi32>, %arg114: tensor<6xi32>):
    %290 = "stablehlo.select"(%arg112, %arg113, %arg114) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%290) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg110: tensor<6xi32>, %arg111: tensor<i32>):
    %269 = "stablehlo.convert"(%arg111) : (tensor<i32>) -> tensor<i32>
    %270 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %271 = "stablehlo.compare"(%269, %270) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %272 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %273 = "func.call"(%271, %272, %269) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %275 = "stablehlo.remainder"(%arg110, %274) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %276 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %278 = "stablehlo.compare"(%275, %277) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %279 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %281 = "stablehlo.compare"(%275, %280) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %282 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %283 = "stablehlo.compare"(%273, %282) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %285 = "stablehlo.compare"(%281, %284) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %286 = "stablehlo.and"(%285, %278) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %287 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %288 = "stablehlo.add"(%275, %287) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %289 = "stablehlo.select"(%286, %288, %275) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%289) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<i1>, %arg108: tensor<i32>, %arg109: tensor<i32>):
    %268 = "stablehlo.select"(%arg107, %arg108, %arg109) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%268) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<6xi1>, %arg105: tensor<6xi32>, %arg106: tensor<i32>):
    %266 = "stablehlo.broadcast_in_dim"(%arg106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %267 = "stablehlo.select"(%arg104, %arg105, %266) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%267) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "cumsum_5", sym_visibility = "private"}> ({
  ^bb0(%arg103: tensor<7xi32>):
    %265 = "func.call"(%arg103) <{callee = @cumsum_6}> : (tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%265) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<7xi32>) -> tensor<7xi32>, sym_name = "cumsum_6", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<7xi32>):
    %261 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %263 = "stablehlo.reduce_window"(%arg100, %262) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg101: tensor<i32>, %arg102: tensor<i32>):
      %264 = "stablehlo.add"(%arg101, %arg102) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%264) : (tensor<i32>) -> ()
    }) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    "func.return"(%263) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "floor_divide_7", sym_visibility = "private"}> ({
  ^bb0(%arg98: tensor<7xi32>, %arg99: tensor<i32>):
    %245 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %246 = "stablehlo.divide"(%arg98, %245) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %247 = "stablehlo.sign"(%arg98) : (tensor<7xi32>) -> tensor<7xi32>
    %248 = "stablehlo.sign"(%arg99) : (tensor<i32>) -> tensor<i32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %250 = "stablehlo.compare"(%247, %249) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %251 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %252 = "stablehlo.remainder"(%arg98, %251) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %253 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %255 = "stablehlo.compare"(%252, %254) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %256 = "stablehlo.and"(%250, %255) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %257 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %259 = "stablehlo.subtract"(%246, %258) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %260 = "func.call"(%256, %259, %246) <{callee = @_where_8}> : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%260) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg95: tensor<7xi1>, %arg96: tensor<7xi32>, %arg97: tensor<7xi32>):
    %244 = "stablehlo.select"(%arg95, %arg96, %arg97) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%244) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "remainder_9", sym_visibility = "private"}> ({
  ^bb0(%arg93: tensor<7xi32>, %arg94: tensor<i32>):
    %223 = "stablehlo.convert"(%arg94) : (tensor<i32>) -> tensor<i32>
    %224 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.compare"(%223, %224) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %227 = "func.call"(%225, %226, %223) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %229 = "stablehlo.remainder"(%arg93, %228) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %230 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %232 = "stablehlo.compare"(%229, %231) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %235 = "stablehlo.compare"(%229, %234) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.compare"(%227, %236) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<7xi1>
    %239 = "stablehlo.compare"(%235, %238) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %240 = "stablehlo.and"(%239, %232) : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %241 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %242 = "stablehlo.add"(%229, %241) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %243 = "stablehlo.select"(%240, %242, %229) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%243) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<6xi32>, %arg91: tensor<6xi32>, %arg92: tensor<i32>):
    %217 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %219 = "stablehlo.compare"(%arg90, %218) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %220 = "stablehlo.convert"(%arg92) : (tensor<i32>) -> tensor<i32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %222 = "stablehlo.select"(%219, %arg91, %221) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%222) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "diff", sym_visibility = "private"}> ({
  ^bb0(%arg89: tensor<7xi32>):
    %214 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 7>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<6xi32>
    %215 = "stablehlo.slice"(%arg89) <{limit_indices = array<i64: 6>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<6xi32>
    %216 = "stablehlo.subtract"(%214, %215) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%216) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_ptp", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<2xf32>):
    %207 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.reduce"(%arg84, %207) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %213 = "stablehlo.maximum"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%213) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.reduce"(%arg84, %209) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %212 = "stablehlo.minimum"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%212) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %211 = "stablehlo.subtract"(%208, %210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%211) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg81: tensor<i1>, %arg82: tensor<f32>, %arg83: tensor<f32>):
    %206 = "stablehlo.select"(%arg81, %arg82, %arg83) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%206) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_linspace", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
    %190 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xf32>
    %191 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %193 = "stablehlo.divide"(%190, %192) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %194 = "stablehlo.reshape"(%arg79) : (tensor<f32>) -> tensor<1xf32>
    %195 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %197 = "stablehlo.subtract"(%196, %193) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %198 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %199 = "stablehlo.multiply"(%198, %197) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %200 = "stablehlo.reshape"(%arg80) : (tensor<f32>) -> tensor<1xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %202 = "stablehlo.multiply"(%201, %193) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %203 = "stablehlo.add"(%199, %202) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %204 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %205 = "stablehlo.concatenate"(%203, %204) <{dimension = 0 : i64}> : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
    "func.return"(%205) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<4xf32>, %arg78: tensor<8xf32>):
    %189 = "func.call"(%arg77, %arg78) <{callee = @_searchsorted_scan_impl}> : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%189) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg75: tensor<4xf32>, %arg76: tensor<8xf32>):
    %188 = "func.call"(%arg75, %arg76) <{callee = @_searchsorted_scan_impl_12}> : (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%188) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_12", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<4xf32>, %arg64: tensor<8xf32>):
    %176 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %178 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %181:5 = "stablehlo.while"(%arg63, %arg64, %180, %177, %179) ({
    ^bb0(%arg70: tensor<4xf32>, %arg71: tensor<8xf32>, %arg72: tensor<i32>, %arg73: tensor<8xui32>, %arg74: tensor<8xui32>):
      %186 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %187 = "stablehlo.compare"(%arg72, %186) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%187) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg65: tensor<4xf32>, %arg66: tensor<8xf32>, %arg67: tensor<i32>, %arg68: tensor<8xui32>, %arg69: tensor<8xui32>):
      %183:2 = "func.call"(%arg65, %arg66, %arg68, %arg69) <{callee = @closed_call}> : (tensor<4xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %184 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %185 = "stablehlo.add"(%arg67, %184) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg65, %arg66, %185, %183#0, %183#1) : (tensor<4xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<4xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<4xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %182 = "stablehlo.convert"(%181#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%182) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<4xf32>, %arg60: tensor<8xf32>, %arg61: tensor<8xui32>, %arg62: tensor<8xui32>):
    %146 = "stablehlo.subtract"(%arg62, %arg61) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %147 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %148 = "func.call"(%146, %147) <{callee = @floor_divide_13}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %149 = "stablehlo.add"(%arg61, %148) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %151 = "stablehlo.gather"(%arg59, %150) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<8x1xf32>) -> tensor<8xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %155 = "stablehlo.compare"(%arg60, %154) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %158 = "stablehlo.select"(%155, %157, %arg60) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %159 = "stablehlo.compare"(%arg60, %arg60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %160 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %162 = "stablehlo.select"(%159, %161, %158) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %163 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %165 = "stablehlo.compare"(%152, %164) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %168 = "stablehlo.select"(%165, %167, %152) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %169 = "stablehlo.compare"(%152, %152) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %170 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %172 = "stablehlo.select"(%169, %171, %168) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %173 = "stablehlo.compare"(%162, %172) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %174 = "stablehlo.select"(%173, %arg61, %149) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %175 = "stablehlo.select"(%173, %149, %arg62) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%174, %175) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "floor_divide_13", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<8xui32>, %arg58: tensor<i32>):
    %143 = "stablehlo.convert"(%arg58) : (tensor<i32>) -> tensor<ui32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %145 = "stablehlo.divide"(%arg57, %144) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%145) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_14", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<8xi1>, %arg55: tensor<8xi32>, %arg56: tensor<8xi32>):
    %142 = "stablehlo.select"(%arg54, %arg55, %arg56) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%142) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_linspace_15", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
    %126 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xf32>
    %127 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %129 = "stablehlo.divide"(%126, %128) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %130 = "stablehlo.reshape"(%arg52) : (tensor<f32>) -> tensor<1xf32>
    %131 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %133 = "stablehlo.subtract"(%132, %129) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %134 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %135 = "stablehlo.multiply"(%134, %133) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %136 = "stablehlo.reshape"(%arg53) : (tensor<f32>) -> tensor<1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %138 = "stablehlo.multiply"(%137, %129) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %139 = "stablehlo.add"(%135, %138) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %140 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %141 = "stablehlo.concatenate"(%139, %140) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    "func.return"(%141) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted_16", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<3xf32>, %arg51: tensor<8xf32>):
    %125 = "func.call"(%arg50, %arg51) <{callee = @_searchsorted_scan_impl_17}> : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%125) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_17", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<3xf32>, %arg49: tensor<8xf32>):
    %124 = "func.call"(%arg48, %arg49) <{callee = @_searchsorted_scan_impl_18}> : (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%124) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_18", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<3xf32>, %arg37: tensor<8xf32>):
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %114 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %116 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %117:5 = "stablehlo.while"(%arg36, %arg37, %116, %113, %115) ({
    ^bb0(%arg43: tensor<3xf32>, %arg44: tensor<8xf32>, %arg45: tensor<i32>, %arg46: tensor<8xui32>, %arg47: tensor<8xui32>):
      %122 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %123 = "stablehlo.compare"(%arg45, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%123) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg38: tensor<3xf32>, %arg39: tensor<8xf32>, %arg40: tensor<i32>, %arg41: tensor<8xui32>, %arg42: tensor<8xui32>):
      %119:2 = "func.call"(%arg38, %arg39, %arg41, %arg42) <{callee = @closed_call_19}> : (tensor<3xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %120 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %121 = "stablehlo.add"(%arg40, %120) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg38, %arg39, %121, %119#0, %119#1) : (tensor<3xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<3xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<3xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %118 = "stablehlo.convert"(%117#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%118) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call_19", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<3xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8xui32>, %arg35: tensor<8xui32>):
    %82 = "stablehlo.subtract"(%arg35, %arg34) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %83 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %84 = "func.call"(%82, %83) <{callee = @floor_divide_13}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %85 = "stablehlo.add"(%arg34, %84) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %87 = "stablehlo.gather"(%arg32, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %88 = "stablehlo.reshape"(%87) : (tensor<8x1xf32>) -> tensor<8xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %91 = "stablehlo.compare"(%arg33, %90) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %92 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.select"(%91, %93, %arg33) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.compare"(%arg33, %arg33) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %96 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %98 = "stablehlo.select"(%95, %97, %94) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %101 = "stablehlo.compare"(%88, %100) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %104 = "stablehlo.select"(%101, %103, %88) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = "stablehlo.compare"(%88, %88) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %106 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %108 = "stablehlo.select"(%105, %107, %104) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %109 = "stablehlo.compare"(%98, %108) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %110 = "stablehlo.select"(%109, %arg34, %85) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %111 = "stablehlo.select"(%109, %85, %arg35) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%110, %111) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip_20", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<8xi32>, %arg30: tensor<i32>, %arg31: tensor<i32>):
    %76 = "stablehlo.convert"(%arg30) : (tensor<i32>) -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %78 = "stablehlo.maximum"(%77, %arg29) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %79 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %81 = "stablehlo.minimum"(%80, %78) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%81) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "remainder_21", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8xi32>, %arg28: tensor<i32>):
    %55 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<i32>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.compare"(%55, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %59 = "func.call"(%57, %58, %55) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %61 = "stablehlo.remainder"(%arg27, %60) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %64 = "stablehlo.compare"(%61, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %67 = "stablehlo.compare"(%61, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.compare"(%59, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %71 = "stablehlo.compare"(%67, %70) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %72 = "stablehlo.and"(%71, %64) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %73 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %74 = "stablehlo.add"(%61, %73) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %75 = "stablehlo.select"(%72, %74, %61) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%75) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted_22", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<5xf32>, %arg26: tensor<8xf32>):
    %54 = "func.call"(%arg25, %arg26) <{callee = @_searchsorted_scan_impl_23}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%54) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_23", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<5xf32>, %arg24: tensor<8xf32>):
    %53 = "func.call"(%arg23, %arg24) <{callee = @_searchsorted_scan_impl_24}> : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>
    "func.return"(%53) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_24", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<5xf32>, %arg12: tensor<8xf32>):
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %43 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46:5 = "stablehlo.while"(%arg11, %arg12, %45, %42, %44) ({
    ^bb0(%arg18: tensor<5xf32>, %arg19: tensor<8xf32>, %arg20: tensor<i32>, %arg21: tensor<8xui32>, %arg22: tensor<8xui32>):
      %51 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %52 = "stablehlo.compare"(%arg20, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%52) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg13: tensor<5xf32>, %arg14: tensor<8xf32>, %arg15: tensor<i32>, %arg16: tensor<8xui32>, %arg17: tensor<8xui32>):
      %48:2 = "func.call"(%arg13, %arg14, %arg16, %arg17) <{callee = @closed_call_25}> : (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %49 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %50 = "stablehlo.add"(%arg15, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg13, %arg14, %50, %48#0, %48#1) : (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<5xf32>, tensor<8xf32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %47 = "stablehlo.convert"(%46#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%47) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>, tensor<8xf32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call_25", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<5xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xui32>, %arg10: tensor<8xui32>):
    %11 = "stablehlo.subtract"(%arg10, %arg9) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %12 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %13 = "func.call"(%11, %12) <{callee = @floor_divide_13}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %14 = "stablehlo.add"(%arg9, %13) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %16 = "stablehlo.gather"(%arg7, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<8x1xui32>) -> tensor<8x1xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<8x1xf32>) -> tensor<8xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %20 = "stablehlo.compare"(%arg8, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %23 = "stablehlo.select"(%20, %22, %arg8) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %24 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %25 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %27 = "stablehlo.select"(%24, %26, %23) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %30 = "stablehlo.compare"(%17, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %33 = "stablehlo.select"(%30, %32, %17) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %34 = "stablehlo.compare"(%17, %17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %35 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %37 = "stablehlo.select"(%34, %36, %33) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %38 = "stablehlo.compare"(%27, %37) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %39 = "stablehlo.select"(%38, %arg9, %14) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %40 = "stablehlo.select"(%38, %14, %arg10) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%39, %40) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_26", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8xi1>, %arg5: tensor<i32>, %arg6: tensor<8xi32>):
    %8 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %10 = "stablehlo.select"(%arg4, %9, %arg6) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%10) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<3xi32>) -> tensor<8xi1>, res_attrs = [{}], sym_name = "_in1d", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi32>, %arg1: tensor<3xi32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x3xi32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<8x3xi32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %5 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %7 = "stablehlo.or"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%7) : (tensor<i1>) -> ()
    }) : (tensor<8x3xi1>, tensor<i1>) -> tensor<8xi1>
    "func.return"(%6) : (tensor<8xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
