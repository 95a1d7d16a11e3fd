"builtin.module"() <{sym_name = "jit_qr"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x5xcomplex<f32>>), res_attrs = [{jax.result_info = "result.Q"}, {jax.result_info = "result.R"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<3x5xcomplex<f32>>):
    %12:2 = "func.call"(%arg1) <{callee = @qr}> : (tensor<3x5xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x5xcomplex<f32>>)
    "func.return"(%12#0, %12#1) : (tensor<3x3xcomplex<f32>>, tensor<3x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x5xcomplex<f32>>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x5xcomplex<f32>>):
    %0:2 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=5, k=3, l=5, m=3}, custom>} : (tensor<3x5xcomplex<f32>>) -> (tensor<3x5xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %1 = "stablehlo.slice"(%0#0) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x5xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = "stablehlo.custom_call"(%1, %0#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cungqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xi64>
    %4 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x5xi64>
    %6 = "stablehlo.add"(%3, %5) : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi64>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi64>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x5xi64>, tensor<3x5xi64>) -> tensor<3x5xi1>
    %9 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
    %11 = "stablehlo.select"(%8, %10, %0#0) : (tensor<3x5xi1>, tensor<3x5xcomplex<f32>>, tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    "func.return"(%2, %11) : (tensor<3x3xcomplex<f32>>, tensor<3x5xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
