"builtin.module"() <{sym_name = "jit_complex_functions"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<8xcomplex<f32>>):
    %8 = "chlo.asin"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %9 = "chlo.acos"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %10 = "chlo.atan"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %11 = "chlo.asinh"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %12 = "func.call"(%arg4) <{callee = @arccosh}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %13 = "chlo.atanh"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %14 = "stablehlo.tan"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %15 = "stablehlo.reverse"(%arg4) <{dimensions = array<i64: 0>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %16 = "stablehlo.power"(%arg4, %15) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %17 = "stablehlo.constant"() <{value = dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    %19 = "stablehlo.power"(%arg4, %18) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %20 = "stablehlo.log"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %21 = "stablehlo.real"(%20) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %22 = "stablehlo.imag"(%20) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.434294492> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %25 = "stablehlo.multiply"(%21, %24) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.434294492> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %28 = "stablehlo.multiply"(%22, %27) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %29 = "stablehlo.complex"(%25, %28) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %30 = "stablehlo.constant"() <{value = dense<(0.693147182,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<8xcomplex<f32>>
    %32 = "stablehlo.multiply"(%31, %arg4) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %33 = "stablehlo.exponential"(%32) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %34 = "stablehlo.sign"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %35 = "stablehlo.real"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %36 = "stablehlo.convert"(%35) : (tensor<8xf32>) -> tensor<8xf32>
    %37 = "stablehlo.exponential_minus_one"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %38 = "chlo.sinh"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %39 = "chlo.cosh"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %40 = "chlo.square"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %41 = "stablehlo.rsqrt"(%arg4) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%8, %9, %10, %11, %12, %13, %14, %16, %19, %29, %33, %34, %36, %37, %38, %39, %40, %41) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xcomplex<f32>>):
    %1 = "chlo.acosh"(%arg3) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %2 = "stablehlo.real"(%1) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %5 = "stablehlo.compare"(%2, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %6 = "stablehlo.negate"(%1) : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %7 = "func.call"(%5, %6, %1) <{callee = @_where}> : (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%7) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi1>, %arg1: tensor<8xcomplex<f32>>, %arg2: tensor<8xcomplex<f32>>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<8xi1>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%0) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
