/* The xla runtime's C ABI (crate runtime/, docs/lowering/parallel-runtime.md).
 * Object files from `xla-run --emit-object` whose loops were parallelized call
 * xla_cpu_parallel_for (and LAPACK calls xla_lapack_call): link them with target/release/libxla_runtime.a (and -lpthread -ldl -lm). */
#ifndef XLA_RUNTIME_H
#define XLA_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One chunk of a parallel loop: runs iterations [begin, end) with the packed captures ctx. */
typedef void (*xla_cpu_body)(void *ctx, int64_t begin, int64_t end);

/* Runs body over contiguous chunks covering [begin, end) (each at least grain iterations but
 * the last) on the pool, the calling thread included; returns when all have run. Runs inline
 * with one thread, for small ranges and when called from inside a body. */
void xla_cpu_parallel_for(xla_cpu_body body, void *ctx, int64_t begin, int64_t end, int64_t grain);

/* Threads of later loops, the caller included; n <= 0: the available cores (the default). */
void xla_cpu_set_threads(int64_t n);
int64_t xla_cpu_get_threads(void);

/* JAX's LAPACK custom calls (`lapack_spotrf_ffi`, ...; docs/lowering/lapack.md): target is the
 * call's name, flags its backend_config characters one byte each (uplo lowest, then diag,
 * side, trans_x, mode); then the operands and the result buffers as (rank, descriptor of a
 * contiguous memref), unused slots (0, NULL). */
void xla_lapack_call(const char *target, int64_t flags, int64_t r0, void *d0, int64_t r1,
                     void *d1, int64_t r2, void *d2, int64_t r3, void *d3, int64_t r4,
                     void *d4, int64_t r5, void *d5);

#ifdef __cplusplus
}
#endif

#endif
