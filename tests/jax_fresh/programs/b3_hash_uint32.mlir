"builtin.module"() <{sym_name = "jit_hash_uint32"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<ui32>) -> (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<8xui32>, %arg10: tensor<ui32>):
    %57 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %58 = "stablehlo.xor"(%arg9, %57) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %59 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %61 = "stablehlo.shift_right_logical"(%58, %60) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %62 = "stablehlo.xor"(%58, %61) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %63 = "stablehlo.constant"() <{value = dense<2246822507> : tensor<ui32>}> : () -> tensor<ui32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %65 = "stablehlo.multiply"(%62, %64) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %66 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %68 = "stablehlo.shift_right_logical"(%65, %67) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %69 = "stablehlo.xor"(%65, %68) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %70 = "stablehlo.constant"() <{value = dense<3266489909> : tensor<ui32>}> : () -> tensor<ui32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %72 = "stablehlo.multiply"(%69, %71) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %73 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %75 = "stablehlo.shift_right_logical"(%72, %74) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %76 = "stablehlo.xor"(%72, %75) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %77 = "stablehlo.bitcast_convert"(%arg9) : (tensor<8xui32>) -> tensor<8x4xui8>
    %78 = "stablehlo.constant"() <{value = dense<2166136261> : tensor<ui32>}> : () -> tensor<ui32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %82:4 = "stablehlo.while"(%77, %81, %80, %79) ({
    ^bb0(%arg19: tensor<8x4xui8>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<8xui32>):
      %103 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %104 = "stablehlo.compare"(%arg20, %103) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%104) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<8x4xui8>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<8xui32>):
      %100:2 = "func.call"(%arg15, %arg17, %arg18) <{callee = @closed_call}> : (tensor<8x4xui8>, tensor<i32>, tensor<8xui32>) -> (tensor<i32>, tensor<8xui32>)
      %101 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %102 = "stablehlo.add"(%arg16, %101) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg15, %102, %100#0, %100#1) : (tensor<8x4xui8>, tensor<i32>, tensor<i32>, tensor<8xui32>) -> ()
    }) : (tensor<8x4xui8>, tensor<i32>, tensor<i32>, tensor<8xui32>) -> (tensor<8x4xui8>, tensor<i32>, tensor<i32>, tensor<8xui32>)
    %83 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %85 = "stablehlo.or"(%arg9, %84) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87:2 = "stablehlo.while"(%86, %85) ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<8xui32>):
      %98 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %99 = "stablehlo.compare"(%arg13, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%99) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<8xui32>):
      %95 = "func.call"(%arg12) <{callee = @closed_call_0}> : (tensor<8xui32>) -> tensor<8xui32>
      %96 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %97 = "stablehlo.add"(%arg11, %96) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%97, %95) : (tensor<i32>, tensor<8xui32>) -> ()
    }) : (tensor<i32>, tensor<8xui32>) -> (tensor<i32>, tensor<8xui32>)
    %88 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %89 = "func.call"(%76, %88) <{callee = @remainder}> : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %90 = "stablehlo.convert"(%89) : (tensor<8xui32>) -> tensor<8xi32>
    %91 = "stablehlo.convert"(%76) : (tensor<8xui32>) -> tensor<8xf32>
    %92 = "stablehlo.constant"() <{value = dense<4.2949673E+9> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.divide"(%91, %93) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%76, %87#1, %82#3, %90, %94) : (tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4xui8>, tensor<i32>, tensor<8xui32>) -> (tensor<i32>, tensor<8xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x4xui8>, %arg7: tensor<i32>, %arg8: tensor<8xui32>):
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.add"(%arg7, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.compare"(%37, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.select"(%39, %42, %43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.compare"(%36, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.add"(%36, %47) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.select"(%46, %48, %36) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.dynamic_slice"(%arg6, %44, %49) <{slice_sizes = array<i64: 8, 1>}> : (tensor<8x4xui8>, tensor<i32>, tensor<i32>) -> tensor<8x1xui8>
    %51 = "stablehlo.reshape"(%50) : (tensor<8x1xui8>) -> tensor<8xui8>
    %52 = "stablehlo.convert"(%51) : (tensor<8xui8>) -> tensor<8xui32>
    %53 = "stablehlo.xor"(%arg8, %52) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %54 = "stablehlo.constant"() <{value = dense<16777619> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %56 = "stablehlo.multiply"(%53, %55) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%35, %56) : (tensor<i32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xui32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8xui32>):
    %22 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %24 = "stablehlo.shift_left"(%arg5, %23) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %25 = "stablehlo.xor"(%arg5, %24) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %26 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %28 = "stablehlo.shift_right_logical"(%25, %27) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %29 = "stablehlo.xor"(%25, %28) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %30 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %32 = "stablehlo.shift_left"(%29, %31) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %33 = "stablehlo.xor"(%29, %32) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%33) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xui32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<ui32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where}> : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %13 = "stablehlo.compare"(%7, %12) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %15 = "stablehlo.compare"(%5, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %18 = "stablehlo.and"(%17, %10) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %19 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %20 = "stablehlo.add"(%7, %19) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %21 = "stablehlo.select"(%18, %20, %7) : (tensor<8xi1>, tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%21) : (tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%0) : (tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
