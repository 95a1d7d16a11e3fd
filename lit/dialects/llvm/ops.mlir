// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt %s --mlir-print-op-generic | xla-opt | FileCheck %s
// RUN: xla-opt %s | mlir-opt | FileCheck %s

// The llvm dialect ops the lowerings produce, in their custom syntax: types (ptr,
// struct incl. identified and packed, array, func, void), linkage, flags (overflow,
// exact, disjoint, nneg, fastmath, gep no-wrap), intrinsics (generic-only ones
// included), branches and globals. The CHECK lines are mlir-opt 22's output.


  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4 = llvm.getelementptr %arg0[0, 1, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
    %5 = llvm.load %3 : !llvm.ptr -> f32
    llvm.store %5, %4 : f32, !llvm.ptr
    %c = llvm.mlir.constant(1 : index) : i64
    %c2 = llvm.mlir.constant(1.5 : f32) : f32
    %a = llvm.alloca %c x f32 : (i64) -> !llvm.ptr
    %z = llvm.mlir.zero : !llvm.ptr
    %p = llvm.mlir.poison : i32
    %s = llvm.add %arg1, %c : i64
    %s2 = llvm.add %arg1, %c overflow<nsw> : i64
    %f = llvm.fadd %c2, %c2 : f32
    %f2 = llvm.fadd %c2, %c2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %cmp = llvm.icmp "slt" %arg1, %c : i64
    %fc = llvm.fcmp "olt" %c2, %c2 : f32
    %sel = llvm.select %cmp, %arg1, %c : i1, i64
    %t = llvm.trunc %arg1 : i64 to i32
    %e = llvm.sext %t : i32 to i64
    %m = llvm.call @malloc(%arg1) : (i64) -> !llvm.ptr
    %ex = llvm.intr.exp(%c2) : (f32) -> f32
    %fm = llvm.intr.fma(%c2, %c2, %c2) : (f32, f32, f32) -> f32
    %ct = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i64) -> i64
    %sm = llvm.intr.smax(%arg1, %c) : (i64, i64) -> i64
    "llvm.intr.memcpy"(%m, %arg0, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.cond_br %cmp, ^bb1(%arg1 : i64), ^bb2
  ^bb1(%x: i64):
    llvm.br ^bb2
  ^bb2:
    llvm.switch %t : i32, ^bb1(%arg1 : i64) [
      1: ^bb1(%arg1 : i64),
      2: ^bb2
    ]
  ^bb3:
    llvm.unreachable
  }
  llvm.mlir.global internal constant @g(dense<1.0> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
  llvm.mlir.global external @g2() : i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @h() {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return
  }
  llvm.func internal @v(%arg0: !llvm.struct<"foo", (i32)>, %a1: !llvm.struct<packed (i8, i32)>, %a3: !llvm.ptr<1>) attributes {sym_visibility = "private"} {
    llvm.return
  }

llvm.func @more(%a: i64, %b: i64, %x: f32, %y: f32, %p: !llvm.ptr, %v: vector<4xf32>) {
  %0 = llvm.udiv %a, %b : i64
  %1 = llvm.sdiv exact %a, %b : i64
  %2 = llvm.lshr exact %a, %b : i64
  %3 = llvm.or disjoint %a, %b : i64
  %4 = llvm.srem %a, %b : i64
  %5 = llvm.shl %a, %b overflow<nsw, nuw> : i64
  %6 = llvm.zext nneg %a : i64 to i128
  %7 = llvm.uitofp nneg %a : i64 to f32
  %8 = llvm.trunc %a overflow<nuw> : i64 to i8
  %9 = llvm.fneg %x : f32
  %10 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %11 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %12 = llvm.intr.ctpop(%a) : (i64) -> i64
  %13 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i64) -> i64
  %14 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i64) -> i64
  %15 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i64) -> i64
  %16 = llvm.intr.round(%x) : (f32) -> f32
  %17 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %18 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %19 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %20 = llvm.load volatile %p : !llvm.ptr -> i64
  llvm.store volatile %x, %p {alignment = 8 : i64} : f32, !llvm.ptr
  %21 = llvm.alloca %a x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %22 = llvm.bitcast %a : i64 to f64
  %23 = llvm.ptrtoint %p : !llvm.ptr to i64
  %24 = llvm.inttoptr %a : i64 to !llvm.ptr
  %27 = llvm.mlir.undef : !llvm.struct<(i64, f32)>
  %26 = llvm.insertvalue %a, %27[0] : !llvm.struct<(i64, f32)>
  %25 = llvm.extractvalue %26[0] : !llvm.struct<(i64, f32)>
  %28 = llvm.fptosi %x : f32 to i32
  %29 = llvm.fpext %x : f32 to f64
  %30 = llvm.fptrunc %29 : f64 to f32
  %31 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %32 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %33 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %34 = llvm.mlir.constant(true) : i1
  %35 = llvm.mlir.constant(-3 : i64) : i64
  %36 = llvm.call @gg(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i64) -> i64
  llvm.call tail @hh() : () -> ()
  %37 = llvm.call %p(%a) : !llvm.ptr, (i64) -> i64
  %38 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %39 = llvm.getelementptr %p[%a, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  %40 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %41 = llvm.freeze %a : i64
  %42 = llvm.intr.umin(%a, %b) : (i64, i64) -> i64
  %43 = llvm.intr.fma(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @gg(i64) -> i64
llvm.func @hh()
llvm.func @k(i64, ...) attributes {sym_visibility = "private"}
llvm.func linkonce_odr @m() -> i32 attributes {passthrough = ["noinline"]} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global private constant @s("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global external @e() {addr_space = 0 : i32} : f32
llvm.mlir.global internal @z(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %arg0[0, 1, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %5 = llvm.load %3 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %5, %4 : f32, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %8 = llvm.alloca %6 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : i32
// CHECK-NEXT: %11 = llvm.add %arg1, %6 : i64
// CHECK-NEXT: %12 = llvm.add %arg1, %6 overflow<nsw> : i64
// CHECK-NEXT: %13 = llvm.fadd %7, %7 : f32
// CHECK-NEXT: %14 = llvm.fadd %7, %7 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %15 = llvm.icmp "slt" %arg1, %6 : i64
// CHECK-NEXT: %16 = llvm.fcmp "olt" %7, %7 : f32
// CHECK-NEXT: %17 = llvm.select %15, %arg1, %6 : i1, i64
// CHECK-NEXT: %18 = llvm.trunc %arg1 : i64 to i32
// CHECK-NEXT: %19 = llvm.sext %18 : i32 to i64
// CHECK-NEXT: %20 = llvm.call @malloc(%arg1) : (i64) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.intr.exp(%7) : (f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.fma(%7, %7, %7) : (f32, f32, f32) -> f32
// CHECK-NEXT: %23 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT: %24 = llvm.intr.smax(%arg1, %6) : (i64, i64) -> i64
// CHECK-NEXT: "llvm.intr.memcpy"(%20, %arg0, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.cond_br %15, ^bb1(%arg1 : i64), ^bb2
// CHECK: ^bb1(%25: i64):
// CHECK-NEXT: llvm.br ^bb2
// CHECK: ^bb2:
// CHECK-NEXT: llvm.switch %18 : i32, ^bb1(%arg1 : i64) [
// CHECK-NEXT: 1: ^bb1(%arg1 : i64),
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK: ^bb3:
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK: llvm.mlir.global internal constant @g(dense<1.000000e+00> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
// CHECK: llvm.mlir.global external @g2() {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @h() {
// CHECK-NEXT: %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func internal @v(%arg0: !llvm.struct<"foo", (i32)>, %arg1: !llvm.struct<packed (i8, i32)>, %arg2: !llvm.ptr<1>) attributes {sym_visibility = "private"} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @more(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32, %arg4: !llvm.ptr, %arg5: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.udiv %arg0, %arg1 : i64
// CHECK-NEXT: %1 = llvm.sdiv exact %arg0, %arg1 : i64
// CHECK-NEXT: %2 = llvm.lshr exact %arg0, %arg1 : i64
// CHECK-NEXT: %3 = llvm.or disjoint %arg0, %arg1 : i64
// CHECK-NEXT: %4 = llvm.srem %arg0, %arg1 : i64
// CHECK-NEXT: %5 = llvm.shl %arg0, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %6 = llvm.zext nneg %arg0 : i64 to i128
// CHECK-NEXT: %7 = llvm.uitofp nneg %arg0 : i64 to f32
// CHECK-NEXT: %8 = llvm.trunc %arg0 overflow<nuw> : i64 to i8
// CHECK-NEXT: %9 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %10 = llvm.fneg %arg2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %11 = llvm.intr.pow(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.ctpop(%arg0) : (i64) -> i64
// CHECK-NEXT: %13 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT: %14 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = true}> : (i64) -> i64
// CHECK-NEXT: %15 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i64) -> i64
// CHECK-NEXT: %16 = llvm.intr.round(%arg2) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.maximum(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.fabs(%arg5) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "llvm.intr.memcpy"(%arg4, %arg4, %arg0) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %19 = llvm.load %arg4 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %20 = llvm.load volatile %arg4 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store volatile %arg2, %arg4 {alignment = 8 : i64} : f32, !llvm.ptr
// CHECK-NEXT: %21 = llvm.alloca %arg0 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.bitcast %arg0 : i64 to f64
// CHECK-NEXT: %23 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.inttoptr %arg0 : i64 to !llvm.ptr
// CHECK-NEXT: %25 = llvm.mlir.undef : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg0, %25[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %27 = llvm.extractvalue %26[0] : !llvm.struct<(i64, f32)>
// CHECK-NEXT: %28 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %29 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %30 = llvm.fptrunc %29 : f64 to f32
// CHECK-NEXT: %31 = llvm.intr.copysign(%arg2, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %32 = llvm.intr.sqrt(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %33 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %34 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %35 = llvm.mlir.constant(-3 : i64) : i64
// CHECK-NEXT: %36 = llvm.call @gg(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i64) -> i64
// CHECK-NEXT: llvm.call tail @hh() : () -> ()
// CHECK-NEXT: %37 = llvm.call %arg4(%arg0) : !llvm.ptr, (i64) -> i64
// CHECK-NEXT: %38 = llvm.getelementptr inbounds|nuw %arg4[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %39 = llvm.getelementptr %arg4[%arg0, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
// CHECK-NEXT: %40 = llvm.icmp "eq" %arg4, %arg4 : !llvm.ptr
// CHECK-NEXT: %41 = llvm.freeze %arg0 : i64
// CHECK-NEXT: %42 = llvm.intr.umin(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: %43 = llvm.intr.fma(%arg5, %arg5, %arg5) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @gg(i64) -> i64
// CHECK-LABEL: llvm.func @hh()
// CHECK-LABEL: llvm.func @k(i64, ...) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func linkonce_odr @m() -> i32 attributes {passthrough = ["noinline"]} {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK: llvm.mlir.global private constant @s("hello\00") {addr_space = 0 : i32}
// CHECK: llvm.mlir.global external @e() {addr_space = 0 : i32} : f32
// CHECK: llvm.mlir.global internal @z(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
// CHECK-NEXT: }
