module @jit_random_more_distributions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<6xi32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<2xf32> {jax.result_info = "result[8]"}, tensor<4xf32> {jax.result_info = "result[9]"}, tensor<3x4xi32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>
    %cst_0 = stablehlo.constant dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>
    %cst_1 = stablehlo.constant dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>
    %cst_2 = stablehlo.constant dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>
    %cst_3 = stablehlo.constant dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 1.000000e-01, 2.000000e-01, 1.000000e-01]> : tensor<6xf32>
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<10x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_4 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.compare LT, %4, %5, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.subtract %7, %4 : tensor<5xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<5xi1>, tensor<5xf32>
    %10 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.compare LT, %3, %11, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %13 = stablehlo.or %10, %12 : tensor<5xi1>
    %14 = call @isinf(%3) : (tensor<5xf32>) -> tensor<5xi1>
    %15 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.compare LT, %9, %16, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %19 = stablehlo.compare NE, %15, %18, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %20 = stablehlo.convert %19 : tensor<5xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %21 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %22 = stablehlo.compare NE, %17, %21, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %23 = stablehlo.convert %22 : tensor<5xi1>
    %24 = stablehlo.or %20, %23 : tensor<5xi1>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %26 = stablehlo.select %24, %25, %9 : tensor<5xi1>, tensor<5xf32>
    %27 = stablehlo.convert %26 : tensor<5xf32>
    %28 = stablehlo.multiply %3, %27 : tensor<5xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %30 = stablehlo.compare LE, %28, %29, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %31 = stablehlo.or %13, %30 : tensor<5xi1>
    %32 = stablehlo.floor %3 : tensor<5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<5xi1>, tensor<5xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %36 = stablehlo.select %31, %35, %32 : tensor<5xi1>, tensor<5xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %38 = stablehlo.select %31, %37, %26 : tensor<5xi1>, tensor<5xf32>
    %39 = stablehlo.negate %26 : tensor<5xf32>
    %40 = stablehlo.log_plus_one %39 : tensor<5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %43:7 = stablehlo.while(%iterArg = %34, %iterArg_57 = %34, %iterArg_58 = %40, %iterArg_59 = %c_18, %iterArg_60 = %41, %iterArg_61 = %42, %iterArg_62 = %2) : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<2xui32>
    cond {
      %179 = stablehlo.compare LE, %iterArg_61, %iterArg, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %c_63 = stablehlo.constant dense<false> : tensor<i1>
      %180 = stablehlo.reduce(%179 init: %c_63) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %181 = stablehlo.convert %iterArg_59 : (tensor<i32>) -> tensor<f32>
      %cst_64 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
      %182 = stablehlo.compare LT, %181, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %183 = stablehlo.and %180, %182 : tensor<i1>
      stablehlo.return %183 : tensor<i1>
    } do {
      %179 = func.call @_threefry_split_0(%iterArg_62) : (tensor<2xui32>) -> tensor<2x2xui32>
      %180 = stablehlo.slice %179 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %181 = stablehlo.reshape %180 : (tensor<1x2xui32>) -> tensor<2xui32>
      %182 = stablehlo.slice %179 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %183 = stablehlo.reshape %182 : (tensor<1x2xui32>) -> tensor<2xui32>
      %184 = stablehlo.compare LE, %iterArg_61, %iterArg_57, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %185 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %186 = stablehlo.add %iterArg_60, %185 : tensor<5xf32>
      %187 = stablehlo.select %184, %186, %iterArg_60 : tensor<5xi1>, tensor<5xf32>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %188 = func.call @_uniform(%181, %cst_64, %cst_65) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %189 = stablehlo.log %188 : tensor<5xf32>
      %190 = stablehlo.convert %iterArg_58 : tensor<5xf32>
      %191 = stablehlo.divide %189, %190 : tensor<5xf32>
      %192 = stablehlo.ceil %191 : tensor<5xf32>
      %193 = stablehlo.add %iterArg_61, %192 : tensor<5xf32>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %194 = stablehlo.add %iterArg_59, %c_66 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_57, %iterArg_58, %194, %187, %193, %183 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<2xui32>
    }
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %45 = stablehlo.subtract %43#4, %44 : tensor<5xf32>
    %46 = stablehlo.convert %38 : tensor<5xf32>
    %47 = stablehlo.multiply %36, %46 : tensor<5xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %49 = stablehlo.subtract %48, %38 : tensor<5xf32>
    %50 = stablehlo.convert %49 : tensor<5xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<5xf32>
    %52 = stablehlo.sqrt %51 : tensor<5xf32>
    %cst_21 = stablehlo.constant dense<2.530000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<5xf32>
    %cst_22 = stablehlo.constant dense<1.150000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %56 = stablehlo.add %55, %54 : tensor<5xf32>
    %cst_23 = stablehlo.constant dense<2.480000e-02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<5xf32>
    %cst_24 = stablehlo.constant dense<-8.730000e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %60 = stablehlo.add %59, %58 : tensor<5xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %62 = stablehlo.multiply %61, %38 : tensor<5xf32>
    %63 = stablehlo.convert %62 : tensor<5xf32>
    %64 = stablehlo.add %60, %63 : tensor<5xf32>
    %65 = stablehlo.convert %38 : tensor<5xf32>
    %66 = stablehlo.multiply %36, %65 : tensor<5xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %68 = stablehlo.add %66, %67 : tensor<5xf32>
    %cst_27 = stablehlo.constant dense<4.200000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %70 = stablehlo.divide %69, %56 : tensor<5xf32>
    %cst_28 = stablehlo.constant dense<9.200000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %72 = stablehlo.subtract %71, %70 : tensor<5xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %74 = stablehlo.subtract %73, %38 : tensor<5xf32>
    %75 = stablehlo.divide %38, %74 : tensor<5xf32>
    %cst_30 = stablehlo.constant dense<5.100000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %77 = stablehlo.divide %76, %56 : tensor<5xf32>
    %cst_31 = stablehlo.constant dense<2.830000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %79 = stablehlo.add %78, %77 : tensor<5xf32>
    %80 = stablehlo.multiply %79, %52 : tensor<5xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %82 = stablehlo.add %36, %81 : tensor<5xf32>
    %83 = stablehlo.convert %38 : tensor<5xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<5xf32>
    %85 = stablehlo.floor %84 : tensor<5xf32>
    %cst_33 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_34 = stablehlo.constant dense<false> : tensor<i1>
    %87 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %88:16 = stablehlo.while(%iterArg = %72, %iterArg_57 = %64, %iterArg_58 = %56, %iterArg_59 = %68, %iterArg_60 = %36, %iterArg_61 = %80, %iterArg_62 = %85, %iterArg_63 = %75, %iterArg_64 = %cst, %iterArg_65 = %cst_0, %iterArg_66 = %cst_1, %iterArg_67 = %cst_2, %iterArg_68 = %c_35, %iterArg_69 = %86, %iterArg_70 = %87, %iterArg_71 = %2) : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>
    cond {
      %179 = stablehlo.not %iterArg_70 : tensor<5xi1>
      %c_72 = stablehlo.constant dense<false> : tensor<i1>
      %180 = stablehlo.reduce(%179 init: %c_72) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %181 = stablehlo.convert %iterArg_68 : (tensor<i32>) -> tensor<f32>
      %cst_73 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
      %182 = stablehlo.compare LT, %181, %cst_73, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %183 = stablehlo.and %180, %182 : tensor<i1>
      stablehlo.return %183 : tensor<i1>
    } do {
      %179 = func.call @_threefry_split_5(%iterArg_71) : (tensor<2xui32>) -> tensor<3x2xui32>
      %180 = stablehlo.slice %179 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %181 = stablehlo.reshape %180 : (tensor<1x2xui32>) -> tensor<2xui32>
      %182 = stablehlo.slice %179 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %183 = stablehlo.reshape %182 : (tensor<1x2xui32>) -> tensor<2xui32>
      %184 = stablehlo.slice %179 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %185 = stablehlo.reshape %184 : (tensor<1x2xui32>) -> tensor<2xui32>
      %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %186 = func.call @_uniform(%183, %cst_72, %cst_73) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %187 = func.call @_uniform(%185, %cst_74, %cst_75) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %188 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %189 = stablehlo.subtract %186, %188 : tensor<5xf32>
      %190 = stablehlo.abs %189 : tensor<5xf32>
      %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %191 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %192 = stablehlo.subtract %191, %190 : tensor<5xf32>
      %cst_78 = stablehlo.constant dense<7.000000e-02> : tensor<f32>
      %193 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %194 = stablehlo.compare GE, %192, %193, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %195 = stablehlo.compare LE, %187, %iterArg, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %196 = stablehlo.and %194, %195 : tensor<5xi1>
      %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %197 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %198 = stablehlo.multiply %197, %iterArg_57 : tensor<5xf32>
      %199 = stablehlo.divide %198, %192 : tensor<5xf32>
      %200 = stablehlo.add %199, %iterArg_58 : tensor<5xf32>
      %201 = stablehlo.multiply %200, %189 : tensor<5xf32>
      %202 = stablehlo.add %201, %iterArg_59 : tensor<5xf32>
      %203 = stablehlo.floor %202 : tensor<5xf32>
      %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %204 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %205 = stablehlo.compare LT, %203, %204, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %206 = stablehlo.compare GT, %203, %iterArg_60, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %207 = stablehlo.or %205, %206 : tensor<5xi1>
      %208 = stablehlo.multiply %187, %iterArg_61 : tensor<5xf32>
      %209 = stablehlo.multiply %192, %192 : tensor<5xf32>
      %210 = stablehlo.divide %iterArg_57, %209 : tensor<5xf32>
      %211 = stablehlo.add %210, %iterArg_58 : tensor<5xf32>
      %212 = stablehlo.divide %208, %211 : tensor<5xf32>
      %213 = stablehlo.log %212 : tensor<5xf32>
      %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %215 = stablehlo.add %iterArg_62, %214 : tensor<5xf32>
      %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %216 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %217 = stablehlo.add %iterArg_62, %216 : tensor<5xf32>
      %218 = stablehlo.subtract %iterArg_60, %iterArg_62 : tensor<5xf32>
      %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %219 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %220 = stablehlo.add %218, %219 : tensor<5xf32>
      %221 = stablehlo.convert %iterArg_63 : tensor<5xf32>
      %222 = stablehlo.multiply %221, %220 : tensor<5xf32>
      %223 = stablehlo.divide %217, %222 : tensor<5xf32>
      %224 = stablehlo.log %223 : tensor<5xf32>
      %225 = stablehlo.multiply %215, %224 : tensor<5xf32>
      %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %226 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %227 = stablehlo.add %iterArg_60, %226 : tensor<5xf32>
      %228 = stablehlo.subtract %iterArg_60, %iterArg_62 : tensor<5xf32>
      %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %229 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %230 = stablehlo.add %228, %229 : tensor<5xf32>
      %231 = stablehlo.subtract %iterArg_60, %203 : tensor<5xf32>
      %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %233 = stablehlo.add %231, %232 : tensor<5xf32>
      %234 = stablehlo.divide %230, %233 : tensor<5xf32>
      %235 = stablehlo.log %234 : tensor<5xf32>
      %236 = stablehlo.multiply %227, %235 : tensor<5xf32>
      %237 = stablehlo.add %225, %236 : tensor<5xf32>
      %cst_87 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %238 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %239 = stablehlo.add %203, %238 : tensor<5xf32>
      %240 = stablehlo.subtract %iterArg_60, %203 : tensor<5xf32>
      %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %241 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %242 = stablehlo.add %240, %241 : tensor<5xf32>
      %243 = stablehlo.convert %iterArg_63 : tensor<5xf32>
      %244 = stablehlo.multiply %243, %242 : tensor<5xf32>
      %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %245 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %246 = stablehlo.add %203, %245 : tensor<5xf32>
      %247 = stablehlo.divide %244, %246 : tensor<5xf32>
      %248 = stablehlo.log %247 : tensor<5xf32>
      %249 = stablehlo.multiply %239, %248 : tensor<5xf32>
      %250 = stablehlo.add %237, %249 : tensor<5xf32>
      %cst_90 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %251 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %252 = stablehlo.compare LE, %iterArg_62, %251, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_92 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %253 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %254 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %255 = stablehlo.clamp %253, %iterArg_62, %254 : tensor<5xf32>
      %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %256 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %257 = stablehlo.add %255, %256 : tensor<5xf32>
      %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %259 = stablehlo.add %255, %258 : tensor<5xf32>
      %260 = stablehlo.multiply %257, %259 : tensor<5xf32>
      %cst_95 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %262 = stablehlo.divide %261, %260 : tensor<5xf32>
      %cst_96 = stablehlo.constant dense<0.00277777785> : tensor<f32>
      %263 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %264 = stablehlo.subtract %263, %262 : tensor<5xf32>
      %265 = stablehlo.divide %264, %260 : tensor<5xf32>
      %cst_97 = stablehlo.constant dense<0.0833333358> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %267 = stablehlo.subtract %266, %265 : tensor<5xf32>
      %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %269 = stablehlo.add %255, %268 : tensor<5xf32>
      %270 = stablehlo.divide %267, %269 : tensor<5xf32>
      %271 = stablehlo.floor %255 : tensor<5xf32>
      %272 = stablehlo.convert %271 : (tensor<5xf32>) -> tensor<5xi32>
      %c_99 = stablehlo.constant dense<0> : tensor<i32>
      %273 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %274 = stablehlo.compare LT, %272, %273, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_100 = stablehlo.constant dense<10> : tensor<i32>
      %275 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %276 = stablehlo.add %272, %275 : tensor<5xi32>
      %277 = stablehlo.select %274, %276, %272 : tensor<5xi1>, tensor<5xi32>
      %278 = stablehlo.broadcast_in_dim %277, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %279 = "stablehlo.gather"(%iterArg_64, %278) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %280 = stablehlo.select %252, %279, %270 : tensor<5xi1>, tensor<5xf32>
      %281 = stablehlo.add %250, %280 : tensor<5xf32>
      %282 = stablehlo.subtract %iterArg_60, %iterArg_62 : tensor<5xf32>
      %cst_101 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %283 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %284 = stablehlo.compare LE, %282, %283, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_103 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %285 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %286 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %287 = stablehlo.clamp %285, %282, %286 : tensor<5xf32>
      %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %289 = stablehlo.add %287, %288 : tensor<5xf32>
      %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %291 = stablehlo.add %287, %290 : tensor<5xf32>
      %292 = stablehlo.multiply %289, %291 : tensor<5xf32>
      %cst_106 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %294 = stablehlo.divide %293, %292 : tensor<5xf32>
      %cst_107 = stablehlo.constant dense<0.00277777785> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %296 = stablehlo.subtract %295, %294 : tensor<5xf32>
      %297 = stablehlo.divide %296, %292 : tensor<5xf32>
      %cst_108 = stablehlo.constant dense<0.0833333358> : tensor<f32>
      %298 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %299 = stablehlo.subtract %298, %297 : tensor<5xf32>
      %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %300 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %301 = stablehlo.add %287, %300 : tensor<5xf32>
      %302 = stablehlo.divide %299, %301 : tensor<5xf32>
      %303 = stablehlo.floor %287 : tensor<5xf32>
      %304 = stablehlo.convert %303 : (tensor<5xf32>) -> tensor<5xi32>
      %c_110 = stablehlo.constant dense<0> : tensor<i32>
      %305 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %306 = stablehlo.compare LT, %304, %305, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_111 = stablehlo.constant dense<10> : tensor<i32>
      %307 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %308 = stablehlo.add %304, %307 : tensor<5xi32>
      %309 = stablehlo.select %306, %308, %304 : tensor<5xi1>, tensor<5xi32>
      %310 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %311 = "stablehlo.gather"(%iterArg_65, %310) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %312 = stablehlo.select %284, %311, %302 : tensor<5xi1>, tensor<5xf32>
      %313 = stablehlo.add %281, %312 : tensor<5xf32>
      %cst_112 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %314 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %315 = stablehlo.compare LE, %203, %314, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_114 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %316 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %317 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %318 = stablehlo.clamp %316, %203, %317 : tensor<5xf32>
      %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %319 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %320 = stablehlo.add %318, %319 : tensor<5xf32>
      %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %321 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %322 = stablehlo.add %318, %321 : tensor<5xf32>
      %323 = stablehlo.multiply %320, %322 : tensor<5xf32>
      %cst_117 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
      %324 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %325 = stablehlo.divide %324, %323 : tensor<5xf32>
      %cst_118 = stablehlo.constant dense<0.00277777785> : tensor<f32>
      %326 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %327 = stablehlo.subtract %326, %325 : tensor<5xf32>
      %328 = stablehlo.divide %327, %323 : tensor<5xf32>
      %cst_119 = stablehlo.constant dense<0.0833333358> : tensor<f32>
      %329 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %330 = stablehlo.subtract %329, %328 : tensor<5xf32>
      %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %331 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %332 = stablehlo.add %318, %331 : tensor<5xf32>
      %333 = stablehlo.divide %330, %332 : tensor<5xf32>
      %334 = stablehlo.floor %318 : tensor<5xf32>
      %335 = stablehlo.convert %334 : (tensor<5xf32>) -> tensor<5xi32>
      %c_121 = stablehlo.constant dense<0> : tensor<i32>
      %336 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %337 = stablehlo.compare LT, %335, %336, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_122 = stablehlo.constant dense<10> : tensor<i32>
      %338 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %339 = stablehlo.add %335, %338 : tensor<5xi32>
      %340 = stablehlo.select %337, %339, %335 : tensor<5xi1>, tensor<5xi32>
      %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %342 = "stablehlo.gather"(%iterArg_66, %341) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %343 = stablehlo.select %315, %342, %333 : tensor<5xi1>, tensor<5xf32>
      %344 = stablehlo.subtract %313, %343 : tensor<5xf32>
      %345 = stablehlo.subtract %iterArg_60, %203 : tensor<5xf32>
      %cst_123 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %346 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %347 = stablehlo.compare LE, %345, %346, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_125 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %348 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %349 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %350 = stablehlo.clamp %348, %345, %349 : tensor<5xf32>
      %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %351 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %352 = stablehlo.add %350, %351 : tensor<5xf32>
      %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %354 = stablehlo.add %350, %353 : tensor<5xf32>
      %355 = stablehlo.multiply %352, %354 : tensor<5xf32>
      %cst_128 = stablehlo.constant dense<7.93650805E-4> : tensor<f32>
      %356 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %357 = stablehlo.divide %356, %355 : tensor<5xf32>
      %cst_129 = stablehlo.constant dense<0.00277777785> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %359 = stablehlo.subtract %358, %357 : tensor<5xf32>
      %360 = stablehlo.divide %359, %355 : tensor<5xf32>
      %cst_130 = stablehlo.constant dense<0.0833333358> : tensor<f32>
      %361 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %362 = stablehlo.subtract %361, %360 : tensor<5xf32>
      %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %363 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %364 = stablehlo.add %350, %363 : tensor<5xf32>
      %365 = stablehlo.divide %362, %364 : tensor<5xf32>
      %366 = stablehlo.floor %350 : tensor<5xf32>
      %367 = stablehlo.convert %366 : (tensor<5xf32>) -> tensor<5xi32>
      %c_132 = stablehlo.constant dense<0> : tensor<i32>
      %368 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %369 = stablehlo.compare LT, %367, %368, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %c_133 = stablehlo.constant dense<10> : tensor<i32>
      %370 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %371 = stablehlo.add %367, %370 : tensor<5xi32>
      %372 = stablehlo.select %369, %371, %367 : tensor<5xi1>, tensor<5xi32>
      %373 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %374 = "stablehlo.gather"(%iterArg_67, %373) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %375 = stablehlo.select %347, %374, %365 : tensor<5xi1>, tensor<5xf32>
      %376 = stablehlo.subtract %344, %375 : tensor<5xf32>
      %377 = stablehlo.compare LE, %213, %376, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %378 = stablehlo.not %207 : tensor<5xi1>
      %379 = stablehlo.and %378, %377 : tensor<5xi1>
      %380 = stablehlo.or %196, %379 : tensor<5xi1>
      %381 = stablehlo.select %380, %203, %iterArg_69 : tensor<5xi1>, tensor<5xf32>
      %382 = stablehlo.or %iterArg_70, %380 : tensor<5xi1>
      %c_134 = stablehlo.constant dense<1> : tensor<i32>
      %383 = stablehlo.add %iterArg_68, %c_134 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %383, %381, %382, %181 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>
    }
    %89 = stablehlo.select %31, %45, %88#13 : tensor<5xi1>, tensor<5xf32>
    %c_36 = stablehlo.constant dense<false> : tensor<i1>
    %90 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %91 = stablehlo.compare NE, %17, %90, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %92 = stablehlo.convert %91 : tensor<5xi1>
    %c_37 = stablehlo.constant dense<false> : tensor<i1>
    %93 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %94 = stablehlo.compare NE, %15, %93, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %95 = stablehlo.convert %94 : tensor<5xi1>
    %96 = stablehlo.or %92, %95 : tensor<5xi1>
    %97 = stablehlo.or %96, %13 : tensor<5xi1>
    %cst_38 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %99 = stablehlo.select %97, %98, %89 : tensor<5xi1>, tensor<5xf32>
    %100 = stablehlo.not %97 : tensor<5xi1>
    %101 = stablehlo.and %14, %100 : tensor<5xi1>
    %cst_39 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %103 = stablehlo.select %101, %102, %99 : tensor<5xi1>, tensor<5xf32>
    %c_40 = stablehlo.constant dense<false> : tensor<i1>
    %104 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %105 = stablehlo.compare NE, %6, %104, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %106 = stablehlo.convert %105 : tensor<5xi1>
    %107 = stablehlo.or %106, %13 : tensor<5xi1>
    %c_41 = stablehlo.constant dense<false> : tensor<i1>
    %108 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %109 = stablehlo.compare NE, %15, %108, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %110 = stablehlo.convert %109 : tensor<5xi1>
    %111 = stablehlo.or %107, %110 : tensor<5xi1>
    %112 = stablehlo.or %111, %14 : tensor<5xi1>
    %113 = stablehlo.subtract %32, %103 : tensor<5xf32>
    %114 = stablehlo.select %112, %103, %113 : tensor<5xi1>, tensor<5xf32>
    %115 = stablehlo.slice %0 [1:2, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %116 = stablehlo.reshape %115 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_42 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %117 = call @_geometric(%116, %cst_42) : (tensor<2xui32>, tensor<f32>) -> tensor<4xi32>
    %118 = stablehlo.slice %0 [2:3, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %119 = stablehlo.reshape %118 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %120 = call @_t(%119, %cst_43) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %121 = stablehlo.slice %0 [3:4, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %122 = stablehlo.reshape %121 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = call @_chisquare(%122, %cst_44) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %124 = stablehlo.slice %0 [4:5, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %125 = stablehlo.reshape %124 : (tensor<1x2xui32>) -> tensor<2xui32>
    %126 = call @_rademacher(%125) : (tensor<2xui32>) -> tensor<6xi32>
    %127 = stablehlo.slice %0 [5:6, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %128 = stablehlo.reshape %127 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %129 = call @_weibull_min(%128, %cst_45, %cst_46) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %130 = stablehlo.slice %0 [6:7, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %131 = stablehlo.reshape %130 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %132 = call @_pareto(%131, %cst_47) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %133 = stablehlo.slice %0 [7:8, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %134 = stablehlo.reshape %133 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_50 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %138 = stablehlo.subtract %137, %135 : tensor<3xf32>
    %139 = stablehlo.subtract %136, %135 : tensor<3xf32>
    %140 = stablehlo.divide %138, %139 : tensor<3xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = call @_uniform_33(%134, %cst_51, %cst_52) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %142 = stablehlo.subtract %136, %135 : tensor<3xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<3xf32>
    %144 = stablehlo.subtract %137, %135 : tensor<3xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<3xf32>
    %146 = stablehlo.sqrt %145 : tensor<3xf32>
    %147 = stablehlo.add %135, %146 : tensor<3xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %149 = stablehlo.subtract %148, %141 : tensor<3xf32>
    %150 = stablehlo.subtract %136, %135 : tensor<3xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<3xf32>
    %152 = stablehlo.subtract %136, %137 : tensor<3xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<3xf32>
    %154 = stablehlo.sqrt %153 : tensor<3xf32>
    %155 = stablehlo.subtract %136, %154 : tensor<3xf32>
    %156 = stablehlo.compare LT, %141, %140, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %157 = stablehlo.select %156, %147, %155 : tensor<3xi1>, tensor<3xf32>
    %158 = stablehlo.slice %0 [8:9, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %159 = stablehlo.reshape %158 : (tensor<1x2xui32>) -> tensor<2xui32>
    %160 = call @_maxwell(%159) : (tensor<2xui32>) -> tensor<2xf32>
    %161 = stablehlo.slice %0 [9:10, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %162 = stablehlo.reshape %161 : (tensor<1x2xui32>) -> tensor<2xui32>
    %163 = stablehlo.iota dim = 0 : tensor<6xf32>
    %164 = call @cumsum(%cst_3) : (tensor<6xf32>) -> tensor<6xf32>
    %165 = stablehlo.slice %164 [5:6] : (tensor<6xf32>) -> tensor<1xf32>
    %166 = stablehlo.reshape %165 : (tensor<1xf32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = call @_uniform_8(%162, %cst_54, %cst_55) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %169 = stablehlo.subtract %168, %167 : tensor<4xf32>
    %170 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<4xf32>
    %172 = call @searchsorted(%164, %171) : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    %173 = call @_take(%163, %172) : (tensor<6xf32>, tensor<4xi32>) -> tensor<4xf32>
    %174 = stablehlo.slice %0 [0:1, 0:2] : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %175 = stablehlo.reshape %174 : (tensor<1x2xui32>) -> tensor<2xui32>
    %176 = stablehlo.iota dim = 0 : tensor<12xi32>
    %177 = stablehlo.reshape %176 : (tensor<12xi32>) -> tensor<3x4xi32>
    %178 = call @_shuffle(%175, %177) : (tensor<2xui32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    return %114, %117, %120, %123, %126, %129, %132, %157, %160, %173, %178 : tensor<5xf32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>, tensor<6xi32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<4xf32>, tensor<3x4xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<10x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<10xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<10xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<10xui64>
    %9 = stablehlo.convert %6 : (tensor<10xui64>) -> tensor<10xui32>
    %10 = stablehlo.convert %8 : (tensor<10xui64>) -> tensor<10xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<10x1xui32>, tensor<10x1xui32>) -> tensor<10x2xui32>
    return %14 : tensor<10x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<10xui32>, %arg2: tensor<10xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<10xui32>
    %9 = stablehlo.or %5, %8 : tensor<10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<10xui32>
    %19 = stablehlo.or %15, %18 : tensor<10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<10xui32>
    %29 = stablehlo.or %25, %28 : tensor<10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<10xui32>
    %39 = stablehlo.or %35, %38 : tensor<10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %42 = stablehlo.add %33, %41 : tensor<10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %44 = stablehlo.add %40, %43 : tensor<10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %48 = stablehlo.add %44, %47 : tensor<10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @isinf(%arg0: tensor<5xf32>) -> tensor<5xi1> {
    %0 = stablehlo.abs %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    return %2 : tensor<5xi1>
  }
  func.func private @_threefry_split_0(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_1(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<5xui64>
    %13 = stablehlo.convert %10 : (tensor<5xui64>) -> tensor<5xui32>
    %14 = stablehlo.convert %12 : (tensor<5xui64>) -> tensor<5xui32>
    %15:2 = call @threefry2x32_3(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %20 = stablehlo.or %18, %19 : tensor<5xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<5xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<5xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %28 = stablehlo.add %26, %27 : tensor<5xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<5xf32>
    return %30 : tensor<5xf32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.add %33, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %40, %43 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_6(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_7(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_geometric(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4xi32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_8(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %3 = call @_where(%2, %c, %0) : (tensor<4xi1>, tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.log %3 : tensor<4xf32>
    %5 = stablehlo.negate %arg1 : tensor<f32>
    %6 = stablehlo.log_plus_one %5 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.divide %4, %7 : tensor<4xf32>
    %9 = stablehlo.floor %8 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.add %9, %10 : tensor<4xf32>
    %12 = stablehlo.convert %11 : (tensor<4xf32>) -> tensor<4xi32>
    return %12 : tensor<4xi32>
  }
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<4xui64>
    %13 = stablehlo.convert %10 : (tensor<4xui64>) -> tensor<4xui32>
    %14 = stablehlo.convert %12 : (tensor<4xui64>) -> tensor<4xui32>
    %15:2 = call @threefry2x32_9(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %20 = stablehlo.or %18, %19 : tensor<4xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<4xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %28 = stablehlo.add %26, %27 : tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<4xf32>
    return %30 : tensor<4xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<4xui32>, %arg2: tensor<4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_t(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %6 = call @_normal(%3) : (tensor<2xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %0, %cst : tensor<f32>
    %8 = call @_gamma(%5, %7) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.divide %9, %8 : tensor<3xf32>
    %11 = stablehlo.sqrt %10 : tensor<3xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<3xf32>
    return %12 : tensor<3xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_11(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = chlo.erf_inv %0 : tensor<3xf32> -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_11(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<3xui64>
    %11 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %12 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %13:2 = call @threefry2x32_6(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.or %16, %17 : tensor<3xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<3xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<3xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.add %24, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<3xf32>
    return %28 : tensor<3xf32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_12(%1) : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.compare GE, %0, %4, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.add %0, %6 : tensor<3xf32>
    %8 = stablehlo.select %5, %0, %7 : tensor<3xi1>, tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<3xf32>
    %11 = stablehlo.sqrt %10 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.divide %12, %11 : tensor<3xf32>
    %14 = call @_threefry_split_15(%3) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %15 = stablehlo.slice %14 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %17 = stablehlo.slice %14 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_11 = %13, %iterArg_12 = %16, %iterArg_13 = %19, %iterArg_14 = %20, %iterArg_15 = %21) : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %33 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<3xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %35 = stablehlo.multiply %34, %33 : tensor<3xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %37 = stablehlo.subtract %36, %35 : tensor<3xf32>
      %38 = stablehlo.compare GE, %iterArg_15, %37, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %39 = stablehlo.log %iterArg_15 : tensor<3xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %41 = stablehlo.multiply %iterArg_13, %40 : tensor<3xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %43 = stablehlo.subtract %42, %iterArg_14 : tensor<3xf32>
      %44 = stablehlo.log %iterArg_14 : tensor<3xf32>
      %45 = stablehlo.add %43, %44 : tensor<3xf32>
      %46 = stablehlo.multiply %iterArg, %45 : tensor<3xf32>
      %47 = stablehlo.add %41, %46 : tensor<3xf32>
      %48 = stablehlo.compare GE, %39, %47, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %49 = stablehlo.and %38, %48 : tensor<3xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %50 = stablehlo.reduce(%49 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    } do {
      %33 = func.call @_threefry_split_18(%iterArg_12) : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %34 = stablehlo.slice %33 [0:3, 0:1, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %36 = stablehlo.slice %33 [0:3, 1:2, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %38 = stablehlo.slice %33 [0:3, 2:3, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %42:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %37, %iterArg_26 = %40, %iterArg_27 = %41) : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %72 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %73 = stablehlo.compare LE, %iterArg_27, %72, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %74 = stablehlo.reduce(%73 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %74 : tensor<i1>
      } do {
        %72 = func.call @_threefry_split_15(%iterArg_25) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %73 = stablehlo.slice %72 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %74 = stablehlo.reshape %73 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %75 = stablehlo.slice %72 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %76 = stablehlo.reshape %75 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %77 = func.call @_normal_21(%76) : (tensor<3x2xui32>) -> tensor<3xf32>
        %78 = stablehlo.multiply %77, %iterArg_24 : tensor<3xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %79 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %80 = stablehlo.add %79, %78 : tensor<3xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %81 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %82 = stablehlo.compare LE, %iterArg_27, %81, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
        %84 = stablehlo.select %83, %74, %iterArg_25 : tensor<3x2xi1>, tensor<3x2xui32>
        %85 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %86 = stablehlo.select %85, %77, %iterArg_26 : tensor<3xi1>, tensor<3xf32>
        %87 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %88 = stablehlo.select %87, %80, %iterArg_27 : tensor<3xi1>, tensor<3xf32>
        stablehlo.return %iterArg_24, %84, %86, %88 : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      }
      %43 = stablehlo.multiply %42#2, %42#2 : tensor<3xf32>
      %44 = stablehlo.multiply %42#3, %42#3 : tensor<3xf32>
      %45 = stablehlo.multiply %44, %42#3 : tensor<3xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %46 = func.call @_uniform_26(%39, %cst_18, %cst_19) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %47 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<3xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %49 = stablehlo.multiply %48, %47 : tensor<3xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %51 = stablehlo.subtract %50, %49 : tensor<3xf32>
      %52 = stablehlo.compare GE, %iterArg_15, %51, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %53 = stablehlo.log %iterArg_15 : tensor<3xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %55 = stablehlo.multiply %iterArg_13, %54 : tensor<3xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %57 = stablehlo.subtract %56, %iterArg_14 : tensor<3xf32>
      %58 = stablehlo.log %iterArg_14 : tensor<3xf32>
      %59 = stablehlo.add %57, %58 : tensor<3xf32>
      %60 = stablehlo.multiply %iterArg, %59 : tensor<3xf32>
      %61 = stablehlo.add %55, %60 : tensor<3xf32>
      %62 = stablehlo.compare GE, %53, %61, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %63 = stablehlo.and %52, %62 : tensor<3xi1>
      %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
      %65 = stablehlo.select %64, %35, %iterArg_12 : tensor<3x2xi1>, tensor<3x2xui32>
      %66 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %67 = stablehlo.select %66, %43, %iterArg_13 : tensor<3xi1>, tensor<3xf32>
      %68 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %69 = stablehlo.select %68, %45, %iterArg_14 : tensor<3xi1>, tensor<3xf32>
      %70 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %71 = stablehlo.select %70, %46, %iterArg_15 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %iterArg, %iterArg_11, %65, %67, %69, %71 : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_26(%18, %cst_6, %cst_7) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.divide %26, %0 : tensor<3xf32>
    %28 = stablehlo.power %25, %27 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %5, %29, %28 : tensor<3xi1>, tensor<3xf32>
    %31 = stablehlo.multiply %10, %22#4 : tensor<3xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<3xf32>
    return %32 : tensor<3xf32>
  }
  func.func private @_threefry_split_12(%arg0: tensor<1x2xui32>) -> tensor<1x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_13(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x3x1xui32>, tensor<1x3x1xui32>) -> tensor<1x3x2xui32>
    return %18 : tensor<1x3x2xui32>
  }
  func.func private @threefry2x32_13(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x3xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_14(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x3xui32>, tensor<1x3xui32>
  }
  func.func private @closed_call_14(%arg0: tensor<i32>, %arg1: tensor<1x3xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_15(%arg0: tensor<3x2xui32>) -> tensor<3x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %15:2 = call @threefry2x32_16(%13, %14, %11, %12) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    return %18 : tensor<3x2x2xui32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_17(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x2xui32>, tensor<3x2xui32>
  }
  func.func private @closed_call_17(%arg0: tensor<i32>, %arg1: tensor<3x2xui32>, %arg2: tensor<3x2xui32>, %arg3: tensor<3x1xui32>, %arg4: tensor<3x1xui32>, %arg5: tensor<3x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_18(%arg0: tensor<3x2xui32>) -> tensor<3x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %15:2 = call @threefry2x32_19(%13, %14, %11, %12) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<3x3x1xui32>, tensor<3x3x1xui32>) -> tensor<3x3x2xui32>
    return %18 : tensor<3x3x2xui32>
  }
  func.func private @threefry2x32_19(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_20(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x3xui32>, tensor<3x3xui32>
  }
  func.func private @closed_call_20(%arg0: tensor<i32>, %arg1: tensor<3x3xui32>, %arg2: tensor<3x3xui32>, %arg3: tensor<3x1xui32>, %arg4: tensor<3x1xui32>, %arg5: tensor<3x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_21(%arg0: tensor<3x2xui32>) -> tensor<3xf32> {
    %0 = call @_normal_real_22(%arg0) : (tensor<3x2xui32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_normal_real_22(%arg0: tensor<3x2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_23(%arg0, %cst, %cst_0) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = chlo.erf_inv %0 : tensor<3xf32> -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_23(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_24(%1, %3, %c, %c_0) : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %9 = stablehlo.or %7, %8 : tensor<3xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %15, %16 : tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<3xf32>
    return %19 : tensor<3xf32>
  }
  func.func private @threefry2x32_24(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_25(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_25(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>, %arg5: tensor<3xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<3xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %46 = stablehlo.add %42, %45 : tensor<3xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_26(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_24(%3, %5, %c, %c_0) : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %11 = stablehlo.or %9, %10 : tensor<3xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.add %17, %18 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<3xf32>
    return %21 : tensor<3xf32>
  }
  func.func private @_chisquare(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %0, %cst : tensor<f32>
    %2 = call @_gamma_27(%arg0, %1) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.exponential %2 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @_gamma_27(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_12(%1) : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.compare GE, %0, %4, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.add %0, %6 : tensor<3xf32>
    %8 = stablehlo.select %5, %0, %7 : tensor<3xi1>, tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<3xf32>
    %11 = stablehlo.sqrt %10 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.divide %12, %11 : tensor<3xf32>
    %14 = call @_threefry_split_15(%3) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %15 = stablehlo.slice %14 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %17 = stablehlo.slice %14 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_9 = %13, %iterArg_10 = %16, %iterArg_11 = %19, %iterArg_12 = %20, %iterArg_13 = %21) : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %37 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<3xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %39 = stablehlo.multiply %38, %37 : tensor<3xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %41 = stablehlo.subtract %40, %39 : tensor<3xf32>
      %42 = stablehlo.compare GE, %iterArg_13, %41, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %43 = stablehlo.log %iterArg_13 : tensor<3xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %45 = stablehlo.multiply %iterArg_11, %44 : tensor<3xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %47 = stablehlo.subtract %46, %iterArg_12 : tensor<3xf32>
      %48 = stablehlo.log %iterArg_12 : tensor<3xf32>
      %49 = stablehlo.add %47, %48 : tensor<3xf32>
      %50 = stablehlo.multiply %iterArg, %49 : tensor<3xf32>
      %51 = stablehlo.add %45, %50 : tensor<3xf32>
      %52 = stablehlo.compare GE, %43, %51, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %53 = stablehlo.and %42, %52 : tensor<3xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %54 = stablehlo.reduce(%53 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %54 : tensor<i1>
    } do {
      %37 = func.call @_threefry_split_18(%iterArg_10) : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %38 = stablehlo.slice %37 [0:3, 0:1, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %40 = stablehlo.slice %37 [0:3, 1:2, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %42 = stablehlo.slice %37 [0:3, 2:3, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %46:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %41, %iterArg_24 = %44, %iterArg_25 = %45) : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %77 = stablehlo.compare LE, %iterArg_25, %76, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %78 = stablehlo.reduce(%77 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %78 : tensor<i1>
      } do {
        %76 = func.call @_threefry_split_15(%iterArg_23) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %77 = stablehlo.slice %76 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %78 = stablehlo.reshape %77 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %79 = stablehlo.slice %76 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %80 = stablehlo.reshape %79 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %81 = func.call @_normal_21(%80) : (tensor<3x2xui32>) -> tensor<3xf32>
        %82 = stablehlo.multiply %81, %iterArg_22 : tensor<3xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %83 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %84 = stablehlo.add %83, %82 : tensor<3xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %85 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %86 = stablehlo.compare LE, %iterArg_25, %85, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
        %88 = stablehlo.select %87, %78, %iterArg_23 : tensor<3x2xi1>, tensor<3x2xui32>
        %89 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %90 = stablehlo.select %89, %81, %iterArg_24 : tensor<3xi1>, tensor<3xf32>
        %91 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %92 = stablehlo.select %91, %84, %iterArg_25 : tensor<3xi1>, tensor<3xf32>
        stablehlo.return %iterArg_22, %88, %90, %92 : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      }
      %47 = stablehlo.multiply %46#2, %46#2 : tensor<3xf32>
      %48 = stablehlo.multiply %46#3, %46#3 : tensor<3xf32>
      %49 = stablehlo.multiply %48, %46#3 : tensor<3xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = func.call @_uniform_26(%43, %cst_16, %cst_17) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %51 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<3xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %53 = stablehlo.multiply %52, %51 : tensor<3xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %55 = stablehlo.subtract %54, %53 : tensor<3xf32>
      %56 = stablehlo.compare GE, %iterArg_13, %55, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %57 = stablehlo.log %iterArg_13 : tensor<3xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %59 = stablehlo.multiply %iterArg_11, %58 : tensor<3xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %61 = stablehlo.subtract %60, %iterArg_12 : tensor<3xf32>
      %62 = stablehlo.log %iterArg_12 : tensor<3xf32>
      %63 = stablehlo.add %61, %62 : tensor<3xf32>
      %64 = stablehlo.multiply %iterArg, %63 : tensor<3xf32>
      %65 = stablehlo.add %59, %64 : tensor<3xf32>
      %66 = stablehlo.compare GE, %57, %65, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %67 = stablehlo.and %56, %66 : tensor<3xi1>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
      %69 = stablehlo.select %68, %39, %iterArg_10 : tensor<3x2xi1>, tensor<3x2xui32>
      %70 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %71 = stablehlo.select %70, %47, %iterArg_11 : tensor<3xi1>, tensor<3xf32>
      %72 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %73 = stablehlo.select %72, %49, %iterArg_12 : tensor<3xi1>, tensor<3xf32>
      %74 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %75 = stablehlo.select %74, %50, %iterArg_13 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %iterArg, %iterArg_9, %69, %71, %73, %75 : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %23 = call @_exponential(%18) : (tensor<3x2xui32>) -> tensor<3xf32>
    %24 = stablehlo.negate %23 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %26 = stablehlo.compare EQ, %24, %25, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %27 = stablehlo.or %5, %26 : tensor<3xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %29 = stablehlo.divide %28, %0 : tensor<3xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %32 = stablehlo.select %27, %31, %30 : tensor<3xi1>, tensor<3xf32>
    %33 = stablehlo.log %10 : tensor<3xf32>
    %34 = stablehlo.log %22#4 : tensor<3xf32>
    %35 = stablehlo.add %33, %34 : tensor<3xf32>
    %36 = stablehlo.add %35, %32 : tensor<3xf32>
    return %36 : tensor<3xf32>
  }
  func.func private @_exponential(%arg0: tensor<3x2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_26(%arg0, %cst, %cst_0) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.negate %0 : tensor<3xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<3xf32>
    %3 = stablehlo.negate %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_rademacher(%arg0: tensor<2xui32>) -> tensor<6xi32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @_bernoulli(%arg0, %cst) : (tensor<2xui32>, tensor<f32>) -> tensor<6xi1>
    %1 = stablehlo.convert %0 : (tensor<6xi1>) -> tensor<6xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.multiply %2, %1 : tensor<6xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.subtract %3, %4 : tensor<6xi32>
    return %5 : tensor<6xi32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<6xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_28(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    return %2 : tensor<6xi1>
  }
  func.func private @_uniform_28(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<6xui64>
    %13 = stablehlo.convert %10 : (tensor<6xui64>) -> tensor<6xui32>
    %14 = stablehlo.convert %12 : (tensor<6xui64>) -> tensor<6xui32>
    %15:2 = call @threefry2x32_29(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %20 = stablehlo.or %18, %19 : tensor<6xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<6xui32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<6xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<6xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %28 = stablehlo.add %26, %27 : tensor<6xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<6xf32>
    return %30 : tensor<6xf32>
  }
  func.func private @threefry2x32_29(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_30(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @closed_call_30(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6xui32>
    %9 = stablehlo.or %5, %8 : tensor<6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6xui32>
    %19 = stablehlo.or %15, %18 : tensor<6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6xui32>
    %29 = stablehlo.or %25, %28 : tensor<6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6xui32>
    %39 = stablehlo.or %35, %38 : tensor<6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %42 = stablehlo.add %33, %41 : tensor<6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %44 = stablehlo.add %40, %43 : tensor<6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %48 = stablehlo.add %44, %47 : tensor<6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_weibull_min(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @_uniform_31(%arg0, %c, %c_0) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3xf32>
    %1 = stablehlo.negate %0 : tensor<3xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<3xf32>
    %3 = stablehlo.negate %2 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.divide %cst, %arg2 : tensor<f32>
    %5 = stablehlo.convert %4 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.power %3, %6 : tensor<3xf32>
    %8 = stablehlo.convert %arg1 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<3xf32>
    return %10 : tensor<3xf32>
  }
  func.func private @_uniform_31(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<3xui64>
    %13 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32_6(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.or %18, %19 : tensor<3xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<3xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.add %26, %27 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @_pareto(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = call @_exponential_32(%arg0) : (tensor<2xui32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3xf32>
    %4 = stablehlo.exponential %3 : tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @_exponential_32(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_33(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.negate %0 : tensor<3xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<3xf32>
    %3 = stablehlo.negate %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_33(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<3xui64>
    %13 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32_6(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.or %18, %19 : tensor<3xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<3xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.add %26, %27 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @_maxwell(%arg0: tensor<2xui32>) -> tensor<2xf32> {
    %0 = call @_normal_34(%arg0) : (tensor<2xui32>) -> tensor<2x3xf32>
    %1 = call @norm(%0) : (tensor<2x3xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @_normal_34(%arg0: tensor<2xui32>) -> tensor<2x3xf32> {
    %0 = call @_normal_real_35(%arg0) : (tensor<2xui32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func private @_normal_real_35(%arg0: tensor<2xui32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_36(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %1 = chlo.erf_inv %0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
  func.func private @_uniform_36(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<2x3xui64>
    %7 = stablehlo.iota dim = 1 : tensor<2x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<2x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<2x3xui64>
    %12 = stablehlo.add %9, %11 : tensor<2x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<2x3xui64>
    %15 = stablehlo.convert %12 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %16 = stablehlo.convert %14 : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %17:2 = call @threefry2x32_37(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %22 = stablehlo.or %20, %21 : tensor<2x3xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<2x3xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<2x3xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x3xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<2x3xf32>
    return %32 : tensor<2x3xf32>
  }
  func.func private @threefry2x32_37(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_38(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @closed_call_38(%arg0: tensor<i32>, %arg1: tensor<2x3xui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @norm(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.sqrt %1 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @cumsum(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = call @cumsum_39(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @cumsum_39(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @searchsorted(%arg0: tensor<6xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<6xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %0 = call @_searchsorted_scan_impl_40(%arg0, %arg1) : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_searchsorted_scan_impl_40(%arg0: tensor<6xf32>, %arg1: tensor<4xf32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_41(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<4xui32>) -> tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func private @closed_call_41(%arg0: tensor<6xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<4xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<4xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<4xi1>, tensor<4xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<4xi1>, tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<4xi1>, tensor<4xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<4xi1>, tensor<4xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<4xi1>, tensor<4xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<4xi1>, tensor<4xui32>
    return %21, %22 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @floor_divide(%arg0: tensor<4xui32>, %arg1: tensor<i32>) -> tensor<4xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4xui32>
    return %2 : tensor<4xui32>
  }
  func.func private @_take(%arg0: tensor<6xf32>, %arg1: tensor<4xi32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xi32>
    %4 = call @_where_42(%1, %3, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4xi1>, tensor<4xf32>
    return %15 : tensor<4xf32>
  }
  func.func private @_where_42(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @_shuffle(%arg0: tensor<2xui32>, %arg1: tensor<3x4xi32>) -> tensor<3x4xi32> {
    %0 = call @_threefry_split_0(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %2 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3x4xui64>
    %8 = stablehlo.iota dim = 1 : tensor<3x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<3x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<3x4xui64>
    %13 = stablehlo.add %10, %12 : tensor<3x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<3x4xui64>
    %16 = stablehlo.convert %13 : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %17 = stablehlo.convert %15 : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %18:2 = call @threefry2x32_43(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<3x4xui32>
    %20:2 = "stablehlo.sort"(%19, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %21 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    }) : (tensor<3x4xui32>, tensor<3x4xi32>) -> (tensor<3x4xui32>, tensor<3x4xi32>)
    return %20#1 : tensor<3x4xi32>
  }
  func.func private @threefry2x32_43(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x4xui32>, %arg3: tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_44(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x4xui32>, tensor<3x4xui32>
  }
  func.func private @closed_call_44(%arg0: tensor<i32>, %arg1: tensor<3x4xui32>, %arg2: tensor<3x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
