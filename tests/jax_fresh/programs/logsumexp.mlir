"builtin.module"() <{sym_name = "jit_logsumexp"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x9xf32>) -> (tensor<4xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x9xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %37 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%37) : (tensor<f32>) -> ()
    }) : (tensor<4x9xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.is_finite"(%4) : (tensor<4xf32>) -> tensor<4xi1>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %8 = "stablehlo.select"(%5, %4, %7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x9xf32>
    %11 = "stablehlo.subtract"(%arg0, %10) : (tensor<4x9xf32>, tensor<4x9xf32>) -> tensor<4x9xf32>
    %12 = "stablehlo.exponential"(%11) : (tensor<4x9xf32>) -> tensor<4x9xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %36 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%36) : (tensor<f32>) -> ()
    }) : (tensor<4x9xf32>, tensor<f32>) -> tensor<4xf32>
    %15 = "stablehlo.abs"(%14) : (tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.log"(%15) : (tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.add"(%16, %8) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg0, %18) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %35 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<4x9xf32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.maximum"(%20, %19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.is_finite"(%21) : (tensor<f32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.select"(%22, %21, %23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x9xf32>
    %27 = "stablehlo.subtract"(%arg0, %26) : (tensor<4x9xf32>, tensor<4x9xf32>) -> tensor<4x9xf32>
    %28 = "stablehlo.exponential"(%27) : (tensor<4x9xf32>) -> tensor<4x9xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %34 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<4x9xf32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.abs"(%30) : (tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.log"(%31) : (tensor<f32>) -> tensor<f32>
    %33 = "stablehlo.add"(%32, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%17, %33) : (tensor<4xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
