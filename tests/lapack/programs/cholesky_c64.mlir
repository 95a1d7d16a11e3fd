"builtin.module"() <{sym_name = "jit_cholesky"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x4xcomplex<f32>>):
    %27 = "func.call"(%arg1) <{callee = @cholesky}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%27) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xcomplex<f32>>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = "stablehlo.real"(%0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %2 = "stablehlo.imag"(%0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %3 = "stablehlo.negate"(%2) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = "stablehlo.constant"() <{value = dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %9:2 = "stablehlo.custom_call"(%8) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cpotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<i32>)
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.compare"(%9#1, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %14 = "stablehlo.constant"() <{value = dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %16 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %17 = "stablehlo.select"(%16, %9#0, %15) : (tensor<4x4xi1>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %18 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi64>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<4x4xi64>
    %21 = "stablehlo.add"(%18, %20) : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
    %22 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi64>
    %23 = "stablehlo.compare"(%21, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %24 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %26 = "stablehlo.select"(%23, %17, %25) : (tensor<4x4xi1>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%26) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
