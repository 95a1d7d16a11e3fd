// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s

// Every tensor op in its custom form, with static and dynamic offsets, sizes and padding,
// rank-reducing slices and suggested result names. CHECK lines are mlir-opt 22's output.

func.func @t(%a: tensor<4x8xf32>, %d: tensor<?x8xf32>, %i: index, %f: f32) -> tensor<4x8xf32> {
  %e = tensor.empty(%i) : tensor<?x8xf32>
  %x = tensor.extract %a[%i, %i] : tensor<4x8xf32>
  %ins = tensor.insert %f into %a[%i, %i] : tensor<4x8xf32>
  %s = tensor.extract_slice %a[0, %i] [2, 4] [1, 2] : tensor<4x8xf32> to tensor<2x4xf32>
  %s2 = tensor.extract_slice %a[0, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<4xf32>
  %is = tensor.insert_slice %s into %a[0, %i] [2, 4] [1, 2] : tensor<2x4xf32> into tensor<4x8xf32>
  %p = tensor.pad %a low[1, %i] high[2, 0] {
  ^bb0(%p0: index, %p1: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<7x?xf32>
  %p2 = tensor.pad %a nofold low[1, 0] high[2, 0] {
  ^bb0(%p0: index, %p1: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<7x8xf32>
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %ex = tensor.expand_shape %c [[0, 1, 2]] output_shape [2, 2, 8] : tensor<32xf32> into tensor<2x2x8xf32>
  %ex2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %dm = tensor.dim %d, %i : tensor<?x8xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %g = tensor.generate %i {
  ^bb0(%x0: index, %x1: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %cc = tensor.concat dim(0) %a, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %a : tensor<4x8xf32>
}

func.func @rank_reduced(%a: tensor<1x4x1xf32>, %s: tensor<4xf32>) -> (tensor<4xf32>, tensor<1x4x1xf32>) {
  %e = tensor.extract_slice %a[0, 0, 0] [1, 4, 1] [1, 1, 1] {keep} : tensor<1x4x1xf32> to tensor<4xf32>
  %i = tensor.insert_slice %s into %a[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<1x4x1xf32>
  return %e, %i : tensor<4xf32>, tensor<1x4x1xf32>
}


// CHECK-LABEL: func.func @t(%arg0: tensor<4x8xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: f32) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?x8xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg2] : tensor<4x8xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg2, %arg2] : tensor<4x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [2, 4] [1, 2] : tensor<4x8xf32> to tensor<2x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2] [2, 4] [1, 2] : tensor<2x4xf32> into tensor<4x8xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg2] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 nofold low[1, 0] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<7x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [2, 2, 8] : tensor<32xf32> into tensor<2x2x8xf32>
// CHECK-NEXT: %expanded_2 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: %dim = tensor.dim %arg1, %arg2 : tensor<?x8xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg3 : tensor<f32>
// CHECK-NEXT: %generated = tensor.generate %arg2 {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @rank_reduced(%arg0: tensor<1x4x1xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<1x4x1xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 4, 1] [1, 1, 1] {keep} : tensor<1x4x1xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, 0, 0] [1, 4, 1] [1, 1, 1] : tensor<4xf32> into tensor<1x4x1xf32>
// CHECK-NEXT: return %extracted_slice, %inserted_slice : tensor<4xf32>, tensor<1x4x1xf32>
// CHECK-NEXT: }

// An empty reassociation collapses to (or expands from) rank 0.
func.func @rank_zero(%arg0: tensor<1xf32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<1x1xf32>) {
  %c = tensor.collapse_shape %arg0 [] : tensor<1xf32> into tensor<f32>
  %e = tensor.expand_shape %arg1 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  return %c, %e : tensor<f32>, tensor<1x1xf32>
}

// CHECK-LABEL: func.func @rank_zero(%arg0: tensor<1xf32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<1x1xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1xf32> into tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %collapsed, %expanded : tensor<f32>, tensor<1x1xf32>
// CHECK-NEXT: }
