//! Transformation passes over the workspace's dialects. Each pass is one module exposing
//! `info() -> PassInfo`; [`register_all`] adds them to a registry.

pub mod hlo_legalize_broadcasts;

use xla_ir::pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(hlo_legalize_broadcasts::info());
}
