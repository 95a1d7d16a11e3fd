// REQUIRES: mlir-opt
// --show-dialects is laid out as mlir-opt's: the same prefix and separators.
// RUN: xla-opt --show-dialects | sed 's/: .*//' > %t.ours
// RUN: mlir-opt --show-dialects | sed 's/: .*//' > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: xla-opt --show-dialects | FileCheck %s
// RUN: mlir-opt --show-dialects | FileCheck %s
// CHECK: {{^Available Dialects: ([a-z0-9_]+,)+[a-z0-9_]+$}}
