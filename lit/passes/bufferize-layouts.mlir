// RUN: xla-opt %s --hlo-legalize-to-linalg --bufferize -split-input-file | FileCheck %s
// RUN: xla-opt %s --hlo-legalize-to-linalg --bufferize -split-input-file | xla-opt --bufferize -split-input-file | FileCheck %s

// Entry layouts (docs/layouts.md): main's parameters and results with a non-default layout
// become strided memrefs, copied into and out of row-major buffers at the boundary by
// transposing copies (linalg.generic) between the row-major body and the buffer viewed in
// memory order; default layouts and other functions stay row-major.

// CHECK-LABEL: module @two_d
// CHECK: func.func @main(%[[X:.*]]: memref<2x3xf32, strided<[1, 2]>>, %[[Y:.*]]: memref<2x3xf32>) -> memref<2x3xf32, strided<[1, 2]>>
// CHECK:   %[[IN:.*]] = memref.alloc() {{.*}} : memref<2x3xf32>
// CHECK:   %[[XT:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [3, 2], strides: [2, 1] : memref<2x3xf32, strided<[1, 2]>> to memref<3x2xf32>
// CHECK:   linalg.generic {indexing_maps = [#[[T:map[0-9]*]], #[[ID:map[0-9]*]]], {{.*}} ins(%[[XT]] : memref<3x2xf32>) outs(%[[IN]] : memref<2x3xf32>)
// CHECK:   call @helper(%[[IN]])
// CHECK:   memref.dealloc %[[IN]]
// CHECK:   %[[STORE:.*]] = memref.alloc() {{.*}} : memref<3x2xf32>
// CHECK:   linalg.generic {indexing_maps = [#[[T]], #[[ID]]], {{.*}} ins(%{{.*}} : memref<2x3xf32>) outs(%[[STORE]] : memref<3x2xf32>)
// CHECK:   %[[OUT:.*]] = memref.reinterpret_cast %[[STORE]] to offset: [0], sizes: [2, 3], strides: [1, 2] : memref<3x2xf32> to memref<2x3xf32, strided<[1, 2]>>
// CHECK:   return %[[OUT]] : memref<2x3xf32, strided<[1, 2]>>
// CHECK: func.func private @helper(%{{.*}}: memref<2x3xf32>) -> memref<2x3xf32>
module @two_d attributes {
  mhlo.xla_entry_computation_parameter_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>],
  mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>]
} {
  func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = func.call @helper(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = hlo.add %0, %y : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @helper(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    return %x : tensor<2x3xf32>
  }
}

// -----

// A parameter returned as it is: one copy in, one copy out.
// CHECK-LABEL: module @identity
// CHECK: func.func @main(%[[X:.*]]: memref<2x3x4xf32, strided<[12, 1, 3]>>) -> memref<2x3x4xf32, strided<[12, 1, 3]>>
// CHECK:   %[[IN:.*]] = memref.alloc() {{.*}} : memref<2x3x4xf32>
// CHECK:   %[[XT:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [2, 4, 3], strides: [12, 3, 1]
// CHECK:   linalg.generic {{.*}} ins(%[[XT]] : memref<2x4x3xf32>) outs(%[[IN]] : memref<2x3x4xf32>)
// CHECK:   %[[STORE:.*]] = memref.alloc() {{.*}} : memref<2x4x3xf32>
// CHECK:   linalg.generic {{.*}} ins(%[[IN]] : memref<2x3x4xf32>) outs(%[[STORE]] : memref<2x4x3xf32>)
// CHECK:   memref.dealloc %[[IN]]
// CHECK:   %[[OUT:.*]] = memref.reinterpret_cast %[[STORE]] to offset: [0], sizes: [2, 3, 4], strides: [12, 1, 3]
// CHECK:   return %[[OUT]]
module @identity attributes {
  mhlo.xla_entry_computation_parameter_layouts = [dense<[1, 2, 0]> : tensor<3xindex>],
  mhlo.xla_entry_computation_result_layout = [dense<[1, 2, 0]> : tensor<3xindex>]
} {
  func.func @main(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    return %x : tensor<2x3x4xf32>
  }
}

// -----

// Only default layouts: nothing changes.
// CHECK-LABEL: module @defaults
// CHECK: func.func @main(%{{.*}}: memref<2x3xf32>) -> memref<2x3xf32>
module @defaults attributes {
  mhlo.xla_entry_computation_parameter_layouts = [dense<[1, 0]> : tensor<2xindex>]
} {
  func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = hlo.negate %x : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
