// REQUIRES: melior
// A long element-wise loop (sine, exponential, tanh per element: ~130 ops after the math
// approximations) reaches LLVM with interleave count 4 on its back edge, LLVM vectorizes it,
// and the JIT's results are bit-identical with and without (docs/lowering/scf-loop-interleave.md).
// RUN: xla-opt %s --lower-to-llvm -o %t.mlir
// RUN: xla-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=IR
// RUN: xla-translate --mlir-to-llvmir %t.mlir -O2 | FileCheck %s --check-prefix=VEC
// RUN: xla-opt %s --lower-to-llvm=interleave=false -o %t.off.mlir
// RUN: xla-translate --mlir-to-llvmir %t.off.mlir | FileCheck %s --check-prefix=OFF
// RUN: xla-run %t.mlir --backend jit --print > %t.on.txt
// RUN: xla-run %t.off.mlir --backend jit --print > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.on.txt

// IR: !{!"llvm.loop.interleave.count", i32 4}
// OFF-NOT: llvm.loop.interleave.count
// VEC: fmul {{.*}}<{{4|8|16}} x float>
// VEC-NOT: call {{.*}} @sinf
// OUT: tensor<65536xf32>

func.func @main() -> tensor<65536xf32> {
  %i = hlo.iota dim = 0 : tensor<65536xf32>
  %scale = hlo.constant dense<0.0001> : tensor<65536xf32>
  %shift = hlo.constant dense<-3.0> : tensor<65536xf32>
  %s = hlo.multiply %i, %scale : tensor<65536xf32>
  %x = hlo.add %s, %shift : tensor<65536xf32>
  %sin = hlo.sine %x : tensor<65536xf32>
  %nx = hlo.negate %sin : tensor<65536xf32>
  %e = hlo.exponential %nx : tensor<65536xf32>
  %m = hlo.multiply %e, %x : tensor<65536xf32>
  %t = hlo.tanh %m : tensor<65536xf32>
  %xx = hlo.multiply %x, %x : tensor<65536xf32>
  %y = hlo.add %t, %xx : tensor<65536xf32>
  return %y : tensor<65536xf32>
}
