"builtin.module"() <{sym_name = "jit_svd_full"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>, tensor<4x4xf32>, tensor<3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x3xf32>):
    %19:3 = "func.call"(%arg1) <{callee = @svd}> : (tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %20 = "stablehlo.slice"(%19#0) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %21 = "stablehlo.broadcast_in_dim"(%19#1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %23 = "stablehlo.multiply"(%20, %22) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %24 = "stablehlo.dot_general"(%23, %19#2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %25 = "stablehlo.transpose"(%19#0) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %26 = "stablehlo.dot_general"(%25, %19#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %27 = "stablehlo.transpose"(%19#2) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %28 = "stablehlo.dot_general"(%19#2, %27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%19#1, %24, %26, %28) : (tensor<3xf32>, tensor<4x3xf32>, tensor<4x4xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3xf32>):
    %0:5 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.compare"(%0#4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %5 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %7 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<3xi1>
    %8 = "stablehlo.select"(%7, %0#1, %6) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %9 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %10 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %13 = "stablehlo.select"(%12, %0#2, %11) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %14 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %15 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %18 = "stablehlo.select"(%17, %0#3, %16) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%13, %8, %18) : (tensor<4x4xf32>, tensor<3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
