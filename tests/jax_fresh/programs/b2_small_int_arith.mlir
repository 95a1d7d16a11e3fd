"builtin.module"() <{sym_name = "jit_small_int_arith"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8xi8>, tensor<8xui8>, tensor<8xi16>, tensor<8xui16>) -> (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xi8>, tensor<8xui8>, tensor<8xi8>, tensor<8xf32>, tensor<8xf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}, {jax.result_info = "result[21]"}, {jax.result_info = "result[22]"}, {jax.result_info = "result[23]"}, {jax.result_info = "result[24]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<8xi8>, %arg15: tensor<8xui8>, %arg16: tensor<8xi16>, %arg17: tensor<8xui16>):
    %42 = "stablehlo.add"(%arg14, %arg14) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %43 = "stablehlo.constant"() <{value = dense<3> : tensor<i8>}> : () -> tensor<i8>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %45 = "stablehlo.multiply"(%arg14, %44) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %46 = "stablehlo.constant"() <{value = dense<3> : tensor<i8>}> : () -> tensor<i8>
    %47 = "func.call"(%arg14, %46) <{callee = @floor_divide}> : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    %48 = "stablehlo.constant"() <{value = dense<-4> : tensor<i8>}> : () -> tensor<i8>
    %49 = "func.call"(%arg14, %48) <{callee = @remainder}> : (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>
    %50 = "stablehlo.negate"(%arg14) : (tensor<8xi8>) -> tensor<8xi8>
    %51 = "stablehlo.abs"(%arg14) : (tensor<8xi8>) -> tensor<8xi8>
    %52 = "stablehlo.constant"() <{value = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %54 = "stablehlo.add"(%arg15, %53) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %55 = "stablehlo.multiply"(%arg15, %arg15) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %56 = "stablehlo.constant"() <{value = dense<7> : tensor<ui8>}> : () -> tensor<ui8>
    %57 = "func.call"(%arg15, %56) <{callee = @floor_divide_1}> : (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>
    %58 = "stablehlo.constant"() <{value = dense<2> : tensor<ui8>}> : () -> tensor<ui8>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %60 = "stablehlo.shift_right_logical"(%arg15, %59) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %61 = "stablehlo.constant"() <{value = dense<3> : tensor<ui8>}> : () -> tensor<ui8>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %63 = "stablehlo.shift_left"(%arg15, %62) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    %64 = "stablehlo.multiply"(%arg16, %arg16) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %65 = "stablehlo.constant"() <{value = dense<3> : tensor<i16>}> : () -> tensor<i16>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<8xi16>
    %67 = "stablehlo.shift_right_arithmetic"(%arg16, %66) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %68 = "stablehlo.constant"() <{value = dense<5> : tensor<i16>}> : () -> tensor<i16>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<8xi16>
    %70 = "stablehlo.shift_left"(%arg16, %69) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %71 = "stablehlo.constant"() <{value = dense<4> : tensor<i16>}> : () -> tensor<i16>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i16>) -> tensor<8xi16>
    %73 = "stablehlo.shift_right_logical"(%arg16, %72) : (tensor<8xi16>, tensor<8xi16>) -> tensor<8xi16>
    %74 = "stablehlo.add"(%arg17, %arg17) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %75 = "stablehlo.constant"() <{value = dense<300> : tensor<ui16>}> : () -> tensor<ui16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8xui16>
    %77 = "stablehlo.multiply"(%arg17, %76) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %78 = "stablehlo.constant"() <{value = dense<9> : tensor<ui16>}> : () -> tensor<ui16>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8xui16>
    %80 = "stablehlo.shift_right_logical"(%arg17, %79) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    %81 = "stablehlo.constant"() <{value = dense<13> : tensor<ui16>}> : () -> tensor<ui16>
    %82 = "func.call"(%arg17, %81) <{callee = @floor_divide_2}> : (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>
    %83 = "stablehlo.convert"(%arg14) : (tensor<8xi8>) -> tensor<8xui16>
    %84 = "stablehlo.convert"(%arg17) : (tensor<8xui16>) -> tensor<8xi8>
    %85 = "stablehlo.convert"(%arg16) : (tensor<8xi16>) -> tensor<8xui8>
    %86 = "stablehlo.constant"() <{value = dense<-3> : tensor<i8>}> : () -> tensor<i8>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %88 = "stablehlo.maximum"(%arg14, %87) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %89 = "stablehlo.convert"(%arg14) : (tensor<8xi8>) -> tensor<8xf32>
    %90 = "stablehlo.convert"(%arg17) : (tensor<8xui16>) -> tensor<8xf16>
    "func.return"(%42, %45, %47, %49, %50, %51, %54, %55, %57, %60, %63, %64, %67, %70, %73, %74, %77, %80, %82, %83, %84, %85, %88, %89, %90) : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xui8>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xi8>, tensor<8xui8>, tensor<8xi8>, tensor<8xf32>, tensor<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<8xi8>, %arg13: tensor<i8>):
    %26 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %27 = "stablehlo.divide"(%arg12, %26) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %28 = "stablehlo.sign"(%arg12) : (tensor<8xi8>) -> tensor<8xi8>
    %29 = "stablehlo.sign"(%arg13) : (tensor<i8>) -> tensor<i8>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %31 = "stablehlo.compare"(%28, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %32 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %33 = "stablehlo.remainder"(%arg12, %32) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %36 = "stablehlo.compare"(%33, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %37 = "stablehlo.and"(%31, %36) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %38 = "stablehlo.constant"() <{value = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %40 = "stablehlo.subtract"(%27, %39) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %41 = "func.call"(%37, %40, %27) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%41) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<8xi1>, %arg10: tensor<8xi8>, %arg11: tensor<8xi8>):
    %25 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%25) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi8>, tensor<i8>) -> tensor<8xi8>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8xi8>, %arg8: tensor<i8>):
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %6 = "stablehlo.compare"(%arg8, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %8 = "func.call"(%6, %7, %arg8) <{callee = @_where_0}> : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %10 = "stablehlo.remainder"(%arg7, %9) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %13 = "stablehlo.compare"(%10, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %16 = "stablehlo.compare"(%10, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi1>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %18 = "stablehlo.compare"(%8, %17) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %20 = "stablehlo.compare"(%16, %19) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %21 = "stablehlo.and"(%20, %13) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %22 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<8xi8>
    %23 = "stablehlo.add"(%10, %22) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    %24 = "stablehlo.select"(%21, %23, %10) : (tensor<8xi1>, tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
    "func.return"(%24) : (tensor<8xi8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i1>, %arg5: tensor<i8>, %arg6: tensor<i8>):
    %4 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<i1>, tensor<i8>, tensor<i8>) -> tensor<i8>
    "func.return"(%4) : (tensor<i8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui8>, tensor<ui8>) -> tensor<8xui8>, res_attrs = [{}], sym_name = "floor_divide_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8xui8>, %arg3: tensor<ui8>):
    %2 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui8>) -> tensor<8xui8>
    %3 = "stablehlo.divide"(%arg2, %2) : (tensor<8xui8>, tensor<8xui8>) -> tensor<8xui8>
    "func.return"(%3) : (tensor<8xui8>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xui16>, tensor<ui16>) -> tensor<8xui16>, res_attrs = [{}], sym_name = "floor_divide_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xui16>, %arg1: tensor<ui16>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui16>) -> tensor<8xui16>
    %1 = "stablehlo.divide"(%arg0, %0) : (tensor<8xui16>, tensor<8xui16>) -> tensor<8xui16>
    "func.return"(%1) : (tensor<8xui16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
