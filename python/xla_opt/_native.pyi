"""Type stubs of the native extension module (python/src, built by maturin)."""

from typing import Any, Optional

HAS_JIT: bool
"""Whether this build has the native JIT (backend="jit")."""
JIT_HOW_TO_ENABLE: str

class MlirError(Exception):
    """An error reported by the compiler. ``str(e)`` holds the rendered diagnostics
    (``file:line:col: error: message`` with the source line)."""

    diagnostics: list[tuple[int, int, str, str]]
    """(line, col, severity, message) of each diagnostic and note; 0, 0 when unlocated."""

class Module:
    """An MLIR module. Immutable: ``run_passes`` returns a new one."""

    def to_string(self, *, generic: bool = False, debug_info: bool = False) -> str:
        """The module as text, pretty (default) or in generic form, with locations if asked."""
    def verify(self) -> None:
        """Runs the verifier; raises ``MlirError``."""
    def run_passes(self, pipeline: str) -> Module:
        """A copy after ``pipeline``: ``"canonicalize,cse"`` or ``"builtin.module(...)"``."""
    def functions(self) -> list[str]:
        """Names of the functions with bodies, in order."""
    def without_jax_annotations(self) -> Module:
        """A copy after ``hlo-legalize-jax-custom-calls``: one-device sharding markers forward
        their operand, ``custom_call @check.*`` become check ops that every backend runs."""

class Executable:
    """A compiled entry function (wrapped by ``xla_opt.Executable``)."""

    @property
    def backend(self) -> str: ...
    @property
    def entry(self) -> str: ...
    @property
    def arg_types(self) -> list[tuple[str, str, list[Optional[int]]]]: ...
    @property
    def result_types(self) -> list[tuple[str, str, list[Optional[int]]]]: ...
    @property
    def module(self) -> Module: ...
    def call_buffers(self, args: list[tuple[Any, list[int]]]) -> list[tuple[str, list[int], bytearray]]: ...

def parse(text: str, *, filename: str = "<string>", verify: bool = True) -> Module:
    """Parses (and by default verifies) MLIR text; raises ``MlirError`` with line and column."""

def compile(
    module: Module, *, backend: str = "jit", entry: str = "main", threads: Optional[int] = None
) -> Executable: ...
