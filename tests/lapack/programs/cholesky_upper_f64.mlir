"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf64>) -> tensor<5x5xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5x5xf64>):
    %20 = "func.call"(%arg1) <{callee = @_cholesky}> : (tensor<5x5xf64>) -> tensor<5x5xf64>
    "func.return"(%20) : (tensor<5x5xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xf64>) -> tensor<5x5xf64>, res_attrs = [{}], sym_name = "_cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xf64>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %1:2 = "stablehlo.custom_call"(%0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dpotrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<i32>)
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.compare"(%1#1, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %6 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<5x5xf64>
    %8 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %9 = "stablehlo.select"(%8, %1#0, %7) : (tensor<5x5xi1>, tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi64>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<5x5xi64>
    %13 = "stablehlo.add"(%10, %12) : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi64>
    %14 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi64>
    %15 = "stablehlo.compare"(%13, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<5x5xf64>
    %18 = "stablehlo.select"(%15, %9, %17) : (tensor<5x5xi1>, tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %19 = "stablehlo.transpose"(%18) <{permutation = array<i64: 1, 0>}> : (tensor<5x5xf64>) -> tensor<5x5xf64>
    "func.return"(%19) : (tensor<5x5xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
