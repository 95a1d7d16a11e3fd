"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5x5xcomplex<f64>>):
    %28 = "func.call"(%arg1) <{callee = @_cholesky}> : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    "func.return"(%28) : (tensor<5x5xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>, res_attrs = [{}], sym_name = "_cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xcomplex<f64>>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %1 = "stablehlo.real"(%0) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %2 = "stablehlo.imag"(%0) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %3 = "stablehlo.negate"(%2) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xcomplex<f64>>
    %5:2 = "stablehlo.custom_call"(%4) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zpotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<i32>)
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.compare"(%5#1, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %10 = "stablehlo.constant"() <{value = dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %12 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %13 = "stablehlo.select"(%12, %5#0, %11) : (tensor<5x5xi1>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %14 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi64>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<5x5xi64>
    %17 = "stablehlo.add"(%14, %16) : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi64>
    %18 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi64>
    %19 = "stablehlo.compare"(%17, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %20 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %22 = "stablehlo.select"(%19, %13, %21) : (tensor<5x5xi1>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %23 = "stablehlo.transpose"(%22) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %24 = "stablehlo.real"(%23) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %25 = "stablehlo.imag"(%23) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %26 = "stablehlo.negate"(%25) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %27 = "stablehlo.complex"(%24, %26) : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xcomplex<f64>>
    "func.return"(%27) : (tensor<5x5xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
