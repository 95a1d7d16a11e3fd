module @jit_jnp_float_funcs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xi1> {jax.result_info = "result[1]"}, tensor<12xi1> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}, tensor<12xf32> {jax.result_info = "result[13]"}, tensor<12xf32> {jax.result_info = "result[14]"}, tensor<12xf32> {jax.result_info = "result[15]"}, tensor<12xi1> {jax.result_info = "result[16]"}, tensor<12xf32> {jax.result_info = "result[17]"}, tensor<12xf32> {jax.result_info = "result[18]"}, tensor<12xf32> {jax.result_info = "result[19]"}, tensor<12xf32> {jax.result_info = "result[20]"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-9.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %0 = call @nan_to_num(%arg0, %cst, %cst_0, %cst_1) : (tensor<12xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1 = call @isclose(%arg0, %arg1, %cst_2, %cst_3) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xi1>
    %2 = call @isclose_0(%arg0, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.multiply %arg1, %3 : tensor<12xf32>
    %5 = call @round(%4) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<12xf32>
    %8 = call @round_1(%7) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_6 = stablehlo.constant dense<-0.699999988> : tensor<f32>
    %9 = call @fmod(%arg1, %cst_6) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_7 = stablehlo.constant dense<-0.699999988> : tensor<f32>
    %10 = call @remainder(%arg1, %cst_7) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = call @heaviside(%arg1, %cst_8) : (tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %12 = call @sinc(%arg1) : (tensor<12xf32>) -> tensor<12xf32>
    %13 = call @i0(%arg1) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.multiply %arg1, %14 : tensor<12xf32>
    %16 = stablehlo.maximum %arg1, %15 : tensor<12xf32>
    %17 = stablehlo.subtract %arg1, %15 : tensor<12xf32>
    %18 = stablehlo.compare NE, %17, %17, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %19 = stablehlo.add %arg1, %15 : tensor<12xf32>
    %20 = stablehlo.abs %17 : tensor<12xf32>
    %21 = stablehlo.negate %20 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<12xf32>
    %24 = stablehlo.exponential %23 : tensor<12xf32>
    %25 = stablehlo.log_plus_one %24 : tensor<12xf32>
    %cst_11 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<12xf32>
    %28 = stablehlo.add %16, %27 : tensor<12xf32>
    %29 = stablehlo.select %18, %19, %28 : tensor<12xi1>, tensor<12xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %31 = stablehlo.add %arg1, %30 : tensor<12xf32>
    %32 = call @hypot(%arg1, %31) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %33 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst_13 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %35 = stablehlo.power %33, %34 : tensor<12xf32>
    %36 = stablehlo.negate %arg1 : tensor<12xf32>
    %37 = call @copysign(%arg1, %36) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %38 = call @fmin(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %39 = call @fmax(%arg0, %arg1) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %40 = call @signbit(%arg1) : (tensor<12xf32>) -> tensor<12xi1>
    %cst_14 = stablehlo.constant dense<0.0174532924> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %42 = stablehlo.multiply %arg1, %41 : tensor<12xf32>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %44 = stablehlo.multiply %arg1, %43 : tensor<12xf32>
    %45 = call @rint(%44) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %47 = stablehlo.multiply %arg1, %46 : tensor<12xf32>
    %48 = call @trunc(%47) : (tensor<12xf32>) -> tensor<12xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %50 = stablehlo.multiply %arg1, %49 : tensor<12xf32>
    %51 = call @modf(%50) : (tensor<12xf32>) -> tensor<12xf32>
    return %0, %1, %2, %5, %8, %9, %10, %11, %12, %13, %29, %32, %35, %37, %38, %39, %40, %42, %45, %48, %51 : tensor<12xf32>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %10 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @isclose(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<12xi1> {
    %0 = stablehlo.convert %arg3 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.is_finite %arg1 : (tensor<12xf32>) -> tensor<12xi1>
    %3 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %4 = stablehlo.abs %3 : tensor<12xf32>
    %5 = stablehlo.abs %arg1 : tensor<12xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<12xf32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.add %8, %7 : tensor<12xf32>
    %10 = stablehlo.compare LE, %4, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %11 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %12 = stablehlo.and %2, %10 : tensor<12xi1>
    %13 = stablehlo.or %11, %12 : tensor<12xi1>
    return %13 : tensor<12xi1>
  }
  func.func private @isclose_0(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.and %0, %1 : tensor<12xi1>
    %3 = stablehlo.is_finite %arg1 : (tensor<12xf32>) -> tensor<12xi1>
    %4 = stablehlo.subtract %arg0, %arg1 : tensor<12xf32>
    %5 = stablehlo.abs %4 : tensor<12xf32>
    %6 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.add %9, %8 : tensor<12xf32>
    %11 = stablehlo.compare LE, %5, %10, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %12 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %13 = stablehlo.and %3, %11 : tensor<12xi1>
    %14 = stablehlo.or %12, %13 : tensor<12xi1>
    %15 = stablehlo.or %14, %2 : tensor<12xi1>
    return %15 : tensor<12xi1>
  }
  func.func private @round(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.divide %2, %3 : tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @round_1(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.divide %2, %3 : tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @fmod(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @remainder(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %10 = stablehlo.and %9, %4 : tensor<12xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.add %2, %11 : tensor<12xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<12xi1>, tensor<12xf32>
    return %13 : tensor<12xf32>
  }
  func.func private @heaviside(%arg0: tensor<12xf32>, %arg1: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.compare LT, %arg0, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %6 = call @_where_2(%5, %arg0, %0) : (tensor<12xi1>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = call @_where(%4, %cst_1, %6) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where(%2, %cst_2, %7) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %8 : tensor<12xf32>
  }
  func.func private @_where_2(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @sinc(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%1, %cst_1, %3) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.add %6, %7 : tensor<12xf32>
    %9 = stablehlo.sine %4 : tensor<12xf32>
    %10 = stablehlo.divide %9, %4 : tensor<12xf32>
    %11 = call @_where_3(%1, %8, %10) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %11 : tensor<12xf32>
  }
  func.func private @_where_3(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @i0(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %1 = stablehlo.exponential %0 : tensor<12xf32>
    %2 = stablehlo.abs %0 : tensor<12xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.multiply %3, %2 : tensor<12xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.multiply %7, %8 : tensor<12xf32>
    %12 = stablehlo.subtract %11, %9 : tensor<12xf32>
    %cst_5 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.add %12, %13 : tensor<12xf32>
    %15 = stablehlo.multiply %7, %14 : tensor<12xf32>
    %16 = stablehlo.subtract %15, %8 : tensor<12xf32>
    %cst_6 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.add %16, %17 : tensor<12xf32>
    %19 = stablehlo.multiply %7, %18 : tensor<12xf32>
    %20 = stablehlo.subtract %19, %14 : tensor<12xf32>
    %cst_7 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %22 = stablehlo.add %20, %21 : tensor<12xf32>
    %23 = stablehlo.multiply %7, %22 : tensor<12xf32>
    %24 = stablehlo.subtract %23, %18 : tensor<12xf32>
    %cst_8 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.add %24, %25 : tensor<12xf32>
    %27 = stablehlo.multiply %7, %26 : tensor<12xf32>
    %28 = stablehlo.subtract %27, %22 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %30 = stablehlo.add %28, %29 : tensor<12xf32>
    %31 = stablehlo.multiply %7, %30 : tensor<12xf32>
    %32 = stablehlo.subtract %31, %26 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %34 = stablehlo.add %32, %33 : tensor<12xf32>
    %35 = stablehlo.multiply %7, %34 : tensor<12xf32>
    %36 = stablehlo.subtract %35, %30 : tensor<12xf32>
    %cst_11 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %38 = stablehlo.add %36, %37 : tensor<12xf32>
    %39 = stablehlo.multiply %7, %38 : tensor<12xf32>
    %40 = stablehlo.subtract %39, %34 : tensor<12xf32>
    %cst_12 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %42 = stablehlo.add %40, %41 : tensor<12xf32>
    %43 = stablehlo.multiply %7, %42 : tensor<12xf32>
    %44 = stablehlo.subtract %43, %38 : tensor<12xf32>
    %cst_13 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %46 = stablehlo.add %44, %45 : tensor<12xf32>
    %47 = stablehlo.multiply %7, %46 : tensor<12xf32>
    %48 = stablehlo.subtract %47, %42 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %50 = stablehlo.add %48, %49 : tensor<12xf32>
    %51 = stablehlo.multiply %7, %50 : tensor<12xf32>
    %52 = stablehlo.subtract %51, %46 : tensor<12xf32>
    %cst_15 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %54 = stablehlo.add %52, %53 : tensor<12xf32>
    %55 = stablehlo.multiply %7, %54 : tensor<12xf32>
    %56 = stablehlo.subtract %55, %50 : tensor<12xf32>
    %cst_16 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %58 = stablehlo.add %56, %57 : tensor<12xf32>
    %59 = stablehlo.multiply %7, %58 : tensor<12xf32>
    %60 = stablehlo.subtract %59, %54 : tensor<12xf32>
    %cst_17 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %62 = stablehlo.add %60, %61 : tensor<12xf32>
    %63 = stablehlo.multiply %7, %62 : tensor<12xf32>
    %64 = stablehlo.subtract %63, %58 : tensor<12xf32>
    %cst_18 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %66 = stablehlo.add %64, %65 : tensor<12xf32>
    %67 = stablehlo.multiply %7, %66 : tensor<12xf32>
    %68 = stablehlo.subtract %67, %62 : tensor<12xf32>
    %cst_19 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %70 = stablehlo.add %68, %69 : tensor<12xf32>
    %71 = stablehlo.multiply %7, %70 : tensor<12xf32>
    %72 = stablehlo.subtract %71, %66 : tensor<12xf32>
    %cst_20 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %74 = stablehlo.add %72, %73 : tensor<12xf32>
    %75 = stablehlo.multiply %7, %74 : tensor<12xf32>
    %76 = stablehlo.subtract %75, %70 : tensor<12xf32>
    %cst_21 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %78 = stablehlo.add %76, %77 : tensor<12xf32>
    %79 = stablehlo.multiply %7, %78 : tensor<12xf32>
    %80 = stablehlo.subtract %79, %74 : tensor<12xf32>
    %cst_22 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %82 = stablehlo.add %80, %81 : tensor<12xf32>
    %83 = stablehlo.subtract %82, %74 : tensor<12xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<12xf32>
    %86 = stablehlo.divide %5, %2 : tensor<12xf32>
    %87 = stablehlo.subtract %86, %4 : tensor<12xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %91 = stablehlo.multiply %87, %88 : tensor<12xf32>
    %92 = stablehlo.subtract %91, %89 : tensor<12xf32>
    %cst_27 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %94 = stablehlo.add %92, %93 : tensor<12xf32>
    %95 = stablehlo.multiply %87, %94 : tensor<12xf32>
    %96 = stablehlo.subtract %95, %88 : tensor<12xf32>
    %cst_28 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %98 = stablehlo.add %96, %97 : tensor<12xf32>
    %99 = stablehlo.multiply %87, %98 : tensor<12xf32>
    %100 = stablehlo.subtract %99, %94 : tensor<12xf32>
    %cst_29 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %102 = stablehlo.add %100, %101 : tensor<12xf32>
    %103 = stablehlo.multiply %87, %102 : tensor<12xf32>
    %104 = stablehlo.subtract %103, %98 : tensor<12xf32>
    %cst_30 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %106 = stablehlo.add %104, %105 : tensor<12xf32>
    %107 = stablehlo.multiply %87, %106 : tensor<12xf32>
    %108 = stablehlo.subtract %107, %102 : tensor<12xf32>
    %cst_31 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %110 = stablehlo.add %108, %109 : tensor<12xf32>
    %111 = stablehlo.multiply %87, %110 : tensor<12xf32>
    %112 = stablehlo.subtract %111, %106 : tensor<12xf32>
    %cst_32 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %114 = stablehlo.add %112, %113 : tensor<12xf32>
    %115 = stablehlo.multiply %87, %114 : tensor<12xf32>
    %116 = stablehlo.subtract %115, %110 : tensor<12xf32>
    %cst_33 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %118 = stablehlo.add %116, %117 : tensor<12xf32>
    %119 = stablehlo.subtract %118, %110 : tensor<12xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<12xf32>
    %122 = stablehlo.sqrt %2 : tensor<12xf32>
    %123 = stablehlo.divide %121, %122 : tensor<12xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %125 = stablehlo.compare LE, %2, %124, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %126 = stablehlo.select %125, %85, %123 : tensor<12xi1>, tensor<12xf32>
    %127 = stablehlo.multiply %1, %126 : tensor<12xf32>
    return %127 : tensor<12xf32>
  }
  func.func private @hypot(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.abs %arg0 : tensor<12xf32>
    %1 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %6 = stablehlo.or %3, %5 : tensor<12xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<12xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = call @_where_3(%12, %13, %7) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %15 = stablehlo.divide %8, %14 : tensor<12xf32>
    %16 = chlo.square %15 : tensor<12xf32> -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.add %17, %16 : tensor<12xf32>
    %19 = stablehlo.sqrt %18 : tensor<12xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<12xf32>
    %21 = call @_where_3(%10, %7, %20) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where(%6, %cst_5, %21) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    return %22 : tensor<12xf32>
  }
  func.func private @copysign(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = call @signbit(%arg1) : (tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.abs %arg0 : tensor<12xf32>
    %2 = stablehlo.negate %1 : tensor<12xf32>
    %3 = stablehlo.abs %arg0 : tensor<12xf32>
    %4 = call @_where_3(%0, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @signbit(%arg0: tensor<12xf32>) -> tensor<12xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<12xf32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = stablehlo.convert %4 : tensor<12xi1>
    return %5 : tensor<12xi1>
  }
  func.func private @fmin(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.or %0, %1 : tensor<12xi1>
    %3 = call @_where_3(%2, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @fmax(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.or %0, %1 : tensor<12xi1>
    %3 = call @_where_3(%2, %arg0, %arg1) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @rint(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @trunc(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.ceil %arg0 : tensor<12xf32>
    %3 = stablehlo.floor %arg0 : tensor<12xf32>
    %4 = call @_where_3(%1, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @modf(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %2 = stablehlo.floor %arg0 : tensor<12xf32>
    %3 = stablehlo.ceil %arg0 : tensor<12xf32>
    %4 = call @_where_3(%1, %2, %3) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<12xf32>
    return %5 : tensor<12xf32>
  }
}
