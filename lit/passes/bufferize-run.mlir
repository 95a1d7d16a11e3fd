// REQUIRES: xla-run
// Execution equivalence: the program gives the same results before and after --bufferize.
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --bufferize | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s < %t.after

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// CHECK: dense<[8.000000e+00, 1.600000e+01, 2.400000e+01, 3.200000e+01]> : tensor<4xf32>
// CHECK: dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>
// CHECK: dense<{{\[}}[0.000000e+00, 1.000000e+00], [1.000000e+00, 2.000000e+00], [2.000000e+00, 3.000000e+00]]> : tensor<3x2xf32>
// CHECK: dense<[0.000000e+00, 1.000000e+00, 1.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<6xf32>
// CHECK: dense<{{\[}}[1.000000e+00, 3.000000e+00], [2.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  // doubled = 2a (in place into %e); the loop adds 2a three times (8a). %doubled is also
  // returned, so the loop works on a copy of it.
  %doubled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %doubled) -> tensor<4xf32> {
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%t : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %o : f32
      %z = arith.addf %y, %x : f32
      linalg.yield %z : f32
    } -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  // tensor.generate with indices, extract_slice/insert_slice, pad, transpose.
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<3x2xf32>
  %row = tensor.extract_slice %g[0, 0] [2, 2] [1, 1] : tensor<3x2xf32> to tensor<2x2xf32>
  %flat = tensor.collapse_shape %row [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %padded = tensor.pad %flat low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<4xf32> to tensor<6xf32>
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %et = tensor.empty() : tensor<2x2xf32>
  %tr = linalg.transpose ins(%m : tensor<2x2xf32>) outs(%et : tensor<2x2xf32>) permutation = [1, 0]
  return %acc, %doubled, %g, %padded, %tr : tensor<4xf32>, tensor<4xf32>, tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>
}
