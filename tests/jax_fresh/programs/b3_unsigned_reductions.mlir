"builtin.module"() <{sym_name = "jit_unsigned_reductions"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xui32>, tensor<8xui8>, tensor<8xui16>) -> (tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<2xi32>, tensor<8xui8>, tensor<8xui16>, tensor<8xui32>, tensor<8xui16>, tensor<8xi32>, tensor<ui8>, tensor<ui32>, tensor<i32>, tensor<8xi32>, tensor<ui16>, tensor<f32>, tensor<10xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg95: tensor<8xui32>, %arg96: tensor<8xui8>, %arg97: tensor<8xui16>):
    %210 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %211 = "stablehlo.reduce"(%arg95, %210) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg112: tensor<ui32>, %arg113: tensor<ui32>):
      %291 = "stablehlo.maximum"(%arg112, %arg113) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%291) : (tensor<ui32>) -> ()
    }) : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %212 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %213 = "stablehlo.reduce"(%arg95, %212) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg110: tensor<ui32>, %arg111: tensor<ui32>):
      %290 = "stablehlo.minimum"(%arg110, %arg111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%290) : (tensor<ui32>) -> ()
    }) : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %214 = "func.call"(%arg95) <{callee = @argmax}> : (tensor<8xui32>) -> tensor<i32>
    %215 = "func.call"(%arg95) <{callee = @argmin}> : (tensor<8xui32>) -> tensor<i32>
    %216:2 = "chlo.top_k"(%arg95) <{k = 3 : i64}> : (tensor<8xui32>) -> (tensor<3xui32>, tensor<3xi32>)
    %217:2 = "chlo.top_k"(%arg96) <{k = 2 : i64}> : (tensor<8xui8>) -> (tensor<2xui8>, tensor<2xi32>)
    %218 = "stablehlo.constant"() <{value = dense<10> : tensor<ui8>}> : () -> tensor<ui8>
    %219 = "stablehlo.constant"() <{value = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
    %220 = "func.call"(%arg96, %218, %219) <{callee = @clip}> : (tensor<8xui8>, tensor<ui8>, tensor<ui8>) -> tensor<8xui8>
    %221 = "func.call"(%arg97) <{callee = @cummax}> : (tensor<8xui16>) -> tensor<8xui16>
    %222 = "func.call"(%arg95) <{callee = @cummin}> : (tensor<8xui32>) -> tensor<8xui32>
    %223 = "func.call"(%arg97) <{callee = @sort}> : (tensor<8xui16>) -> tensor<8xui16>
    %224 = "stablehlo.reverse"(%223) <{dimensions = array<i64: 0>}> : (tensor<8xui16>) -> tensor<8xui16>
    %225 = "func.call"(%arg96) <{callee = @argsort}> : (tensor<8xui8>) -> tensor<8xi32>
    %226 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %227 = "stablehlo.reduce"(%arg96, %226) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg108: tensor<ui8>, %arg109: tensor<ui8>):
      %289 = "stablehlo.maximum"(%arg108, %arg109) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      "stablehlo.return"(%289) : (tensor<ui8>) -> ()
    }) : (tensor<8xui8>, tensor<ui8>) -> tensor<ui8>
    %228 = "stablehlo.constant"() <{value = dense<7> : tensor<ui8>}> : () -> tensor<ui8>
    %229 = "stablehlo.maximum"(%228, %227) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
    %230 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %231 = "stablehlo.reduce"(%arg95, %230) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg106: tensor<ui32>, %arg107: tensor<ui32>):
      %288 = "stablehlo.maximum"(%arg106, %arg107) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%288) : (tensor<ui32>) -> ()
    }) : (tensor<8xui32>, tensor<ui32>) -> tensor<ui32>
    %232 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<ui32>}> : () -> tensor<ui32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %234 = "stablehlo.compare"(%arg95, %233) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %235 = "stablehlo.convert"(%234) : (tensor<8xi1>) -> tensor<8xi32>
    %236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %237 = "stablehlo.reduce"(%235, %236) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg104: tensor<i32>, %arg105: tensor<i32>):
      %287 = "stablehlo.add"(%arg104, %arg105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%287) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %238 = "func.call"(%arg95) <{callee = @sort_0}> : (tensor<8xui32>) -> tensor<8xui32>
    %239 = "stablehlo.reverse"(%arg95) <{dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8xui32>
    %240 = "func.call"(%238, %239) <{callee = @searchsorted}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    %241 = "stablehlo.constant"() <{value = dense<1> : tensor<ui16>}> : () -> tensor<ui16>
    %242 = "stablehlo.reduce"(%arg97, %241) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg102: tensor<ui16>, %arg103: tensor<ui16>):
      %286 = "stablehlo.multiply"(%arg102, %arg103) : (tensor<ui16>, tensor<ui16>) -> tensor<ui16>
      "stablehlo.return"(%286) : (tensor<ui16>) -> ()
    }) : (tensor<8xui16>, tensor<ui16>) -> tensor<ui16>
    %243 = "stablehlo.convert"(%arg96) : (tensor<8xui8>) -> tensor<8xf32>
    %244 = "func.call"(%243) <{callee = @median}> : (tensor<8xf32>) -> tensor<f32>
    %245:2 = "func.call"(%arg96) <{callee = @_unique_sorted_mask}> : (tensor<8xui8>) -> (tensor<8xui8>, tensor<8xi1>)
    %246 = "func.call"(%245#1) <{callee = @cumsum}> : (tensor<8xi1>) -> tensor<8xi32>
    %247 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %249 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %250 = "func.call"(%246, %249) <{callee = @clip_3}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %251 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %253 = "stablehlo.compare"(%250, %252) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %254 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %256 = "stablehlo.add"(%250, %255) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %257 = "stablehlo.select"(%253, %256, %250) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %259 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %261 = "stablehlo.scatter"(%248, %258, %260) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg100: tensor<i32>, %arg101: tensor<i32>):
      %285 = "stablehlo.add"(%arg100, %arg101) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%285) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<10xi32>
    %262 = "func.call"(%261) <{callee = @cumsum_4}> : (tensor<10xi32>) -> tensor<10xi32>
    %263 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %264 = "func.call"(%262, %263) <{callee = @floor_divide_6}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %265 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %266 = "func.call"(%264, %265) <{callee = @remainder}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %267 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %269 = "stablehlo.compare"(%266, %268) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %270 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %272 = "stablehlo.add"(%266, %271) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %273 = "stablehlo.select"(%269, %272, %266) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %275 = "stablehlo.gather"(%245#0, %274) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui8>, tensor<10x1xi32>) -> tensor<10xui8>
    %276 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %277 = "stablehlo.convert"(%245#1) : (tensor<8xi1>) -> tensor<8xi32>
    %278 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %279 = "stablehlo.reduce"(%277, %278) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg98: tensor<i32>, %arg99: tensor<i32>):
      %284 = "stablehlo.add"(%arg98, %arg99) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%284) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %281 = "stablehlo.compare"(%276, %280) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %282 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %283 = "func.call"(%281, %275, %282) <{callee = @_where_9}> : (tensor<10xi1>, tensor<10xui8>, tensor<ui8>) -> tensor<10xui8>
    "func.return"(%211, %213, %214, %215, %216#0, %217#1, %220, %221, %222, %224, %225, %229, %231, %237, %240, %242, %244, %283) : (tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<2xi32>, tensor<8xui8>, tensor<8xui16>, tensor<8xui32>, tensor<8xui16>, tensor<8xi32>, tensor<ui8>, tensor<ui32>, tensor<i32>, tensor<8xi32>, tensor<ui16>, tensor<f32>, tensor<10xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui32>) -> tensor<i32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<8xui32>):
    %197 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %199 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %200:2 = "stablehlo.reduce"(%arg90, %197, %198, %199) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg91: tensor<ui32>, %arg92: tensor<i32>, %arg93: tensor<ui32>, %arg94: tensor<i32>):
      %201 = "stablehlo.compare"(%arg91, %arg93) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %202 = "stablehlo.compare"(%arg91, %arg91) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %203 = "stablehlo.or"(%201, %202) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %204 = "stablehlo.compare"(%arg91, %arg93) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %205 = "stablehlo.compare"(%arg92, %arg94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %206 = "stablehlo.and"(%204, %205) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %207 = "stablehlo.or"(%203, %206) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %208 = "stablehlo.select"(%203, %arg91, %arg93) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %209 = "stablehlo.select"(%207, %arg92, %arg94) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%208, %209) : (tensor<ui32>, tensor<i32>) -> ()
    }) : (tensor<8xui32>, tensor<8xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
    "func.return"(%200#1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui32>) -> tensor<i32>, sym_name = "argmin", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<8xui32>):
    %184 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %185 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %186 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %187:2 = "stablehlo.reduce"(%arg85, %184, %185, %186) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg86: tensor<ui32>, %arg87: tensor<i32>, %arg88: tensor<ui32>, %arg89: tensor<i32>):
      %188 = "stablehlo.compare"(%arg86, %arg88) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %189 = "stablehlo.compare"(%arg86, %arg86) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %190 = "stablehlo.or"(%188, %189) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %191 = "stablehlo.compare"(%arg86, %arg88) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %192 = "stablehlo.compare"(%arg87, %arg89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %193 = "stablehlo.and"(%191, %192) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %194 = "stablehlo.or"(%190, %193) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %195 = "stablehlo.select"(%190, %arg86, %arg88) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %196 = "stablehlo.select"(%194, %arg87, %arg89) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%195, %196) : (tensor<ui32>, tensor<i32>) -> ()
    }) : (tensor<8xui32>, tensor<8xi32>, tensor<ui32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>)
    "func.return"(%187#1) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xui8>, tensor<ui8>, tensor<ui8>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<8xui8>, %arg83: tensor<ui8>, %arg84: tensor<ui8>):
    %180 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %181 = "stablehlo.maximum"(%180, %arg82) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %182 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %183 = "stablehlo.minimum"(%182, %181) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%183) : (tensor<8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui16>) -> tensor<8xui16>, sym_name = "cummax", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<8xui16>):
    %176 = "stablehlo.constant"() <{value = dense<0> : tensor<ui16>}> : () -> tensor<ui16>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<ui16>
    %178 = "stablehlo.reduce_window"(%arg79, %177) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg80: tensor<ui16>, %arg81: tensor<ui16>):
      %179 = "stablehlo.maximum"(%arg80, %arg81) : (tensor<ui16>, tensor<ui16>) -> tensor<ui16>
      "stablehlo.return"(%179) : (tensor<ui16>) -> ()
    }) : (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>
    "func.return"(%178) : (tensor<8xui16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui32>) -> tensor<8xui32>, sym_name = "cummin", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<8xui32>):
    %172 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<ui32>
    %174 = "stablehlo.reduce_window"(%arg76, %173) <{base_dilations = array<i64: 1>, padding = dense<[[0, 7]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg77: tensor<ui32>, %arg78: tensor<ui32>):
      %175 = "stablehlo.minimum"(%arg77, %arg78) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%175) : (tensor<ui32>) -> ()
    }) : (tensor<8xui32>, tensor<ui32>) -> tensor<8xui32>
    "func.return"(%174) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xui16>) -> tensor<8xui16>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<8xui16>):
    %170 = "stablehlo.sort"(%arg73) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg74: tensor<ui16>, %arg75: tensor<ui16>):
      %171 = "stablehlo.compare"(%arg74, %arg75) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      "stablehlo.return"(%171) : (tensor<i1>) -> ()
    }) : (tensor<8xui16>) -> tensor<8xui16>
    "func.return"(%170) : (tensor<8xui16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xui8>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<8xui8>):
    %167 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %168:2 = "stablehlo.sort"(%arg68, %167) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg69: tensor<ui8>, %arg70: tensor<ui8>, %arg71: tensor<i32>, %arg72: tensor<i32>):
      %169 = "stablehlo.compare"(%arg69, %arg70) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%169) : (tensor<i1>) -> ()
    }) : (tensor<8xui8>, tensor<8xi32>) -> (tensor<8xui8>, tensor<8xi32>)
    "func.return"(%168#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xui32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<8xui32>):
    %165 = "stablehlo.sort"(%arg65) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg66: tensor<ui32>, %arg67: tensor<ui32>):
      %166 = "stablehlo.compare"(%arg66, %arg67) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%166) : (tensor<i1>) -> ()
    }) : (tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%165) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<8xui32>, %arg64: tensor<8xui32>):
    %164 = "func.call"(%arg63, %arg64) <{callee = @_searchsorted_scan_impl}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%164) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<8xui32>, %arg62: tensor<8xui32>):
    %163 = "func.call"(%arg61, %arg62) <{callee = @_searchsorted_scan_impl_1}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%163) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_1", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<8xui32>, %arg50: tensor<8xui32>):
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %153 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156:5 = "stablehlo.while"(%arg49, %arg50, %155, %152, %154) ({
    ^bb0(%arg56: tensor<8xui32>, %arg57: tensor<8xui32>, %arg58: tensor<i32>, %arg59: tensor<8xui32>, %arg60: tensor<8xui32>):
      %161 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %162 = "stablehlo.compare"(%arg58, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%162) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg51: tensor<8xui32>, %arg52: tensor<8xui32>, %arg53: tensor<i32>, %arg54: tensor<8xui32>, %arg55: tensor<8xui32>):
      %158:2 = "func.call"(%arg51, %arg52, %arg54, %arg55) <{callee = @closed_call}> : (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %159 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %160 = "stablehlo.add"(%arg53, %159) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg51, %arg52, %160, %158#0, %158#1) : (tensor<8xui32>, tensor<8xui32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> ()
    }) : (tensor<8xui32>, tensor<8xui32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>)
    %157 = "stablehlo.convert"(%156#4) : (tensor<8xui32>) -> tensor<8xi32>
    "func.return"(%157) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<8xui32>, %arg46: tensor<8xui32>, %arg47: tensor<8xui32>, %arg48: tensor<8xui32>):
    %141 = "stablehlo.subtract"(%arg48, %arg47) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %142 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %143 = "func.call"(%141, %142) <{callee = @floor_divide}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %144 = "stablehlo.add"(%arg47, %143) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %146 = "stablehlo.gather"(%arg45, %145) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui32>, tensor<8x1xui32>) -> tensor<8x1xui32>
    %147 = "stablehlo.reshape"(%146) : (tensor<8x1xui32>) -> tensor<8xui32>
    %148 = "stablehlo.compare"(%arg46, %147) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %149 = "stablehlo.select"(%148, %arg47, %144) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %150 = "stablehlo.select"(%148, %144, %arg48) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%149, %150) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<8xui32>, %arg44: tensor<i32>):
    %138 = "stablehlo.convert"(%arg44) : (tensor<i32>) -> tensor<ui32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %140 = "stablehlo.divide"(%arg43, %139) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%140) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<8xf32>):
    %136 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %137 = "func.call"(%arg42, %136) <{callee = @quantile}> : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%137) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<8xf32>, %arg37: tensor<f32>):
    %88 = "stablehlo.compare"(%arg36, %arg36) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %89 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<i1>, %arg41: tensor<i1>):
      %135 = "stablehlo.or"(%arg40, %arg41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%135) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %92 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %93 = "func.call"(%91, %92, %arg36) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %94 = "stablehlo.sort"(%93) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %121 = "stablehlo.compare"(%arg38, %120) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %123 = "stablehlo.select"(%121, %122, %arg38) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %124 = "stablehlo.compare"(%arg38, %arg38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %125 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %126 = "stablehlo.select"(%124, %125, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %128 = "stablehlo.compare"(%arg39, %127) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %130 = "stablehlo.select"(%128, %129, %arg39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %131 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %132 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %133 = "stablehlo.select"(%131, %132, %130) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %134 = "stablehlo.compare"(%126, %133) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%134) : (tensor<i1>) -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.subtract"(%95, %96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.multiply"(%arg37, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %99 = "stablehlo.floor"(%98) : (tensor<f32>) -> tensor<f32>
    %100 = "stablehlo.ceil"(%98) : (tensor<f32>) -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.subtract"(%101, %102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.clamp"(%104, %99, %103) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.subtract"(%106, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.clamp"(%109, %100, %108) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %111 = "stablehlo.convert"(%105) : (tensor<f32>) -> tensor<i32>
    %112 = "stablehlo.convert"(%110) : (tensor<f32>) -> tensor<i32>
    %113 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %114 = "stablehlo.gather"(%94, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %116 = "stablehlo.gather"(%94, %115) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<1xi32>) -> tensor<f32>
    %117 = "stablehlo.add"(%114, %116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %118 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.multiply"(%117, %118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%119) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<1xi1>, %arg34: tensor<f32>, %arg35: tensor<8xf32>):
    %84 = "stablehlo.convert"(%arg34) : (tensor<f32>) -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<8xi1>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %87 = "stablehlo.select"(%85, %86, %arg35) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%87) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xui8>) -> (tensor<8xui8>, tensor<8xi1>), res_attrs = [{}, {}], sym_name = "_unique_sorted_mask", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<8xui8>):
    %60 = "stablehlo.reshape"(%arg28) : (tensor<8xui8>) -> tensor<8x1xui8>
    %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 1, 0>}> : (tensor<8x1xui8>) -> tensor<1x8xui8>
    %62 = "stablehlo.reverse"(%61) <{dimensions = array<i64: 0>}> : (tensor<1x8xui8>) -> tensor<1x8xui8>
    %63 = "func.call"(%62) <{callee = @lexsort}> : (tensor<1x8xui8>) -> tensor<8xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %66 = "stablehlo.compare"(%63, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %67 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %69 = "stablehlo.add"(%63, %68) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %70 = "stablehlo.select"(%66, %69, %63) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %72 = "stablehlo.gather"(%arg28, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xui8>, tensor<8x1xi32>) -> tensor<8xui8>
    %73 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %75 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 8>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<8xui8>) -> tensor<7xui8>
    %76 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 7>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xui8>) -> tensor<7xui8>
    %77 = "stablehlo.compare"(%75, %76) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xui8>, tensor<7xui8>) -> tensor<7xi1>
    %78 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %79 = "stablehlo.reduce"(%77, %78) <{dimensions = array<i64>}> ({
    ^bb0(%arg31: tensor<i1>, %arg32: tensor<i1>):
      %83 = "stablehlo.or"(%arg31, %arg32) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%83) : (tensor<i1>) -> ()
    }) : (tensor<7xi1>, tensor<i1>) -> tensor<7xi1>
    %80 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %82 = "stablehlo.scatter"(%74, %81, %79) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<i1>, %arg30: tensor<i1>):
      "stablehlo.return"(%arg30) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<1xi32>, tensor<7xi1>) -> tensor<8xi1>
    "func.return"(%72, %82) : (tensor<8xui8>, tensor<8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8xui8>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<1x8xui8>):
    %55 = "stablehlo.slice"(%arg23) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x8xui8>) -> tensor<1x8xui8>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x8xui8>) -> tensor<8xui8>
    %57 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %58:2 = "stablehlo.sort"(%56, %57) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg24: tensor<ui8>, %arg25: tensor<ui8>, %arg26: tensor<i32>, %arg27: tensor<i32>):
      %59 = "stablehlo.compare"(%arg24, %arg25) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      "stablehlo.return"(%59) : (tensor<i1>) -> ()
    }) : (tensor<8xui8>, tensor<8xi32>) -> (tensor<8xui8>, tensor<8xi32>)
    "func.return"(%58#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi1>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<8xi1>):
    %53 = "stablehlo.convert"(%arg22) : (tensor<8xi1>) -> tensor<8xi32>
    %54 = "func.call"(%53) <{callee = @cumsum_2}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%54) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<8xi32>):
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.reduce_window"(%arg19, %50) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>):
      %52 = "stablehlo.add"(%arg20, %arg21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%52) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%51) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "clip_3", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<8xi32>, %arg18: tensor<i32>):
    %46 = "stablehlo.convert"(%arg18) : (tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %48 = "stablehlo.maximum"(%47, %arg17) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%48) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "cumsum_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<10xi32>):
    %45 = "func.call"(%arg16) <{callee = @cumsum_5}> : (tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%45) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<10xi32>) -> tensor<10xi32>, sym_name = "cumsum_5", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<10xi32>):
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.reduce_window"(%arg13, %42) <{base_dilations = array<i64: 1>, padding = dense<[[9, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 10>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>):
      %44 = "stablehlo.add"(%arg14, %arg15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%44) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    "func.return"(%43) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "floor_divide_6", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<10xi32>, %arg12: tensor<i32>):
    %25 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %26 = "stablehlo.divide"(%arg11, %25) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %27 = "stablehlo.sign"(%arg11) : (tensor<10xi32>) -> tensor<10xi32>
    %28 = "stablehlo.sign"(%arg12) : (tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %30 = "stablehlo.compare"(%27, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %31 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %32 = "stablehlo.remainder"(%arg11, %31) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %35 = "stablehlo.compare"(%32, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %36 = "stablehlo.and"(%30, %35) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %37 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %39 = "stablehlo.subtract"(%26, %38) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %40 = "func.call"(%36, %39, %26) <{callee = @_where_7}> : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%40) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<10xi1>, %arg9: tensor<10xi32>, %arg10: tensor<10xi32>):
    %24 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%24) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<10xi32>, %arg7: tensor<i32>):
    %3 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "func.call"(%5, %6, %3) <{callee = @_where_8}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %9 = "stablehlo.remainder"(%arg6, %8) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %15 = "stablehlo.compare"(%9, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.compare"(%7, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<10xi1>
    %19 = "stablehlo.compare"(%15, %18) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %20 = "stablehlo.and"(%19, %12) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %21 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %22 = "stablehlo.add"(%9, %21) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %23 = "stablehlo.select"(%20, %22, %9) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%23) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %2 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%2) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xui8>, tensor<ui8>) -> tensor<10xui8>, res_attrs = [{}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10xi1>, %arg1: tensor<10xui8>, %arg2: tensor<ui8>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<10xui8>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<10xi1>, tensor<10xui8>, tensor<10xui8>) -> tensor<10xui8>
    "func.return"(%1) : (tensor<10xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
