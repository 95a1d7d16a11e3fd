"builtin.module"() <{sym_name = "jit_ctc_forward"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<7x4xf32>, tensor<3xi32>) -> (tensor<f32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<7x4xf32>, %arg14: tensor<3xi32>):
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %49 = "stablehlo.constant"() <{value = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %53 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %54 = "stablehlo.concatenate"(%52, %53) <{dimension = 1 : i64}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %55 = "stablehlo.reshape"(%54) : (tensor<3x2xi32>) -> tensor<6xi32>
    %56 = "stablehlo.concatenate"(%55, %48) <{dimension = 0 : i64}> : (tensor<6xi32>, tensor<1xi32>) -> tensor<7xi32>
    %57 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 7>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<5xi32>
    %58 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<5xi32>
    %59 = "stablehlo.compare"(%57, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %60 = "stablehlo.concatenate"(%49, %59) <{dimension = 0 : i64}> : (tensor<2xi1>, tensor<5xi1>) -> tensor<7xi1>
    %61 = "stablehlo.constant"() <{value = dense<-1.000000e+30> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %63 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x4xf32>) -> tensor<1x1xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<1x1xf32>) -> tensor<f32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %67 = "stablehlo.scatter"(%62, %66, %64) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      "stablehlo.return"(%arg32) : (tensor<f32>) -> ()
    }) : (tensor<7xf32>, tensor<1xi32>, tensor<f32>) -> tensor<7xf32>
    %68 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<7xi32>) -> tensor<1xi32>
    %69 = "stablehlo.reshape"(%68) : (tensor<1xi32>) -> tensor<i32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.compare"(%70, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %74 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.add"(%73, %74) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.select"(%72, %75, %76) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.compare"(%69, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %80 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %81 = "stablehlo.add"(%69, %80) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %82 = "stablehlo.select"(%79, %81, %69) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %83 = "stablehlo.dynamic_slice"(%arg13, %77, %82) <{slice_sizes = array<i64: 1, 1>}> : (tensor<7x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<1x1xf32>) -> tensor<f32>
    %85 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %87 = "stablehlo.scatter"(%67, %86, %84) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      "stablehlo.return"(%arg30) : (tensor<f32>) -> ()
    }) : (tensor<7xf32>, tensor<1xi32>, tensor<f32>) -> tensor<7xf32>
    %88 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 7, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<7x4xf32>) -> tensor<6x4xf32>
    %89 = "stablehlo.constant"() <{value = dense<-1.000000e+30> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93:7 = "stablehlo.while"(%88, %89, %60, %56, %92, %87, %91) ({
    ^bb0(%arg22: tensor<6x4xf32>, %arg23: tensor<f32>, %arg24: tensor<7xi1>, %arg25: tensor<7xi32>, %arg26: tensor<i32>, %arg27: tensor<7xf32>, %arg28: tensor<6xf32>):
      %114 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %115 = "stablehlo.compare"(%arg26, %114) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%115) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg15: tensor<6x4xf32>, %arg16: tensor<f32>, %arg17: tensor<7xi1>, %arg18: tensor<7xi32>, %arg19: tensor<i32>, %arg20: tensor<7xf32>, %arg21: tensor<6xf32>):
      %109 = "func.call"(%arg15, %arg19) <{callee = @dynamic_index_in_dim}> : (tensor<6x4xf32>, tensor<i32>) -> tensor<4xf32>
      %110:2 = "func.call"(%arg16, %arg17, %arg18, %arg20, %109) <{callee = @closed_call}> : (tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<7xf32>, tensor<4xf32>) -> (tensor<7xf32>, tensor<f32>)
      %111 = "func.call"(%arg21, %110#1, %arg19) <{callee = @dynamic_update_index_in_dim}> : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %112 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %113 = "stablehlo.add"(%arg19, %112) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg15, %arg16, %arg17, %arg18, %113, %110#0, %111) : (tensor<6x4xf32>, tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<i32>, tensor<7xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<i32>, tensor<7xf32>, tensor<6xf32>) -> (tensor<6x4xf32>, tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<i32>, tensor<7xf32>, tensor<6xf32>)
    %94 = "stablehlo.slice"(%93#5) <{limit_indices = array<i64: 7>, start_indices = array<i64: 6>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1xf32>) -> tensor<f32>
    %96 = "stablehlo.slice"(%93#5) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xf32>) -> tensor<f32>
    %98 = "stablehlo.maximum"(%95, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %99 = "stablehlo.subtract"(%95, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %100 = "stablehlo.compare"(%99, %99) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %101 = "stablehlo.add"(%95, %97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.abs"(%99) : (tensor<f32>) -> tensor<f32>
    %103 = "stablehlo.negate"(%102) : (tensor<f32>) -> tensor<f32>
    %104 = "stablehlo.exponential"(%103) : (tensor<f32>) -> tensor<f32>
    %105 = "stablehlo.log_plus_one"(%104) : (tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.add"(%98, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %107 = "stablehlo.select"(%100, %101, %106) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %108 = "stablehlo.negate"(%107) : (tensor<f32>) -> tensor<f32>
    "func.return"(%108, %93#6) : (tensor<f32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4xf32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6x4xf32>, %arg12: tensor<i32>):
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.dynamic_slice"(%arg11, %arg12, %45) <{slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<1x4xf32>) -> tensor<4xf32>
    "func.return"(%47) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<7xi1>, tensor<7xi32>, tensor<7xf32>, tensor<4xf32>) -> (tensor<7xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<f32>, %arg7: tensor<7xi1>, %arg8: tensor<7xi32>, %arg9: tensor<7xf32>, %arg10: tensor<4xf32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %5 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 6>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<6xf32>
    %6 = "stablehlo.concatenate"(%4, %5) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<6xf32>) -> tensor<7xf32>
    %7 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %8 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %9 = "stablehlo.concatenate"(%7, %8) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %10 = "stablehlo.slice"(%arg9) <{limit_indices = array<i64: 5>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<5xf32>
    %11 = "stablehlo.concatenate"(%9, %10) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<5xf32>) -> tensor<7xf32>
    %12 = "func.call"(%arg7, %arg6, %11) <{callee = @_where}> : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    %13 = "stablehlo.maximum"(%arg9, %6) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %14 = "stablehlo.subtract"(%arg9, %6) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %15 = "stablehlo.compare"(%14, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %16 = "stablehlo.add"(%arg9, %6) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %17 = "stablehlo.abs"(%14) : (tensor<7xf32>) -> tensor<7xf32>
    %18 = "stablehlo.negate"(%17) : (tensor<7xf32>) -> tensor<7xf32>
    %19 = "stablehlo.exponential"(%18) : (tensor<7xf32>) -> tensor<7xf32>
    %20 = "stablehlo.log_plus_one"(%19) : (tensor<7xf32>) -> tensor<7xf32>
    %21 = "stablehlo.add"(%13, %20) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %22 = "stablehlo.select"(%15, %16, %21) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %23 = "stablehlo.maximum"(%22, %12) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %24 = "stablehlo.subtract"(%22, %12) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %25 = "stablehlo.compare"(%24, %24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %26 = "stablehlo.add"(%22, %12) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %27 = "stablehlo.abs"(%24) : (tensor<7xf32>) -> tensor<7xf32>
    %28 = "stablehlo.negate"(%27) : (tensor<7xf32>) -> tensor<7xf32>
    %29 = "stablehlo.exponential"(%28) : (tensor<7xf32>) -> tensor<7xf32>
    %30 = "stablehlo.log_plus_one"(%29) : (tensor<7xf32>) -> tensor<7xf32>
    %31 = "stablehlo.add"(%23, %30) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %32 = "stablehlo.select"(%25, %26, %31) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %35 = "stablehlo.compare"(%arg8, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %36 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<7xi32>
    %38 = "stablehlo.add"(%arg8, %37) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %39 = "stablehlo.select"(%35, %38, %arg8) : (tensor<7xi1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0>}> : (tensor<7xi32>) -> tensor<7x1xi32>
    %41 = "stablehlo.gather"(%arg10, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %42 = "stablehlo.add"(%32, %41) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 7>, start_indices = array<i64: 6>, strides = array<i64: 1>}> : (tensor<7xf32>) -> tensor<1xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%42, %44) : (tensor<7xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<7xi1>, %arg4: tensor<f32>, %arg5: tensor<7xf32>):
    %2 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<7xf32>
    %3 = "stablehlo.select"(%arg3, %2, %arg5) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    "func.return"(%3) : (tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    "func.return"(%1) : (tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
