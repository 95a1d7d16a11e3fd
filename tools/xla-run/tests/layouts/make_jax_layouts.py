"""Writes jax_layouts.hlo (XLA's compiled HLO of a jitted function whose second parameter
and second result JAX's layout API puts in column-major order), its inputs and JAX's outputs.
Run from this directory with JAX 0.10 (the files are checked in; see docs/layouts.md)."""
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.layout import Format, Layout


def f(x, y):
    return jnp.sin(x) * 2 + y, x.T @ y


x = np.arange(6, dtype=np.float32).reshape(2, 3)
y = (np.arange(6, dtype=np.float32) * 0.5 - 1).reshape(2, 3)
device = jax.sharding.SingleDeviceSharding(jax.devices()[0])
row_major = Format(Layout(major_to_minor=(0, 1)), device)
column_major = Format(Layout(major_to_minor=(1, 0)), device)
jitted = jax.jit(f, in_shardings=(row_major, column_major), out_shardings=(row_major, column_major))
text = jitted.lower(x, y).compile().as_text()
with open("jax_layouts.hlo", "w") as out:
    # The stack-frame index names this script: by its file name, not where it was run.
    out.write(text.replace(os.path.abspath(__file__), os.path.basename(__file__)))
np.save("x.npy", x)
np.save("y.npy", y)
for i, r in enumerate(jitted(x, y)):
    np.save(f"out{i}.npy", np.asarray(r))
