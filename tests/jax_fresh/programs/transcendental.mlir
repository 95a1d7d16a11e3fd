"builtin.module"() <{sym_name = "jit_transcendental"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = "chlo.erf"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %1 = "stablehlo.tanh"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %2 = "stablehlo.negate"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %3 = "stablehlo.exponential"(%2) : (tensor<16xf32>) -> tensor<16xf32>
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %6 = "stablehlo.add"(%5, %3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %9 = "stablehlo.divide"(%8, %6) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %10 = "stablehlo.exponential_minus_one"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %11 = "stablehlo.abs"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %12 = "stablehlo.log_plus_one"(%11) : (tensor<16xf32>) -> tensor<16xf32>
    %13 = "stablehlo.atan2"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %14 = "stablehlo.abs"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %15 = "stablehlo.power"(%14, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %16 = "stablehlo.cbrt"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.693147182> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %19 = "stablehlo.multiply"(%18, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %20 = "stablehlo.exponential"(%19) : (tensor<16xf32>) -> tensor<16xf32>
    %21 = "stablehlo.abs"(%arg1) : (tensor<16xf32>) -> tensor<16xf32>
    %22 = "stablehlo.log"(%21) : (tensor<16xf32>) -> tensor<16xf32>
    %23 = "stablehlo.abs"(%arg0) : (tensor<16xf32>) -> tensor<16xf32>
    %24 = "stablehlo.sqrt"(%23) : (tensor<16xf32>) -> tensor<16xf32>
    %25 = "stablehlo.abs"(%arg1) : (tensor<16xf32>) -> tensor<16xf32>
    %26 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %29 = "stablehlo.rsqrt"(%28) : (tensor<16xf32>) -> tensor<16xf32>
    %30 = "stablehlo.sine"(%arg1) : (tensor<16xf32>) -> tensor<16xf32>
    %31 = "stablehlo.cosine"(%arg1) : (tensor<16xf32>) -> tensor<16xf32>
    %32 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %34 = "stablehlo.multiply"(%arg0, %33) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %35 = "stablehlo.tan"(%34) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0, %1, %9, %10, %12, %13, %15, %16, %20, %22, %24, %29, %30, %31, %35) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
