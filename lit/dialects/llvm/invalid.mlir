// RUN: xla-opt %s -split-input-file -verify-diagnostics

// One chunk per llvm verifier rule, with mlir-opt 22's exact messages.

// expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
llvm.func @f(%a: f32) { %0 = llvm.add %a, %a : f32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
llvm.func @f(%a: i32) { %0 = llvm.fadd %a, %a : i32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
llvm.func @f(%a: i32) { %0 = llvm.load %a : i32 -> i32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
llvm.func @f(%a: !llvm.ptr) { %0 = llvm.load %a : !llvm.ptr -> !llvm.void
 llvm.return }

// -----

// expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
llvm.func @f(%a: i32) { %0 = llvm.sext %a : i32 to i16
 llvm.return }

// -----

llvm.func @f(%a: !llvm.struct<(i32)>) { %0 = llvm.extractvalue %a[1] : !llvm.struct<(i32)>
// expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 1}}
 llvm.return }

// -----

llvm.func @f(%a: i32) { %0 = llvm.extractvalue %a[0] : i32
// expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
 llvm.return }

// -----

// expected-error @+1 {{'llvm.getelementptr' op type 'f32' cannot be indexed (index #1)}}
llvm.func @f(%a: !llvm.ptr) { %0 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, f32
 llvm.return }

// -----

// expected-note @+2 {{when returning from function}}
// expected-error @+1 {{'llvm.return' op expected 1 operand}}
llvm.func @f() -> i32 { llvm.return }

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() { %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error @+1 {{'llvm.return' op expected no operands}}
 llvm.return %0 : i32 }

// -----

// expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
llvm.func @f() { %0 = llvm.mlir.addressof @nope : !llvm.ptr
 llvm.return }

// -----

llvm.func @g(i32)
// expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
llvm.func @f() { llvm.call @g() : () -> ()
 llvm.return }

// -----

// expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
llvm.func @f() { llvm.call @nope() : () -> ()
 llvm.return }

// -----

// expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
llvm.func @f(%a : i1) { llvm.cond_br %a, ^bb1(%a : i1), ^bb1
^bb1(%x: i1):
 llvm.return }

// -----

llvm.func @f(%a: i32) { %0 = llvm.alloca %a x f32 : (i32) -> !llvm.ptr
// expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
 %1 = llvm.select %a, %a, %a : i32, i32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.inttoptr' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
llvm.func @f(%a: i64) { %0 = llvm.inttoptr %a : i64 to i64
 llvm.return }

// -----

// expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
llvm.func @f(%a: i64) { llvm.switch %a : i64, ^bb1 [ 1: ^bb1(%a : i64) ]
^bb1:
 llvm.return }

// -----

// expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
llvm.func @f() { %0 = llvm.mlir.constant(1 : i32) : f32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
llvm.func @f() { %0 = llvm.mlir.constant(1.0 : f64) : f32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
llvm.func @f() { %0 = llvm.mlir.constant("foo") : i32
 llvm.return }

// -----

// expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 4}}
llvm.func @f() { %0 = llvm.mlir.constant(dense<1.0> : tensor<4xf32>) : vector<3xf32>
 llvm.return }

// -----

// expected-error @+1 {{'llvm.mlir.constant' op expected array attribute for struct type}}
llvm.func @f() { %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32)>
 llvm.return }
