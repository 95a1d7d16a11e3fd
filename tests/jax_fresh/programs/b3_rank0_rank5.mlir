"builtin.module"() <{sym_name = "jit_rank0_rank5"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<f32>, tensor<2x3x2x2x4xf32>, tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<4x2x2x2x3xf32>, tensor<2x2x4xf32>, tensor<3x2xf32>, tensor<2x3x1x2x2xf32>, tensor<2x3x2x2x4xf32>, tensor<f32>, tensor<2x3x2x2xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<f32>, %arg6: tensor<2x3x2x2x4xf32>, %arg7: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.compare"(%arg5, %13) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = "stablehlo.convert"(%14) : (tensor<i1>) -> tensor<i32>
    %16 = "stablehlo.case"(%15) ({
      %58 = "stablehlo.negate"(%arg5) : (tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%58) : (tensor<f32>) -> ()
    }, {
      %56 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.multiply"(%arg5, %56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<i32>) -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19:4 = "stablehlo.while"(%arg5, %17, %arg7, %18) ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<f32>):
      %55 = "stablehlo.compare"(%arg19, %arg20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<f32>):
      %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.add"(%arg15, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %52 = "stablehlo.multiply"(%arg17, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %54 = "stablehlo.add"(%52, %53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%arg14, %51, %arg16, %54) : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>) -> ()
    }) : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>)
    %20 = "stablehlo.transpose"(%arg6) <{permutation = array<i64: 4, 2, 0, 3, 1>}> : (tensor<2x3x2x2x4xf32>) -> tensor<4x2x2x2x3xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%arg6, %21) <{dimensions = array<i64: 1, 3>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %49 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%49) : (tensor<f32>) -> ()
    }) : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<2x2x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.reduce"(%arg6, %23) <{dimensions = array<i64: 0, 2, 4>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %48 = "stablehlo.maximum"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%48) : (tensor<f32>) -> ()
    }) : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<3x2xf32>
    %25 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2, 3, 2, 2, 4>, start_indices = array<i64: 0, 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1, 2>}> : (tensor<2x3x2x2x4xf32>) -> tensor<2x3x1x2x2xf32>
    %26 = "stablehlo.reverse"(%25) <{dimensions = array<i64: 1>}> : (tensor<2x3x1x2x2xf32>) -> tensor<2x3x1x2x2xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%arg6, %27) <{dimensions = array<i64: 0, 1, 2, 3, 4>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %47 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<2x3x2x2x4xf32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %30 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<1x1x1x1x1xf32>, tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1x1xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1x1x1x1x1xf32>, tensor<1x1x1x1x1xf32>) -> tensor<1x1x1x1x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4>}> : (tensor<1x1x1x1x1xf32>) -> tensor<2x3x2x2x4xf32>
    %36 = "stablehlo.add"(%arg6, %35) : (tensor<2x3x2x2x4xf32>, tensor<2x3x2x2x4xf32>) -> tensor<2x3x2x2x4xf32>
    %37 = "stablehlo.exponential"(%arg5) : (tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.reshape"(%arg6) : (tensor<2x3x2x2x4xf32>) -> tensor<96xf32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.compare"(%arg7, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = "stablehlo.constant"() <{value = dense<96> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.add"(%arg7, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.select"(%40, %42, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.dynamic_slice"(%38, %43) <{slice_sizes = array<i64: 1>}> : (tensor<96xf32>, tensor<i32>) -> tensor<1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1xf32>) -> tensor<f32>
    %46 = "func.call"(%arg6) <{callee = @argmax}> : (tensor<2x3x2x2x4xf32>) -> tensor<2x3x2x2xi32>
    "func.return"(%16, %19#3, %37, %20, %22, %24, %26, %36, %45, %46) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<4x2x2x2x3xf32>, tensor<2x2x4xf32>, tensor<3x2xf32>, tensor<2x3x1x2x2xf32>, tensor<2x3x2x2x4xf32>, tensor<f32>, tensor<2x3x2x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x2x2x4xf32>) -> tensor<2x3x2x2xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3x2x2x4xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 4 : i64}> : () -> tensor<2x3x2x2x4xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 4>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x3x2x2x4xf32>, tensor<2x3x2x2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x2x2xf32>, tensor<2x3x2x2xi32>)
    "func.return"(%3#1) : (tensor<2x3x2x2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
