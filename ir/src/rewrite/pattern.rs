//! Rewrite patterns and the set that indexes them by root op name.

use rustc_hash::FxHashMap;

use super::PatternRewriter;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::OpId;
use crate::registry::OpName;

/// One rewrite: tried on ops named [`RewritePattern::root`] (or on every op).
///
/// Gather patterns in a [`PatternSet`] and run them with
/// [`apply_patterns_greedily`](super::apply_patterns_greedily) (or a dialect conversion,
/// [`super::conversion`]). Every IR change goes through the [`PatternRewriter`]:
///
/// ```
/// use xla_ir::asm::{parse_module, print_module, PrintOptions};
/// use xla_ir::rewrite::{apply_patterns_greedily, GreedyConfig, PatternRewriter, PatternSet,
///     RewritePattern};
/// use xla_ir::{Context, DResult, OpId};
///
/// /// `"test.identity"(%x)` is `%x`.
/// struct ForwardIdentity;
/// impl RewritePattern for ForwardIdentity {
///     fn root(&self) -> Option<&str> {
///         Some("test.identity")
///     }
///     fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> DResult<bool> {
///         let input = rw.body().operand(op, 0);
///         rw.replace_op(op, &[input]);
///         Ok(true)
///     }
/// }
///
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let src = r#"
///   %0 = "test.source"() : () -> i32
///   %1 = "test.identity"(%0) : (i32) -> i32
///   "test.sink"(%1) : (i32) -> ()
/// "#;
/// let mut module = parse_module(&ctx, "<input>", src).expect("parses");
/// let patterns = PatternSet::from_patterns(&ctx, vec![Box::new(ForwardIdentity)]);
/// apply_patterns_greedily(&ctx, module.body_mut(), &patterns, &GreedyConfig::default())?;
/// let text = print_module(&ctx, &module, &PrintOptions::default());
/// assert!(!text.contains("test.identity"));
/// assert!(text.contains(r#""test.sink"(%0)"#));
/// # Ok::<(), xla_ir::Diag>(())
/// ```
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern matches (`"arith.addi"`); `None` matches any op.
    fn root(&self) -> Option<&str>;
    /// Patterns with a higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// For debugging and statistics.
    fn name(&self) -> &str {
        "pattern"
    }
    /// Rewrites `op` through `rewriter`; `Ok(false)` means "did not match". The driver
    /// learns what changed from the rewriter's log, not from the returned flag.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>)
        -> Result<bool, Diag>;
}

/// Patterns frozen for one run: for each root name, the indices to try in benefit order.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_root: FxHashMap<OpName, Vec<usize>>,
    any_op: Vec<usize>,
}

impl PatternSet {
    /// An empty set: the greedy driver then only folds and removes dead ops.
    pub fn new() -> Self {
        Self::default()
    }
    /// Builds the index; `ctx` resolves root names (aliases included).
    pub fn from_patterns(ctx: &Context, patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let mut set = PatternSet {
            patterns,
            ..Default::default()
        };
        let mut any: Vec<usize> = Vec::new();
        let mut rooted: FxHashMap<OpName, Vec<usize>> = FxHashMap::default();
        for (i, p) in set.patterns.iter().enumerate() {
            match p.root() {
                Some(name) => rooted.entry(ctx.op_name(name)).or_default().push(i),
                None => any.push(i),
            }
        }
        let benefit = |patterns: &[Box<dyn RewritePattern>], i: usize| {
            std::cmp::Reverse(patterns[i].benefit())
        };
        for list in rooted.values_mut() {
            list.extend_from_slice(&any);
            list.sort_by_key(|&i| benefit(&set.patterns, i));
        }
        any.sort_by_key(|&i| benefit(&set.patterns, i));
        set.by_root = rooted;
        set.any_op = any;
        set
    }
    /// The canonicalization patterns of every registered op.
    pub fn canonicalization(ctx: &Context) -> Self {
        let patterns = ctx
            .registered_ops()
            .filter_map(|d| d.canonicalize)
            .flat_map(|f| f())
            .collect();
        Self::from_patterns(ctx, patterns)
    }
    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }
    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
    /// The patterns to try on an op named `name`, best first.
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        let list = self.by_root.get(&name).unwrap_or(&self.any_op);
        list.iter().map(|&i| &*self.patterns[i])
    }
    /// True if no pattern can apply to ops named `name`.
    pub fn none_for(&self, name: OpName) -> bool {
        self.any_op.is_empty() && !self.by_root.contains_key(&name)
    }
}
