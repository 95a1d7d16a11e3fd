"builtin.module"() <{sym_name = "jit_fftn_hfft"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3x4xcomplex<f32>>, tensor<8xf32>) -> (tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<6xf32>, tensor<5xcomplex<f32>>, tensor<2x3xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<2x3x4xcomplex<f32>>, %arg6: tensor<8xf32>):
    %5 = "func.call"(%arg5) <{callee = @fft}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %6 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    %7 = "func.call"(%6) <{callee = @fft_0}> : (tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    %8 = "stablehlo.transpose"(%7) <{permutation = array<i64: 1, 0, 2>}> : (tensor<3x2x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %9 = "stablehlo.slice"(%arg5) <{limit_indices = array<i64: 1, 1, 4>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<1x1x4xcomplex<f32>>
    %10 = "stablehlo.reshape"(%9) : (tensor<1x1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %11 = "stablehlo.real"(%10) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %12 = "stablehlo.imag"(%10) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %13 = "stablehlo.negate"(%12) : (tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.complex"(%11, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %15 = "func.call"(%14) <{callee = @fft_1}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    %16 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %19 = "func.call"(%arg6) <{callee = @fft_2}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %20 = "stablehlo.real"(%19) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %21 = "stablehlo.imag"(%19) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %22 = "stablehlo.negate"(%21) : (tensor<5xf32>) -> tensor<5xf32>
    %23 = "stablehlo.complex"(%20, %22) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %24 = "stablehlo.constant"() <{value = dense<(1.250000e-01,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %26 = "stablehlo.multiply"(%23, %25) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %27 = "stablehlo.reshape"(%arg6) : (tensor<8xf32>) -> tensor<2x4xf32>
    %28 = "func.call"(%27) <{callee = @fft_3}> : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%5, %8, %18, %26, %28) : (tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<6xf32>, tensor<5xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x3x4xcomplex<f32>>):
    %4 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 2, 3, 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    "func.return"(%4) : (tensor<2x3x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x2x4xcomplex<f32>>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 2, 4>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<3x2x4xcomplex<f32>>) -> tensor<3x2x4xcomplex<f32>>
    "func.return"(%3) : (tensor<3x2x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xcomplex<f32>>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xcomplex<f32>>):
    %2 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    "func.return"(%2) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8xf32>):
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    "func.return"(%1) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 2, 4>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
