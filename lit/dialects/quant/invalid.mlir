// RUN: xla-opt %s -split-input-file -verify-diagnostics

// Invalid !quant.uniform types, with upstream's messages and locations.

// expected-error @+1 {{illegal storage type size: 64}}
func.func private @f(tensor<!quant.uniform<i64:f32, 2.0:15>>)

// -----

// expected-error @+1 {{illegal storage type size: 0}}
func.func private @f(tensor<!quant.uniform<i0:f32, 1.0>>)

// -----

// expected-error @+1 {{expected storage type width}}
func.func private @f(tensor<!quant.uniform<ux:f32, 2.0:15>>)

// -----

// expected-error @+1 {{invalid kind of type specified}}
func.func private @f(tensor<!quant.uniform<i8:i32, 2.0:15>>)

// -----

// expected-error @+1 {{scale -2.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(tensor<!quant.uniform<i8:f32, -2.0:15>>)

// -----

// expected-error @+1 {{scale 0.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(tensor<!quant.uniform<i8:f32, 0.0:15>>)

// -----

// expected-error @+1 {{scale 1.000000e+10 out of expressed type range [5.960464e-08, 6.550400e+04]}}
func.func private @f(tensor<!quant.uniform<i8:f16, 1.0e10:3>>)

// -----

// expected-error @+1 {{scale INF out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(tensor<2x!quant.uniform<i8:f32, 0x7FF0000000000000:-1>>)

// -----

// expected-error @+1 {{illegal storage type minimum: -200}}
func.func private @f(tensor<!quant.uniform<i8<-200:127>:f32, 1.0:15>>)

// -----

// expected-error @+1 {{illegal storage type maximum: 300}}
func.func private @f(tensor<!quant.uniform<i8<-2:300>:f32, 1.0:15>>)

// -----

// expected-error @+1 {{illegal storage min and storage max: (5:2)}}
func.func private @f(tensor<!quant.uniform<i8<5:2>:f32, 1.0:15>>)

// -----

// expected-error @+1 {{unknown quantized type foo}}
func.func private @f(tensor<!quant.foo<i8:f16, 1.0e10:3>>)

// -----

// expected-error @+1 {{illegal quantized dimension: -1}}
func.func private @f(tensor<2x!quant.uniform<i8:f32:-1, {1.0:3}>>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @f(tensor<2x!quant.uniform<i8:f32 1.0>>)

// -----

// expected-error @+1 {{expected floating point literal}}
func.func private @f(tensor<2x!quant.uniform<i8:f32:0, {}>>)
