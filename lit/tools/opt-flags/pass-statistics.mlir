// --mlir-pass-statistics: mlir-opt's report after the run, laid out as the pipeline or as
// one list merged by pass name.
// RUN: xla-opt %s --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s
// RUN: xla-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=list --cse --canonicalize --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: xla-opt %s --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | count 0
// RUN: not xla-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^                         \.\.\. Pass statistics report \.\.\.$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}'func.func' Pipeline{{$}}
// CHECK-NEXT: {{^  CSE$}}
// CHECK-NEXT: {{^    \(S\) 2 num-cse'd - Number of operations CSE'd$}}
// CHECK-NEXT: {{^    \(S\) 1 num-dce'd - Number of operations DCE'd$}}
// CHECK-NEXT: {{^  Canonicalizer$}}
// CHECK-NEXT: {{^SymbolDCE$}}
// CHECK-EMPTY:

// The two cse instances are summed (the second finds nothing left); names sort bytewise.
// LIST:      Pass statistics report
// LIST-NEXT: ===
// LIST-NEXT: {{^CSE$}}
// LIST-NEXT: {{^  \(S\) 2 num-cse'd - Number of operations CSE'd$}}
// LIST-NEXT: {{^  \(S\) 1 num-dce'd - Number of operations DCE'd$}}
// LIST-NEXT: {{^Canonicalizer$}}
// LIST-EMPTY:

// BAD: error: invalid value 'tree' for '--mlir-pass-statistics-display <MODE>'

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  %unused = arith.muli %a, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %3, %2 : i32
  return %4 : i32
}
