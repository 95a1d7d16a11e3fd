//! Conversion patterns and the set that indexes them by root op name.

use rustc_hash::FxHashMap;

use super::ConversionRewriter;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{OpId, ValueId};
use crate::registry::OpName;

/// One conversion: tried on illegal (or unknown) ops named [`ConversionPattern::root`].
///
/// Contract (there is no rollback): a pattern decides whether it applies *before* it
/// changes anything. Returning `Ok(false)` after a change, or `Ok(true)` without one, is
/// reported by the driver as an error at the op.
pub trait ConversionPattern: Send + Sync {
    /// The op name this pattern matches; `None` matches any op.
    fn root(&self) -> Option<&str>;
    /// Patterns with a higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// For debugging and error messages.
    fn name(&self) -> &str {
        "conversion pattern"
    }
    /// Rewrites `op`; `operands` are its operands as already converted (the newest
    /// replacement of each, of the type converter's type when there is one). `op`'s own
    /// operand list still holds the original values.
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag>;
}

/// Conversion patterns frozen for one run, indexed by root name, best first.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
    by_root: FxHashMap<OpName, Vec<usize>>,
    any_op: Vec<usize>,
}

impl ConversionPatternSet {
    /// Freezes `patterns` for a run: indexed by root name (resolved in `ctx`, aliases included)
    /// and sorted by benefit, patterns without a root tried on every op.
    pub fn new(ctx: &Context, patterns: Vec<Box<dyn ConversionPattern>>) -> Self {
        let mut set = ConversionPatternSet {
            patterns,
            ..Default::default()
        };
        for (i, p) in set.patterns.iter().enumerate() {
            match p.root() {
                Some(name) => set.by_root.entry(ctx.op_name(name)).or_default().push(i),
                None => set.any_op.push(i),
            }
        }
        let patterns = &set.patterns;
        let key = |&i: &usize| std::cmp::Reverse(patterns[i].benefit());
        for list in set.by_root.values_mut() {
            list.extend_from_slice(&set.any_op);
            list.sort_by_key(key);
        }
        set.any_op.sort_by_key(key);
        set
    }
    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// Indices of the patterns to try on ops named `name`, best first.
    pub(super) fn for_op(&self, name: OpName) -> &[usize] {
        self.by_root.get(&name).unwrap_or(&self.any_op)
    }
    pub(super) fn get(&self, i: usize) -> Option<&dyn ConversionPattern> {
        self.patterns.get(i).map(|p| &**p)
    }
}
