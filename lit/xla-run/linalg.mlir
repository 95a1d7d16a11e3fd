// REQUIRES: xla-run
// RUN: xla-run %s --print | FileCheck %s
// RUN: xla-run %s --entry tensors --print | FileCheck %s --check-prefix=TENSOR
// RUN: xla-opt %s | mlir-opt > /dev/null

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#sum = affine_map<(d0, d1) -> (d0)>

// CHECK: dense<{{\[}}[1.100000e+01, 2.200000e+01, 3.300000e+01], [1.400000e+01, 2.500000e+01, 3.600000e+01]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<[6.600000e+01, 7.500000e+01]> : tensor<2xf32>
// CHECK-NEXT: dense<{{\[}}[1.400000e+01, 3.200000e+01], [3.200000e+01, 7.700000e+01]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// CHECK-NEXT: dense<[5.000000e+00, 7.000000e+00, 9.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: dense<{{\[}}[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>
// CHECK-NEXT: dense<{{\[\[\[}}5, 11], [11, 25]]]> : tensor<1x2x2xi32>
// CHECK-NEXT: dense<{{\[}}[-1.000000e+00, -4.000000e+00, -9.000000e+00], [-1.000000e+00, -4.000000e+00, -9.000000e+00]]> : tensor<2x3xf32>
func.func @main() -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<3xf32>, tensor<2x3xi32>, tensor<1x2x2xi32>, tensor<2x3xf32>) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %add = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %rowsum = linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  %e3 = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e3 : tensor<3x2xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<2x2xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %t : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z4 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e5 = tensor.empty() : tensor<3xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<3xf32>) -> tensor<3xf32>
  %colsum = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%z5 : tensor<3xf32>) dimensions = [0]
  %e6 = tensor.empty() : tensor<2x3xi32>
  %idx = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e6 : tensor<2x3xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %i10 = arith.muli %i, %ten : index
    %v = arith.addi %i10, %j : index
    %c = arith.index_cast %v : index to i32
    linalg.yield %c : i32
  } -> tensor<2x3xi32>
  %ia = arith.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi32>
  %ib = arith.constant dense<[[[1, 3], [2, 4]]]> : tensor<1x2x2xi32>
  %iz = arith.constant dense<0> : tensor<1x2x2xi32>
  %bmm = linalg.batch_matmul ins(%ia, %ib : tensor<1x2x2xi32>, tensor<1x2x2xi32>) outs(%iz : tensor<1x2x2xi32>) -> tensor<1x2x2xi32>
  %c123 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %bc = linalg.broadcast ins(%c123 : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %mapped = linalg.map { arith.mulf } ins(%bc, %bc : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
  %sq = linalg.map ins(%mapped : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32, %o: f32) {
      %r = arith.negf %x : f32
      linalg.yield %r : f32
    }
  return %add, %rowsum, %mm, %t, %colsum, %idx, %bmm, %sq : tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<3xf32>, tensor<2x3xi32>, tensor<1x2x2xi32>, tensor<2x3xf32>
}

// TENSOR: dense<[2, 3]> : tensor<2xi32>
// TENSOR-NEXT: dense<{{\[}}[2, 3], [5, 6]]> : tensor<2x2xi32>
// TENSOR-NEXT: dense<{{\[}}[1, 2, 3], [4, 9, 6]]> : tensor<2x3xi32>
// TENSOR-NEXT: dense<{{\[}}[1, 2, 3], [4, 2, 3]]> : tensor<2x3xi32>
// TENSOR-NEXT: dense<{{\[}}[0, 0, 0, 0, 0], [0, 1, 2, 3, 0], [0, 4, 5, 6, 0]]> : tensor<3x5xi32>
// TENSOR-NEXT: dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
// TENSOR-NEXT: dense<[1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]> : tensor<12xi32>
// TENSOR-NEXT: dense<[3, 7]> : tensor<2xindex>
// TENSOR-NEXT: dense<{{\[}}[0, 1], [1, 2]]> : tensor<2x2xindex>
func.func @tensors() -> (tensor<2xi32>, tensor<2x2xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<3x5xi32>, tensor<3x2xi32>, tensor<12xi32>, tensor<2xindex>, tensor<2x2xindex>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %row = tensor.extract_slice %a[0, 1] [1, 2] [1, 1] : tensor<2x3xi32> to tensor<2xi32>
  %box = tensor.extract_slice %a[0, %c1] [2, 2] [1, 1] : tensor<2x3xi32> to tensor<2x2xi32>
  %x = tensor.extract %a[%c1, %c1] : tensor<2x3xi32>
  %x2c = arith.constant 4 : i32
  %x2 = arith.addi %x, %x2c : i32
  %ins = tensor.insert %x2 into %a[%c1, %c1] : tensor<2x3xi32>
  %ins2 = tensor.insert_slice %row into %a[1, 1] [1, 2] [1, 1] : tensor<2xi32> into tensor<2x3xi32>
  %zero = arith.constant 0 : i32
  %p = tensor.pad %a low[1, 1] high[0, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i32
  } : tensor<2x3xi32> to tensor<3x5xi32>
  %flat = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %r = tensor.expand_shape %flat [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %cc = tensor.concat dim(0) %flat, %flat : (tensor<6xi32>, tensor<6xi32>) -> tensor<12xi32>
  %d = tensor.dim %a, %c1 : tensor<2x3xi32>
  %seven = arith.constant 7 : index
  %fe = tensor.from_elements %d, %seven : tensor<2xindex>
  %g = tensor.generate %c2 {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x2xindex>
  %gs = tensor.cast %g : tensor<?x2xindex> to tensor<2x2xindex>
  return %row, %box, %ins, %ins2, %p, %r, %cc, %fe, %gs : tensor<2xi32>, tensor<2x2xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<3x5xi32>, tensor<3x2xi32>, tensor<12xi32>, tensor<2xindex>, tensor<2x2xindex>
}

// Structured ops on memrefs write their outputs in place.
// RUN: xla-run %s --entry buffers --print | FileCheck %s --check-prefix=MEMREF
// MEMREF: dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// MEMREF-NEXT: dense<{{\[\[}}7.000000e+00, 1.000000e+01], [1.500000e+01, 2.200000e+01]]> : tensor<2x2xf32>
func.func @buffers() -> (memref<2x2xf32>, memref<2x2xf32>) {
  %a = memref.alloc() : memref<2x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<2x2xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %i : index
    %t = arith.addi %s, %j : index
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    %r = arith.addf %o, %tf : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
  linalg.matmul ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  return %a, %c : memref<2x2xf32>, memref<2x2xf32>
}
