"builtin.module"() <{sym_name = "jit_int_matmul_wrap"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<3x5xi8>, tensor<5x2xi8>, tensor<3x4xi32>, tensor<2x6xui8>) -> (tensor<3x3xi32>, tensor<3x2xi8>, tensor<3x2xi32>, tensor<2x2xui32>, tensor<3x2xi16>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xi8>, %arg1: tensor<5x2xi8>, %arg2: tensor<3x4xi32>, %arg3: tensor<2x6xui8>):
    %0 = "stablehlo.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xi32>) -> tensor<4x3xi32>
    %1 = "stablehlo.dot_general"(%arg2, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xi32>, tensor<4x3xi32>) -> tensor<3x3xi32>
    %2 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xi8>, tensor<5x2xi8>) -> tensor<3x2xi8>
    %3 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xi8>, tensor<5x2xi8>) -> tensor<3x2xi32>
    %4 = "stablehlo.transpose"(%arg3) <{permutation = array<i64: 1, 0>}> : (tensor<2x6xui8>) -> tensor<6x2xui8>
    %5 = "stablehlo.dot_general"(%arg3, %4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6xui8>, tensor<6x2xui8>) -> tensor<2x2xui32>
    %6 = "stablehlo.convert"(%arg0) : (tensor<3x5xi8>) -> tensor<3x5xi16>
    %7 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<5x2xi8>) -> tensor<2x5xi8>
    %8 = "stablehlo.convert"(%7) : (tensor<2x5xi8>) -> tensor<2x5xi16>
    %9 = "stablehlo.dot_general"(%6, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xi16>, tensor<2x5xi16>) -> tensor<3x2xi16>
    %10 = "stablehlo.convert"(%arg0) : (tensor<3x5xi8>) -> tensor<3x5xi32>
    %11 = "stablehlo.constant"() <{value = dense<1000000> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %13 = "stablehlo.multiply"(%10, %12) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %19 = "stablehlo.add"(%arg4, %arg5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%19) : (tensor<i32>) -> ()
    }) : (tensor<3x5xi32>, tensor<i32>) -> tensor<5xi32>
    %16 = "stablehlo.constant"() <{value = dense<3000> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%1, %2, %3, %5, %9, %18) : (tensor<3x3xi32>, tensor<3x2xi8>, tensor<3x2xi32>, tensor<2x2xui32>, tensor<3x2xi16>, tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
