"builtin.module"() <{sym_name = "jit_random_distributions"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<3x5xf32>) -> (tensor<3x4xf32>, tensor<5xf32>, tensor<3xi32>, tensor<8xi32>, tensor<6xi1>, tensor<4xi32>, tensor<5xi8>, tensor<4xf32>, tensor<2xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg326: tensor<2xui32>, %arg327: tensor<3x5xf32>):
    %1061 = "func.call"(%arg326) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<6x2xui32>
    %1062 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1063 = "stablehlo.reshape"(%1062) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1064 = "func.call"(%1063) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<3x4xf32>
    %1065 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1066 = "stablehlo.reshape"(%1065) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1067 = "stablehlo.constant"() <{value = dense<-2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "func.call"(%1066, %1067, %1068) <{callee = @_uniform_2}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1070 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1071 = "stablehlo.reshape"(%1070) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1072 = "func.call"(%1071) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<3x5xf32>
    %1073 = "stablehlo.add"(%1072, %arg327) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1074 = "func.call"(%1073) <{callee = @argmax}> : (tensor<3x5xf32>) -> tensor<3xi32>
    %1075 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1076 = "stablehlo.reshape"(%1075) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1077 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xi32>
    %1078 = "func.call"(%1076, %1077) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<8xi32>) -> tensor<8xi32>
    %1079 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1080 = "stablehlo.reshape"(%1079) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1081 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1082 = "func.call"(%1080, %1081) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<6xi1>
    %1083 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1084 = "stablehlo.reshape"(%1083) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1085 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %1086 = "func.call"(%1084, %1085) <{callee = @_shuffle_14}> : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %1087 = "stablehlo.slice"(%1086) <{limit_indices = array<i64: 4>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<10xi32>) -> tensor<4xi32>
    %1088 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1089 = "stablehlo.reshape"(%1088) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1090 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
    %1091 = "stablehlo.constant"() <{value = dense<127> : tensor<i32>}> : () -> tensor<i32>
    %1092 = "stablehlo.constant"() <{value = dense<-128> : tensor<i32>}> : () -> tensor<i32>
    %1093 = "func.call"(%1090, %1091, %1092) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1094 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %1095 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %1096 = "stablehlo.constant"() <{value = dense<-128> : tensor<i32>}> : () -> tensor<i32>
    %1097 = "func.call"(%1094, %1095, %1096) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1098 = "func.call"(%1089, %1093, %1097) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    %1099 = "stablehlo.convert"(%1098) : (tensor<5xi32>) -> tensor<5xi8>
    %1100 = "stablehlo.slice"(%1061) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %1101 = "stablehlo.reshape"(%1100) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1102 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "func.call"(%1101, %1102, %1103) <{callee = @_truncated_normal}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1105 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
    %1106 = "func.call"(%arg326, %1105) <{callee = @_threefry_fold_in}> : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    "func.return"(%1064, %1069, %1074, %1078, %1082, %1087, %1099, %1104, %1106) : (tensor<3x4xf32>, tensor<5xf32>, tensor<3xi32>, tensor<8xi32>, tensor<6xi1>, tensor<4xi32>, tensor<5xi8>, tensor<4xf32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg325: tensor<2xui32>):
    %1044 = "stablehlo.slice"(%arg325) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1045 = "stablehlo.reshape"(%1044) : (tensor<1xui32>) -> tensor<ui32>
    %1046 = "stablehlo.slice"(%arg325) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1047 = "stablehlo.reshape"(%1046) : (tensor<1xui32>) -> tensor<ui32>
    %1048 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %1049 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %1051 = "stablehlo.multiply"(%1050, %1048) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %1052 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1053 = "stablehlo.broadcast_in_dim"(%1052) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %1054 = "stablehlo.shift_right_logical"(%1051, %1053) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %1055 = "stablehlo.convert"(%1051) : (tensor<6xui64>) -> tensor<6xui32>
    %1056 = "stablehlo.convert"(%1054) : (tensor<6xui64>) -> tensor<6xui32>
    %1057:2 = "func.call"(%1045, %1047, %1056, %1055) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %1058 = "stablehlo.broadcast_in_dim"(%1057#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xui32>) -> tensor<6x1xui32>
    %1059 = "stablehlo.broadcast_in_dim"(%1057#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xui32>) -> tensor<6x1xui32>
    %1060 = "stablehlo.concatenate"(%1058, %1059) <{dimension = 1 : i64}> : (tensor<6x1xui32>, tensor<6x1xui32>) -> tensor<6x2xui32>
    "func.return"(%1060) : (tensor<6x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg303: tensor<ui32>, %arg304: tensor<ui32>, %arg305: tensor<6xui32>, %arg306: tensor<6xui32>):
    %1027 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1028 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1029 = "stablehlo.xor"(%arg303, %arg304) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1030 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1031 = "stablehlo.xor"(%1029, %1030) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1032 = "stablehlo.broadcast_in_dim"(%arg303) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1033 = "stablehlo.add"(%arg305, %1032) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1034 = "stablehlo.broadcast_in_dim"(%arg304) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1035 = "stablehlo.add"(%arg306, %1034) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1036 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1037 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1038:9 = "stablehlo.while"(%1037, %1036, %1033, %1035, %arg304, %1031, %arg303, %1027, %1028) ({
    ^bb0(%arg316: tensor<i32>, %arg317: tensor<i32>, %arg318: tensor<6xui32>, %arg319: tensor<6xui32>, %arg320: tensor<ui32>, %arg321: tensor<ui32>, %arg322: tensor<ui32>, %arg323: tensor<4xui32>, %arg324: tensor<4xui32>):
      %1042 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1043 = "stablehlo.compare"(%arg316, %1042) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1043) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg307: tensor<i32>, %arg308: tensor<i32>, %arg309: tensor<6xui32>, %arg310: tensor<6xui32>, %arg311: tensor<ui32>, %arg312: tensor<ui32>, %arg313: tensor<ui32>, %arg314: tensor<4xui32>, %arg315: tensor<4xui32>):
      %1039:8 = "func.call"(%arg308, %arg309, %arg310, %arg311, %arg312, %arg313, %arg314, %arg315) <{callee = @closed_call}> : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1040 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1041 = "stablehlo.add"(%arg307, %1040) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1041, %1039#0, %1039#1, %1039#2, %1039#3, %1039#4, %1039#5, %1039#6, %1039#7) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1038#2, %1038#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg295: tensor<i32>, %arg296: tensor<6xui32>, %arg297: tensor<6xui32>, %arg298: tensor<ui32>, %arg299: tensor<ui32>, %arg300: tensor<ui32>, %arg301: tensor<4xui32>, %arg302: tensor<4xui32>):
    %972 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %973 = "stablehlo.add"(%arg295, %972) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %974 = "stablehlo.slice"(%arg301) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %975 = "stablehlo.reshape"(%974) : (tensor<1xui32>) -> tensor<ui32>
    %976 = "stablehlo.add"(%arg296, %arg297) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %977 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %978 = "stablehlo.shift_left"(%arg297, %977) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %979 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %980 = "stablehlo.subtract"(%979, %975) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %981 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %982 = "stablehlo.shift_right_logical"(%arg297, %981) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %983 = "stablehlo.or"(%978, %982) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %984 = "stablehlo.xor"(%976, %983) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %985 = "stablehlo.slice"(%arg301) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %986 = "stablehlo.reshape"(%985) : (tensor<1xui32>) -> tensor<ui32>
    %987 = "stablehlo.add"(%976, %984) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %988 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %989 = "stablehlo.shift_left"(%984, %988) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %990 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %991 = "stablehlo.subtract"(%990, %986) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %992 = "stablehlo.broadcast_in_dim"(%991) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %993 = "stablehlo.shift_right_logical"(%984, %992) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %994 = "stablehlo.or"(%989, %993) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %995 = "stablehlo.xor"(%987, %994) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %996 = "stablehlo.slice"(%arg301) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %997 = "stablehlo.reshape"(%996) : (tensor<1xui32>) -> tensor<ui32>
    %998 = "stablehlo.add"(%987, %995) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %999 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1000 = "stablehlo.shift_left"(%995, %999) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1001 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1002 = "stablehlo.subtract"(%1001, %997) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1003 = "stablehlo.broadcast_in_dim"(%1002) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1004 = "stablehlo.shift_right_logical"(%995, %1003) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1005 = "stablehlo.or"(%1000, %1004) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1006 = "stablehlo.xor"(%998, %1005) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1007 = "stablehlo.slice"(%arg301) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1008 = "stablehlo.reshape"(%1007) : (tensor<1xui32>) -> tensor<ui32>
    %1009 = "stablehlo.add"(%998, %1006) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1010 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1011 = "stablehlo.shift_left"(%1006, %1010) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1012 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1013 = "stablehlo.subtract"(%1012, %1008) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1014 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1015 = "stablehlo.shift_right_logical"(%1006, %1014) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1016 = "stablehlo.or"(%1011, %1015) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1017 = "stablehlo.xor"(%1009, %1016) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1018 = "stablehlo.broadcast_in_dim"(%arg298) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1019 = "stablehlo.add"(%1009, %1018) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1020 = "stablehlo.broadcast_in_dim"(%arg299) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1021 = "stablehlo.add"(%1017, %1020) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %1022 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1023 = "stablehlo.add"(%arg295, %1022) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1024 = "stablehlo.convert"(%1023) : (tensor<i32>) -> tensor<ui32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %1026 = "stablehlo.add"(%1021, %1025) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%973, %1019, %1026, %arg299, %arg300, %arg298, %arg302, %arg301) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg294: tensor<2xui32>):
    %971 = "func.call"(%arg294) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<3x4xf32>
    "func.return"(%971) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg293: tensor<2xui32>):
    %964 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %965 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "func.call"(%arg293, %964, %965) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %967 = "chlo.erf_inv"(%966) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %968 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %970 = "stablehlo.multiply"(%969, %967) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%970) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg290: tensor<2xui32>, %arg291: tensor<f32>, %arg292: tensor<f32>):
    %925 = "stablehlo.broadcast_in_dim"(%arg291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %926 = "stablehlo.broadcast_in_dim"(%arg292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %927 = "stablehlo.slice"(%arg290) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %928 = "stablehlo.reshape"(%927) : (tensor<1xui32>) -> tensor<ui32>
    %929 = "stablehlo.slice"(%arg290) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %930 = "stablehlo.reshape"(%929) : (tensor<1xui32>) -> tensor<ui32>
    %931 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4xui64>
    %932 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xui64>
    %933 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %935 = "stablehlo.multiply"(%934, %931) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %936 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %937 = "stablehlo.broadcast_in_dim"(%936) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %938 = "stablehlo.multiply"(%937, %932) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %939 = "stablehlo.add"(%935, %938) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %940 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %941 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %942 = "stablehlo.shift_right_logical"(%939, %941) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %943 = "stablehlo.convert"(%939) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %944 = "stablehlo.convert"(%942) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %945:2 = "func.call"(%928, %930, %944, %943) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %946 = "stablehlo.xor"(%945#0, %945#1) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %947 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %949 = "stablehlo.shift_right_logical"(%946, %948) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %950 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %952 = "stablehlo.or"(%949, %951) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %953 = "stablehlo.bitcast_convert"(%952) : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %954 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
    %956 = "stablehlo.subtract"(%953, %955) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %957 = "stablehlo.subtract"(%926, %925) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %959 = "stablehlo.multiply"(%956, %958) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %960 = "stablehlo.broadcast_in_dim"(%925) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %961 = "stablehlo.add"(%959, %960) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %962 = "stablehlo.broadcast_in_dim"(%925) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %963 = "stablehlo.maximum"(%962, %961) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%963) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg268: tensor<ui32>, %arg269: tensor<ui32>, %arg270: tensor<3x4xui32>, %arg271: tensor<3x4xui32>):
    %908 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %909 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %910 = "stablehlo.xor"(%arg268, %arg269) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %911 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %912 = "stablehlo.xor"(%910, %911) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %913 = "stablehlo.broadcast_in_dim"(%arg268) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %914 = "stablehlo.add"(%arg270, %913) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %915 = "stablehlo.broadcast_in_dim"(%arg269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %916 = "stablehlo.add"(%arg271, %915) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %917 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %918 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %919:9 = "stablehlo.while"(%918, %917, %914, %916, %arg269, %912, %arg268, %908, %909) ({
    ^bb0(%arg281: tensor<i32>, %arg282: tensor<i32>, %arg283: tensor<3x4xui32>, %arg284: tensor<3x4xui32>, %arg285: tensor<ui32>, %arg286: tensor<ui32>, %arg287: tensor<ui32>, %arg288: tensor<4xui32>, %arg289: tensor<4xui32>):
      %923 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %924 = "stablehlo.compare"(%arg281, %923) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%924) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg272: tensor<i32>, %arg273: tensor<i32>, %arg274: tensor<3x4xui32>, %arg275: tensor<3x4xui32>, %arg276: tensor<ui32>, %arg277: tensor<ui32>, %arg278: tensor<ui32>, %arg279: tensor<4xui32>, %arg280: tensor<4xui32>):
      %920:8 = "func.call"(%arg273, %arg274, %arg275, %arg276, %arg277, %arg278, %arg279, %arg280) <{callee = @closed_call_1}> : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %921 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %922 = "stablehlo.add"(%arg272, %921) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%922, %920#0, %920#1, %920#2, %920#3, %920#4, %920#5, %920#6, %920#7) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%919#2, %919#3) : (tensor<3x4xui32>, tensor<3x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg260: tensor<i32>, %arg261: tensor<3x4xui32>, %arg262: tensor<3x4xui32>, %arg263: tensor<ui32>, %arg264: tensor<ui32>, %arg265: tensor<ui32>, %arg266: tensor<4xui32>, %arg267: tensor<4xui32>):
    %853 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %854 = "stablehlo.add"(%arg260, %853) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %855 = "stablehlo.slice"(%arg266) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %856 = "stablehlo.reshape"(%855) : (tensor<1xui32>) -> tensor<ui32>
    %857 = "stablehlo.add"(%arg261, %arg262) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %858 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %859 = "stablehlo.shift_left"(%arg262, %858) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %860 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %861 = "stablehlo.subtract"(%860, %856) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %863 = "stablehlo.shift_right_logical"(%arg262, %862) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %864 = "stablehlo.or"(%859, %863) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %865 = "stablehlo.xor"(%857, %864) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %866 = "stablehlo.slice"(%arg266) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %867 = "stablehlo.reshape"(%866) : (tensor<1xui32>) -> tensor<ui32>
    %868 = "stablehlo.add"(%857, %865) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %869 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %870 = "stablehlo.shift_left"(%865, %869) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %871 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %872 = "stablehlo.subtract"(%871, %867) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %873 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %874 = "stablehlo.shift_right_logical"(%865, %873) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %875 = "stablehlo.or"(%870, %874) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %876 = "stablehlo.xor"(%868, %875) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %877 = "stablehlo.slice"(%arg266) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %878 = "stablehlo.reshape"(%877) : (tensor<1xui32>) -> tensor<ui32>
    %879 = "stablehlo.add"(%868, %876) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %880 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %881 = "stablehlo.shift_left"(%876, %880) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %882 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %883 = "stablehlo.subtract"(%882, %878) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %885 = "stablehlo.shift_right_logical"(%876, %884) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %886 = "stablehlo.or"(%881, %885) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %887 = "stablehlo.xor"(%879, %886) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %888 = "stablehlo.slice"(%arg266) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %889 = "stablehlo.reshape"(%888) : (tensor<1xui32>) -> tensor<ui32>
    %890 = "stablehlo.add"(%879, %887) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %891 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %892 = "stablehlo.shift_left"(%887, %891) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %893 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %894 = "stablehlo.subtract"(%893, %889) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %896 = "stablehlo.shift_right_logical"(%887, %895) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %897 = "stablehlo.or"(%892, %896) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %898 = "stablehlo.xor"(%890, %897) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %899 = "stablehlo.broadcast_in_dim"(%arg263) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %900 = "stablehlo.add"(%890, %899) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %901 = "stablehlo.broadcast_in_dim"(%arg264) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %902 = "stablehlo.add"(%898, %901) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %903 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %904 = "stablehlo.add"(%arg260, %903) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %905 = "stablehlo.convert"(%904) : (tensor<i32>) -> tensor<ui32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %907 = "stablehlo.add"(%902, %906) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    "func.return"(%854, %900, %907, %arg264, %arg265, %arg263, %arg267, %arg266) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform_2", sym_visibility = "private"}> ({
  ^bb0(%arg257: tensor<2xui32>, %arg258: tensor<f32>, %arg259: tensor<f32>):
    %817 = "stablehlo.convert"(%arg258) : (tensor<f32>) -> tensor<f32>
    %818 = "stablehlo.convert"(%arg259) : (tensor<f32>) -> tensor<f32>
    %819 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %820 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %821 = "stablehlo.slice"(%arg257) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %822 = "stablehlo.reshape"(%821) : (tensor<1xui32>) -> tensor<ui32>
    %823 = "stablehlo.slice"(%arg257) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %824 = "stablehlo.reshape"(%823) : (tensor<1xui32>) -> tensor<ui32>
    %825 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %826 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %828 = "stablehlo.multiply"(%827, %825) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %829 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %831 = "stablehlo.shift_right_logical"(%828, %830) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %832 = "stablehlo.convert"(%828) : (tensor<5xui64>) -> tensor<5xui32>
    %833 = "stablehlo.convert"(%831) : (tensor<5xui64>) -> tensor<5xui32>
    %834:2 = "func.call"(%822, %824, %833, %832) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %835 = "stablehlo.xor"(%834#0, %834#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %836 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %838 = "stablehlo.shift_right_logical"(%835, %837) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %839 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %841 = "stablehlo.or"(%838, %840) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %842 = "stablehlo.bitcast_convert"(%841) : (tensor<5xui32>) -> tensor<5xf32>
    %843 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %845 = "stablehlo.subtract"(%842, %844) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %846 = "stablehlo.subtract"(%820, %819) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %848 = "stablehlo.multiply"(%845, %847) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %849 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %850 = "stablehlo.add"(%848, %849) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %851 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %852 = "stablehlo.maximum"(%851, %850) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%852) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg235: tensor<ui32>, %arg236: tensor<ui32>, %arg237: tensor<5xui32>, %arg238: tensor<5xui32>):
    %800 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %801 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %802 = "stablehlo.xor"(%arg235, %arg236) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %803 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %804 = "stablehlo.xor"(%802, %803) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %805 = "stablehlo.broadcast_in_dim"(%arg235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %806 = "stablehlo.add"(%arg237, %805) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %807 = "stablehlo.broadcast_in_dim"(%arg236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %808 = "stablehlo.add"(%arg238, %807) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %809 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %810 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %811:9 = "stablehlo.while"(%810, %809, %806, %808, %arg236, %804, %arg235, %800, %801) ({
    ^bb0(%arg248: tensor<i32>, %arg249: tensor<i32>, %arg250: tensor<5xui32>, %arg251: tensor<5xui32>, %arg252: tensor<ui32>, %arg253: tensor<ui32>, %arg254: tensor<ui32>, %arg255: tensor<4xui32>, %arg256: tensor<4xui32>):
      %815 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %816 = "stablehlo.compare"(%arg248, %815) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%816) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg239: tensor<i32>, %arg240: tensor<i32>, %arg241: tensor<5xui32>, %arg242: tensor<5xui32>, %arg243: tensor<ui32>, %arg244: tensor<ui32>, %arg245: tensor<ui32>, %arg246: tensor<4xui32>, %arg247: tensor<4xui32>):
      %812:8 = "func.call"(%arg240, %arg241, %arg242, %arg243, %arg244, %arg245, %arg246, %arg247) <{callee = @closed_call_4}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %813 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %814 = "stablehlo.add"(%arg239, %813) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%814, %812#0, %812#1, %812#2, %812#3, %812#4, %812#5, %812#6, %812#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%811#2, %811#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg227: tensor<i32>, %arg228: tensor<5xui32>, %arg229: tensor<5xui32>, %arg230: tensor<ui32>, %arg231: tensor<ui32>, %arg232: tensor<ui32>, %arg233: tensor<4xui32>, %arg234: tensor<4xui32>):
    %745 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %746 = "stablehlo.add"(%arg227, %745) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %747 = "stablehlo.slice"(%arg233) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %748 = "stablehlo.reshape"(%747) : (tensor<1xui32>) -> tensor<ui32>
    %749 = "stablehlo.add"(%arg228, %arg229) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %750 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %751 = "stablehlo.shift_left"(%arg229, %750) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %752 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %753 = "stablehlo.subtract"(%752, %748) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %755 = "stablehlo.shift_right_logical"(%arg229, %754) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %756 = "stablehlo.or"(%751, %755) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %757 = "stablehlo.xor"(%749, %756) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %758 = "stablehlo.slice"(%arg233) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %759 = "stablehlo.reshape"(%758) : (tensor<1xui32>) -> tensor<ui32>
    %760 = "stablehlo.add"(%749, %757) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %761 = "stablehlo.broadcast_in_dim"(%759) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %762 = "stablehlo.shift_left"(%757, %761) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %763 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %764 = "stablehlo.subtract"(%763, %759) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %766 = "stablehlo.shift_right_logical"(%757, %765) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %767 = "stablehlo.or"(%762, %766) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %768 = "stablehlo.xor"(%760, %767) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %769 = "stablehlo.slice"(%arg233) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %770 = "stablehlo.reshape"(%769) : (tensor<1xui32>) -> tensor<ui32>
    %771 = "stablehlo.add"(%760, %768) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %772 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %773 = "stablehlo.shift_left"(%768, %772) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %774 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %775 = "stablehlo.subtract"(%774, %770) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %777 = "stablehlo.shift_right_logical"(%768, %776) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %778 = "stablehlo.or"(%773, %777) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %779 = "stablehlo.xor"(%771, %778) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %780 = "stablehlo.slice"(%arg233) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %781 = "stablehlo.reshape"(%780) : (tensor<1xui32>) -> tensor<ui32>
    %782 = "stablehlo.add"(%771, %779) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %783 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %784 = "stablehlo.shift_left"(%779, %783) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %785 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %786 = "stablehlo.subtract"(%785, %781) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %788 = "stablehlo.shift_right_logical"(%779, %787) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %789 = "stablehlo.or"(%784, %788) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %790 = "stablehlo.xor"(%782, %789) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %791 = "stablehlo.broadcast_in_dim"(%arg230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %792 = "stablehlo.add"(%782, %791) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %793 = "stablehlo.broadcast_in_dim"(%arg231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %794 = "stablehlo.add"(%790, %793) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %795 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %796 = "stablehlo.add"(%arg227, %795) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %797 = "stablehlo.convert"(%796) : (tensor<i32>) -> tensor<ui32>
    %798 = "stablehlo.broadcast_in_dim"(%797) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %799 = "stablehlo.add"(%794, %798) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%746, %792, %799, %arg231, %arg232, %arg230, %arg234, %arg233) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg226: tensor<2xui32>):
    %738 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %740 = "func.call"(%arg226, %738, %739) <{callee = @_uniform_5}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %741 = "stablehlo.log"(%740) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %742 = "stablehlo.negate"(%741) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %743 = "stablehlo.log"(%742) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %744 = "stablehlo.negate"(%743) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%744) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_uniform_5", sym_visibility = "private"}> ({
  ^bb0(%arg223: tensor<2xui32>, %arg224: tensor<f32>, %arg225: tensor<f32>):
    %698 = "stablehlo.convert"(%arg224) : (tensor<f32>) -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%arg225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %700 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %701 = "stablehlo.slice"(%arg223) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %702 = "stablehlo.reshape"(%701) : (tensor<1xui32>) -> tensor<ui32>
    %703 = "stablehlo.slice"(%arg223) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %704 = "stablehlo.reshape"(%703) : (tensor<1xui32>) -> tensor<ui32>
    %705 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xui64>
    %706 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xui64>
    %707 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %709 = "stablehlo.multiply"(%708, %705) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %710 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %712 = "stablehlo.multiply"(%711, %706) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %713 = "stablehlo.add"(%709, %712) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %714 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %716 = "stablehlo.shift_right_logical"(%713, %715) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %717 = "stablehlo.convert"(%713) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %718 = "stablehlo.convert"(%716) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %719:2 = "func.call"(%702, %704, %718, %717) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
    %720 = "stablehlo.xor"(%719#0, %719#1) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %721 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %723 = "stablehlo.shift_right_logical"(%720, %722) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %724 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %726 = "stablehlo.or"(%723, %725) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %727 = "stablehlo.bitcast_convert"(%726) : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %728 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %730 = "stablehlo.subtract"(%727, %729) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %731 = "stablehlo.subtract"(%700, %699) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %733 = "stablehlo.multiply"(%730, %732) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %734 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %735 = "stablehlo.add"(%733, %734) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %736 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %737 = "stablehlo.maximum"(%736, %735) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%737) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg201: tensor<ui32>, %arg202: tensor<ui32>, %arg203: tensor<3x5xui32>, %arg204: tensor<3x5xui32>):
    %681 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %682 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %683 = "stablehlo.xor"(%arg201, %arg202) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %684 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %685 = "stablehlo.xor"(%683, %684) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %686 = "stablehlo.broadcast_in_dim"(%arg201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %687 = "stablehlo.add"(%arg203, %686) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %688 = "stablehlo.broadcast_in_dim"(%arg202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %689 = "stablehlo.add"(%arg204, %688) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %690 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %691 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %692:9 = "stablehlo.while"(%691, %690, %687, %689, %arg202, %685, %arg201, %681, %682) ({
    ^bb0(%arg214: tensor<i32>, %arg215: tensor<i32>, %arg216: tensor<3x5xui32>, %arg217: tensor<3x5xui32>, %arg218: tensor<ui32>, %arg219: tensor<ui32>, %arg220: tensor<ui32>, %arg221: tensor<4xui32>, %arg222: tensor<4xui32>):
      %696 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %697 = "stablehlo.compare"(%arg214, %696) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%697) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg205: tensor<i32>, %arg206: tensor<i32>, %arg207: tensor<3x5xui32>, %arg208: tensor<3x5xui32>, %arg209: tensor<ui32>, %arg210: tensor<ui32>, %arg211: tensor<ui32>, %arg212: tensor<4xui32>, %arg213: tensor<4xui32>):
      %693:8 = "func.call"(%arg206, %arg207, %arg208, %arg209, %arg210, %arg211, %arg212, %arg213) <{callee = @closed_call_7}> : (tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %694 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %695 = "stablehlo.add"(%arg205, %694) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%695, %693#0, %693#1, %693#2, %693#3, %693#4, %693#5, %693#6, %693#7) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%692#2, %692#3) : (tensor<3x5xui32>, tensor<3x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_7", sym_visibility = "private"}> ({
  ^bb0(%arg193: tensor<i32>, %arg194: tensor<3x5xui32>, %arg195: tensor<3x5xui32>, %arg196: tensor<ui32>, %arg197: tensor<ui32>, %arg198: tensor<ui32>, %arg199: tensor<4xui32>, %arg200: tensor<4xui32>):
    %626 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %627 = "stablehlo.add"(%arg193, %626) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %628 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %629 = "stablehlo.reshape"(%628) : (tensor<1xui32>) -> tensor<ui32>
    %630 = "stablehlo.add"(%arg194, %arg195) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %631 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %632 = "stablehlo.shift_left"(%arg195, %631) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %633 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %634 = "stablehlo.subtract"(%633, %629) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %636 = "stablehlo.shift_right_logical"(%arg195, %635) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %637 = "stablehlo.or"(%632, %636) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %638 = "stablehlo.xor"(%630, %637) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %639 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %640 = "stablehlo.reshape"(%639) : (tensor<1xui32>) -> tensor<ui32>
    %641 = "stablehlo.add"(%630, %638) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %642 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %643 = "stablehlo.shift_left"(%638, %642) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %644 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %645 = "stablehlo.subtract"(%644, %640) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %647 = "stablehlo.shift_right_logical"(%638, %646) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %648 = "stablehlo.or"(%643, %647) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %649 = "stablehlo.xor"(%641, %648) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %650 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %651 = "stablehlo.reshape"(%650) : (tensor<1xui32>) -> tensor<ui32>
    %652 = "stablehlo.add"(%641, %649) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %653 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %654 = "stablehlo.shift_left"(%649, %653) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %655 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %656 = "stablehlo.subtract"(%655, %651) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %658 = "stablehlo.shift_right_logical"(%649, %657) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %659 = "stablehlo.or"(%654, %658) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %660 = "stablehlo.xor"(%652, %659) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %661 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %662 = "stablehlo.reshape"(%661) : (tensor<1xui32>) -> tensor<ui32>
    %663 = "stablehlo.add"(%652, %660) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %664 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %665 = "stablehlo.shift_left"(%660, %664) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %666 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %667 = "stablehlo.subtract"(%666, %662) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %669 = "stablehlo.shift_right_logical"(%660, %668) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %670 = "stablehlo.or"(%665, %669) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %671 = "stablehlo.xor"(%663, %670) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %672 = "stablehlo.broadcast_in_dim"(%arg196) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %673 = "stablehlo.add"(%663, %672) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %674 = "stablehlo.broadcast_in_dim"(%arg197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %675 = "stablehlo.add"(%671, %674) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %676 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %677 = "stablehlo.add"(%arg193, %676) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %678 = "stablehlo.convert"(%677) : (tensor<i32>) -> tensor<ui32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %680 = "stablehlo.add"(%675, %679) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    "func.return"(%627, %673, %680, %arg197, %arg198, %arg196, %arg200, %arg199) : (tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xf32>) -> tensor<3xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg188: tensor<3x5xf32>):
    %613 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xi32>
    %614 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %616:2 = "stablehlo.reduce"(%arg188, %613, %614, %615) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<i32>, %arg191: tensor<f32>, %arg192: tensor<i32>):
      %617 = "stablehlo.compare"(%arg189, %arg191) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %618 = "stablehlo.compare"(%arg189, %arg189) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %619 = "stablehlo.or"(%617, %618) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %620 = "stablehlo.compare"(%arg189, %arg191) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %621 = "stablehlo.compare"(%arg190, %arg192) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %622 = "stablehlo.and"(%620, %621) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %623 = "stablehlo.or"(%619, %622) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %624 = "stablehlo.select"(%619, %arg189, %arg191) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %625 = "stablehlo.select"(%623, %arg190, %arg192) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%624, %625) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    "func.return"(%616#1) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg182: tensor<2xui32>, %arg183: tensor<8xi32>):
    %593 = "func.call"(%arg182) <{callee = @_threefry_split_8}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %594 = "stablehlo.slice"(%593) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %595 = "stablehlo.reshape"(%594) : (tensor<1x2xui32>) -> tensor<2xui32>
    %596 = "stablehlo.slice"(%595) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %597 = "stablehlo.reshape"(%596) : (tensor<1xui32>) -> tensor<ui32>
    %598 = "stablehlo.slice"(%595) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %599 = "stablehlo.reshape"(%598) : (tensor<1xui32>) -> tensor<ui32>
    %600 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %601 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %603 = "stablehlo.multiply"(%602, %600) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %604 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %606 = "stablehlo.shift_right_logical"(%603, %605) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %607 = "stablehlo.convert"(%603) : (tensor<8xui64>) -> tensor<8xui32>
    %608 = "stablehlo.convert"(%606) : (tensor<8xui64>) -> tensor<8xui32>
    %609:2 = "func.call"(%597, %599, %608, %607) <{callee = @threefry2x32_11}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %610 = "stablehlo.xor"(%609#0, %609#1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %611:2 = "stablehlo.sort"(%610, %arg183) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg184: tensor<ui32>, %arg185: tensor<ui32>, %arg186: tensor<i32>, %arg187: tensor<i32>):
      %612 = "stablehlo.compare"(%arg184, %arg185) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%612) : (tensor<i1>) -> ()
    }) : (tensor<8xui32>, tensor<8xi32>) -> (tensor<8xui32>, tensor<8xi32>)
    "func.return"(%611#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_8", sym_visibility = "private"}> ({
  ^bb0(%arg181: tensor<2xui32>):
    %576 = "stablehlo.slice"(%arg181) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %577 = "stablehlo.reshape"(%576) : (tensor<1xui32>) -> tensor<ui32>
    %578 = "stablehlo.slice"(%arg181) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %579 = "stablehlo.reshape"(%578) : (tensor<1xui32>) -> tensor<ui32>
    %580 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %581 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %583 = "stablehlo.multiply"(%582, %580) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %584 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %586 = "stablehlo.shift_right_logical"(%583, %585) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %587 = "stablehlo.convert"(%583) : (tensor<2xui64>) -> tensor<2xui32>
    %588 = "stablehlo.convert"(%586) : (tensor<2xui64>) -> tensor<2xui32>
    %589:2 = "func.call"(%577, %579, %588, %587) <{callee = @threefry2x32_9}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %590 = "stablehlo.broadcast_in_dim"(%589#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %591 = "stablehlo.broadcast_in_dim"(%589#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %592 = "stablehlo.concatenate"(%590, %591) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%592) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_9", sym_visibility = "private"}> ({
  ^bb0(%arg159: tensor<ui32>, %arg160: tensor<ui32>, %arg161: tensor<2xui32>, %arg162: tensor<2xui32>):
    %559 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %560 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %561 = "stablehlo.xor"(%arg159, %arg160) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %562 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %563 = "stablehlo.xor"(%561, %562) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %564 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %565 = "stablehlo.add"(%arg161, %564) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %566 = "stablehlo.broadcast_in_dim"(%arg160) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %567 = "stablehlo.add"(%arg162, %566) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %568 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %569 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %570:9 = "stablehlo.while"(%569, %568, %565, %567, %arg160, %563, %arg159, %559, %560) ({
    ^bb0(%arg172: tensor<i32>, %arg173: tensor<i32>, %arg174: tensor<2xui32>, %arg175: tensor<2xui32>, %arg176: tensor<ui32>, %arg177: tensor<ui32>, %arg178: tensor<ui32>, %arg179: tensor<4xui32>, %arg180: tensor<4xui32>):
      %574 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %575 = "stablehlo.compare"(%arg172, %574) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%575) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg163: tensor<i32>, %arg164: tensor<i32>, %arg165: tensor<2xui32>, %arg166: tensor<2xui32>, %arg167: tensor<ui32>, %arg168: tensor<ui32>, %arg169: tensor<ui32>, %arg170: tensor<4xui32>, %arg171: tensor<4xui32>):
      %571:8 = "func.call"(%arg164, %arg165, %arg166, %arg167, %arg168, %arg169, %arg170, %arg171) <{callee = @closed_call_10}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %572 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %573 = "stablehlo.add"(%arg163, %572) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%573, %571#0, %571#1, %571#2, %571#3, %571#4, %571#5, %571#6, %571#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%570#2, %570#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_10", sym_visibility = "private"}> ({
  ^bb0(%arg151: tensor<i32>, %arg152: tensor<2xui32>, %arg153: tensor<2xui32>, %arg154: tensor<ui32>, %arg155: tensor<ui32>, %arg156: tensor<ui32>, %arg157: tensor<4xui32>, %arg158: tensor<4xui32>):
    %504 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %505 = "stablehlo.add"(%arg151, %504) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %506 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %507 = "stablehlo.reshape"(%506) : (tensor<1xui32>) -> tensor<ui32>
    %508 = "stablehlo.add"(%arg152, %arg153) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %509 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %510 = "stablehlo.shift_left"(%arg153, %509) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %511 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %512 = "stablehlo.subtract"(%511, %507) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %514 = "stablehlo.shift_right_logical"(%arg153, %513) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %515 = "stablehlo.or"(%510, %514) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %516 = "stablehlo.xor"(%508, %515) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %517 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %518 = "stablehlo.reshape"(%517) : (tensor<1xui32>) -> tensor<ui32>
    %519 = "stablehlo.add"(%508, %516) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %520 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %521 = "stablehlo.shift_left"(%516, %520) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %522 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %523 = "stablehlo.subtract"(%522, %518) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %525 = "stablehlo.shift_right_logical"(%516, %524) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %526 = "stablehlo.or"(%521, %525) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %527 = "stablehlo.xor"(%519, %526) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %528 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %529 = "stablehlo.reshape"(%528) : (tensor<1xui32>) -> tensor<ui32>
    %530 = "stablehlo.add"(%519, %527) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %531 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %532 = "stablehlo.shift_left"(%527, %531) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %533 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %534 = "stablehlo.subtract"(%533, %529) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %536 = "stablehlo.shift_right_logical"(%527, %535) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %537 = "stablehlo.or"(%532, %536) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %538 = "stablehlo.xor"(%530, %537) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %539 = "stablehlo.slice"(%arg157) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %540 = "stablehlo.reshape"(%539) : (tensor<1xui32>) -> tensor<ui32>
    %541 = "stablehlo.add"(%530, %538) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %542 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %543 = "stablehlo.shift_left"(%538, %542) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %544 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %545 = "stablehlo.subtract"(%544, %540) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %547 = "stablehlo.shift_right_logical"(%538, %546) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %548 = "stablehlo.or"(%543, %547) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %549 = "stablehlo.xor"(%541, %548) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %550 = "stablehlo.broadcast_in_dim"(%arg154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %551 = "stablehlo.add"(%541, %550) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %552 = "stablehlo.broadcast_in_dim"(%arg155) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %553 = "stablehlo.add"(%549, %552) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %554 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %555 = "stablehlo.add"(%arg151, %554) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %556 = "stablehlo.convert"(%555) : (tensor<i32>) -> tensor<ui32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %558 = "stablehlo.add"(%553, %557) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%505, %551, %558, %arg155, %arg156, %arg154, %arg158, %arg157) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32_11", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<ui32>, %arg130: tensor<ui32>, %arg131: tensor<8xui32>, %arg132: tensor<8xui32>):
    %487 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %488 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %489 = "stablehlo.xor"(%arg129, %arg130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %490 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %491 = "stablehlo.xor"(%489, %490) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %492 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %493 = "stablehlo.add"(%arg131, %492) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %494 = "stablehlo.broadcast_in_dim"(%arg130) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %495 = "stablehlo.add"(%arg132, %494) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %496 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %497 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %498:9 = "stablehlo.while"(%497, %496, %493, %495, %arg130, %491, %arg129, %487, %488) ({
    ^bb0(%arg142: tensor<i32>, %arg143: tensor<i32>, %arg144: tensor<8xui32>, %arg145: tensor<8xui32>, %arg146: tensor<ui32>, %arg147: tensor<ui32>, %arg148: tensor<ui32>, %arg149: tensor<4xui32>, %arg150: tensor<4xui32>):
      %502 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %503 = "stablehlo.compare"(%arg142, %502) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%503) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg133: tensor<i32>, %arg134: tensor<i32>, %arg135: tensor<8xui32>, %arg136: tensor<8xui32>, %arg137: tensor<ui32>, %arg138: tensor<ui32>, %arg139: tensor<ui32>, %arg140: tensor<4xui32>, %arg141: tensor<4xui32>):
      %499:8 = "func.call"(%arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg141) <{callee = @closed_call_12}> : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %500 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %501 = "stablehlo.add"(%arg133, %500) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%501, %499#0, %499#1, %499#2, %499#3, %499#4, %499#5, %499#6, %499#7) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%498#2, %498#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_12", sym_visibility = "private"}> ({
  ^bb0(%arg121: tensor<i32>, %arg122: tensor<8xui32>, %arg123: tensor<8xui32>, %arg124: tensor<ui32>, %arg125: tensor<ui32>, %arg126: tensor<ui32>, %arg127: tensor<4xui32>, %arg128: tensor<4xui32>):
    %432 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %433 = "stablehlo.add"(%arg121, %432) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %434 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %435 = "stablehlo.reshape"(%434) : (tensor<1xui32>) -> tensor<ui32>
    %436 = "stablehlo.add"(%arg122, %arg123) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %437 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %438 = "stablehlo.shift_left"(%arg123, %437) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %439 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %440 = "stablehlo.subtract"(%439, %435) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %442 = "stablehlo.shift_right_logical"(%arg123, %441) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %443 = "stablehlo.or"(%438, %442) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %444 = "stablehlo.xor"(%436, %443) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %445 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %446 = "stablehlo.reshape"(%445) : (tensor<1xui32>) -> tensor<ui32>
    %447 = "stablehlo.add"(%436, %444) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %448 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %449 = "stablehlo.shift_left"(%444, %448) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %450 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %451 = "stablehlo.subtract"(%450, %446) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %453 = "stablehlo.shift_right_logical"(%444, %452) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %454 = "stablehlo.or"(%449, %453) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %455 = "stablehlo.xor"(%447, %454) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %456 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %457 = "stablehlo.reshape"(%456) : (tensor<1xui32>) -> tensor<ui32>
    %458 = "stablehlo.add"(%447, %455) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %459 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %460 = "stablehlo.shift_left"(%455, %459) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %461 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %462 = "stablehlo.subtract"(%461, %457) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %464 = "stablehlo.shift_right_logical"(%455, %463) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %465 = "stablehlo.or"(%460, %464) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %466 = "stablehlo.xor"(%458, %465) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %467 = "stablehlo.slice"(%arg127) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %468 = "stablehlo.reshape"(%467) : (tensor<1xui32>) -> tensor<ui32>
    %469 = "stablehlo.add"(%458, %466) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %470 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %471 = "stablehlo.shift_left"(%466, %470) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %472 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %473 = "stablehlo.subtract"(%472, %468) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %475 = "stablehlo.shift_right_logical"(%466, %474) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %476 = "stablehlo.or"(%471, %475) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %477 = "stablehlo.xor"(%469, %476) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %478 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %479 = "stablehlo.add"(%469, %478) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %480 = "stablehlo.broadcast_in_dim"(%arg125) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %481 = "stablehlo.add"(%477, %480) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %482 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %483 = "stablehlo.add"(%arg121, %482) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %484 = "stablehlo.convert"(%483) : (tensor<i32>) -> tensor<ui32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %486 = "stablehlo.add"(%481, %485) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%433, %479, %486, %arg125, %arg126, %arg124, %arg128, %arg127) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg119: tensor<2xui32>, %arg120: tensor<f32>):
    %427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "func.call"(%arg119, %427, %428) <{callee = @_uniform_13}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %430 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %431 = "stablehlo.compare"(%429, %430) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    "func.return"(%431) : (tensor<6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_uniform_13", sym_visibility = "private"}> ({
  ^bb0(%arg116: tensor<2xui32>, %arg117: tensor<f32>, %arg118: tensor<f32>):
    %391 = "stablehlo.convert"(%arg117) : (tensor<f32>) -> tensor<f32>
    %392 = "stablehlo.convert"(%arg118) : (tensor<f32>) -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %394 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %395 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %396 = "stablehlo.reshape"(%395) : (tensor<1xui32>) -> tensor<ui32>
    %397 = "stablehlo.slice"(%arg116) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %398 = "stablehlo.reshape"(%397) : (tensor<1xui32>) -> tensor<ui32>
    %399 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %400 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %402 = "stablehlo.multiply"(%401, %399) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %403 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %405 = "stablehlo.shift_right_logical"(%402, %404) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %406 = "stablehlo.convert"(%402) : (tensor<6xui64>) -> tensor<6xui32>
    %407 = "stablehlo.convert"(%405) : (tensor<6xui64>) -> tensor<6xui32>
    %408:2 = "func.call"(%396, %398, %407, %406) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %409 = "stablehlo.xor"(%408#0, %408#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %410 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %412 = "stablehlo.shift_right_logical"(%409, %411) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %413 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %415 = "stablehlo.or"(%412, %414) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %416 = "stablehlo.bitcast_convert"(%415) : (tensor<6xui32>) -> tensor<6xf32>
    %417 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %419 = "stablehlo.subtract"(%416, %418) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %420 = "stablehlo.subtract"(%394, %393) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %422 = "stablehlo.multiply"(%419, %421) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %423 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %424 = "stablehlo.add"(%422, %423) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %425 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %426 = "stablehlo.maximum"(%425, %424) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%426) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_shuffle_14", sym_visibility = "private"}> ({
  ^bb0(%arg110: tensor<2xui32>, %arg111: tensor<10xi32>):
    %371 = "func.call"(%arg110) <{callee = @_threefry_split_8}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %372 = "stablehlo.slice"(%371) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %373 = "stablehlo.reshape"(%372) : (tensor<1x2xui32>) -> tensor<2xui32>
    %374 = "stablehlo.slice"(%373) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %375 = "stablehlo.reshape"(%374) : (tensor<1xui32>) -> tensor<ui32>
    %376 = "stablehlo.slice"(%373) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %377 = "stablehlo.reshape"(%376) : (tensor<1xui32>) -> tensor<ui32>
    %378 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %379 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %381 = "stablehlo.multiply"(%380, %378) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %382 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %384 = "stablehlo.shift_right_logical"(%381, %383) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %385 = "stablehlo.convert"(%381) : (tensor<10xui64>) -> tensor<10xui32>
    %386 = "stablehlo.convert"(%384) : (tensor<10xui64>) -> tensor<10xui32>
    %387:2 = "func.call"(%375, %377, %386, %385) <{callee = @threefry2x32_15}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %388 = "stablehlo.xor"(%387#0, %387#1) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %389:2 = "stablehlo.sort"(%388, %arg111) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg112: tensor<ui32>, %arg113: tensor<ui32>, %arg114: tensor<i32>, %arg115: tensor<i32>):
      %390 = "stablehlo.compare"(%arg112, %arg113) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%390) : (tensor<i1>) -> ()
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    "func.return"(%389#1) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32_15", sym_visibility = "private"}> ({
  ^bb0(%arg88: tensor<ui32>, %arg89: tensor<ui32>, %arg90: tensor<10xui32>, %arg91: tensor<10xui32>):
    %354 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %355 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %356 = "stablehlo.xor"(%arg88, %arg89) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %357 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %358 = "stablehlo.xor"(%356, %357) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %359 = "stablehlo.broadcast_in_dim"(%arg88) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %360 = "stablehlo.add"(%arg90, %359) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %361 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %362 = "stablehlo.add"(%arg91, %361) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %363 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %364 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %365:9 = "stablehlo.while"(%364, %363, %360, %362, %arg89, %358, %arg88, %354, %355) ({
    ^bb0(%arg101: tensor<i32>, %arg102: tensor<i32>, %arg103: tensor<10xui32>, %arg104: tensor<10xui32>, %arg105: tensor<ui32>, %arg106: tensor<ui32>, %arg107: tensor<ui32>, %arg108: tensor<4xui32>, %arg109: tensor<4xui32>):
      %369 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %370 = "stablehlo.compare"(%arg101, %369) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%370) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg92: tensor<i32>, %arg93: tensor<i32>, %arg94: tensor<10xui32>, %arg95: tensor<10xui32>, %arg96: tensor<ui32>, %arg97: tensor<ui32>, %arg98: tensor<ui32>, %arg99: tensor<4xui32>, %arg100: tensor<4xui32>):
      %366:8 = "func.call"(%arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100) <{callee = @closed_call_16}> : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %367 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %368 = "stablehlo.add"(%arg92, %367) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%368, %366#0, %366#1, %366#2, %366#3, %366#4, %366#5, %366#6, %366#7) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%365#2, %365#3) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_16", sym_visibility = "private"}> ({
  ^bb0(%arg80: tensor<i32>, %arg81: tensor<10xui32>, %arg82: tensor<10xui32>, %arg83: tensor<ui32>, %arg84: tensor<ui32>, %arg85: tensor<ui32>, %arg86: tensor<4xui32>, %arg87: tensor<4xui32>):
    %299 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %300 = "stablehlo.add"(%arg80, %299) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %301 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %302 = "stablehlo.reshape"(%301) : (tensor<1xui32>) -> tensor<ui32>
    %303 = "stablehlo.add"(%arg81, %arg82) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %304 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %305 = "stablehlo.shift_left"(%arg82, %304) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %306 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %307 = "stablehlo.subtract"(%306, %302) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %309 = "stablehlo.shift_right_logical"(%arg82, %308) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %310 = "stablehlo.or"(%305, %309) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %311 = "stablehlo.xor"(%303, %310) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %312 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %313 = "stablehlo.reshape"(%312) : (tensor<1xui32>) -> tensor<ui32>
    %314 = "stablehlo.add"(%303, %311) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %315 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %316 = "stablehlo.shift_left"(%311, %315) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %317 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %318 = "stablehlo.subtract"(%317, %313) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %320 = "stablehlo.shift_right_logical"(%311, %319) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %321 = "stablehlo.or"(%316, %320) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %322 = "stablehlo.xor"(%314, %321) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %323 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %324 = "stablehlo.reshape"(%323) : (tensor<1xui32>) -> tensor<ui32>
    %325 = "stablehlo.add"(%314, %322) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %326 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %327 = "stablehlo.shift_left"(%322, %326) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %328 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %329 = "stablehlo.subtract"(%328, %324) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %331 = "stablehlo.shift_right_logical"(%322, %330) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %332 = "stablehlo.or"(%327, %331) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %333 = "stablehlo.xor"(%325, %332) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %334 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %335 = "stablehlo.reshape"(%334) : (tensor<1xui32>) -> tensor<ui32>
    %336 = "stablehlo.add"(%325, %333) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %337 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %338 = "stablehlo.shift_left"(%333, %337) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %339 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %340 = "stablehlo.subtract"(%339, %335) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %342 = "stablehlo.shift_right_logical"(%333, %341) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %343 = "stablehlo.or"(%338, %342) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %344 = "stablehlo.xor"(%336, %343) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %345 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %346 = "stablehlo.add"(%336, %345) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %347 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %348 = "stablehlo.add"(%344, %347) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %349 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %350 = "stablehlo.add"(%arg80, %349) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %351 = "stablehlo.convert"(%350) : (tensor<i32>) -> tensor<ui32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %353 = "stablehlo.add"(%348, %352) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    "func.return"(%300, %346, %353, %arg84, %arg85, %arg83, %arg87, %arg86) : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<i32>, %arg78: tensor<i32>, %arg79: tensor<i32>):
    %295 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
    %296 = "stablehlo.maximum"(%295, %arg77) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %297 = "stablehlo.convert"(%arg78) : (tensor<i32>) -> tensor<i32>
    %298 = "stablehlo.minimum"(%297, %296) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%298) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg74: tensor<2xui32>, %arg75: tensor<i32>, %arg76: tensor<i32>):
    %217 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %218 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %219 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %220 = "func.call"(%217, %218, %219) <{callee = @clip_17}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %221 = "stablehlo.compare"(%arg76, %220) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %222 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %223 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %224 = "func.call"(%arg75, %222, %223) <{callee = @clip_17}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %225 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %226 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %227 = "func.call"(%arg76, %225, %226) <{callee = @clip_17}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %228 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %229 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %230 = "func.call"(%arg74) <{callee = @_threefry_split_8}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %231 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %232 = "stablehlo.reshape"(%231) : (tensor<1x2xui32>) -> tensor<2xui32>
    %233 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x2xui32>) -> tensor<2xui32>
    %235 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1xui32>) -> tensor<ui32>
    %237 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %238 = "stablehlo.reshape"(%237) : (tensor<1xui32>) -> tensor<ui32>
    %239 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %240 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %242 = "stablehlo.multiply"(%241, %239) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %243 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %245 = "stablehlo.shift_right_logical"(%242, %244) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %246 = "stablehlo.convert"(%242) : (tensor<5xui64>) -> tensor<5xui32>
    %247 = "stablehlo.convert"(%245) : (tensor<5xui64>) -> tensor<5xui32>
    %248:2 = "func.call"(%236, %238, %247, %246) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %249 = "stablehlo.xor"(%248#0, %248#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %250 = "stablehlo.slice"(%234) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %251 = "stablehlo.reshape"(%250) : (tensor<1xui32>) -> tensor<ui32>
    %252 = "stablehlo.slice"(%234) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %253 = "stablehlo.reshape"(%252) : (tensor<1xui32>) -> tensor<ui32>
    %254 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %255 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %257 = "stablehlo.multiply"(%256, %254) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %258 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %260 = "stablehlo.shift_right_logical"(%257, %259) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %261 = "stablehlo.convert"(%257) : (tensor<5xui64>) -> tensor<5xui32>
    %262 = "stablehlo.convert"(%260) : (tensor<5xui64>) -> tensor<5xui32>
    %263:2 = "func.call"(%251, %253, %262, %261) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %264 = "stablehlo.xor"(%263#0, %263#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %265 = "stablehlo.subtract"(%229, %228) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %266 = "stablehlo.convert"(%265) : (tensor<1xi32>) -> tensor<1xui32>
    %267 = "stablehlo.compare"(%229, %228) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %268 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %270 = "stablehlo.select"(%267, %269, %266) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %271 = "stablehlo.compare"(%229, %228) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %272 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %273 = "stablehlo.and"(%272, %271) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %274 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %276 = "stablehlo.add"(%270, %275) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %277 = "stablehlo.select"(%273, %276, %270) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %278 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %280 = "stablehlo.remainder"(%279, %277) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %281 = "stablehlo.multiply"(%280, %280) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %282 = "stablehlo.remainder"(%281, %277) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %283 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<5xui32>
    %284 = "stablehlo.remainder"(%249, %283) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %285 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<5xui32>
    %286 = "stablehlo.multiply"(%284, %285) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %287 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<5xui32>
    %288 = "stablehlo.remainder"(%264, %287) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %289 = "stablehlo.add"(%286, %288) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %290 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<5xui32>
    %291 = "stablehlo.remainder"(%289, %290) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %292 = "stablehlo.convert"(%291) : (tensor<5xui32>) -> tensor<5xi32>
    %293 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<5xi32>
    %294 = "stablehlo.add"(%293, %292) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%294) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip_17", sym_visibility = "private"}> ({
  ^bb0(%arg71: tensor<i32>, %arg72: tensor<i32>, %arg73: tensor<i32>):
    %215 = "stablehlo.maximum"(%arg72, %arg71) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %216 = "stablehlo.minimum"(%arg73, %215) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%216) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_truncated_normal", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<2xui32>, %arg69: tensor<f32>, %arg70: tensor<f32>):
    %197 = "stablehlo.convert"(%arg69) : (tensor<f32>) -> tensor<f32>
    %198 = "stablehlo.convert"(%arg70) : (tensor<f32>) -> tensor<f32>
    %199 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.divide"(%197, %199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %201 = "chlo.erf"(%200) : (tensor<f32>) -> tensor<f32>
    %202 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.divide"(%198, %202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %204 = "chlo.erf"(%203) : (tensor<f32>) -> tensor<f32>
    %205 = "func.call"(%arg68, %201, %204) <{callee = @_uniform_18}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %206 = "chlo.erf_inv"(%205) : (tensor<4xf32>) -> tensor<4xf32>
    %207 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %209 = "stablehlo.multiply"(%208, %206) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %210 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %211 = "chlo.next_after"(%197, %210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %212 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %213 = "chlo.next_after"(%198, %212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %214 = "func.call"(%209, %211, %213) <{callee = @clip_21}> : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%214) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform_18", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<2xui32>, %arg66: tensor<f32>, %arg67: tensor<f32>):
    %163 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %164 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %165 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %166 = "stablehlo.reshape"(%165) : (tensor<1xui32>) -> tensor<ui32>
    %167 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %168 = "stablehlo.reshape"(%167) : (tensor<1xui32>) -> tensor<ui32>
    %169 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %170 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %172 = "stablehlo.multiply"(%171, %169) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %173 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %175 = "stablehlo.shift_right_logical"(%172, %174) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %176 = "stablehlo.convert"(%172) : (tensor<4xui64>) -> tensor<4xui32>
    %177 = "stablehlo.convert"(%175) : (tensor<4xui64>) -> tensor<4xui32>
    %178:2 = "func.call"(%166, %168, %177, %176) <{callee = @threefry2x32_19}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %179 = "stablehlo.xor"(%178#0, %178#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %180 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %182 = "stablehlo.shift_right_logical"(%179, %181) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %183 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %185 = "stablehlo.or"(%182, %184) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %186 = "stablehlo.bitcast_convert"(%185) : (tensor<4xui32>) -> tensor<4xf32>
    %187 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %189 = "stablehlo.subtract"(%186, %188) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %190 = "stablehlo.subtract"(%164, %163) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %192 = "stablehlo.multiply"(%189, %191) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %193 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %194 = "stablehlo.add"(%192, %193) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %195 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %196 = "stablehlo.maximum"(%195, %194) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%196) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_19", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<ui32>, %arg44: tensor<ui32>, %arg45: tensor<4xui32>, %arg46: tensor<4xui32>):
    %146 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %147 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %148 = "stablehlo.xor"(%arg43, %arg44) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %149 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %150 = "stablehlo.xor"(%148, %149) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %151 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %152 = "stablehlo.add"(%arg45, %151) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %153 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %154 = "stablehlo.add"(%arg46, %153) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157:9 = "stablehlo.while"(%156, %155, %152, %154, %arg44, %150, %arg43, %146, %147) ({
    ^bb0(%arg56: tensor<i32>, %arg57: tensor<i32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>, %arg60: tensor<ui32>, %arg61: tensor<ui32>, %arg62: tensor<ui32>, %arg63: tensor<4xui32>, %arg64: tensor<4xui32>):
      %161 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %162 = "stablehlo.compare"(%arg56, %161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%162) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>, %arg51: tensor<ui32>, %arg52: tensor<ui32>, %arg53: tensor<ui32>, %arg54: tensor<4xui32>, %arg55: tensor<4xui32>):
      %158:8 = "func.call"(%arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55) <{callee = @closed_call_20}> : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %159 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %160 = "stablehlo.add"(%arg47, %159) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%160, %158#0, %158#1, %158#2, %158#3, %158#4, %158#5, %158#6, %158#7) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%157#2, %157#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_20", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<i32>, %arg36: tensor<4xui32>, %arg37: tensor<4xui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<ui32>, %arg41: tensor<4xui32>, %arg42: tensor<4xui32>):
    %91 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.add"(%arg35, %91) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1xui32>) -> tensor<ui32>
    %95 = "stablehlo.add"(%arg36, %arg37) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %96 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %97 = "stablehlo.shift_left"(%arg37, %96) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %98 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %99 = "stablehlo.subtract"(%98, %94) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %101 = "stablehlo.shift_right_logical"(%arg37, %100) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %102 = "stablehlo.or"(%97, %101) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %103 = "stablehlo.xor"(%95, %102) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %104 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %105 = "stablehlo.reshape"(%104) : (tensor<1xui32>) -> tensor<ui32>
    %106 = "stablehlo.add"(%95, %103) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %107 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %108 = "stablehlo.shift_left"(%103, %107) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %109 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %110 = "stablehlo.subtract"(%109, %105) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %112 = "stablehlo.shift_right_logical"(%103, %111) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %113 = "stablehlo.or"(%108, %112) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %114 = "stablehlo.xor"(%106, %113) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %115 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1xui32>) -> tensor<ui32>
    %117 = "stablehlo.add"(%106, %114) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %118 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %119 = "stablehlo.shift_left"(%114, %118) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %120 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %121 = "stablehlo.subtract"(%120, %116) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %123 = "stablehlo.shift_right_logical"(%114, %122) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %124 = "stablehlo.or"(%119, %123) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %125 = "stablehlo.xor"(%117, %124) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %126 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %127 = "stablehlo.reshape"(%126) : (tensor<1xui32>) -> tensor<ui32>
    %128 = "stablehlo.add"(%117, %125) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %129 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %130 = "stablehlo.shift_left"(%125, %129) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %131 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %132 = "stablehlo.subtract"(%131, %127) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %134 = "stablehlo.shift_right_logical"(%125, %133) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %135 = "stablehlo.or"(%130, %134) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %136 = "stablehlo.xor"(%128, %135) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %137 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %138 = "stablehlo.add"(%128, %137) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %139 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %140 = "stablehlo.add"(%136, %139) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %141 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.add"(%arg35, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %143 = "stablehlo.convert"(%142) : (tensor<i32>) -> tensor<ui32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %145 = "stablehlo.add"(%140, %144) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%92, %138, %145, %arg39, %arg40, %arg38, %arg42, %arg41) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "clip_21", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4xf32>, %arg33: tensor<f32>, %arg34: tensor<f32>):
    %87 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %88 = "stablehlo.maximum"(%87, %arg32) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %89 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %90 = "stablehlo.minimum"(%89, %88) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%90) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>, res_attrs = [{}], sym_name = "_threefry_fold_in", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<ui32>):
    %72 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %73 = "stablehlo.shift_right_logical"(%arg31, %72) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %75 = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>
    %76 = "stablehlo.and"(%arg31, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %78 = "stablehlo.concatenate"(%74, %77) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %79 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %80 = "stablehlo.reshape"(%79) : (tensor<1xui32>) -> tensor<ui32>
    %81 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %82 = "stablehlo.reshape"(%81) : (tensor<1xui32>) -> tensor<ui32>
    %83 = "stablehlo.slice"(%78) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %84 = "stablehlo.slice"(%78) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %85:2 = "func.call"(%80, %82, %83, %84) <{callee = @threefry2x32_22}> : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %86 = "stablehlo.concatenate"(%85#0, %85#1) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    "func.return"(%86) : (tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>), sym_name = "threefry2x32_22", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<1xui32>, %arg11: tensor<1xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<1xui32>, %arg24: tensor<1xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<1xui32>, %arg15: tensor<1xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_23}> : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<1xui32>, tensor<1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_23", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
