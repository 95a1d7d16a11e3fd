"builtin.module"() <{sym_name = "jit_scan_rnn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x4xf32>, tensor<5x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<2x4xf32>, %arg12: tensor<5x2x3xf32>, %arg13: tensor<4x4xf32>, %arg14: tensor<3x4xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16:6 = "stablehlo.while"(%arg12, %arg13, %arg14, %15, %arg11, %14) ({
    ^bb0(%arg21: tensor<5x2x3xf32>, %arg22: tensor<4x4xf32>, %arg23: tensor<3x4xf32>, %arg24: tensor<i32>, %arg25: tensor<2x4xf32>, %arg26: tensor<5xf32>):
      %22 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.compare"(%arg24, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%23) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<5x2x3xf32>, %arg16: tensor<4x4xf32>, %arg17: tensor<3x4xf32>, %arg18: tensor<i32>, %arg19: tensor<2x4xf32>, %arg20: tensor<5xf32>):
      %17 = "func.call"(%arg15, %arg18) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %18:2 = "func.call"(%arg16, %arg17, %arg19, %17) <{callee = @closed_call}> : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>)
      %19 = "func.call"(%arg20, %18#1, %arg18) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %20 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %21 = "stablehlo.add"(%arg18, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg15, %arg16, %arg17, %21, %18#0, %19) : (tensor<5x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5xf32>) -> (tensor<5x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5xf32>)
    "func.return"(%16#4, %16#5) : (tensor<2x4xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5x2x3xf32>, %arg10: tensor<i32>):
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.dynamic_slice"(%arg9, %arg10, %9, %10) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%12) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<2x4xf32>, %arg6: tensor<2x3xf32>):
    %2 = "stablehlo.dot_general"(%arg5, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.dot_general"(%arg6, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.add"(%2, %3) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.tanh"(%4) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %8 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%5, %7) : (tensor<2x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    "func.return"(%1) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
