"builtin.module"() <{sym_name = "jit_lax_topk_dynamic"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x6xi32>, tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x2xi8>, tensor<4xi32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<5x6xf32>, tensor<5x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x6xi32>, %arg1: tensor<5x6xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>):
    %0 = "stablehlo.constant"() <{value = dense<[-2, 0, 1, 4, 9]> : tensor<5xi32>}> : () -> tensor<5xi32>
    %1:2 = "chlo.top_k"(%arg0) <{k = 3 : i64}> : (tensor<2x6xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%arg2, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.add"(%arg2, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.select"(%3, %5, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.compare"(%arg3, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.add"(%arg3, %9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %11 = "stablehlo.select"(%8, %10, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %12 = "stablehlo.dynamic_slice"(%arg1, %6, %11) <{slice_sizes = array<i64: 2, 3>}> : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %13 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.multiply"(%arg2, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.negate"(%arg3) : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.compare"(%14, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.add"(%14, %18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = "stablehlo.select"(%17, %19, %14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%15, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%15, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "stablehlo.select"(%22, %24, %15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.dynamic_slice"(%arg1, %20, %25) <{slice_sizes = array<i64: 3, 2>}> : (tensor<5x6xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
    %27 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
    %29 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.subtract"(%arg2, %29) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %31 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.add"(%arg3, %31) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.compare"(%30, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %35 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.add"(%30, %35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.select"(%34, %36, %30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.compare"(%32, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.add"(%32, %40) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.select"(%39, %41, %32) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %43 = "stablehlo.dynamic_update_slice"(%arg1, %28, %37, %42) : (tensor<5x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x6xf32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %46 = "stablehlo.compare"(%0, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %47 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %49 = "stablehlo.add"(%0, %48) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %50 = "stablehlo.select"(%46, %49, %0) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
    %52 = "stablehlo.gather"(%arg1, %51) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<5x6xf32>, tensor<5x1xi32>) -> tensor<5x3xf32>
    %53 = "stablehlo.convert"(%arg0) : (tensor<2x6xi32>) -> tensor<2x6xi8>
    %54:2 = "chlo.top_k"(%53) <{k = 2 : i64}> : (tensor<2x6xi8>) -> (tensor<2x2xi8>, tensor<2x2xi32>)
    %55 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x6xi32>) -> tensor<1x6xi32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x6xi32>) -> tensor<6xi32>
    %57 = "stablehlo.negate"(%56) : (tensor<6xi32>) -> tensor<6xi32>
    %58:2 = "chlo.top_k"(%57) <{k = 4 : i64}> : (tensor<6xi32>) -> (tensor<4xi32>, tensor<4xi32>)
    "func.return"(%1#0, %1#1, %54#0, %58#1, %12, %26, %43, %52) : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x2xi8>, tensor<4xi32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<5x6xf32>, tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
