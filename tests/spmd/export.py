"""Exports multi-device JAX programs (shard_map and pmap over 2 and 4 devices, 1-D and 2-D
meshes, with collectives inside) as JAX emits them: `X.mlir` (StableHLO with the sdy
dialect), inputs `X.inN.npy` (global arrays) and JAX's outputs `X.outN.npy`, plus
manifest.tsv (name, device count, input count, output count, rtol, atol).
tests/tests/spmd_programs.rs runs them with `xla-run --backend interp --devices N`.

usage: XLA_FLAGS=--xla_force_host_platform_device_count=4 python3 tests/spmd/export.py tests/spmd/programs
"""
import os, sys
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
assert len(jax.devices()) >= 4, "set XLA_FLAGS=--xla_force_host_platform_device_count=4"
rng = np.random.default_rng(17)
f32 = lambda *s: rng.standard_normal(s).astype(np.float32)
i32 = lambda *s: rng.integers(-50, 50, s).astype(np.int32)
EXACT = (0.0, 0.0)
SUM = (1e-5, 1e-6)  # f32 reductions across devices: the summation order may differ
FMA = (1e-6, 1e-6)  # XLA's CPU backend contracts a * b + c into one fused multiply-add

mesh2 = Mesh(np.array(jax.devices()[:2]), ("x",))
mesh4 = Mesh(np.array(jax.devices()[:4]), ("x",))
mesh22 = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("x", "y"))


def sm(f, mesh, i, o, vma=False):
    return jax.jit(jax.shard_map(f, mesh=mesh, in_specs=i, out_specs=o, check_vma=vma))


def ring(n, shift=1):
    return [(j, (j + shift) % n) for j in range(n)]


PROGRAMS = []


def program(name, fn, args, devices, tol=EXACT):
    PROGRAMS.append((name, fn, args, devices, tol))


# ---- shard_map over a 1-D mesh of 4 --------------------------------------------------------
program("sm4_psum_f32", sm(lambda a: lax.psum(a, "x"), mesh4, P("x"), P()), [f32(8, 3)], 4, SUM)
program("sm4_pmean_f32", sm(lambda a: lax.pmean(a, "x"), mesh4, P("x"), P()), [f32(8)], 4, SUM)
program("sm4_pmax_i32", sm(lambda a: lax.pmax(a, "x"), mesh4, P("x"), P()), [i32(8, 2)], 4)
program("sm4_pmin_f32", sm(lambda a: lax.pmin(a, "x"), mesh4, P("x"), P()), [f32(4, 5)], 4)
program("sm4_psum_i32_sharded_out",
        sm(lambda a: a * 2 + lax.psum(a, "x"), mesh4, P("x"), P("x")), [i32(8)], 4)
program("sm4_all_gather_tiled",
        sm(lambda a: lax.all_gather(a, "x", axis=0, tiled=True), mesh4, P("x"), P()),
        [f32(8, 2)], 4)
program("sm4_all_gather_stacked",
        sm(lambda a: lax.all_gather(a, "x", axis=1), mesh4, P(None, "x"), P()), [i32(3, 4)], 4)
program("sm4_psum_scatter",
        sm(lambda a: lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True), mesh4, P("x"),
           P("x")), [f32(16, 2)], 4, SUM)
program("sm4_all_to_all",
        sm(lambda a: lax.all_to_all(a, "x", 1, 0, tiled=True), mesh4, P("x"), P("x")),
        [f32(8, 8)], 4)
program("sm4_ppermute_ring_f32",
        sm(lambda a: lax.ppermute(a, "x", ring(4)), mesh4, P("x"), P("x")), [f32(8, 2)], 4)
program("sm4_ppermute_ring_i32",
        sm(lambda a: lax.ppermute(a, "x", ring(4, 3)), mesh4, P("x"), P("x")), [i32(4, 3)], 4)
