"builtin.module"() <{sym_name = "jit_qr_parts"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xcomplex<f32>>) -> (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<2x5x3xcomplex<f32>>):
    %35:2 = "func.call"(%arg2) <{callee = @qr}> : (tensor<2x5x3xcomplex<f32>>) -> (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>)
    %36 = "stablehlo.dot_general"(%35#0, %35#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %37 = "stablehlo.transpose"(%35#0) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
    %38 = "stablehlo.real"(%37) : (tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xf32>
    %39 = "stablehlo.imag"(%37) : (tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xf32>
    %40 = "stablehlo.negate"(%39) : (tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    %41 = "stablehlo.complex"(%38, %40) : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xcomplex<f32>>
    %42 = "stablehlo.dot_general"(%41, %35#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3x5xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %43 = "func.call"(%35#1) <{callee = @diagonal}> : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %44 = "stablehlo.abs"(%43) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    "func.return"(%36, %42, %44) : (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xcomplex<f32>>) -> (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x5x3xcomplex<f32>>):
    %22:2 = "stablehlo.custom_call"(%arg1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=5, k=3, l=5, m=3, n=3}, custom>} : (tensor<2x5x3xcomplex<f32>>) -> (tensor<2x5x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>)
    %23 = "stablehlo.custom_call"(%22#0, %22#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cungqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=5, k=3, l=3, m=5, n=3}, custom>} : (tensor<2x5x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %24 = "stablehlo.slice"(%22#0) <{limit_indices = array<i64: 2, 3, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %25 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi64>
    %26 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x3xi64>
    %28 = "stablehlo.add"(%25, %27) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %29 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi64>
    %30 = "stablehlo.compare"(%28, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %32 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %34 = "stablehlo.select"(%31, %33, %24) : (tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    "func.return"(%23, %34) : (tensor<2x5x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3x3xcomplex<f32>>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi64>
    %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi64>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
    %4 = "stablehlo.compare"(%0, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %5 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
    %7 = "stablehlo.add"(%0, %6) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %8 = "stablehlo.select"(%4, %7, %0) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
    %11 = "stablehlo.compare"(%1, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %12 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
    %14 = "stablehlo.add"(%1, %13) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %15 = "stablehlo.select"(%11, %14, %1) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %16 = "stablehlo.convert"(%8) : (tensor<3xi64>) -> tensor<3xi32>
    %17 = "stablehlo.convert"(%15) : (tensor<3xi64>) -> tensor<3xi32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %20 = "stablehlo.concatenate"(%18, %19) <{dimension = 1 : i64}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %21 = "stablehlo.gather"(%arg0, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x3x3xcomplex<f32>>, tensor<3x2xi32>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%21) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
