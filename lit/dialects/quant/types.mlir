// RUN: xla-opt %s | FileCheck %s
// RUN: xla-opt %s | xla-opt | FileCheck %s
// RUN: xla-opt --mlir-print-op-generic %s | xla-opt | FileCheck %s

// !quant.uniform types print as mlir-opt 22 prints them (scales as float attributes, zero
// points only when non-zero, storage bounds only when not the full range; `ui8` and `u8`
// both print `u8`); types.mlir-opt.mlir compares the bytes with mlir-opt itself.

// CHECK-LABEL: func.func private @per_tensor
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 2.000000e+00:15>>
// CHECK-SAME: tensor<2x!quant.uniform<u8:f32, 3.400000e+01:16>>
// CHECK-SAME: tensor<!quant.uniform<u8:f32, 1.000000e+00>>
// CHECK-SAME: tensor<!quant.uniform<i4:f16, 5.000000e-01>>
// CHECK-SAME: tensor<!quant.uniform<i32<-8:7>:f64, 1.000000e+10:3>>
// CHECK-SAME: tensor<!quant.uniform<i8:bf16, 1.000000e-30>>
// CHECK-SAME: tensor<!quant.uniform<i2:f32, 1.500000e+00:-1>>
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 0.072314441204071045>>
func.func private @per_tensor(tensor<!quant.uniform<i8:f32, 2.0:15>>,
  tensor<2x!quant.uniform<ui8:f32, 34.0:16>>, tensor<!quant.uniform<u8:f32, 1.0:0>>,
  tensor<!quant.uniform<i4:f16, 0.5>>, tensor<!quant.uniform<i32<-8:7>:f64, 1.0e10:3>>,
  tensor<!quant.uniform<i8:bf16, 1.0e-30>>, tensor<!quant.uniform<si2:f32, 1.5:-1>>,
  tensor<!quant.uniform<i8:f32, 0.072314441204071045>>)

// CHECK-LABEL: func.func private @default_bounds_are_not_printed
// CHECK-SAME: tensor<!quant.uniform<u8:f32, 1.500000e+00:100>>
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 1.500000e+00:1>>
func.func private @default_bounds_are_not_printed(tensor<!quant.uniform<ui8<0:255>:f32, 1.5:100>>,
  tensor<!quant.uniform<i8<-128:127>:f32, 1.5:1>>)

// CHECK-LABEL: func.func private @per_axis
// CHECK-SAME: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,5.000000e-01:-20}>>
// CHECK-SAME: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.072314441204071045,0.050758145749568939}>>
// CHECK-SAME: tensor<3x2x!quant.uniform<u8:f32:1, {5.000000e-01:1,2.500000e-01}>>
func.func private @per_axis(tensor<2x!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>>,
  tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.072314441204071045,0.050758145749568939}>>,
  tensor<3x2x!quant.uniform<u8:f32:1, {0.5:1, 0.25}>>)

// CHECK-LABEL: func.func private @aliases_and_attrs
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 2.000000e+00:15>>
// CHECK-SAME: x.t = !quant.uniform<i16:f32, 3.000000e+00>
!q = !quant.uniform<i8:f32, 2.0:15>
func.func private @aliases_and_attrs(tensor<!q>) attributes {x.t = !quant.uniform<i16:f32, 3.0>}
