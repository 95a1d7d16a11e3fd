"builtin.module"() <{sym_name = "jit_median_percentile"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> (tensor<f32>, tensor<6xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg53: tensor<5x6xf32>):
    %320 = "stablehlo.constant"() <{value = dense<[1.000000e-01, 5.000000e-01, 0.899999976]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %321 = "func.call"(%arg53) <{callee = @median}> : (tensor<5x6xf32>) -> tensor<f32>
    %322 = "func.call"(%arg53) <{callee = @median_0}> : (tensor<5x6xf32>) -> tensor<6xf32>
    %323 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %324 = "func.call"(%arg53, %323) <{callee = @percentile}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %325 = "func.call"(%arg53, %320) <{callee = @quantile_5}> : (tensor<5x6xf32>, tensor<3xf32>) -> tensor<3xf32>
    %326 = "stablehlo.constant"() <{value = dense<7.500000e+01> : tensor<f32>}> : () -> tensor<f32>
    %327 = "func.call"(%arg53, %326) <{callee = @percentile_6}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    %328 = "stablehlo.constant"() <{value = dense<4.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "func.call"(%arg53, %328) <{callee = @percentile_8}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%321, %322, %324, %325, %327, %329) : (tensor<f32>, tensor<6xf32>, tensor<5xf32>, tensor<3xf32>, tensor<5xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<5x6xf32>):
    %318 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %319 = "func.call"(%arg52, %318) <{callee = @quantile}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%319) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<5x6xf32>, %arg47: tensor<f32>):
    %269 = "stablehlo.reshape"(%arg46) : (tensor<5x6xf32>) -> tensor<30xf32>
    %270 = "stablehlo.compare"(%269, %269) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %271 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %272 = "stablehlo.reduce"(%270, %271) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %317 = "stablehlo.or"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%317) : (tensor<i1>) -> ()
    }) : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %274 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %275 = "func.call"(%273, %274, %269) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %276 = "stablehlo.sort"(%275) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %303 = "stablehlo.compare"(%arg48, %302) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %305 = "stablehlo.select"(%303, %304, %arg48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %306 = "stablehlo.compare"(%arg48, %arg48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %307 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %308 = "stablehlo.select"(%306, %307, %305) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %310 = "stablehlo.compare"(%arg49, %309) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %311 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %312 = "stablehlo.select"(%310, %311, %arg49) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %313 = "stablehlo.compare"(%arg49, %arg49) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %314 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %315 = "stablehlo.select"(%313, %314, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %316 = "stablehlo.compare"(%308, %315) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%316) : (tensor<i1>) -> ()
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %277 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.subtract"(%277, %278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %280 = "stablehlo.multiply"(%arg47, %279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %281 = "stablehlo.floor"(%280) : (tensor<f32>) -> tensor<f32>
    %282 = "stablehlo.ceil"(%280) : (tensor<f32>) -> tensor<f32>
    %283 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.subtract"(%283, %284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %286 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.clamp"(%286, %281, %285) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %288 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.subtract"(%288, %289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.clamp"(%291, %282, %290) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %293 = "stablehlo.convert"(%287) : (tensor<f32>) -> tensor<i32>
    %294 = "stablehlo.convert"(%292) : (tensor<f32>) -> tensor<i32>
    %295 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %296 = "stablehlo.gather"(%276, %295) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %298 = "stablehlo.gather"(%276, %297) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    %299 = "stablehlo.add"(%296, %298) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %300 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.multiply"(%299, %300) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%301) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<1xi1>, %arg44: tensor<f32>, %arg45: tensor<30xf32>):
    %265 = "stablehlo.convert"(%arg44) : (tensor<f32>) -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<30xi1>
    %267 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<30xf32>
    %268 = "stablehlo.select"(%266, %267, %arg45) : (tensor<30xi1>, tensor<30xf32>, tensor<30xf32>) -> tensor<30xf32>
    "func.return"(%268) : (tensor<30xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "median_0", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<5x6xf32>):
    %263 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %264 = "func.call"(%arg42, %263) <{callee = @quantile_1}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<6xf32>
    "func.return"(%264) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "quantile_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<5x6xf32>, %arg37: tensor<f32>):
    %214 = "stablehlo.compare"(%arg36, %arg36) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %215 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %216 = "stablehlo.reduce"(%214, %215) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<i1>, %arg41: tensor<i1>):
      %262 = "stablehlo.or"(%arg40, %arg41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%262) : (tensor<i1>) -> ()
    }) : (tensor<5x6xi1>, tensor<i1>) -> tensor<6xi1>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xi1>) -> tensor<1x6xi1>
    %218 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %219 = "func.call"(%217, %218, %arg36) <{callee = @_where_2}> : (tensor<1x6xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %220 = "stablehlo.sort"(%219) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %248 = "stablehlo.compare"(%arg38, %247) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %250 = "stablehlo.select"(%248, %249, %arg38) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %251 = "stablehlo.compare"(%arg38, %arg38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %252 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %253 = "stablehlo.select"(%251, %252, %250) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %255 = "stablehlo.compare"(%arg39, %254) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %257 = "stablehlo.select"(%255, %256, %arg39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %258 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %259 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %260 = "stablehlo.select"(%258, %259, %257) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %261 = "stablehlo.compare"(%253, %260) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%261) : (tensor<i1>) -> ()
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %221 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.subtract"(%221, %222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %224 = "stablehlo.multiply"(%arg37, %223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %225 = "stablehlo.floor"(%224) : (tensor<f32>) -> tensor<f32>
    %226 = "stablehlo.ceil"(%224) : (tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.subtract"(%227, %228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.clamp"(%230, %225, %229) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %232 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.subtract"(%232, %233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.clamp"(%235, %226, %234) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %237 = "stablehlo.convert"(%231) : (tensor<f32>) -> tensor<i32>
    %238 = "stablehlo.convert"(%236) : (tensor<f32>) -> tensor<i32>
    %239 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %240 = "stablehlo.gather"(%220, %239) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %241 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %242 = "stablehlo.gather"(%220, %241) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<6xf32>
    %243 = "stablehlo.add"(%240, %242) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %244 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %246 = "stablehlo.multiply"(%243, %245) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%246) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x6xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<1x6xi1>, %arg34: tensor<f32>, %arg35: tensor<5x6xf32>):
    %210 = "stablehlo.convert"(%arg34) : (tensor<f32>) -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi1>) -> tensor<5x6xi1>
    %212 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %213 = "stablehlo.select"(%211, %212, %arg35) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%213) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "percentile", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<5x6xf32>, %arg32: tensor<f32>):
    %207 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.divide"(%arg32, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "func.call"(%arg31, %208) <{callee = @quantile_3}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%209) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "quantile_3", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<5x6xf32>, %arg26: tensor<f32>):
    %154 = "stablehlo.compare"(%arg25, %arg25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %155 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %156 = "stablehlo.reduce"(%154, %155) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<i1>, %arg30: tensor<i1>):
      %206 = "stablehlo.or"(%arg29, %arg30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%206) : (tensor<i1>) -> ()
    }) : (tensor<5x6xi1>, tensor<i1>) -> tensor<5xi1>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5x1xi1>
    %158 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %159 = "func.call"(%157, %158, %arg25) <{callee = @_where_4}> : (tensor<5x1xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %160 = "stablehlo.sort"(%159) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %192 = "stablehlo.compare"(%arg27, %191) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %194 = "stablehlo.select"(%192, %193, %arg27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %195 = "stablehlo.compare"(%arg27, %arg27) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %196 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %197 = "stablehlo.select"(%195, %196, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %199 = "stablehlo.compare"(%arg28, %198) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %201 = "stablehlo.select"(%199, %200, %arg28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %202 = "stablehlo.compare"(%arg28, %arg28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %203 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %204 = "stablehlo.select"(%202, %203, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %205 = "stablehlo.compare"(%197, %204) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%205) : (tensor<i1>) -> ()
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %161 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.subtract"(%161, %162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %164 = "stablehlo.multiply"(%arg26, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %165 = "stablehlo.floor"(%164) : (tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.ceil"(%164) : (tensor<f32>) -> tensor<f32>
    %167 = "stablehlo.subtract"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.subtract"(%168, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %170 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.subtract"(%170, %171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.clamp"(%173, %165, %172) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.subtract"(%175, %176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.clamp"(%178, %166, %177) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %180 = "stablehlo.convert"(%174) : (tensor<f32>) -> tensor<i32>
    %181 = "stablehlo.convert"(%179) : (tensor<f32>) -> tensor<i32>
    %182 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %183 = "stablehlo.gather"(%160, %182) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %184 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %185 = "stablehlo.gather"(%160, %184) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %186 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %187 = "stablehlo.multiply"(%183, %186) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %188 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %189 = "stablehlo.multiply"(%185, %188) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %190 = "stablehlo.add"(%187, %189) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%190) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x1xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<5x1xi1>, %arg23: tensor<f32>, %arg24: tensor<5x6xf32>):
    %150 = "stablehlo.convert"(%arg23) : (tensor<f32>) -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi1>) -> tensor<5x6xi1>
    %152 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x6xf32>
    %153 = "stablehlo.select"(%151, %152, %arg24) : (tensor<5x6xi1>, tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    "func.return"(%153) : (tensor<5x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "quantile_5", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<5x6xf32>, %arg17: tensor<3xf32>):
    %92 = "stablehlo.reshape"(%arg16) : (tensor<5x6xf32>) -> tensor<30xf32>
    %93 = "stablehlo.compare"(%92, %92) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %94 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %95 = "stablehlo.reduce"(%93, %94) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<i1>, %arg21: tensor<i1>):
      %149 = "stablehlo.or"(%arg20, %arg21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%149) : (tensor<i1>) -> ()
    }) : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %97 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %98 = "func.call"(%96, %97, %92) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %99 = "stablehlo.sort"(%98) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %135 = "stablehlo.compare"(%arg18, %134) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %137 = "stablehlo.select"(%135, %136, %arg18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %138 = "stablehlo.compare"(%arg18, %arg18) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %139 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %140 = "stablehlo.select"(%138, %139, %137) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %142 = "stablehlo.compare"(%arg19, %141) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %144 = "stablehlo.select"(%142, %143, %arg19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %145 = "stablehlo.compare"(%arg19, %arg19) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %146 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %147 = "stablehlo.select"(%145, %146, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %148 = "stablehlo.compare"(%140, %147) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%148) : (tensor<i1>) -> ()
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %100 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.subtract"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %104 = "stablehlo.multiply"(%arg17, %103) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %105 = "stablehlo.floor"(%104) : (tensor<3xf32>) -> tensor<3xf32>
    %106 = "stablehlo.ceil"(%104) : (tensor<3xf32>) -> tensor<3xf32>
    %107 = "stablehlo.subtract"(%104, %105) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %110 = "stablehlo.subtract"(%109, %107) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %111 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.subtract"(%111, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %116 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %117 = "stablehlo.clamp"(%115, %105, %116) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %118 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.subtract"(%118, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %123 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %124 = "stablehlo.clamp"(%122, %106, %123) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %125 = "stablehlo.convert"(%117) : (tensor<3xf32>) -> tensor<3xi32>
    %126 = "stablehlo.convert"(%124) : (tensor<3xf32>) -> tensor<3xi32>
    %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %128 = "stablehlo.gather"(%99, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %129 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %130 = "stablehlo.gather"(%99, %129) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %131 = "stablehlo.multiply"(%128, %110) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %132 = "stablehlo.multiply"(%130, %107) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %133 = "stablehlo.add"(%131, %132) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%133) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "percentile_6", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<5x6xf32>, %arg15: tensor<f32>):
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.divide"(%arg15, %89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %91 = "func.call"(%arg14, %90) <{callee = @quantile_7}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%91) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "quantile_7", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5x6xf32>, %arg9: tensor<f32>):
    %40 = "stablehlo.compare"(%arg8, %arg8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5x6xf32>, tensor<5x6xf32>) -> tensor<5x6xi1>
    %41 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %42 = "stablehlo.reduce"(%40, %41) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<i1>, %arg13: tensor<i1>):
      %88 = "stablehlo.or"(%arg12, %arg13) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%88) : (tensor<i1>) -> ()
    }) : (tensor<5x6xi1>, tensor<i1>) -> tensor<5xi1>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi1>) -> tensor<5x1xi1>
    %44 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %45 = "func.call"(%43, %44, %arg8) <{callee = @_where_4}> : (tensor<5x1xi1>, tensor<f32>, tensor<5x6xf32>) -> tensor<5x6xf32>
    %46 = "stablehlo.sort"(%45) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.compare"(%arg10, %73) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.select"(%74, %75, %arg10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %77 = "stablehlo.compare"(%arg10, %arg10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %78 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %79 = "stablehlo.select"(%77, %78, %76) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %81 = "stablehlo.compare"(%arg11, %80) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %83 = "stablehlo.select"(%81, %82, %arg11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %84 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %85 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %86 = "stablehlo.select"(%84, %85, %83) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %87 = "stablehlo.compare"(%79, %86) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%87) : (tensor<i1>) -> ()
    }) : (tensor<5x6xf32>) -> tensor<5x6xf32>
    %47 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.subtract"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.multiply"(%arg9, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.floor"(%50) : (tensor<f32>) -> tensor<f32>
    %52 = "stablehlo.ceil"(%50) : (tensor<f32>) -> tensor<f32>
    %53 = "stablehlo.subtract"(%50, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %54 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.subtract"(%54, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.clamp"(%57, %51, %56) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.subtract"(%59, %60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.clamp"(%62, %52, %61) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.convert"(%58) : (tensor<f32>) -> tensor<i32>
    %65 = "stablehlo.convert"(%63) : (tensor<f32>) -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.gather"(%46, %66) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %68 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %69 = "stablehlo.gather"(%46, %68) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<5xf32>
    %70 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.compare"(%53, %70) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %72 = "stablehlo.select"(%71, %67, %69) : (tensor<i1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%72) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "percentile_8", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<5x6xf32>, %arg7: tensor<f32>):
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.divide"(%arg7, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "func.call"(%arg6, %38) <{callee = @quantile_9}> : (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%39) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x6xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<5x6xf32>) -> tensor<30xf32>
    %1 = "stablehlo.compare"(%0, %0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<30xf32>, tensor<30xf32>) -> tensor<30xi1>
    %2 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %3 = "stablehlo.reduce"(%1, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<i1>, %arg5: tensor<i1>):
      %36 = "stablehlo.or"(%arg4, %arg5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%36) : (tensor<i1>) -> ()
    }) : (tensor<30xi1>, tensor<i1>) -> tensor<i1>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %5 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "func.call"(%4, %5, %0) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<30xf32>) -> tensor<30xf32>
    %7 = "stablehlo.sort"(%6) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.compare"(%arg2, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.select"(%22, %23, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %25 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %27 = "stablehlo.select"(%25, %26, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.compare"(%arg3, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.select"(%32, %33, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %35 = "stablehlo.compare"(%27, %34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) : (tensor<30xf32>) -> tensor<30xf32>
    %8 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.subtract"(%8, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.multiply"(%arg1, %10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.floor"(%11) : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.subtract"(%13, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.clamp"(%16, %12, %15) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.convert"(%17) : (tensor<f32>) -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.gather"(%7, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<30xf32>, tensor<1xi32>) -> tensor<f32>
    "func.return"(%20) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
