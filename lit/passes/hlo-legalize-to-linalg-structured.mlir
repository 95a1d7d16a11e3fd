// RUN: xla-opt %s --hlo-legalize-to-linalg | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg | mlir-opt > /dev/null
// RUN: xla-opt %s --hlo-legalize-to-linalg | xla-opt | FileCheck %s

// The structured part of --hlo-legalize-to-linalg: dot/dot_general (named ops when the
// dimension numbers allow, else a generic), reduce (linalg.reduce with the reducer as scalar
// code), slicing ops (tensor ops), reduce_window and convolution (windowed generics),
// gather and scatter (generics with index computations).

func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

func.func @batch_dot(%a: tensor<5x2x3xi32>, %b: tensor<5x3x4xi32>) -> tensor<5x2x4xi32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xi32>, tensor<5x3x4xi32>) -> tensor<5x2x4xi32>
  return %0 : tensor<5x2x4xi32>
}

func.func @dot_general_transposed(%a: tensor<3x2xbf16>, %b: tensor<4x3xbf16>) -> tensor<2x4xbf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [1] : (tensor<3x2xbf16>, tensor<4x3xbf16>) -> tensor<2x4xbf16>
  return %0 : tensor<2x4xbf16>
}

func.func @reduce(%x: tensor<8x32xf32>) -> tensor<8xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @reduce_region(%x: tensor<4x6xi32>, %init: tensor<i32>) -> tensor<6xi32> {
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4x6xi32>, tensor<i32>) -> tensor<6xi32>
   reducer(%acc: tensor<i32>, %e: tensor<i32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %m = stablehlo.multiply %e, %c : tensor<i32>
    %s = stablehlo.add %acc, %m : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  return %0 : tensor<6xi32>
}

func.func @slicing(%x: tensor<8x6xf32>, %i: tensor<i32>, %u: tensor<2x6xf32>, %p: tensor<f32>) -> (tensor<3x2xf32>, tensor<2x6xf32>, tensor<8x6xf32>, tensor<11x7xf32>, tensor<16x6xf32>) {
  %0 = stablehlo.slice %x [1:7:2, 0:6:3] : (tensor<8x6xf32>) -> tensor<3x2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.dynamic_slice %x, %i, %c0, sizes = [2, 6] : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x6xf32>
  %2 = stablehlo.dynamic_update_slice %x, %u, %i, %c0 : (tensor<8x6xf32>, tensor<2x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
  %3 = stablehlo.pad %x, %p, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<8x6xf32>, tensor<f32>) -> tensor<11x7xf32>
  %4 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<16x6xf32>
  return %0, %1, %2, %3, %4 : tensor<3x2xf32>, tensor<2x6xf32>, tensor<8x6xf32>, tensor<11x7xf32>, tensor<16x6xf32>
}

