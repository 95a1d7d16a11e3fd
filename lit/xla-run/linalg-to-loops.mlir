// REQUIRES: xla-run
// RUN: xla-run %s --print > %t.before
// RUN: xla-opt %s --convert-linalg-to-loops | xla-run - --print > %t.after
// RUN: diff %t.before %t.after
// RUN: xla-opt %s --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS

// linalg ops on memrefs give the same buffers before and after --convert-linalg-to-loops:
// generic with linalg.index, transpose, fill, matmul, reduce, map, broadcast, batch_matmul.
// LOOPS-NOT: linalg.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() -> (memref<4x4xf32>, memref<8x4xf32>, memref<4xf32>, memref<4x4xf32>, memref<2x3x2xf32>) {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc() : memref<8x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  %v = memref.alloc() : memref<4xf32>
  %bc = memref.alloc() : memref<4x4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %j : index
    %ii = arith.index_cast %s : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 0]
  linalg.fill ins(%zero : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.fill ins(%zero : f32) outs(%v : memref<4xf32>)
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%v : memref<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%v : memref<4xf32>)
    (%l: f32, %r: f32, %o: f32) {
      %s = arith.mulf %l, %r : f32
      linalg.yield %s : f32
    }
  linalg.broadcast ins(%v : memref<4xf32>) outs(%bc : memref<4x4xf32>) dimensions = [0]
  %bm = memref.alloc() : memref<2x3x2xf32>
  %x = memref.alloc() : memref<2x3x4xf32>
  %y = memref.alloc() : memref<2x4x2xf32>
  %one = arith.constant 1.5 : f32
  linalg.fill ins(%one : f32) outs(%x : memref<2x3x4xf32>)
  linalg.fill ins(%one : f32) outs(%y : memref<2x4x2xf32>)
  linalg.fill ins(%zero : f32) outs(%bm : memref<2x3x2xf32>)
  linalg.batch_matmul ins(%x, %y : memref<2x3x4xf32>, memref<2x4x2xf32>) outs(%bm : memref<2x3x2xf32>)
  return %c, %b, %v, %bc, %bm : memref<4x4xf32>, memref<8x4xf32>, memref<4xf32>, memref<4x4xf32>, memref<2x3x2xf32>
}
