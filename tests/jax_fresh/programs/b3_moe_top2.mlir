"builtin.module"() <{sym_name = "jit_moe_top2"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<6x4xf32>, tensor<4x3xf32>, tensor<3x4x8xf32>, tensor<3x8x4xf32>) -> (tensor<6x4xf32>, tensor<6x2xi32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<6x4xf32>, %arg2: tensor<4x3xf32>, %arg3: tensor<3x4x8xf32>, %arg4: tensor<3x8x4xf32>):
    %6 = "stablehlo.dot_general"(%arg1, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
    %7:2 = "chlo.top_k"(%6) <{k = 2 : i64}> : (tensor<6x3xf32>) -> (tensor<6x2xf32>, tensor<6x2xi32>)
    %8 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%7#0, %8) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %80 = "stablehlo.maximum"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%80) : (tensor<f32>) -> ()
    }) : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %10 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %12 = "stablehlo.maximum"(%11, %9) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %15 = "stablehlo.subtract"(%7#0, %14) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %16 = "stablehlo.exponential"(%15) : (tensor<6x2xf32>) -> tensor<6x2xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %79 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%79) : (tensor<f32>) -> ()
    }) : (tensor<6x2xf32>, tensor<f32>) -> tensor<6xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %21 = "stablehlo.divide"(%16, %20) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %22 = "func.call"(%7#1) <{callee = @_one_hot}> : (tensor<6x2xi32>) -> tensor<6x2x3xf32>
    %23 = "stablehlo.dot_general"(%21, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x2xf32>, tensor<6x2x3xf32>) -> tensor<6x3xf32>
    %24 = "stablehlo.dot_general"(%arg1, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<3x4x8xf32>) -> tensor<6x3x8xf32>
    %25 = "stablehlo.multiply"(%24, %24) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %26 = "stablehlo.multiply"(%25, %24) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %27 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3x8xf32>
    %29 = "stablehlo.multiply"(%28, %26) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %30 = "stablehlo.add"(%24, %29) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3x8xf32>
    %33 = "stablehlo.multiply"(%32, %30) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %34 = "stablehlo.tanh"(%33) : (tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3x8xf32>
    %37 = "stablehlo.add"(%36, %34) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %38 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x3x8xf32>
    %40 = "stablehlo.multiply"(%39, %37) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %41 = "stablehlo.multiply"(%24, %40) : (tensor<6x3x8xf32>, tensor<6x3x8xf32>) -> tensor<6x3x8xf32>
    %42 = "stablehlo.dot_general"(%arg4, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x8x4xf32>, tensor<6x3x8xf32>) -> tensor<3x4x6xf32>
    %43 = "stablehlo.transpose"(%42) <{permutation = array<i64: 2, 0, 1>}> : (tensor<3x4x6xf32>) -> tensor<6x3x4xf32>
    %44 = "stablehlo.dot_general"(%23, %43) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x3xf32>, tensor<6x3x4xf32>) -> tensor<6x4xf32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.reduce"(%22, %45) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %78 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%78) : (tensor<f32>) -> ()
    }) : (tensor<6x2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %47 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %49 = "stablehlo.divide"(%46, %48) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%6, %50) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %77 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%77) : (tensor<f32>) -> ()
    }) : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %54 = "stablehlo.maximum"(%53, %51) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %57 = "stablehlo.subtract"(%6, %56) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %58 = "stablehlo.exponential"(%57) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %76 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%76) : (tensor<f32>) -> ()
    }) : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %63 = "stablehlo.divide"(%58, %62) : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63, %64) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %75 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %66 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %68 = "stablehlo.divide"(%65, %67) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %69 = "stablehlo.multiply"(%49, %68) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%69, %70) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %74 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.multiply"(%71, %72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%44, %7#1, %73) : (tensor<6x4xf32>, tensor<6x2xi32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x2xi32>) -> tensor<6x2x3xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x2xi32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x2xi32>) -> tensor<6x2x1xi32>
    %1 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x3xi32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<6x2x1xi32>) -> tensor<6x2x3xi32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x3xi32>) -> tensor<6x2x3xi32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x2x3xi32>, tensor<6x2x3xi32>) -> tensor<6x2x3xi1>
    %5 = "stablehlo.convert"(%4) : (tensor<6x2x3xi1>) -> tensor<6x2x3xf32>
    "func.return"(%5) : (tensor<6x2x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
