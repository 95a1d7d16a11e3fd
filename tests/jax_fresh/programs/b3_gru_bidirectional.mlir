"builtin.module"() <{sym_name = "jit_gru_bidirectional"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}], function_type = (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<5x2x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<5x2x3xf32>, %arg14: tensor<3x4xf32>, %arg15: tensor<4x4xf32>, %arg16: tensor<3x4xf32>, %arg17: tensor<4x4xf32>, %arg18: tensor<3x4xf32>, %arg19: tensor<4x4xf32>):
    %41 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46:10 = "stablehlo.while"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %45, %42, %44) ({
    ^bb0(%arg50: tensor<5x2x3xf32>, %arg51: tensor<3x4xf32>, %arg52: tensor<4x4xf32>, %arg53: tensor<3x4xf32>, %arg54: tensor<4x4xf32>, %arg55: tensor<3x4xf32>, %arg56: tensor<4x4xf32>, %arg57: tensor<i32>, %arg58: tensor<2x4xf32>, %arg59: tensor<5x2x4xf32>):
      %68 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.compare"(%arg57, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<5x2x3xf32>, %arg41: tensor<3x4xf32>, %arg42: tensor<4x4xf32>, %arg43: tensor<3x4xf32>, %arg44: tensor<4x4xf32>, %arg45: tensor<3x4xf32>, %arg46: tensor<4x4xf32>, %arg47: tensor<i32>, %arg48: tensor<2x4xf32>, %arg49: tensor<5x2x4xf32>):
      %63 = "func.call"(%arg40, %arg47) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %64:2 = "func.call"(%arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg48, %63) <{callee = @closed_call}> : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
      %65 = "func.call"(%arg49, %64#1, %arg47) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %66 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %67 = "stablehlo.add"(%arg47, %66) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %67, %64#0, %65) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>)
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x4xf32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50:10 = "stablehlo.while"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %49, %42, %48) ({
    ^bb0(%arg30: tensor<5x2x3xf32>, %arg31: tensor<3x4xf32>, %arg32: tensor<4x4xf32>, %arg33: tensor<3x4xf32>, %arg34: tensor<4x4xf32>, %arg35: tensor<3x4xf32>, %arg36: tensor<4x4xf32>, %arg37: tensor<i32>, %arg38: tensor<2x4xf32>, %arg39: tensor<5x2x4xf32>):
      %61 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %62 = "stablehlo.compare"(%arg37, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg20: tensor<5x2x3xf32>, %arg21: tensor<3x4xf32>, %arg22: tensor<4x4xf32>, %arg23: tensor<3x4xf32>, %arg24: tensor<4x4xf32>, %arg25: tensor<3x4xf32>, %arg26: tensor<4x4xf32>, %arg27: tensor<i32>, %arg28: tensor<2x4xf32>, %arg29: tensor<5x2x4xf32>):
      %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %53 = "stablehlo.subtract"(%52, %arg27) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %55 = "stablehlo.subtract"(%53, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %56 = "func.call"(%arg20, %55) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %57:2 = "func.call"(%arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg28, %56) <{callee = @closed_call}> : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
      %58 = "func.call"(%arg29, %57#1, %55) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>
      %59 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %60 = "stablehlo.add"(%arg27, %59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %60, %57#0, %58) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> ()
    }) : (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>) -> (tensor<5x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<5x2x4xf32>)
    %51 = "stablehlo.concatenate"(%46#9, %50#9) <{dimension = 2 : i64}> : (tensor<5x2x4xf32>, tensor<5x2x4xf32>) -> tensor<5x2x8xf32>
    "func.return"(%51) : (tensor<5x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<5x2x3xf32>, %arg12: tensor<i32>):
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.dynamic_slice"(%arg11, %arg12, %37, %38) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<5x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %40 = "stablehlo.reshape"(%39) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%40) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<3x4xf32>, %arg6: tensor<4x4xf32>, %arg7: tensor<3x4xf32>, %arg8: tensor<4x4xf32>, %arg9: tensor<2x4xf32>, %arg10: tensor<2x3xf32>):
    %4 = "stablehlo.dot_general"(%arg10, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.dot_general"(%arg9, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "stablehlo.negate"(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %11 = "stablehlo.add"(%10, %8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %14 = "stablehlo.divide"(%13, %11) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = "stablehlo.dot_general"(%arg10, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %16 = "stablehlo.dot_general"(%arg9, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %22 = "stablehlo.add"(%21, %19) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %25 = "stablehlo.divide"(%24, %22) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %26 = "stablehlo.dot_general"(%arg10, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %27 = "stablehlo.multiply"(%25, %arg9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %28 = "stablehlo.dot_general"(%27, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.tanh"(%29) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %33 = "stablehlo.subtract"(%32, %14) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %34 = "stablehlo.multiply"(%33, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %35 = "stablehlo.multiply"(%14, %arg9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.add"(%34, %35) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%36, %36) : (tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<5x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<5x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x4xf32>
    "func.return"(%3) : (tensor<5x2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
