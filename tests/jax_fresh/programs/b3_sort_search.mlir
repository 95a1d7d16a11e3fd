"builtin.module"() <{sym_name = "jit_sort_search"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<3x7xi32>, tensor<6xf32>, tensor<4xf32>, tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3x4xf32>, tensor<7xi32>, tensor<4xi32>, tensor<4xi32>, tensor<6xi32>, tensor<5xi32>, tensor<3x2xi32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg137: tensor<8xf32>, %arg138: tensor<3x7xi32>, %arg139: tensor<6xf32>, %arg140: tensor<4xf32>, %arg141: tensor<3x4xf32>):
    %390 = "func.call"(%arg139) <{callee = @argsort}> : (tensor<6xf32>) -> tensor<6xi32>
    %391 = "func.call"(%arg137) <{callee = @argpartition}> : (tensor<8xf32>) -> tensor<8xi32>
    %392 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xi32>) -> tensor<3xi32>
    %393 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %395 = "stablehlo.compare"(%392, %394) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %396 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %398 = "stablehlo.add"(%392, %397) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %399 = "stablehlo.select"(%395, %398, %392) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %401 = "stablehlo.gather"(%arg137, %400) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %402 = "func.call"(%401) <{callee = @sort}> : (tensor<3xf32>) -> tensor<3xf32>
    %403 = "func.call"(%arg141) <{callee = @partition}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %404 = "func.call"(%403) <{callee = @sort_0}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %405 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %407 = "stablehlo.add"(%406, %404) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %408 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x7xi32>) -> tensor<1x7xi32>
    %409 = "stablehlo.reshape"(%408) : (tensor<1x7xi32>) -> tensor<7xi32>
    %410 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 2, 7>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x7xi32>) -> tensor<1x7xi32>
    %411 = "stablehlo.reshape"(%410) : (tensor<1x7xi32>) -> tensor<7xi32>
    %412 = "stablehlo.slice"(%arg138) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x7xi32>) -> tensor<1x7xi32>
    %413 = "stablehlo.reshape"(%412) : (tensor<1x7xi32>) -> tensor<7xi32>
    %414 = "func.call"(%409, %411, %413) <{callee = @lexsort}> : (tensor<7xi32>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %415 = "func.call"(%arg139, %arg140, %390) <{callee = @searchsorted}> : (tensor<6xf32>, tensor<4xf32>, tensor<6xi32>) -> tensor<4xi32>
    %416 = "func.call"(%arg139, %arg140, %390) <{callee = @searchsorted_2}> : (tensor<6xf32>, tensor<4xf32>, tensor<6xi32>) -> tensor<4xi32>
    %417 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %419 = "stablehlo.compare"(%arg137, %418) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %420 = "func.call"(%419) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %421 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %423 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %424 = "func.call"(%420, %423) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %425 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %427 = "stablehlo.compare"(%424, %426) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %428 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %430 = "stablehlo.add"(%424, %429) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %431 = "stablehlo.select"(%427, %430, %424) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %433 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %435 = "stablehlo.scatter"(%422, %432, %434) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg152: tensor<i32>, %arg153: tensor<i32>):
      %545 = "stablehlo.add"(%arg152, %arg153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%545) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<6xi32>
    %436 = "func.call"(%435) <{callee = @cumsum_7}> : (tensor<6xi32>) -> tensor<6xi32>
    %437 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %438 = "func.call"(%436, %437) <{callee = @floor_divide_9}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %439 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %440 = "func.call"(%438, %439) <{callee = @remainder}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %441 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %442 = "stablehlo.convert"(%419) : (tensor<8xi1>) -> tensor<8xi32>
    %443 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %444 = "stablehlo.reduce"(%442, %443) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg150: tensor<i32>, %arg151: tensor<i32>):
      %544 = "stablehlo.add"(%arg150, %arg151) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%544) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %446 = "stablehlo.compare"(%441, %445) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %447 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %448 = "func.call"(%446, %447, %440) <{callee = @_where_11}> : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %449 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %451 = "stablehlo.compare"(%arg141, %450) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %452 = "func.call"(%451) <{callee = @cumsum_12}> : (tensor<3x4xi1>) -> tensor<12xi32>
    %453 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %455 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %456 = "func.call"(%452, %455) <{callee = @clip_14}> : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %457 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %459 = "stablehlo.compare"(%456, %458) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %460 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %462 = "stablehlo.add"(%456, %461) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %463 = "stablehlo.select"(%459, %462, %456) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %465 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %467 = "stablehlo.scatter"(%454, %464, %466) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg148: tensor<i32>, %arg149: tensor<i32>):
      %543 = "stablehlo.add"(%arg148, %arg149) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%543) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %468 = "func.call"(%467) <{callee = @cumsum_15}> : (tensor<5xi32>) -> tensor<5xi32>
    %469 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %470 = "func.call"(%468, %469) <{callee = @floor_divide_17}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %471 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %472 = "func.call"(%470, %471) <{callee = @remainder_19}> : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %473 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %475 = "stablehlo.compare"(%arg141, %474) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %476 = "func.call"(%475) <{callee = @atleast_1d}> : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %477 = "func.call"(%476) <{callee = @cumsum_12}> : (tensor<3x4xi1>) -> tensor<12xi32>
    %478 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %480 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %481 = "func.call"(%477, %480) <{callee = @clip_14}> : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %482 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %484 = "stablehlo.compare"(%481, %483) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %485 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %487 = "stablehlo.add"(%481, %486) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %488 = "stablehlo.select"(%484, %487, %481) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0>}> : (tensor<12xi32>) -> tensor<12x1xi32>
    %490 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %492 = "stablehlo.scatter"(%479, %489, %491) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg146: tensor<i32>, %arg147: tensor<i32>):
      %542 = "stablehlo.add"(%arg146, %arg147) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%542) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<3xi32>
    %493 = "func.call"(%492) <{callee = @cumsum_20}> : (tensor<3xi32>) -> tensor<3xi32>
    %494 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %495 = "func.call"(%493, %494) <{callee = @floor_divide_22}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %496 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %497 = "func.call"(%495, %496) <{callee = @remainder_24}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %498 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %499 = "func.call"(%493, %498) <{callee = @floor_divide_22}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %500 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %501 = "func.call"(%499, %500) <{callee = @remainder_24}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %502 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %503 = "stablehlo.convert"(%476) : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %504 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %505 = "stablehlo.reduce"(%503, %504) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg144: tensor<i32>, %arg145: tensor<i32>):
      %541 = "stablehlo.add"(%arg144, %arg145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%541) : (tensor<i32>) -> ()
    }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<i32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %507 = "stablehlo.compare"(%502, %506) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %508 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %509 = "func.call"(%507, %508, %497) <{callee = @_where_25}> : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %510 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %511 = "func.call"(%507, %510, %501) <{callee = @_where_25}> : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
    %512 = "func.call"(%509) <{callee = @atleast_2d}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %513 = "func.call"(%511) <{callee = @atleast_2d}> : (tensor<3xi32>) -> tensor<1x3xi32>
    %514 = "stablehlo.concatenate"(%512, %513) <{dimension = 0 : i64}> : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
    %515 = "stablehlo.transpose"(%514) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xi32>) -> tensor<3x2xi32>
    %516 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %518 = "stablehlo.compare"(%arg137, %517) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %519 = "func.call"(%518) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %520 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %522 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %523 = "func.call"(%519, %522) <{callee = @clip}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %524 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %526 = "stablehlo.compare"(%523, %525) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %527 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %529 = "stablehlo.add"(%523, %528) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %530 = "stablehlo.select"(%526, %529, %523) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %532 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %534 = "stablehlo.scatter"(%521, %531, %533) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg142: tensor<i32>, %arg143: tensor<i32>):
      %540 = "stablehlo.add"(%arg142, %arg143) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%540) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<4xi32>
    %535 = "func.call"(%534) <{callee = @cumsum_26}> : (tensor<4xi32>) -> tensor<4xi32>
    %536 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %537 = "func.call"(%535, %536) <{callee = @floor_divide_28}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %538 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %539 = "func.call"(%537, %538) <{callee = @remainder_30}> : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%402, %407, %414, %415, %416, %448, %472, %515, %539) : (tensor<3xf32>, tensor<3x4xf32>, tensor<7xi32>, tensor<4xi32>, tensor<4xi32>, tensor<6xi32>, tensor<5xi32>, tensor<3x2xi32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<6xf32>):
    %373 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %374:2 = "stablehlo.sort"(%arg132, %373) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>, %arg135: tensor<i32>, %arg136: tensor<i32>):
      %375 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %376 = "stablehlo.compare"(%arg133, %375) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %378 = "stablehlo.select"(%376, %377, %arg133) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %379 = "stablehlo.compare"(%arg133, %arg133) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %380 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %381 = "stablehlo.select"(%379, %380, %378) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %383 = "stablehlo.compare"(%arg134, %382) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %385 = "stablehlo.select"(%383, %384, %arg134) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %386 = "stablehlo.compare"(%arg134, %arg134) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %387 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %388 = "stablehlo.select"(%386, %387, %385) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %389 = "stablehlo.compare"(%381, %388) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%389) : (tensor<i1>) -> ()
    }) : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%374#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "argpartition", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<8xf32>):
    %356 = "stablehlo.negate"(%arg129) : (tensor<8xf32>) -> tensor<8xf32>
    %357:2 = "chlo.top_k"(%356) <{k = 4 : i64}> : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xi32>)
    %358 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %360 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %362 = "stablehlo.compare"(%357#1, %361) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %363 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %365 = "stablehlo.add"(%357#1, %364) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %366 = "stablehlo.select"(%362, %365, %357#1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %370 = "stablehlo.scatter"(%359, %367, %369) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      "stablehlo.return"(%arg131) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<8xf32>
    %371:2 = "chlo.top_k"(%370) <{k = 4 : i64}> : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xi32>)
    %372 = "stablehlo.concatenate"(%357#1, %371#1) <{dimension = 0 : i64}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<8xi32>
    "func.return"(%372) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg126: tensor<3xf32>):
    %340 = "stablehlo.sort"(%arg126) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %342 = "stablehlo.compare"(%arg127, %341) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %343 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %344 = "stablehlo.select"(%342, %343, %arg127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %345 = "stablehlo.compare"(%arg127, %arg127) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %346 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %347 = "stablehlo.select"(%345, %346, %344) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %349 = "stablehlo.compare"(%arg128, %348) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %351 = "stablehlo.select"(%349, %350, %arg128) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %352 = "stablehlo.compare"(%arg128, %arg128) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %353 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %354 = "stablehlo.select"(%352, %353, %351) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %355 = "stablehlo.compare"(%347, %354) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%355) : (tensor<i1>) -> ()
    }) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%340) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "partition", sym_visibility = "private"}> ({
  ^bb0(%arg125: tensor<3x4xf32>):
    %335 = "stablehlo.negate"(%arg125) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %336:2 = "chlo.top_k"(%335) <{k = 2 : i64}> : (tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %337 = "stablehlo.negate"(%336#0) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %338:2 = "chlo.top_k"(%arg125) <{k = 2 : i64}> : (tensor<3x4xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %339 = "stablehlo.concatenate"(%337, %338#0) <{dimension = 1 : i64}> : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
    "func.return"(%339) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<3x4xf32>):
    %319 = "stablehlo.sort"(%arg122) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %321 = "stablehlo.compare"(%arg123, %320) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %322 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %323 = "stablehlo.select"(%321, %322, %arg123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %324 = "stablehlo.compare"(%arg123, %arg123) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %325 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %326 = "stablehlo.select"(%324, %325, %323) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %327 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %328 = "stablehlo.compare"(%arg124, %327) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %330 = "stablehlo.select"(%328, %329, %arg124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %331 = "stablehlo.compare"(%arg124, %arg124) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %332 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %333 = "stablehlo.select"(%331, %332, %330) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %334 = "stablehlo.compare"(%326, %333) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%334) : (tensor<i1>) -> ()
    }) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%319) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi32>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg111: tensor<7xi32>, %arg112: tensor<7xi32>, %arg113: tensor<7xi32>):
    %308 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xi32>
    %309:4 = "stablehlo.sort"(%arg113, %arg112, %arg111, %308) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg114: tensor<i32>, %arg115: tensor<i32>, %arg116: tensor<i32>, %arg117: tensor<i32>, %arg118: tensor<i32>, %arg119: tensor<i32>, %arg120: tensor<i32>, %arg121: tensor<i32>):
      %310 = "stablehlo.compare"(%arg118, %arg119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %311 = "stablehlo.compare"(%arg116, %arg117) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %312 = "stablehlo.compare"(%arg116, %arg117) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %313 = "stablehlo.and"(%312, %310) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %314 = "stablehlo.or"(%311, %313) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %315 = "stablehlo.compare"(%arg114, %arg115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %316 = "stablehlo.compare"(%arg114, %arg115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %317 = "stablehlo.and"(%316, %314) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %318 = "stablehlo.or"(%315, %317) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%318) : (tensor<i1>) -> ()
    }) : (tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>) -> (tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>)
    "func.return"(%309#3) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<4xf32>, tensor<6xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg108: tensor<6xf32>, %arg109: tensor<4xf32>, %arg110: tensor<6xi32>):
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %300 = "stablehlo.compare"(%arg110, %299) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %301 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %303 = "stablehlo.add"(%arg110, %302) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %304 = "stablehlo.select"(%300, %303, %arg110) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %306 = "stablehlo.gather"(%arg108, %305) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    %307 = "func.call"(%306, %arg109) <{callee = @_searchsorted_scan_impl}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%307) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg106: tensor<6xf32>, %arg107: tensor<4xf32>):
    %297 = "func.call"(%arg106, %arg107) <{callee = @_searchsorted_scan_impl_1}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%297) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_1", sym_visibility = "private"}> ({
  ^bb0(%arg94: tensor<6xf32>, %arg95: tensor<4xf32>):
    %285 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %287 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %289 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %290:5 = "stablehlo.while"(%arg94, %arg95, %289, %286, %288) ({
    ^bb0(%arg101: tensor<6xf32>, %arg102: tensor<4xf32>, %arg103: tensor<i32>, %arg104: tensor<4xui32>, %arg105: tensor<4xui32>):
      %295 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %296 = "stablehlo.compare"(%arg103, %295) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%296) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg96: tensor<6xf32>, %arg97: tensor<4xf32>, %arg98: tensor<i32>, %arg99: tensor<4xui32>, %arg100: tensor<4xui32>):
      %292:2 = "func.call"(%arg96, %arg97, %arg99, %arg100) <{callee = @closed_call}> : (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %293 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %294 = "stablehlo.add"(%arg98, %293) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg96, %arg97, %294, %292#0, %292#1) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>)
    %291 = "stablehlo.convert"(%290#4) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%291) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<6xf32>, %arg91: tensor<4xf32>, %arg92: tensor<4xui32>, %arg93: tensor<4xui32>):
    %255 = "stablehlo.subtract"(%arg93, %arg92) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %256 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %257 = "func.call"(%255, %256) <{callee = @floor_divide}> : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %258 = "stablehlo.add"(%arg92, %257) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %260 = "stablehlo.gather"(%arg90, %259) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %261 = "stablehlo.reshape"(%260) : (tensor<4x1xf32>) -> tensor<4xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %264 = "stablehlo.compare"(%arg91, %263) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %267 = "stablehlo.select"(%264, %266, %arg91) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.compare"(%arg91, %arg91) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %269 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %271 = "stablehlo.select"(%268, %270, %267) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %274 = "stablehlo.compare"(%261, %273) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %277 = "stablehlo.select"(%274, %276, %261) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %278 = "stablehlo.compare"(%261, %261) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %279 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %281 = "stablehlo.select"(%278, %280, %277) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.compare"(%271, %281) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %283 = "stablehlo.select"(%282, %arg92, %258) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %284 = "stablehlo.select"(%282, %258, %arg93) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%283, %284) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg88: tensor<4xui32>, %arg89: tensor<i32>):
    %252 = "stablehlo.convert"(%arg89) : (tensor<i32>) -> tensor<ui32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %254 = "stablehlo.divide"(%arg88, %253) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%254) : (tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<4xf32>, tensor<6xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "searchsorted_2", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<6xf32>, %arg86: tensor<4xf32>, %arg87: tensor<6xi32>):
    %242 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %244 = "stablehlo.compare"(%arg87, %243) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %245 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %247 = "stablehlo.add"(%arg87, %246) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %248 = "stablehlo.select"(%244, %247, %arg87) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %250 = "stablehlo.gather"(%arg85, %249) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<6x1xi32>) -> tensor<6xf32>
    %251 = "func.call"(%250, %arg86) <{callee = @_searchsorted_scan_impl_3}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%251) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_3", sym_visibility = "private"}> ({
  ^bb0(%arg83: tensor<6xf32>, %arg84: tensor<4xf32>):
    %241 = "func.call"(%arg83, %arg84) <{callee = @_searchsorted_scan_impl_4}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%241) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_4", sym_visibility = "private"}> ({
  ^bb0(%arg71: tensor<6xf32>, %arg72: tensor<4xf32>):
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %231 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %234:5 = "stablehlo.while"(%arg71, %arg72, %233, %230, %232) ({
    ^bb0(%arg78: tensor<6xf32>, %arg79: tensor<4xf32>, %arg80: tensor<i32>, %arg81: tensor<4xui32>, %arg82: tensor<4xui32>):
      %239 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %240 = "stablehlo.compare"(%arg80, %239) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%240) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg73: tensor<6xf32>, %arg74: tensor<4xf32>, %arg75: tensor<i32>, %arg76: tensor<4xui32>, %arg77: tensor<4xui32>):
      %236:2 = "func.call"(%arg73, %arg74, %arg76, %arg77) <{callee = @closed_call_5}> : (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %237 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %238 = "stablehlo.add"(%arg75, %237) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg73, %arg74, %238, %236#0, %236#1) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>)
    %235 = "stablehlo.convert"(%234#4) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%235) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<6xf32>, %arg68: tensor<4xf32>, %arg69: tensor<4xui32>, %arg70: tensor<4xui32>):
    %199 = "stablehlo.subtract"(%arg70, %arg69) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %200 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %201 = "func.call"(%199, %200) <{callee = @floor_divide}> : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %202 = "stablehlo.add"(%arg69, %201) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %204 = "stablehlo.gather"(%arg67, %203) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<4x1xf32>) -> tensor<4xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %208 = "stablehlo.compare"(%arg68, %207) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %211 = "stablehlo.select"(%208, %210, %arg68) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %212 = "stablehlo.compare"(%arg68, %arg68) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %213 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %215 = "stablehlo.select"(%212, %214, %211) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %218 = "stablehlo.compare"(%205, %217) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %221 = "stablehlo.select"(%218, %220, %205) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %222 = "stablehlo.compare"(%205, %205) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %223 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %225 = "stablehlo.select"(%222, %224, %221) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %226 = "stablehlo.compare"(%215, %225) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %227 = "stablehlo.select"(%226, %arg69, %202) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %228 = "stablehlo.select"(%226, %202, %arg70) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%227, %228) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi1>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<8xi1>):
    %197 = "stablehlo.convert"(%arg66) : (tensor<8xi1>) -> tensor<8xi32>
    %198 = "func.call"(%197) <{callee = @cumsum_6}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%198) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_6", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<8xi32>):
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %195 = "stablehlo.reduce_window"(%arg63, %194) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>):
      %196 = "stablehlo.add"(%arg64, %arg65) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%196) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%195) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<8xi32>, %arg62: tensor<i32>):
    %190 = "stablehlo.convert"(%arg62) : (tensor<i32>) -> tensor<i32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %192 = "stablehlo.maximum"(%191, %arg61) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%192) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "cumsum_7", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<6xi32>):
    %189 = "func.call"(%arg60) <{callee = @cumsum_8}> : (tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%189) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xi32>) -> tensor<6xi32>, sym_name = "cumsum_8", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<6xi32>):
    %185 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %187 = "stablehlo.reduce_window"(%arg57, %186) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg58: tensor<i32>, %arg59: tensor<i32>):
      %188 = "stablehlo.add"(%arg58, %arg59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%188) : (tensor<i32>) -> ()
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%187) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide_9", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<6xi32>, %arg56: tensor<i32>):
    %169 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %170 = "stablehlo.divide"(%arg55, %169) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %171 = "stablehlo.sign"(%arg55) : (tensor<6xi32>) -> tensor<6xi32>
    %172 = "stablehlo.sign"(%arg56) : (tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %174 = "stablehlo.compare"(%171, %173) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %175 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %176 = "stablehlo.remainder"(%arg55, %175) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %177 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %179 = "stablehlo.compare"(%176, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %180 = "stablehlo.and"(%174, %179) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %181 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %183 = "stablehlo.subtract"(%170, %182) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %184 = "func.call"(%180, %183, %170) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%184) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<6xi1>, %arg53: tensor<6xi32>, %arg54: tensor<6xi32>):
    %168 = "stablehlo.select"(%arg52, %arg53, %arg54) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%168) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<6xi32>, %arg51: tensor<i32>):
    %147 = "stablehlo.convert"(%arg51) : (tensor<i32>) -> tensor<i32>
    %148 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.compare"(%147, %148) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %150 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %151 = "func.call"(%149, %150, %147) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %153 = "stablehlo.remainder"(%arg50, %152) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %156 = "stablehlo.compare"(%153, %155) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %159 = "stablehlo.compare"(%153, %158) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %160 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %161 = "stablehlo.compare"(%151, %160) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %163 = "stablehlo.compare"(%159, %162) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %164 = "stablehlo.and"(%163, %156) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %165 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %166 = "stablehlo.add"(%153, %165) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %167 = "stablehlo.select"(%164, %166, %153) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%167) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<i1>, %arg48: tensor<i32>, %arg49: tensor<i32>):
    %146 = "stablehlo.select"(%arg47, %arg48, %arg49) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%146) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<6xi1>, %arg45: tensor<i32>, %arg46: tensor<6xi32>):
    %143 = "stablehlo.convert"(%arg45) : (tensor<i32>) -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %145 = "stablehlo.select"(%arg44, %144, %arg46) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%145) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi1>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "cumsum_12", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<3x4xi1>):
    %140 = "stablehlo.reshape"(%arg43) : (tensor<3x4xi1>) -> tensor<12xi1>
    %141 = "stablehlo.convert"(%140) : (tensor<12xi1>) -> tensor<12xi32>
    %142 = "func.call"(%141) <{callee = @cumsum_13}> : (tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%142) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12xi32>) -> tensor<12xi32>, sym_name = "cumsum_13", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<12xi32>):
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %138 = "stablehlo.reduce_window"(%arg40, %137) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg41: tensor<i32>, %arg42: tensor<i32>):
      %139 = "stablehlo.add"(%arg41, %arg42) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%139) : (tensor<i32>) -> ()
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    "func.return"(%138) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "clip_14", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<12xi32>, %arg39: tensor<i32>):
    %133 = "stablehlo.convert"(%arg39) : (tensor<i32>) -> tensor<i32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<12xi32>
    %135 = "stablehlo.maximum"(%134, %arg38) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    "func.return"(%135) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "cumsum_15", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<5xi32>):
    %132 = "func.call"(%arg37) <{callee = @cumsum_16}> : (tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%132) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xi32>) -> tensor<5xi32>, sym_name = "cumsum_16", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<5xi32>):
    %128 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %130 = "stablehlo.reduce_window"(%arg34, %129) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg35: tensor<i32>, %arg36: tensor<i32>):
      %131 = "stablehlo.add"(%arg35, %arg36) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%131) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%130) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "floor_divide_17", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<5xi32>, %arg33: tensor<i32>):
    %112 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %113 = "stablehlo.divide"(%arg32, %112) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %114 = "stablehlo.sign"(%arg32) : (tensor<5xi32>) -> tensor<5xi32>
    %115 = "stablehlo.sign"(%arg33) : (tensor<i32>) -> tensor<i32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %117 = "stablehlo.compare"(%114, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %118 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %119 = "stablehlo.remainder"(%arg32, %118) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %122 = "stablehlo.compare"(%119, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %123 = "stablehlo.and"(%117, %122) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %124 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %126 = "stablehlo.subtract"(%113, %125) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %127 = "func.call"(%123, %126, %113) <{callee = @_where_18}> : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%127) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_where_18", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<5xi1>, %arg30: tensor<5xi32>, %arg31: tensor<5xi32>):
    %111 = "stablehlo.select"(%arg29, %arg30, %arg31) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%111) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "remainder_19", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<5xi32>, %arg28: tensor<i32>):
    %90 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<i32>
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.compare"(%90, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %94 = "func.call"(%92, %93, %90) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %96 = "stablehlo.remainder"(%arg27, %95) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %99 = "stablehlo.compare"(%96, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %100 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %102 = "stablehlo.compare"(%96, %101) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %103 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %104 = "stablehlo.compare"(%94, %103) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %106 = "stablehlo.compare"(%102, %105) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %107 = "stablehlo.and"(%106, %99) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %108 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %109 = "stablehlo.add"(%96, %108) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %110 = "stablehlo.select"(%107, %109, %96) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%110) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xi1>) -> tensor<3x4xi1>, res_attrs = [{}], sym_name = "atleast_1d", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<3x4xi1>):
    "func.return"(%arg26) : (tensor<3x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xi32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "cumsum_20", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<3xi32>):
    %89 = "func.call"(%arg25) <{callee = @cumsum_21}> : (tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%89) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>) -> tensor<3xi32>, sym_name = "cumsum_21", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<3xi32>):
    %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %87 = "stablehlo.reduce_window"(%arg22, %86) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg23: tensor<i32>, %arg24: tensor<i32>):
      %88 = "stablehlo.add"(%arg23, %arg24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%88) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%87) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "floor_divide_22", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<3xi32>, %arg21: tensor<i32>):
    %69 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %70 = "stablehlo.divide"(%arg20, %69) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %71 = "stablehlo.sign"(%arg20) : (tensor<3xi32>) -> tensor<3xi32>
    %72 = "stablehlo.sign"(%arg21) : (tensor<i32>) -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %74 = "stablehlo.compare"(%71, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %75 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %76 = "stablehlo.remainder"(%arg20, %75) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %79 = "stablehlo.compare"(%76, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %80 = "stablehlo.and"(%74, %79) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %83 = "stablehlo.subtract"(%70, %82) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %84 = "func.call"(%80, %83, %70) <{callee = @_where_23}> : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%84) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "_where_23", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<3xi1>, %arg18: tensor<3xi32>, %arg19: tensor<3xi32>):
    %68 = "stablehlo.select"(%arg17, %arg18, %arg19) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%68) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "remainder_24", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3xi32>, %arg16: tensor<i32>):
    %47 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.compare"(%47, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "func.call"(%49, %50, %47) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %53 = "stablehlo.remainder"(%arg15, %52) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %56 = "stablehlo.compare"(%53, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %59 = "stablehlo.compare"(%53, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.compare"(%51, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3xi1>
    %63 = "stablehlo.compare"(%59, %62) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %64 = "stablehlo.and"(%63, %56) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %65 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %66 = "stablehlo.add"(%53, %65) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %67 = "stablehlo.select"(%64, %66, %53) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%67) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "_where_25", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<3xi1>, %arg13: tensor<i32>, %arg14: tensor<3xi32>):
    %44 = "stablehlo.convert"(%arg13) : (tensor<i32>) -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %46 = "stablehlo.select"(%arg12, %45, %arg14) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%46) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xi32>) -> tensor<1x3xi32>, res_attrs = [{}], sym_name = "atleast_2d", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3xi32>):
    %43 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1x3xi32>
    "func.return"(%43) : (tensor<1x3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "cumsum_26", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4xi32>):
    %42 = "func.call"(%arg10) <{callee = @cumsum_27}> : (tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%42) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "cumsum_27", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.reduce_window"(%arg7, %39) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      %41 = "stablehlo.add"(%arg8, %arg9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%41) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%40) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "floor_divide_28", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xi32>, %arg6: tensor<i32>):
    %22 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %23 = "stablehlo.divide"(%arg5, %22) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %24 = "stablehlo.sign"(%arg5) : (tensor<4xi32>) -> tensor<4xi32>
    %25 = "stablehlo.sign"(%arg6) : (tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %27 = "stablehlo.compare"(%24, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %28 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %29 = "stablehlo.remainder"(%arg5, %28) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %32 = "stablehlo.compare"(%29, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %33 = "stablehlo.and"(%27, %32) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %36 = "stablehlo.subtract"(%23, %35) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %37 = "func.call"(%33, %36, %23) <{callee = @_where_29}> : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%37) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_29", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xi1>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>):
    %21 = "stablehlo.select"(%arg2, %arg3, %arg4) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%21) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "remainder_30", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xi32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.compare"(%0, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "func.call"(%2, %3, %0) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.remainder"(%arg0, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %9 = "stablehlo.compare"(%6, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %12 = "stablehlo.compare"(%6, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%4, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %17 = "stablehlo.and"(%16, %9) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %18 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %19 = "stablehlo.add"(%6, %18) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %20 = "stablehlo.select"(%17, %19, %6) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%20) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
