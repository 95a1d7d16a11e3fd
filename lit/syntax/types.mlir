// RUN: xla-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect --mlir-print-op-generic | xla-opt --allow-unregistered-dialect | FileCheck %s
// RUN: xla-opt %s --allow-unregistered-dialect | mlir-opt --allow-unregistered-dialect | FileCheck %s

// The CHECK lines are mlir-opt 22's output for this file.

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @integers(i1, i32, si8, ui16, i128, i3, index)
// CHECK-NEXT:   func.func private @floats(f16, bf16, f32, f64, tf32)
// CHECK-NEXT:   func.func private @small_floats(f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
// CHECK-NEXT:   func.func private @complex(complex<f32>, complex<f64>, complex<i32>)
// CHECK-NEXT:   func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<4x?x8xi32>, tensor<?x?xf64>, tensor<*xf32>, tensor<0x4xi1>)
// CHECK-NEXT:   func.func private @tensor_encoding(tensor<4xf32, "enc">, tensor<4x4xi8, {a = 1 : i64}>)
// CHECK-NEXT:   func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi1>, vector<f32>)
// CHECK-NEXT:   func.func private @memrefs(memref<4xf32>, memref<?x8xi32>, memref<4xf32, 1>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<*xf32>, memref<*xf32, 2>, memref<f32>)
// CHECK-NEXT:   func.func private @memref_affine(memref<4x4xf32, #map>, memref<8xf32, #map1>)
// CHECK-NEXT:   func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>)
// CHECK-NEXT:   func.func private @none_and_functions(none, () -> (), (i32) -> i32, (i32, f32) -> (i1, i1), (() -> ()) -> ((i32) -> i32))
// CHECK-NEXT:   func.func private @nested(tensor<4xcomplex<f32>>, vector<4xindex>, tuple<tensor<*xi8>, memref<2xf16>>)
// CHECK-NEXT:   func.func private @dialect_types(!foo.bar, !foo.baz<1, "s", [i32]>, !foo<"opaque body">)
// CHECK-NEXT:   func.func private @aliased(tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: }

func.func private @integers(i1, i32, si8, ui16, i128, i3, index)
func.func private @floats(f16, bf16, f32, f64, tf32)
func.func private @small_floats(f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
func.func private @complex(complex<f32>, complex<f64>, complex<i32>)
func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<4x?x8xi32>, tensor<?x?xf64>, tensor<*xf32>, tensor<0x4xi1>)
func.func private @tensor_encoding(tensor<4xf32, "enc">, tensor<4x4xi8, {a = 1}>)
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi1>, vector<f32>)
func.func private @memrefs(memref<4xf32>, memref<?x8xi32>, memref<4xf32, 1>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<*xf32>, memref<*xf32, 2>, memref<f32>)
func.func private @memref_affine(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
func.func private @tuples(tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>)
func.func private @none_and_functions(none, () -> (), (i32) -> i32, (i32, f32) -> (i1, i1), (() -> ()) -> ((i32) -> i32))
func.func private @nested(tensor<4xcomplex<f32>>, vector<4xindex>, tuple<tensor<*xi8>, memref<2xf16>>)
func.func private @dialect_types(!foo.bar, !foo.baz<1, "s", [i32]>, !foo<"opaque body">)
!alias = tensor<4x4xf32>
func.func private @aliased(!alias) -> !alias
