"builtin.module"() <{sym_name = "jit_qr_parts"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<5x3xcomplex<f64>>):
    %46:2 = "func.call"(%arg2) <{callee = @qr}> : (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %47 = "stablehlo.dot_general"(%46#0, %46#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<5x3xcomplex<f64>>
    %48 = "stablehlo.transpose"(%46#0) <{permutation = array<i64: 1, 0>}> : (tensor<5x3xcomplex<f64>>) -> tensor<3x5xcomplex<f64>>
    %49 = "stablehlo.real"(%48) : (tensor<3x5xcomplex<f64>>) -> tensor<3x5xf64>
    %50 = "stablehlo.imag"(%48) : (tensor<3x5xcomplex<f64>>) -> tensor<3x5xf64>
    %51 = "stablehlo.negate"(%50) : (tensor<3x5xf64>) -> tensor<3x5xf64>
    %52 = "stablehlo.complex"(%49, %51) : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xcomplex<f64>>
    %53 = "stablehlo.dot_general"(%52, %46#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x5xcomplex<f64>>, tensor<5x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %54 = "func.call"(%46#1) <{callee = @diagonal}> : (tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %55 = "stablehlo.abs"(%54) : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    "func.return"(%47, %53, %55) : (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>), res_attrs = [{}, {}], sym_name = "qr", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<5x3xcomplex<f64>>):
    %34:2 = "stablehlo.custom_call"(%arg1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zgeqrf_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %35 = "stablehlo.custom_call"(%34#0, %34#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "lapack_zungqr_ffi", called_computations = [], has_side_effect = false, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=3, k=3, l=5, m=3}, custom>} : (tensor<5x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<5x3xcomplex<f64>>
    %36 = "stablehlo.slice"(%34#0) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %37 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi64>
    %38 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x3xi64>
    %40 = "stablehlo.add"(%37, %39) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %41 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi64>
    %42 = "stablehlo.compare"(%40, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %43 = "stablehlo.constant"() <{value = dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>}> : () -> tensor<complex<f64>>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %45 = "stablehlo.select"(%42, %44, %36) : (tensor<3x3xi1>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    "func.return"(%35, %45) : (tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x3xcomplex<f64>>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi64>
    %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi64>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x3xi64>
    %4 = "stablehlo.add"(%0, %3) : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi64>
    %5 = "stablehlo.compare"(%4, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = "stablehlo.convert"(%5) : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %7 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%33) : (tensor<i32>) -> ()
    }, {
      %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%32) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi64>
      %11 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi64>
      %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
      %14 = "stablehlo.compare"(%10, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %15 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
      %17 = "stablehlo.add"(%10, %16) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
      %18 = "stablehlo.select"(%14, %17, %10) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
      %19 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
      %21 = "stablehlo.compare"(%11, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %22 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3xi64>
      %24 = "stablehlo.add"(%11, %23) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
      %25 = "stablehlo.select"(%21, %24, %11) : (tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
      %26 = "stablehlo.convert"(%18) : (tensor<3xi64>) -> tensor<3xi32>
      %27 = "stablehlo.convert"(%25) : (tensor<3xi64>) -> tensor<3xi32>
      %28 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
      %30 = "stablehlo.concatenate"(%28, %29) <{dimension = 1 : i64}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %31 = "stablehlo.gather"(%arg0, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xcomplex<f64>>, tensor<3x2xi32>) -> tensor<3xcomplex<f64>>
      "stablehlo.return"(%31) : (tensor<3xcomplex<f64>>) -> ()
    }) : (tensor<i32>) -> tensor<3xcomplex<f64>>
    "func.return"(%9) : (tensor<3xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
