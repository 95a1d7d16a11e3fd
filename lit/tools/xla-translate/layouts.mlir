// REQUIRES: xla-translate
// Entry layouts (docs/layouts.md): entry_computation_layout, or else the layouts of the
// parameter and root instructions, become the module attributes XLA's HLO -> MHLO importer
// writes when some entry layout is not the default; a tuple root's layouts are listed in
// one array. Interior layouts are dropped; default layouts print nothing.

// RUN: xla-translate --import-hlo %S/../../Inputs/layouts-2d.hlo | FileCheck %s --check-prefix=TWO
// TWO:      module @layouts_2d attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>]} {
// TWO-NEXT:   func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<2x3xf32> {

// RUN: xla-translate --import-hlo %S/../../Inputs/layouts-3d.hlo | FileCheck %s --check-prefix=THREE
// THREE:      module @layouts_3d attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], mhlo.xla_entry_computation_result_layout = {{\[\[}}dense<[1, 2, 0]> : tensor<3xindex>, dense<[0, 1, 2]> : tensor<3xindex>]]} {
// THREE-NEXT:   func.func @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x3x2xf32>) {

// The attributes round-trip through xla-opt and mlir-opt's generic form.
// RUN: xla-translate --import-hlo %S/../../Inputs/layouts-3d.hlo --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | xla-opt | FileCheck %s --check-prefix=THREE

// Row-major layouts everywhere: no attributes (the header's `{1,0}` and an interior `{0,1}`
// of a transpose in the corpus are not entry layouts of their own).
// RUN: xla-translate --import-hlo %S/../../Inputs/layouts-2d-row-major.hlo | FileCheck %s --check-prefix=DEFAULT
// RUN: xla-translate --import-hlo %S/Inputs/axpy.hlo | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: mhlo.xla_entry
// DEFAULT: func.func @main

// XLA's compiled HLO (JAX's layout API made y and the second result column-major): its
// stack-frame index is skipped, its fusions' interior layouts are dropped.
// RUN: split-file %s %t
// RUN: xla-translate --import-hlo %t/compiled.hlo | FileCheck %s --check-prefix=COMPILED
// COMPILED: module @jit_f attributes {mhlo.xla_entry_computation_parameter_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], mhlo.xla_entry_computation_result_layout = {{\[\[}}dense<[1, 0]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>]]} {
// COMPILED: func.func private @wrapped_copy_computation(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32>
// COMPILED: func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3x3xf32>)

// Invalid layouts are located errors.
// RUN: not xla-translate --import-hlo %t/not-permutation.hlo 2>&1 | FileCheck %s --check-prefix=PERM
// PERM: not-permutation.hlo:3:15: error: layout {0,0} is not a permutation of the dimensions 0..2
// RUN: not xla-translate --import-hlo %t/wrong-rank.hlo 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: wrong-rank.hlo:3:15: error: layout {0,1,2} has 3 dimensions, but the shape has rank 2
// RUN: not xla-translate --import-hlo %t/header-rank.hlo 2>&1 | FileCheck %s --check-prefix=HEADER
// HEADER: header-rank.hlo:1:67: error: layout {2,0} is not a permutation of the dimensions 0..2
// RUN: not xla-translate --import-hlo %t/header-count.hlo 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: header-count.hlo:1:41: error: entry_computation_layout has 2 parameters, but the entry computation 'main' has 1
// RUN: not xla-translate --import-hlo %t/not-numbers.hlo 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: not-numbers.hlo:3:15: error: expected a layout of dimension numbers, found '{a,b}'
// RUN: not xla-translate --import-hlo %t/interior.hlo 2>&1 | FileCheck %s --check-prefix=INTERIOR
// INTERIOR: interior.hlo:4:15: error: layout {1} has 1 dimensions, but the shape has rank 2

//--- not-permutation.hlo
HloModule bad
ENTRY main {
  x = f32[2,3]{0,0} parameter(0)
  ROOT n = f32[2,3] negate(x)
}
//--- wrong-rank.hlo
HloModule bad
ENTRY main {
  x = f32[2,3]{0,1,2} parameter(0)
  ROOT n = f32[2,3] negate(x)
}
//--- header-rank.hlo
HloModule bad, entry_computation_layout={(f32[2,3]{1,0})->f32[2,3]{2,0}}
ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT n = f32[2,3] negate(x)
}
//--- header-count.hlo
HloModule bad, entry_computation_layout={(f32[2,3]{1,0}, f32[3]{0})->f32[2,3]{1,0}}
ENTRY main {
  x = f32[2,3] parameter(0)
  ROOT n = f32[2,3] negate(x)
}
//--- not-numbers.hlo
HloModule bad
ENTRY main {
  x = f32[2,3]{a,b} parameter(0)
  ROOT n = f32[2,3] negate(x)
}
//--- interior.hlo
HloModule bad
ENTRY main {
  x = f32[2,3] parameter(0)
  n = f32[2,3]{1} negate(x)
  ROOT c = f32[2,3] copy(n)
}
//--- compiled.hlo
HloModule jit_f, is_scheduled=true, entry_computation_layout={(f32[2,3]{1,0}, f32[2,3]{0,1})->(f32[2,3]{1,0}, f32[3,3]{0,1})}

FileNames
1 "f.py"

FunctionNames
1 "f"

FileLocations
1 {file_name_id=1 function_name_id=1 line=4 end_line=4 column=12 end_column=26}

StackFrames
1 {file_location_id=1 parent_frame_id=1}


%wrapped_copy_computation (param_0.2: f32[2,3]) -> f32[2,3] {
  %param_0.2 = f32[2,3]{0,1} parameter(0)
  ROOT %copy.5 = f32[2,3]{1,0} copy(%param_0.2), metadata={op_name="y" stack_frame_id=1}
}

ENTRY %main.1 (x.1: f32[2,3], y.1: f32[2,3]) -> (f32[2,3], f32[3,3]) {
  %x.1 = f32[2,3]{1,0} parameter(0)
  %y.1 = f32[2,3]{0,1} parameter(1)
  %wrapped_copy = f32[2,3]{1,0} fusion(%y.1), kind=kLoop, calls=%wrapped_copy_computation
  %add = f32[2,3]{1,0} add(%x.1, %wrapped_copy)
  %dot_general.2 = f32[3,3]{0,1} dot(%x.1, %wrapped_copy), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT %tuple.1 = (f32[2,3]{1,0}, f32[3,3]{0,1}) tuple(%add, %dot_general.2)
}
