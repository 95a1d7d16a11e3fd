"builtin.module"() <{sym_name = "jit_lu_parts"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<5x5xcomplex<f64>>):
    %40:3 = "stablehlo.custom_call"(%arg7) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zgetrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<i32>)
    %41 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %43 = "stablehlo.subtract"(%40#1, %42) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.compare"(%40#2, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %48 = "stablehlo.constant"() <{value = dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %50 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %51 = "stablehlo.select"(%50, %40#0, %49) : (tensor<5x5xi1>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %52 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %55:4 = "stablehlo.while"(%43, %54, %53, %52) ({
    ^bb0(%arg12: tensor<5xi32>, %arg13: tensor<i64>, %arg14: tensor<i64>, %arg15: tensor<5xi32>):
      %59 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %60 = "stablehlo.compare"(%arg13, %59) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%60) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<5xi32>, %arg9: tensor<i64>, %arg10: tensor<i64>, %arg11: tensor<5xi32>):
      %56:2 = "func.call"(%arg8, %arg10, %arg11) <{callee = @closed_call}> : (tensor<5xi32>, tensor<i64>, tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>)
      %57 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %58 = "stablehlo.add"(%arg9, %57) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%arg8, %58, %56#0, %56#1) : (tensor<5xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i64>, tensor<i64>, tensor<5xi32>)
    "func.return"(%51, %43, %55#3) : (tensor<5x5xcomplex<f64>>, tensor<5xi32>, tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xi32>, tensor<i64>, tensor<5xi32>) -> (tensor<i64>, tensor<5xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi32>, %arg1: tensor<i64>, %arg2: tensor<5xi32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %1 = "stablehlo.add"(%arg1, %0) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.compare"(%arg1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %4 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i64>
    %5 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %6 = "stablehlo.add"(%4, %5) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %7 = "stablehlo.select"(%3, %6, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %8 = "stablehlo.dynamic_slice"(%arg0, %7) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i64>) -> tensor<1xi32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1xi32>) -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11 = "stablehlo.compare"(%arg1, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %12 = "stablehlo.convert"(%arg1) : (tensor<i64>) -> tensor<i64>
    %13 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %14 = "stablehlo.add"(%12, %13) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %15 = "stablehlo.select"(%11, %14, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %16 = "stablehlo.dynamic_slice"(%arg2, %15) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i64>) -> tensor<1xi32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1xi32>) -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.compare"(%9, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.add"(%9, %20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %22 = "stablehlo.select"(%19, %21, %9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.dynamic_slice"(%arg2, %22) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xi32>) -> tensor<i32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %26 = "stablehlo.compare"(%arg1, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %27 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %28 = "stablehlo.add"(%arg1, %27) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %29 = "stablehlo.select"(%26, %28, %arg1) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
    %30 = "stablehlo.convert"(%29) : (tensor<i64>) -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%arg2, %31, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      "stablehlo.return"(%arg6) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.compare"(%9, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %35 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.add"(%9, %35) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.select"(%34, %36, %9) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %39 = "stablehlo.scatter"(%32, %38, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      "stablehlo.return"(%arg4) : (tensor<i32>) -> ()
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%1, %39) : (tensor<i64>, tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
