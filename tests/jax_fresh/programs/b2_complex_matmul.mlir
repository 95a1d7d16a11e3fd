"builtin.module"() <{sym_name = "jit_complex_matmul"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<complex<f32>>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<4x2xcomplex<f32>>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = "stablehlo.real"(%arg1) : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %2 = "stablehlo.imag"(%arg1) : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %3 = "stablehlo.negate"(%2) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %4 = "stablehlo.complex"(%1, %3) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xcomplex<f32>>
    %5 = "stablehlo.transpose"(%4) <{permutation = array<i64: 1, 0>}> : (tensor<4x2xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %6 = "stablehlo.dot_general"(%arg0, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %7 = "stablehlo.constant"() <{value = dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %9 = "stablehlo.multiply"(%arg0, %8) : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %10 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      %26 = "stablehlo.add"(%arg4, %arg5) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      "stablehlo.return"(%26) : (tensor<complex<f32>>) -> ()
    }) : (tensor<3x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %12 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %13 = "stablehlo.abs"(%12) : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %14 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %25 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %18 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %19 = "stablehlo.reshape"(%18) : (tensor<4x1xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %20 = "stablehlo.real"(%17) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %21 = "stablehlo.imag"(%17) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %22 = "stablehlo.negate"(%21) : (tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.complex"(%20, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %24 = "stablehlo.dot_general"(%23, %19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<complex<f32>>
    "func.return"(%0, %6, %11, %15, %24) : (tensor<3x2xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<complex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
