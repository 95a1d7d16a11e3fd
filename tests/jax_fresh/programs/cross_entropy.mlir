"builtin.module"() <{sym_name = "jit_cross_entropy"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x7xf32>, tensor<5xi32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<5x7xf32>, %arg7: tensor<5xi32>):
    %23 = "func.call"(%arg7) <{callee = @_one_hot}> : (tensor<5xi32>) -> tensor<5x7xf32>
    %24 = "func.call"(%arg6) <{callee = @log_softmax}> : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %25 = "stablehlo.multiply"(%24, %23) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %34 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<f32>) -> tensor<5xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%27, %28) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %33 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.divide"(%29, %30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = "stablehlo.negate"(%31) : (tensor<f32>) -> tensor<f32>
    "func.return"(%32) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5xi32>):
    %17 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %18 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x7xi32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xi32>) -> tensor<5x7xi32>
    %20 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xi32>) -> tensor<5x7xi32>
    %21 = "stablehlo.compare"(%19, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi1>
    %22 = "stablehlo.convert"(%21) : (tensor<5x7xi1>) -> tensor<5x7xf32>
    "func.return"(%22) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x7xf32>) -> tensor<5x7xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x7xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.reduce"(%arg0, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %16 = "stablehlo.maximum"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%16) : (tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.maximum"(%3, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x7xf32>
    %7 = "stablehlo.subtract"(%arg0, %6) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %15 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<f32>) -> tensor<5xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %12 = "stablehlo.log"(%11) : (tensor<5x1xf32>) -> tensor<5x1xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x7xf32>
    %14 = "stablehlo.subtract"(%7, %13) : (tensor<5x7xf32>, tensor<5x7xf32>) -> tensor<5x7xf32>
    "func.return"(%14) : (tensor<5x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
