"builtin.module"() <{sym_name = "jit_svd_thin"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xf32>) -> (tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x5x3xf32>):
    %19:3 = "func.call"(%arg1) <{callee = @svd}> : (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>, tensor<2x3x3xf32>)
    %20 = "stablehlo.broadcast_in_dim"(%19#1) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x3xf32>) -> tensor<2x5x3xf32>
    %22 = "stablehlo.multiply"(%19#0, %21) : (tensor<2x5x3xf32>, tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %23 = "stablehlo.dot_general"(%22, %19#2) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x3xf32>, tensor<2x3x3xf32>) -> tensor<2x5x3xf32>
    %24 = "stablehlo.transpose"(%19#0) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x5x3xf32>) -> tensor<2x3x5xf32>
    %25 = "stablehlo.dot_general"(%24, %19#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x5xf32>, tensor<2x5x3xf32>) -> tensor<2x3x3xf32>
    "func.return"(%19#1, %23, %25) : (tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>, tensor<2x3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5x3xf32>):
    %0:5 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=5, k=3, l=5, m=3, n=3, o=5, p=3, q=3, r=3}, custom>} : (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>, tensor<2xi32>)
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %3 = "stablehlo.compare"(%0#4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi1>) -> tensor<2x1xi1>
    %5 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %7 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %8 = "stablehlo.select"(%7, %0#1, %6) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %10 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x1xi1>) -> tensor<2x5x3xi1>
    %13 = "stablehlo.select"(%12, %0#2, %11) : (tensor<2x5x3xi1>, tensor<2x5x3xf32>, tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
    %14 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %15 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %18 = "stablehlo.select"(%17, %0#3, %16) : (tensor<2x3x3xi1>, tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    "func.return"(%13, %8, %18) : (tensor<2x5x3xf32>, tensor<2x3xf32>, tensor<2x3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
