"builtin.module"() <{sym_name = "jit_nested_cond_switch"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<4xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.clamp"(%4, %arg3, %5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7:2 = "stablehlo.case"(%6) ({
      %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %44 = "stablehlo.reduce"(%arg4, %43) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %55 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%55) : (tensor<f32>) -> ()
      }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.compare"(%44, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %47 = "stablehlo.convert"(%46) : (tensor<i1>) -> tensor<i32>
      %48:2 = "stablehlo.case"(%47) ({
        %53 = "stablehlo.negate"(%arg4) : (tensor<4xf32>) -> tensor<4xf32>
        %54 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
        "stablehlo.return"(%53, %54) : (tensor<4xf32>, tensor<i32>) -> ()
      }, {
        %49 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %51 = "stablehlo.multiply"(%arg4, %50) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %52 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        "stablehlo.return"(%51, %52) : (tensor<4xf32>, tensor<i32>) -> ()
      }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
      "stablehlo.return"(%48#0, %48#1) : (tensor<4xf32>, tensor<i32>) -> ()
    }, {
      %30 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %31 = "stablehlo.subtract"(%arg3, %30) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %33 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %34 = "func.call"(%31, %32, %33) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %36 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %37 = "stablehlo.clamp"(%35, %34, %36) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %38:2 = "stablehlo.case"(%37) ({
        %41 = "stablehlo.sine"(%arg4) : (tensor<4xf32>) -> tensor<4xf32>
        %42 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
        "stablehlo.return"(%41, %42) : (tensor<4xf32>, tensor<i32>) -> ()
      }, {
        %39 = "stablehlo.multiply"(%arg4, %arg4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %40 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        "stablehlo.return"(%39, %40) : (tensor<4xf32>, tensor<i32>) -> ()
      }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
      "stablehlo.return"(%38#0, %38#1) : (tensor<4xf32>, tensor<i32>) -> ()
    }, {
      %28 = "stablehlo.reverse"(%arg4) <{dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
      %29 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      "stablehlo.return"(%28, %29) : (tensor<4xf32>, tensor<i32>) -> ()
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %10 = "stablehlo.compare"(%arg4, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %11 = "stablehlo.convert"(%10) : (tensor<4xi1>) -> tensor<4xi32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %14 = "stablehlo.compare"(%11, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %15 = "stablehlo.select"(%14, %arg4, %arg4) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %18 = "stablehlo.multiply"(%15, %17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %19 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %21 = "stablehlo.compare"(%11, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %22 = "stablehlo.select"(%21, %arg4, %arg4) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.sqrt"(%22) : (tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %26 = "stablehlo.compare"(%11, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %27 = "stablehlo.select"(%26, %18, %23) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%7#0, %7#1, %27) : (tensor<4xf32>, tensor<i32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.maximum"(%0, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.minimum"(%2, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%3) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
