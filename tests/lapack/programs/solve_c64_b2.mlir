"builtin.module"() <{sym_name = "jit_solve"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg20: tensor<2x4x4xcomplex<f32>>, %arg21: tensor<2x4x2xcomplex<f32>>):
    %90 = "func.call"(%arg20, %arg21) <{callee = @solve}> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    "func.return"(%90) : (tensor<2x4x2xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2x4x4xcomplex<f32>>, %arg11: tensor<2x4x2xcomplex<f32>>):
    %66:3 = "stablehlo.custom_call"(%arg10) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_cgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2xi32>)
    %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %69 = "stablehlo.subtract"(%66#1, %68) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %70 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %72 = "stablehlo.compare"(%66#2, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %74 = "stablehlo.constant"() <{value = dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %76 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %77 = "stablehlo.select"(%76, %66#0, %75) : (tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %78 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x4xi32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %80 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %81:4 = "stablehlo.while"(%69, %80, %79, %78) ({
    ^bb0(%arg16: tensor<2x4xi32>, %arg17: tensor<i64>, %arg18: tensor<i64>, %arg19: tensor<2x4xi32>):
      %88 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %89 = "stablehlo.compare"(%arg17, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%89) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<2x4xi32>, %arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<2x4xi32>):
      %85:2 = "func.call"(%arg12, %arg14, %arg15) <{callee = @closed_call}> : (tensor<2x4xi32>, tensor<i64>, tensor<2x4xi32>) -> (tensor<i64>, tensor<2x4xi32>)
      %86 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %87 = "stablehlo.add"(%arg13, %86) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg12, %87, %85#0, %85#1) : (tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>) -> ()
    }) : (tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>) -> (tensor<2x4xi32>, tensor<i64>, tensor<i64>, tensor<2x4xi32>)
    %82 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>
    %83 = "func.call"(%77, %81#3, %82) <{callee = @_lu_solve}> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>
    %84 = "stablehlo.transpose"(%83) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    "func.return"(%84) : (tensor<2x4x2xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xi32>, tensor<i64>, tensor<2x4xi32>) -> (tensor<i64>, tensor<2x4xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4xi32>, %arg4: tensor<i64>, %arg5: tensor<2x4xi32>):
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %20 = "stablehlo.add"(%arg4, %19) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %22 = "stablehlo.compare"(%arg4, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %23 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %24 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %25 = "stablehlo.add"(%23, %24) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %26 = "stablehlo.select"(%22, %25, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %28 = "stablehlo.gather"(%arg3, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %29 = "stablehlo.reshape"(%28) : (tensor<2x1xi32>) -> tensor<2xi32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %31 = "stablehlo.compare"(%arg4, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %32 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %33 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %34 = "stablehlo.add"(%32, %33) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %35 = "stablehlo.select"(%31, %34, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<1xi64>
    %37 = "stablehlo.gather"(%arg5, %36) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x4xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x1xi32>) -> tensor<2xi32>
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %41 = "stablehlo.compare"(%29, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %42 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %44 = "stablehlo.add"(%29, %43) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %45 = "stablehlo.select"(%41, %44, %29) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %47 = "stablehlo.gather"(%arg5, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %48 = "stablehlo.reshape"(%47) : (tensor<2x1xi32>) -> tensor<2xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %50 = "stablehlo.compare"(%arg4, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %51 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %52 = "stablehlo.add"(%arg4, %51) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %53 = "stablehlo.select"(%50, %52, %arg4) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %54 = "stablehlo.convert"(%53) : (tensor<i64>) -> tensor<i32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %56 = "stablehlo.scatter"(%arg5, %55, %48) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
      "stablehlo.return"(%arg9) : (tensor<i32>) -> ()
    }) : (tensor<2x4xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
    %57 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %59 = "stablehlo.compare"(%29, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %60 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2xi32>
    %62 = "stablehlo.add"(%29, %61) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %63 = "stablehlo.select"(%59, %62, %29) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %65 = "stablehlo.scatter"(%56, %64, %38) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      "stablehlo.return"(%arg7) : (tensor<i32>) -> ()
    }) : (tensor<2x4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x4xi32>
    "func.return"(%20, %65) : (tensor<i64>, tensor<2x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4x4xcomplex<f32>>, tensor<2x4xi32>, tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x4xcomplex<f32>>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x2x4xcomplex<f32>>):
    %0 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4x1xcomplex<f32>>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<2x2x4x1xcomplex<f32>>, tensor<2x4x1xi32>) -> tensor<2x2x4x1xcomplex<f32>>
    %10 = "stablehlo.transpose"(%9) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x2x4x1xcomplex<f32>>) -> tensor<2x4x1x2xcomplex<f32>>
    %11 = "stablehlo.reshape"(%10) : (tensor<2x4x1x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %12 = "stablehlo.custom_call"(%arg0, %11) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_ctrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %13 = "stablehlo.reshape"(%12) : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x1x2xcomplex<f32>>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x4x1x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %15 = "stablehlo.custom_call"(%arg0, %14) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_ctrsm_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %16 = "stablehlo.reshape"(%15) : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x1x2xcomplex<f32>>
    %17 = "stablehlo.transpose"(%16) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x1x2xcomplex<f32>>) -> tensor<2x2x4x1xcomplex<f32>>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x2x4x1xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>
    "func.return"(%18) : (tensor<2x2x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
