// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --cse | FileCheck %s --check-prefixes=CHECK,CSE
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --dce | FileCheck %s
// Same output as upstream:
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --cse > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --cse > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: xla-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.ours2
// RUN: mlir-opt %s --allow-unregistered-dialect -split-input-file --canonicalize > %t.theirs2
// RUN: diff %t.ours2 %t.theirs2

// Effects come from MemoryEffectOpInterface: an unused op that only reads, or only
// allocates its own result, goes (memref.alloc/alloca/load, llvm.alloca, llvm.load); a
// volatile llvm.load also touches unknown memory and stays; stores stay. Two identical
// reads merge (cse) when nothing between them may write.
// CHECK-LABEL: func.func @effects
// CHECK-NOT: memref.alloc
// CHECK-NOT: llvm.alloca
// CHECK: llvm.load volatile
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[L:.*]] = memref.load
// CSE-NEXT: "foo.use"(%[[L]], %[[L]])
func.func @effects(%m: memref<4xf32>, %i: index, %p: !llvm.ptr, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %l = memref.load %m[%i] : memref<4xf32>
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> f32
  %y = llvm.load %p {volatile_} : !llvm.ptr -> f32
  memref.store %v, %m[%i] : memref<4xf32>
  %l2 = memref.load %m[%i] : memref<4xf32>
  %l3 = memref.load %m[%i] : memref<4xf32>
  "foo.use"(%l2, %l3) : (f32, f32) -> ()
  return
}

// -----

// A store between two reads of the same place keeps both.
// CHECK-LABEL: func.func @store_between
// CHECK: memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: memref.load
func.func @store_between(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  return %a, %b : f32, f32
}

// -----

// llvm.load reads through its pointer: two of them merge, unless an llvm.store comes between.
// CHECK-LABEL: llvm.func @llvm_loads
// CSE: %[[A:.*]] = llvm.load %arg0
// CSE-NEXT: llvm.store %[[A]], %arg1
// CSE-NEXT: %[[B:.*]] = llvm.load %arg0
// CSE-NEXT: llvm.return %[[B]]
llvm.func @llvm_loads(%p: !llvm.ptr, %q: !llvm.ptr) -> f32 {
  %a = llvm.load %p : !llvm.ptr -> f32
  %a2 = llvm.load %p : !llvm.ptr -> f32
  %s = llvm.fadd %a, %a2 : f32
  llvm.store %a, %q : f32, !llvm.ptr
  %b = llvm.load %p : !llvm.ptr -> f32
  llvm.return %b : f32
}
