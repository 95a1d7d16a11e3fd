"builtin.module"() <{sym_name = "jit_matmul_int"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xi32>, tensor<4x2xi32>) -> (tensor<3x2xi32>, tensor<3x2xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xi32>, %arg1: tensor<4x2xi32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xi32>, tensor<4x2xi32>) -> tensor<3x2xi32>
    %1 = "stablehlo.convert"(%arg0) : (tensor<3x4xi32>) -> tensor<3x4xi8>
    %2 = "stablehlo.convert"(%arg1) : (tensor<4x2xi32>) -> tensor<4x2xi8>
    %3 = "stablehlo.dot_general"(%1, %2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xi8>, tensor<4x2xi8>) -> tensor<3x2xi32>
    "func.return"(%0, %3) : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
