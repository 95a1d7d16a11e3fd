module @jit_int_pow_specials attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf16> {jax.result_info = "result[7]"}, tensor<8xf16> {jax.result_info = "result[8]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}, tensor<8xf32> {jax.result_info = "result[12]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare EQ, %arg0, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare NE, %arg1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.and %1, %3 : tensor<8xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %5 = call @_where(%4, %c_1, %c_2) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.and %arg1, %6 : tensor<8xi32>
    %8 = stablehlo.multiply %5, %arg0 : tensor<8xi32>
    %9 = call @_where_0(%7, %8, %5) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %10 = stablehlo.multiply %arg0, %arg0 : tensor<8xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.shift_right_logical %arg1, %11 : tensor<8xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.and %12, %13 : tensor<8xi32>
    %15 = stablehlo.multiply %9, %10 : tensor<8xi32>
    %16 = call @_where_0(%14, %15, %9) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %17 = stablehlo.multiply %10, %10 : tensor<8xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %19 = stablehlo.shift_right_logical %12, %18 : tensor<8xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %21 = stablehlo.and %19, %20 : tensor<8xi32>
    %22 = stablehlo.multiply %16, %17 : tensor<8xi32>
    %23 = call @_where_0(%21, %22, %16) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %24 = stablehlo.multiply %17, %17 : tensor<8xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %26 = stablehlo.shift_right_logical %19, %25 : tensor<8xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %28 = stablehlo.and %26, %27 : tensor<8xi32>
    %29 = stablehlo.multiply %23, %24 : tensor<8xi32>
    %30 = call @_where_0(%28, %29, %23) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %31 = stablehlo.multiply %24, %24 : tensor<8xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %33 = stablehlo.shift_right_logical %26, %32 : tensor<8xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %35 = stablehlo.and %33, %34 : tensor<8xi32>
    %36 = stablehlo.multiply %30, %31 : tensor<8xi32>
    %37 = call @_where_0(%35, %36, %30) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %38 = stablehlo.multiply %31, %31 : tensor<8xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %40 = stablehlo.shift_right_logical %33, %39 : tensor<8xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %42 = stablehlo.and %40, %41 : tensor<8xi32>
    %43 = stablehlo.multiply %37, %38 : tensor<8xi32>
    %44 = call @_where_0(%42, %43, %37) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %46 = stablehlo.abs %arg1 : tensor<8xi32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %47 = call @remainder(%46, %c_15) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %49 = stablehlo.compare EQ, %arg0, %48, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %51 = stablehlo.compare NE, %47, %50, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %52 = stablehlo.and %49, %51 : tensor<8xi1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %53 = call @_where(%52, %c_18, %c_19) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %55 = stablehlo.and %47, %54 : tensor<8xi32>
    %56 = stablehlo.multiply %53, %arg0 : tensor<8xi32>
    %57 = call @_where_0(%55, %56, %53) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %58 = stablehlo.multiply %arg0, %arg0 : tensor<8xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %60 = stablehlo.shift_right_logical %47, %59 : tensor<8xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %62 = stablehlo.and %60, %61 : tensor<8xi32>
    %63 = stablehlo.multiply %57, %58 : tensor<8xi32>
    %64 = call @_where_0(%62, %63, %57) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %65 = stablehlo.multiply %58, %58 : tensor<8xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %67 = stablehlo.shift_right_logical %60, %66 : tensor<8xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %69 = stablehlo.and %67, %68 : tensor<8xi32>
    %70 = stablehlo.multiply %64, %65 : tensor<8xi32>
    %71 = call @_where_0(%69, %70, %64) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %72 = stablehlo.multiply %65, %65 : tensor<8xi32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %74 = stablehlo.shift_right_logical %67, %73 : tensor<8xi32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %76 = stablehlo.and %74, %75 : tensor<8xi32>
    %77 = stablehlo.multiply %71, %72 : tensor<8xi32>
    %78 = call @_where_0(%76, %77, %71) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %79 = stablehlo.multiply %72, %72 : tensor<8xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %81 = stablehlo.shift_right_logical %74, %80 : tensor<8xi32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %83 = stablehlo.and %81, %82 : tensor<8xi32>
    %84 = stablehlo.multiply %78, %79 : tensor<8xi32>
    %85 = call @_where_0(%83, %84, %78) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %86 = stablehlo.multiply %79, %79 : tensor<8xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %88 = stablehlo.shift_right_logical %81, %87 : tensor<8xi32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %90 = stablehlo.and %88, %89 : tensor<8xi32>
    %91 = stablehlo.multiply %85, %86 : tensor<8xi32>
    %92 = call @_where_0(%90, %91, %85) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %93 = stablehlo.remainder %arg2, %arg3 : tensor<8xf32>
    %94 = call @floor_divide(%arg2, %arg3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = call @remainder_3(%arg2, %arg3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %96 = call @fmod(%arg2, %arg3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %97 = stablehlo.convert %arg2 : (tensor<8xf32>) -> tensor<8xf16>
    %98 = call @round(%97) : (tensor<8xf16>) -> tensor<8xf16>
    %99 = stablehlo.convert %arg2 : (tensor<8xf32>) -> tensor<8xf16>
    %100 = call @round_4(%99) : (tensor<8xf16>) -> tensor<8xf16>
    %101 = stablehlo.convert %arg0 : (tensor<8xi32>) -> tensor<8xf32>
    %102 = stablehlo.convert %arg1 : (tensor<8xi32>) -> tensor<8xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %104 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %105 = stablehlo.compare EQ, %arg1, %104, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %106 = call @_where_5(%105, %c_32, %arg1) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %107 = stablehlo.divide %arg0, %106 : tensor<8xi32>
    %108 = stablehlo.sign %arg3 : tensor<8xf32>
    %109 = call @copysign(%arg2, %arg3) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    return %44, %45, %92, %93, %94, %95, %96, %98, %100, %103, %107, %108, %109 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf16>, tensor<8xf16>, tensor<8xf32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.compare EQ, %arg1, %1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %3 = stablehlo.subtract %arg0, %0 : tensor<8xf32>
    %4 = call @_where_2(%2, %arg0, %3) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %5 = stablehlo.divide %4, %arg1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.compare NE, %0, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %8 = stablehlo.sign %arg1 : tensor<8xf32>
    %9 = stablehlo.sign %0 : tensor<8xf32>
    %10 = stablehlo.compare NE, %8, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %11 = stablehlo.and %7, %10 : tensor<8xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.subtract %5, %12 : tensor<8xf32>
    %14 = stablehlo.select %11, %13, %5 : tensor<8xi1>, tensor<8xf32>
    %15 = stablehlo.round_nearest_afz %14 : tensor<8xf32>
    return %15 : tensor<8xf32>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @remainder_3(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.compare NE, %0, %1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare LT, %0, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare LT, %arg1, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %7 = stablehlo.compare NE, %4, %6, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %8 = stablehlo.and %7, %2 : tensor<8xi1>
    %9 = stablehlo.add %0, %arg1 : tensor<8xf32>
    %10 = stablehlo.select %8, %9, %0 : tensor<8xi1>, tensor<8xf32>
    return %10 : tensor<8xf32>
  }
  func.func private @fmod(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @round(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8xf16>
    return %0 : tensor<8xf16>
  }
  func.func private @round_4(%arg0: tensor<8xf16>) -> tensor<8xf16> {
    %0 = stablehlo.convert %arg0 : (tensor<8xf16>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8xf32>
    %3 = stablehlo.round_nearest_even %2 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8xf32>
    %6 = stablehlo.convert %5 : (tensor<8xf32>) -> tensor<8xf16>
    return %6 : tensor<8xf16>
  }
  func.func private @_where_5(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @copysign(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = call @signbit(%arg1) : (tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.abs %arg0 : tensor<8xf32>
    %2 = stablehlo.negate %1 : tensor<8xf32>
    %3 = stablehlo.abs %arg0 : tensor<8xf32>
    %4 = call @_where_2(%0, %2, %3) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    return %4 : tensor<8xf32>
  }
  func.func private @signbit(%arg0: tensor<8xf32>) -> tensor<8xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = stablehlo.convert %4 : tensor<8xi1>
    return %5 : tensor<8xi1>
  }
}
