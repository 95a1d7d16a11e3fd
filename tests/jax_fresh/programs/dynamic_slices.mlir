"builtin.module"() <{sym_name = "jit_dynamic_slices"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x6xf32>, tensor<i32>, tensor<2x3xf32>) -> (tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x2xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<5x6xf32>, %arg3: tensor<i32>, %arg4: tensor<2x3xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%arg3, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.add"(%arg3, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.select"(%9, %11, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%13, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.add"(%16, %17) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.select"(%15, %18, %19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.dynamic_update_slice"(%arg2, %arg4, %12, %20) : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %22 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.add"(%arg3, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.compare"(%23, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %26 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.add"(%23, %26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.select"(%25, %27, %23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.compare"(%29, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %32 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.add"(%32, %33) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<-3> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.select"(%31, %34, %35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.dynamic_update_slice"(%arg2, %arg4, %28, %36) : (tensor<5x6xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %38 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.subtract"(%arg3, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.compare"(%39, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.add"(%39, %42) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %44 = "stablehlo.select"(%41, %43, %39) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %45 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.compare"(%arg3, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.add"(%arg3, %47) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.select"(%46, %48, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %50 = "stablehlo.dynamic_slice"(%arg2, %44, %49) <{slice_sizes = array<i64: 2, 2>}> : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %51 = "func.call"(%arg2, %arg3) <{callee = @dynamic_index_in_dim}> : (tensor<5x6xf32>, tensor<i32>) -> tensor<5xf32>
    "func.return"(%21, %37, %50, %51) : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<2x2xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x6xf32>, tensor<i32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x6xf32>, %arg1: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.compare"(%arg1, %0) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.add"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.select"(%1, %3, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg0, %5, %4) <{slice_sizes = array<i64: 5, 1>}> : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<5x1xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<5x1xf32>) -> tensor<5xf32>
    "func.return"(%7) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
