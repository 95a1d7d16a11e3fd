"builtin.module"() <{sym_name = "jit_unique_topk"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xi32>, tensor<3x6xf32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<3x2xf32>, tensor<3x2xi32>, tensor<3x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg57: tensor<10xi32>, %arg58: tensor<3x6xf32>):
    %176:2 = "func.call"(%arg57) <{callee = @_unique_sorted_mask}> : (tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi1>)
    %177 = "func.call"(%176#1) <{callee = @cumsum}> : (tensor<10xi1>) -> tensor<10xi32>
    %178 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %181 = "func.call"(%177, %180) <{callee = @clip}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %182 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %184 = "stablehlo.compare"(%181, %183) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %185 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %187 = "stablehlo.add"(%181, %186) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %188 = "stablehlo.select"(%184, %187, %181) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %190 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %192 = "stablehlo.scatter"(%179, %189, %191) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg69: tensor<i32>, %arg70: tensor<i32>):
      %292 = "stablehlo.add"(%arg69, %arg70) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%292) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<8xi32>
    %193 = "func.call"(%192) <{callee = @cumsum_1}> : (tensor<8xi32>) -> tensor<8xi32>
    %194 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %195 = "func.call"(%193, %194) <{callee = @floor_divide}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %196 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %197 = "func.call"(%195, %196) <{callee = @remainder}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %200 = "stablehlo.compare"(%197, %199) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %201 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %203 = "stablehlo.add"(%197, %202) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %204 = "stablehlo.select"(%200, %203, %197) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %206 = "stablehlo.gather"(%176#0, %205) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %207 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %208 = "stablehlo.convert"(%176#1) : (tensor<10xi1>) -> tensor<10xi32>
    %209 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg67: tensor<i32>, %arg68: tensor<i32>):
      %291 = "stablehlo.add"(%arg67, %arg68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%291) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %212 = "stablehlo.compare"(%207, %211) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %213 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %214 = "func.call"(%212, %206, %213) <{callee = @_where_4}> : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %215:2 = "func.call"(%arg57) <{callee = @_unique_sorted_mask}> : (tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi1>)
    %216 = "func.call"(%215#1) <{callee = @cumsum}> : (tensor<10xi1>) -> tensor<10xi32>
    %217 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %219 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %220 = "func.call"(%216, %219) <{callee = @clip}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %221 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %223 = "stablehlo.compare"(%220, %222) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %224 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %226 = "stablehlo.add"(%220, %225) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %227 = "stablehlo.select"(%223, %226, %220) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %229 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %231 = "stablehlo.scatter"(%218, %228, %230) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg65: tensor<i32>, %arg66: tensor<i32>):
      %290 = "stablehlo.add"(%arg65, %arg66) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%290) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<8xi32>
    %232 = "func.call"(%231) <{callee = @cumsum_1}> : (tensor<8xi32>) -> tensor<8xi32>
    %233 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %234 = "func.call"(%232, %233) <{callee = @floor_divide}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %235 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %236 = "func.call"(%234, %235) <{callee = @remainder}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %237 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %239 = "stablehlo.compare"(%236, %238) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %240 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %242 = "stablehlo.add"(%236, %241) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %243 = "stablehlo.select"(%239, %242, %236) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %245 = "stablehlo.gather"(%215#0, %244) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %246 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %247 = "stablehlo.convert"(%215#1) : (tensor<10xi1>) -> tensor<10xi32>
    %248 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %249 = "stablehlo.reduce"(%247, %248) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>):
      %289 = "stablehlo.add"(%arg63, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%289) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %251 = "stablehlo.compare"(%246, %250) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %252 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %253 = "func.call"(%251, %245, %252) <{callee = @_where_4}> : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %254 = "func.call"(%215#1) <{callee = @cumsum}> : (tensor<10xi1>) -> tensor<10xi32>
    %255 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %257 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %258 = "func.call"(%254, %257) <{callee = @clip}> : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %261 = "stablehlo.compare"(%258, %260) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %262 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %264 = "stablehlo.add"(%258, %263) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %265 = "stablehlo.select"(%261, %264, %258) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %267 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %269 = "stablehlo.scatter"(%256, %266, %268) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<i32>, %arg62: tensor<i32>):
      %288 = "stablehlo.add"(%arg61, %arg62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%288) : (tensor<i32>) -> ()
    }) : (tensor<9xi32>, tensor<10x1xi32>, tensor<10xi32>) -> tensor<9xi32>
    %270 = "func.call"(%269) <{callee = @cumsum_5}> : (tensor<9xi32>) -> tensor<9xi32>
    %271 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %272 = "func.call"(%270, %271) <{callee = @floor_divide_7}> : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %273 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %274 = "func.call"(%272, %273) <{callee = @remainder_9}> : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %275 = "stablehlo.slice"(%274) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xi32>) -> tensor<8xi32>
    %276 = "stablehlo.slice"(%274) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xi32>) -> tensor<8xi32>
    %277 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %278 = "func.call"(%275, %276, %277) <{callee = @_where_10}> : (tensor<8xi32>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %279 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %281 = "stablehlo.scatter"(%274, %280, %278) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg59: tensor<i32>, %arg60: tensor<i32>):
      "stablehlo.return"(%arg60) : (tensor<i32>) -> ()
    }) : (tensor<9xi32>, tensor<1xi32>, tensor<8xi32>) -> tensor<9xi32>
    %282 = "func.call"(%281) <{callee = @diff}> : (tensor<9xi32>) -> tensor<8xi32>
    %283:2 = "chlo.top_k"(%arg58) <{k = 2 : i64}> : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %284 = "stablehlo.negate"(%arg58) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %285 = "func.call"(%284) <{callee = @argsort}> : (tensor<3x6xf32>) -> tensor<3x6xi32>
    %286 = "stablehlo.slice"(%285) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x6xi32>) -> tensor<3x3xi32>
    %287 = "func.call"(%arg58, %286) <{callee = @take_along_axis}> : (tensor<3x6xf32>, tensor<3x3xi32>) -> tensor<3x3xf32>
    "func.return"(%214, %253, %282, %283#0, %283#1, %287) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<3x2xf32>, tensor<3x2xi32>, tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi1>), res_attrs = [{}, {}], sym_name = "_unique_sorted_mask", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<10xi32>):
    %152 = "stablehlo.reshape"(%arg52) : (tensor<10xi32>) -> tensor<10x1xi32>
    %153 = "stablehlo.transpose"(%152) <{permutation = array<i64: 1, 0>}> : (tensor<10x1xi32>) -> tensor<1x10xi32>
    %154 = "stablehlo.reverse"(%153) <{dimensions = array<i64: 0>}> : (tensor<1x10xi32>) -> tensor<1x10xi32>
    %155 = "func.call"(%154) <{callee = @lexsort}> : (tensor<1x10xi32>) -> tensor<10xi32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %158 = "stablehlo.compare"(%155, %157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %159 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %161 = "stablehlo.add"(%155, %160) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %162 = "stablehlo.select"(%158, %161, %155) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %164 = "stablehlo.gather"(%arg52, %163) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %165 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<10xi1>
    %167 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<10xi32>) -> tensor<9xi32>
    %168 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xi32>) -> tensor<9xi32>
    %169 = "stablehlo.compare"(%167, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %170 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %171 = "stablehlo.reduce"(%169, %170) <{dimensions = array<i64>}> ({
    ^bb0(%arg55: tensor<i1>, %arg56: tensor<i1>):
      %175 = "stablehlo.or"(%arg55, %arg56) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%175) : (tensor<i1>) -> ()
    }) : (tensor<9xi1>, tensor<i1>) -> tensor<9xi1>
    %172 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %174 = "stablehlo.scatter"(%166, %173, %171) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg53: tensor<i1>, %arg54: tensor<i1>):
      "stablehlo.return"(%arg54) : (tensor<i1>) -> ()
    }) : (tensor<10xi1>, tensor<1xi32>, tensor<9xi1>) -> tensor<10xi1>
    "func.return"(%164, %174) : (tensor<10xi32>, tensor<10xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<1x10xi32>):
    %147 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 1, 10>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x10xi32>) -> tensor<1x10xi32>
    %148 = "stablehlo.reshape"(%147) : (tensor<1x10xi32>) -> tensor<10xi32>
    %149 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %150:2 = "stablehlo.sort"(%148, %149) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg48: tensor<i32>, %arg49: tensor<i32>, %arg50: tensor<i32>, %arg51: tensor<i32>):
      %151 = "stablehlo.compare"(%arg48, %arg49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%151) : (tensor<i1>) -> ()
    }) : (tensor<10xi32>, tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi32>)
    "func.return"(%150#1) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<10xi1>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<10xi1>):
    %145 = "stablehlo.convert"(%arg46) : (tensor<10xi1>) -> tensor<10xi32>
    %146 = "func.call"(%145) <{callee = @cumsum_0}> : (tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%146) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<10xi32>) -> tensor<10xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<10xi32>):
    %141 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %143 = "stablehlo.reduce_window"(%arg43, %142) <{base_dilations = array<i64: 1>, padding = dense<[[9, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 10>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg44: tensor<i32>, %arg45: tensor<i32>):
      %144 = "stablehlo.add"(%arg44, %arg45) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%144) : (tensor<i32>) -> ()
    }) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
    "func.return"(%143) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<10xi32>, %arg42: tensor<i32>):
    %138 = "stablehlo.convert"(%arg42) : (tensor<i32>) -> tensor<i32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %140 = "stablehlo.maximum"(%139, %arg41) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    "func.return"(%140) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<8xi32>):
    %137 = "func.call"(%arg40) <{callee = @cumsum_2}> : (tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%137) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<8xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<8xi32>):
    %133 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %135 = "stablehlo.reduce_window"(%arg37, %134) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg38: tensor<i32>, %arg39: tensor<i32>):
      %136 = "stablehlo.add"(%arg38, %arg39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%136) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    "func.return"(%135) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<8xi32>, %arg36: tensor<i32>):
    %117 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %118 = "stablehlo.divide"(%arg35, %117) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %119 = "stablehlo.sign"(%arg35) : (tensor<8xi32>) -> tensor<8xi32>
    %120 = "stablehlo.sign"(%arg36) : (tensor<i32>) -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %122 = "stablehlo.compare"(%119, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %123 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %124 = "stablehlo.remainder"(%arg35, %123) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %127 = "stablehlo.compare"(%124, %126) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %128 = "stablehlo.and"(%122, %127) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %129 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %131 = "stablehlo.subtract"(%118, %130) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %132 = "func.call"(%128, %131, %118) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%132) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<8xi1>, %arg33: tensor<8xi32>, %arg34: tensor<8xi32>):
    %116 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%116) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<8xi32>, %arg31: tensor<i32>):
    %95 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<i32>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.compare"(%95, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %99 = "func.call"(%97, %98, %95) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %101 = "stablehlo.remainder"(%arg30, %100) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %102 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %104 = "stablehlo.compare"(%101, %103) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %105 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %107 = "stablehlo.compare"(%101, %106) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %108 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %109 = "stablehlo.compare"(%99, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %111 = "stablehlo.compare"(%107, %110) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %112 = "stablehlo.and"(%111, %104) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %113 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %114 = "stablehlo.add"(%101, %113) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %115 = "stablehlo.select"(%112, %114, %101) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%115) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<i1>, %arg28: tensor<i32>, %arg29: tensor<i32>):
    %94 = "stablehlo.select"(%arg27, %arg28, %arg29) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%94) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<8xi1>, %arg25: tensor<8xi32>, %arg26: tensor<i32>):
    %92 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %93 = "stablehlo.select"(%arg24, %arg25, %92) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%93) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xi32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "cumsum_5", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<9xi32>):
    %91 = "func.call"(%arg23) <{callee = @cumsum_6}> : (tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%91) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<9xi32>) -> tensor<9xi32>, sym_name = "cumsum_6", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<9xi32>):
    %87 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %89 = "stablehlo.reduce_window"(%arg20, %88) <{base_dilations = array<i64: 1>, padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 9>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>):
      %90 = "stablehlo.add"(%arg21, %arg22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%90) : (tensor<i32>) -> ()
    }) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    "func.return"(%89) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "floor_divide_7", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<9xi32>, %arg19: tensor<i32>):
    %71 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %72 = "stablehlo.divide"(%arg18, %71) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %73 = "stablehlo.sign"(%arg18) : (tensor<9xi32>) -> tensor<9xi32>
    %74 = "stablehlo.sign"(%arg19) : (tensor<i32>) -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %76 = "stablehlo.compare"(%73, %75) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %77 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %78 = "stablehlo.remainder"(%arg18, %77) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %81 = "stablehlo.compare"(%78, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %82 = "stablehlo.and"(%76, %81) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %83 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %85 = "stablehlo.subtract"(%72, %84) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %86 = "func.call"(%82, %85, %72) <{callee = @_where_8}> : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%86) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<9xi1>, %arg16: tensor<9xi32>, %arg17: tensor<9xi32>):
    %70 = "stablehlo.select"(%arg15, %arg16, %arg17) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%70) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>, res_attrs = [{}], sym_name = "remainder_9", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<9xi32>, %arg14: tensor<i32>):
    %49 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.compare"(%49, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %52 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %53 = "func.call"(%51, %52, %49) <{callee = @_where_3}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %55 = "stablehlo.remainder"(%arg13, %54) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %58 = "stablehlo.compare"(%55, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %59 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %61 = "stablehlo.compare"(%55, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %62 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.compare"(%53, %62) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<9xi1>
    %65 = "stablehlo.compare"(%61, %64) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %66 = "stablehlo.and"(%65, %58) : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %67 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<9xi32>
    %68 = "stablehlo.add"(%55, %67) : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %69 = "stablehlo.select"(%66, %68, %55) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    "func.return"(%69) : (tensor<9xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi32>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<8xi32>, %arg11: tensor<8xi32>, %arg12: tensor<i32>):
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %45 = "stablehlo.compare"(%arg10, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %46 = "stablehlo.convert"(%arg12) : (tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %48 = "stablehlo.select"(%45, %arg11, %47) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%48) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<9xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "diff", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<9xi32>):
    %40 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 9>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<9xi32>) -> tensor<8xi32>
    %41 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 8>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<9xi32>) -> tensor<8xi32>
    %42 = "stablehlo.subtract"(%40, %41) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%42) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x6xf32>) -> tensor<3x6xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3x6xf32>):
    %23 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xi32>
    %24:2 = "stablehlo.sort"(%arg4, %23) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
      %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.compare"(%arg5, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %28 = "stablehlo.select"(%26, %27, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %33 = "stablehlo.compare"(%arg6, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.select"(%33, %34, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %36 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.select"(%36, %37, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %39 = "stablehlo.compare"(%31, %38) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
    "func.return"(%24#1) : (tensor<3x6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x6xf32>, tensor<3x3xi32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x6xf32>, %arg1: tensor<3x3xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %2 = "stablehlo.compare"(%arg1, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %3 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %6 = "stablehlo.select"(%2, %5, %arg1) : (tensor<3x3xi1>, tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
    %7 = "stablehlo.reshape"(%6) : (tensor<3x3xi32>) -> tensor<3x3x1xi32>
    %8 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3x1xi32>
    %11 = "stablehlo.compare"(%7, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x1xi1>
    %12 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<3x3x1xi32>
    %14 = "stablehlo.compare"(%7, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x3x1xi32>, tensor<3x3x1xi32>) -> tensor<3x3x1xi1>
    %15 = "stablehlo.and"(%11, %14) : (tensor<3x3x1xi1>, tensor<3x3x1xi1>) -> tensor<3x3x1xi1>
    %16 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<i1>, %arg3: tensor<i1>):
      %22 = "stablehlo.and"(%arg2, %arg3) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%22) : (tensor<i1>) -> ()
    }) : (tensor<3x3x1xi1>, tensor<i1>) -> tensor<3x3xi1>
    %18 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x3x1xi32>) -> tensor<3x3xf32>
    %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %21 = "stablehlo.select"(%17, %18, %20) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%21) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
