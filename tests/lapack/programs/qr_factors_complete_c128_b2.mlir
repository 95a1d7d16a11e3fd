"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xcomplex<f64>>) -> (tensor<2x5x5xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>), res_attrs = [{jax.result_info = "result.Q"}, {jax.result_info = "result.R"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x5x3xcomplex<f64>>):
    %14:2 = "func.call"(%arg1) <{callee = @qr}> : (tensor<2x5x3xcomplex<f64>>) -> (tensor<2x5x5xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>)
    "func.return"(%14#0, %14#1) : (tensor<2x5x5xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x3xcomplex<f64>>) -> (tensor<2x5x5xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5x3xcomplex<f64>>):
    %0:2 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=5, k=3, l=5, m=3, n=3}, custom>} : (tensor<2x5x3xcomplex<f64>>) -> (tensor<2x5x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>)
    %1 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %2 = "stablehlo.pad"(%0#0, %1) <{edge_padding_high = array<i64: 0, 0, 2>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x5x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x5x5xcomplex<f64>>
    %3 = "stablehlo.custom_call"(%2, %0#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zungqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=5, k=5, l=3, m=5, n=5}, custom>} : (tensor<2x5x5xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x5x5xcomplex<f64>>
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi64>
    %5 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<5x3xi64>
    %7 = "stablehlo.add"(%4, %6) : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi64>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi64>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x3xi1>) -> tensor<2x5x3xi1>
    %11 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<2x5x3xcomplex<f64>>
    %13 = "stablehlo.select"(%10, %12, %0#0) : (tensor<2x5x3xi1>, tensor<2x5x3xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>) -> tensor<2x5x3xcomplex<f64>>
    "func.return"(%3, %13) : (tensor<2x5x5xcomplex<f64>>, tensor<2x5x3xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
