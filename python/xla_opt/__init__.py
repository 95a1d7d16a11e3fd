"""xla_opt: the xla-opt compiler from Python.

Parse MLIR (StableHLO, hlo, linalg, loops or llvm level), print and verify it, run pass
pipelines as ``xla-opt`` does, compile an entry function for the reference interpreter or the
native JIT, and call it with numpy arrays. ``xla_opt.jax`` runs JAX functions through it.

>>> import numpy as np, xla_opt
>>> m = xla_opt.parse('''
... func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
...   %0 = hlo.add %a, %b : tensor<2xf32>
...   return %0 : tensor<2xf32>
... }''')
>>> add = xla_opt.compile(m, backend="interp")
>>> add(np.ones(2, np.float32), np.arange(2, dtype=np.float32))
(array([1., 2.], dtype=float32),)
"""

from ._native import HAS_JIT, MlirError, Module, parse
from ._executable import Executable, compile

__version__ = "0.1.0"

__all__ = ["HAS_JIT", "Executable", "MlirError", "Module", "compile", "parse"]
