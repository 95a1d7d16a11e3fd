"builtin.module"() <{sym_name = "jit_fft_real_2d"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xf32>, tensor<4x4xcomplex<f32>>) -> (tensor<3x8xcomplex<f32>>, tensor<8xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<8xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<4x8xf32>, %arg14: tensor<4x4xcomplex<f32>>):
    %16 = "stablehlo.transpose"(%arg13) <{permutation = array<i64: 1, 0>}> : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %17 = "func.call"(%16) <{callee = @fft}> : (tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>>
    %18 = "stablehlo.transpose"(%17) <{permutation = array<i64: 1, 0>}> : (tensor<8x3xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %19 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<1x8xf32>) -> tensor<8xf32>
    %21 = "func.call"(%20) <{callee = @fft_0}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "func.call"(%21, %22) <{callee = @_pad}> : (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>
    %24 = "func.call"(%23) <{callee = @fft_1}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %25 = "func.call"(%arg14) <{callee = @fft_2}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %26 = "func.call"(%arg14) <{callee = @fft_3}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %27 = "func.call"(%arg13) <{callee = @fft_4}> : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    %28 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x8xf32>) -> tensor<1x8xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x8xf32>) -> tensor<8xf32>
    %30 = "func.call"(%29) <{callee = @fft_5}> : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %31 = "func.call"(%30) <{callee = @_roll_static}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %32 = "stablehlo.abs"(%31) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %33 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %34 = "stablehlo.reshape"(%33) : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "func.call"(%34, %35) <{callee = @_pad_6}> : (tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>
    %37 = "func.call"(%36) <{callee = @fft_7}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    "func.return"(%18, %24, %25, %26, %27, %32, %37) : (tensor<3x8xcomplex<f32>>, tensor<8xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x5xcomplex<f32>>, tensor<8xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<8x4xf32>):
    %15 = "stablehlo.fft"(%arg12) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8x4xf32>) -> tensor<8x3xcomplex<f32>>
    "func.return"(%15) : (tensor<8x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8xf32>):
    %14 = "stablehlo.fft"(%arg11) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    "func.return"(%14) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xcomplex<f32>>, tensor<i32>) -> tensor<5xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<5xcomplex<f32>>, %arg10: tensor<i32>):
    %12 = "stablehlo.convert"(%arg10) : (tensor<i32>) -> tensor<complex<f32>>
    %13 = "stablehlo.pad"(%arg9, %12) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    "func.return"(%13) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xcomplex<f32>>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<5xcomplex<f32>>):
    %11 = "stablehlo.fft"(%arg8) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    "func.return"(%11) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_2", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x4xcomplex<f32>>):
    %10 = "stablehlo.fft"(%arg7) <{fft_length = array<i64: 4, 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%10) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x4xcomplex<f32>>):
    %9 = "stablehlo.fft"(%arg6) <{fft_length = array<i64: 4, 4>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%9) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_4", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x8xf32>):
    %8 = "stablehlo.fft"(%arg5) <{fft_length = array<i64: 4, 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    "func.return"(%8) : (tensor<4x5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_5", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8xf32>):
    %6 = "stablehlo.convert"(%arg4) : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %7 = "stablehlo.fft"(%6) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%7) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xcomplex<f32>>):
    %3 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 8>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<8xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %4 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %5 = "stablehlo.concatenate"(%3, %4) <{dimension = 0 : i64}> : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%5) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xcomplex<f32>>, tensor<i32>) -> tensor<4xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_6", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xcomplex<f32>>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    "func.return"(%2) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xcomplex<f32>>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "fft_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    "func.return"(%0) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
