"builtin.module"() <{sym_name = "jit_dus_loop"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x4xf32>, tensor<5xi32>) -> (tensor<8x4xf32>, tensor<3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<5x4xf32>, %arg8: tensor<5xi32>):
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47:5 = "stablehlo.while"(%arg7, %arg8, %46, %45, %44) ({
    ^bb0(%arg22: tensor<5x4xf32>, %arg23: tensor<5xi32>, %arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<8x4xf32>):
      %61 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %62 = "stablehlo.compare"(%arg24, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<5x4xf32>, %arg18: tensor<5xi32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<8x4xf32>):
      %58:2 = "func.call"(%arg17, %arg18, %arg20, %arg21) <{callee = @closed_call}> : (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>)
      %59 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %60 = "stablehlo.add"(%arg19, %59) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg17, %arg18, %60, %58#0, %58#1) : (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>) -> ()
    }) : (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<8x4xf32>)
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52:4 = "stablehlo.while"(%47#4, %51, %50, %49) ({
    ^bb0(%arg13: tensor<8x4xf32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<3x2xf32>):
      %56 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.compare"(%arg14, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%57) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<8x4xf32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<3x2xf32>):
      %53:2 = "func.call"(%arg9, %arg11, %arg12) <{callee = @closed_call_0}> : (tensor<8x4xf32>, tensor<i32>, tensor<3x2xf32>) -> (tensor<i32>, tensor<3x2xf32>)
      %54 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %55 = "stablehlo.add"(%arg10, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %55, %53#0, %53#1) : (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<3x2xf32>) -> ()
    }) : (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<3x2xf32>) -> (tensor<8x4xf32>, tensor<i32>, tensor<i32>, tensor<3x2xf32>)
    "func.return"(%47#4, %52#3) : (tensor<8x4xf32>, tensor<3x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x4xf32>, tensor<5xi32>, tensor<i32>, tensor<8x4xf32>) -> (tensor<i32>, tensor<8x4xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x4xf32>, %arg4: tensor<5xi32>, %arg5: tensor<i32>, %arg6: tensor<8x4xf32>):
    %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.add"(%arg5, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.compare"(%arg5, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.select"(%16, %19, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.dynamic_slice"(%arg3, %20, %21) <{slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%arg5, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.convert"(%24) : (tensor<i32>) -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4xf32>
    %27 = "stablehlo.multiply"(%22, %26) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.compare"(%arg5, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %30 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.select"(%29, %32, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %34 = "stablehlo.dynamic_slice"(%arg4, %33) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1xi32>) -> tensor<i32>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.compare"(%35, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %38 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.add"(%35, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.select"(%37, %39, %35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.dynamic_update_slice"(%arg6, %27, %40, %41) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
    "func.return"(%14, %42) : (tensor<i32>, tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x4xf32>, tensor<i32>, tensor<3x2xf32>) -> (tensor<i32>, tensor<3x2xf32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4xf32>, %arg1: tensor<i32>, %arg2: tensor<3x2xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.multiply"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.select"(%5, %8, %3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.dynamic_slice"(%arg0, %9, %10) <{slice_sizes = array<i64: 3, 2>}> : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    %12 = "stablehlo.add"(%arg2, %11) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    "func.return"(%1, %12) : (tensor<i32>, tensor<3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
