"builtin.module"() <{sym_name = "jit_gqa_rope_attention"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x5x8xf32>, tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<2x5x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<2x5x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8x4xf32>, %arg7: tensor<8x4xf32>):
    %13 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x5x8xf32>) -> tensor<2x5x4x2xf32>
    %15 = "stablehlo.dot_general"(%arg4, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x4xf32>) -> tensor<2x5x4xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x5x4xf32>) -> tensor<2x5x2x2xf32>
    %17 = "stablehlo.dot_general"(%arg4, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x4xf32>) -> tensor<2x5x4xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x5x4xf32>) -> tensor<2x5x2x2xf32>
    %19 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %21 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1xf32>
    %22 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %24 = "stablehlo.multiply"(%23, %21) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %27 = "stablehlo.add"(%26, %24) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %28 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %30 = "stablehlo.divide"(%27, %29) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %33 = "stablehlo.power"(%32, %30) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %36 = "stablehlo.divide"(%35, %33) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<5x1xf32>
    %39 = "stablehlo.multiply"(%20, %38) : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xf32>
    %40 = "stablehlo.cosine"(%39) : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<5x1xf32>) -> tensor<1x5x1x1xf32>
    %42 = "stablehlo.sine"(%39) : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<5x1xf32>) -> tensor<1x5x1x1xf32>
    %44 = "stablehlo.slice"(%14) <{limit_indices = array<i64: 2, 5, 4, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x1xf32>
    %45 = "stablehlo.slice"(%14) <{limit_indices = array<i64: 2, 5, 4, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<2x5x4x2xf32>) -> tensor<2x5x4x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %47 = "stablehlo.multiply"(%44, %46) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %48 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %49 = "stablehlo.multiply"(%45, %48) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %50 = "stablehlo.subtract"(%47, %49) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %51 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %52 = "stablehlo.multiply"(%44, %51) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %53 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x4x1xf32>
    %54 = "stablehlo.multiply"(%45, %53) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %55 = "stablehlo.add"(%52, %54) : (tensor<2x5x4x1xf32>, tensor<2x5x4x1xf32>) -> tensor<2x5x4x1xf32>
    %56 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x5x4x1xf32>) -> tensor<2x5x4x1x1xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x5x4x1xf32>) -> tensor<2x5x4x1x1xf32>
    %58 = "stablehlo.concatenate"(%56, %57) <{dimension = 4 : i64}> : (tensor<2x5x4x1x1xf32>, tensor<2x5x4x1x1xf32>) -> tensor<2x5x4x1x2xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<2x5x4x1x2xf32>) -> tensor<2x5x4x2xf32>
    %60 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 2, 5, 2, 2>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<2x5x2x2xf32>) -> tensor<2x5x2x1xf32>
    %61 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 2, 5, 2, 2>, start_indices = array<i64: 0, 0, 0, 1>, strides = array<i64: 1, 1, 1, 2>}> : (tensor<2x5x2x2xf32>) -> tensor<2x5x2x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %63 = "stablehlo.multiply"(%60, %62) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %65 = "stablehlo.multiply"(%61, %64) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %66 = "stablehlo.subtract"(%63, %65) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %67 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %68 = "stablehlo.multiply"(%60, %67) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x5x1x1xf32>) -> tensor<2x5x2x1xf32>
    %70 = "stablehlo.multiply"(%61, %69) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %71 = "stablehlo.add"(%68, %70) : (tensor<2x5x2x1xf32>, tensor<2x5x2x1xf32>) -> tensor<2x5x2x1xf32>
    %72 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x5x2x1xf32>) -> tensor<2x5x2x1x1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x5x2x1xf32>) -> tensor<2x5x2x1x1xf32>
    %74 = "stablehlo.concatenate"(%72, %73) <{dimension = 4 : i64}> : (tensor<2x5x2x1x1xf32>, tensor<2x5x2x1x1xf32>) -> tensor<2x5x2x1x2xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<2x5x2x1x2xf32>) -> tensor<2x5x2x2xf32>
    %76 = "stablehlo.reshape"(%59) : (tensor<2x5x4x2xf32>) -> tensor<2x5x2x2x2xf32>
    %77 = "stablehlo.dot_general"(%75, %76) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x2x2xf32>, tensor<2x5x2x2x2xf32>) -> tensor<2x2x5x5x2xf32>
    %78 = "stablehlo.transpose"(%77) <{permutation = array<i64: 0, 1, 4, 3, 2>}> : (tensor<2x2x5x5x2xf32>) -> tensor<2x2x2x5x5xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %81 = "stablehlo.divide"(%78, %80) : (tensor<2x2x2x5x5xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x5x5xf32>
    %82 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %84 = "func.call"(%83) <{callee = @tril}> : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %85 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %86 = "func.call"(%84, %81, %85) <{callee = @_where}> : (tensor<5x5xi1>, tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %87 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.reduce"(%86, %87) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %105 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%105) : (tensor<f32>) -> ()
    }) : (tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %89 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x5xf32>
    %91 = "stablehlo.maximum"(%90, %88) : (tensor<2x2x2x5xf32>, tensor<2x2x2x5xf32>) -> tensor<2x2x2x5xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x5xf32>
    %94 = "stablehlo.subtract"(%86, %93) : (tensor<2x2x2x5x5xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x5x5xf32>
    %95 = "stablehlo.exponential"(%94) : (tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x5x5xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.reduce"(%95, %96) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %104 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%104) : (tensor<f32>) -> ()
    }) : (tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x2x5xf32>) -> tensor<2x2x2x5x1xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<2x2x2x5x1xf32>) -> tensor<2x2x2x5x5xf32>
    %100 = "stablehlo.divide"(%95, %99) : (tensor<2x2x2x5x5xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x5x5xf32>
    %101 = "stablehlo.dot_general"(%18, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x2x2xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x2x5xf32>
    %102 = "stablehlo.transpose"(%101) <{permutation = array<i64: 0, 4, 1, 3, 2>}> : (tensor<2x2x2x2x5xf32>) -> tensor<2x5x2x2x2xf32>
    %103 = "stablehlo.reshape"(%102) : (tensor<2x5x2x2x2xf32>) -> tensor<2x5x8xf32>
    "func.return"(%103) : (tensor<2x5x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xi1>) -> tensor<5x5xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x5xi1>):
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %10 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %12 = "stablehlo.select"(%9, %arg3, %11) : (tensor<5x5xi1>, tensor<5x5xi1>, tensor<5x5xi1>) -> tensor<5x5xi1>
    "func.return"(%12) : (tensor<5x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xi1>, tensor<2x2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x2x5x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x5xi1>, %arg1: tensor<2x2x2x5x5xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 3, 4>}> : (tensor<5x5xi1>) -> tensor<2x2x2x5x5xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x5x5xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<2x2x2x5x5xi1>, tensor<2x2x2x5x5xf32>, tensor<2x2x2x5x5xf32>) -> tensor<2x2x2x5x5xf32>
    "func.return"(%3) : (tensor<2x2x2x5x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
