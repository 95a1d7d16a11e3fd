"builtin.module"() <{sym_name = "jit_loss_grads"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x5xf32>, tensor<4xi32>, tensor<7xf32>, tensor<7xf32>) -> (tensor<4x5xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg21: tensor<4x5xf32>, %arg22: tensor<4xi32>, %arg23: tensor<7xf32>, %arg24: tensor<7xf32>):
    %71 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %74 = "stablehlo.compare"(%71, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %75 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %77 = "stablehlo.add"(%71, %76) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %78 = "stablehlo.select"(%74, %77, %71) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %81 = "stablehlo.compare"(%arg22, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %82 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %84 = "stablehlo.add"(%arg22, %83) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %85 = "stablehlo.select"(%81, %84, %arg22) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %86 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %88 = "stablehlo.concatenate"(%86, %87) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %89 = "stablehlo.gather"(%arg21, %88) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %92 = "stablehlo.add"(%91, %arg21) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %93 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %95 = "stablehlo.subtract"(%92, %94) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %98 = "stablehlo.maximum"(%97, %95) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %99 = "stablehlo.compare"(%95, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %104 = "stablehlo.select"(%99, %101, %103) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %107 = "stablehlo.compare"(%106, %98) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %108 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %112 = "stablehlo.select"(%107, %109, %111) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %113 = "stablehlo.divide"(%104, %112) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %116 = "stablehlo.multiply"(%115, %113) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %117 = "stablehlo.negate"(%116) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.reduce"(%117, %118) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %202 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%202) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %120 = "stablehlo.reshape"(%119) : (tensor<4xf32>) -> tensor<4x1xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %201 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%201) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %125 = "stablehlo.scatter"(%124, %88, %122) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %200 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%200) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<4x5xf32>
    %126 = "stablehlo.add"(%116, %125) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %127 = "stablehlo.subtract"(%arg23, %arg24) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %128 = "stablehlo.abs"(%127) : (tensor<7xf32>) -> tensor<7xf32>
    %129 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %131 = "stablehlo.compare"(%128, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %132 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %134 = "stablehlo.multiply"(%133, %127) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %137 = "stablehlo.compare"(%127, %136) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %140:2 = "func.call"(%131, %139) <{callee = @_where}> : (tensor<7xi1>, tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %141 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %143 = "stablehlo.multiply"(%142, %140#1) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %146 = "stablehlo.select"(%137, %145, %143) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %147 = "stablehlo.select"(%137, %143, %145) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %148 = "stablehlo.negate"(%146) : (tensor<7xf32>) -> tensor<7xf32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %150 = "stablehlo.multiply"(%134, %140#0) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %151 = "stablehlo.add"(%149, %150) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %152 = "stablehlo.multiply"(%140#0, %127) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %153 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %155 = "stablehlo.multiply"(%154, %152) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %156 = "stablehlo.add"(%151, %155) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %157 = "stablehlo.negate"(%arg23) : (tensor<7xf32>) -> tensor<7xf32>
    %158 = "stablehlo.exponential"(%157) : (tensor<7xf32>) -> tensor<7xf32>
    %159 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %161 = "stablehlo.add"(%160, %158) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %164 = "stablehlo.divide"(%163, %161) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %165 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %167 = "stablehlo.subtract"(%166, %164) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %168 = "stablehlo.multiply"(%164, %167) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %169 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %171 = "stablehlo.subtract"(%170, %164) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %172 = "stablehlo.multiply"(%171, %171) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %173 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %175 = "stablehlo.multiply"(%174, %171) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %176:2 = "func.call"(%arg23) <{callee = @log_sigmoid}> : (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %177 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.negate"(%177) : (tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %180 = "stablehlo.multiply"(%172, %179) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %181 = "stablehlo.multiply"(%179, %176#0) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %182 = "func.call"(%176#1, %180) <{callee = @log_sigmoid_0}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %183 = "stablehlo.multiply"(%181, %175) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %184 = "stablehlo.negate"(%183) : (tensor<7xf32>) -> tensor<7xf32>
    %185 = "stablehlo.multiply"(%184, %168) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %186 = "stablehlo.add"(%182, %185) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %187 = "func.call"(%arg22) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x5xf32>
    %188 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %190 = "stablehlo.multiply"(%187, %189) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %191 = "stablehlo.constant"() <{value = dense<2.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %194:2 = "func.call"(%arg21) <{callee = @log_softmax}> : (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x1xf32>)
    %195 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.negate"(%195) : (tensor<f32>) -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %198 = "stablehlo.multiply"(%193, %197) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %199 = "func.call"(%194#0, %194#1, %198) <{callee = @log_softmax_2}> : (tensor<4x5xf32>, tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%126, %156, %186, %199) : (tensor<4x5xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xi1>, tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<7xi1>, %arg20: tensor<7xf32>):
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %69 = "stablehlo.select"(%arg19, %68, %arg20) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %70 = "stablehlo.select"(%arg19, %arg20, %68) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%70, %69) : (tensor<7xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>), res_attrs = [{}, {}], sym_name = "log_sigmoid", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<7xf32>):
    %64 = "stablehlo.negate"(%arg18) : (tensor<7xf32>) -> tensor<7xf32>
    %65:2 = "func.call"(%64) <{callee = @softplus}> : (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>)
    %66 = "stablehlo.negate"(%65#0) : (tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%66, %65#1) : (tensor<7xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>), res_attrs = [{}, {}], sym_name = "softplus", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<7xf32>):
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %38 = "stablehlo.maximum"(%arg17, %37) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %39 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %40 = "stablehlo.subtract"(%arg17, %39) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %41 = "stablehlo.compare"(%40, %40) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %42 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %43 = "stablehlo.add"(%arg17, %42) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %44 = "stablehlo.abs"(%40) : (tensor<7xf32>) -> tensor<7xf32>
    %45 = "stablehlo.negate"(%44) : (tensor<7xf32>) -> tensor<7xf32>
    %46 = "stablehlo.exponential"(%45) : (tensor<7xf32>) -> tensor<7xf32>
    %47 = "stablehlo.log_plus_one"(%46) : (tensor<7xf32>) -> tensor<7xf32>
    %48 = "stablehlo.add"(%38, %47) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %49 = "stablehlo.select"(%41, %43, %48) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %50 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %52 = "stablehlo.compare"(%arg17, %51) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %55 = "stablehlo.select"(%52, %54, %arg17) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %56 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %58 = "stablehlo.compare"(%49, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %61 = "stablehlo.select"(%58, %60, %49) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %62 = "stablehlo.subtract"(%55, %61) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %63 = "stablehlo.exponential"(%62) : (tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%49, %63) : (tensor<7xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "log_sigmoid_0", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<7xf32>, %arg16: tensor<7xf32>):
    %33 = "stablehlo.negate"(%arg16) : (tensor<7xf32>) -> tensor<7xf32>
    %34 = "func.call"(%arg15, %33) <{callee = @softplus_1}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %35 = "stablehlo.negate"(%34) : (tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%35) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "softplus_1", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<7xf32>, %arg14: tensor<7xf32>):
    %32 = "stablehlo.multiply"(%arg14, %arg13) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%32) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xi32>):
    %26 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %27 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x5xi32>
    %28 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x5xi32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<4x5xi32>
    %30 = "stablehlo.compare"(%28, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %31 = "stablehlo.convert"(%30) : (tensor<4x5xi1>) -> tensor<4x5xf32>
    "func.return"(%31) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x1xf32>), res_attrs = [{}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x5xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%arg7, %12) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %25 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.maximum"(%15, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %19 = "stablehlo.subtract"(%arg7, %18) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %20 = "stablehlo.exponential"(%19) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %24 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%24) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    "func.return"(%20, %23) : (tensor<4x5xf32>, tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xf32>, tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "log_softmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x5xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x5xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%9) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