program("sm4_ppermute_partial",
        sm(lambda a: lax.ppermute(a, "x", [(0, 2), (1, 3)]), mesh4, P("x"), P("x")),
        [i32(4)], 4)
program("sm4_axis_index",
        sm(lambda a: a + lax.axis_index("x").astype(a.dtype), mesh4, P("x"), P("x")),
        [f32(8)], 4)
program("sm4_two_args_two_results",
        sm(lambda a, b: (lax.psum(a * b, "x"), a - b), mesh4, (P("x"), P("x")), (P(), P("x"))),
        [f32(8), f32(8)], 4, SUM)

# ---- shard_map over a 1-D mesh of 2 --------------------------------------------------------
program("sm2_psum_i32", sm(lambda a: lax.psum(a, "x"), mesh2, P("x"), P()), [i32(6, 2)], 2)
program("sm2_ppermute_swap",
        sm(lambda a: lax.ppermute(a, "x", ring(2)), mesh2, P(None, "x"), P(None, "x")),
        [f32(3, 4)], 2)
program("sm2_all_gather_i32",
        sm(lambda a: lax.all_gather(a, "x", axis=1, tiled=True), mesh2, P(None, "x"), P()),
        [i32(2, 6)], 2)
program("sm2_pmax_f32_replicated_in",
        sm(lambda a, b: lax.pmax(a, "x") + b, mesh2, (P("x"), P()), P()),
        [f32(4, 3), f32(2, 3)], 2)

# ---- shard_map over a 2-D mesh of 2x2 -----------------------------------------------------
program("sm22_psum_y", sm(lambda a: lax.psum(a, "y"), mesh22, P("x", "y"), P("x")),
        [f32(4, 4)], 4, SUM)
program("sm22_psum_xy", sm(lambda a: lax.psum(a, ("x", "y")), mesh22, P("x", "y"), P()),
        [i32(4, 6)], 4)
program("sm22_pmean_x", sm(lambda a: lax.pmean(a, "x"), mesh22, P("x", "y"), P(None, "y")),
        [f32(4, 4)], 4, SUM)
program("sm22_all_gather_y",
        sm(lambda a: lax.all_gather(a, "y", axis=1, tiled=True), mesh22, P("x", "y"), P("x")),
        [f32(4, 4)], 4)
program("sm22_axis_index",
        sm(lambda a: a * 10 + lax.axis_index("x") * 2 + lax.axis_index("y"), mesh22,
           P("x", "y"), P("x", "y")), [i32(2, 2)], 4)
program("sm22_ppermute_y",
        sm(lambda a: lax.ppermute(a, "y", ring(2)), mesh22, P("x", "y"), P("x", "y")),
        [f32(4, 2)], 4)
program("sm22_psum_scatter_x",
        sm(lambda a: lax.psum_scatter(a, "x", scatter_dimension=1, tiled=True), mesh22,
           P("y"), P("y", "x")), [f32(4, 4)], 4, SUM)
program("sm22_all_to_all_x",
        sm(lambda a: lax.all_to_all(a, "x", 0, 1, tiled=True), mesh22, P("y", "x"),
           P("y", "x")), [i32(4, 4)], 4)
program("sm22_both_axes_one_dim",
        sm(lambda a: lax.pmax(a, "y") - a, mesh22, P(("x", "y")), P(("x", "y"))),
        [f32(8, 2)], 4)

# ---- pmap -------------------------------------------------------------------------------
program("pmap4_psum", jax.pmap(lambda a: lax.psum(a, "i"), axis_name="i"), [f32(4, 3)], 4, SUM)
program("pmap4_ppermute_i32",
        jax.pmap(lambda a: lax.ppermute(a, "i", ring(4)), axis_name="i"), [i32(4, 3)], 4)
program("pmap4_axis_index_pmin",
        jax.pmap(lambda a: lax.pmin(a * lax.axis_index("i"), "i"), axis_name="i"),
        [i32(4, 2)], 4)
