"builtin.module"() <{sym_name = "jit_optimizers"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<f32>):
    %0 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.multiply"(%1, %arg2) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %5 = "stablehlo.multiply"(%4, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %6 = "stablehlo.multiply"(%5, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.add"(%2, %6) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %10 = "stablehlo.multiply"(%9, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %13 = "stablehlo.multiply"(%12, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %14 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %16 = "stablehlo.add"(%7, %15) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %17 = "stablehlo.sqrt"(%16) : (tensor<6xf32>) -> tensor<6xf32>
    %18 = "stablehlo.divide"(%13, %17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %19 = "stablehlo.add"(%10, %18) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %20 = "stablehlo.subtract"(%arg0, %19) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %21 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %22 = "stablehlo.add"(%arg2, %21) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %25 = "stablehlo.multiply"(%24, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %26 = "stablehlo.sqrt"(%22) : (tensor<6xf32>) -> tensor<6xf32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e-10> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %30 = "stablehlo.divide"(%25, %29) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %31 = "stablehlo.subtract"(%arg0, %30) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %34 = "stablehlo.multiply"(%33, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %37 = "stablehlo.multiply"(%36, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %38 = "stablehlo.add"(%34, %37) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %39 = "stablehlo.sign"(%38) : (tensor<6xf32>) -> tensor<6xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %42 = "stablehlo.multiply"(%41, %arg0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %43 = "stablehlo.add"(%39, %42) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %46 = "stablehlo.multiply"(%45, %43) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %47 = "stablehlo.subtract"(%arg0, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %48 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %50 = "stablehlo.multiply"(%49, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %53 = "stablehlo.multiply"(%52, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %54 = "stablehlo.add"(%50, %53) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.minimum"(%arg4, %55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.multiply"(%57, %56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.divide"(%58, %59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.cosine"(%60) : (tensor<f32>) -> tensor<f32>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.add"(%62, %61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.constant"() <{value = dense<5.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.multiply"(%64, %63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %68 = "stablehlo.multiply"(%67, %arg3) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %69 = "stablehlo.add"(%68, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %70 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %72 = "stablehlo.multiply"(%71, %arg0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %73 = "stablehlo.add"(%69, %72) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %76 = "stablehlo.multiply"(%75, %73) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %77 = "stablehlo.add"(%arg1, %76) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %78 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %79 = "stablehlo.multiply"(%78, %77) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %80 = "stablehlo.subtract"(%arg0, %79) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%20, %7, %19, %31, %22, %47, %54, %80, %65) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
