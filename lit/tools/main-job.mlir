// The README's main job: examples/mlp.mlir through --canonicalize --lower-to-loops leaves only
// loop-level dialects, mlir-opt accepts the result, and it computes the same values.
// RUN: xla-opt --canonicalize --lower-to-loops %S/../../examples/mlp.mlir -o %t.loops.mlir
// RUN: FileCheck %s < %t.loops.mlir
// RUN: mlir-opt %t.loops.mlir > /dev/null
// RUN: xla-run %S/../../examples/mlp.mlir --input %shared/corpus/jax/mlp.in0.npy %shared/corpus/jax/mlp.in1.npy %shared/corpus/jax/mlp.in2.npy %shared/corpus/jax/mlp.in3.npy %shared/corpus/jax/mlp.in4.npy --print > %t.before
// RUN: xla-run %t.loops.mlir --input %shared/corpus/jax/mlp.in0.npy %shared/corpus/jax/mlp.in1.npy %shared/corpus/jax/mlp.in2.npy %shared/corpus/jax/mlp.in3.npy %shared/corpus/jax/mlp.in4.npy --print > %t.after
// RUN: diff %t.before %t.after
// RUN: xla-opt --canonicalize --lower-to-loops %S/../../examples/mlp.mlir | FileCheck %s --check-prefix=DIALECTS
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func @main(%{{.*}}: memref<4x16xf32>
// CHECK: scf.for
// CHECK: math.exp
// CHECK: return %{{.*}} : memref<4x10xf32>

// DIALECTS-NOT: stablehlo.
// DIALECTS-NOT: hlo.
// DIALECTS-NOT: linalg.
// DIALECTS-NOT: tensor.
// DIALECTS-NOT: bufferization.