func.func @pad_interior_negative(%x: tensor<4xf32>, %p: tensor<f32>) -> tensor<8xf32> {
  %0 = stablehlo.pad %x, %p, low = [-1], high = [3], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<9xf32>
  %1 = stablehlo.slice %0 [0:8] : (tensor<9xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @max_pool(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

func.func @conv(%x: tensor<1x5x5x2xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

func.func @gather(%x: tensor<5x3xf32>, %i: tensor<2x1xi32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @scatter(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<5xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @sort(%k: tensor<4xf32>, %v: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

func.func @select_and_scatter(%x: tensor<4xf32>, %src: tensor<2xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// CHECK-DAG: #[[MM_A:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[MM_B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MM_C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[POOL_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>
// CHECK-DAG: #[[CONV_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d4)>
// CHECK-DAG: #[[CONV_K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d4, d3)>

// CHECK-LABEL: func.func @dot(
// CHECK-SAME: %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3x4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x4xf32>
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: %[[R:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<2x3xf32>, tensor<3x4xf32>) outs(%[[F]] : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: return %[[R]]

// CHECK-LABEL: func.func @batch_dot(
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<5x2x3xi32>, tensor<5x3x4xi32>) outs(%{{.*}} : tensor<5x2x4xi32>) -> tensor<5x2x4xi32>

// bf16 accumulates in f32, then converts.
// CHECK-LABEL: func.func @dot_general_transposed(
// CHECK: %[[ACC:.*]] = linalg.generic {indexing_maps = [#[[MM_A]], #[[MM_B]], #[[MM_C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<3x2xbf16>, tensor<4x3xbf16>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: %[[P:.*]] = arith.mulf
// CHECK: arith.addf %{{.*}}, %[[P]] : f32
// CHECK: linalg.generic {{.*}} ins(%[[ACC]] : tensor<2x4xf32>) outs(%{{.*}} : tensor<2x4xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16

// CHECK-LABEL: func.func @reduce(
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[FILLED:.*]] = linalg.fill ins(%[[INIT]] : f32)
// CHECK: linalg.reduce { arith.maximumf } ins(%{{.*}} : tensor<8x32xf32>) outs(%[[FILLED]] : tensor<8xf32>) dimensions = [1]

// The reducer's hlo ops on 0-d tensors become scalar arith code.
// CHECK-LABEL: func.func @reduce_region(
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x6xi32>) outs(%{{.*}} : tensor<6xi32>) dimensions = [0]
// CHECK-NEXT: (%[[IN:.*]]: i32, %[[ACC2:.*]]: i32) {
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[IN]], %[[TWO]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[ACC2]], %[[M]] : i32
// CHECK-NEXT: linalg.yield %[[S]] : i32

// CHECK-LABEL: func.func @slicing(
// CHECK-SAME: %[[X:[^:]*]]: tensor<8x6xf32>, %[[I:[^:]*]]: tensor<i32>, %[[U:[^:]*]]: tensor<2x6xf32>, %[[PV:[^:]*]]: tensor<f32>)
// CHECK: %[[SL:.*]] = tensor.extract_slice %[[X]][1, 0] [3, 2] [2, 3] : tensor<8x6xf32> to tensor<3x2xf32>
// CHECK: %[[IV:.*]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK: %[[IX:.*]] = arith.index_cast %[[IV]] : i32 to index
// CHECK: %[[LO:.*]] = arith.maxsi %[[IX]], %{{.*}} : index
// CHECK: %[[ST:.*]] = arith.minsi %[[LO]], %{{.*}} : index
// CHECK: %[[DS:.*]] = tensor.extract_slice %[[X]][%[[ST]], %{{.*}}] [2, 6] [1, 1] : tensor<8x6xf32> to tensor<2x6xf32>
// CHECK: %[[DUS:.*]] = tensor.insert_slice %[[U]] into %[[X]][%{{.*}}, %{{.*}}] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<8x6xf32>
// CHECK: %[[PAD_V:.*]] = tensor.extract %[[PV]][] : tensor<f32>
// CHECK: %[[PAD:.*]] = tensor.pad %[[X]] low[1, 0] high[2, 1] {
// CHECK: tensor.yield %[[PAD_V]] : f32
// CHECK: } : tensor<8x6xf32> to tensor<11x7xf32>
// CHECK: %[[CE:.*]] = tensor.empty() : tensor<16x6xf32>
// CHECK: %[[C1:.*]] = tensor.insert_slice %[[X]] into %[[CE]][0, 0] [8, 6] [1, 1]
// CHECK: %[[C2:.*]] = tensor.insert_slice %[[X]] into %[[C1]][8, 0] [8, 6] [1, 1]
// CHECK: return %[[SL]], %[[DS]], %[[DUS]], %[[PAD]], %[[C2]]

// Interior padding: a filled tensor and a strided insert; negative padding: a slice.
// CHECK-LABEL: func.func @pad_interior_negative(
// CHECK: %[[PF:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<10xf32>)
// CHECK: %[[PI:.*]] = tensor.insert_slice %{{.*}} into %[[PF]][0] [4] [2] : tensor<4xf32> into tensor<10xf32>
// CHECK: tensor.extract_slice %[[PI]][1] [9] [1] : tensor<10xf32> to tensor<9xf32>

// CHECK-LABEL: func.func @max_pool(
// CHECK: linalg.fill
// CHECK: %[[WIN:.*]] = tensor.empty() : tensor<1x2x2x1xf32>
// CHECK: linalg.generic {indexing_maps = [#[[POOL_IN]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %[[WIN]] : tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>)
// CHECK: arith.maximumf

// CHECK-LABEL: func.func @conv(
// CHECK: %[[CP:.*]] = tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: linalg.generic {indexing_maps = [#[[CONV_IN]], #[[CONV_K]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[CP]], %{{.*}} : tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32>)

// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[GX:[^:]*]]: tensor<5x3xf32>, %[[GI:[^:]*]]: tensor<2x1xi32>)
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3xf32>) {
// CHECK: %[[B0:.*]] = linalg.index 0 : index
// CHECK: %[[O1:.*]] = linalg.index 1 : index
// CHECK: %[[SI:.*]] = tensor.extract %[[GI]][%[[B0]], %{{.*}}] : tensor<2x1xi32>
// CHECK: %[[SX:.*]] = arith.index_cast %[[SI]] : i32 to index
// CHECK: %[[SC:.*]] = arith.minsi
// CHECK: %[[OFF:.*]] = arith.addi %{{.*}}, %[[O1]] : index
// CHECK: %[[EL:.*]] = tensor.extract %[[GX]][%[[SC]], %[[OFF]]] : tensor<5x3xf32>
// CHECK: linalg.yield %[[EL]] : f32

// CHECK-LABEL: func.func @scatter(
// CHECK-SAME: %[[SX0:[^:]*]]: tensor<5xf32>, %[[SI0:[^:]*]]: tensor<2x1xi32>, %[[SU:[^:]*]]: tensor<2xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[SU]] : tensor<2xf32>) outs(%[[SX0]] : tensor<5xf32>) {
// CHECK: ^bb0(%[[UPD:.*]]: f32, %[[OLD:.*]]: f32):
// CHECK: %[[FITS:.*]] = arith.cmpi ule, %[[START:.*]], %{{.*}} : index
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %[[START]], %{{.*}} : index
// CHECK: %[[HIT:.*]] = arith.andi %{{.*}}, %[[SAME]] : i1
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %[[UPD]] : f32
// CHECK: %[[SEL:.*]] = arith.select %[[HIT]], %[[NEW]], %[[OLD]] : f32
// CHECK: linalg.yield %[[SEL]] : f32

// Sort: a stable merge sort of a permutation (the iota along the sort dimension) in scf.for
// loops over the passes, the pairs of runs and the output positions, the comparator inlined
// on tensor.extracts of the operands at the two candidates; then a gather by the permutation.
// CHECK-LABEL: func.func @sort(
// CHECK-SAME: %[[K:[^:]*]]: tensor<4xf32>, %[[V:[^:]*]]: tensor<4xi32>)
// CHECK: %[[IOTA:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4xindex>)
// CHECK: linalg.index 0 : index
// CHECK: %[[PERM:.*]]:2 = scf.for %{{.*}} iter_args(%[[SRC:.*]] = %[[IOTA]], %{{.*}} = %{{.*}}) -> (tensor<4xindex>, tensor<4xindex>)
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[PA:.*]] = tensor.extract %[[SRC]][%{{.*}}] : tensor<4xindex>
// CHECK: %[[PB:.*]] = tensor.extract %[[SRC]][%{{.*}}] : tensor<4xindex>
// CHECK: %[[KB:.*]] = tensor.extract %[[K]][%[[PB]]] : tensor<4xf32>
// CHECK: %[[KA:.*]] = tensor.extract %[[K]][%[[PA]]] : tensor<4xf32>
// CHECK: arith.cmpf olt, %[[KB]], %[[KA]] : f32
// CHECK: tensor.insert %{{.*}} : tensor<4xindex>
// CHECK: %[[OUT:.*]]:2 = linalg.generic {{.*}} ins(%[[PERM]]#0 : tensor<4xindex>) outs(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xi32>)
// CHECK: tensor.extract %[[K]]
// CHECK: tensor.extract %[[V]]
// CHECK: } -> (tensor<4xf32>, tensor<4xi32>)
// CHECK: return %[[OUT]]#0, %[[OUT]]#1

// CHECK-LABEL: func.func @select_and_scatter(
// CHECK-SAME: %[[SX:[^:]*]]: tensor<4xf32>, %[[SS:[^:]*]]: tensor<2xf32>)
// CHECK: %[[SEL:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<2xf32>) outs(%{{.*}}, %{{.*}} : tensor<2xf32>, tensor<2xi64>)
// CHECK: tensor.extract %[[SX]][%{{.*}}] : tensor<4xf32>
// CHECK: arith.cmpf oge
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[SS]], %[[SEL]]#1 : tensor<2xf32>, tensor<2xi64>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: arith.addf
// CHECK: arith.select

// Forward substitution: an scf.for over the rows carrying the solution.
// CHECK-LABEL: func.func @triangular_solve(
// CHECK-SAME: %[[TA:[^:]*]]: tensor<3x3xf32>, %[[TB:[^:]*]]: tensor<3x2xf32>)
// CHECK: %[[Y0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<3x2xf32>)
// CHECK: %[[SOL:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[Y:.*]] = %[[Y0]]) -> (tensor<3x2xf32>) {
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[Y]] : tensor<3x2xf32>)
// CHECK: tensor.extract %[[TA]][%[[K]], %{{.*}}] : tensor<3x3xf32>
// CHECK: %[[ROW:.*]] = linalg.generic {{.*}} ins(%[[Y]], %[[TB]], %[[SUM]] : tensor<3x2xf32>, tensor<3x2xf32>, tensor<2xf32>)
// CHECK: arith.subf
// CHECK: arith.divf
// CHECK: scf.yield %[[ROW]] : tensor<3x2xf32>
// CHECK: return %[[SOL]]
