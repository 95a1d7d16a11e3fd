# lit configuration for xla-opt's FileCheck tests (run with LLVM 22's lit).
import os
import shutil

import lit.formats

config.name = "xla-opt"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "Output"]
config.test_source_root = os.path.dirname(__file__)

repo = os.path.dirname(config.test_source_root)
profile = os.environ.get("XLA_OPT_PROFILE", "debug")
bin_dir = os.environ.get("XLA_OPT_BIN_DIR", os.path.join(repo, "target", profile))
llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-22/bin")

for tool in ["xla-opt", "xla-run", "xla-translate", "toy-opt"]:
    path = os.path.join(bin_dir, tool)
    if os.path.exists(path):
        config.substitutions.append((r"\b%s\b" % tool.replace("-", r"\-"), path))
        config.available_features.add(tool)

config.environment["PATH"] = os.pathsep.join([bin_dir, llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%shared", os.path.join(os.path.dirname(repo), "shared")))
if shutil.which("mlir-opt", path=llvm_bin):
    config.available_features.add("mlir-opt")

# `melior`: the tools were built with the native backend (cargo feature `melior`); their
# --version says so.
import subprocess

translate = os.path.join(bin_dir, "xla-translate")
if os.path.exists(translate):
    version = subprocess.run([translate, "--version"], capture_output=True, text=True).stdout
    if "native backend: melior" in version:
        config.available_features.add("melior")

# `avx512`: the host has AVX-512 (the JIT then vectorizes at 512 bits, docs/lowering/to-llvm.md).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if " avx512f" in cpuinfo.read():
            config.available_features.add("avx512")
except OSError:
    pass

# `xla-run-mpi`: xla-run was built with the MPI transport (cargo feature `mpi`; its --version
# says so); `mpi`: that, and `mpirun` is on PATH. `%mpirun` runs as root too, with more
# processes than cores (docs/devices.md).
run = os.path.join(bin_dir, "xla-run")
if os.path.exists(run):
    version = subprocess.run([run, "--version"], capture_output=True, text=True).stdout
    if "MPI: yes" in version:
        config.available_features.add("xla-run-mpi")
        if shutil.which("mpirun"):
            config.available_features.add("mpi")
config.substitutions.append(("%mpirun", "mpirun --allow-run-as-root --oversubscribe"))
