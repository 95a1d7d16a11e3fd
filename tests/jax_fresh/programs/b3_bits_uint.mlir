"builtin.module"() <{sym_name = "jit_bits_uint"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16xui8>, tensor<6xui16>, tensor<6xui32>) -> (tensor<2xui8>, tensor<2x1xui8>, tensor<128xui8>, tensor<5xui8>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui16>, tensor<6xui32>, tensor<16xui8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<16xui8>, %arg15: tensor<6xui16>, %arg16: tensor<6xui32>):
    %82 = "stablehlo.constant"() <{value = dense<100> : tensor<ui8>}> : () -> tensor<ui8>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<16xui8>
    %84 = "stablehlo.compare"(%arg14, %83) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xi1>
    %85 = "func.call"(%84) <{callee = @packbits}> : (tensor<16xi1>) -> tensor<2xui8>
    %86 = "stablehlo.constant"() <{value = dense<50> : tensor<ui8>}> : () -> tensor<ui8>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<16xui8>
    %88 = "stablehlo.compare"(%arg14, %87) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16xui8>, tensor<16xui8>) -> tensor<16xi1>
    %89 = "stablehlo.reshape"(%88) : (tensor<16xi1>) -> tensor<2x8xi1>
    %90 = "func.call"(%89) <{callee = @packbits_0}> : (tensor<2x8xi1>) -> tensor<2x1xui8>
    %91 = "func.call"(%arg14) <{callee = @unpackbits}> : (tensor<16xui8>) -> tensor<128xui8>
    %92 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 3>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<16xui8>) -> tensor<3xui8>
    %93 = "func.call"(%92) <{callee = @unpackbits_1}> : (tensor<3xui8>) -> tensor<5xui8>
    %94 = "stablehlo.constant"() <{value = dense<61680> : tensor<ui16>}> : () -> tensor<ui16>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<6xui16>
    %96 = "stablehlo.and"(%arg15, %95) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
    %97 = "stablehlo.constant"() <{value = dense<3> : tensor<ui16>}> : () -> tensor<ui16>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<6xui16>
    %99 = "stablehlo.shift_right_logical"(%arg15, %98) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
    %100 = "stablehlo.or"(%arg15, %99) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
    %101 = "stablehlo.reverse"(%arg15) <{dimensions = array<i64: 0>}> : (tensor<6xui16>) -> tensor<6xui16>
    %102 = "stablehlo.not"(%101) : (tensor<6xui16>) -> tensor<6xui16>
    %103 = "stablehlo.xor"(%arg15, %102) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
    %104 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %106 = "stablehlo.shift_left"(%arg16, %105) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %107 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %108 = "func.call"(%arg16, %107) <{callee = @remainder}> : (tensor<6xui32>, tensor<i32>) -> tensor<6xui32>
    %109 = "stablehlo.shift_right_logical"(%arg16, %108) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %110 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %112 = "stablehlo.shift_right_logical"(%arg16, %111) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %113 = "stablehlo.xor"(%arg16, %112) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %114 = "stablehlo.not"(%arg16) : (tensor<6xui32>) -> tensor<6xui32>
    %115 = "stablehlo.popcnt"(%arg16) : (tensor<6xui32>) -> tensor<6xui32>
    %116 = "stablehlo.popcnt"(%arg15) : (tensor<6xui16>) -> tensor<6xui16>
    %117 = "stablehlo.count_leading_zeros"(%arg16) : (tensor<6xui32>) -> tensor<6xui32>
    %118 = "func.call"(%arg14) <{callee = @bitwise_count}> : (tensor<16xui8>) -> tensor<16xui8>
    "func.return"(%85, %90, %91, %93, %96, %100, %103, %106, %109, %113, %114, %115, %116, %117, %118) : (tensor<2xui8>, tensor<2x1xui8>, tensor<128xui8>, tensor<5xui8>, tensor<6xui16>, tensor<6xui16>, tensor<6xui16>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui16>, tensor<6xui32>, tensor<16xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xi1>) -> tensor<2xui8>, res_attrs = [{}], sym_name = "packbits", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<16xi1>):
    %67 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16xi1>
    %69 = "stablehlo.compare"(%arg11, %68) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %70 = "stablehlo.convert"(%69) : (tensor<16xi1>) -> tensor<16xui8>
    %71 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui8>
    %72 = "stablehlo.reverse"(%71) <{dimensions = array<i64: 0>}> : (tensor<8xui8>) -> tensor<8xui8>
    %73 = "stablehlo.reshape"(%70) : (tensor<16xui8>) -> tensor<2x8xui8>
    %74 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xui8>) -> tensor<1x8xui8>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xui8>) -> tensor<2x8xui8>
    %76 = "stablehlo.shift_left"(%73, %75) : (tensor<2x8xui8>, tensor<2x8xui8>) -> tensor<2x8xui8>
    %77 = "stablehlo.convert"(%76) : (tensor<2x8xui8>) -> tensor<2x8xui32>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %79 = "stablehlo.reduce"(%77, %78) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<ui32>, %arg13: tensor<ui32>):
      %81 = "stablehlo.add"(%arg12, %arg13) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%81) : (tensor<ui32>) -> ()
    }) : (tensor<2x8xui32>, tensor<ui32>) -> tensor<2xui32>
    %80 = "stablehlo.convert"(%79) : (tensor<2xui32>) -> tensor<2xui8>
    "func.return"(%80) : (tensor<2xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x8xi1>) -> tensor<2x1xui8>, res_attrs = [{}], sym_name = "packbits_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x8xi1>):
    %53 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2x8xi1>
    %55 = "stablehlo.compare"(%arg8, %54) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x8xi1>, tensor<2x8xi1>) -> tensor<2x8xi1>
    %56 = "stablehlo.convert"(%55) : (tensor<2x8xi1>) -> tensor<2x8xui8>
    %57 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui8>
    %58 = "stablehlo.reshape"(%56) : (tensor<2x8xui8>) -> tensor<2x1x8xui8>
    %59 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<8xui8>) -> tensor<1x1x8xui8>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = "stablehlo.shift_left"(%58, %60) : (tensor<2x1x8xui8>, tensor<2x1x8xui8>) -> tensor<2x1x8xui8>
    %62 = "stablehlo.convert"(%61) : (tensor<2x1x8xui8>) -> tensor<2x1x8xui32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: tensor<ui32>, %arg10: tensor<ui32>):
      %66 = "stablehlo.add"(%arg9, %arg10) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%66) : (tensor<ui32>) -> ()
    }) : (tensor<2x1x8xui32>, tensor<ui32>) -> tensor<2x1xui32>
    %65 = "stablehlo.convert"(%64) : (tensor<2x1xui32>) -> tensor<2x1xui8>
    "func.return"(%65) : (tensor<2x1xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xui8>) -> tensor<128xui8>, res_attrs = [{}], sym_name = "unpackbits", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16xui8>):
    %38 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui8>
    %39 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %41 = "stablehlo.shift_left"(%40, %38) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %42 = "stablehlo.reverse"(%41) <{dimensions = array<i64: 0>}> : (tensor<8xui8>) -> tensor<8xui8>
    %43 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xui8>) -> tensor<16x1xui8>
    %44 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xui8>) -> tensor<1x8xui8>
    %45 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui8>) -> tensor<16x8xui8>
    %46 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xui8>) -> tensor<16x8xui8>
    %47 = "stablehlo.and"(%45, %46) : (tensor<16x8xui8>, tensor<16x8xui8>) -> tensor<16x8xui8>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<16x8xui8>
    %50 = "stablehlo.compare"(%47, %49) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x8xui8>, tensor<16x8xui8>) -> tensor<16x8xi1>
    %51 = "stablehlo.convert"(%50) : (tensor<16x8xi1>) -> tensor<16x8xui8>
    %52 = "stablehlo.reshape"(%51) : (tensor<16x8xui8>) -> tensor<128xui8>
    "func.return"(%52) : (tensor<128xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3xui8>) -> tensor<5xui8>, res_attrs = [{}], sym_name = "unpackbits_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<3xui8>):
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui8>
    %24 = "stablehlo.constant"() <{value = dense<1> : tensor<ui8>}> : () -> tensor<ui8>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %26 = "stablehlo.shift_left"(%25, %23) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %27 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui8>) -> tensor<3x1xui8>
    %28 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xui8>) -> tensor<1x8xui8>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui8>) -> tensor<3x8xui8>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xui8>) -> tensor<3x8xui8>
    %31 = "stablehlo.and"(%29, %30) : (tensor<3x8xui8>, tensor<3x8xui8>) -> tensor<3x8xui8>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<ui8>}> : () -> tensor<ui8>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<3x8xui8>
    %34 = "stablehlo.compare"(%31, %33) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<3x8xui8>, tensor<3x8xui8>) -> tensor<3x8xi1>
    %35 = "stablehlo.convert"(%34) : (tensor<3x8xi1>) -> tensor<3x8xui8>
    %36 = "stablehlo.reshape"(%35) : (tensor<3x8xui8>) -> tensor<24xui8>
    %37 = "stablehlo.slice"(%36) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<24xui8>) -> tensor<5xui8>
    "func.return"(%37) : (tensor<5xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui32>, tensor<i32>) -> tensor<6xui32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6xui32>, %arg5: tensor<i32>):
    %2 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<ui32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %5 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %6 = "func.call"(%4, %5, %2) <{callee = @_where}> : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %8 = "stablehlo.remainder"(%arg4, %7) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %11 = "stablehlo.compare"(%8, %10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %14 = "stablehlo.compare"(%8, %13) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %16 = "stablehlo.compare"(%6, %15) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %18 = "stablehlo.compare"(%14, %17) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %19 = "stablehlo.and"(%18, %11) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %20 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %21 = "stablehlo.add"(%8, %20) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %22 = "stablehlo.select"(%19, %21, %8) : (tensor<6xi1>, tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%22) : (tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<i1>, %arg2: tensor<ui32>, %arg3: tensor<ui32>):
    %1 = "stablehlo.select"(%arg1, %arg2, %arg3) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%1) : (tensor<ui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16xui8>) -> tensor<16xui8>, res_attrs = [{}], sym_name = "bitwise_count", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xui8>):
    %0 = "stablehlo.popcnt"(%arg0) : (tensor<16xui8>) -> tensor<16xui8>
    "func.return"(%0) : (tensor<16xui8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
