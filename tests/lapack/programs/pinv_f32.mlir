"builtin.module"() <{sym_name = "jit_pinv"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<3x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<5x3xf32>):
    %39 = "func.call"(%arg5) <{callee = @_pinv}> : (tensor<5x3xf32>) -> tensor<3x5xf32>
    "func.return"(%39) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_pinv", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5x3xf32>):
    %22 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.multiply"(%22, %23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %25:3 = "func.call"(%arg4) <{callee = @svd}> : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<3x3xf32>)
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %27 = "stablehlo.slice"(%25#1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
    %28 = "stablehlo.multiply"(%26, %27) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %30 = "stablehlo.compare"(%25#1, %29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %31 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %32 = "func.call"(%30, %25#1, %31) <{callee = @_where}> : (tensor<3xi1>, tensor<3xf32>, tensor<f64>) -> tensor<3xf32>
    %33 = "stablehlo.transpose"(%25#2) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %34 = "stablehlo.transpose"(%25#0) <{permutation = array<i64: 1, 0>}> : (tensor<5x3xf32>) -> tensor<3x5xf32>
    %35 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %37 = "stablehlo.divide"(%34, %36) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %38 = "stablehlo.dot_general"(%33, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%38) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<3x3xf32>), res_attrs = [{}, {}, {}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x3xf32>):
    %3:5 = "stablehlo.custom_call"(%arg3) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<5x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.compare"(%3#4, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %10 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<3xi1>
    %11 = "stablehlo.select"(%10, %3#1, %9) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %12 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %13 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %16 = "stablehlo.select"(%15, %3#2, %14) : (tensor<5x3xi1>, tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %18 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %21 = "stablehlo.select"(%20, %3#3, %19) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%16, %11, %21) : (tensor<5x3xf32>, tensor<3xf32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi1>, tensor<3xf32>, tensor<f64>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<f64>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f64>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%2) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
