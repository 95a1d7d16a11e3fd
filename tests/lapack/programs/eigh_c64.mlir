"builtin.module"() <{sym_name = "jit_eigh_parts"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xcomplex<f32>>) -> (tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5x5xcomplex<f32>>):
    %23:2 = "func.call"(%arg1) <{callee = @eigh}> : (tensor<5x5xcomplex<f32>>) -> (tensor<5xf32>, tensor<5x5xcomplex<f32>>)
    %24 = "stablehlo.broadcast_in_dim"(%23#0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %25 = "stablehlo.convert"(%24) : (tensor<1x5xf32>) -> tensor<1x5xcomplex<f32>>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %27 = "stablehlo.multiply"(%23#1, %26) : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %28 = "stablehlo.transpose"(%23#1) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %29 = "stablehlo.real"(%28) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %30 = "stablehlo.imag"(%28) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %31 = "stablehlo.negate"(%30) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %32 = "stablehlo.complex"(%29, %31) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %33 = "stablehlo.dot_general"(%27, %32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %34 = "stablehlo.transpose"(%23#1) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %35 = "stablehlo.real"(%34) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %36 = "stablehlo.imag"(%34) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %37 = "stablehlo.negate"(%36) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %38 = "stablehlo.complex"(%35, %37) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %39 = "stablehlo.dot_general"(%38, %23#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    "func.return"(%23#0, %33, %39) : (tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xcomplex<f32>>) -> (tensor<5xf32>, tensor<5x5xcomplex<f32>>), res_attrs = [{}, {}], sym_name = "eigh", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xcomplex<f32>>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %1 = "stablehlo.real"(%0) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %2 = "stablehlo.imag"(%0) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %3 = "stablehlo.negate"(%2) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %6 = "stablehlo.constant"() <{value = dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %9:3 = "stablehlo.custom_call"(%8) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cheevd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5xf32>, tensor<i32>)
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.compare"(%9#2, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %14 = "stablehlo.constant"() <{value = dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %16 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %17 = "stablehlo.select"(%16, %9#0, %15) : (tensor<5x5xi1>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %18 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %21 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<5xi1>
    %22 = "stablehlo.select"(%21, %9#1, %20) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%22, %17) : (tensor<5xf32>, tensor<5x5xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
