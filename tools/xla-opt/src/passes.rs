//! The passes xla-opt knows: the core ones and those of the workspace's pass crates.

use xla_ir::pass::PassRegistry;

/// Every pass available as `--<name>` and in `--pass-pipeline`.
pub fn pass_registry() -> PassRegistry {
    let mut registry = PassRegistry::with_core_passes();
    xla_passes::register_all(&mut registry);
    registry
}