program("pmap2_pmean", jax.pmap(lambda a: a - lax.pmean(a, "i"), axis_name="i"),
        [f32(2, 5)], 2, SUM)
program("pmap2_all_gather",
        jax.pmap(lambda a: lax.all_gather(a, "i"), axis_name="i"), [f32(2, 3)], 2)
program("pmap4_all_to_all",
        jax.pmap(lambda a: lax.all_to_all(a, "i", 0, 0), axis_name="i"), [i32(4, 4, 2)], 4)


# ---- global code around a manual computation, and sharding constraints ---------------------
def around(a, b):
    c = jnp.tanh(a) + b
    d = jax.shard_map(lambda u: lax.psum(u, "x") * 2.0, mesh=mesh4, in_specs=P("x"),
                      out_specs=P())(c)
    return d.sum(0) + 1.0


program("jit4_around_manual", jax.jit(around), [f32(8, 3), f32(8, 3)], 4, SUM)


def constrained(a):
    b = lax.with_sharding_constraint(a * 3, NamedSharding(mesh22, P("x", None)))
    return b + 1


program("jit4_sharding_constraint",
        jax.jit(constrained, in_shardings=NamedSharding(mesh22, P("x", "y"))), [f32(4, 4)], 4, FMA)


# A mesh over the devices in reverse order (the module numbers devices by mesh position), and a
# computation manual over one axis of two (the other stays free: open dimensions `{"x", ?}`).
mesh4_reversed = Mesh(np.array(jax.devices()[:4])[::-1], ("x",))
program("sm4_reversed_mesh_ppermute",
        sm(lambda a: lax.ppermute(a, "x", ring(4)) + lax.axis_index("x"), mesh4_reversed, P("x"),
           P("x")), [i32(8)], 4)
program("sm22_manual_x_only",
        jax.jit(jax.shard_map(lambda a: lax.psum(a, "x"), mesh=mesh22, in_specs=P("x"),
                              out_specs=P(), axis_names={"x"}, check_vma=False)),
        [f32(4, 2)], 4, SUM)


def write_text(name, lowered):
    module = lowered.compiler_ir("stablehlo")
    with open(f"{out}/{name}.mlir", "w") as f:
        f.write(str(module))
    # JAX's own generic form: the reference for round trips through the generic form.
    with open(f"{out}/{name}.generic.mlir", "w") as f:
        f.write(module.operation.get_asm(print_generic_op_form=True))


# Parse-only: custom calls with `#sdy.op_sharding_rule` (LAPACK kernels the interpreter lacks).
PARSE_ONLY = [
    ("parse_cholesky_sharding_rule",
     jax.jit(jnp.linalg.cholesky, in_shardings=NamedSharding(mesh2, P("x"))),
     [np.eye(3, dtype=np.float32)[None].repeat(2, 0)]),
    ("parse_eigh_sharding_rule", jax.jit(lambda a: jnp.linalg.eigh(a)[0]),
     [np.eye(3, dtype=np.float32)]),
]
for name, fn, args in PARSE_ONLY:
    write_text(name, fn.lower(*args))

manifest = []
for name, fn, args, devices, tol in PROGRAMS:
    write_text(name, fn.lower(*args))
    outs = fn(*args)
    outs = outs if isinstance(outs, (tuple, list)) else [outs]
    for i, a in enumerate(args):
        np.save(f"{out}/{name}.in{i}.npy", a)
    for i, o in enumerate(outs):
        np.save(f"{out}/{name}.out{i}.npy", np.asarray(o))
    manifest.append(f"{name}\t{devices}\t{len(args)}\t{len(outs)}\t{tol[0]}\t{tol[1]}")
with open(f"{out}/manifest.tsv", "w") as f:
    f.write("# name\tdevices\tinputs\toutputs\trtol\tatol\n" + "\n".join(manifest) + "\n")
print(f"exported {len(manifest)} programs to {out}")
