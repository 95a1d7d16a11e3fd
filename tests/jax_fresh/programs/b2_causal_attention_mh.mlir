"builtin.module"() <{sym_name = "jit_causal_attention_mh"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<2x5x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<1x4x5x5xf32>) -> (tensor<2x5x8xf32>, tensor<2x4x5x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<2x5x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<1x4x5x5xf32>):
    %12 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %14 = "stablehlo.transpose"(%13) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %15 = "stablehlo.dot_general"(%arg4, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %18 = "stablehlo.dot_general"(%arg4, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %20 = "stablehlo.transpose"(%19) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x5x4x2xf32>) -> tensor<2x4x5x2xf32>
    %21 = "stablehlo.transpose"(%17) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<2x4x5x2xf32>) -> tensor<2x4x2x5xf32>
    %22 = "stablehlo.dot_general"(%14, %21) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x5x2xf32>, tensor<2x4x2x5xf32>) -> tensor<2x4x5x5xf32>
    %23 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.sqrt"(%23) : (tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x5x5xf32>
    %26 = "stablehlo.divide"(%22, %25) : (tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %27 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %28 = "stablehlo.add"(%26, %27) : (tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %29 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %31 = "func.call"(%30) <{callee = @tril}> : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<5x5xi1>) -> tensor<1x1x5x5xi1>
    %33 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %34 = "func.call"(%32, %28, %33) <{callee = @_where}> : (tensor<1x1x5x5xi1>, tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5x5xf32>
    %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.reduce"(%34, %35) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %54 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5xf32>
    %37 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x5xf32>
    %39 = "stablehlo.maximum"(%38, %36) : (tensor<2x4x5xf32>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x5xf32>) -> tensor<2x4x5x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x5x1xf32>) -> tensor<2x4x5x5xf32>
    %42 = "stablehlo.subtract"(%34, %41) : (tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %43 = "stablehlo.exponential"(%42) : (tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %53 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) : (tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x5xf32>) -> tensor<2x4x5x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x5x1xf32>) -> tensor<2x4x5x5xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    %49 = "stablehlo.dot_general"(%48, %20) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x5x5xf32>, tensor<2x4x5x2xf32>) -> tensor<2x4x5x2xf32>
    %50 = "stablehlo.transpose"(%49) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x5x2xf32>) -> tensor<2x5x4x2xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<2x5x4x2xf32>) -> tensor<2x5x8xf32>
    %52 = "stablehlo.dot_general"(%51, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    "func.return"(%52, %48) : (tensor<2x5x8xf32>, tensor<2x4x5x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xi1>) -> tensor<5x5xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x5xi1>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %11 = "stablehlo.select"(%8, %arg3, %10) : (tensor<5x5xi1>, tensor<5x5xi1>, tensor<5x5xi1>) -> tensor<5x5xi1>
    "func.return"(%11) : (tensor<5x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x5x5xi1>, tensor<2x4x5x5xf32>, tensor<f32>) -> tensor<2x4x5x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x5x5xi1>, %arg1: tensor<2x4x5x5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x5x5xi1>) -> tensor<2x4x5x5xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x5x5xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<2x4x5x5xi1>, tensor<2x4x5x5xf32>, tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
    "func.return"(%2) : (tensor<2x4x5x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
