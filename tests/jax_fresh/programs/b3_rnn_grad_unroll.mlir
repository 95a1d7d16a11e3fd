"builtin.module"() <{sym_name = "jit_rnn_grad_unroll"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>) -> (tensor<f32>, tensor<4x4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg28: tensor<5x2x3xf32>, %arg29: tensor<4x4xf32>, %arg30: tensor<3x4xf32>):
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %50 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 4, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x3xf32>) -> tensor<4x2x3xf32>
    %51 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 5, 2, 3>, start_indices = array<i64: 4, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x3xf32>) -> tensor<1x2x3xf32>
    %52 = "stablehlo.reshape"(%50) : (tensor<4x2x3xf32>) -> tensor<2x2x2x3xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x2x4xf32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64:10 = "stablehlo.while"(%52, %arg29, %arg30, %63, %49, %54, %56, %58, %60, %62) ({
    ^bb0(%arg65: tensor<2x2x2x3xf32>, %arg66: tensor<4x4xf32>, %arg67: tensor<3x4xf32>, %arg68: tensor<i32>, %arg69: tensor<2x4xf32>, %arg70: tensor<2x2xf32>, %arg71: tensor<2x2x2x4xf32>, %arg72: tensor<2x2x2x4xf32>, %arg73: tensor<2x2x2x4xf32>, %arg74: tensor<2x2x2x4xf32>):
      %200 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %201 = "stablehlo.compare"(%arg68, %200) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%201) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg55: tensor<2x2x2x3xf32>, %arg56: tensor<4x4xf32>, %arg57: tensor<3x4xf32>, %arg58: tensor<i32>, %arg59: tensor<2x4xf32>, %arg60: tensor<2x2xf32>, %arg61: tensor<2x2x2x4xf32>, %arg62: tensor<2x2x2x4xf32>, %arg63: tensor<2x2x2x4xf32>, %arg64: tensor<2x2x2x4xf32>):
      %171 = "func.call"(%arg55, %arg58) <{callee = @dynamic_index_in_dim}> : (tensor<2x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %172 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %173 = "stablehlo.reshape"(%172) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %174:6 = "func.call"(%arg56, %arg57, %arg59, %173) <{callee = @closed_call}> : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %175 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %176 = "stablehlo.reshape"(%175) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %177:6 = "func.call"(%arg56, %arg57, %174#0, %176) <{callee = @closed_call}> : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %178 = "stablehlo.broadcast_in_dim"(%174#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %179 = "stablehlo.broadcast_in_dim"(%177#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %180 = "stablehlo.concatenate"(%178, %179) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %181 = "stablehlo.broadcast_in_dim"(%174#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %182 = "stablehlo.broadcast_in_dim"(%177#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %183 = "stablehlo.concatenate"(%181, %182) <{dimension = 0 : i64}> : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %184 = "stablehlo.broadcast_in_dim"(%174#3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %185 = "stablehlo.broadcast_in_dim"(%177#3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %186 = "stablehlo.concatenate"(%184, %185) <{dimension = 0 : i64}> : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %187 = "stablehlo.broadcast_in_dim"(%174#4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %188 = "stablehlo.broadcast_in_dim"(%177#4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %189 = "stablehlo.concatenate"(%187, %188) <{dimension = 0 : i64}> : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %190 = "stablehlo.broadcast_in_dim"(%174#5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %191 = "stablehlo.broadcast_in_dim"(%177#5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %192 = "stablehlo.concatenate"(%190, %191) <{dimension = 0 : i64}> : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<2x2x4xf32>
      %193 = "func.call"(%arg60, %180, %arg58) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %194 = "func.call"(%arg61, %183, %arg58) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %195 = "func.call"(%arg62, %186, %arg58) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %196 = "func.call"(%arg63, %189, %arg58) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %197 = "func.call"(%arg64, %192, %arg58) <{callee = @dynamic_update_index_in_dim_0}> : (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>
      %198 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %199 = "stablehlo.add"(%arg58, %198) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg55, %arg56, %arg57, %199, %177#0, %193, %194, %195, %196, %197) : (tensor<2x2x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>) -> ()
    }) : (tensor<2x2x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>) -> (tensor<2x2x2x3xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>)
    %65 = "stablehlo.reshape"(%64#5) : (tensor<2x2xf32>) -> tensor<4xf32>
    %66 = "stablehlo.reshape"(%64#6) : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %67 = "stablehlo.reshape"(%64#7) : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %68 = "stablehlo.reshape"(%64#8) : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %69 = "stablehlo.reshape"(%64#9) : (tensor<2x2x2x4xf32>) -> tensor<4x2x4xf32>
    %70 = "stablehlo.slice"(%51) <{limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %71 = "stablehlo.reshape"(%70) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %72:6 = "func.call"(%arg29, %arg30, %64#4, %71) <{callee = @closed_call}> : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
    %73 = "stablehlo.broadcast_in_dim"(%72#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%72#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %75 = "stablehlo.broadcast_in_dim"(%72#3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %76 = "stablehlo.broadcast_in_dim"(%72#4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %77 = "stablehlo.broadcast_in_dim"(%72#5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %78 = "stablehlo.concatenate"(%65, %73) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    %79 = "stablehlo.concatenate"(%66, %74) <{dimension = 0 : i64}> : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %80 = "stablehlo.concatenate"(%67, %75) <{dimension = 0 : i64}> : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %81 = "stablehlo.concatenate"(%68, %76) <{dimension = 0 : i64}> : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %82 = "stablehlo.concatenate"(%69, %77) <{dimension = 0 : i64}> : (tensor<4x2x4xf32>, tensor<1x2x4xf32>) -> tensor<5x2x4xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%78, %83) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %170 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%170) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.divide"(%84, %85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.divide"(%87, %88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %97 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %98 = "stablehlo.slice"(%90) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %99 = "stablehlo.slice"(%79) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %100 = "stablehlo.slice"(%79) <{limit_indices = array<i64: 5, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %101 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x3xf32>) -> tensor<1x2x3xf32>
    %102 = "stablehlo.slice"(%arg28) <{limit_indices = array<i64: 5, 2, 3>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x3xf32>) -> tensor<4x2x3xf32>
    %103 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %104 = "stablehlo.slice"(%80) <{limit_indices = array<i64: 5, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %105 = "stablehlo.slice"(%81) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %106 = "stablehlo.slice"(%81) <{limit_indices = array<i64: 5, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %107 = "stablehlo.slice"(%82) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<1x2x4xf32>
    %108 = "stablehlo.slice"(%82) <{limit_indices = array<i64: 5, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<5x2x4xf32>) -> tensor<4x2x4xf32>
    %109 = "stablehlo.reshape"(%98) : (tensor<4xf32>) -> tensor<2x2xf32>
    %110 = "stablehlo.reshape"(%100) : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %111 = "stablehlo.reshape"(%102) : (tensor<4x2x3xf32>) -> tensor<2x2x2x3xf32>
    %112 = "stablehlo.reshape"(%104) : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %113 = "stablehlo.reshape"(%106) : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %114 = "stablehlo.reshape"(%108) : (tensor<4x2x4xf32>) -> tensor<2x2x2x4xf32>
    %115 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %116:11 = "stablehlo.while"(%109, %110, %111, %112, %113, %114, %arg29, %115, %94, %96, %92) ({
    ^bb0(%arg42: tensor<2x2xf32>, %arg43: tensor<2x2x2x4xf32>, %arg44: tensor<2x2x2x3xf32>, %arg45: tensor<2x2x2x4xf32>, %arg46: tensor<2x2x2x4xf32>, %arg47: tensor<2x2x2x4xf32>, %arg48: tensor<4x4xf32>, %arg49: tensor<i32>, %arg50: tensor<4x4xf32>, %arg51: tensor<3x4xf32>, %arg52: tensor<2x4xf32>):
      %168 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %169 = "stablehlo.compare"(%arg49, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%169) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<2x2xf32>, %arg32: tensor<2x2x2x4xf32>, %arg33: tensor<2x2x2x3xf32>, %arg34: tensor<2x2x2x4xf32>, %arg35: tensor<2x2x2x4xf32>, %arg36: tensor<2x2x2x4xf32>, %arg37: tensor<4x4xf32>, %arg38: tensor<i32>, %arg39: tensor<4x4xf32>, %arg40: tensor<3x4xf32>, %arg41: tensor<2x4xf32>):
      %130 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %131 = "stablehlo.subtract"(%130, %arg38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %132 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %133 = "stablehlo.subtract"(%131, %132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %134 = "func.call"(%arg31, %133) <{callee = @dynamic_index_in_dim_1}> : (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>
      %135 = "func.call"(%arg32, %133) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %136 = "func.call"(%arg33, %133) <{callee = @dynamic_index_in_dim}> : (tensor<2x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>
      %137 = "func.call"(%arg34, %133) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %138 = "func.call"(%arg35, %133) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %139 = "func.call"(%arg36, %133) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>
      %140 = "stablehlo.slice"(%134) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %141 = "stablehlo.reshape"(%140) : (tensor<1xf32>) -> tensor<f32>
      %142 = "stablehlo.slice"(%135) <{limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %143 = "stablehlo.reshape"(%142) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %144 = "stablehlo.slice"(%136) <{limit_indices = array<i64: 2, 2, 3>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %145 = "stablehlo.reshape"(%144) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %146 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %147 = "stablehlo.reshape"(%146) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %148 = "stablehlo.slice"(%138) <{limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %149 = "stablehlo.reshape"(%148) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %150 = "stablehlo.slice"(%139) <{limit_indices = array<i64: 2, 2, 4>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %151 = "stablehlo.reshape"(%150) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %152:3 = "func.call"(%arg37, %arg39, %arg40, %arg41, %141, %143, %145, %147, %149, %151) <{callee = @closed_call_3}> : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
      %153 = "stablehlo.slice"(%134) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
      %154 = "stablehlo.reshape"(%153) : (tensor<1xf32>) -> tensor<f32>
      %155 = "stablehlo.slice"(%135) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %156 = "stablehlo.reshape"(%155) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %157 = "stablehlo.slice"(%136) <{limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x3xf32>) -> tensor<1x2x3xf32>
      %158 = "stablehlo.reshape"(%157) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
      %159 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %160 = "stablehlo.reshape"(%159) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %161 = "stablehlo.slice"(%138) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %162 = "stablehlo.reshape"(%161) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %163 = "stablehlo.slice"(%139) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>) -> tensor<1x2x4xf32>
      %164 = "stablehlo.reshape"(%163) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %165:3 = "func.call"(%arg37, %152#0, %152#1, %152#2, %154, %156, %158, %160, %162, %164) <{callee = @closed_call_3}> : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
      %166 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %167 = "stablehlo.add"(%arg38, %166) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %167, %165#0, %165#1, %165#2) : (tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x3xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<2x2x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
    %117 = "stablehlo.slice"(%97) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xf32>) -> tensor<1xf32>
    %118 = "stablehlo.reshape"(%117) : (tensor<1xf32>) -> tensor<f32>
    %119 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %121 = "stablehlo.slice"(%101) <{limit_indices = array<i64: 1, 2, 3>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %123 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %125 = "stablehlo.slice"(%105) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %127 = "stablehlo.slice"(%107) <{limit_indices = array<i64: 1, 2, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %129:3 = "func.call"(%arg29, %116#8, %116#9, %116#10, %118, %120, %122, %124, %126, %128) <{callee = @closed_call_3}> : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>)
    "func.return"(%86, %129#0, %129#1) : (tensor<f32>, tensor<4x4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x2x3xf32>, tensor<i32>) -> tensor<2x2x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<2x2x2x3xf32>, %arg27: tensor<i32>):
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.dynamic_slice"(%arg26, %arg27, %43, %44, %45) <{slice_sizes = array<i64: 1, 2, 2, 3>}> : (tensor<2x2x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x3xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x2x2x3xf32>) -> tensor<2x2x3xf32>
    "func.return"(%47) : (tensor<2x2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<4x4xf32>, %arg21: tensor<3x4xf32>, %arg22: tensor<2x4xf32>, %arg23: tensor<2x3xf32>):
    %29 = "stablehlo.dot_general"(%arg22, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %30 = "stablehlo.dot_general"(%arg23, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %32 = "stablehlo.tanh"(%31) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %35 = "stablehlo.subtract"(%34, %32) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %36 = "stablehlo.multiply"(%32, %32) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %37 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %39 = "stablehlo.multiply"(%38, %32) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%36, %40) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %42 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%32, %41, %arg22, %32, %35, %39) : (tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2x2xf32>, %arg18: tensor<2xf32>, %arg19: tensor<i32>):
    %26 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1x2xf32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.dynamic_update_slice"(%arg17, %26, %arg19, %27) : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    "func.return"(%28) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x2x4xf32>, tensor<2x2x4xf32>, tensor<i32>) -> tensor<2x2x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x2x2x4xf32>, %arg15: tensor<2x2x4xf32>, %arg16: tensor<i32>):
    %21 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x2x4xf32>) -> tensor<1x2x2x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.dynamic_update_slice"(%arg14, %21, %arg16, %22, %23, %24) : (tensor<2x2x2x4xf32>, tensor<1x2x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x2x4xf32>
    "func.return"(%25) : (tensor<2x2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2xf32>, tensor<i32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x2xf32>, %arg13: tensor<i32>):
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.dynamic_slice"(%arg12, %arg13, %18) <{slice_sizes = array<i64: 1, 2>}> : (tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x2xf32>) -> tensor<2xf32>
    "func.return"(%20) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x2x4xf32>, tensor<i32>) -> tensor<2x2x4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2x2x2x4xf32>, %arg11: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.dynamic_slice"(%arg10, %arg11, %13, %14, %15) <{slice_sizes = array<i64: 1, 2, 2, 4>}> : (tensor<2x2x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2x4xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x2x2x4xf32>) -> tensor<2x2x4xf32>
    "func.return"(%17) : (tensor<2x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>, tensor<f32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<f32>, %arg5: tensor<2x4xf32>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x4xf32>, %arg8: tensor<2x4xf32>, %arg9: tensor<2x4xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %1 = "stablehlo.multiply"(%0, %arg9) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = "stablehlo.add"(%arg3, %1) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.multiply"(%2, %arg8) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.multiply"(%3, %arg7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %6 = "stablehlo.dot_general"(%5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %7 = "stablehlo.transpose"(%6) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %8 = "stablehlo.add"(%arg2, %7) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %9 = "stablehlo.dot_general"(%5, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = "stablehlo.add"(%arg1, %10) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %12 = "stablehlo.dot_general"(%5, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    "func.return"(%11, %8, %12) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
