"builtin.module"() <{sym_name = "jit_constant_only"}> ({
  "func.func"() <{arg_attrs = [], function_type = () -> (tensor<3x3xf32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xf32>
    %6 = "stablehlo.reshape"(%5) : (tensor<12xf32>) -> tensor<3x4xf32>
    %7 = "stablehlo.sine"(%6) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.transpose"(%6) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %9 = "stablehlo.dot_general"(%7, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %12 = "stablehlo.add"(%9, %11) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %14 = "func.call"(%13) <{callee = @cumsum}> : (tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%12, %14) : (tensor<3x3xf32>, tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5xi32>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%4) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xi32>) -> tensor<5xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%2) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
