"builtin.module"() <{sym_name = "jit_dot_algorithm_bf16"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x5xf32>, %arg1: tensor<5x3xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x5xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
    "func.return"(%0) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
