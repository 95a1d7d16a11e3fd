// RUN: xla-opt %s --convert-complex-to-standard | FileCheck %s
// RUN: xla-opt %s --convert-complex-to-standard | mlir-opt > /dev/null
// RUN: xla-opt %s --convert-complex-to-standard | FileCheck %s --check-prefix=LEFT

// Complex ops become arith/math on the parts; only complex.create / re / im remain, and
// parts of a complex.create are read directly (upstream leaves re(create) to canonicalize).
// LEFT-NOT: complex.{{(add|sub|mul|div|abs|eq|neq|neg|angle|exp|log|sqrt|sin|cos|tan|tanh|pow|sign|conj)}}

// CHECK-LABEL: func.func @add(
// CHECK-SAME: %[[A:[^ ,:)]+]]: complex<f32>, %[[B:[^ ,:)]+]]: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %[[AR:[^ ]+]] = complex.re %[[A]] : complex<f32>
// CHECK-NEXT: %[[AI:[^ ]+]] = complex.im %[[A]] : complex<f32>
// CHECK-NEXT: %[[BR:[^ ]+]] = complex.re %[[B]] : complex<f32>
// CHECK-NEXT: %[[BI:[^ ]+]] = complex.im %[[B]] : complex<f32>
// CHECK-NEXT: %[[R:[^ ]+]] = arith.addf %[[AR]], %[[BR]] : f32
// CHECK-NEXT: %[[I:[^ ]+]] = arith.addf %[[AI]], %[[BI]] : f32
// CHECK-NEXT: %[[C:[^ ]+]] = complex.create %[[R]], %[[I]] : complex<f32>
// CHECK-NEXT: return %[[C]] : complex<f32>
func.func @add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}

// (a+bi)(c+di) = (ac - bd) + (bc + ad)i
// CHECK-LABEL: func.func @mul(
// CHECK: %[[AR:[^ ]+]] = complex.re %arg0
// CHECK-NEXT: %[[AI:[^ ]+]] = complex.im %arg0
// CHECK-NEXT: %[[BR:[^ ]+]] = complex.re %arg1
// CHECK-NEXT: %[[BI:[^ ]+]] = complex.im %arg1
// CHECK-NEXT: %[[AC:[^ ]+]] = arith.mulf %[[AR]], %[[BR]] : f32
// CHECK-NEXT: %[[BD:[^ ]+]] = arith.mulf %[[AI]], %[[BI]] : f32
// CHECK-NEXT: %[[RE:[^ ]+]] = arith.subf %[[AC]], %[[BD]] : f32
// CHECK-NEXT: %[[BC:[^ ]+]] = arith.mulf %[[AI]], %[[BR]] : f32
// CHECK-NEXT: %[[AD:[^ ]+]] = arith.mulf %[[AR]], %[[BI]] : f32
// CHECK-NEXT: %[[IM:[^ ]+]] = arith.addf %[[BC]], %[[AD]] : f32
// CHECK-NEXT: complex.create %[[RE]], %[[IM]] : complex<f32>
func.func @mul(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %a, %b : complex<f32>
  return %r : complex<f32>
}

// |z| = max * sqrt(1 + (min/max)^2), NaN-safe.
// CHECK-LABEL: func.func @abs(
// CHECK: %[[RE:[^ ]+]] = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %[[IM:[^ ]+]] = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %[[ONE:[^ ]+]] = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %[[X:[^ ]+]] = math.absf %[[RE]] : f64
// CHECK-NEXT: %[[Y:[^ ]+]] = math.absf %[[IM]] : f64
// CHECK-NEXT: %[[MAX:[^ ]+]] = arith.maximumf %[[X]], %[[Y]] : f64
// CHECK-NEXT: %[[MIN:[^ ]+]] = arith.minimumf %[[X]], %[[Y]] : f64
// CHECK-NEXT: %[[Q:[^ ]+]] = arith.divf %[[MIN]], %[[MAX]] : f64
// CHECK-NEXT: %[[Q2:[^ ]+]] = arith.mulf %[[Q]], %[[Q]] : f64
// CHECK-NEXT: %[[S:[^ ]+]] = arith.addf %[[Q2]], %[[ONE]] : f64
// CHECK-NEXT: %[[SQ:[^ ]+]] = math.sqrt %[[S]] : f64
// CHECK-NEXT: %[[M:[^ ]+]] = arith.mulf %[[MAX]], %[[SQ]] : f64
// CHECK-NEXT: %[[NAN:[^ ]+]] = arith.cmpf uno, %[[M]], %[[M]] : f64
// CHECK-NEXT: %[[R:[^ ]+]] = arith.select %[[NAN]], %[[MIN]], %[[M]] : f64
// CHECK-NEXT: return %[[R]] : f64
func.func @abs(%a: complex<f64>) -> f64 {
  %r = complex.abs %a : complex<f64>
  return %r : f64
}

