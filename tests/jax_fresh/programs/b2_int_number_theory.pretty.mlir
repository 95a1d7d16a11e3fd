module @jit_int_number_theory attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8xi32> {jax.result_info = "result[2]"}, tensor<8xi32> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xi32> {jax.result_info = "result[8]"}, tensor<8xui8> {jax.result_info = "result[9]"}, tensor<8xi32> {jax.result_info = "result[10]"}) {
    %0 = call @gcd(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %1 = call @lcm(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<8xi32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<8xi32>
    %4 = stablehlo.abs %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare EQ, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare NE, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %9 = stablehlo.and %6, %8 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = call @_where_3(%9, %c_2, %c_3) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.and %c_4, %c_5 : tensor<i32>
    %12 = stablehlo.multiply %10, %4 : tensor<8xi32>
    %13 = call @_where_4(%11, %12, %10) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %14 = stablehlo.multiply %4, %4 : tensor<8xi32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.shift_right_logical %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.and %15, %c_8 : tensor<i32>
    %17 = stablehlo.multiply %13, %14 : tensor<8xi32>
    %18 = call @_where_4(%16, %17, %13) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %19 = stablehlo.multiply %14, %14 : tensor<8xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.shift_right_logical %15, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.and %20, %c_10 : tensor<i32>
    %22 = stablehlo.multiply %18, %19 : tensor<8xi32>
    %23 = call @_where_4(%21, %22, %18) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %24 = stablehlo.multiply %19, %19 : tensor<8xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %25 = stablehlo.shift_right_logical %20, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.and %25, %c_12 : tensor<i32>
    %27 = stablehlo.multiply %23, %24 : tensor<8xi32>
    %28 = call @_where_4(%26, %27, %23) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %29 = stablehlo.multiply %24, %24 : tensor<8xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.shift_right_logical %25, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %31 = stablehlo.and %30, %c_14 : tensor<i32>
    %32 = stablehlo.multiply %28, %29 : tensor<8xi32>
    %33 = call @_where_4(%31, %32, %28) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %34 = stablehlo.multiply %29, %29 : tensor<8xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.shift_right_logical %30, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.and %35, %c_16 : tensor<i32>
    %37 = stablehlo.multiply %33, %34 : tensor<8xi32>
    %38 = call @_where_4(%36, %37, %33) : (tensor<i32>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %40 = stablehlo.compare EQ, %arg1, %39, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %41 = call @_where_5(%40, %c_18, %arg1) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %42 = call @floor_divide(%arg0, %41) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %44 = stablehlo.compare EQ, %arg1, %43, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_20 = stablehlo.constant dense<7> : tensor<i32>
    %45 = call @_where_5(%44, %c_20, %arg1) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %46 = call @remainder(%arg0, %45) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %47 = stablehlo.convert %arg0 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %48 = call @divmod(%47, %cst) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.convert %arg0 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_21 = stablehlo.constant dense<-2.500000e+00> : tensor<f32>
    %50 = call @divmod_7(%49, %cst_21) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %52 = stablehlo.shift_left %arg0, %51 : tensor<8xi32>
    %53 = call @bitwise_count(%arg0) : (tensor<8xi32>) -> tensor<8xui8>
    %54 = stablehlo.not %arg1 : tensor<8xi32>
    return %0, %1, %3, %38, %42, %46, %48, %50, %52, %53, %54 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xui8>, tensor<8xi32>
  }
  func.func private @gcd(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.abs %arg0 : tensor<8xi32>
    %1 = stablehlo.abs %arg1 : tensor<8xi32>
    %2:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %1) : tensor<8xi32>, tensor<8xi32>
    cond {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %5 = stablehlo.reduce(%4 init: %c_1) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %4 = stablehlo.compare NE, %iterArg_0, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %5 = func.call @_where(%4, %iterArg_0, %iterArg) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %7 = stablehlo.compare NE, %iterArg_0, %6, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %8 = stablehlo.remainder %iterArg, %iterArg_0 : tensor<8xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %9 = func.call @_where_0(%7, %8, %c_2) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
      %10 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %11 = func.call @_where(%10, %9, %5) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %12 = stablehlo.compare LT, %5, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %13 = func.call @_where(%12, %5, %9) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      stablehlo.return %11, %13 : tensor<8xi32>, tensor<8xi32>
    }
    return %2#0 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @lcm(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.abs %arg0 : tensor<8xi32>
    %1 = stablehlo.abs %arg1 : tensor<8xi32>
    %2 = call @gcd(%0, %1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = call @floor_divide(%1, %2) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %6 = stablehlo.multiply %0, %5 : tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where_2(%4, %c_0, %6) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    return %7 : tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.sign %arg0 : tensor<8xi32>
    %2 = stablehlo.sign %arg1 : tensor<8xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.and %3, %6 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<8xi32>
    %10 = call @_where_1(%7, %9, %0) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %10 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_where_3(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_4(%arg0: tensor<i32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_where_5(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = call @_where_1(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @divmod(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.subtract %arg0, %2 : tensor<8xf32>
    %5 = call @_where_6(%3, %arg0, %4) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.compare NE, %2, %8, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %10 = stablehlo.sign %0 : tensor<f32>
    %11 = stablehlo.sign %2 : tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.compare NE, %12, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %14 = stablehlo.and %9, %13 : tensor<8xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.subtract %7, %15 : tensor<8xf32>
    %17 = stablehlo.select %14, %16, %7 : tensor<8xi1>, tensor<8xf32>
    %18 = stablehlo.round_nearest_afz %17 : tensor<8xf32>
    return %18 : tensor<8xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @divmod_7(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %5 = stablehlo.sign %0 : tensor<f32>
    %6 = stablehlo.sign %2 : tensor<8xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare NE, %7, %6, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %9 = stablehlo.and %4, %8 : tensor<8xi1>
    %10 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.add %2, %10 : tensor<8xf32>
    %12 = stablehlo.select %9, %11, %2 : tensor<8xi1>, tensor<8xf32>
    return %12 : tensor<8xf32>
  }
  func.func private @bitwise_count(%arg0: tensor<8xi32>) -> tensor<8xui8> {
    %0 = stablehlo.abs %arg0 : tensor<8xi32>
    %1 = stablehlo.popcnt %0 : tensor<8xi32>
    %2 = stablehlo.convert %1 : (tensor<8xi32>) -> tensor<8xui8>
    return %2 : tensor<8xui8>
  }
}
