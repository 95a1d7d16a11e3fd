"builtin.module"() <{sym_name = "jit_cond_vmap_scan"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3x2xf32>, tensor<3xf32>) -> (tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg17: tensor<4x3x2xf32>, %arg18: tensor<3xf32>):
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3x2xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3x2xf32>
    %101 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %102:6 = "stablehlo.while"(%arg17, %arg18, %101, %96, %98, %100) ({
    ^bb0(%arg25: tensor<4x3x2xf32>, %arg26: tensor<3xf32>, %arg27: tensor<i32>, %arg28: tensor<f32>, %arg29: tensor<4x3x2xf32>, %arg30: tensor<4x3x2xf32>):
      %109 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %110 = "stablehlo.compare"(%arg27, %109) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%110) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<4x3x2xf32>, %arg20: tensor<3xf32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<4x3x2xf32>, %arg24: tensor<4x3x2xf32>):
      %103 = "func.call"(%arg19, %arg21) <{callee = @dynamic_index_in_dim}> : (tensor<4x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>
      %104:3 = "func.call"(%arg20, %arg22, %103) <{callee = @closed_call}> : (tensor<3xf32>, tensor<f32>, tensor<3x2xf32>) -> (tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>)
      %105 = "func.call"(%arg23, %104#1, %arg21) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<4x3x2xf32>
      %106 = "func.call"(%arg24, %104#2, %arg21) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<4x3x2xf32>
      %107 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %108 = "stablehlo.add"(%arg21, %107) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg19, %arg20, %108, %104#0, %105, %106) : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> ()
    }) : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> (tensor<4x3x2xf32>, tensor<3xf32>, tensor<i32>, tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>)
    "func.return"(%102#3, %102#4, %102#5) : (tensor<f32>, tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3x2xf32>, tensor<i32>) -> tensor<3x2xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4x3x2xf32>, %arg16: tensor<i32>):
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.dynamic_slice"(%arg15, %arg16, %92, %93) <{slice_sizes = array<i64: 1, 3, 2>}> : (tensor<4x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x2xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%95) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>, tensor<f32>, tensor<3x2xf32>) -> (tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>), res_attrs = [{}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3xf32>, %arg7: tensor<f32>, %arg8: tensor<3x2xf32>):
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%arg8, %10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %91 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%91) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %12 = "stablehlo.compare"(%11, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %13 = "stablehlo.convert"(%12) : (tensor<3xi1>) -> tensor<3xi32>
    %14 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %18 = "stablehlo.select"(%17, %14, %14) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
    %20 = "stablehlo.select"(%19, %arg8, %arg8) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %21 = "stablehlo.sine"(%20) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %22 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %24 = "stablehlo.subtract"(%21, %23) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %25 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %27 = "stablehlo.compare"(%13, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %28 = "stablehlo.select"(%27, %14, %14) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
    %30 = "stablehlo.select"(%29, %arg8, %arg8) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %31 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %33 = "stablehlo.multiply"(%30, %32) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %34 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %37 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x2xi32>
    %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %40 = "stablehlo.compare"(%37, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %41 = "stablehlo.select"(%40, %24, %36) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %42 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%arg8, %42) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %90 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%90) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %44 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %46 = "stablehlo.multiply"(%43, %45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %47 = "stablehlo.floor"(%46) : (tensor<3xf32>) -> tensor<3xf32>
    %48 = "stablehlo.convert"(%47) : (tensor<3xf32>) -> tensor<3xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %51 = "func.call"(%48, %49, %50) <{callee = @clip}> : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %55 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %56 = "stablehlo.clamp"(%54, %51, %55) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %59 = "stablehlo.compare"(%56, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
    %61 = "stablehlo.select"(%60, %arg8, %arg8) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %62 = "stablehlo.cosine"(%61) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %65 = "stablehlo.compare"(%56, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
    %67 = "stablehlo.select"(%66, %arg8, %arg8) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %68 = "stablehlo.multiply"(%67, %67) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %69 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %71 = "stablehlo.compare"(%56, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
    %73 = "stablehlo.select"(%72, %arg8, %arg8) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %74 = "stablehlo.negate"(%73) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    %75 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x2xi32>
    %76 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %78 = "stablehlo.compare"(%75, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %79 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x2xi32>
    %81 = "stablehlo.compare"(%75, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %82 = "stablehlo.select"(%81, %68, %74) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %83 = "stablehlo.select"(%78, %62, %82) : (tensor<3x2xi1>, tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.reduce"(%41, %84) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %89 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %86 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.divide"(%85, %86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = "stablehlo.add"(%arg7, %87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%88, %41, %83) : (tensor<f32>, tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xi32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %4 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %6 = "stablehlo.maximum"(%5, %arg3) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %7 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %9 = "stablehlo.minimum"(%8, %6) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    "func.return"(%9) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<4x3x2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3x2xf32>, %arg1: tensor<3x2xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<4x3x2xf32>, tensor<1x3x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x3x2xf32>
    "func.return"(%3) : (tensor<4x3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
