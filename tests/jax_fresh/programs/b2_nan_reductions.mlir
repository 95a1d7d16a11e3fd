"builtin.module"() <{sym_name = "jit_nan_reductions"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> (tensor<5xf32>, tensor<4xf32>, tensor<f32>, tensor<5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg90: tensor<4x5xf32>):
    %284 = "func.call"(%arg90) <{callee = @nanmean}> : (tensor<4x5xf32>) -> tensor<5xf32>
    %285 = "func.call"(%arg90) <{callee = @nanvar}> : (tensor<4x5xf32>) -> tensor<4xf32>
    %286 = "func.call"(%arg90) <{callee = @nanstd}> : (tensor<4x5xf32>) -> tensor<f32>
    %287 = "func.call"(%arg90) <{callee = @nanprod}> : (tensor<4x5xf32>) -> tensor<5xf32>
    %288 = "func.call"(%arg90) <{callee = @nancumsum}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %289 = "func.call"(%arg90) <{callee = @nanmin}> : (tensor<4x5xf32>) -> tensor<f32>
    %290 = "func.call"(%arg90) <{callee = @nanmax}> : (tensor<4x5xf32>) -> tensor<4xf32>
    %291 = "stablehlo.constant"() <{value = dense<5.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %292 = "func.call"(%arg90, %291) <{callee = @nanpercentile}> : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %293 = "func.call"(%arg90) <{callee = @_nanargmin}> : (tensor<4x5xf32>) -> tensor<4xi32>
    "func.return"(%284, %285, %286, %287, %288, %289, %290, %292, %293) : (tensor<5xf32>, tensor<4xf32>, tensor<f32>, tensor<5xf32>, tensor<4x5xf32>, tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "nanmean", sym_visibility = "private"}> ({
  ^bb0(%arg87: tensor<4x5xf32>):
    %275 = "stablehlo.compare"(%arg87, %arg87) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %276 = "stablehlo.not"(%275) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %277 = "stablehlo.convert"(%276) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %278 = "stablehlo.convert"(%277) : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %283 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%283) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %281 = "func.call"(%arg87) <{callee = @nansum}> : (tensor<4x5xf32>) -> tensor<5xf32>
    %282 = "stablehlo.divide"(%281, %280) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%282) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "nansum", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<4x5xf32>):
    %269 = "stablehlo.compare"(%arg84, %arg84) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "func.call"(%269, %270, %arg84) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.reduce"(%271, %272) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %274 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%274) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%273) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg81: tensor<4x5xi1>, %arg82: tensor<f32>, %arg83: tensor<4x5xf32>):
    %267 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %268 = "stablehlo.select"(%arg81, %267, %arg83) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%268) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "nanvar", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<4x5xf32>):
    %239 = "func.call"(%arg76) <{callee = @nanmean_0}> : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %240 = "stablehlo.compare"(%arg76, %arg76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %241 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %242 = "stablehlo.subtract"(%arg76, %241) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %243 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %244 = "func.call"(%240, %243, %242) <{callee = @_where_2}> : (tensor<4x5xi1>, tensor<i32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %245 = "chlo.square"(%244) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %246 = "stablehlo.compare"(%arg76, %arg76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %247 = "stablehlo.not"(%246) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %248 = "stablehlo.convert"(%247) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %249 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %250 = "stablehlo.reduce"(%248, %249) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg79: tensor<i32>, %arg80: tensor<i32>):
      %266 = "stablehlo.add"(%arg79, %arg80) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%266) : (tensor<i32>) -> ()
    }) : (tensor<4x5xi32>, tensor<i32>) -> tensor<4xi32>
    %251 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %253 = "stablehlo.subtract"(%250, %252) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %256 = "stablehlo.compare"(%253, %255) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%245, %257) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %265 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %259 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %260 = "func.call"(%256, %259, %258) <{callee = @_where_3}> : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %261 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %262 = "func.call"(%256, %261, %253) <{callee = @_where_4}> : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %263 = "stablehlo.convert"(%262) : (tensor<4xi32>) -> tensor<4xf32>
    %264 = "stablehlo.divide"(%260, %263) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%264) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "nanmean_0", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<4x5xf32>):
    %229 = "stablehlo.compare"(%arg73, %arg73) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %230 = "stablehlo.not"(%229) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %231 = "stablehlo.convert"(%230) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %232 = "stablehlo.convert"(%231) : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.reduce"(%232, %233) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %238 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %236 = "func.call"(%arg73) <{callee = @nansum_1}> : (tensor<4x5xf32>) -> tensor<4x1xf32>
    %237 = "stablehlo.divide"(%236, %235) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%237) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "nansum_1", sym_visibility = "private"}> ({
  ^bb0(%arg70: tensor<4x5xf32>):
    %222 = "stablehlo.compare"(%arg70, %arg70) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "func.call"(%222, %223, %arg70) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %228 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%228) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    "func.return"(%227) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<i32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<4x5xi1>, %arg68: tensor<i32>, %arg69: tensor<4x5xf32>):
    %219 = "stablehlo.convert"(%arg68) : (tensor<i32>) -> tensor<f32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %221 = "stablehlo.select"(%arg67, %220, %arg69) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%221) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<4xi1>, %arg65: tensor<f32>, %arg66: tensor<4xf32>):
    %216 = "stablehlo.convert"(%arg65) : (tensor<f32>) -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %218 = "stablehlo.select"(%arg64, %217, %arg66) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%218) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<4xi1>, %arg62: tensor<i32>, %arg63: tensor<4xi32>):
    %213 = "stablehlo.convert"(%arg62) : (tensor<i32>) -> tensor<i32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %215 = "stablehlo.select"(%arg61, %214, %arg63) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%215) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "nanstd", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<4x5xf32>):
    %210 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %211 = "func.call"(%arg60, %210) <{callee = @nanvar_5}> : (tensor<4x5xf32>, tensor<i32>) -> tensor<f32>
    %212 = "stablehlo.sqrt"(%211) : (tensor<f32>) -> tensor<f32>
    "func.return"(%212) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "nanvar_5", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<4x5xf32>, %arg55: tensor<i32>):
    %184 = "func.call"(%arg54) <{callee = @nanmean_6}> : (tensor<4x5xf32>) -> tensor<1x1xf32>
    %185 = "stablehlo.compare"(%arg54, %arg54) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %186 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x5xf32>
    %187 = "stablehlo.subtract"(%arg54, %186) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %188 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %189 = "func.call"(%185, %188, %187) <{callee = @_where_2}> : (tensor<4x5xi1>, tensor<i32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %190 = "chlo.square"(%189) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %191 = "stablehlo.compare"(%arg54, %arg54) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %192 = "stablehlo.not"(%191) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %193 = "stablehlo.convert"(%192) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %194 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %195 = "stablehlo.reduce"(%193, %194) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg58: tensor<i32>, %arg59: tensor<i32>):
      %209 = "stablehlo.add"(%arg58, %arg59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%209) : (tensor<i32>) -> ()
    }) : (tensor<4x5xi32>, tensor<i32>) -> tensor<i32>
    %196 = "stablehlo.convert"(%arg55) : (tensor<i32>) -> tensor<i32>
    %197 = "stablehlo.subtract"(%195, %196) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.compare"(%197, %198) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.reduce"(%190, %200) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %208 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%208) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %203 = "func.call"(%199, %202, %201) <{callee = @_where_8}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %204 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %205 = "func.call"(%199, %204, %197) <{callee = @_where_9}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = "stablehlo.convert"(%205) : (tensor<i32>) -> tensor<f32>
    %207 = "stablehlo.divide"(%203, %206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%207) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<1x1xf32>, res_attrs = [{}], sym_name = "nanmean_6", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<4x5xf32>):
    %174 = "stablehlo.compare"(%arg51, %arg51) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %175 = "stablehlo.not"(%174) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %176 = "stablehlo.convert"(%175) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %177 = "stablehlo.convert"(%176) : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %183 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%183) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %181 = "func.call"(%arg51) <{callee = @nansum_7}> : (tensor<4x5xf32>) -> tensor<1x1xf32>
    %182 = "stablehlo.divide"(%181, %180) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    "func.return"(%182) : (tensor<1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<1x1xf32>, res_attrs = [{}], sym_name = "nansum_7", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<4x5xf32>):
    %167 = "stablehlo.compare"(%arg48, %arg48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "func.call"(%167, %168, %arg48) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.reduce"(%169, %170) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %173 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%173) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    "func.return"(%172) : (tensor<1x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<i1>, %arg46: tensor<f32>, %arg47: tensor<f32>):
    %165 = "stablehlo.convert"(%arg46) : (tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.select"(%arg45, %165, %arg47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%166) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<i1>, %arg43: tensor<i32>, %arg44: tensor<i32>):
    %163 = "stablehlo.convert"(%arg43) : (tensor<i32>) -> tensor<i32>
    %164 = "stablehlo.select"(%arg42, %163, %arg44) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%164) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "nanprod", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x5xf32>):
    %157 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %158 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "func.call"(%157, %158, %arg39) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %160 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %162 = "stablehlo.multiply"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%162) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%161) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "nancumsum", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x5xf32>):
    %153 = "stablehlo.compare"(%arg38, %arg38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "func.call"(%153, %154, %arg38) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %156 = "func.call"(%155) <{callee = @cumsum}> : (tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%156) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>) -> tensor<4x5xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<4x5xf32>):
    %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %151 = "stablehlo.reduce_window"(%arg35, %150) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [4, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 5>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %152 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%152) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    "func.return"(%151) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "nanmin", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<4x5xf32>):
    %137 = "stablehlo.compare"(%arg30, %arg30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %138 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %139 = "func.call"(%137, %138, %arg30) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %140 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %148 = "stablehlo.minimum"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%148) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.compare"(%arg30, %arg30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %143 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %144 = "stablehlo.reduce"(%142, %143) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg31: tensor<i1>, %arg32: tensor<i1>):
      %147 = "stablehlo.and"(%arg31, %arg32) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%147) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<i1>
    %145 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %146 = "func.call"(%144, %145, %141) <{callee = @_where_10}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%146) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<i1>, %arg28: tensor<f32>, %arg29: tensor<f32>):
    %136 = "stablehlo.select"(%arg27, %arg28, %arg29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%136) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "nanmax", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<4x5xf32>):
    %124 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %125 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %126 = "func.call"(%124, %125, %arg22) <{callee = @_where}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %127 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.reduce"(%126, %127) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %135 = "stablehlo.maximum"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%135) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %129 = "stablehlo.compare"(%arg22, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %130 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %131 = "stablehlo.reduce"(%129, %130) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %134 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%134) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %132 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %133 = "func.call"(%131, %132, %128) <{callee = @_where_11}> : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%133) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4xi1>, %arg20: tensor<f32>, %arg21: tensor<4xf32>):
    %122 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %123 = "stablehlo.select"(%arg19, %122, %arg21) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%123) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "nanpercentile", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x5xf32>, %arg18: tensor<f32>):
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.divide"(%arg18, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %121 = "func.call"(%arg17, %120) <{callee = @nanquantile}> : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%121) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "nanquantile", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x5xf32>, %arg12: tensor<f32>):
    %25 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %26 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %27 = "func.call"(%25, %26, %arg11) <{callee = @_where_12}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %28 = "stablehlo.sort"(%27) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %105 = "stablehlo.compare"(%arg15, %104) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.select"(%105, %106, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %108 = "stablehlo.compare"(%arg15, %arg15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %109 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %110 = "stablehlo.select"(%108, %109, %107) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %112 = "stablehlo.compare"(%arg16, %111) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %114 = "stablehlo.select"(%112, %113, %arg16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %115 = "stablehlo.compare"(%arg16, %arg16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %116 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %117 = "stablehlo.select"(%115, %116, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %118 = "stablehlo.compare"(%110, %117) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%118) : (tensor<i1>) -> ()
    }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %29 = "stablehlo.compare"(%28, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %30 = "stablehlo.not"(%29) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    %31 = "stablehlo.convert"(%30) : (tensor<4x5xi1>) -> tensor<4x5xi32>
    %32 = "stablehlo.convert"(%31) : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %103 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%103) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %35 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %38 = "stablehlo.subtract"(%34, %37) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %40 = "stablehlo.multiply"(%39, %38) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %41 = "stablehlo.floor"(%40) : (tensor<4xf32>) -> tensor<4xf32>
    %42 = "stablehlo.ceil"(%40) : (tensor<4xf32>) -> tensor<4xf32>
    %43 = "stablehlo.subtract"(%40, %41) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %46 = "stablehlo.subtract"(%45, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %47 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %49 = "stablehlo.subtract"(%34, %48) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.minimum"(%41, %49) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %53 = "stablehlo.maximum"(%52, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %56 = "stablehlo.subtract"(%34, %55) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %57 = "stablehlo.minimum"(%42, %56) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %60 = "stablehlo.maximum"(%59, %57) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.convert"(%53) : (tensor<4xf32>) -> tensor<4xi32>
    %62 = "stablehlo.convert"(%60) : (tensor<4xf32>) -> tensor<4xi32>
    %63 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %66 = "stablehlo.compare"(%63, %65) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %67 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %69 = "stablehlo.add"(%63, %68) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %70 = "stablehlo.select"(%66, %69, %63) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %73 = "stablehlo.compare"(%61, %72) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %74 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %76 = "stablehlo.add"(%61, %75) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %77 = "stablehlo.select"(%73, %76, %61) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %78 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %79 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %80 = "stablehlo.concatenate"(%78, %79) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %81 = "stablehlo.gather"(%28, %80) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %84 = "stablehlo.compare"(%63, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %85 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %87 = "stablehlo.add"(%63, %86) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %88 = "stablehlo.select"(%84, %87, %63) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %91 = "stablehlo.compare"(%62, %90) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %92 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %94 = "stablehlo.add"(%62, %93) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %95 = "stablehlo.select"(%91, %94, %62) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %96 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %97 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %98 = "stablehlo.concatenate"(%96, %97) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %99 = "stablehlo.gather"(%28, %98) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    %100 = "stablehlo.multiply"(%81, %46) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %101 = "stablehlo.multiply"(%99, %43) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %102 = "stablehlo.add"(%100, %101) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%102) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x5xi1>, %arg9: tensor<f32>, %arg10: tensor<4x5xf32>):
    %22 = "stablehlo.convert"(%arg9) : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %24 = "stablehlo.select"(%arg8, %23, %arg10) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%24) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_nanargmin", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x5xf32>):
    %13 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %14 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "func.call"(%13, %14, %arg5) <{callee = @_where_12}> : (tensor<4x5xi1>, tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %16 = "func.call"(%15) <{callee = @argmin}> : (tensor<4x5xf32>) -> tensor<4xi32>
    %17 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %18 = "stablehlo.reduce"(%13, %17) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<i1>, %arg7: tensor<i1>):
      %21 = "stablehlo.and"(%arg6, %arg7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
    %19 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "func.call"(%18, %19, %16) <{callee = @_where_4}> : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%20) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x5xf32>) -> tensor<4xi32>, sym_name = "argmin", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x5xi32>
    %1 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%3#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
