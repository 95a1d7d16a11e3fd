// RUN: xla-opt %s --convert-scf-parallel-to-runtime | FileCheck %s
// RUN: xla-opt %s --convert-scf-parallel-to-runtime | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-scf-parallel-to-runtime --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: xla-opt %s --convert-scf-parallel-to-runtime=min-task-work=100000000 | FileCheck %s --check-prefix=NONE
// RUN: xla-opt %s --convert-scf-parallel-to-runtime=outline-sequential=true | FileCheck %s --check-prefix=SEQ
// RUN: xla-opt %s --convert-scf-parallel-to-runtime=outline-sequential=true --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir > /dev/null

// Outermost scf.parallel loops become calls of the runtime's xla_cpu_parallel_for; their
// bodies are outlined into functions over [begin, end), captured values packed into a
// context struct (docs/lowering/parallel-runtime.md). A larger min-task-work keeps the
// static loop of @steps sequential (loops with dynamic trip counts are left to the runtime).
// NONE-LABEL: func.func @steps(
// NONE-NOT: xla_cpu_parallel_for
// NONE: return

// CHECK: func.func private @xla_cpu_parallel_for((!llvm.ptr, i64, i64) -> (), !llvm.ptr, i64, i64, i64)

// A dynamic trip count: outlined (the runtime runs short ranges inline). The context is
// allocated once in the entry block; memrefs and the scale are stored in it.
// CHECK-LABEL: func.func @scale(
// CHECK-SAME: %[[X:[^ ,:)]+]]: memref<?xf32>, %[[Y:[^ ,:)]+]]: memref<?xf32>, %[[N:[^ ,:)]+]]: index, %[[S:[^ ,:)]+]]: f32)
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[CTX:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> : (i64) -> !llvm.ptr
// CHECK: %[[DX:.*]] = builtin.unrealized_conversion_cast %[[X]] : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[CTX]][0, 0]
// CHECK-NEXT: llvm.store %[[DX]], %[[P0]]
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[CTX]][0, 1]
// CHECK-NEXT: llvm.store %[[S]], %[[P1]] : f32, !llvm.ptr
// CHECK: %[[F:.*]] = constant @scale_parallel_0 : (!llvm.ptr, i64, i64) -> ()
// CHECK: %[[B:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: %[[E:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: %[[G:.*]] = arith.constant 6554 : i64
// CHECK-NEXT: call @xla_cpu_parallel_for(%[[F]], %[[CTX]], %[[B]], %[[E]], %[[G]])
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @scale(%x: memref<?xf32>, %y: memref<?xf32>, %n: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %x[%i] : memref<?xf32>
    %m = arith.mulf %v, %s : f32
    %a = arith.addf %m, %s : f32
    memref.store %a, %y[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// (The grain: 32768 ops per task over 5 ops per iteration.)
// The outlined body: fields loaded back, the constants made again, scf.for over the range.
// CHECK-LABEL: func.func private @scale_parallel_0(
// CHECK-SAME: %[[C:[^ ,:)]+]]: !llvm.ptr, %[[BEGIN:[^ ,:)]+]]: i64, %[[END:[^ ,:)]+]]: i64)
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[X2:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK: %[[S2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: %[[LO:.*]] = arith.index_cast %[[BEGIN]] : i64 to index
// CHECK-NEXT: %[[HI:.*]] = arith.index_cast %[[END]] : i64 to index
// CHECK: scf.for %[[I:.*]] = %[[LO]] to %[[HI]] step %{{.*}} {
// CHECK-NEXT: memref.load %[[X2]][%[[I]]]
// CHECK-NEXT: arith.mulf %{{.*}}, %[[S2]]
// CHECK: return

// Static and small: stays an scf.parallel (run in order by --convert-scf-to-cf).
// CHECK-LABEL: func.func @small(
// CHECK-NOT: xla_cpu_parallel_for
// CHECK: scf.parallel
func.func @small(%y: memref<8xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %s, %y[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

// With outline-sequential=true (as --lower-to-llvm runs it) the small loop is outlined too
// and called directly, out of line; its static memref travels as its two pointers, the
// descriptor made again inside from the type's constants.
// SEQ-LABEL: func.func @small(
// SEQ-NOT: scf.parallel
// SEQ: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// SEQ-NEXT: %[[P0:.*]] = llvm.extractvalue %[[D]][0]
// SEQ-NEXT: %[[P1:.*]] = llvm.extractvalue %[[D]][1]
// SEQ-NEXT: %[[F1:.*]] = llvm.getelementptr %[[CTX:.*]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, ptr, ptr)>
// SEQ-NEXT: llvm.store %[[P0]], %[[F1]] : !llvm.ptr, !llvm.ptr
// SEQ: call @small_parallel_0(%[[CTX]], %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i64) -> ()
// SEQ-NOT: xla_cpu_parallel_for
// SEQ-LABEL: func.func private @small_parallel_0(
// SEQ-SAME: attributes {passthrough = ["noinline"]}
// SEQ: llvm.insertvalue %{{.*}}[1]
// SEQ: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i64) : i64
// SEQ-NEXT: llvm.insertvalue %[[EIGHT]], %{{.*}}[3, 0]
// SEQ: builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// SEQ: scf.for

// A large loop inside a sequential one (a while body, a time step): the parallel loop is
// outlined, its context slot still allocated once, in the entry block; the scf.parallel
// nested in it stays in the outlined body (nested loops run inline anyway).
// CHECK-LABEL: func.func @steps(
// CHECK-NEXT: llvm.mlir.constant(1 : i64)
// CHECK-NEXT: llvm.alloca
// CHECK: scf.for
// CHECK: call @xla_cpu_parallel_for
// CHECK-LABEL: func.func private @steps_parallel_0(
// CHECK: scf.for
// CHECK: scf.parallel
func.func @steps(%y: memref<1024x1024xf32>, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  scf.for %k = %c0 to %t step %c1 {
    scf.parallel (%i) = (%c0) to (%c1024) step (%c1) {
      scf.parallel (%j) = (%c0) to (%c1024) step (%c1) {
        %v = memref.load %y[%i, %j] : memref<1024x1024xf32>
        %w = arith.addf %v, %v : f32
        memref.store %w, %y[%i, %j] : memref<1024x1024xf32>
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}

// IR: declare void @xla_cpu_parallel_for(ptr, ptr, i64, i64, i64)
// IR: call void @xla_cpu_parallel_for(ptr @scale_parallel_0, ptr %{{.*}}, i64 0, i64 %{{.*}}, i64 6554)
// IR: define {{.*}}void @scale_parallel_0(ptr %0, i64 %1, i64 %2)
