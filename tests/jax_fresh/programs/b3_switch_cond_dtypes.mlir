"builtin.module"() <{sym_name = "jit_switch_cond_dtypes"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<i32>, tensor<4xf32>, tensor<2xi32>, tensor<3xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>, tensor<complex<f32>>, tensor<3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<i32>, %arg8: tensor<4xf32>, %arg9: tensor<2xi32>, %arg10: tensor<3xcomplex<f32>>):
    %8 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.add"(%arg7, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.clamp"(%10, %9, %11) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.case"(%12) ({
      %96 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %98 = "stablehlo.multiply"(%arg8, %97) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%98) : (tensor<4xf32>) -> ()
    }, {
      %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %95 = "stablehlo.subtract"(%arg8, %94) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%95) : (tensor<4xf32>) -> ()
    }, {
      %92 = "stablehlo.cosine"(%arg8) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%92) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.add"(%arg7, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.clamp"(%16, %15, %17) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.case"(%18) ({
      %89 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %91 = "stablehlo.multiply"(%arg8, %90) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%91) : (tensor<4xf32>) -> ()
    }, {
      %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %88 = "stablehlo.subtract"(%arg8, %87) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%88) : (tensor<4xf32>) -> ()
    }, {
      %85 = "stablehlo.cosine"(%arg8) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%85) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.add"(%arg7, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.clamp"(%22, %21, %23) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.case"(%24) ({
      %82 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %84 = "stablehlo.multiply"(%arg8, %83) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%84) : (tensor<4xf32>) -> ()
    }, {
      %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %81 = "stablehlo.subtract"(%arg8, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%81) : (tensor<4xf32>) -> ()
    }, {
      %78 = "stablehlo.cosine"(%arg8) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%78) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %26 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.add"(%arg7, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.clamp"(%28, %27, %29) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.case"(%30) ({
      %75 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %77 = "stablehlo.multiply"(%arg8, %76) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%77) : (tensor<4xf32>) -> ()
    }, {
      %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %74 = "stablehlo.subtract"(%arg8, %73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%74) : (tensor<4xf32>) -> ()
    }, {
      %71 = "stablehlo.cosine"(%arg8) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%71) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %32 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xi32>) -> tensor<1xi32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1xi32>) -> tensor<i32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.compare"(%33, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %36 = "stablehlo.convert"(%35) : (tensor<i1>) -> tensor<i32>
    %37:4 = "stablehlo.case"(%36) ({
      %62 = "stablehlo.convert"(%arg8) : (tensor<4xf32>) -> tensor<4xf16>
      %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
      %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<4xf16>
      %65 = "stablehlo.multiply"(%62, %64) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
      %66 = "stablehlo.real"(%arg10) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
      %67 = "stablehlo.imag"(%arg10) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
      %68 = "stablehlo.negate"(%67) : (tensor<3xf32>) -> tensor<3xf32>
      %69 = "stablehlo.complex"(%66, %68) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xcomplex<f32>>
      %70 = "stablehlo.constant"() <{value = dense<250> : tensor<ui8>}> : () -> tensor<ui8>
      "stablehlo.return"(%65, %arg9, %69, %70) : (tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>) -> ()
    }, {
      %54 = "stablehlo.convert"(%arg8) : (tensor<4xf32>) -> tensor<4xf16>
      %55 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
      %57 = "stablehlo.multiply"(%arg9, %56) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
      %58 = "stablehlo.constant"() <{value = dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
      %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
      %60 = "stablehlo.multiply"(%arg10, %59) : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
      %61 = "stablehlo.constant"() <{value = dense<3> : tensor<ui8>}> : () -> tensor<ui8>
      "stablehlo.return"(%54, %57, %60, %61) : (tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>) -> ()
    }) : (tensor<i32>) -> (tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>)
    %38 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42:4 = "stablehlo.while"(%arg10, %41, %38, %40) ({
    ^bb0(%arg15: tensor<3xcomplex<f32>>, %arg16: tensor<i32>, %arg17: tensor<complex<f32>>, %arg18: tensor<3xf32>):
      %52 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %53 = "stablehlo.compare"(%arg16, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<3xcomplex<f32>>, %arg12: tensor<i32>, %arg13: tensor<complex<f32>>, %arg14: tensor<3xf32>):
      %43 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %44 = "stablehlo.subtract"(%43, %arg12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %45 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %46 = "stablehlo.subtract"(%44, %45) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %47 = "func.call"(%arg11, %46) <{callee = @dynamic_index_in_dim}> : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<complex<f32>>
      %48:2 = "func.call"(%arg13, %47) <{callee = @closed_call}> : (tensor<complex<f32>>, tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>)
      %49 = "func.call"(%arg14, %48#1, %46) <{callee = @dynamic_update_index_in_dim}> : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %51 = "stablehlo.add"(%arg12, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg11, %51, %48#0, %49) : (tensor<3xcomplex<f32>>, tensor<i32>, tensor<complex<f32>>, tensor<3xf32>) -> ()
    }) : (tensor<3xcomplex<f32>>, tensor<i32>, tensor<complex<f32>>, tensor<3xf32>) -> (tensor<3xcomplex<f32>>, tensor<i32>, tensor<complex<f32>>, tensor<3xf32>)
    "func.return"(%13, %19, %25, %31, %37#0, %37#1, %37#2, %37#3, %42#2, %42#3) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<2xi32>, tensor<3xcomplex<f32>>, tensor<ui8>, tensor<complex<f32>>, tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<complex<f32>>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3xcomplex<f32>>, %arg6: tensor<i32>):
    %6 = "stablehlo.dynamic_slice"(%arg5, %arg6) <{slice_sizes = array<i64: 1>}> : (tensor<3xcomplex<f32>>, tensor<i32>) -> tensor<1xcomplex<f32>>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
    "func.return"(%7) : (tensor<complex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<complex<f32>>, tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
    %2 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %3 = "stablehlo.constant"() <{value = dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %4 = "stablehlo.add"(%2, %3) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %5 = "stablehlo.abs"(%arg3) : (tensor<complex<f32>>) -> tensor<f32>
    "func.return"(%4, %5) : (tensor<complex<f32>>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    "func.return"(%1) : (tensor<3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
