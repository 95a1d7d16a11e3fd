// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s

// Every linalg op in its custom form, on tensors and memrefs; named ops' implicit regions
// survive the generic form both ways. CHECK lines are mlir-opt 22's output.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> (d0)>

func.func @generic(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %g = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%init : tensor<4x8xf32>) attrs = {foo = 1} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %i = linalg.index 1 : index
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

func.func @generic_reduction(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %g = linalg.generic {indexing_maps = [#map, #red], iterator_types = ["parallel", "reduction"], library_call = "sum"} ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

func.func @generic_memref(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

func.func @generic_outs_only(%init: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %g = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<4x8xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  } -> tensor<4x8xi32>
  return %g : tensor<4x8xi32>
}

func.func @named(%a: tensor<4x8xf32>, %m: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x3xf32>, %bc: tensor<2x4x3xf32>, %ia: tensor<4x8xi8>, %f: f32) -> (tensor<4x16xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>) {
  %fill = linalg.fill ins(%f : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mm = linalg.matmul ins(%a, %m : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %bmm = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%bc : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %mixed = linalg.matmul ins(%ia, %m : tensor<4x8xi8>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %unsigned = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ia, %m : tensor<4x8xi8>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %mm, %bmm, %mixed, %unsigned, %fill : tensor<4x16xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>
}

func.func @matmul_transposed(%a: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %mt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %a : tensor<8x4xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %mt : tensor<4x4xf32>
}

func.func @named_memref(%a: memref<4x8xf32>, %m: memref<8x8xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%a : memref<4x8xf32>)
  linalg.matmul ins(%a, %m : memref<4x8xf32>, memref<8x8xf32>) outs(%a : memref<4x8xf32>)
  return
}

func.func @structured(%a: tensor<4x8xf32>, %v: tensor<8xf32>, %t: tensor<8x4xf32>, %r: tensor<8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %transposed = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %broadcasted = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  %reduced = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<8xf32>) dimensions = [0]
  %long = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<8xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %0 = arith.maximumf %in, %init : f32
      linalg.yield %0 : f32
    }
  %mapped = linalg.map { arith.mulf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %map_long = linalg.map ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %0 = arith.negf %x : f32
      %1 = arith.addf %0, %x : f32
      linalg.yield %1 : f32
    }
  return %transposed, %broadcasted, %reduced, %long, %mapped, %map_long : tensor<8x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @structured_memref(%a: memref<4x8xf32>, %t: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  return
}

// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>

// CHECK-LABEL: func.func @generic(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg2 : tensor<4x8xf32>) attrs =  {foo = 1 : i64} {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @generic_reduction(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"], library_call = "sum"} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @generic_memref(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @generic_outs_only(%arg0: tensor<4x8xi32>) -> tensor<4x8xi32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<4x8xi32>) {
// CHECK-NEXT: ^bb0(%out: i32):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: linalg.yield %2 : i32
// CHECK-NEXT: } -> tensor<4x8xi32>
// CHECK-NEXT: return %0 : tensor<4x8xi32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @named(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<2x8x3xf32>, %arg5: tensor<2x4x3xf32>, %arg6: tensor<4x8xi8>, %arg7: f32) -> (tensor<4x16xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0 = linalg.fill ins(%arg7 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %2 = linalg.batch_matmul ins(%arg3, %arg4 : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%arg5 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: %3 = linalg.matmul ins(%arg6, %arg1 : tensor<4x8xi8>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %4 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg6, %arg1 : tensor<4x8xi8>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %1, %2, %3, %4, %0 : tensor<4x16xf32>, tensor<2x4x3xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x8xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @matmul_transposed(%arg0: tensor<8x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%arg0, %arg0 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @named_memref(%arg0: memref<4x8xf32>, %arg1: memref<8x8xf32>, %arg2: f32) {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @structured(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x4xf32>, %arg3: tensor<8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>) dimensions = [0]
// CHECK-NEXT: %reduced_0 = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>) dimensions = [0]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.maximumf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped = linalg.map { arith.mulf } ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
// CHECK-NEXT: %mapped_1 = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.negf %in : f32
// CHECK-NEXT: %1 = arith.addf %0, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %transposed, %broadcasted, %reduced, %reduced_0, %mapped, %mapped_1 : tensor<8x4xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @structured_memref(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>) {
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }

// linalg.copy on tensors and memrefs, with an element conversion and a cast attribute.
// CHECK-LABEL: func.func @copy(
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf16>) -> tensor<4x8xf16>
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3 : memref<4xi8>) outs(%arg4 : memref<4xi32>)
// CHECK-NEXT: return %0, %1 : tensor<4x8xf32>, tensor<4x8xf16>
func.func @copy(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %h: tensor<4x8xf16>, %m: memref<4xi8>, %n: memref<4xi32>) -> (tensor<4x8xf32>, tensor<4x8xf16>) {
  %r = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = linalg.copy ins(%a : tensor<4x8xf32>) outs(%h : tensor<4x8xf16>) -> tensor<4x8xf16>
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%m : memref<4xi8>) outs(%n : memref<4xi32>)
  return %r, %t : tensor<4x8xf32>, tensor<4x8xf16>
}
