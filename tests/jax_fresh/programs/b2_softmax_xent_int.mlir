"builtin.module"() <{sym_name = "jit_softmax_xent_int"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x5xf32>, tensor<6xi32>, tensor<6xf32>) -> (tensor<f32>, tensor<6xf32>, tensor<f32>, tensor<6x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<6x5xf32>, %arg16: tensor<6xi32>, %arg17: tensor<6xf32>):
    %59 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%arg15, %59) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %115 = "stablehlo.maximum"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%115) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %61 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %63 = "stablehlo.maximum"(%62, %60) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %64 = "stablehlo.is_finite"(%63) : (tensor<6xf32>) -> tensor<6xi1>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %67 = "stablehlo.select"(%64, %63, %66) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %70 = "stablehlo.subtract"(%arg15, %69) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %71 = "stablehlo.exponential"(%70) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %114 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%114) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %74 = "stablehlo.abs"(%73) : (tensor<6xf32>) -> tensor<6xf32>
    %75 = "stablehlo.log"(%74) : (tensor<6xf32>) -> tensor<6xf32>
    %76 = "stablehlo.add"(%75, %67) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %77 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %78 = "func.call"(%arg15, %77) <{callee = @take_along_axis}> : (tensor<6x5xf32>, tensor<6x1xi32>) -> tensor<6x1xf32>
    %79 = "stablehlo.reshape"(%78) : (tensor<6x1xf32>) -> tensor<6xf32>
    %80 = "stablehlo.subtract"(%76, %79) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %81 = "func.call"(%arg15) <{callee = @log_softmax}> : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %82 = "func.call"(%arg16) <{callee = @_one_hot}> : (tensor<6xi32>) -> tensor<6x5xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %85 = "stablehlo.multiply"(%84, %82) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %86 = "stablehlo.constant"() <{value = dense<2.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %88 = "stablehlo.add"(%85, %87) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %89 = "stablehlo.multiply"(%81, %88) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %113 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %92 = "stablehlo.negate"(%91) : (tensor<6xf32>) -> tensor<6xf32>
    %93 = "func.call"(%arg15) <{callee = @argmax}> : (tensor<6x5xf32>) -> tensor<6xi32>
    %94 = "stablehlo.compare"(%93, %arg16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %95 = "stablehlo.convert"(%94) : (tensor<6xi1>) -> tensor<6xf32>
    %96 = "stablehlo.multiply"(%80, %arg17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %97 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.reduce"(%96, %97) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %112 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%112) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%arg17, %99) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %111 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%111) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %101 = "stablehlo.divide"(%98, %100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.reduce"(%95, %102) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %110 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%110) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %104 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.divide"(%103, %104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.multiply"(%106, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    "func.return"(%101, %92, %105, %109) : (tensor<f32>, tensor<6xf32>, tensor<f32>, tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x5xf32>, tensor<6x1xi32>) -> tensor<6x1xf32>, res_attrs = [{}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6x5xf32>, %arg12: tensor<6x1xi32>):
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1xi32>
    %38 = "stablehlo.compare"(%arg12, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
    %39 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1xi32>
    %41 = "stablehlo.add"(%arg12, %40) : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi32>
    %42 = "stablehlo.select"(%38, %41, %arg12) : (tensor<6x1xi1>, tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi32>
    %43 = "stablehlo.reshape"(%42) : (tensor<6x1xi32>) -> tensor<6x1x1xi32>
    %44 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x1x1xi32>
    %47 = "stablehlo.compare"(%43, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %48 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<6x1x1xi32>
    %50 = "stablehlo.compare"(%43, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6x1x1xi32>, tensor<6x1x1xi32>) -> tensor<6x1x1xi1>
    %51 = "stablehlo.and"(%47, %50) : (tensor<6x1x1xi1>, tensor<6x1x1xi1>) -> tensor<6x1x1xi1>
    %52 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<i1>, %arg14: tensor<i1>):
      %58 = "stablehlo.and"(%arg13, %arg14) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%58) : (tensor<i1>) -> ()
    }) : (tensor<6x1x1xi1>, tensor<i1>) -> tensor<6x1xi1>
    %54 = "stablehlo.gather"(%arg11, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x5xf32>, tensor<6x1x1xi32>) -> tensor<6x1xf32>
    %55 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %57 = "stablehlo.select"(%53, %54, %56) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    "func.return"(%57) : (tensor<6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x5xf32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6x5xf32>):
    %19 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.reduce"(%arg6, %19) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %35 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %21 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %23 = "stablehlo.maximum"(%22, %20) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %26 = "stablehlo.subtract"(%arg6, %25) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %27 = "stablehlo.exponential"(%26) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.reduce"(%27, %28) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %34 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %31 = "stablehlo.log"(%30) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x5xf32>
    %33 = "stablehlo.subtract"(%26, %32) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    "func.return"(%33) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6xi32>):
    %13 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %14 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x5xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xi32>) -> tensor<6x5xi32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<6x5xi32>
    %17 = "stablehlo.compare"(%15, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %18 = "stablehlo.convert"(%17) : (tensor<6x5xi1>) -> tensor<6x5xf32>
    "func.return"(%18) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x5xf32>) -> tensor<6xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x5xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x5xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
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
    }) : (tensor<6x5xf32>, tensor<6x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%3#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
