"builtin.module"() <{sym_name = "jit_optax_like_adam"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.multiply"(%1, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %5 = "stablehlo.multiply"(%4, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.add"(%2, %5) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %9 = "stablehlo.multiply"(%8, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %12 = "stablehlo.multiply"(%11, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %13 = "stablehlo.multiply"(%12, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %14 = "stablehlo.add"(%9, %13) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %15 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.power"(%18, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.subtract"(%20, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %23 = "stablehlo.divide"(%6, %22) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %24 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.power"(%24, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.subtract"(%26, %25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %29 = "stablehlo.divide"(%14, %28) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%50) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<f32>) -> tensor<f32>
    %34 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.divide"(%36, %35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.minimum"(%38, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.multiply"(%40, %39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %43 = "stablehlo.multiply"(%42, %23) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %44 = "stablehlo.sqrt"(%29) : (tensor<6xf32>) -> tensor<6xf32>
    %45 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %47 = "stablehlo.add"(%44, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %48 = "stablehlo.divide"(%43, %47) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %49 = "stablehlo.subtract"(%arg0, %48) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%49, %6, %14, %33) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
