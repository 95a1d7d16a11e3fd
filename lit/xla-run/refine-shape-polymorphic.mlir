// REQUIRES: xla-run
// RUN: rm -rf %t && mkdir -p %t
// RUN: xla-run %S/Inputs/shape-polymorphic.mlir --entry make --output-dir %t
// RUN: xla-run %S/Inputs/shape-polymorphic.mlir --input %t/out0.npy --print | FileCheck %s
// RUN: not xla-run %S/Inputs/shape-polymorphic.mlir --input %t/out1.npy 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not xla-run %S/Inputs/shape-polymorphic.mlir --input %t/out2.npy 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not xla-run %S/Inputs/shape-polymorphic.mlir --input %t/out3.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not xla-run %S/Inputs/shape-polymorphic.mlir --input %t/out4.npy 2>&1 | FileCheck %s --check-prefix=RANK

// xla-run refines a shape-polymorphic @main to its inputs' shapes before running it (the
// interpreter here, the JIT in jit-refine-shape-polymorphic.mlir): the shape assertion is
// checked then, with JAX's message; inputs that do not fit the arguments are errors.
// CHECK: dense<{{\[}}[1.000000e+00, 1.84147096, 1.90929747, 1.14112
// CHECK-SAME: tensor<3x4xf32>
// ASSERT: error: Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Obtained dimension variables: 'b' = 0 from specification 'b' for dimension args[0].shape[0] (= 0), .
// STATIC: error: input #0 '{{.*}}out2.npy' has shape [3, 5], but tensor<?x4xf32> is expected
// DTYPE: error: input #0 '{{.*}}out3.npy' has dtype '<f8' and shape [3, 4], but tensor<3x4xf32> is expected
// RANK: error: input #0 '{{.*}}out4.npy' has shape [12], but tensor<?x4xf32> is expected
