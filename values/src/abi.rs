//! Discardable attributes that lowering records on a function for the code that later calls
//! it (the interpreter's runner, the JIT, the Python bindings).

/// The function type an entry had before lowering made its boundary signless (set by
/// `--hlo-legalize-to-linalg` when it changed the type, kept on the lowered function).
pub const HLO_SIGNATURE_ATTR: &str = "xla.hlo_signature";

/// Attribute of a lowered `llvm.func`: the `func.func`'s original function type (set by
/// `--convert-to-llvm`), so callers can pass and read back memrefs of that signature.
pub const MEMREF_SIGNATURE_ATTR: &str = "xla.memref_signature";
