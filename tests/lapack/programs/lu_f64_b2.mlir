"builtin.module"() <{sym_name = "jit_lu_parts"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x5xf64>) -> (tensor<2x5x5xf64>, tensor<2x5xi32>, tensor<2x5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<2x5x5xf64>):
    %47:3 = "stablehlo.custom_call"(%arg7) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<2x5x5xf64>) -> (tensor<2x5x5xf64>, tensor<2x5xi32>, tensor<2xi32>)
    %48 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %50 = "stablehlo.subtract"(%47#1, %49) : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %53 = "stablehlo.compare"(%47#2, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %55 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<2x5x5xf64>
    %57 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x1xi1>) -> tensor<2x5x5xi1>
    %58 = "stablehlo.select"(%57, %47#0, %56) : (tensor<2x5x5xi1>, tensor<2x5x5xf64>, tensor<2x5x5xf64>) -> tensor<2x5x5xf64>
    %59 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x5xi32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %61 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %62:4 = "stablehlo.while"(%50, %61, %60, %59) ({
    ^bb0(%arg12: tensor<2x5xi32>, %arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<2x5xi32>):
      %66 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %67 = "stablehlo.compare"(%arg13, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%67) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<2x5xi32>, %arg9: tensor<i64>, %arg10: tensor<i64>, %arg11: tensor<2x5xi32>):
      %63:2 = "func.call"(%arg8, %arg10, %arg11) <{callee = @closed_call}> : (tensor<2x5xi32>, tensor<i64>, tensor<2x5xi32>) -> (tensor<i64>, tensor<2x5xi32>)
      %64 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %65 = "stablehlo.add"(%arg9, %64) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg8, %65, %63#0, %63#1) : (tensor<2x5xi32>, tensor<i64>, tensor<i64>, tensor<2x5xi32>) -> ()
    }) : (tensor<2x5xi32>, tensor<i64>, tensor<i64>, tensor<2x5xi32>) -> (tensor<2x5xi32>, tensor<i64>, tensor<i64>, tensor<2x5xi32>)
    "func.return"(%58, %50, %62#3) : (tensor<2x5x5xf64>, tensor<2x5xi32>, tensor<2x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xi32>, tensor<i64>, tensor<2x5xi32>) -> (tensor<i64>, tensor<2x5xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xi32>, %arg1: tensor<i64>, %arg2: tensor<2x5xi32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i64>
    %5 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.add"(%4, %5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %9 = "stablehlo.gather"(%arg0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x5xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %10 = "stablehlo.reshape"(%9) : (tensor<2x1xi32>) -> tensor<2xi32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %12 = "stablehlo.compare"(%arg1, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %13 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i64>
    %14 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %15 = "stablehlo.add"(%13, %14) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %16 = "stablehlo.select"(%12, %15, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %18 = "stablehlo.gather"(%arg2, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x5xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %19 = "stablehlo.reshape"(%18) : (tensor<2x1xi32>) -> tensor<2xi32>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %22 = "stablehlo.compare"(%10, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %23 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %25 = "stablehlo.add"(%10, %24) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %26 = "stablehlo.select"(%22, %25, %10) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %28 = "stablehlo.gather"(%arg2, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %29 = "stablehlo.reshape"(%28) : (tensor<2x1xi32>) -> tensor<2xi32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %31 = "stablehlo.compare"(%arg1, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %32 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %33 = "stablehlo.add"(%arg1, %32) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %34 = "stablehlo.select"(%31, %33, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %35 = "stablehlo.convert"(%34) : (tensor<i64>) -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.scatter"(%arg2, %36, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      "stablehlo.return"(%arg6) : (tensor<i32>) -> ()
    }) : (tensor<2x5xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x5xi32>
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %40 = "stablehlo.compare"(%10, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %41 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %43 = "stablehlo.add"(%10, %42) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %44 = "stablehlo.select"(%40, %43, %10) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %46 = "stablehlo.scatter"(%37, %45, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      "stablehlo.return"(%arg4) : (tensor<i32>) -> ()
    }) : (tensor<2x5xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x5xi32>
    "func.return"(%1, %46) : (tensor<i64>, tensor<2x5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
