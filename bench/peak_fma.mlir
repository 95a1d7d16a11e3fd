// One core's f32 peak through the JIT (bench/jax_vs_jit.sh): 1e8 iterations of 12 independent
// <16 x float> FMA chains (enough to cover the FMA latency on both pipes) = 38.4 GFLOP.
// 512-bit vectors: Intel's AVX-512 cores (two 512-bit FMA units) reach twice the flops of
// 256-bit ones; Zen 4 (512 bits as two 256-bit halves) the same; AVX2 CPUs split them in two.
module {
  llvm.func @main() -> f32 {
    %n = llvm.mlir.constant(100000000 : i64) : i64
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.mlir.constant(dense<0.999999> : vector<16xf32>) : vector<16xf32>
    %b = llvm.mlir.constant(dense<0.000001> : vector<16xf32>) : vector<16xf32>
    %i0 = llvm.mlir.constant(dense<0.0> : vector<16xf32>) : vector<16xf32>
    %i1 = llvm.mlir.constant(dense<1.0> : vector<16xf32>) : vector<16xf32>
    %i2 = llvm.mlir.constant(dense<2.0> : vector<16xf32>) : vector<16xf32>
    %i3 = llvm.mlir.constant(dense<3.0> : vector<16xf32>) : vector<16xf32>
    %i4 = llvm.mlir.constant(dense<4.0> : vector<16xf32>) : vector<16xf32>
    %i5 = llvm.mlir.constant(dense<5.0> : vector<16xf32>) : vector<16xf32>
    %i6 = llvm.mlir.constant(dense<6.0> : vector<16xf32>) : vector<16xf32>
    %i7 = llvm.mlir.constant(dense<7.0> : vector<16xf32>) : vector<16xf32>
    %i8 = llvm.mlir.constant(dense<8.0> : vector<16xf32>) : vector<16xf32>
    %i9 = llvm.mlir.constant(dense<9.0> : vector<16xf32>) : vector<16xf32>
    %i10 = llvm.mlir.constant(dense<10.0> : vector<16xf32>) : vector<16xf32>
    %i11 = llvm.mlir.constant(dense<11.0> : vector<16xf32>) : vector<16xf32>
    llvm.br ^loop(%zero, %i0, %i1, %i2, %i3, %i4, %i5, %i6, %i7, %i8, %i9, %i10, %i11 : i64, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
  ^loop(%it: i64, %x0: vector<16xf32>, %x1: vector<16xf32>, %x2: vector<16xf32>, %x3: vector<16xf32>, %x4: vector<16xf32>, %x5: vector<16xf32>, %x6: vector<16xf32>, %x7: vector<16xf32>, %x8: vector<16xf32>, %x9: vector<16xf32>, %x10: vector<16xf32>, %x11: vector<16xf32>):
    %y0 = llvm.intr.fma(%x0, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y1 = llvm.intr.fma(%x1, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y2 = llvm.intr.fma(%x2, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y3 = llvm.intr.fma(%x3, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y4 = llvm.intr.fma(%x4, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y5 = llvm.intr.fma(%x5, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y6 = llvm.intr.fma(%x6, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y7 = llvm.intr.fma(%x7, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y8 = llvm.intr.fma(%x8, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y9 = llvm.intr.fma(%x9, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y10 = llvm.intr.fma(%x10, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %y11 = llvm.intr.fma(%x11, %a, %b) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    %next = llvm.add %it, %one : i64
    %c = llvm.icmp "slt" %next, %n : i64
    llvm.cond_br %c, ^loop(%next, %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11 : i64, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>), ^done
  ^done:
    %s1 = llvm.fadd %y0, %y1 : vector<16xf32>
    %s2 = llvm.fadd %s1, %y2 : vector<16xf32>
    %s3 = llvm.fadd %s2, %y3 : vector<16xf32>
    %s4 = llvm.fadd %s3, %y4 : vector<16xf32>
    %s5 = llvm.fadd %s4, %y5 : vector<16xf32>
    %s6 = llvm.fadd %s5, %y6 : vector<16xf32>
    %s7 = llvm.fadd %s6, %y7 : vector<16xf32>
    %s8 = llvm.fadd %s7, %y8 : vector<16xf32>
    %s9 = llvm.fadd %s8, %y9 : vector<16xf32>
    %s10 = llvm.fadd %s9, %y10 : vector<16xf32>
    %s11 = llvm.fadd %s10, %y11 : vector<16xf32>
    %w = llvm.bitcast %s11 : vector<16xf32> to i512
    %t = llvm.trunc %w : i512 to i32
    %r = llvm.bitcast %t : i32 to f32
    llvm.return %r : f32
  }
}
