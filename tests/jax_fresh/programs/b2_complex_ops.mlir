"builtin.module"() <{sym_name = "jit_complex_ops"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xf32>) -> (tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<7xf32>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<complex<f32>>, tensor<7xcomplex<f32>>, tensor<7xi1>, tensor<7xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<7xcomplex<f32>>, %arg2: tensor<7xcomplex<f32>>, %arg3: tensor<7xf32>):
    %3 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %5 = "stablehlo.multiply"(%arg3, %4) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %6 = "stablehlo.complex"(%arg3, %5) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xcomplex<f32>>
    %7 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %8 = "stablehlo.abs"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %9 = "func.call"(%arg1) <{callee = @angle}> : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %10 = "stablehlo.exponential"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %11 = "stablehlo.log"(%arg2) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %12 = "stablehlo.sqrt"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %13 = "stablehlo.real"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %14 = "stablehlo.imag"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %15 = "stablehlo.negate"(%14) : (tensor<7xf32>) -> tensor<7xf32>
    %16 = "stablehlo.complex"(%13, %15) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xcomplex<f32>>
    %17 = "stablehlo.multiply"(%16, %6) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %18 = "stablehlo.real"(%arg1) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %19 = "stablehlo.imag"(%arg2) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %21 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %22 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      %36 = "stablehlo.add"(%arg4, %arg5) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%36) : (tensor<complex<f32>>) -> ()
    }) : (tensor<7xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %24 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %25 = "stablehlo.subtract"(%arg1, %arg2) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %26 = "stablehlo.abs"(%25) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %29 = "stablehlo.compare"(%26, %28) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %30 = "stablehlo.abs"(%arg2) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %34 = "stablehlo.convert"(%33) : (tensor<7xf32>) -> tensor<7xcomplex<f32>>
    %35 = "stablehlo.divide"(%arg1, %34) : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    "func.return"(%7, %8, %9, %10, %11, %12, %17, %20, %23, %24, %29, %35) : (tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<7xf32>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<7xf32>, tensor<complex<f32>>, tensor<7xcomplex<f32>>, tensor<7xi1>, tensor<7xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xcomplex<f32>>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xcomplex<f32>>):
    %0 = "stablehlo.real"(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %2 = "stablehlo.atan2"(%1, %0) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%2) : (tensor<7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
