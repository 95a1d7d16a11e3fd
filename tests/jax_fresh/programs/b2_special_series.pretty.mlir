module @jit_special_series attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.abs %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.add %0, %1 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = chlo.polygamma %3, %2 : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.add %2, %5 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.convert %cst_2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = chlo.zeta %6, %8 : tensor<6xf32>, tensor<6xf32> -> tensor<6xf32>
    %cst_3 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.multiply %2, %10 : tensor<6xf32>
    %12 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %13 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %14 = stablehlo.or %12, %13 : tensor<6xi1>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %16 = stablehlo.compare EQ, %11, %15, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %18 = stablehlo.compare EQ, %2, %17, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %20 = stablehlo.compare EQ, %11, %19, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.compare LT, %11, %21, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %24 = stablehlo.compare LT, %2, %23, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %25 = stablehlo.and %18, %20 : tensor<6xi1>
    %26 = stablehlo.or %22, %24 : tensor<6xi1>
    %27 = stablehlo.or %26, %25 : tensor<6xi1>
    %28 = stablehlo.or %27, %14 : tensor<6xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %30 = stablehlo.compare GE, %11, %29, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %31 = stablehlo.compare GT, %11, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %32 = stablehlo.and %30, %31 : tensor<6xi1>
    %33 = stablehlo.log %11 : tensor<6xf32>
    %34 = stablehlo.multiply %2, %33 : tensor<6xf32>
    %35 = stablehlo.subtract %34, %11 : tensor<6xf32>
    %36 = chlo.lgamma %2 : tensor<6xf32> -> tensor<6xf32>
    %37 = stablehlo.subtract %35, %36 : tensor<6xf32>
    %cst_10 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %38 = stablehlo.log %cst_10 : tensor<f32>
    %39 = stablehlo.negate %38 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %41 = stablehlo.compare LT, %37, %40, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %42 = stablehlo.exponential %37 : tensor<6xf32>
    %43 = stablehlo.or %20, %28 : tensor<6xi1>
    %44 = stablehlo.or %43, %41 : tensor<6xi1>
    %45 = stablehlo.or %44, %16 : tensor<6xi1>
    %46 = stablehlo.not %45 : tensor<6xi1>
    %47 = stablehlo.and %46, %32 : tensor<6xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %49 = stablehlo.subtract %48, %2 : tensor<6xf32>
    %50 = stablehlo.add %11, %49 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %52 = stablehlo.add %50, %51 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %55 = stablehlo.add %11, %54 : tensor<6xf32>
    %56 = stablehlo.multiply %52, %11 : tensor<6xf32>
    %57 = stablehlo.divide %55, %56 : tensor<6xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %62 = stablehlo.negate %11 : tensor<6xf32>
    %63 = stablehlo.multiply %57, %62 : tensor<6xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<6xf32>
    %65 = stablehlo.divide %64, %56 : tensor<6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66:15 = stablehlo.while(%iterArg = %47, %iterArg_81 = %57, %iterArg_82 = %58, %iterArg_83 = %49, %iterArg_84 = %52, %iterArg_85 = %cst_19, %iterArg_86 = %55, %iterArg_87 = %56, %iterArg_88 = %53, %iterArg_89 = %11, %iterArg_90 = %59, %iterArg_91 = %60, %iterArg_92 = %61, %iterArg_93 = %62, %iterArg_94 = %65) : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %cst_95 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %265 = stablehlo.compare LT, %iterArg_85, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_96 = stablehlo.constant dense<false> : tensor<i1>
      %266 = stablehlo.reduce(%iterArg init: %c_96) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %267 = stablehlo.and %265, %266 : tensor<i1>
      stablehlo.return %267 : tensor<i1>
    } do {
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %265 = stablehlo.add %iterArg_85, %cst_95 : tensor<f32>
      %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %267 = stablehlo.add %iterArg_83, %266 : tensor<6xf32>
      %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %269 = stablehlo.add %iterArg_84, %268 : tensor<6xf32>
      %270 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %271 = stablehlo.multiply %267, %270 : tensor<6xf32>
      %272 = stablehlo.multiply %iterArg_86, %269 : tensor<6xf32>
      %273 = stablehlo.multiply %iterArg_88, %271 : tensor<6xf32>
      %274 = stablehlo.subtract %272, %273 : tensor<6xf32>
      %275 = stablehlo.multiply %iterArg_87, %269 : tensor<6xf32>
      %276 = stablehlo.multiply %iterArg_89, %271 : tensor<6xf32>
      %277 = stablehlo.subtract %275, %276 : tensor<6xf32>
      %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %279 = stablehlo.compare NE, %277, %278, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %280 = stablehlo.divide %274, %277 : tensor<6xf32>
      %281 = stablehlo.subtract %iterArg_81, %280 : tensor<6xf32>
      %282 = stablehlo.divide %281, %280 : tensor<6xf32>
      %283 = stablehlo.abs %282 : tensor<6xf32>
      %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %285 = stablehlo.select %279, %283, %284 : tensor<6xi1>, tensor<6xf32>
      %286 = stablehlo.select %279, %280, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %287 = stablehlo.multiply %iterArg_92, %269 : tensor<6xf32>
      %288 = stablehlo.subtract %287, %iterArg_86 : tensor<6xf32>
      %289 = stablehlo.multiply %iterArg_90, %271 : tensor<6xf32>
      %290 = stablehlo.subtract %288, %289 : tensor<6xf32>
      %291 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %292 = stablehlo.multiply %iterArg_88, %291 : tensor<6xf32>
      %293 = stablehlo.add %290, %292 : tensor<6xf32>
      %294 = stablehlo.multiply %iterArg_93, %269 : tensor<6xf32>
      %295 = stablehlo.subtract %294, %iterArg_87 : tensor<6xf32>
      %296 = stablehlo.multiply %iterArg_91, %271 : tensor<6xf32>
      %297 = stablehlo.subtract %295, %296 : tensor<6xf32>
      %298 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %299 = stablehlo.multiply %iterArg_89, %298 : tensor<6xf32>
      %300 = stablehlo.add %297, %299 : tensor<6xf32>
      %301 = stablehlo.multiply %286, %300 : tensor<6xf32>
      %302 = stablehlo.subtract %293, %301 : tensor<6xf32>
      %303 = stablehlo.divide %302, %277 : tensor<6xf32>
      %304 = stablehlo.select %279, %303, %iterArg_94 : tensor<6xi1>, tensor<6xf32>
      %305 = stablehlo.subtract %304, %iterArg_94 : tensor<6xf32>
      %306 = stablehlo.abs %305 : tensor<6xf32>
      %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %308 = stablehlo.select %279, %306, %307 : tensor<6xi1>, tensor<6xf32>
      %309 = stablehlo.abs %274 : tensor<6xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %310 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<f32>
      %311 = stablehlo.divide %310, %cst_101 : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %313 = stablehlo.compare GT, %309, %312, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %cst_103 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %314 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %315 = stablehlo.multiply %iterArg_86, %314 : tensor<6xf32>
      %316 = stablehlo.select %313, %315, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      %cst_104 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %318 = stablehlo.multiply %274, %317 : tensor<6xf32>
      %319 = stablehlo.select %313, %318, %274 : tensor<6xi1>, tensor<6xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %320 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %321 = stablehlo.multiply %iterArg_87, %320 : tensor<6xf32>
      %322 = stablehlo.select %313, %321, %iterArg_87 : tensor<6xi1>, tensor<6xf32>
      %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %323 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %324 = stablehlo.multiply %277, %323 : tensor<6xf32>
      %325 = stablehlo.select %313, %324, %277 : tensor<6xi1>, tensor<6xf32>
      %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %326 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %327 = stablehlo.multiply %iterArg_92, %326 : tensor<6xf32>
      %328 = stablehlo.select %313, %327, %iterArg_92 : tensor<6xi1>, tensor<6xf32>
      %cst_108 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %329 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %330 = stablehlo.multiply %iterArg_93, %329 : tensor<6xf32>
      %331 = stablehlo.select %313, %330, %iterArg_93 : tensor<6xi1>, tensor<6xf32>
      %cst_109 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %332 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %333 = stablehlo.multiply %293, %332 : tensor<6xf32>
      %334 = stablehlo.select %313, %333, %293 : tensor<6xi1>, tensor<6xf32>
      %cst_110 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %335 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %336 = stablehlo.multiply %300, %335 : tensor<6xf32>
      %337 = stablehlo.select %313, %336, %300 : tensor<6xi1>, tensor<6xf32>
      %cst_111 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %338 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %339 = stablehlo.compare GT, %285, %338, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %340 = stablehlo.and %iterArg, %339 : tensor<6xi1>
      %341 = stablehlo.select %iterArg, %286, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %342 = stablehlo.select %iterArg, %285, %iterArg_82 : tensor<6xi1>, tensor<6xf32>
      %343 = stablehlo.select %iterArg, %267, %iterArg_83 : tensor<6xi1>, tensor<6xf32>
      %344 = stablehlo.select %iterArg, %269, %iterArg_84 : tensor<6xi1>, tensor<6xf32>
      %345 = stablehlo.select %iterArg, %319, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      %346 = stablehlo.select %iterArg, %325, %iterArg_87 : tensor<6xi1>, tensor<6xf32>
      %347 = stablehlo.select %iterArg, %316, %iterArg_88 : tensor<6xi1>, tensor<6xf32>
      %348 = stablehlo.select %iterArg, %322, %iterArg_89 : tensor<6xi1>, tensor<6xf32>
      %349 = stablehlo.select %iterArg, %328, %iterArg_90 : tensor<6xi1>, tensor<6xf32>
      %350 = stablehlo.select %iterArg, %331, %iterArg_91 : tensor<6xi1>, tensor<6xf32>
      %351 = stablehlo.select %iterArg, %334, %iterArg_92 : tensor<6xi1>, tensor<6xf32>
      %352 = stablehlo.select %iterArg, %337, %iterArg_93 : tensor<6xi1>, tensor<6xf32>
      %353 = stablehlo.select %iterArg, %304, %iterArg_94 : tensor<6xi1>, tensor<6xf32>
      stablehlo.return %340, %341, %342, %343, %344, %265, %345, %346, %347, %348, %349, %350, %351, %352, %353 : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %67 = stablehlo.multiply %66#1, %42 : tensor<6xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %69 = stablehlo.subtract %68, %67 : tensor<6xf32>
    %70 = stablehlo.not %32 : tensor<6xi1>
    %71 = stablehlo.and %46, %70 : tensor<6xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %76:7 = stablehlo.while(%iterArg = %71, %iterArg_81 = %2, %iterArg_82 = %72, %iterArg_83 = %73, %iterArg_84 = %11, %iterArg_85 = %74, %iterArg_86 = %75) : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %c_87 = stablehlo.constant dense<false> : tensor<i1>
      %265 = stablehlo.reduce(%iterArg init: %c_87) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %265 : tensor<i1>
    } do {
      %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %265 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %266 = stablehlo.add %iterArg_81, %265 : tensor<6xf32>
      %267 = stablehlo.divide %iterArg_84, %266 : tensor<6xf32>
      %268 = stablehlo.multiply %iterArg_85, %267 : tensor<6xf32>
      %269 = stablehlo.multiply %iterArg_82, %iterArg_84 : tensor<6xf32>
      %270 = stablehlo.multiply %266, %266 : tensor<6xf32>
      %271 = stablehlo.divide %269, %270 : tensor<6xf32>
      %272 = stablehlo.subtract %268, %271 : tensor<6xf32>
      %273 = stablehlo.add %iterArg_86, %272 : tensor<6xf32>
      %274 = stablehlo.divide %iterArg_84, %266 : tensor<6xf32>
      %275 = stablehlo.multiply %iterArg_82, %274 : tensor<6xf32>
      %276 = stablehlo.add %iterArg_83, %275 : tensor<6xf32>
      %277 = stablehlo.divide %275, %276 : tensor<6xf32>
      %cst_88 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %279 = stablehlo.compare GT, %277, %278, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %280 = stablehlo.and %iterArg, %279 : tensor<6xi1>
      %281 = stablehlo.select %iterArg, %266, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %282 = stablehlo.select %iterArg, %275, %iterArg_82 : tensor<6xi1>, tensor<6xf32>
      %283 = stablehlo.select %iterArg, %276, %iterArg_83 : tensor<6xi1>, tensor<6xf32>
      %284 = stablehlo.select %iterArg, %iterArg_84, %iterArg_84 : tensor<6xi1>, tensor<6xf32>
      %285 = stablehlo.select %iterArg, %272, %iterArg_85 : tensor<6xi1>, tensor<6xf32>
      %286 = stablehlo.select %iterArg, %273, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      stablehlo.return %280, %281, %282, %283, %284, %285, %286 : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %77 = stablehlo.multiply %76#3, %42 : tensor<6xf32>
    %78 = stablehlo.divide %77, %2 : tensor<6xf32>
    %79 = stablehlo.select %32, %69, %78 : tensor<6xi1>, tensor<6xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %81 = stablehlo.select %20, %80, %79 : tensor<6xi1>, tensor<6xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %83 = stablehlo.select %16, %82, %81 : tensor<6xi1>, tensor<6xf32>
    %cst_27 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %85 = stablehlo.select %28, %84, %83 : tensor<6xi1>, tensor<6xf32>
    %cst_28 = stablehlo.constant dense<1.200000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %87 = stablehlo.multiply %2, %86 : tensor<6xf32>
    %88 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %89 = stablehlo.compare NE, %87, %87, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %90 = stablehlo.or %88, %89 : tensor<6xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %92 = stablehlo.compare EQ, %2, %91, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %94 = stablehlo.compare EQ, %87, %93, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_31 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %96 = stablehlo.compare EQ, %87, %95, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %98 = stablehlo.compare LT, %87, %97, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %100 = stablehlo.compare LT, %2, %99, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %101 = stablehlo.and %92, %94 : tensor<6xi1>
    %102 = stablehlo.or %98, %100 : tensor<6xi1>
    %103 = stablehlo.or %102, %101 : tensor<6xi1>
    %104 = stablehlo.or %103, %90 : tensor<6xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %106 = stablehlo.compare LT, %87, %105, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %107 = stablehlo.compare LT, %87, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %108 = stablehlo.or %106, %107 : tensor<6xi1>
    %109 = stablehlo.log %87 : tensor<6xf32>
    %110 = stablehlo.multiply %2, %109 : tensor<6xf32>
    %111 = stablehlo.subtract %110, %87 : tensor<6xf32>
    %112 = chlo.lgamma %2 : tensor<6xf32> -> tensor<6xf32>
    %113 = stablehlo.subtract %111, %112 : tensor<6xf32>
    %cst_35 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %114 = stablehlo.log %cst_35 : tensor<f32>
    %115 = stablehlo.negate %114 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %117 = stablehlo.compare LT, %113, %116, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %118 = stablehlo.or %104, %117 : tensor<6xi1>
    %119 = stablehlo.or %118, %96 : tensor<6xi1>
    %120 = stablehlo.or %119, %92 : tensor<6xi1>
    %121 = stablehlo.not %120 : tensor<6xi1>
    %122 = stablehlo.exponential %113 : tensor<6xf32>
    %123 = stablehlo.and %121, %108 : tensor<6xi1>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %128:7 = stablehlo.while(%iterArg = %123, %iterArg_81 = %2, %iterArg_82 = %124, %iterArg_83 = %125, %iterArg_84 = %87, %iterArg_85 = %126, %iterArg_86 = %127) : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %c_87 = stablehlo.constant dense<false> : tensor<i1>
      %265 = stablehlo.reduce(%iterArg init: %c_87) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %265 : tensor<i1>
    } do {
      %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %265 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %266 = stablehlo.add %iterArg_81, %265 : tensor<6xf32>
      %267 = stablehlo.divide %iterArg_84, %266 : tensor<6xf32>
      %268 = stablehlo.multiply %iterArg_85, %267 : tensor<6xf32>
      %269 = stablehlo.multiply %iterArg_82, %iterArg_84 : tensor<6xf32>
      %270 = stablehlo.multiply %266, %266 : tensor<6xf32>
      %271 = stablehlo.divide %269, %270 : tensor<6xf32>
      %272 = stablehlo.subtract %268, %271 : tensor<6xf32>
      %273 = stablehlo.add %iterArg_86, %272 : tensor<6xf32>
      %274 = stablehlo.divide %iterArg_84, %266 : tensor<6xf32>
      %275 = stablehlo.multiply %iterArg_82, %274 : tensor<6xf32>
      %276 = stablehlo.add %iterArg_83, %275 : tensor<6xf32>
      %277 = stablehlo.divide %275, %276 : tensor<6xf32>
      %cst_88 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %279 = stablehlo.compare GT, %277, %278, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %280 = stablehlo.and %iterArg, %279 : tensor<6xi1>
      %281 = stablehlo.select %iterArg, %266, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %282 = stablehlo.select %iterArg, %275, %iterArg_82 : tensor<6xi1>, tensor<6xf32>
      %283 = stablehlo.select %iterArg, %276, %iterArg_83 : tensor<6xi1>, tensor<6xf32>
      %284 = stablehlo.select %iterArg, %iterArg_84, %iterArg_84 : tensor<6xi1>, tensor<6xf32>
      %285 = stablehlo.select %iterArg, %272, %iterArg_85 : tensor<6xi1>, tensor<6xf32>
      %286 = stablehlo.select %iterArg, %273, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      stablehlo.return %280, %281, %282, %283, %284, %285, %286 : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %129 = stablehlo.multiply %128#3, %122 : tensor<6xf32>
    %130 = stablehlo.divide %129, %2 : tensor<6xf32>
    %131 = stablehlo.not %108 : tensor<6xi1>
    %132 = stablehlo.and %121, %131 : tensor<6xi1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %134 = stablehlo.subtract %133, %2 : tensor<6xf32>
    %135 = stablehlo.add %87, %134 : tensor<6xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %137 = stablehlo.add %135, %136 : tensor<6xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %140 = stablehlo.add %87, %139 : tensor<6xf32>
    %141 = stablehlo.multiply %137, %87 : tensor<6xf32>
    %142 = stablehlo.divide %140, %141 : tensor<6xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %147 = stablehlo.negate %87 : tensor<6xf32>
    %148 = stablehlo.multiply %142, %147 : tensor<6xf32>
    %149 = stablehlo.subtract %146, %148 : tensor<6xf32>
    %150 = stablehlo.divide %149, %141 : tensor<6xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151:15 = stablehlo.while(%iterArg = %132, %iterArg_81 = %142, %iterArg_82 = %143, %iterArg_83 = %134, %iterArg_84 = %137, %iterArg_85 = %cst_48, %iterArg_86 = %140, %iterArg_87 = %141, %iterArg_88 = %138, %iterArg_89 = %87, %iterArg_90 = %144, %iterArg_91 = %145, %iterArg_92 = %146, %iterArg_93 = %147, %iterArg_94 = %150) : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %cst_95 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %265 = stablehlo.compare LT, %iterArg_85, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_96 = stablehlo.constant dense<false> : tensor<i1>
      %266 = stablehlo.reduce(%iterArg init: %c_96) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %267 = stablehlo.and %265, %266 : tensor<i1>
      stablehlo.return %267 : tensor<i1>
    } do {
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %265 = stablehlo.add %iterArg_85, %cst_95 : tensor<f32>
      %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %267 = stablehlo.add %iterArg_83, %266 : tensor<6xf32>
      %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %269 = stablehlo.add %iterArg_84, %268 : tensor<6xf32>
      %270 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %271 = stablehlo.multiply %267, %270 : tensor<6xf32>
      %272 = stablehlo.multiply %iterArg_86, %269 : tensor<6xf32>
      %273 = stablehlo.multiply %iterArg_88, %271 : tensor<6xf32>
      %274 = stablehlo.subtract %272, %273 : tensor<6xf32>
      %275 = stablehlo.multiply %iterArg_87, %269 : tensor<6xf32>
      %276 = stablehlo.multiply %iterArg_89, %271 : tensor<6xf32>
      %277 = stablehlo.subtract %275, %276 : tensor<6xf32>
      %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %279 = stablehlo.compare NE, %277, %278, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %280 = stablehlo.divide %274, %277 : tensor<6xf32>
      %281 = stablehlo.subtract %iterArg_81, %280 : tensor<6xf32>
      %282 = stablehlo.divide %281, %280 : tensor<6xf32>
      %283 = stablehlo.abs %282 : tensor<6xf32>
      %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %285 = stablehlo.select %279, %283, %284 : tensor<6xi1>, tensor<6xf32>
      %286 = stablehlo.select %279, %280, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %287 = stablehlo.multiply %iterArg_92, %269 : tensor<6xf32>
      %288 = stablehlo.subtract %287, %iterArg_86 : tensor<6xf32>
      %289 = stablehlo.multiply %iterArg_90, %271 : tensor<6xf32>
      %290 = stablehlo.subtract %288, %289 : tensor<6xf32>
      %291 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %292 = stablehlo.multiply %iterArg_88, %291 : tensor<6xf32>
      %293 = stablehlo.add %290, %292 : tensor<6xf32>
      %294 = stablehlo.multiply %iterArg_93, %269 : tensor<6xf32>
      %295 = stablehlo.subtract %294, %iterArg_87 : tensor<6xf32>
      %296 = stablehlo.multiply %iterArg_91, %271 : tensor<6xf32>
      %297 = stablehlo.subtract %295, %296 : tensor<6xf32>
      %298 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %299 = stablehlo.multiply %iterArg_89, %298 : tensor<6xf32>
      %300 = stablehlo.add %297, %299 : tensor<6xf32>
      %301 = stablehlo.multiply %286, %300 : tensor<6xf32>
      %302 = stablehlo.subtract %293, %301 : tensor<6xf32>
      %303 = stablehlo.divide %302, %277 : tensor<6xf32>
      %304 = stablehlo.select %279, %303, %iterArg_94 : tensor<6xi1>, tensor<6xf32>
      %305 = stablehlo.subtract %304, %iterArg_94 : tensor<6xf32>
      %306 = stablehlo.abs %305 : tensor<6xf32>
      %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %307 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %308 = stablehlo.select %279, %306, %307 : tensor<6xi1>, tensor<6xf32>
      %309 = stablehlo.abs %274 : tensor<6xf32>
      %cst_101 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %310 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<f32>
      %311 = stablehlo.divide %310, %cst_101 : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %313 = stablehlo.compare GT, %309, %312, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %cst_103 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %314 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %315 = stablehlo.multiply %iterArg_86, %314 : tensor<6xf32>
      %316 = stablehlo.select %313, %315, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      %cst_104 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %318 = stablehlo.multiply %274, %317 : tensor<6xf32>
      %319 = stablehlo.select %313, %318, %274 : tensor<6xi1>, tensor<6xf32>
      %cst_105 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %320 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %321 = stablehlo.multiply %iterArg_87, %320 : tensor<6xf32>
      %322 = stablehlo.select %313, %321, %iterArg_87 : tensor<6xi1>, tensor<6xf32>
      %cst_106 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %323 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %324 = stablehlo.multiply %277, %323 : tensor<6xf32>
      %325 = stablehlo.select %313, %324, %277 : tensor<6xi1>, tensor<6xf32>
      %cst_107 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %326 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %327 = stablehlo.multiply %iterArg_92, %326 : tensor<6xf32>
      %328 = stablehlo.select %313, %327, %iterArg_92 : tensor<6xi1>, tensor<6xf32>
      %cst_108 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %329 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %330 = stablehlo.multiply %iterArg_93, %329 : tensor<6xf32>
      %331 = stablehlo.select %313, %330, %iterArg_93 : tensor<6xi1>, tensor<6xf32>
      %cst_109 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %332 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %333 = stablehlo.multiply %293, %332 : tensor<6xf32>
      %334 = stablehlo.select %313, %333, %293 : tensor<6xi1>, tensor<6xf32>
      %cst_110 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %335 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %336 = stablehlo.multiply %300, %335 : tensor<6xf32>
      %337 = stablehlo.select %313, %336, %300 : tensor<6xi1>, tensor<6xf32>
      %cst_111 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %338 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %339 = stablehlo.compare GT, %285, %338, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %340 = stablehlo.and %iterArg, %339 : tensor<6xi1>
      %341 = stablehlo.select %iterArg, %286, %iterArg_81 : tensor<6xi1>, tensor<6xf32>
      %342 = stablehlo.select %iterArg, %285, %iterArg_82 : tensor<6xi1>, tensor<6xf32>
      %343 = stablehlo.select %iterArg, %267, %iterArg_83 : tensor<6xi1>, tensor<6xf32>
      %344 = stablehlo.select %iterArg, %269, %iterArg_84 : tensor<6xi1>, tensor<6xf32>
      %345 = stablehlo.select %iterArg, %319, %iterArg_86 : tensor<6xi1>, tensor<6xf32>
      %346 = stablehlo.select %iterArg, %325, %iterArg_87 : tensor<6xi1>, tensor<6xf32>
      %347 = stablehlo.select %iterArg, %316, %iterArg_88 : tensor<6xi1>, tensor<6xf32>
      %348 = stablehlo.select %iterArg, %322, %iterArg_89 : tensor<6xi1>, tensor<6xf32>
      %349 = stablehlo.select %iterArg, %328, %iterArg_90 : tensor<6xi1>, tensor<6xf32>
      %350 = stablehlo.select %iterArg, %331, %iterArg_91 : tensor<6xi1>, tensor<6xf32>
      %351 = stablehlo.select %iterArg, %334, %iterArg_92 : tensor<6xi1>, tensor<6xf32>
      %352 = stablehlo.select %iterArg, %337, %iterArg_93 : tensor<6xi1>, tensor<6xf32>
      %353 = stablehlo.select %iterArg, %304, %iterArg_94 : tensor<6xi1>, tensor<6xf32>
      stablehlo.return %340, %341, %342, %343, %344, %265, %345, %346, %347, %348, %349, %350, %351, %352, %353 : tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %152 = stablehlo.multiply %151#1, %122 : tensor<6xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %154 = stablehlo.subtract %153, %130 : tensor<6xf32>
    %155 = stablehlo.select %108, %154, %152 : tensor<6xi1>, tensor<6xf32>
    %156 = stablehlo.or %96, %92 : tensor<6xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %158 = stablehlo.select %156, %157, %155 : tensor<6xi1>, tensor<6xf32>
    %cst_51 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %160 = stablehlo.select %104, %159, %158 : tensor<6xi1>, tensor<6xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %162 = stablehlo.add %2, %161 : tensor<6xf32>
    %163 = stablehlo.divide %2, %162 : tensor<6xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %165 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %167 = stablehlo.compare EQ, %164, %166, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_56 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %169 = stablehlo.compare EQ, %165, %168, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %170 = stablehlo.or %167, %169 : tensor<6xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %172 = stablehlo.compare EQ, %165, %171, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_58 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %174 = stablehlo.compare EQ, %164, %173, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %175 = stablehlo.or %172, %174 : tensor<6xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %177 = stablehlo.compare EQ, %163, %176, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %179 = stablehlo.compare EQ, %163, %178, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %180 = stablehlo.not %177 : tensor<6xi1>
    %181 = stablehlo.not %179 : tensor<6xi1>
    %182 = stablehlo.compare NE, %164, %164, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %183 = stablehlo.compare NE, %165, %165, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %184 = stablehlo.or %182, %183 : tensor<6xi1>
    %185 = stablehlo.compare NE, %163, %163, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %186 = stablehlo.or %184, %185 : tensor<6xi1>
    %187 = stablehlo.and %175, %181 : tensor<6xi1>
    %188 = stablehlo.and %170, %177 : tensor<6xi1>
    %189 = stablehlo.or %187, %188 : tensor<6xi1>
    %190 = stablehlo.and %170, %180 : tensor<6xi1>
    %191 = stablehlo.and %175, %179 : tensor<6xi1>
    %192 = stablehlo.or %190, %191 : tensor<6xi1>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %194 = stablehlo.compare LT, %164, %193, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %196 = stablehlo.compare LT, %165, %195, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %197 = stablehlo.or %194, %196 : tensor<6xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %199 = stablehlo.compare LT, %163, %198, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %200 = stablehlo.or %197, %199 : tensor<6xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %202 = stablehlo.compare GT, %163, %201, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %203 = stablehlo.or %200, %202 : tensor<6xi1>
    %204 = stablehlo.and %170, %175 : tensor<6xi1>
    %205 = stablehlo.or %204, %186 : tensor<6xi1>
    %206 = stablehlo.or %203, %205 : tensor<6xi1>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %208 = stablehlo.add %164, %207 : tensor<6xf32>
    %209 = stablehlo.add %164, %165 : tensor<6xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %211 = stablehlo.add %209, %210 : tensor<6xf32>
    %212 = stablehlo.divide %208, %211 : tensor<6xf32>
    %213 = stablehlo.compare LT, %163, %212, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %214 = stablehlo.select %213, %164, %165 : tensor<6xi1>, tensor<6xf32>
    %215 = stablehlo.select %213, %165, %164 : tensor<6xi1>, tensor<6xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %217 = stablehlo.subtract %216, %163 : tensor<6xf32>
    %218 = stablehlo.select %213, %163, %217 : tensor<6xi1>, tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %219 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %221 = stablehlo.compare EQ, %219, %220, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %224 = stablehlo.select %221, %222, %223 : tensor<6xi1>, tensor<6xf32>
    %225 = stablehlo.abs %224 : tensor<6xf32>
    %cst_71 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %227 = stablehlo.compare LT, %225, %226, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_72 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %229 = stablehlo.select %227, %228, %224 : tensor<6xi1>, tensor<6xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %c_75 = stablehlo.constant dense<true> : tensor<i1>
    %231:8 = stablehlo.while(%iterArg = %214, %iterArg_81 = %215, %iterArg_82 = %218, %iterArg_83 = %c_74, %iterArg_84 = %c_75, %iterArg_85 = %229, %iterArg_86 = %230, %iterArg_87 = %229) : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<i1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %c_88 = stablehlo.constant dense<200> : tensor<i32>
      %265 = stablehlo.compare LT, %iterArg_83, %c_88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %266 = stablehlo.and %265, %iterArg_84 : tensor<i1>
      stablehlo.return %266 : tensor<i1>
    } do {
      %265 = stablehlo.broadcast_in_dim %iterArg_83, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %c_88 = stablehlo.constant dense<2> : tensor<i32>
      %266 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %267 = func.call @remainder(%265, %266) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %c_89 = stablehlo.constant dense<0> : tensor<i32>
      %268 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %269 = stablehlo.compare EQ, %267, %268, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %270 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %271 = stablehlo.compare EQ, %265, %270, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_91 = stablehlo.constant dense<1> : tensor<i32>
      %272 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %273 = stablehlo.subtract %265, %272 : tensor<6xi32>
      %c_92 = stablehlo.constant dense<2> : tensor<i32>
      %274 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %275 = func.call @floor_divide(%273, %274) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %c_93 = stablehlo.constant dense<0> : tensor<i32>
      %276 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %277 = stablehlo.compare EQ, %275, %276, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %278 = stablehlo.convert %275 : (tensor<6xi32>) -> tensor<6xf32>
      %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %279 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %281 = stablehlo.add %iterArg, %iterArg_81 : tensor<6xf32>
      %282 = stablehlo.negate %281 : tensor<6xf32>
      %283 = stablehlo.multiply %282, %iterArg_82 : tensor<6xf32>
      %284 = stablehlo.add %iterArg, %279 : tensor<6xf32>
      %285 = stablehlo.divide %283, %284 : tensor<6xf32>
      %286 = stablehlo.add %iterArg, %278 : tensor<6xf32>
      %287 = stablehlo.negate %286 : tensor<6xf32>
      %288 = stablehlo.add %iterArg, %iterArg_81 : tensor<6xf32>
      %289 = stablehlo.add %288, %278 : tensor<6xf32>
      %290 = stablehlo.multiply %287, %289 : tensor<6xf32>
      %291 = stablehlo.multiply %290, %iterArg_82 : tensor<6xf32>
      %292 = stablehlo.multiply %280, %278 : tensor<6xf32>
      %293 = stablehlo.add %iterArg, %292 : tensor<6xf32>
      %294 = stablehlo.multiply %280, %278 : tensor<6xf32>
      %295 = stablehlo.add %iterArg, %294 : tensor<6xf32>
      %296 = stablehlo.add %295, %279 : tensor<6xf32>
      %297 = stablehlo.multiply %293, %296 : tensor<6xf32>
      %298 = stablehlo.divide %291, %297 : tensor<6xf32>
      %299 = stablehlo.select %277, %285, %298 : tensor<6xi1>, tensor<6xf32>
      %300 = stablehlo.subtract %iterArg_81, %278 : tensor<6xf32>
      %301 = stablehlo.multiply %278, %300 : tensor<6xf32>
      %302 = stablehlo.multiply %301, %iterArg_82 : tensor<6xf32>
      %303 = stablehlo.multiply %280, %278 : tensor<6xf32>
      %304 = stablehlo.add %iterArg, %303 : tensor<6xf32>
      %305 = stablehlo.subtract %304, %279 : tensor<6xf32>
      %306 = stablehlo.multiply %280, %278 : tensor<6xf32>
      %307 = stablehlo.add %iterArg, %306 : tensor<6xf32>
      %308 = stablehlo.multiply %305, %307 : tensor<6xf32>
      %309 = stablehlo.divide %302, %308 : tensor<6xf32>
      %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %310 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %311 = stablehlo.select %269, %299, %309 : tensor<6xi1>, tensor<6xf32>
      %312 = stablehlo.select %271, %310, %311 : tensor<6xi1>, tensor<6xf32>
      %313 = stablehlo.broadcast_in_dim %iterArg_83, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %c_97 = stablehlo.constant dense<0> : tensor<i32>
      %314 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %315 = stablehlo.compare EQ, %313, %314, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %316 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %318 = stablehlo.select %315, %316, %317 : tensor<6xi1>, tensor<6xf32>
      %319 = stablehlo.divide %312, %iterArg_85 : tensor<6xf32>
      %320 = stablehlo.add %318, %319 : tensor<6xf32>
      %cst_100 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %321 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %322 = stablehlo.abs %320 : tensor<6xf32>
      %323 = stablehlo.compare LT, %322, %321, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %324 = stablehlo.select %323, %321, %320 : tensor<6xi1>, tensor<6xf32>
      %325 = stablehlo.multiply %312, %iterArg_86 : tensor<6xf32>
      %326 = stablehlo.add %318, %325 : tensor<6xf32>
      %327 = stablehlo.abs %326 : tensor<6xf32>
      %328 = stablehlo.compare LT, %327, %321, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %329 = stablehlo.select %328, %321, %326 : tensor<6xi1>, tensor<6xf32>
      %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %330 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %331 = stablehlo.divide %330, %329 : tensor<6xf32>
      %332 = stablehlo.multiply %324, %331 : tensor<6xf32>
      %333 = stablehlo.multiply %iterArg_87, %332 : tensor<6xf32>
      %c_102 = stablehlo.constant dense<1> : tensor<i32>
      %334 = stablehlo.add %iterArg_83, %c_102 : tensor<i32>
      %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %335 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %336 = stablehlo.subtract %332, %335 : tensor<6xf32>
      %337 = stablehlo.abs %336 : tensor<6xf32>
      %cst_104 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %338 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %339 = stablehlo.compare GE, %337, %338, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %c_105 = stablehlo.constant dense<false> : tensor<i1>
      %340 = stablehlo.reduce(%339 init: %c_105) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %iterArg, %iterArg_81, %iterArg_82, %334, %340, %324, %331, %333 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<i1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %232 = chlo.lgamma %215 : tensor<6xf32> -> tensor<6xf32>
    %233 = stablehlo.add %214, %215 : tensor<6xf32>
    %234 = chlo.lgamma %233 : tensor<6xf32> -> tensor<6xf32>
    %235 = stablehlo.subtract %232, %234 : tensor<6xf32>
    %236 = chlo.lgamma %214 : tensor<6xf32> -> tensor<6xf32>
    %237 = stablehlo.add %236, %235 : tensor<6xf32>
    %cst_76 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %239 = stablehlo.compare LT, %214, %238, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %240 = stablehlo.negate %218 : tensor<6xf32>
    %241 = stablehlo.log_plus_one %240 : tensor<6xf32>
    %242 = stablehlo.multiply %241, %215 : tensor<6xf32>
    %243 = stablehlo.subtract %242, %235 : tensor<6xf32>
    %244 = stablehlo.exponential %243 : tensor<6xf32>
    %245 = stablehlo.log %218 : tensor<6xf32>
    %246 = stablehlo.multiply %245, %214 : tensor<6xf32>
    %247 = stablehlo.negate %218 : tensor<6xf32>
    %248 = stablehlo.log_plus_one %247 : tensor<6xf32>
    %249 = stablehlo.multiply %248, %215 : tensor<6xf32>
    %250 = stablehlo.add %246, %249 : tensor<6xf32>
    %251 = stablehlo.subtract %250, %237 : tensor<6xf32>
    %252 = stablehlo.exponential %251 : tensor<6xf32>
    %253 = stablehlo.divide %252, %214 : tensor<6xf32>
    %254 = stablehlo.select %239, %244, %253 : tensor<6xi1>, tensor<6xf32>
    %255 = stablehlo.multiply %231#7, %254 : tensor<6xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %257 = stablehlo.subtract %256, %255 : tensor<6xf32>
    %258 = stablehlo.select %213, %255, %257 : tensor<6xi1>, tensor<6xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %260 = stablehlo.select %189, %259, %258 : tensor<6xi1>, tensor<6xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %262 = stablehlo.select %192, %261, %260 : tensor<6xi1>, tensor<6xf32>
    %cst_80 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %264 = stablehlo.select %206, %263, %262 : tensor<6xi1>, tensor<6xf32>
    return %4, %9, %85, %160, %264 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.add %4, %3 : tensor<6xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<6xi1>, tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<6xi32>
    %1 = stablehlo.sign %arg0 : tensor<6xi32>
    %2 = stablehlo.sign %arg1 : tensor<6xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %9 = stablehlo.convert %8 : tensor<6xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.convert %11 : tensor<6xi1>
    %13 = stablehlo.and %9, %12 : tensor<6xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<6xi32>
    %16 = call @_where_0(%13, %15, %0) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %16 : tensor<6xi32>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
}
