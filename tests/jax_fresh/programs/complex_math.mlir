"builtin.module"() <{sym_name = "jit_complex_math"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<6xcomplex<f32>>, %arg2: tensor<6xcomplex<f32>>):
    %3 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %4 = "stablehlo.divide"(%arg1, %arg2) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %5 = "stablehlo.abs"(%arg1) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %6 = "stablehlo.real"(%arg1) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %7 = "stablehlo.imag"(%arg1) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %8 = "stablehlo.negate"(%7) : (tensor<6xf32>) -> tensor<6xf32>
    %9 = "stablehlo.complex"(%6, %8) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %10 = "stablehlo.add"(%9, %arg2) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %11 = "stablehlo.exponential"(%arg1) : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %12 = "stablehlo.multiply"(%arg1, %arg2) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %13 = "stablehlo.real"(%12) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %14 = "func.call"(%arg2) <{callee = @angle}> : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    "func.return"(%3, %4, %5, %10, %11, %13, %14) : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xcomplex<f32>>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xcomplex<f32>>):
    %0 = "stablehlo.real"(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %2 = "stablehlo.atan2"(%1, %0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%2) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
