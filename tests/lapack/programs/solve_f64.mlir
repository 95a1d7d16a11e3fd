"builtin.module"() <{sym_name = "jit_solve"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<4x4xf64>, %arg21: tensor<4x2xf64>):
    %83 = "func.call"(%arg20, %arg21) <{callee = @solve}> : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    "func.return"(%83) : (tensor<4x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x4xf64>, %arg11: tensor<4x2xf64>):
    %59:3 = "stablehlo.custom_call"(%arg10) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<4xi32>, tensor<i32>)
    %60 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %62 = "stablehlo.subtract"(%59#1, %61) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %65 = "stablehlo.compare"(%59#2, %64) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %67 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<4x4xf64>
    %69 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %70 = "stablehlo.select"(%69, %59#0, %68) : (tensor<4x4xi1>, tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %71 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %73 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %74:4 = "stablehlo.while"(%62, %73, %72, %71) ({
    ^bb0(%arg16: tensor<4xi32>, %arg17: tensor<i64>, %arg18: tensor<i64>, %arg19: tensor<4xi32>):
      %81 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %82 = "stablehlo.compare"(%arg17, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%82) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<4xi32>, %arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<4xi32>):
      %78:2 = "func.call"(%arg12, %arg14, %arg15) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %80 = "stablehlo.add"(%arg13, %79) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg12, %80, %78#0, %78#1) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>)
    %75 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (tensor<4x2xf64>) -> tensor<2x4xf64>
    %76 = "func.call"(%70, %74#3, %75) <{callee = @_lu_solve}> : (tensor<4x4xf64>, tensor<4xi32>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %77 = "stablehlo.transpose"(%76) <{permutation = array<i64: 1, 0>}> : (tensor<2x4xf64>) -> tensor<4x2xf64>
    "func.return"(%77) : (tensor<4x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4xi32>, %arg4: tensor<i64>, %arg5: tensor<4xi32>):
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %20 = "stablehlo.add"(%arg4, %19) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %22 = "stablehlo.compare"(%arg4, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %23 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %24 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %25 = "stablehlo.add"(%23, %24) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %26 = "stablehlo.select"(%22, %25, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %27 = "stablehlo.dynamic_slice"(%arg3, %26) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xi32>) -> tensor<i32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %30 = "stablehlo.compare"(%arg4, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %31 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %32 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %33 = "stablehlo.add"(%31, %32) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %34 = "stablehlo.select"(%30, %33, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %35 = "stablehlo.dynamic_slice"(%arg5, %34) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xi32>) -> tensor<i32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.compare"(%28, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.add"(%28, %39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.select"(%38, %40, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.dynamic_slice"(%arg5, %41) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xi32>) -> tensor<i32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %45 = "stablehlo.compare"(%arg4, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %46 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %47 = "stablehlo.add"(%arg4, %46) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %48 = "stablehlo.select"(%45, %47, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %49 = "stablehlo.convert"(%48) : (tensor<i64>) -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %51 = "stablehlo.scatter"(%arg5, %50, %43) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %52 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.compare"(%28, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %54 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.add"(%28, %54) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %56 = "stablehlo.select"(%53, %55, %28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %58 = "stablehlo.scatter"(%51, %57, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      "stablehlo.return"(%arg7) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%20, %58) : (tensor<i64>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf64>, tensor<4xi32>, tensor<2x4xf64>) -> tensor<2x4xf64>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf64>, %arg1: tensor<4xi32>, %arg2: tensor<2x4xf64>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xf64>) -> tensor<2x4x1xf64>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x4x1xf64>, tensor<4x1xi32>) -> tensor<2x4x1xf64>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 1, 2, 0>}> : (tensor<2x4x1xf64>) -> tensor<4x1x2xf64>
    %11 = "stablehlo.reshape"(%10) : (tensor<4x1x2xf64>) -> tensor<4x2xf64>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dtrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=2, m=4, n=2}, custom>} : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %13 = "stablehlo.reshape"(%12) : (tensor<4x2xf64>) -> tensor<4x1x2xf64>
    %14 = "stablehlo.reshape"(%13) : (tensor<4x1x2xf64>) -> tensor<4x2xf64>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_dtrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=2, m=4, n=2}, custom>} : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %16 = "stablehlo.reshape"(%15) : (tensor<4x2xf64>) -> tensor<4x1x2xf64>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x2xf64>) -> tensor<2x4x1xf64>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x4x1xf64>) -> tensor<2x4xf64>
    "func.return"(%18) : (tensor<2x4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
