//! Transforms that know no dialect (upstream's `MLIRTransforms`): a crate that depends on the
//! core and the dialects it loads gets `--canonicalize`, `--cse`, `--dce`, `--symbol-dce` and
//! `--loop-invariant-code-motion`
//! from here without the hlo, linalg or llvm dialects and the interpreter.

pub mod branch;
pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod dominance;
pub mod licm;
pub mod region_simplify;
pub mod symbol_dce;

use xla_ir::pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(canonicalize::info());
    registry.register(cse::info());
    registry.register(dce::info());
    registry.register(licm::info());
    registry.register(symbol_dce::info());
}
