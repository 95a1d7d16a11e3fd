// --version and --show-dialects print and exit, as mlir-opt's; they take no value.
// RUN: xla-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: xla-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: not xla-opt --version=1 2>&1 | FileCheck %s --check-prefix=BAD-VERSION
// RUN: not xla-opt --show-dialects=1 2>&1 | FileCheck %s --check-prefix=BAD-DIALECTS

// VERSION: xla-opt version {{[0-9]+\.[0-9]+\.[0-9]+}}
// VERSION-NEXT: {{^  (Debug|Optimized) build\.$}}

// One line, sorted, comma-separated, builtin included (mlir-opt's layout).
// DIALECTS: {{^Available Dialects: arith,bufferization,builtin,cf,check,chlo,complex,func,hlo,interpreter,linalg,llvm,math,memref,quant,scf,sdy,tensor,test,vector$}}

// BAD-VERSION: error: unexpected value '1' for '--version'
// BAD-DIALECTS: error: unexpected value '1' for '--show-dialects'
