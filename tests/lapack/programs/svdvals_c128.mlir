"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x4xcomplex<f64>>):
    %9 = "func.call"(%arg1) <{callee = @svd}> : (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>
    "func.return"(%9) : (tensor<4xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>, res_attrs = [{}], sym_name = "svd", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xcomplex<f64>>):
    %0:5 = "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zgesdd_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.compare"(%0#4, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %5 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %7 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<4xi1>
    %8 = "stablehlo.select"(%7, %0#1, %6) : (tensor<4xi1>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    "func.return"(%8) : (tensor<4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
