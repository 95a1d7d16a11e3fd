// REQUIRES: xla-translate
// HLO text's enum attributes (transpose_a, fft_type, rng algorithm and distribution,
// operand_precision) import as the dialect's enum attributes; a misspelt case is an error
// at the attribute, naming the cases.

// RUN: xla-translate --import-hlo %S/Inputs/enum_cases.hlo | FileCheck %s
// CHECK: transpose_a = #hlo<transpose ADJOINT>
// CHECK: hlo.fft %{{.*}}, type = IFFT, length = [8]
// CHECK: hlo.rng_bit_generator %{{.*}}, algorithm = PHILOX
// CHECK: hlo.rng %{{.*}}, distribution = NORMAL
// CHECK: hlo.dot_general %{{.*}}, precision = [HIGHEST, DEFAULT]

// RUN: sed 's/transpose_a=ADJOINT/transpose_a=ADJOINTED/' %S/Inputs/enum_cases.hlo > %t.transpose.hlo
// RUN: not xla-translate --import-hlo %t.transpose.hlo 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: :8:{{[0-9]+}}: error: invalid transpose_a: 'ADJOINTED' is not one of TRANSPOSE_INVALID, NO_TRANSPOSE, TRANSPOSE, ADJOINT

// RUN: sed 's/fft_type=IFFT/fft_type=IFT/' %S/Inputs/enum_cases.hlo > %t.fft.hlo
// RUN: not xla-translate --import-hlo %t.fft.hlo 2>&1 | FileCheck %s --check-prefix=FFT
// FFT: :9:{{[0-9]+}}: error: invalid fft_type: 'IFT' is not one of FFT, IFFT, RFFT, IRFFT

// RUN: sed 's/algorithm=rng_philox/algorithm=rng_philocks/' %S/Inputs/enum_cases.hlo > %t.algorithm.hlo
// RUN: not xla-translate --import-hlo %t.algorithm.hlo 2>&1 | FileCheck %s --check-prefix=ALGORITHM
// ALGORITHM: :10:{{[0-9]+}}: error: invalid algorithm: 'rng_philocks' is not one of rng_default, rng_three_fry, rng_philox

// RUN: sed 's/distribution=rng_normal/distribution=rng_gauss/' %S/Inputs/enum_cases.hlo > %t.distribution.hlo
// RUN: not xla-translate --import-hlo %t.distribution.hlo 2>&1 | FileCheck %s --check-prefix=DISTRIBUTION
// DISTRIBUTION: :11:{{[0-9]+}}: error: invalid distribution: 'rng_gauss' is not one of rng_uniform, rng_normal

// RUN: sed 's/operand_precision={highest,default}/operand_precision={highest,defualt}/' %S/Inputs/enum_cases.hlo > %t.precision.hlo
// RUN: not xla-translate --import-hlo %t.precision.hlo 2>&1 | FileCheck %s --check-prefix=PRECISION
// PRECISION: :12:{{[0-9]+}}: error: invalid operand_precision: 'defualt' is not one of default, high, highest
