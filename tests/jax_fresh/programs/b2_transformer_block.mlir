"builtin.module"() <{sym_name = "jit_transformer_block"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<2x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x4x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<2x4x8xf32>, %arg14: tensor<8x8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<8x8xf32>, %arg17: tensor<8x8xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<16x8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>):
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.reduce"(%arg13, %38) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %145 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%145) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %41 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %43 = "stablehlo.divide"(%40, %42) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "func.call"(%arg13, %44) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %47 = "stablehlo.subtract"(%arg13, %46) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %48 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %50 = "stablehlo.add"(%45, %49) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %51 = "stablehlo.sqrt"(%50) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %53 = "stablehlo.divide"(%47, %52) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %54 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %56 = "stablehlo.multiply"(%53, %55) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %59 = "stablehlo.add"(%56, %58) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %60 = "stablehlo.dot_general"(%59, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %62 = "stablehlo.transpose"(%61) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %63 = "stablehlo.dot_general"(%59, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %65 = "stablehlo.transpose"(%64) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %66 = "stablehlo.dot_general"(%59, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<2x4x8xf32>) -> tensor<2x4x2x4xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x2x4xf32>) -> tensor<2x2x4x4xf32>
    %69 = "stablehlo.transpose"(%65) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %70 = "stablehlo.dot_general"(%62, %69) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %71 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.sqrt"(%71) : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %74 = "stablehlo.divide"(%70, %73) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %75 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %77 = "func.call"(%76) <{callee = @tril}> : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
    %79 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %80 = "func.call"(%78, %74, %79) <{callee = @_where_0}> : (tensor<1x1x4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>
    %81 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %144 = "stablehlo.maximum"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %83 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4xf32>
    %85 = "stablehlo.maximum"(%84, %82) : (tensor<2x2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %88 = "stablehlo.subtract"(%80, %87) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %89 = "stablehlo.exponential"(%88) : (tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %143 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) : (tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xf32>) -> tensor<2x2x4x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x4x1xf32>) -> tensor<2x2x4x4xf32>
    %94 = "stablehlo.divide"(%89, %93) : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %95 = "stablehlo.dot_general"(%94, %68) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    %96 = "stablehlo.transpose"(%95) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x4x4xf32>) -> tensor<2x4x2x4xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<2x4x2x4xf32>) -> tensor<2x4x8xf32>
    %98 = "stablehlo.dot_general"(%97, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x8xf32>) -> tensor<2x4x8xf32>
    %99 = "stablehlo.add"(%arg13, %98) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %142 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%142) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %103 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %105 = "stablehlo.divide"(%102, %104) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "func.call"(%99, %106) <{callee = @_var}> : (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %108 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %109 = "stablehlo.subtract"(%99, %108) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %110 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %112 = "stablehlo.add"(%107, %111) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %113 = "stablehlo.sqrt"(%112) : (tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %115 = "stablehlo.divide"(%109, %114) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xf32>) -> tensor<2x4x8xf32>
    %118 = "stablehlo.multiply"(%115, %117) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x8xf32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %122 = "stablehlo.dot_general"(%121, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x8xf32>, tensor<8x16xf32>) -> tensor<2x4x16xf32>
    %123 = "stablehlo.multiply"(%122, %122) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %124 = "stablehlo.multiply"(%123, %122) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %125 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %128 = "stablehlo.add"(%122, %127) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %131 = "stablehlo.multiply"(%130, %128) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %132 = "stablehlo.tanh"(%131) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %133 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %135 = "stablehlo.add"(%134, %132) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %136 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x16xf32>
    %138 = "stablehlo.multiply"(%137, %135) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %139 = "stablehlo.multiply"(%122, %138) : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %140 = "stablehlo.dot_general"(%139, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x16xf32>, tensor<16x8xf32>) -> tensor<2x4x8xf32>
    %141 = "stablehlo.add"(%99, %140) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    "func.return"(%141) : (tensor<2x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x8xf32>, tensor<i32>) -> tensor<2x4x1xf32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x4x8xf32>, %arg8: tensor<i32>):
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%arg7, %15) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %37 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x1xf32>) -> tensor<2x4x8xf32>
    %22 = "stablehlo.subtract"(%arg7, %21) : (tensor<2x4x8xf32>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %23 = "chlo.square"(%22) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %24 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.subtract"(%25, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%23, %27) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %36 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<2x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %30 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %31 = "stablehlo.divide"(%29, %30) : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.compare"(%26, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %34 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %35 = "func.call"(%33, %31, %34) <{callee = @_where}> : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    "func.return"(%35) : (tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i1>, %arg5: tensor<2x4x1xf32>, %arg6: tensor<f32>):
    %12 = "stablehlo.convert"(%arg6) : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x1xf32>
    %14 = "stablehlo.select"(%arg4, %arg5, %13) : (tensor<i1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
    "func.return"(%14) : (tensor<2x4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xi1>) -> tensor<4x4xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xi1>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4x4xi1>
    %11 = "stablehlo.select"(%8, %arg3, %10) : (tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    "func.return"(%11) : (tensor<4x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x4x4xi1>, tensor<2x2x4x4xf32>, tensor<f32>) -> tensor<2x2x4x4xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x4x4xi1>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x4x4xi1>) -> tensor<2x2x4x4xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x4x4xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<2x2x4x4xi1>, tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
    "func.return"(%2) : (tensor<2x2x4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