// CHECK-LABEL: func.func @eq_neq(
// CHECK: %[[RE:[^ ]+]] = arith.cmpf oeq
// CHECK-NEXT: %[[IM:[^ ]+]] = arith.cmpf oeq
// CHECK-NEXT: %[[EQ:[^ ]+]] = arith.andi %[[RE]], %[[IM]] : i1
// CHECK: %[[RE2:[^ ]+]] = arith.cmpf une
// CHECK-NEXT: %[[IM2:[^ ]+]] = arith.cmpf une
// CHECK-NEXT: %[[NE:[^ ]+]] = arith.ori %[[RE2]], %[[IM2]] : i1
// CHECK-NEXT: return %[[EQ]], %[[NE]] : i1, i1
func.func @eq_neq(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {
  %e = complex.eq %a, %b : complex<f32>
  %n = complex.neq %a, %b : complex<f32>
  return %e, %n : i1, i1
}

// Parts of a complex.create feed the expansions directly; the unused create goes.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:[^ ,:)]+]]: f32, %[[Y:[^ ,:)]+]]: f32, %[[B:[^ ,:)]+]]: complex<f32>) -> f32 {
// CHECK-NEXT: %[[NX:[^ ]+]] = arith.negf %[[X]] : f32
// CHECK-NEXT: %[[NY:[^ ]+]] = arith.negf %[[Y]] : f32
// CHECK-NEXT: %[[BR:[^ ]+]] = complex.re %[[B]] : complex<f32>
// CHECK-NEXT: %[[BI:[^ ]+]] = complex.im %[[B]] : complex<f32>
// CHECK-NEXT: %[[R:[^ ]+]] = arith.subf %[[NX]], %[[BR]] : f32
// CHECK-NEXT: %[[I:[^ ]+]] = arith.subf %[[NY]], %[[BI]] : f32
// CHECK-NEXT: %[[ANGLE:[^ ]+]] = math.atan2 %[[I]], %[[R]] : f32
// CHECK-NEXT: return %[[ANGLE]] : f32
func.func @chain(%x: f32, %y: f32, %b: complex<f32>) -> f32 {
  %c = complex.create %x, %y : complex<f32>
  %n = complex.neg %c : complex<f32>
  %s = complex.sub %n, %b : complex<f32>
  %r = complex.angle %s : complex<f32>
  return %r : f32
}

// Smith's division: the ratio of the divisor's smaller to larger part, both branches
// selected by |re| < |im|, then upstream's corner cases for zero and infinite operands.
// CHECK-LABEL: func.func @div(
// CHECK: %[[AR:[^ ]+]] = complex.re %arg0
// CHECK-NEXT: %[[AI:[^ ]+]] = complex.im %arg0
// CHECK-NEXT: %[[BR:[^ ]+]] = complex.re %arg1
// CHECK-NEXT: %[[BI:[^ ]+]] = complex.im %arg1
// CHECK-NEXT: %[[RATIO:[^ ]+]] = arith.divf %[[BR]], %[[BI]] : f32
// CHECK: arith.divf %[[BI]], %[[BR]] : f32
// CHECK: %[[ABSR:[^ ]+]] = math.absf %[[BR]] : f32
// CHECK-NEXT: %[[ABSI:[^ ]+]] = math.absf %[[BI]] : f32
// CHECK: arith.cmpf olt, %[[ABSR]], %[[ABSI]] : f32
// CHECK: complex.create
// CHECK-NOT: complex.div
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.div %a, %b : complex<f32>
  return %r : complex<f32>
}

// Elementary functions expand to math ops on the parts.
// CHECK-LABEL: func.func @elementary(
// CHECK-DAG: math.exp
// CHECK-DAG: math.expm1
// CHECK-DAG: math.log1p
// CHECK-DAG: math.atan2
// CHECK-DAG: math.powf
// CHECK-DAG: math.fma
// CHECK-DAG: math.copysign
// CHECK-DAG: math.rsqrt
// CHECK: return
func.func @elementary(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.expm1 %a : complex<f32>
  %2 = complex.log %a : complex<f32>
  %3 = complex.log1p %a : complex<f32>
  %4 = complex.sqrt %a : complex<f32>
  %5 = complex.rsqrt %a : complex<f32>
  %6 = complex.sin %a : complex<f32>
  %7 = complex.cos %a : complex<f32>
  %8 = complex.tan %a : complex<f32>
  %9 = complex.tanh %a : complex<f32>
  %10 = complex.pow %a, %b : complex<f32>
  %11 = complex.sign %a : complex<f32>
  %12 = complex.conj %a : complex<f32>
  %13 = complex.atan2 %a, %b : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
