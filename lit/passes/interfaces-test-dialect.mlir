// The generic passes on test-dialect ops they know only through the core's interfaces.
// RUN: xla-opt %s -split-input-file --sccp | FileCheck %s --check-prefix=SCCP
// RUN: xla-opt %s -split-input-file --inline | FileCheck %s --check-prefix=INLINE
// RUN: xla-opt %s -split-input-file --cse | FileCheck %s --check-prefix=CSE
// RUN: xla-opt %s -split-input-file --dce | FileCheck %s --check-prefix=DCE
// RUN: xla-opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// Same output as upstream's test dialect (sccp aside: upstream's test.conversion_func_op
// is not IsolatedFromAbove, so its constants go to the module):
// RUN: xla-opt %s -split-input-file --inline > %t.inline.ours
// RUN: mlir-opt %s -split-input-file --inline > %t.inline.theirs
// RUN: diff %t.inline.ours %t.inline.theirs
// RUN: xla-opt %s -split-input-file --cse > %t.cse.ours
// RUN: mlir-opt %s -split-input-file --cse > %t.cse.theirs
// RUN: diff %t.cse.ours %t.cse.theirs
// RUN: xla-opt %s -split-input-file --canonicalize > %t.canon.ours
// RUN: mlir-opt %s -split-input-file --canonicalize > %t.canon.theirs
// RUN: diff %t.canon.ours %t.canon.theirs

// test.br is a BranchOpInterface branch: sccp feeds the block argument it forwards;
// canonicalize drops an argument nothing uses, with the operand test.br passes it.
// SCCP-LABEL: func.func @branch
// SCCP-NEXT: %[[C:.*]] = arith.constant 7 : i32
// SCCP: ^bb1(%{{.*}}: i32):
// SCCP-NEXT: return %[[C]] : i32
func.func @branch() -> i32 {
  %c = arith.constant 7 : i32
  "test.br"(%c)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return %x : i32
}

// CANON-LABEL: func.func @dead_argument
// CANON: "test.br"()[^bb1] : () -> ()
// CANON-NEXT: ^bb1:
// CANON-NEXT: return
func.func @dead_argument(%a: i32) {
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}

// -----

// test.conversion_call_op calls test.conversion_func_op (Call/CallableOpInterface):
// sccp propagates through the call and back, inline replaces it by the body.
// SCCP-LABEL: func.func @caller
// SCCP: %[[C:.*]] = arith.constant 3 : i32
// SCCP: return %[[C]] : i32
// INLINE-NOT: test.conversion_func_op
// INLINE-LABEL: func.func @caller
// INLINE-NOT: test.conversion_call_op
// INLINE: %[[C:.*]] = arith.constant 3 : i32
// INLINE-NEXT: return %[[C]] : i32
"test.conversion_func_op"() <{sym_name = "id", function_type = (i32) -> i32, sym_visibility = "private"}> ({
^bb0(%a: i32):
  "test.return"(%a) : (i32) -> ()
}) : () -> ()
func.func @caller() -> i32 {
  %c = arith.constant 3 : i32
  %r = "test.conversion_call_op"(%c) <{callee = @id}> : (i32) -> i32
  return %r : i32
}

// -----

// test.op_with_memread only reads (MemoryEffectOpInterface): two merge unless
// test.op_with_memwrite is between them; an unused one is dead.
// CSE-LABEL: func.func @effects
// CSE-NEXT: %[[A:.*]] = "test.op_with_memread"() : () -> i32
// CSE-NEXT: "test.op_with_memwrite"() : () -> ()
// CSE-NEXT: %[[B:.*]] = "test.op_with_memread"() : () -> i32
// CSE-NEXT: return %[[A]], %[[A]], %[[B]] : i32, i32, i32
// DCE-LABEL: func.func @effects
// DCE-COUNT-2: "test.op_with_memread"
// DCE-NEXT: "test.op_with_memwrite"
// DCE-NEXT: "test.op_with_memread"
// DCE-NEXT: return
func.func @effects() -> (i32, i32, i32) {
  %a = "test.op_with_memread"() : () -> i32
  %b = "test.op_with_memread"() : () -> i32
  %unused = "test.op_with_memread"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %c = "test.op_with_memread"() : () -> i32
  return %a, %b, %c : i32, i32, i32
}
