"builtin.module"() <{sym_name = "jit_clip_accumulate"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2x2xf32>, tensor<3x2xf32>, tensor<f32>) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['b']"}, {jax.result_info = "result[0]['w']"}, {jax.result_info = "result[1]['b']"}, {jax.result_info = "result[1]['w']"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<3x2x2xf32>, %arg7: tensor<3x2xf32>, %arg8: tensor<f32>):
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54:7 = "stablehlo.while"(%arg7, %arg8, %arg6, %53, %52, %49, %51) ({
    ^bb0(%arg20: tensor<3x2xf32>, %arg21: tensor<f32>, %arg22: tensor<3x2x2xf32>, %arg23: tensor<i32>, %arg24: tensor<i32>, %arg25: tensor<2xf32>, %arg26: tensor<2x2xf32>):
      %94 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %95 = "stablehlo.compare"(%arg23, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%95) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg13: tensor<3x2xf32>, %arg14: tensor<f32>, %arg15: tensor<3x2x2xf32>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<2xf32>, %arg19: tensor<2x2xf32>):
      %91:3 = "func.call"(%arg13, %arg14, %arg15, %arg17, %arg18, %arg19) <{callee = @closed_call}> : (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2xf32>, tensor<2x2xf32>)
      %92 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %93 = "stablehlo.add"(%arg16, %92) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg13, %arg14, %arg15, %93, %91#0, %91#1, %91#2) : (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>)
    %55 = "stablehlo.multiply"(%54#5, %54#5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%55, %56) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %90 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.add"(%58, %57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.multiply"(%54#6, %54#6) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %89 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.add"(%59, %62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.sqrt"(%63) : (tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.add"(%64, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.divide"(%67, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.minimum"(%69, %68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %72 = "stablehlo.multiply"(%54#5, %71) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %73 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %74 = "stablehlo.multiply"(%54#6, %73) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %75 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %77 = "stablehlo.multiply"(%76, %54#5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %80 = "stablehlo.multiply"(%79, %72) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %81 = "stablehlo.add"(%77, %80) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %82 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %84 = "stablehlo.multiply"(%83, %54#6) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %85 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %87 = "stablehlo.multiply"(%86, %74) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %88 = "stablehlo.add"(%84, %87) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%72, %74, %81, %88, %64) : (tensor<2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x2xf32>, tensor<f32>, tensor<3x2x2xf32>, tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2xf32>, tensor<2x2xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x2xf32>, %arg1: tensor<f32>, %arg2: tensor<3x2x2xf32>, %arg3: tensor<i32>, %arg4: tensor<2xf32>, %arg5: tensor<2x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg3, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.convert"(%arg3) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.add"(%2, %5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.select"(%4, %6, %2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.compare"(%8, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.select"(%10, %13, %14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.dynamic_slice"(%arg0, %7, %15) <{slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1x2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %20 = "stablehlo.add"(%arg4, %19) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %21 = "stablehlo.convert"(%arg3) : (tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.compare"(%21, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %24 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.add"(%21, %24) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.select"(%23, %25, %21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.compare"(%27, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.select"(%29, %32, %33) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.compare"(%35, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.add"(%38, %39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.select"(%37, %40, %41) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.dynamic_slice"(%arg2, %26, %34, %42) <{slice_sizes = array<i64: 1, 2, 2>}> : (tensor<3x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
    %45 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %47 = "stablehlo.add"(%arg5, %46) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%1, %20, %47) : (tensor<i32>, tensor<2xf32>, tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
