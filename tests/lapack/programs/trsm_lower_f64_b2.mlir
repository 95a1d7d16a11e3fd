"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4x4xf64>, %arg1: tensor<2x4x3xf64>):
    %0 = "stablehlo.custom_call"(%arg0, %arg1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dtrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x4x4xf64>, tensor<2x4x3xf64>) -> tensor<2x4x3xf64>
    "func.return"(%0) : (tensor<2x4x3xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
