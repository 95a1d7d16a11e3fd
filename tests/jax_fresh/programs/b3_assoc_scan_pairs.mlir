"builtin.module"() <{sym_name = "jit_assoc_scan_pairs"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<10xi1>, %arg14: tensor<10xf32>, %arg15: tensor<10xf32>):
    %4 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<10xi1>) -> tensor<5xi1>
    %5 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %6 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<10xi1>) -> tensor<5xi1>
    %7 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %8 = "stablehlo.or"(%4, %6) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %9 = "stablehlo.add"(%5, %7) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "func.call"(%6, %7, %9) <{callee = @_where}> : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<5xi1>) -> tensor<2xi1>
    %12 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %13 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<5xi1>) -> tensor<2xi1>
    %14 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %15 = "stablehlo.or"(%11, %13) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
    %16 = "stablehlo.add"(%12, %14) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %17 = "func.call"(%13, %14, %16) <{callee = @_where_0}> : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %19 = "stablehlo.slice"(%15) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xi1>) -> tensor<1xi1>
    %20 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %21 = "stablehlo.add"(%18, %20) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %22 = "func.call"(%19, %20, %21) <{callee = @_where_1}> : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %23 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<0xf32>
    %24 = "func.call"(%23) <{callee = @_where_2}> : (tensor<0xf32>) -> tensor<0xf32>
    %25 = "stablehlo.slice"(%17) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %26 = "stablehlo.concatenate"(%25, %24) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.pad"(%26, %27) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.pad"(%22, %29) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %31 = "stablehlo.add"(%28, %30) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %32 = "stablehlo.slice"(%8) <{limit_indices = array<i64: 5>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<5xi1>) -> tensor<2xi1>
    %33 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 5>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %34 = "stablehlo.add"(%31, %33) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %35 = "func.call"(%32, %33, %34) <{callee = @_where_0}> : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %36 = "stablehlo.slice"(%10) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %37 = "stablehlo.concatenate"(%36, %35) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.pad"(%37, %38) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.pad"(%31, %40) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %42 = "stablehlo.add"(%39, %41) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %43 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %44 = "stablehlo.slice"(%arg13) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<10xi1>) -> tensor<4xi1>
    %45 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<4xf32>
    %46 = "stablehlo.add"(%43, %45) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %47 = "func.call"(%44, %45, %46) <{callee = @_where_3}> : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %48 = "stablehlo.slice"(%arg14) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
    %49 = "stablehlo.concatenate"(%48, %47) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.pad"(%49, %50) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.pad"(%42, %52) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %54 = "stablehlo.add"(%51, %53) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %55 = "stablehlo.reverse"(%arg15) <{dimensions = array<i64: 0>}> : (tensor<10xf32>) -> tensor<10xf32>
    %56 = "stablehlo.reverse"(%arg14) <{dimensions = array<i64: 0>}> : (tensor<10xf32>) -> tensor<10xf32>
    %57 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %58 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %59 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %60 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %61 = "stablehlo.multiply"(%57, %59) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %62 = "stablehlo.multiply"(%58, %59) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %63 = "stablehlo.add"(%62, %60) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %64 = "stablehlo.slice"(%61) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %65 = "stablehlo.slice"(%63) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %66 = "stablehlo.slice"(%61) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %67 = "stablehlo.slice"(%63) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %68 = "stablehlo.multiply"(%64, %66) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %69 = "stablehlo.multiply"(%65, %66) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %70 = "stablehlo.add"(%69, %67) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %71 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %72 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %73 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %74 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %75 = "stablehlo.multiply"(%71, %73) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %76 = "stablehlo.multiply"(%72, %73) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %77 = "stablehlo.add"(%76, %74) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %78 = "stablehlo.slice"(%75) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xf32>) -> tensor<0xf32>
    %79 = "stablehlo.slice"(%77) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xf32>) -> tensor<0xf32>
    %80 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<0xf32>
    %81 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<0xf32>
    %82 = "stablehlo.multiply"(%78, %80) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %83 = "stablehlo.multiply"(%79, %80) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %84 = "stablehlo.add"(%83, %81) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %85 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %86 = "stablehlo.concatenate"(%85, %82) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %87 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %88 = "stablehlo.concatenate"(%87, %84) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.pad"(%86, %89) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.pad"(%75, %91) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %93 = "stablehlo.add"(%90, %92) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.pad"(%88, %94) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.pad"(%77, %96) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %99 = "stablehlo.slice"(%61) <{limit_indices = array<i64: 5>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %100 = "stablehlo.slice"(%63) <{limit_indices = array<i64: 5>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %101 = "stablehlo.multiply"(%93, %99) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %102 = "stablehlo.multiply"(%98, %99) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %103 = "stablehlo.add"(%102, %100) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %104 = "stablehlo.slice"(%61) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %105 = "stablehlo.concatenate"(%104, %101) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %106 = "stablehlo.slice"(%63) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %107 = "stablehlo.concatenate"(%106, %103) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.pad"(%105, %108) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.pad"(%93, %110) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %112 = "stablehlo.add"(%109, %111) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.pad"(%107, %113) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.pad"(%98, %115) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %117 = "stablehlo.add"(%114, %116) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %118 = "stablehlo.slice"(%112) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %119 = "stablehlo.slice"(%117) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %120 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<4xf32>
    %121 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<4xf32>
    %122 = "stablehlo.multiply"(%118, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.multiply"(%119, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %124 = "stablehlo.add"(%123, %121) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %125 = "stablehlo.slice"(%55) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
    %126 = "stablehlo.concatenate"(%125, %122) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %127 = "stablehlo.slice"(%56) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
    %128 = "stablehlo.concatenate"(%127, %124) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.pad"(%126, %129) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.pad"(%112, %131) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %133 = "stablehlo.add"(%130, %132) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.pad"(%128, %134) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.pad"(%117, %136) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %138 = "stablehlo.add"(%135, %137) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %139 = "stablehlo.reverse"(%133) <{dimensions = array<i64: 0>}> : (tensor<10xf32>) -> tensor<10xf32>
    %140 = "stablehlo.reverse"(%138) <{dimensions = array<i64: 0>}> : (tensor<10xf32>) -> tensor<10xf32>
    %141 = "stablehlo.reverse"(%arg14) <{dimensions = array<i64: 0>}> : (tensor<10xf32>) -> tensor<10xf32>
    %142 = "stablehlo.slice"(%141) <{limit_indices = array<i64: 9>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %143 = "stablehlo.slice"(%141) <{limit_indices = array<i64: 10>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<5xf32>
    %144 = "stablehlo.minimum"(%142, %143) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %145 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %146 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 5>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %147 = "stablehlo.minimum"(%145, %146) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %148 = "stablehlo.slice"(%147) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %149 = "stablehlo.slice"(%147) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<1xf32>
    %150 = "stablehlo.minimum"(%148, %149) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %151 = "stablehlo.slice"(%150) <{limit_indices = array<i64: 0>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<1xf32>) -> tensor<0xf32>
    %152 = "stablehlo.slice"(%147) <{limit_indices = array<i64: 2>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<2xf32>) -> tensor<0xf32>
    %153 = "stablehlo.minimum"(%151, %152) : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
    %154 = "stablehlo.slice"(%147) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %155 = "stablehlo.concatenate"(%154, %153) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.pad"(%155, %156) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.pad"(%150, %158) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %160 = "stablehlo.add"(%157, %159) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %161 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 5>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<5xf32>) -> tensor<2xf32>
    %162 = "stablehlo.minimum"(%160, %161) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %163 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1xf32>
    %164 = "stablehlo.concatenate"(%163, %162) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.pad"(%164, %165) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.pad"(%160, %167) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
    %169 = "stablehlo.add"(%166, %168) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %170 = "stablehlo.slice"(%169) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<5xf32>) -> tensor<4xf32>
    %171 = "stablehlo.slice"(%141) <{limit_indices = array<i64: 10>, start_indices = array<i64: 2>, strides = array<i64: 2>}> : (tensor<10xf32>) -> tensor<4xf32>
    %172 = "stablehlo.minimum"(%170, %171) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %173 = "stablehlo.slice"(%141) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xf32>) -> tensor<1xf32>
    %174 = "stablehlo.concatenate"(%173, %172) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<4xf32>) -> tensor<5xf32>
    %175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.pad"(%174, %175) <{edge_padding_high = array<i64: 1>, edge_padding_low = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.pad"(%169, %177) <{edge_padding_high = array<i64: 0>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<5xf32>, tensor<f32>) -> tensor<10xf32>
    %179 = "stablehlo.add"(%176, %178) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    "func.return"(%54, %139, %140, %179) : (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<5xi1>, %arg11: tensor<5xf32>, %arg12: tensor<5xf32>):
    %3 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%3) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2xi1>, %arg8: tensor<2xf32>, %arg9: tensor<2xf32>):
    %2 = "stablehlo.select"(%arg7, %arg8, %arg9) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%2) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1xi1>, %arg5: tensor<1xf32>, %arg6: tensor<1xf32>):
    %1 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<1xi1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    "func.return"(%1) : (tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<0xf32>) -> tensor<0xf32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<0xf32>):
    "func.return"(%arg3) : (tensor<0xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
