"builtin.module"() <{sym_name = "jit_f64_special"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf64>) -> (tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<f64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xf64>):
    %0 = "chlo.erf"(%arg0) : (tensor<8xf64>) -> tensor<8xf64>
    %1 = "stablehlo.abs"(%arg0) : (tensor<8xf64>) -> tensor<8xf64>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<8xf64>
    %4 = "stablehlo.add"(%1, %3) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %5 = "chlo.lgamma"(%4) : (tensor<8xf64>) -> tensor<8xf64>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e-10> : tensor<f64>}> : () -> tensor<f64>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<8xf64>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %9 = "stablehlo.log_plus_one"(%8) : (tensor<8xf64>) -> tensor<8xf64>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e-10> : tensor<f64>}> : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<8xf64>
    %12 = "stablehlo.multiply"(%arg0, %11) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %13 = "stablehlo.exponential_minus_one"(%12) : (tensor<8xf64>) -> tensor<8xf64>
    %14 = "stablehlo.tanh"(%arg0) : (tensor<8xf64>) -> tensor<8xf64>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<8xf64>
    %17 = "stablehlo.subtract"(%16, %arg0) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %18 = "stablehlo.atan2"(%arg0, %17) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %19 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %20 = "stablehlo.reduce"(%arg0, %19) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg3: tensor<f64>, %arg4: tensor<f64>):
      %42 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%42) : (tensor<f64>) -> ()
    }) : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %21 = "stablehlo.constant"() <{value = dense<0xFFF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %22 = "stablehlo.maximum"(%21, %20) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %23 = "stablehlo.is_finite"(%22) : (tensor<f64>) -> tensor<i1>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %25 = "stablehlo.select"(%23, %22, %24) : (tensor<i1>, tensor<f64>, tensor<f64>) -> tensor<f64>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<1xf64>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf64>) -> tensor<8xf64>
    %28 = "stablehlo.subtract"(%arg0, %27) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %29 = "stablehlo.exponential"(%28) : (tensor<8xf64>) -> tensor<8xf64>
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %31 = "stablehlo.reduce"(%29, %30) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %41 = "stablehlo.add"(%arg1, %arg2) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%41) : (tensor<f64>) -> ()
    }) : (tensor<8xf64>, tensor<f64>) -> tensor<f64>
    %32 = "stablehlo.abs"(%31) : (tensor<f64>) -> tensor<f64>
    %33 = "stablehlo.log"(%32) : (tensor<f64>) -> tensor<f64>
    %34 = "stablehlo.add"(%33, %25) : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = "stablehlo.cbrt"(%arg0) : (tensor<8xf64>) -> tensor<8xf64>
    %36 = "stablehlo.constant"() <{value = dense<0.69314718055994529> : tensor<f64>}> : () -> tensor<f64>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<8xf64>
    %38 = "stablehlo.multiply"(%37, %arg0) : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xf64>
    %39 = "stablehlo.exponential"(%38) : (tensor<8xf64>) -> tensor<8xf64>
    %40 = "stablehlo.convert"(%arg0) : (tensor<8xf64>) -> tensor<8xf16>
    "func.return"(%0, %5, %9, %13, %14, %18, %34, %35, %39, %40) : (tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<f64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
