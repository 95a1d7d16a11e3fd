"builtin.module"() <{sym_name = "jit_int8_quantized_matmul"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xf32>, tensor<5x4xf32>) -> (tensor<3x5xi8>, tensor<5x4xi8>, tensor<3x4xi32>, tensor<3x4xf32>, tensor<3x5xi8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<3x5xf32>, %arg9: tensor<5x4xf32>):
    %14 = "stablehlo.abs"(%arg8) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %15 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%14, %15) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %57 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.270000e+02> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %20 = "stablehlo.divide"(%17, %19) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %21 = "stablehlo.abs"(%arg9) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %22 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %56 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.270000e+02> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %27 = "stablehlo.divide"(%24, %26) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %29 = "stablehlo.divide"(%arg8, %28) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %30 = "func.call"(%29) <{callee = @round}> : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %31 = "stablehlo.constant"() <{value = dense<-127> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %33 = "func.call"(%30, %31, %32) <{callee = @clip}> : (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>
    %34 = "stablehlo.convert"(%33) : (tensor<3x5xf32>) -> tensor<3x5xi8>
    %35 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<5x4xf32>
    %36 = "stablehlo.divide"(%arg9, %35) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %37 = "func.call"(%36) <{callee = @round_0}> : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %38 = "stablehlo.constant"() <{value = dense<-127> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %40 = "func.call"(%37, %38, %39) <{callee = @clip_1}> : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
    %41 = "stablehlo.convert"(%40) : (tensor<5x4xf32>) -> tensor<5x4xi8>
    %42 = "stablehlo.dot_general"(%34, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xi8>, tensor<5x4xi8>) -> tensor<3x4xi32>
    %43 = "stablehlo.convert"(%42) : (tensor<3x4xi32>) -> tensor<3x4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x4xf32>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %46 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %48 = "stablehlo.convert"(%34) : (tensor<3x5xi8>) -> tensor<3x5xi32>
    %49 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %51 = "stablehlo.multiply"(%48, %50) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %52 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %54 = "stablehlo.shift_right_arithmetic"(%51, %53) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %55 = "stablehlo.convert"(%54) : (tensor<3x5xi32>) -> tensor<3x5xi8>
    "func.return"(%34, %41, %42, %47, %55) : (tensor<3x5xi8>, tensor<5x4xi8>, tensor<3x4xi32>, tensor<3x4xf32>, tensor<3x5xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<3x5xf32>):
    %13 = "stablehlo.round_nearest_even"(%arg7) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%13) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x5xf32>, tensor<i32>, tensor<i32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3x5xf32>, %arg5: tensor<i32>, %arg6: tensor<i32>):
    %7 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %9 = "stablehlo.maximum"(%8, %arg4) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %10 = "stablehlo.convert"(%arg6) : (tensor<i32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %12 = "stablehlo.minimum"(%11, %9) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%12) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x4xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "round_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x4xf32>):
    %6 = "stablehlo.round_nearest_even"(%arg3) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%6) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "clip_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%5) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
