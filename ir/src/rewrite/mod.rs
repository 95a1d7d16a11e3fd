//! Pattern rewriting (MLIR's PatternRewriter, greedy and walk drivers) and folding.
//!
//! - [`RewritePattern`] / [`PatternSet`]: patterns with a root op name (or any op) and a
//!   benefit, indexed by root name so most ops try none.
//! - [`PatternRewriter`]: every IR change a pattern makes goes through it and is recorded,
//!   so drivers know what changed without trusting a pattern's return value.
//! - [`apply_patterns_greedily`]: worklist driver with folding, constant CSE and dead-op
//!   removal; [`apply_patterns_walk`]: one walk, no fixpoint.

mod clone;
pub mod conversion;
mod fold;
mod greedy;
mod nested;
mod pattern;
mod rewriter;
mod walk;

#[cfg(test)]
mod tests;

pub use clone::{clone_op_mapped, clone_region_into, ValueMap};
pub use fold::{constant_value, is_trivially_dead, would_be_trivially_dead};
pub use greedy::{apply_patterns_greedily, GreedyConfig, GreedyStats};
pub use nested::for_each_body;
pub use pattern::{PatternSet, RewritePattern};
pub use rewriter::{Change, PatternRewriter};
pub use walk::apply_patterns_walk;
