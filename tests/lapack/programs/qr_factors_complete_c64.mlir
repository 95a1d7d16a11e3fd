"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x3xcomplex<f32>>), res_attrs = [{jax.result_info = "result.Q"}, {jax.result_info = "result.R"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5x3xcomplex<f32>>):
    %13:2 = "func.call"(%arg1) <{callee = @qr}> : (tensor<5x3xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x3xcomplex<f32>>)
    "func.return"(%13#0, %13#1) : (tensor<5x5xcomplex<f32>>, tensor<5x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x3xcomplex<f32>>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x3xcomplex<f32>>):
    %0:2 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xcomplex<f32>>) -> (tensor<5x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %1 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%0#0, %1) <{edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<5x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %3 = "stablehlo.custom_call"(%2, %0#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cungqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=3, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x3xi64>
    %5 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<5x3xi64>
    %7 = "stablehlo.add"(%4, %6) : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi64>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x3xi64>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x3xi64>, tensor<5x3xi64>) -> tensor<5x3xi1>
    %10 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<5x3xcomplex<f32>>
    %12 = "stablehlo.select"(%9, %11, %0#0) : (tensor<5x3xi1>, tensor<5x3xcomplex<f32>>, tensor<5x3xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    "func.return"(%3, %12) : (tensor<5x5xcomplex<f32>>, tensor<5x3xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
