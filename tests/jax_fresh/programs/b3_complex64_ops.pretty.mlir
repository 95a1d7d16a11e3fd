module @jit_complex64_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xcomplex<f32>>, %arg1: tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<1xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<complex<f32>> {jax.result_info = "result[11]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<6xi1> {jax.result_info = "result[13]"}) {
    %0 = call @sort(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %1 = call @cumsum(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %2 = stablehlo.slice %arg1 [0:4] : (tensor<6xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %3 = call @cumprod(%2) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %4 = stablehlo.reshape %arg1 : (tensor<6xcomplex<f32>>) -> tensor<6x1xcomplex<f32>>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xcomplex<f32>>, tensor<6x1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %7 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.compare EQ, %6, %8, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %10 = stablehlo.sine %6 : tensor<6xf32>
    %11 = stablehlo.cosine %6 : tensor<6xf32>
    %12 = stablehlo.exponential_minus_one %7 : tensor<6xf32>
    %13 = stablehlo.negate %7 : tensor<6xf32>
    %14 = stablehlo.exponential_minus_one %13 : tensor<6xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.divide %15, %16 : tensor<6xf32>
    %18 = stablehlo.add %12, %14 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %20 = stablehlo.add %18, %19 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.divide %20, %21 : tensor<6xf32>
    %23 = stablehlo.multiply %10, %22 : tensor<6xf32>
    %24 = stablehlo.multiply %11, %17 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %26 = stablehlo.complex %25, %24 : tensor<6xcomplex<f32>>
    %27 = stablehlo.complex %23, %24 : tensor<6xcomplex<f32>>
    %28 = stablehlo.select %9, %26, %27 : tensor<6xi1>, tensor<6xcomplex<f32>>
    %29 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %30 = stablehlo.imag %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %32 = stablehlo.compare EQ, %29, %31, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %33 = stablehlo.sine %29 : tensor<6xf32>
    %34 = stablehlo.cosine %29 : tensor<6xf32>
    %35 = stablehlo.exponential_minus_one %30 : tensor<6xf32>
    %36 = stablehlo.negate %30 : tensor<6xf32>
    %37 = stablehlo.exponential_minus_one %36 : tensor<6xf32>
    %38 = stablehlo.subtract %35, %37 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %40 = stablehlo.divide %38, %39 : tensor<6xf32>
    %41 = stablehlo.add %35, %37 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %43 = stablehlo.add %41, %42 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %45 = stablehlo.divide %43, %44 : tensor<6xf32>
    %46 = stablehlo.multiply %34, %45 : tensor<6xf32>
    %47 = stablehlo.negate %33 : tensor<6xf32>
    %48 = stablehlo.multiply %47, %40 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %50 = stablehlo.complex %46, %49 : tensor<6xcomplex<f32>>
    %51 = stablehlo.complex %46, %48 : tensor<6xcomplex<f32>>
    %52 = stablehlo.select %32, %50, %51 : tensor<6xi1>, tensor<6xcomplex<f32>>
    %53 = stablehlo.tanh %arg0 : tensor<6xcomplex<f32>>
    %54 = stablehlo.log_plus_one %arg0 : tensor<6xcomplex<f32>>
    %55 = stablehlo.multiply %arg0, %arg0 : tensor<6xcomplex<f32>>
    %56 = stablehlo.multiply %55, %arg0 : tensor<6xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %58 = stablehlo.divide %57, %arg1 : tensor<6xcomplex<f32>>
    %59 = stablehlo.abs %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %61 = stablehlo.compare GT, %59, %60, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %62 = call @_where(%61, %arg0, %arg1) : (tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %63 = stablehlo.real %arg1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %64 = stablehlo.imag %arg1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %65 = stablehlo.negate %64 : tensor<6xf32>
    %66 = stablehlo.complex %63, %65 : tensor<6xcomplex<f32>>
    %67 = stablehlo.multiply %arg0, %66 : tensor<6xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %68 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %cst_12 = stablehlo.constant dense<(6.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %69 = stablehlo.divide %68, %cst_12 : tensor<complex<f32>>
    %70 = stablehlo.real %arg0 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %71 = stablehlo.imag %arg1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %72 = stablehlo.negate %71 : tensor<6xf32>
    %73 = stablehlo.complex %70, %72 : tensor<6xcomplex<f32>>
    %74 = stablehlo.subtract %arg0, %arg0 : tensor<6xcomplex<f32>>
    %75 = stablehlo.divide %arg0, %74 : tensor<6xcomplex<f32>>
    %76 = stablehlo.real %75 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %77 = stablehlo.is_finite %76 : (tensor<6xf32>) -> tensor<6xi1>
    %78 = stablehlo.imag %75 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %79 = stablehlo.is_finite %78 : (tensor<6xf32>) -> tensor<6xi1>
    %80 = stablehlo.and %77, %79 : tensor<6xi1>
    return %0, %1, %3, %5, %28, %52, %53, %54, %56, %58, %62, %69, %73, %80 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<complex<f32>>, tensor<6xcomplex<f32>>, tensor<6xi1>
  }
  func.func private @sort(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    return %0 : tensor<6xcomplex<f32>>
  }
  func.func private @cumsum(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = call @cumsum_0(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    return %0 : tensor<6xcomplex<f32>>
  }
  func.func private @cumsum_0(%arg0: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %2 : tensor<complex<f32>>
    }) : (tensor<6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    return %1 : tensor<6xcomplex<f32>>
  }
  func.func private @cumprod(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = call @cumprod_1(%arg0) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func private @cumprod_1(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %1 : tensor<complex<f32>>
    }) : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xcomplex<f32>>, %arg2: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xcomplex<f32>>
    return %0 : tensor<6xcomplex<f32>>
  }
}
