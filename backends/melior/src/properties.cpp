// The one entry point the MLIR C API lacks for building ops directly (direct_handoff.rs):
// setting an op's properties from their dictionary, as the generic parser does for `<{...}>`.
// Properties that are not attributes (the llvm dialect's `overflowFlags`, `noWrapFlags`) are
// set no other way.
#include "mlir/CAPI/IR.h"
#include "mlir/IR/Operation.h"

extern "C" bool xla_mlir_set_properties(MlirOperation op, MlirAttribute properties) {
  mlir::Operation *operation = unwrap(op);
  return mlir::succeeded(operation->setPropertiesFromAttribute(
      unwrap(properties), [operation]() { return operation->emitError(); }));
}
