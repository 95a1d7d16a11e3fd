"builtin.module"() <{sym_name = "jit_nn_normalize"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<4xi32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x4xi32>, tensor<4x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<4x6xf32>, %arg16: tensor<4xi32>):
    %70 = "func.call"(%arg16) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x6xf32>
    %71 = "func.call"(%arg16) <{callee = @_one_hot_0}> : (tensor<4xi32>) -> tensor<6x4xi32>
    %72 = "func.call"(%arg15) <{callee = @log_softmax}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%arg15, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %90 = "stablehlo.maximum"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %75 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %77 = "stablehlo.maximum"(%76, %74) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %80 = "stablehlo.subtract"(%arg15, %79) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %81 = "stablehlo.exponential"(%80) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %89 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %86 = "stablehlo.divide"(%81, %85) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %87 = "func.call"(%arg15) <{callee = @standardize}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %88 = "func.call"(%arg15) <{callee = @glu}> : (tensor<4x6xf32>) -> tensor<4x3xf32>
    "func.return"(%72, %86, %87, %70, %71, %88) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x4xi32>, tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xi32>):
    %64 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %65 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x6xi32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x6xi32>
    %67 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %68 = "stablehlo.compare"(%66, %67) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %69 = "stablehlo.convert"(%68) : (tensor<4x6xi1>) -> tensor<4x6xf32>
    "func.return"(%69) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<6x4xi32>, res_attrs = [{}], sym_name = "_one_hot_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4xi32>):
    %58 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %59 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x1xi32>
    %60 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<6x4xi32>
    %61 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xi32>) -> tensor<6x4xi32>
    %62 = "stablehlo.compare"(%60, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %63 = "stablehlo.convert"(%62) : (tensor<6x4xi1>) -> tensor<6x4xi32>
    "func.return"(%63) : (tensor<6x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x6xf32>):
    %41 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.reduce"(%arg8, %41) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %57 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %43 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %45 = "stablehlo.maximum"(%44, %42) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %48 = "stablehlo.subtract"(%arg8, %47) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %49 = "stablehlo.exponential"(%48) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%49, %50) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %56 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %53 = "stablehlo.log"(%52) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %55 = "stablehlo.subtract"(%48, %54) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%55) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "standardize", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x6xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%arg3, %14) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %40 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %17 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %19 = "stablehlo.divide"(%16, %18) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %20 = "chlo.square"(%arg3) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %39 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %24 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %26 = "stablehlo.divide"(%23, %25) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %27 = "chlo.square"(%19) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %28 = "stablehlo.subtract"(%26, %27) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "func.call"(%28, %29) <{callee = @clip}> : (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %32 = "stablehlo.subtract"(%arg3, %31) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %33 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %35 = "stablehlo.add"(%30, %34) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %36 = "stablehlo.rsqrt"(%35) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x6xf32>
    %38 = "stablehlo.multiply"(%32, %37) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%38) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1xf32>, tensor<i32>) -> tensor<4x1xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x1xf32>, %arg2: tensor<i32>):
    %11 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %13 = "stablehlo.maximum"(%12, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%13) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "glu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 6>, start_indices = array<i64: 0, 3>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %2 = "stablehlo.negate"(%1) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %3 = "stablehlo.exponential"(%2) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %4 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %6 = "stablehlo.add"(%5, %3) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %9 = "stablehlo.divide"(%8, %6) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %10 = "stablehlo.multiply"(%0, %9) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%10) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
