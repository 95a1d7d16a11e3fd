"builtin.module"() <{sym_name = "jit_fft"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xcomplex<f32>>, tensor<8xf32>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<8xf32>, tensor<2x4xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<8xcomplex<f32>>, %arg6: tensor<8xf32>):
    %5 = "func.call"(%arg5) <{callee = @fft}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %6 = "func.call"(%arg5) <{callee = @fft_0}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %7 = "func.call"(%arg6) <{callee = @fft_1}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %8 = "func.call"(%arg6) <{callee = @fft_1}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    %9 = "func.call"(%8) <{callee = @fft_2}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    %10 = "stablehlo.reshape"(%arg5) : (tensor<8xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %11 = "func.call"(%10) <{callee = @fft_3}> : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    "func.return"(%5, %6, %7, %9, %11) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<8xf32>, tensor<2x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<8xcomplex<f32>>):
    %4 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%4) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xcomplex<f32>>):
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%3) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8xf32>):
    %2 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
    "func.return"(%2) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xcomplex<f32>>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "fft_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<5xcomplex<f32>>):
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<5xcomplex<f32>>) -> tensor<8xf32>
    "func.return"(%1) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 2, 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    "func.return"(%0) : (tensor<2x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
