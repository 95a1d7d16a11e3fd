"builtin.module"() <{sym_name = "jit_special_series"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<6xf32>):
    %43 = "stablehlo.abs"(%arg10) : (tensor<6xf32>) -> tensor<6xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %46 = "stablehlo.add"(%43, %45) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %47 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %49 = "chlo.polygamma"(%48, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %52 = "stablehlo.add"(%46, %51) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.convert"(%53) : (tensor<f32>) -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %56 = "chlo.zeta"(%52, %55) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %57 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %59 = "stablehlo.multiply"(%46, %58) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %60 = "stablehlo.compare"(%46, %46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %61 = "stablehlo.compare"(%59, %59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %62 = "stablehlo.or"(%60, %61) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %63 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %65 = "stablehlo.compare"(%59, %64) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %68 = "stablehlo.compare"(%46, %67) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %71 = "stablehlo.compare"(%59, %70) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %74 = "stablehlo.compare"(%59, %73) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %77 = "stablehlo.compare"(%46, %76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %78 = "stablehlo.and"(%68, %71) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %79 = "stablehlo.or"(%74, %77) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %80 = "stablehlo.or"(%79, %78) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %81 = "stablehlo.or"(%80, %62) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %82 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %84 = "stablehlo.compare"(%59, %83) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %85 = "stablehlo.compare"(%59, %46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %86 = "stablehlo.and"(%84, %85) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %87 = "stablehlo.log"(%59) : (tensor<6xf32>) -> tensor<6xf32>
    %88 = "stablehlo.multiply"(%46, %87) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %89 = "stablehlo.subtract"(%88, %59) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %90 = "chlo.lgamma"(%46) : (tensor<6xf32>) -> tensor<6xf32>
    %91 = "stablehlo.subtract"(%89, %90) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %92 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.log"(%92) : (tensor<f32>) -> tensor<f32>
    %94 = "stablehlo.negate"(%93) : (tensor<f32>) -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %96 = "stablehlo.compare"(%91, %95) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %97 = "stablehlo.exponential"(%91) : (tensor<6xf32>) -> tensor<6xf32>
    %98 = "stablehlo.or"(%71, %81) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %99 = "stablehlo.or"(%98, %96) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %100 = "stablehlo.or"(%99, %65) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %101 = "stablehlo.not"(%100) : (tensor<6xi1>) -> tensor<6xi1>
    %102 = "stablehlo.and"(%101, %86) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %105 = "stablehlo.subtract"(%104, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %106 = "stablehlo.add"(%59, %105) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %109 = "stablehlo.add"(%106, %108) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %114 = "stablehlo.add"(%59, %113) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %115 = "stablehlo.multiply"(%109, %59) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %116 = "stablehlo.divide"(%114, %115) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %125 = "stablehlo.negate"(%59) : (tensor<6xf32>) -> tensor<6xf32>
    %126 = "stablehlo.multiply"(%116, %125) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %127 = "stablehlo.subtract"(%124, %126) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %128 = "stablehlo.divide"(%127, %115) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130:15 = "stablehlo.while"(%102, %116, %118, %105, %109, %129, %114, %115, %111, %59, %120, %122, %124, %125, %128) ({
    ^bb0(%arg108: tensor<6xi1>, %arg109: tensor<6xf32>, %arg110: tensor<6xf32>, %arg111: tensor<6xf32>, %arg112: tensor<6xf32>, %arg113: tensor<f32>, %arg114: tensor<6xf32>, %arg115: tensor<6xf32>, %arg116: tensor<6xf32>, %arg117: tensor<6xf32>, %arg118: tensor<6xf32>, %arg119: tensor<6xf32>, %arg120: tensor<6xf32>, %arg121: tensor<6xf32>, %arg122: tensor<6xf32>):
      %761 = "stablehlo.constant"() <{value = dense<2.000000e+03> : tensor<f32>}> : () -> tensor<f32>
      %762 = "stablehlo.compare"(%arg113, %761) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %763 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %764 = "stablehlo.reduce"(%arg108, %763) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg123: tensor<i1>, %arg124: tensor<i1>):
        %766 = "stablehlo.or"(%arg123, %arg124) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%766) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %765 = "stablehlo.and"(%762, %764) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%765) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg93: tensor<6xi1>, %arg94: tensor<6xf32>, %arg95: tensor<6xf32>, %arg96: tensor<6xf32>, %arg97: tensor<6xf32>, %arg98: tensor<f32>, %arg99: tensor<6xf32>, %arg100: tensor<6xf32>, %arg101: tensor<6xf32>, %arg102: tensor<6xf32>, %arg103: tensor<6xf32>, %arg104: tensor<6xf32>, %arg105: tensor<6xf32>, %arg106: tensor<6xf32>, %arg107: tensor<6xf32>):
      %655 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.add"(%arg98, %655) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %657 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %659 = "stablehlo.add"(%arg96, %658) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %660 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %662 = "stablehlo.add"(%arg97, %661) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %663 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %664 = "stablehlo.multiply"(%659, %663) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %665 = "stablehlo.multiply"(%arg99, %662) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %666 = "stablehlo.multiply"(%arg101, %664) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %667 = "stablehlo.subtract"(%665, %666) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %668 = "stablehlo.multiply"(%arg100, %662) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %669 = "stablehlo.multiply"(%arg102, %664) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %670 = "stablehlo.subtract"(%668, %669) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %673 = "stablehlo.compare"(%670, %672) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %674 = "stablehlo.divide"(%667, %670) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %675 = "stablehlo.subtract"(%arg94, %674) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %676 = "stablehlo.divide"(%675, %674) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %677 = "stablehlo.abs"(%676) : (tensor<6xf32>) -> tensor<6xf32>
      %678 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %680 = "stablehlo.select"(%673, %677, %679) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %681 = "stablehlo.select"(%673, %674, %arg94) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %682 = "stablehlo.multiply"(%arg105, %662) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %683 = "stablehlo.subtract"(%682, %arg99) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %684 = "stablehlo.multiply"(%arg103, %664) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %685 = "stablehlo.subtract"(%683, %684) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %686 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %687 = "stablehlo.multiply"(%arg101, %686) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %688 = "stablehlo.add"(%685, %687) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %689 = "stablehlo.multiply"(%arg106, %662) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %690 = "stablehlo.subtract"(%689, %arg100) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %691 = "stablehlo.multiply"(%arg104, %664) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %692 = "stablehlo.subtract"(%690, %691) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %693 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %694 = "stablehlo.multiply"(%arg102, %693) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %695 = "stablehlo.add"(%692, %694) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %696 = "stablehlo.multiply"(%681, %695) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %697 = "stablehlo.subtract"(%688, %696) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %698 = "stablehlo.divide"(%697, %670) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %699 = "stablehlo.select"(%673, %698, %arg107) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %700 = "stablehlo.subtract"(%699, %arg107) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %701 = "stablehlo.abs"(%700) : (tensor<6xf32>) -> tensor<6xf32>
      %702 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %703 = "stablehlo.broadcast_in_dim"(%702) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %704 = "stablehlo.select"(%673, %701, %703) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %705 = "stablehlo.abs"(%667) : (tensor<6xf32>) -> tensor<6xf32>
      %706 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %707 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
      %709 = "stablehlo.divide"(%708, %706) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %711 = "stablehlo.compare"(%705, %710) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %712 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %714 = "stablehlo.multiply"(%arg99, %713) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %715 = "stablehlo.select"(%711, %714, %arg99) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %716 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %718 = "stablehlo.multiply"(%667, %717) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %719 = "stablehlo.select"(%711, %718, %667) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %720 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %722 = "stablehlo.multiply"(%arg100, %721) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %723 = "stablehlo.select"(%711, %722, %arg100) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %724 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %726 = "stablehlo.multiply"(%670, %725) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %727 = "stablehlo.select"(%711, %726, %670) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %728 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %730 = "stablehlo.multiply"(%arg105, %729) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %731 = "stablehlo.select"(%711, %730, %arg105) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %732 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %734 = "stablehlo.multiply"(%arg106, %733) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %735 = "stablehlo.select"(%711, %734, %arg106) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %736 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %738 = "stablehlo.multiply"(%688, %737) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %739 = "stablehlo.select"(%711, %738, %688) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %740 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %742 = "stablehlo.multiply"(%695, %741) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %743 = "stablehlo.select"(%711, %742, %695) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %744 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %746 = "stablehlo.compare"(%680, %745) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %747 = "stablehlo.and"(%arg93, %746) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %748 = "stablehlo.select"(%arg93, %681, %arg94) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %749 = "stablehlo.select"(%arg93, %680, %arg95) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %750 = "stablehlo.select"(%arg93, %659, %arg96) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %751 = "stablehlo.select"(%arg93, %662, %arg97) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %752 = "stablehlo.select"(%arg93, %719, %arg99) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %753 = "stablehlo.select"(%arg93, %727, %arg100) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %754 = "stablehlo.select"(%arg93, %715, %arg101) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %755 = "stablehlo.select"(%arg93, %723, %arg102) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %756 = "stablehlo.select"(%arg93, %731, %arg103) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %757 = "stablehlo.select"(%arg93, %735, %arg104) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %758 = "stablehlo.select"(%arg93, %739, %arg105) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %759 = "stablehlo.select"(%arg93, %743, %arg106) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %760 = "stablehlo.select"(%arg93, %699, %arg107) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%747, %748, %749, %750, %751, %656, %752, %753, %754, %755, %756, %757, %758, %759, %760) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %131 = "stablehlo.multiply"(%130#1, %97) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %134 = "stablehlo.subtract"(%133, %131) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %135 = "stablehlo.not"(%86) : (tensor<6xi1>) -> tensor<6xi1>
    %136 = "stablehlo.and"(%101, %135) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %143 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %145:7 = "stablehlo.while"(%136, %46, %138, %140, %59, %142, %144) ({
    ^bb0(%arg84: tensor<6xi1>, %arg85: tensor<6xf32>, %arg86: tensor<6xf32>, %arg87: tensor<6xf32>, %arg88: tensor<6xf32>, %arg89: tensor<6xf32>, %arg90: tensor<6xf32>):
      %652 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %653 = "stablehlo.reduce"(%arg84, %652) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg91: tensor<i1>, %arg92: tensor<i1>):
        %654 = "stablehlo.or"(%arg91, %arg92) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%654) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%653) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg77: tensor<6xi1>, %arg78: tensor<6xf32>, %arg79: tensor<6xf32>, %arg80: tensor<6xf32>, %arg81: tensor<6xf32>, %arg82: tensor<6xf32>, %arg83: tensor<6xf32>):
      %628 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %630 = "stablehlo.add"(%arg78, %629) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %631 = "stablehlo.divide"(%arg81, %630) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %632 = "stablehlo.multiply"(%arg82, %631) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %633 = "stablehlo.multiply"(%arg79, %arg81) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %634 = "stablehlo.multiply"(%630, %630) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %635 = "stablehlo.divide"(%633, %634) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %636 = "stablehlo.subtract"(%632, %635) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %637 = "stablehlo.add"(%arg83, %636) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %638 = "stablehlo.divide"(%arg81, %630) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %639 = "stablehlo.multiply"(%arg79, %638) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %640 = "stablehlo.add"(%arg80, %639) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %641 = "stablehlo.divide"(%639, %640) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %642 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %644 = "stablehlo.compare"(%641, %643) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %645 = "stablehlo.and"(%arg77, %644) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %646 = "stablehlo.select"(%arg77, %630, %arg78) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %647 = "stablehlo.select"(%arg77, %639, %arg79) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %648 = "stablehlo.select"(%arg77, %640, %arg80) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %649 = "stablehlo.select"(%arg77, %arg81, %arg81) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %650 = "stablehlo.select"(%arg77, %636, %arg82) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %651 = "stablehlo.select"(%arg77, %637, %arg83) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%645, %646, %647, %648, %649, %650, %651) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %146 = "stablehlo.multiply"(%145#3, %97) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %147 = "stablehlo.divide"(%146, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %148 = "stablehlo.select"(%86, %134, %147) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %151 = "stablehlo.select"(%71, %150, %148) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %154 = "stablehlo.select"(%65, %153, %151) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %155 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %157 = "stablehlo.select"(%81, %156, %154) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.200000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %160 = "stablehlo.multiply"(%46, %159) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %161 = "stablehlo.compare"(%46, %46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %162 = "stablehlo.compare"(%160, %160) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %163 = "stablehlo.or"(%161, %162) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %166 = "stablehlo.compare"(%46, %165) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %169 = "stablehlo.compare"(%160, %168) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %170 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %172 = "stablehlo.compare"(%160, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %175 = "stablehlo.compare"(%160, %174) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %178 = "stablehlo.compare"(%46, %177) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %179 = "stablehlo.and"(%166, %169) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %180 = "stablehlo.or"(%175, %178) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %181 = "stablehlo.or"(%180, %179) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %182 = "stablehlo.or"(%181, %163) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %183 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %185 = "stablehlo.compare"(%160, %184) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %186 = "stablehlo.compare"(%160, %46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %187 = "stablehlo.or"(%185, %186) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %188 = "stablehlo.log"(%160) : (tensor<6xf32>) -> tensor<6xf32>
    %189 = "stablehlo.multiply"(%46, %188) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %190 = "stablehlo.subtract"(%189, %160) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %191 = "chlo.lgamma"(%46) : (tensor<6xf32>) -> tensor<6xf32>
    %192 = "stablehlo.subtract"(%190, %191) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %193 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.log"(%193) : (tensor<f32>) -> tensor<f32>
    %195 = "stablehlo.negate"(%194) : (tensor<f32>) -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %197 = "stablehlo.compare"(%192, %196) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %198 = "stablehlo.or"(%182, %197) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %199 = "stablehlo.or"(%198, %172) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %200 = "stablehlo.or"(%199, %166) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %201 = "stablehlo.not"(%200) : (tensor<6xi1>) -> tensor<6xi1>
    %202 = "stablehlo.exponential"(%192) : (tensor<6xf32>) -> tensor<6xf32>
    %203 = "stablehlo.and"(%201, %187) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %204 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %206 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %212:7 = "stablehlo.while"(%203, %46, %205, %207, %160, %209, %211) ({
    ^bb0(%arg68: tensor<6xi1>, %arg69: tensor<6xf32>, %arg70: tensor<6xf32>, %arg71: tensor<6xf32>, %arg72: tensor<6xf32>, %arg73: tensor<6xf32>, %arg74: tensor<6xf32>):
      %625 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %626 = "stablehlo.reduce"(%arg68, %625) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg75: tensor<i1>, %arg76: tensor<i1>):
        %627 = "stablehlo.or"(%arg75, %arg76) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%627) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%626) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg61: tensor<6xi1>, %arg62: tensor<6xf32>, %arg63: tensor<6xf32>, %arg64: tensor<6xf32>, %arg65: tensor<6xf32>, %arg66: tensor<6xf32>, %arg67: tensor<6xf32>):
      %601 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %603 = "stablehlo.add"(%arg62, %602) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %604 = "stablehlo.divide"(%arg65, %603) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %605 = "stablehlo.multiply"(%arg66, %604) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %606 = "stablehlo.multiply"(%arg63, %arg65) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %607 = "stablehlo.multiply"(%603, %603) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %608 = "stablehlo.divide"(%606, %607) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %609 = "stablehlo.subtract"(%605, %608) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %610 = "stablehlo.add"(%arg67, %609) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %611 = "stablehlo.divide"(%arg65, %603) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %612 = "stablehlo.multiply"(%arg63, %611) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %613 = "stablehlo.add"(%arg64, %612) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %614 = "stablehlo.divide"(%612, %613) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %615 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %617 = "stablehlo.compare"(%614, %616) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %618 = "stablehlo.and"(%arg61, %617) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %619 = "stablehlo.select"(%arg61, %603, %arg62) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %620 = "stablehlo.select"(%arg61, %612, %arg63) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %621 = "stablehlo.select"(%arg61, %613, %arg64) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %622 = "stablehlo.select"(%arg61, %arg65, %arg65) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %623 = "stablehlo.select"(%arg61, %609, %arg66) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %624 = "stablehlo.select"(%arg61, %610, %arg67) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%618, %619, %620, %621, %622, %623, %624) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %213 = "stablehlo.multiply"(%212#3, %202) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %214 = "stablehlo.divide"(%213, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %215 = "stablehlo.not"(%187) : (tensor<6xi1>) -> tensor<6xi1>
    %216 = "stablehlo.and"(%201, %215) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %217 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %219 = "stablehlo.subtract"(%218, %46) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %220 = "stablehlo.add"(%160, %219) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %221 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %223 = "stablehlo.add"(%220, %222) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %224 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %226 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %228 = "stablehlo.add"(%160, %227) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %229 = "stablehlo.multiply"(%223, %160) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %230 = "stablehlo.divide"(%228, %229) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %231 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %239 = "stablehlo.negate"(%160) : (tensor<6xf32>) -> tensor<6xf32>
    %240 = "stablehlo.multiply"(%230, %239) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %241 = "stablehlo.subtract"(%238, %240) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %242 = "stablehlo.divide"(%241, %229) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244:15 = "stablehlo.while"(%216, %230, %232, %219, %223, %243, %228, %229, %225, %160, %234, %236, %238, %239, %242) ({
    ^bb0(%arg44: tensor<6xi1>, %arg45: tensor<6xf32>, %arg46: tensor<6xf32>, %arg47: tensor<6xf32>, %arg48: tensor<6xf32>, %arg49: tensor<f32>, %arg50: tensor<6xf32>, %arg51: tensor<6xf32>, %arg52: tensor<6xf32>, %arg53: tensor<6xf32>, %arg54: tensor<6xf32>, %arg55: tensor<6xf32>, %arg56: tensor<6xf32>, %arg57: tensor<6xf32>, %arg58: tensor<6xf32>):
      %595 = "stablehlo.constant"() <{value = dense<2.000000e+03> : tensor<f32>}> : () -> tensor<f32>
      %596 = "stablehlo.compare"(%arg49, %595) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %597 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %598 = "stablehlo.reduce"(%arg44, %597) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg59: tensor<i1>, %arg60: tensor<i1>):
        %600 = "stablehlo.or"(%arg59, %arg60) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%600) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %599 = "stablehlo.and"(%596, %598) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%599) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg29: tensor<6xi1>, %arg30: tensor<6xf32>, %arg31: tensor<6xf32>, %arg32: tensor<6xf32>, %arg33: tensor<6xf32>, %arg34: tensor<f32>, %arg35: tensor<6xf32>, %arg36: tensor<6xf32>, %arg37: tensor<6xf32>, %arg38: tensor<6xf32>, %arg39: tensor<6xf32>, %arg40: tensor<6xf32>, %arg41: tensor<6xf32>, %arg42: tensor<6xf32>, %arg43: tensor<6xf32>):
      %489 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %490 = "stablehlo.add"(%arg34, %489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %491 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %493 = "stablehlo.add"(%arg32, %492) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %494 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %496 = "stablehlo.add"(%arg33, %495) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %497 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %498 = "stablehlo.multiply"(%493, %497) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %499 = "stablehlo.multiply"(%arg35, %496) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %500 = "stablehlo.multiply"(%arg37, %498) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %501 = "stablehlo.subtract"(%499, %500) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %502 = "stablehlo.multiply"(%arg36, %496) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %503 = "stablehlo.multiply"(%arg38, %498) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %504 = "stablehlo.subtract"(%502, %503) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %507 = "stablehlo.compare"(%504, %506) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %508 = "stablehlo.divide"(%501, %504) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %509 = "stablehlo.subtract"(%arg30, %508) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %510 = "stablehlo.divide"(%509, %508) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %511 = "stablehlo.abs"(%510) : (tensor<6xf32>) -> tensor<6xf32>
      %512 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %514 = "stablehlo.select"(%507, %511, %513) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %515 = "stablehlo.select"(%507, %508, %arg30) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %516 = "stablehlo.multiply"(%arg41, %496) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %517 = "stablehlo.subtract"(%516, %arg35) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %518 = "stablehlo.multiply"(%arg39, %498) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %519 = "stablehlo.subtract"(%517, %518) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %520 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %521 = "stablehlo.multiply"(%arg37, %520) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %522 = "stablehlo.add"(%519, %521) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %523 = "stablehlo.multiply"(%arg42, %496) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %524 = "stablehlo.subtract"(%523, %arg36) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %525 = "stablehlo.multiply"(%arg40, %498) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %526 = "stablehlo.subtract"(%524, %525) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %527 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %528 = "stablehlo.multiply"(%arg38, %527) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %529 = "stablehlo.add"(%526, %528) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %530 = "stablehlo.multiply"(%515, %529) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %531 = "stablehlo.subtract"(%522, %530) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %532 = "stablehlo.divide"(%531, %504) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %533 = "stablehlo.select"(%507, %532, %arg43) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %534 = "stablehlo.subtract"(%533, %arg43) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %535 = "stablehlo.abs"(%534) : (tensor<6xf32>) -> tensor<6xf32>
      %536 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %538 = "stablehlo.select"(%507, %535, %537) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %539 = "stablehlo.abs"(%501) : (tensor<6xf32>) -> tensor<6xf32>
      %540 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %541 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
      %543 = "stablehlo.divide"(%542, %540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %545 = "stablehlo.compare"(%539, %544) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %546 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %548 = "stablehlo.multiply"(%arg35, %547) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %549 = "stablehlo.select"(%545, %548, %arg35) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %550 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %552 = "stablehlo.multiply"(%501, %551) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %553 = "stablehlo.select"(%545, %552, %501) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %554 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %556 = "stablehlo.multiply"(%arg36, %555) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %557 = "stablehlo.select"(%545, %556, %arg36) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %558 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %560 = "stablehlo.multiply"(%504, %559) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %561 = "stablehlo.select"(%545, %560, %504) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %562 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %563 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %564 = "stablehlo.multiply"(%arg41, %563) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %565 = "stablehlo.select"(%545, %564, %arg41) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %566 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %568 = "stablehlo.multiply"(%arg42, %567) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %569 = "stablehlo.select"(%545, %568, %arg42) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %570 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %572 = "stablehlo.multiply"(%522, %571) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %573 = "stablehlo.select"(%545, %572, %522) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %574 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %576 = "stablehlo.multiply"(%529, %575) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %577 = "stablehlo.select"(%545, %576, %529) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %578 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %580 = "stablehlo.compare"(%514, %579) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %581 = "stablehlo.and"(%arg29, %580) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %582 = "stablehlo.select"(%arg29, %515, %arg30) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %583 = "stablehlo.select"(%arg29, %514, %arg31) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %584 = "stablehlo.select"(%arg29, %493, %arg32) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %585 = "stablehlo.select"(%arg29, %496, %arg33) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %586 = "stablehlo.select"(%arg29, %553, %arg35) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %587 = "stablehlo.select"(%arg29, %561, %arg36) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %588 = "stablehlo.select"(%arg29, %549, %arg37) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %589 = "stablehlo.select"(%arg29, %557, %arg38) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %590 = "stablehlo.select"(%arg29, %565, %arg39) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %591 = "stablehlo.select"(%arg29, %569, %arg40) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %592 = "stablehlo.select"(%arg29, %573, %arg41) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %593 = "stablehlo.select"(%arg29, %577, %arg42) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %594 = "stablehlo.select"(%arg29, %533, %arg43) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%581, %582, %583, %584, %585, %490, %586, %587, %588, %589, %590, %591, %592, %593, %594) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<f32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %245 = "stablehlo.multiply"(%244#1, %202) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %246 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %248 = "stablehlo.subtract"(%247, %214) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %249 = "stablehlo.select"(%187, %248, %245) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %250 = "stablehlo.or"(%172, %166) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %253 = "stablehlo.select"(%250, %252, %249) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %254 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %256 = "stablehlo.select"(%182, %255, %253) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %257 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %259 = "stablehlo.add"(%46, %258) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %260 = "stablehlo.divide"(%46, %259) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %261 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %264 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %267 = "stablehlo.compare"(%263, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %268 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %270 = "stablehlo.compare"(%264, %269) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %271 = "stablehlo.or"(%267, %270) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %274 = "stablehlo.compare"(%264, %273) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %275 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %277 = "stablehlo.compare"(%263, %276) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %278 = "stablehlo.or"(%274, %277) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %281 = "stablehlo.compare"(%260, %280) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %282 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %284 = "stablehlo.compare"(%260, %283) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %285 = "stablehlo.not"(%281) : (tensor<6xi1>) -> tensor<6xi1>
    %286 = "stablehlo.not"(%284) : (tensor<6xi1>) -> tensor<6xi1>
    %287 = "stablehlo.compare"(%263, %263) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %288 = "stablehlo.compare"(%264, %264) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %289 = "stablehlo.or"(%287, %288) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %290 = "stablehlo.compare"(%260, %260) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %291 = "stablehlo.or"(%289, %290) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %292 = "stablehlo.and"(%278, %286) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %293 = "stablehlo.and"(%271, %281) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %294 = "stablehlo.or"(%292, %293) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %295 = "stablehlo.and"(%271, %285) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %296 = "stablehlo.and"(%278, %284) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %297 = "stablehlo.or"(%295, %296) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %300 = "stablehlo.compare"(%263, %299) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %303 = "stablehlo.compare"(%264, %302) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %304 = "stablehlo.or"(%300, %303) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %307 = "stablehlo.compare"(%260, %306) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %308 = "stablehlo.or"(%304, %307) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %311 = "stablehlo.compare"(%260, %310) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %312 = "stablehlo.or"(%308, %311) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %313 = "stablehlo.and"(%271, %278) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %314 = "stablehlo.or"(%313, %291) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %315 = "stablehlo.or"(%312, %314) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %316 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %318 = "stablehlo.add"(%263, %317) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %319 = "stablehlo.add"(%263, %264) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %320 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %322 = "stablehlo.add"(%319, %321) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %323 = "stablehlo.divide"(%318, %322) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %324 = "stablehlo.compare"(%260, %323) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %325 = "stablehlo.select"(%324, %263, %264) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %326 = "stablehlo.select"(%324, %264, %263) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %327 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %329 = "stablehlo.subtract"(%328, %260) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %330 = "stablehlo.select"(%324, %260, %329) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %331 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %333 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %335 = "stablehlo.compare"(%332, %334) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %338 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %340 = "stablehlo.select"(%335, %337, %339) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %341 = "stablehlo.abs"(%340) : (tensor<6xf32>) -> tensor<6xf32>
    %342 = "stablehlo.constant"() <{value = dense<5.96046448E-8> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %344 = "stablehlo.compare"(%341, %343) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %345 = "stablehlo.constant"() <{value = dense<5.96046448E-8> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %347 = "stablehlo.select"(%344, %346, %340) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %350 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %351 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %352:8 = "stablehlo.while"(%325, %326, %330, %350, %351, %347, %349, %347) ({
    ^bb0(%arg21: tensor<6xf32>, %arg22: tensor<6xf32>, %arg23: tensor<6xf32>, %arg24: tensor<i32>, %arg25: tensor<i1>, %arg26: tensor<6xf32>, %arg27: tensor<6xf32>, %arg28: tensor<6xf32>):
      %486 = "stablehlo.constant"() <{value = dense<200> : tensor<i32>}> : () -> tensor<i32>
      %487 = "stablehlo.compare"(%arg24, %486) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %488 = "stablehlo.and"(%487, %arg25) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%488) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<6xf32>, %arg12: tensor<6xf32>, %arg13: tensor<6xf32>, %arg14: tensor<i32>, %arg15: tensor<i1>, %arg16: tensor<6xf32>, %arg17: tensor<6xf32>, %arg18: tensor<6xf32>):
      %391 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %392 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %394 = "func.call"(%391, %393) <{callee = @remainder}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %395 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %397 = "stablehlo.compare"(%394, %396) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %398 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %400 = "stablehlo.compare"(%391, %399) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %401 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %403 = "stablehlo.subtract"(%391, %402) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %404 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %406 = "func.call"(%403, %405) <{callee = @floor_divide}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %407 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %409 = "stablehlo.compare"(%406, %408) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %410 = "stablehlo.convert"(%406) : (tensor<6xi32>) -> tensor<6xf32>
      %411 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %413 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %415 = "stablehlo.add"(%arg11, %arg12) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %416 = "stablehlo.negate"(%415) : (tensor<6xf32>) -> tensor<6xf32>
      %417 = "stablehlo.multiply"(%416, %arg13) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %418 = "stablehlo.add"(%arg11, %412) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %419 = "stablehlo.divide"(%417, %418) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %420 = "stablehlo.add"(%arg11, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %421 = "stablehlo.negate"(%420) : (tensor<6xf32>) -> tensor<6xf32>
      %422 = "stablehlo.add"(%arg11, %arg12) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %423 = "stablehlo.add"(%422, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %424 = "stablehlo.multiply"(%421, %423) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %425 = "stablehlo.multiply"(%424, %arg13) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %426 = "stablehlo.multiply"(%414, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %427 = "stablehlo.add"(%arg11, %426) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %428 = "stablehlo.multiply"(%414, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %429 = "stablehlo.add"(%arg11, %428) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %430 = "stablehlo.add"(%429, %412) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %431 = "stablehlo.multiply"(%427, %430) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %432 = "stablehlo.divide"(%425, %431) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %433 = "stablehlo.select"(%409, %419, %432) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %434 = "stablehlo.subtract"(%arg12, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %435 = "stablehlo.multiply"(%410, %434) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %436 = "stablehlo.multiply"(%435, %arg13) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %437 = "stablehlo.multiply"(%414, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %438 = "stablehlo.add"(%arg11, %437) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %439 = "stablehlo.subtract"(%438, %412) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %440 = "stablehlo.multiply"(%414, %410) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %441 = "stablehlo.add"(%arg11, %440) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %442 = "stablehlo.multiply"(%439, %441) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %443 = "stablehlo.divide"(%436, %442) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %444 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %446 = "stablehlo.select"(%397, %433, %443) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %447 = "stablehlo.select"(%400, %445, %446) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %448 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %449 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %451 = "stablehlo.compare"(%448, %450) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %454 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %456 = "stablehlo.select"(%451, %453, %455) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %457 = "stablehlo.divide"(%447, %arg16) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %458 = "stablehlo.add"(%456, %457) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %459 = "stablehlo.constant"() <{value = dense<5.96046448E-8> : tensor<f32>}> : () -> tensor<f32>
      %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %461 = "stablehlo.abs"(%458) : (tensor<6xf32>) -> tensor<6xf32>
      %462 = "stablehlo.compare"(%461, %460) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %463 = "stablehlo.select"(%462, %460, %458) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %464 = "stablehlo.multiply"(%447, %arg17) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %465 = "stablehlo.add"(%456, %464) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %466 = "stablehlo.abs"(%465) : (tensor<6xf32>) -> tensor<6xf32>
      %467 = "stablehlo.compare"(%466, %460) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %468 = "stablehlo.select"(%467, %460, %465) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %469 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %471 = "stablehlo.divide"(%470, %468) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %472 = "stablehlo.multiply"(%463, %471) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %473 = "stablehlo.multiply"(%arg18, %472) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %474 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %475 = "stablehlo.add"(%arg14, %474) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %476 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %478 = "stablehlo.subtract"(%472, %477) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %479 = "stablehlo.abs"(%478) : (tensor<6xf32>) -> tensor<6xf32>
      %480 = "stablehlo.constant"() <{value = dense<5.96046448E-8> : tensor<f32>}> : () -> tensor<f32>
      %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
      %482 = "stablehlo.compare"(%479, %481) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %483 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %484 = "stablehlo.reduce"(%482, %483) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg19: tensor<i1>, %arg20: tensor<i1>):
        %485 = "stablehlo.or"(%arg19, %arg20) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%485) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%arg11, %arg12, %arg13, %475, %484, %463, %471, %473) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<i1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<i1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<i1>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
    %353 = "chlo.lgamma"(%326) : (tensor<6xf32>) -> tensor<6xf32>
    %354 = "stablehlo.add"(%325, %326) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %355 = "chlo.lgamma"(%354) : (tensor<6xf32>) -> tensor<6xf32>
    %356 = "stablehlo.subtract"(%353, %355) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %357 = "chlo.lgamma"(%325) : (tensor<6xf32>) -> tensor<6xf32>
    %358 = "stablehlo.add"(%357, %356) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %359 = "stablehlo.constant"() <{value = dense<2.3509887E-38> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %361 = "stablehlo.compare"(%325, %360) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %362 = "stablehlo.negate"(%330) : (tensor<6xf32>) -> tensor<6xf32>
    %363 = "stablehlo.log_plus_one"(%362) : (tensor<6xf32>) -> tensor<6xf32>
    %364 = "stablehlo.multiply"(%363, %326) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %365 = "stablehlo.subtract"(%364, %356) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %366 = "stablehlo.exponential"(%365) : (tensor<6xf32>) -> tensor<6xf32>
    %367 = "stablehlo.log"(%330) : (tensor<6xf32>) -> tensor<6xf32>
    %368 = "stablehlo.multiply"(%367, %325) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %369 = "stablehlo.negate"(%330) : (tensor<6xf32>) -> tensor<6xf32>
    %370 = "stablehlo.log_plus_one"(%369) : (tensor<6xf32>) -> tensor<6xf32>
    %371 = "stablehlo.multiply"(%370, %326) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %372 = "stablehlo.add"(%368, %371) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %373 = "stablehlo.subtract"(%372, %358) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %374 = "stablehlo.exponential"(%373) : (tensor<6xf32>) -> tensor<6xf32>
    %375 = "stablehlo.divide"(%374, %325) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %376 = "stablehlo.select"(%361, %366, %375) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %377 = "stablehlo.multiply"(%352#7, %376) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %378 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %380 = "stablehlo.subtract"(%379, %377) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %381 = "stablehlo.select"(%324, %377, %380) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %384 = "stablehlo.select"(%294, %383, %381) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %385 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %387 = "stablehlo.select"(%297, %386, %384) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %388 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %390 = "stablehlo.select"(%315, %389, %387) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%49, %56, %157, %256, %390) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<6xi32>, %arg9: tensor<6xi32>):
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %25 = "stablehlo.compare"(%arg9, %24) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %26 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %28 = "func.call"(%25, %27, %arg9) <{callee = @_where}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %29 = "stablehlo.remainder"(%arg8, %28) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %30 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %32 = "stablehlo.compare"(%29, %31) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %35 = "stablehlo.compare"(%29, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %38 = "stablehlo.compare"(%28, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %40 = "stablehlo.and"(%39, %32) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %41 = "stablehlo.add"(%29, %28) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %42 = "stablehlo.select"(%40, %41, %29) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%42) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<6xi1>, %arg6: tensor<6xi32>, %arg7: tensor<6xi32>):
    %22 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%22) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi32>, %arg4: tensor<6xi32>):
    %1 = "stablehlo.divide"(%arg3, %arg4) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %2 = "stablehlo.sign"(%arg3) : (tensor<6xi32>) -> tensor<6xi32>
    %3 = "stablehlo.sign"(%arg4) : (tensor<6xi32>) -> tensor<6xi32>
    %4 = "stablehlo.compare"(%2, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %5 = "stablehlo.remainder"(%arg3, %arg4) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %8 = "stablehlo.compare"(%5, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %11 = "stablehlo.compare"(%4, %10) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = "stablehlo.convert"(%11) : (tensor<6xi1>) -> tensor<6xi1>
    %13 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %15 = "stablehlo.compare"(%8, %14) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %16 = "stablehlo.convert"(%15) : (tensor<6xi1>) -> tensor<6xi1>
    %17 = "stablehlo.and"(%12, %16) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %18 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %20 = "stablehlo.subtract"(%1, %19) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %21 = "func.call"(%17, %20, %1) <{callee = @_where_0}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%21) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%0) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
