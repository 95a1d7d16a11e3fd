"builtin.module"() <{sym_name = "jit_argsort_searchsorted"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<6xf32>, tensor<7xf32>) -> (tensor<4x6xi32>, tensor<4x6xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg79: tensor<4x6xf32>, %arg80: tensor<6xf32>, %arg81: tensor<7xf32>):
    %231 = "func.call"(%arg79) <{callee = @argsort}> : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %232 = "func.call"(%arg79) <{callee = @argsort_0}> : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %233 = "func.call"(%arg80, %arg81) <{callee = @searchsorted}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %234 = "func.call"(%arg80, %arg81) <{callee = @searchsorted_2}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %235 = "func.call"(%arg80, %arg81) <{callee = @searchsorted_6}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %236 = "func.call"(%arg80, %arg81) <{callee = @searchsorted_7}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %237 = "func.call"(%arg81, %arg80) <{callee = @digitize}> : (tensor<7xf32>, tensor<6xf32>) -> tensor<7xi32>
    "func.return"(%231, %232, %233, %234, %235, %236, %237) : (tensor<4x6xi32>, tensor<4x6xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg74: tensor<4x6xf32>):
    %211 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xi32>
    %212 = "stablehlo.reverse"(%arg74) <{dimensions = array<i64: 1>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %213 = "stablehlo.reverse"(%211) <{dimensions = array<i64: 1>}> : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %214:2 = "stablehlo.sort"(%212, %213) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>, %arg77: tensor<i32>, %arg78: tensor<i32>):
      %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %217 = "stablehlo.compare"(%arg75, %216) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %219 = "stablehlo.select"(%217, %218, %arg75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %220 = "stablehlo.compare"(%arg75, %arg75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %221 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %222 = "stablehlo.select"(%220, %221, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %224 = "stablehlo.compare"(%arg76, %223) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %226 = "stablehlo.select"(%224, %225, %arg76) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %227 = "stablehlo.compare"(%arg76, %arg76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %228 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %229 = "stablehlo.select"(%227, %228, %226) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %230 = "stablehlo.compare"(%222, %229) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%230) : (tensor<i1>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %215 = "stablehlo.reverse"(%214#1) <{dimensions = array<i64: 1>}> : (tensor<4x6xi32>) -> tensor<4x6xi32>
    "func.return"(%215) : (tensor<4x6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xi32>, res_attrs = [{}], sym_name = "argsort_0", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<4x6xf32>):
    %194 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xi32>
    %195:2 = "stablehlo.sort"(%arg69, %194) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>, %arg72: tensor<i32>, %arg73: tensor<i32>):
      %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %197 = "stablehlo.compare"(%arg70, %196) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %199 = "stablehlo.select"(%197, %198, %arg70) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %200 = "stablehlo.compare"(%arg70, %arg70) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %201 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %202 = "stablehlo.select"(%200, %201, %199) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %204 = "stablehlo.compare"(%arg71, %203) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %206 = "stablehlo.select"(%204, %205, %arg71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %207 = "stablehlo.compare"(%arg71, %arg71) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %208 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %209 = "stablehlo.select"(%207, %208, %206) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %210 = "stablehlo.compare"(%202, %209) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%210) : (tensor<i1>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    "func.return"(%195#1) : (tensor<4x6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<6xf32>, %arg68: tensor<7xf32>):
    %193 = "func.call"(%arg67, %arg68) <{callee = @_searchsorted_scan_impl}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%193) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<6xf32>, %arg66: tensor<7xf32>):
    %192 = "func.call"(%arg65, %arg66) <{callee = @_searchsorted_scan_impl_1}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%192) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_1", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<6xf32>, %arg54: tensor<7xf32>):
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %182 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %184 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %185:5 = "stablehlo.while"(%arg53, %arg54, %184, %181, %183) ({
    ^bb0(%arg60: tensor<6xf32>, %arg61: tensor<7xf32>, %arg62: tensor<i32>, %arg63: tensor<7xui32>, %arg64: tensor<7xui32>):
      %190 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %191 = "stablehlo.compare"(%arg62, %190) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%191) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg55: tensor<6xf32>, %arg56: tensor<7xf32>, %arg57: tensor<i32>, %arg58: tensor<7xui32>, %arg59: tensor<7xui32>):
      %187:2 = "func.call"(%arg55, %arg56, %arg58, %arg59) <{callee = @closed_call}> : (tensor<6xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
      %188 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %189 = "stablehlo.add"(%arg57, %188) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg55, %arg56, %189, %187#0, %187#1) : (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>) -> ()
    }) : (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>)
    %186 = "stablehlo.convert"(%185#4) : (tensor<7xui32>) -> tensor<7xi32>
    "func.return"(%186) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<6xf32>, %arg50: tensor<7xf32>, %arg51: tensor<7xui32>, %arg52: tensor<7xui32>):
    %150 = "stablehlo.subtract"(%arg52, %arg51) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %151 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %152 = "func.call"(%150, %151) <{callee = @floor_divide}> : (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>
    %153 = "stablehlo.add"(%arg51, %152) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xui32>) -> tensor<7x1xui32>
    %155 = "stablehlo.gather"(%arg49, %154) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xui32>) -> tensor<7x1xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<7x1xf32>) -> tensor<7xf32>
    %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %159 = "stablehlo.compare"(%arg50, %158) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %162 = "stablehlo.select"(%159, %161, %arg50) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %163 = "stablehlo.compare"(%arg50, %arg50) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %164 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %166 = "stablehlo.select"(%163, %165, %162) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %169 = "stablehlo.compare"(%156, %168) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %172 = "stablehlo.select"(%169, %171, %156) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %173 = "stablehlo.compare"(%156, %156) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %174 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %176 = "stablehlo.select"(%173, %175, %172) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %177 = "stablehlo.compare"(%166, %176) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %178 = "stablehlo.select"(%177, %arg51, %153) : (tensor<7xi1>, tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %179 = "stablehlo.select"(%177, %153, %arg52) : (tensor<7xi1>, tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    "func.return"(%178, %179) : (tensor<7xui32>, tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<7xui32>, %arg48: tensor<i32>):
    %147 = "stablehlo.convert"(%arg48) : (tensor<i32>) -> tensor<ui32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %149 = "stablehlo.divide"(%arg47, %148) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    "func.return"(%149) : (tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "searchsorted_2", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<6xf32>, %arg46: tensor<7xf32>):
    %146 = "func.call"(%arg45, %arg46) <{callee = @_searchsorted_scan_impl_3}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%146) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_3", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<6xf32>, %arg44: tensor<7xf32>):
    %145 = "func.call"(%arg43, %arg44) <{callee = @_searchsorted_scan_impl_4}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%145) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_4", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<6xf32>, %arg32: tensor<7xf32>):
    %133 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %135 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<7xui32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138:5 = "stablehlo.while"(%arg31, %arg32, %137, %134, %136) ({
    ^bb0(%arg38: tensor<6xf32>, %arg39: tensor<7xf32>, %arg40: tensor<i32>, %arg41: tensor<7xui32>, %arg42: tensor<7xui32>):
      %143 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %144 = "stablehlo.compare"(%arg40, %143) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%144) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg33: tensor<6xf32>, %arg34: tensor<7xf32>, %arg35: tensor<i32>, %arg36: tensor<7xui32>, %arg37: tensor<7xui32>):
      %140:2 = "func.call"(%arg33, %arg34, %arg36, %arg37) <{callee = @closed_call_5}> : (tensor<6xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
      %141 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %142 = "stablehlo.add"(%arg35, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg33, %arg34, %142, %140#0, %140#1) : (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>) -> ()
    }) : (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>)
    %139 = "stablehlo.convert"(%138#4) : (tensor<7xui32>) -> tensor<7xi32>
    "func.return"(%139) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>), res_attrs = [{}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<6xf32>, %arg28: tensor<7xf32>, %arg29: tensor<7xui32>, %arg30: tensor<7xui32>):
    %103 = "stablehlo.subtract"(%arg30, %arg29) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %104 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %105 = "func.call"(%103, %104) <{callee = @floor_divide}> : (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>
    %106 = "stablehlo.add"(%arg29, %105) : (tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xui32>) -> tensor<7x1xui32>
    %108 = "stablehlo.gather"(%arg27, %107) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xui32>) -> tensor<7x1xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<7x1xf32>) -> tensor<7xf32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %112 = "stablehlo.compare"(%arg28, %111) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %115 = "stablehlo.select"(%112, %114, %arg28) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %116 = "stablehlo.compare"(%arg28, %arg28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %117 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %119 = "stablehlo.select"(%116, %118, %115) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %122 = "stablehlo.compare"(%109, %121) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %125 = "stablehlo.select"(%122, %124, %109) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %126 = "stablehlo.compare"(%109, %109) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %127 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %129 = "stablehlo.select"(%126, %128, %125) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %130 = "stablehlo.compare"(%119, %129) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %131 = "stablehlo.select"(%130, %arg29, %106) : (tensor<7xi1>, tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    %132 = "stablehlo.select"(%130, %106, %arg30) : (tensor<7xi1>, tensor<7xui32>, tensor<7xui32>) -> tensor<7xui32>
    "func.return"(%131, %132) : (tensor<7xui32>, tensor<7xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "searchsorted_6", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<6xf32>, %arg26: tensor<7xf32>):
    %102 = "func.call"(%arg25, %arg26) <{callee = @_searchsorted_sort_impl}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%102) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_sort_impl", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6xf32>, %arg12: tensor<7xf32>):
    %43 = "stablehlo.concatenate"(%arg12, %arg11) <{dimension = 0 : i64}> : (tensor<7xf32>, tensor<6xf32>) -> tensor<13xf32>
    %44 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<13xi32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<13xi32>
    %47:2 = "stablehlo.sort"(%43, %44) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<i32>, %arg24: tensor<i32>):
      %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.compare"(%arg21, %87) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.select"(%88, %89, %arg21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %91 = "stablehlo.compare"(%arg21, %arg21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %92 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.select"(%91, %92, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %95 = "stablehlo.compare"(%arg22, %94) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %97 = "stablehlo.select"(%95, %96, %arg22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %98 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %99 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %100 = "stablehlo.select"(%98, %99, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %101 = "stablehlo.compare"(%93, %100) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%101) : (tensor<i1>) -> ()
    }) : (tensor<13xf32>, tensor<13xi32>) -> (tensor<13xf32>, tensor<13xi32>)
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<13xi32>
    %50 = "stablehlo.compare"(%47#1, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %51 = "stablehlo.constant"() <{value = dense<13> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<13xi32>
    %53 = "stablehlo.add"(%47#1, %52) : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi32>
    %54 = "stablehlo.select"(%50, %53, %47#1) : (tensor<13xi1>, tensor<13xi32>, tensor<13xi32>) -> tensor<13xi32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0>}> : (tensor<13xi32>) -> tensor<13x1xi32>
    %56 = "stablehlo.scatter"(%46, %55, %44) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
      "stablehlo.return"(%arg20) : (tensor<i32>) -> ()
    }) : (tensor<13xi32>, tensor<13x1xi32>, tensor<13xi32>) -> tensor<13xi32>
    %57 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<13xi32>) -> tensor<7xi32>
    %58 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<7xi32>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %61:2 = "stablehlo.sort"(%arg12, %58) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>, %arg17: tensor<i32>, %arg18: tensor<i32>):
      %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.compare"(%arg15, %72) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %75 = "stablehlo.select"(%73, %74, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %76 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %77 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.select"(%76, %77, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.compare"(%arg16, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.select"(%80, %81, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %83 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %84 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.select"(%83, %84, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %86 = "stablehlo.compare"(%78, %85) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }) : (tensor<7xf32>, tensor<7xi32>) -> (tensor<7xf32>, tensor<7xi32>)
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %64 = "stablehlo.compare"(%61#1, %63) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %65 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %67 = "stablehlo.add"(%61#1, %66) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %68 = "stablehlo.select"(%64, %67, %61#1) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xi32>) -> tensor<7x1xi32>
    %70 = "stablehlo.scatter"(%60, %69, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      "stablehlo.return"(%arg14) : (tensor<i32>) -> ()
    }) : (tensor<7xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<7xi32>
    %71 = "stablehlo.subtract"(%57, %70) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%71) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "searchsorted_7", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<6xf32>, %arg10: tensor<7xf32>):
    %42 = "func.call"(%arg9, %arg10) <{callee = @_searchsorted_compare_all_impl}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    "func.return"(%42) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_searchsorted_compare_all_impl", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6xf32>, %arg6: tensor<7xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %15 = "stablehlo.compare"(%arg5, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %18 = "stablehlo.select"(%15, %17, %arg5) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %19 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %20 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %22 = "stablehlo.select"(%19, %21, %18) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %25 = "stablehlo.compare"(%arg6, %24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %28 = "stablehlo.select"(%25, %27, %arg6) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %29 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %32 = "stablehlo.select"(%29, %31, %28) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1x7xf32>
    %34 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x7xf32>
    %36 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xf32>) -> tensor<6x7xf32>
    %37 = "stablehlo.compare"(%35, %36) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xi1>
    %38 = "stablehlo.convert"(%37) : (tensor<6x7xi1>) -> tensor<6x7xi32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.reduce"(%38, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %41 = "stablehlo.add"(%arg7, %arg8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%41) : (tensor<i32>) -> ()
    }) : (tensor<6x7xi32>, tensor<i32>) -> tensor<7xi32>
    "func.return"(%40) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7xf32>, tensor<6xf32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "digitize", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7xf32>, %arg4: tensor<6xf32>):
    %1 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1xf32>) -> tensor<f32>
    %3 = "stablehlo.slice"(%arg4) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1xf32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xf32>) -> tensor<f32>
    %5 = "stablehlo.compare"(%2, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "func.call"(%arg4, %arg3) <{callee = @searchsorted_2}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %7 = "stablehlo.reverse"(%arg4) <{dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6xf32>
    %8 = "func.call"(%7, %arg3) <{callee = @searchsorted_2}> : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %9 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %11 = "stablehlo.subtract"(%10, %8) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %12 = "func.call"(%5, %6, %11) <{callee = @_where}> : (tensor<i1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%12) : (tensor<7xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<7xi32>, %arg2: tensor<7xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    "func.return"(%0) : (tensor<7xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
