// RUN: xla-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-op-generic | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect | FileCheck %s

// The CHECK lines are mlir-opt 22's output for this file.

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * 2 + s0, d0 floordiv 4, d0 mod 3, (d0 + s1) ceildiv 2)>
// CHECK-NEXT: #map2 = affine_map<() -> (0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.integers"() {a = 42 : i64, b = -1 : i8, c = 31 : i32, d = 7 : ui8, e = -3 : si16, f = true, g = false, h = 5 : index, i = 170141183460469231731687303715884105727 : i128} : () -> ()
// CHECK-NEXT:   "foo.floats"() {a = 1.000000e+00 : f64, b = 1.500000e+00 : f32, c = -1.000000e-01 : f64, d = 0x7FC00000 : f32, e = 0x7FF0000000000000 : f64, f = 6.550400e+04 : f16, g = 3.000000e+38 : f32, h = 1.000980e-01 : bf16, i = 4.480000e+02 : f8E4M3FN, j = 1.000000e-10 : f64} : () -> ()
// CHECK-NEXT:   "foo.strings"() {a = "plain", b = "esc\22aped\\n\0A\09", c = "typed" : i32, d = ""} : () -> ()
// CHECK-NEXT:   "foo.units"() {a, b} : () -> ()
// CHECK-NEXT:   "foo.arrays"() {a = [], b = [1, 2.000000e+00, "s", [true]], c = array<i64: 1, 2, 3>, d = array<i32>, e = array<f32: 1.000000e+00, 2.500000e+00>, f = array<i1: true, false>, g = array<i8: -1>, h = [0x7FF0000000000001 : f64, 1.000000e+00, 0xFFF0000000000000 : f64]} : () -> ()
// CHECK-NEXT:   "foo.dicts"() {a = {}, b = {x = 1 : i64, y = "s", z}, c = {nested = {deep = [1]}}, "quoted name" = 1 : i64} : () -> ()
// CHECK-NEXT:   "foo.types"() {a = i32, b = tensor<4xf32>, c = (i32) -> i1, d = !foo.t, e = none} : () -> ()
// CHECK-NEXT:   "foo.symbols"() {a = @sym, b = @outer::@inner, c = @"quoted sym", d = [@x, @y::@z]} : () -> ()
// CHECK-NEXT:   "foo.dense"() {a = dense<1.000000e+00> : tensor<4xf32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<{{[[][[]}}1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : tensor<2xi1>, f = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, g = dense<(1,2)> : tensor<complex<i32>>, h = dense<["a", "bc"]> : tensor<2x!foo.string>, i = dense<> : tensor<0xf32>, j = dense<7> : vector<2x2xi8>, k = dense<[5.000000e-01, -2.500000e-01]> : tensor<2xf16>, l = dense<[1, 2]> : tensor<2xui8>, m = dense<0x7FC00000> : tensor<2xf32>, n = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : () -> ()
// CHECK-NEXT:   "foo.dense_hex"() {a = dense<"0x00000100020003000400050006000700080009000A000B000C000D000E000F0010001100120013001400150016001700180019001A001B001C001D001E001F0020002100220023002400250026002700280029002A002B002C002D002E002F0030003100320033003400350036003700380039003A003B003C003D003E003F0040004100420043004400450046004700480049004A004B004C004D004E004F0050005100520053005400550056005700580059005A005B005C005D005E005F0060006100620063006400"> : tensor<101xi16>} : () -> ()
// CHECK-NEXT:   "foo.affine"() {a = #map, b = #map1, c = #map2, d = #map3} : () -> ()
// CHECK-NEXT:   "foo.layouts"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>} : () -> ()
// CHECK-NEXT:   "foo.dialect_attrs"() {a = #foo.bar, b = #foo.baz<1, [2]>, c = #foo<"opaque">, d = #foo.p : i32} : () -> ()
// CHECK-NEXT:   "foo.aliased"() {a = {shared = 1 : i64}} : () -> ()
// CHECK-NEXT: }

"foo.integers"() {a = 42, b = -1 : i8, c = 0x1F : i32, d = 7 : ui8, e = -3 : si16, f = true, g = false, h = 5 : index, i = 170141183460469231731687303715884105727 : i128} : () -> ()
"foo.floats"() {a = 1.0, b = 1.5 : f32, c = -0.1 : f64, d = 0x7FC00000 : f32, e = 0x7FF0000000000000 : f64, f = 65504.0 : f16, g = 3.0e+38 : f32, h = 0.1 : bf16, i = 448.0 : f8E4M3FN, j = 1.0e-10 : f64} : () -> ()
"foo.strings"() {a = "plain", b = "esc\"aped\\n\n\t", c = "typed" : i32, d = ""} : () -> ()
"foo.units"() {a, b = unit} : () -> ()
"foo.arrays"() {a = [], b = [1, 2.0, "s", [true]], c = array<i64: 1, 2, 3>, d = array<i32>, e = array<f32: 1.0, 2.5>, f = array<i1: true, false>, g = array<i8: -1>, h = [0x7FF0000000000001 : f64, 1.0, 0xFFF0000000000000 : f64]} : () -> ()
"foo.dicts"() {a = {}, b = {x = 1, y = "s", z}, "quoted name" = 1, c = {nested = {deep = [1]}}} : () -> ()
"foo.types"() {a = i32, b = tensor<4xf32>, c = (i32) -> i1, d = !foo.t, e = none} : () -> ()
"foo.symbols"() {a = @sym, b = @outer::@inner, c = @"quoted sym", d = [@x, @y::@z]} : () -> ()
"foo.dense"() {a = dense<1.0> : tensor<4xf32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<true> : tensor<2xi1>, e = dense<[true, false]> : tensor<2xi1>, f = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, g = dense<(1, 2)> : tensor<complex<i32>>, h = dense<["a", "bc"]> : tensor<2x!foo.string>, i = dense<> : tensor<0xf32>, j = dense<7> : vector<2x2xi8>, k = dense<[0.5, -0.25]> : tensor<2xf16>, l = dense<[1, 2]> : tensor<2xui8>, m = dense<0x7FC00000> : tensor<2xf32>, n = dense<"0x0000803F00000040"> : tensor<2xf32>} : () -> ()
"foo.dense_hex"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>} : () -> ()
"foo.affine"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(d0)[s0, s1] -> (d0 * 2 + s0, d0 floordiv 4, d0 mod 3, (d0 + s1) ceildiv 2)>, c = affine_map<() -> (0)>, d = affine_map<(d0, d1) -> (d0 - d1 * -3)>} : () -> ()
"foo.layouts"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>} : () -> ()
"foo.dialect_attrs"() {a = #foo.bar, b = #foo.baz<1, [2]>, c = #foo<"opaque">, d = #foo.p : i32} : () -> ()
#alias = {shared = 1}
"foo.aliased"() {a = #alias} : () -> ()
