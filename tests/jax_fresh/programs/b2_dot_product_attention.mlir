"builtin.module"() <{sym_name = "jit_dot_product_attention"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x2x4x4xf32>) -> (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<1x4x2x8xf32>, %arg5: tensor<1x4x2x8xf32>, %arg6: tensor<1x4x2x8xf32>, %arg7: tensor<1x2x4x4xf32>):
    %14 = "stablehlo.constant"() <{value = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "stablehlo.reshape"(%arg4) : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %17 = "stablehlo.dot_general"(%16, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.353553385> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %20 = "stablehlo.multiply"(%17, %19) : (tensor<1x2x4x1x4xf32>, tensor<1x2x4x1x4xf32>) -> tensor<1x2x4x1x4xf32>
    %21 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %23 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %25 = "func.call"(%24) <{callee = @tril}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %28 = "stablehlo.and"(%22, %27) : (tensor<1x2x4x4xi1>, tensor<1x2x4x4xi1>) -> tensor<1x2x4x4xi1>
    %29 = "stablehlo.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %30 = "func.call"(%28, %20, %29) <{callee = @_where}> : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %31 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %134 = "stablehlo.maximum"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%134) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %33 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %35 = "stablehlo.maximum"(%34, %32) : (tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %38 = "stablehlo.subtract"(%30, %37) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %39 = "stablehlo.exponential"(%38) : (tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %133 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%133) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %44 = "stablehlo.divide"(%39, %43) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %45 = "stablehlo.dot_general"(%arg6, %44) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %46 = "stablehlo.transpose"(%45) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %47 = "stablehlo.transpose"(%46) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %48 = "stablehlo.reshape"(%47) : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %49 = "stablehlo.reshape"(%arg4) : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %50 = "stablehlo.reshape"(%arg7) : (tensor<1x2x4x4xf32>) -> tensor<1x2x1x4x4xf32>
    %51 = "stablehlo.dot_general"(%49, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.353553385> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %54 = "stablehlo.multiply"(%51, %53) : (tensor<1x2x4x1x4xf32>, tensor<1x2x4x1x4xf32>) -> tensor<1x2x4x1x4xf32>
    %55 = "stablehlo.transpose"(%54) <{permutation = array<i64: 3, 0, 1, 2, 4>}> : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %56 = "stablehlo.transpose"(%50) <{permutation = array<i64: 2, 0, 1, 3, 4>}> : (tensor<1x2x1x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %58 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %132 = "stablehlo.maximum"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %60 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %62 = "stablehlo.maximum"(%61, %59) : (tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %65 = "stablehlo.subtract"(%57, %64) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %66 = "stablehlo.exponential"(%65) : (tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.reduce"(%66, %67) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %131 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %71 = "stablehlo.divide"(%66, %70) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %72 = "stablehlo.dot_general"(%arg6, %71) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %73 = "stablehlo.transpose"(%72) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %74 = "stablehlo.transpose"(%73) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    %76 = "stablehlo.reshape"(%arg4) : (tensor<1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %77 = "stablehlo.dot_general"(%76, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [4], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x1x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x2x4x1x4xf32>
    %78 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x4x1x4xf32>
    %80 = "stablehlo.multiply"(%77, %79) : (tensor<1x2x4x1x4xf32>, tensor<1x2x4x1x4xf32>) -> tensor<1x2x4x1x4xf32>
    %81 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x2x4x4xi1>
    %83 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4x1xi32>
    %85 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x4x1xi32>
    %87 = "stablehlo.compare"(%84, %86) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4x1xi32>, tensor<1x4x1xi32>) -> tensor<1x4x1xi1>
    %88 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4xi32>) -> tensor<1x1x4xi32>
    %90 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x1x4xi32>
    %92 = "stablehlo.compare"(%89, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x1x4xi32>, tensor<1x1x4xi32>) -> tensor<1x1x4xi1>
    %93 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4x1xi1>) -> tensor<1x4x4xi1>
    %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi1>) -> tensor<1x4x4xi1>
    %95 = "stablehlo.and"(%93, %94) : (tensor<1x4x4xi1>, tensor<1x4x4xi1>) -> tensor<1x4x4xi1>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x4x4xi1>) -> tensor<1x1x4x4xi1>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x4x4xi1>) -> tensor<1x2x4x4xi1>
    %98 = "stablehlo.and"(%82, %97) : (tensor<1x2x4x4xi1>, tensor<1x2x4x4xi1>) -> tensor<1x2x4x4xi1>
    %99 = "stablehlo.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %100 = "func.call"(%98, %80, %99) <{callee = @_where}> : (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>
    %101 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %130 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %103 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x2x4xf32>
    %105 = "stablehlo.maximum"(%104, %102) : (tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %108 = "stablehlo.subtract"(%100, %107) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %109 = "stablehlo.exponential"(%108) : (tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.reduce"(%109, %110) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %129 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x4x4xf32>, tensor<f32>) -> tensor<1x1x2x4xf32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4x1xf32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x2x4x1xf32>) -> tensor<1x1x2x4x4xf32>
    %114 = "stablehlo.divide"(%109, %113) : (tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %115 = "stablehlo.dot_general"(%arg6, %114) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [1, 2], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [4]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4x2x8xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x2x8x1x4xf32>
    %116 = "stablehlo.transpose"(%115) <{permutation = array<i64: 3, 0, 4, 1, 2>}> : (tensor<1x2x8x1x4xf32>) -> tensor<1x1x4x2x8xf32>
    %117 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %119 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<1x4xi32>
    %121 = "stablehlo.compare"(%118, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi1>) -> tensor<1x4x1x1xi1>
    %123 = "stablehlo.convert"(%122) : (tensor<1x4x1x1xi1>) -> tensor<1x4x1x1xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<1x4x1x1xf32>) -> tensor<1x1x4x1x1xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x4x1x1xf32>) -> tensor<1x1x4x2x8xf32>
    %126 = "stablehlo.multiply"(%116, %125) : (tensor<1x1x4x2x8xf32>, tensor<1x1x4x2x8xf32>) -> tensor<1x1x4x2x8xf32>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 1, 2, 3, 0, 4>}> : (tensor<1x1x4x2x8xf32>) -> tensor<1x4x2x1x8xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x4x2x1x8xf32>) -> tensor<1x4x2x8xf32>
    "func.return"(%48, %75, %128) : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xi1>):
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %8 = "stablehlo.add"(%5, %7) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %9 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %10 = "stablehlo.compare"(%8, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %11 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %13 = "stablehlo.select"(%10, %arg3, %12) : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%13) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2x4x4xi1>, tensor<1x2x4x1x4xf32>, tensor<f32>) -> tensor<1x1x2x4x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2x4x4xi1>, %arg1: tensor<1x2x4x1x4xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x4x4xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<1x2x4x4xi1>) -> tensor<1x1x2x4x4xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1, 2, 3, 4>}> : (tensor<1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    %3 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 3, 0, 1, 2, 4>}> : (tensor<1x2x4x1x4xf32>) -> tensor<1x1x2x4x4xf32>
    %4 = "stablehlo.select"(%1, %3, %2) : (tensor<1x1x2x4x4xi1>, tensor<1x1x2x4x4xf32>, tensor<1x1x2x4x4xf32>) -> tensor<1x1x2x4x4xf32>
    "func.return"(%4) : (tensor<1x1x2x4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
