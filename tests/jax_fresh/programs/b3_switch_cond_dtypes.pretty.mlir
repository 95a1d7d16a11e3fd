module @jit_switch_cond_dtypes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<3xcomplex<f32>>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xf32> {jax.result_info = "result[3]"}, tensor<4xf16> {jax.result_info = "result[4]"}, tensor<2xi32> {jax.result_info = "result[5]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<ui8> {jax.result_info = "result[7]"}, tensor<complex<f32>> {jax.result_info = "result[8]"}, tensor<3xf32> {jax.result_info = "result[9]"}) {
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.clamp %c_0, %0, %c_1 : tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.multiply %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.subtract %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %19 = stablehlo.cosine %arg1 : tensor<4xf32>
      stablehlo.return %19 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.add %arg0, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_3, %3, %c_4 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.multiply %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.subtract %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %19 = stablehlo.cosine %arg1 : tensor<4xf32>
      stablehlo.return %19 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.add %arg0, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.clamp %c_6, %6, %c_7 : tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.multiply %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.subtract %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %19 = stablehlo.cosine %arg1 : tensor<4xf32>
      stablehlo.return %19 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %c_8 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.add %arg0, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.clamp %c_9, %9, %c_10 : tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.multiply %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %20 = stablehlo.subtract %arg1, %19 : tensor<4xf32>
      stablehlo.return %20 : tensor<4xf32>
    }, {
      %19 = stablehlo.cosine %arg1 : tensor<4xf32>
      stablehlo.return %19 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    %12 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %13 = stablehlo.reshape %12 : (tensor<1xi32>) -> tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.compare GT, %13, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.convert %14 : (tensor<i1>) -> tensor<i32>
    %16:4 = "stablehlo.case"(%15) ({
      %19 = stablehlo.convert %arg1 : (tensor<4xf32>) -> tensor<4xf16>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
      %20 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f16>) -> tensor<4xf16>
      %21 = stablehlo.multiply %19, %20 : tensor<4xf16>
      %22 = stablehlo.real %arg3 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
      %23 = stablehlo.imag %arg3 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
      %24 = stablehlo.negate %23 : tensor<3xf32>
      %25 = stablehlo.complex %22, %24 : tensor<3xcomplex<f32>>
      %c_15 = stablehlo.constant dense<250> : tensor<ui8>
      stablehlo.return %21, %arg2, %25, %c_15 : tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>
    }, {
      %19 = stablehlo.convert %arg1 : (tensor<4xf32>) -> tensor<4xf16>
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %21 = stablehlo.multiply %arg2, %20 : tensor<2xi32>
      %cst_15 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
      %22 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
      %23 = stablehlo.multiply %arg3, %22 : tensor<3xcomplex<f32>>
      %c_16 = stablehlo.constant dense<3> : tensor<ui8>
      stablehlo.return %19, %21, %23, %c_16 : tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>
    }) : (tensor<i32>) -> (tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>)
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %18:4 = stablehlo.while(%iterArg = %arg3, %iterArg_14 = %c_13, %iterArg_15 = %cst, %iterArg_16 = %17) : tensor<3xcomplex<f32>>, tensor<i32>, tensor<complex<f32>>, tensor<3xf32>
    cond {
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %19 = stablehlo.compare LT, %iterArg_14, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %19 = stablehlo.subtract %c_17, %iterArg_14 : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.subtract %19, %c_18 : tensor<i32>
      %21 = func.call @dynamic_index_in_dim(%iterArg, %20) : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<complex<f32>>
      %22:2 = func.call @closed_call(%iterArg_15, %21) : (tensor<complex<f32>>, tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
      %23 = func.call @dynamic_update_index_in_dim(%iterArg_16, %22#1, %20) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %24, %22#0, %23 : tensor<3xcomplex<f32>>, tensor<i32>, tensor<complex<f32>>, tensor<3xf32>
    }
    return %2, %5, %8, %11, %16#0, %16#1, %16#2, %16#3, %18#2, %18#3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>, tensor<complex<f32>>, tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<complex<f32>> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
    %1 = stablehlo.reshape %0 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
    return %1 : tensor<complex<f32>>
  }
  func.func private @closed_call(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<complex<f32>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.add %0, %cst : tensor<complex<f32>>
    %2 = stablehlo.abs %arg0 : (tensor<complex<f32>>) -> tensor<f32>
    return %1, %2 : tensor<complex<f32>>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
