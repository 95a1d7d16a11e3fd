"builtin.module"() <{sym_name = "jit_fft_sizes"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xf32>, tensor<5xcomplex<f32>>, tensor<6xcomplex<f64>>) -> (tensor<5xcomplex<f32>>, tensor<11xcomplex<f32>>, tensor<7xf32>, tensor<1xcomplex<f32>>, tensor<6xf64>, tensor<4xf64>, tensor<6xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<8xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<8xf32>, %arg17: tensor<5xcomplex<f32>>, %arg18: tensor<6xcomplex<f64>>):
    %36 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<5xf32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %38 = "func.call"(%36, %37) <{callee = @_pad}> : (tensor<5xf32>, tensor<i64>) -> tensor<5xf32>
    %39 = "func.call"(%38) <{callee = @fft}> : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %41 = "func.call"(%arg16, %40) <{callee = @_pad_0}> : (tensor<8xf32>, tensor<i64>) -> tensor<11xf32>
    %42 = "func.call"(%41) <{callee = @fft_1}> : (tensor<11xf32>) -> tensor<11xcomplex<f32>>
    %43 = "stablehlo.slice"(%arg17) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %45 = "func.call"(%43, %44) <{callee = @_pad_2}> : (tensor<4xcomplex<f32>>, tensor<i64>) -> tensor<4xcomplex<f32>>
    %46 = "func.call"(%45) <{callee = @fft_3}> : (tensor<4xcomplex<f32>>) -> tensor<7xf32>
    %47 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1xf32>
    %48 = "func.call"(%47) <{callee = @fft_4}> : (tensor<1xf32>) -> tensor<1xcomplex<f32>>
    %49 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf64>
    %50 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %52 = "stablehlo.add"(%49, %51) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %53 = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
    %54 = "func.call"(%52, %53) <{callee = @remainder}> : (tensor<6xf64>, tensor<i64>) -> tensor<6xf64>
    %55 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %57 = "stablehlo.subtract"(%54, %56) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %58 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %60 = "stablehlo.divide"(%57, %59) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %61 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf64>
    %62 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4xf64>
    %64 = "stablehlo.divide"(%61, %63) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %65 = "func.call"(%arg18) <{callee = @fft_5}> : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %66 = "stablehlo.real"(%arg18) : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    %67 = "func.call"(%66) <{callee = @fft_6}> : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    %68 = "func.call"(%arg16) <{callee = @_roll_static}> : (tensor<8xf32>) -> tensor<8xf32>
    %69 = "stablehlo.real"(%arg17) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %70 = "stablehlo.imag"(%arg17) : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
    %71 = "stablehlo.negate"(%70) : (tensor<5xf32>) -> tensor<5xf32>
    %72 = "stablehlo.complex"(%69, %71) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %73 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %75 = "func.call"(%73, %74) <{callee = @_pad_2}> : (tensor<4xcomplex<f32>>, tensor<i64>) -> tensor<4xcomplex<f32>>
    %76 = "func.call"(%75) <{callee = @fft_7}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    %77 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%39, %42, %46, %48, %60, %64, %65, %67, %68, %79) : (tensor<5xcomplex<f32>>, tensor<11xcomplex<f32>>, tensor<7xf32>, tensor<1xcomplex<f32>>, tensor<6xf64>, tensor<4xf64>, tensor<6xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<8xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xf32>, tensor<i64>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<5xf32>, %arg15: tensor<i64>):
    %34 = "stablehlo.convert"(%arg15) : (tensor<i64>) -> tensor<f32>
    %35 = "stablehlo.pad"(%arg14, %34) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    "func.return"(%35) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<5xf32>):
    %32 = "stablehlo.convert"(%arg13) : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %33 = "stablehlo.fft"(%32) <{fft_length = array<i64: 5>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    "func.return"(%33) : (tensor<5xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xf32>, tensor<i64>) -> tensor<11xf32>, res_attrs = [{}], sym_name = "_pad_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8xf32>, %arg12: tensor<i64>):
    %30 = "stablehlo.convert"(%arg12) : (tensor<i64>) -> tensor<f32>
    %31 = "stablehlo.pad"(%arg11, %30) <{edge_padding_high = array<i64: 3>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<8xf32>, tensor<f32>) -> tensor<11xf32>
    "func.return"(%31) : (tensor<11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<11xf32>) -> tensor<11xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_1", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<11xf32>):
    %28 = "stablehlo.convert"(%arg10) : (tensor<11xf32>) -> tensor<11xcomplex<f32>>
    %29 = "stablehlo.fft"(%28) <{fft_length = array<i64: 11>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<11xcomplex<f32>>) -> tensor<11xcomplex<f32>>
    "func.return"(%29) : (tensor<11xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xcomplex<f32>>, tensor<i64>) -> tensor<4xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad_2", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4xcomplex<f32>>, %arg9: tensor<i64>):
    %26 = "stablehlo.convert"(%arg9) : (tensor<i64>) -> tensor<complex<f32>>
    %27 = "stablehlo.pad"(%arg8, %26) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 0>}> : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    "func.return"(%27) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xcomplex<f32>>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "fft_3", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4xcomplex<f32>>):
    %25 = "stablehlo.fft"(%arg7) <{fft_length = array<i64: 7>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4xcomplex<f32>>) -> tensor<7xf32>
    "func.return"(%25) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1xf32>) -> tensor<1xcomplex<f32>>, res_attrs = [{}], sym_name = "fft_4", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1xf32>):
    %23 = "stablehlo.convert"(%arg6) : (tensor<1xf32>) -> tensor<1xcomplex<f32>>
    %24 = "stablehlo.fft"(%23) <{fft_length = array<i64: 1>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
    "func.return"(%24) : (tensor<1xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf64>, tensor<i64>) -> tensor<6xf64>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6xf64>, %arg5: tensor<i64>):
    %6 = "stablehlo.convert"(%arg5) : (tensor<i64>) -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %8 = "stablehlo.remainder"(%arg4, %7) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %11 = "stablehlo.compare"(%8, %10) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %14 = "stablehlo.compare"(%8, %13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %16 = "stablehlo.compare"(%6, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %18 = "stablehlo.compare"(%14, %17) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %19 = "stablehlo.and"(%18, %11) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %20 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<6xf64>
    %21 = "stablehlo.add"(%8, %20) : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    %22 = "stablehlo.select"(%19, %21, %8) : (tensor<6xi1>, tensor<6xf64>, tensor<6xf64>) -> tensor<6xf64>
    "func.return"(%22) : (tensor<6xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_5", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xcomplex<f64>>):
    %5 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    "func.return"(%5) : (tensor<6xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf64>) -> tensor<4xcomplex<f64>>, res_attrs = [{}], sym_name = "fft_6", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<6xf64>):
    %4 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    "func.return"(%4) : (tensor<4xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8xf32>):
    %1 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 8>, start_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
    %2 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
    %3 = "stablehlo.concatenate"(%1, %2) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    "func.return"(%3) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xcomplex<f32>>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "fft_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
    "func.return"(%0) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
