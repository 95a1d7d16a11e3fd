"builtin.module"() <{sym_name = "jit_associative_scans"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x8xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %3 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %4 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %5 = "stablehlo.add"(%3, %4) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %6 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %7 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %9 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 3, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %10 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<3x0xf32>, tensor<3x0xf32>) -> tensor<3x0xf32>
    %12 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %13 = "stablehlo.concatenate"(%12, %11) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.pad"(%13, %14) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.pad"(%8, %16) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %20 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %22 = "stablehlo.slice"(%2) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %23 = "stablehlo.concatenate"(%22, %21) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.pad"(%23, %24) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.pad"(%18, %26) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %29 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %30 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %31 = "stablehlo.add"(%29, %30) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %32 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %33 = "stablehlo.concatenate"(%32, %31) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.pad"(%33, %34) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.pad"(%28, %36) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %39 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %40 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 2, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %41 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 1, 0>, strides = array<i64: 2, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %42 = "stablehlo.maximum"(%40, %41) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %43 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 2, 0>, strides = array<i64: 2, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %44 = "stablehlo.maximum"(%42, %43) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %45 = "stablehlo.slice"(%39) <{limit_indices = array<i64: 1, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x8xf32>) -> tensor<1x8xf32>
    %46 = "stablehlo.concatenate"(%45, %44) <{dimension = 0 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.pad"(%46, %47) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<2x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.pad"(%42, %49) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<1x8xf32>, tensor<f32>) -> tensor<3x8xf32>
    %51 = "stablehlo.add"(%48, %50) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %52 = "stablehlo.reverse"(%51) <{dimensions = array<i64: 0>}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %53 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %55 = "stablehlo.multiply"(%arg0, %54) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %56 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %57 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %58 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %59 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x4xf32>
    %60 = "stablehlo.multiply"(%56, %58) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %61 = "stablehlo.multiply"(%57, %58) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %62 = "stablehlo.add"(%61, %59) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %63 = "stablehlo.slice"(%60) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %64 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %65 = "stablehlo.slice"(%60) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %66 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x2xf32>
    %67 = "stablehlo.multiply"(%63, %65) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %68 = "stablehlo.multiply"(%64, %65) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %69 = "stablehlo.add"(%68, %66) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %70 = "stablehlo.slice"(%69) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %71 = "stablehlo.slice"(%67) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %72 = "stablehlo.slice"(%69) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %73 = "stablehlo.multiply"(%70, %71) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %74 = "stablehlo.add"(%73, %72) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %75 = "stablehlo.slice"(%74) <{limit_indices = array<i64: 3, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x1xf32>) -> tensor<3x0xf32>
    %76 = "stablehlo.slice"(%67) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %77 = "stablehlo.slice"(%69) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<3x0xf32>
    %78 = "stablehlo.multiply"(%75, %76) : (tensor<3x0xf32>, tensor<3x0xf32>) -> tensor<3x0xf32>
    %79 = "stablehlo.add"(%78, %77) : (tensor<3x0xf32>, tensor<3x0xf32>) -> tensor<3x0xf32>
    %80 = "stablehlo.slice"(%69) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %81 = "stablehlo.concatenate"(%80, %79) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x0xf32>) -> tensor<3x1xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.pad"(%81, %82) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.pad"(%74, %84) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x2xf32>
    %86 = "stablehlo.add"(%83, %85) : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %87 = "stablehlo.slice"(%86) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xf32>) -> tensor<3x1xf32>
    %88 = "stablehlo.slice"(%60) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %89 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %90 = "stablehlo.multiply"(%87, %88) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %91 = "stablehlo.add"(%90, %89) : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    %92 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x1xf32>
    %93 = "stablehlo.concatenate"(%92, %91) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.pad"(%93, %94) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.pad"(%86, %96) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x4xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %99 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 3, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %100 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %101 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 8>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<3x8xf32>) -> tensor<3x3xf32>
    %102 = "stablehlo.multiply"(%99, %100) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %103 = "stablehlo.add"(%102, %101) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %104 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %105 = "stablehlo.concatenate"(%104, %103) <{dimension = 1 : i64}> : (tensor<3x1xf32>, tensor<3x3xf32>) -> tensor<3x4xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.pad"(%105, %106) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.pad"(%98, %108) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x8xf32>
    %110 = "stablehlo.add"(%107, %109) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    "func.return"(%38, %52, %110) : (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
