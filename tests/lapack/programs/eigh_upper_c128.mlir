"builtin.module"() <{sym_name = "jit_eigh_upper"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f64>>) -> (tensor<4xf64>, tensor<4x4xcomplex<f64>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x4xcomplex<f64>>):
    %23:2 = "func.call"(%arg1) <{callee = @eigh}> : (tensor<4x4xcomplex<f64>>) -> (tensor<4xf64>, tensor<4x4xcomplex<f64>>)
    %24 = "stablehlo.broadcast_in_dim"(%23#0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf64>) -> tensor<1x4xf64>
    %25 = "stablehlo.convert"(%24) : (tensor<1x4xf64>) -> tensor<1x4xcomplex<f64>>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %27 = "stablehlo.multiply"(%23#1, %26) : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %28 = "stablehlo.transpose"(%23#1) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %29 = "stablehlo.real"(%28) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %30 = "stablehlo.imag"(%28) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %31 = "stablehlo.negate"(%30) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %32 = "stablehlo.complex"(%29, %31) : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>>
    %33 = "stablehlo.dot_general"(%27, %32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    "func.return"(%23#0, %33) : (tensor<4xf64>, tensor<4x4xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f64>>) -> (tensor<4xf64>, tensor<4x4xcomplex<f64>>), res_attrs = [{}, {}], sym_name = "eigh", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xcomplex<f64>>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = "stablehlo.real"(%0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %2 = "stablehlo.imag"(%0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = "stablehlo.negate"(%2) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = "stablehlo.constant"() <{value = dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %9:3 = "stablehlo.custom_call"(%8) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zheevd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<i32>)
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.compare"(%9#2, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %14 = "stablehlo.constant"() <{value = dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %16 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %17 = "stablehlo.select"(%16, %9#0, %15) : (tensor<4x4xi1>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %18 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %19 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %21 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %22 = "stablehlo.select"(%21, %9#1, %20) : (tensor<4xi1>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    "func.return"(%22, %17) : (tensor<4xf64>, tensor<4x4xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
