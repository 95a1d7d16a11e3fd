module @jit_small_int_arith attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<8xui8>, %arg2: tensor<8xi16>, %arg3: tensor<8xui16>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<8xi8> {jax.result_info = "result[2]"}, tensor<8xi8> {jax.result_info = "result[3]"}, tensor<8xi8> {jax.result_info = "result[4]"}, tensor<8xi8> {jax.result_info = "result[5]"}, tensor<8xui8> {jax.result_info = "result[6]"}, tensor<8xui8> {jax.result_info = "result[7]"}, tensor<8xui8> {jax.result_info = "result[8]"}, tensor<8xui8> {jax.result_info = "result[9]"}, tensor<8xui8> {jax.result_info = "result[10]"}, tensor<8xi16> {jax.result_info = "result[11]"}, tensor<8xi16> {jax.result_info = "result[12]"}, tensor<8xi16> {jax.result_info = "result[13]"}, tensor<8xi16> {jax.result_info = "result[14]"}, tensor<8xui16> {jax.result_info = "result[15]"}, tensor<8xui16> {jax.result_info = "result[16]"}, tensor<8xui16> {jax.result_info = "result[17]"}, tensor<8xui16> {jax.result_info = "result[18]"}, tensor<8xui16> {jax.result_info = "result[19]"}, tensor<8xi8> {jax.result_info = "result[20]"}, tensor<8xui8> {jax.result_info = "result[21]"}, tensor<8xi8> {jax.result_info = "result[22]"}, tensor<8xf32> {jax.result_info = "result[23]"}, tensor<8xf16> {jax.result_info = "result[24]"}) {
    %0 = stablehlo.add %arg0, %arg0 : tensor<8xi8>
    %c = stablehlo.constant dense<3> : tensor<i8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %2 = stablehlo.multiply %arg0, %1 : tensor<8xi8>
    %c_0 = stablehlo.constant dense<3> : tensor<i8>
    %3 = call @floor_divide(%arg0, %c_0) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    %c_1 = stablehlo.constant dense<-4> : tensor<i8>
    %4 = call @remainder(%arg0, %c_1) : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    %5 = stablehlo.negate %arg0 : tensor<8xi8>
    %6 = stablehlo.abs %arg0 : tensor<8xi8>
    %c_2 = stablehlo.constant dense<200> : tensor<ui8>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %8 = stablehlo.add %arg1, %7 : tensor<8xui8>
    %9 = stablehlo.multiply %arg1, %arg1 : tensor<8xui8>
    %c_3 = stablehlo.constant dense<7> : tensor<ui8>
    %10 = call @floor_divide_1(%arg1, %c_3) : (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>
    %c_4 = stablehlo.constant dense<2> : tensor<ui8>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %12 = stablehlo.shift_right_logical %arg1, %11 : tensor<8xui8>
    %c_5 = stablehlo.constant dense<3> : tensor<ui8>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %14 = stablehlo.shift_left %arg1, %13 : tensor<8xui8>
    %15 = stablehlo.multiply %arg2, %arg2 : tensor<8xi16>
    %c_6 = stablehlo.constant dense<3> : tensor<i16>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i16>) -> tensor<8xi16>
    %17 = stablehlo.shift_right_arithmetic %arg2, %16 : tensor<8xi16>
    %c_7 = stablehlo.constant dense<5> : tensor<i16>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i16>) -> tensor<8xi16>
    %19 = stablehlo.shift_left %arg2, %18 : tensor<8xi16>
    %c_8 = stablehlo.constant dense<4> : tensor<i16>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i16>) -> tensor<8xi16>
    %21 = stablehlo.shift_right_logical %arg2, %20 : tensor<8xi16>
    %22 = stablehlo.add %arg3, %arg3 : tensor<8xui16>
    %c_9 = stablehlo.constant dense<300> : tensor<ui16>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui16>) -> tensor<8xui16>
    %24 = stablehlo.multiply %arg3, %23 : tensor<8xui16>
    %c_10 = stablehlo.constant dense<9> : tensor<ui16>
    %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui16>) -> tensor<8xui16>
    %26 = stablehlo.shift_right_logical %arg3, %25 : tensor<8xui16>
    %c_11 = stablehlo.constant dense<13> : tensor<ui16>
    %27 = call @floor_divide_2(%arg3, %c_11) : (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>
    %28 = stablehlo.convert %arg0 : (tensor<8xi8>) -> tensor<8xui16>
    %29 = stablehlo.convert %arg3 : (tensor<8xui16>) -> tensor<8xi8>
    %30 = stablehlo.convert %arg2 : (tensor<8xi16>) -> tensor<8xui8>
    %c_12 = stablehlo.constant dense<-3> : tensor<i8>
    %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %32 = stablehlo.maximum %arg0, %31 : tensor<8xi8>
    %33 = stablehlo.convert %arg0 : (tensor<8xi8>) -> tensor<8xf32>
    %34 = stablehlo.convert %arg3 : (tensor<8xui16>) -> tensor<8xf16>
    return %0, %2, %3, %4, %5, %6, %8, %9, %10, %12, %14, %15, %17, %19, %21, %22, %24, %26, %27, %28, %29, %30, %32, %33, %34 : tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xi8>, tensor<8xui8>, tensor<8xi8>, tensor<8xf32>, tensor<8xf16>
  }
  func.func private @floor_divide(%arg0: tensor<8xi8>, %arg1: tensor<i8>) -> tensor<8xi8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xi8>
    %2 = stablehlo.sign %arg0 : tensor<8xi8>
    %3 = stablehlo.sign %arg1 : tensor<i8>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %7 = stablehlo.remainder %arg0, %6 : tensor<8xi8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %10 = stablehlo.and %5, %9 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %12 = stablehlo.subtract %1, %11 : tensor<8xi8>
    %13 = call @_where(%10, %12, %1) : (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    return %13 : tensor<8xi8>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi8>, %arg2: tensor<8xi8>) -> tensor<8xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi8>
    return %0 : tensor<8xi8>
  }
  func.func private @remainder(%arg0: tensor<8xi8>, %arg1: tensor<i8>) -> tensor<8xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %1 = call @_where_0(%0, %c_0, %arg1) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %3 = stablehlo.remainder %arg0, %2 : tensor<8xi8>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %11 = stablehlo.and %10, %5 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %13 = stablehlo.add %3, %12 : tensor<8xi8>
    %14 = stablehlo.select %11, %13, %3 : tensor<8xi1>, tensor<8xi8>
    return %14 : tensor<8xi8>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i8>, %arg2: tensor<i8>) -> tensor<i8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i8>
    return %0 : tensor<i8>
  }
  func.func private @floor_divide_1(%arg0: tensor<8xui8>, %arg1: tensor<ui8>) -> tensor<8xui8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui8>) -> tensor<8xui8>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xui8>
    return %1 : tensor<8xui8>
  }
  func.func private @floor_divide_2(%arg0: tensor<8xui16>, %arg1: tensor<ui16>) -> tensor<8xui16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui16>) -> tensor<8xui16>
    %1 = stablehlo.divide %arg0, %0 : tensor<8xui16>
    return %1 : tensor<8xui16>
  }
}
