"builtin.module"() <{sym_name = "jit_lstm_scan"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<6x2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<6x2x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<6x2x3xf32>, %arg12: tensor<2x4xf32>, %arg13: tensor<2x4xf32>, %arg14: tensor<3x16xf32>, %arg15: tensor<4x16xf32>, %arg16: tensor<16xf32>):
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x4xf32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54:8 = "stablehlo.while"(%arg11, %arg14, %arg15, %arg16, %53, %arg12, %arg13, %52) ({
    ^bb0(%arg25: tensor<6x2x3xf32>, %arg26: tensor<3x16xf32>, %arg27: tensor<4x16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<i32>, %arg30: tensor<2x4xf32>, %arg31: tensor<2x4xf32>, %arg32: tensor<6x2x4xf32>):
      %60 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %61 = "stablehlo.compare"(%arg29, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<6x2x3xf32>, %arg18: tensor<3x16xf32>, %arg19: tensor<4x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<i32>, %arg22: tensor<2x4xf32>, %arg23: tensor<2x4xf32>, %arg24: tensor<6x2x4xf32>):
      %55 = "func.call"(%arg17, %arg21) <{callee = @dynamic_index_in_dim}> : (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %56:3 = "func.call"(%arg18, %arg19, %arg20, %arg22, %arg23, %55) <{callee = @closed_call}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %57 = "func.call"(%arg24, %56#2, %arg21) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %58 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %59 = "stablehlo.add"(%arg21, %58) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %arg18, %arg19, %arg20, %59, %56#0, %56#1, %57) : (tensor<6x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<6x2x4xf32>) -> ()
    }) : (tensor<6x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<6x2x4xf32>) -> (tensor<6x2x3xf32>, tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<6x2x4xf32>)
    "func.return"(%54#5, %54#6, %54#7) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<6x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6x2x3xf32>, %arg10: tensor<i32>):
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.dynamic_slice"(%arg9, %arg10, %47, %48) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<6x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%50) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x16xf32>, tensor<4x16xf32>, tensor<16xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>, %arg8: tensor<2x3xf32>):
    %4 = "stablehlo.dot_general"(%arg8, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x16xf32>) -> tensor<2x16xf32>
    %5 = "stablehlo.dot_general"(%arg6, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x16xf32>) -> tensor<2x16xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %10 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 4>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 12>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %13 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 12>, strides = array<i64: 1, 1>}> : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %16 = "stablehlo.add"(%11, %15) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.negate"(%16) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.exponential"(%17) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %21 = "stablehlo.add"(%20, %18) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %24 = "stablehlo.divide"(%23, %21) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %25 = "stablehlo.multiply"(%24, %arg7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.negate"(%10) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.exponential"(%26) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %30 = "stablehlo.add"(%29, %27) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %33 = "stablehlo.divide"(%32, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.tanh"(%12) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.multiply"(%33, %34) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.add"(%25, %35) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.negate"(%13) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %38 = "stablehlo.exponential"(%37) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %41 = "stablehlo.add"(%40, %38) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %44 = "stablehlo.divide"(%43, %41) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %45 = "stablehlo.tanh"(%36) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%46, %36, %46) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x4xf32>
    "func.return"(%3) : (tensor<6x2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
