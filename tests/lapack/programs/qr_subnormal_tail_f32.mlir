"builtin.module"() <{sym_name = "jit_qr"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>), res_attrs = [{jax.result_info = "result.Q"}, {jax.result_info = "result.R"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<3x2xf32>):
    %12:2 = "func.call"(%arg1) <{callee = @qr}> : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>)
    "func.return"(%12#0, %12#1) : (tensor<3x2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2x2xf32>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x2xf32>):
    %0:2 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=2, k=3, l=2, m=2}, custom>} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
    %1 = "stablehlo.custom_call"(%0#0, %0#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_sorgqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=2, k=2, l=3, m=2}, custom>} : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
    %2 = "stablehlo.slice"(%0#0) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<2x2xf32>
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x2xi64>
    %4 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<2x2xi64>
    %6 = "stablehlo.add"(%3, %5) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x2xi64>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi1>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %11 = "stablehlo.select"(%8, %10, %2) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%1, %11) : (tensor<3x2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
