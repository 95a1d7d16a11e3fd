"builtin.module"() <{sym_name = "jit_layernorm_residual"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<3x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<3x6xf32>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<3x6xf32>, %arg22: tensor<6x6xf32>, %arg23: tensor<6xf32>, %arg24: tensor<6xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%arg21, %56) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %158 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%158) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %59 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %61 = "stablehlo.divide"(%58, %60) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "func.call"(%arg21, %62) <{callee = @_var}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %65 = "stablehlo.subtract"(%arg21, %64) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %66 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %68 = "stablehlo.add"(%63, %67) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %69 = "stablehlo.sqrt"(%68) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %71 = "stablehlo.divide"(%65, %70) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %72 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %74 = "stablehlo.multiply"(%71, %73) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %75 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %77 = "stablehlo.add"(%74, %76) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %78 = "stablehlo.dot_general"(%77, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %79 = "func.call"(%78) <{callee = @relu}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %80 = "stablehlo.add"(%arg21, %79) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.reduce"(%80, %81) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %157 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%157) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %84 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %86 = "stablehlo.divide"(%83, %85) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %88 = "func.call"(%80, %87) <{callee = @_var}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %90 = "stablehlo.subtract"(%80, %89) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %91 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %93 = "stablehlo.add"(%88, %92) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %94 = "stablehlo.sqrt"(%93) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %96 = "stablehlo.divide"(%90, %95) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %97 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %99 = "stablehlo.multiply"(%96, %98) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %100 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %102 = "stablehlo.add"(%99, %101) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %103 = "stablehlo.dot_general"(%102, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %104 = "func.call"(%103) <{callee = @relu}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %105 = "stablehlo.add"(%80, %104) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.reduce"(%105, %106) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %156 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%156) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %109 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %111 = "stablehlo.divide"(%108, %110) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "func.call"(%105, %112) <{callee = @_var}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %115 = "stablehlo.subtract"(%105, %114) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %116 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %118 = "stablehlo.add"(%113, %117) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %119 = "stablehlo.sqrt"(%118) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %121 = "stablehlo.divide"(%115, %120) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %122 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %124 = "stablehlo.multiply"(%121, %123) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %125 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %127 = "stablehlo.add"(%124, %126) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %128 = "stablehlo.dot_general"(%127, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %129 = "func.call"(%128) <{callee = @relu}> : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %130 = "stablehlo.add"(%105, %129) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.reduce"(%130, %131) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %155 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%155) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %134 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %136 = "stablehlo.divide"(%133, %135) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138 = "func.call"(%130, %137) <{callee = @_var}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>
    %139 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %140 = "stablehlo.subtract"(%130, %139) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %141 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %143 = "stablehlo.add"(%138, %142) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %144 = "stablehlo.sqrt"(%143) : (tensor<3x1xf32>) -> tensor<3x1xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %146 = "stablehlo.divide"(%140, %145) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %147 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %149 = "stablehlo.multiply"(%146, %148) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %150 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<3x6xf32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %153 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %154 = "func.call"(%152, %153) <{callee = @_std}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>
    "func.return"(%130, %154) : (tensor<3x6xf32>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<i32>) -> tensor<3x1xf32>, res_attrs = [{}], sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3x6xf32>, %arg16: tensor<i32>):
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%arg15, %33) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %55 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%55) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %36 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %38 = "stablehlo.divide"(%35, %37) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %40 = "stablehlo.subtract"(%arg15, %39) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %41 = "chlo.square"(%40) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %42 = "stablehlo.convert"(%arg16) : (tensor<i32>) -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.subtract"(%43, %42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.reduce"(%41, %45) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %54 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%54) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %48 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.compare"(%44, %50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "func.call"(%51, %49, %52) <{callee = @_where}> : (tensor<i1>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x1xf32>
    "func.return"(%53) : (tensor<3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x1xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<3x1xf32>, %arg14: tensor<f32>):
    %30 = "stablehlo.convert"(%arg14) : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %32 = "stablehlo.select"(%arg12, %arg13, %31) : (tensor<i1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    "func.return"(%32) : (tensor<3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x6xf32>) -> tensor<3x6xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<3x6xf32>):
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %29 = "stablehlo.maximum"(%arg11, %28) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%29) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_std", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<3x6xf32>, %arg10: tensor<i32>):
    %25 = "func.call"(%arg9, %arg10) <{callee = @_var_0}> : (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>
    %26 = "stablehlo.sqrt"(%25) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%26) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_var_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x6xf32>, %arg4: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.reduce"(%arg3, %3) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %24 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %6 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %8 = "stablehlo.divide"(%5, %7) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %10 = "stablehlo.subtract"(%arg3, %9) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %11 = "chlo.square"(%10) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %12 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<f32>
    %13 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.subtract"(%13, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%11, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %23 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %18 = "stablehlo.divide"(%16, %17) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.compare"(%14, %19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %21 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %22 = "func.call"(%20, %18, %21) <{callee = @_where_1}> : (tensor<i1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    "func.return"(%22) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%2) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
