//! Canonicalization patterns of the hlo dialect (`--canonicalize`).
//!
//! Each rule is a function `fn(&mut PatternRewriter, OpId) -> bool` whose doc comment states
//! its precondition; the group files hold them as [`Rule`] tables:
//! - [`algebra`]: identities of element-wise arithmetic (`x+0`, `x*1`, `neg(neg x)`, ...),
//!   reassociation of constants, compare, select, min/max/clamp;
//! - [`shape`]: reshape, transpose, broadcast_in_dim, iota, convert;
//! - [`slicing`]: slice, pad, concatenate, dynamic_slice;
//! - [`control`]: while, if, case, get_tuple_element, reduce.
//!
//! Every rule keeps the op's result types (the replacement has exactly the replaced
//! value's type, or the rule does not apply) and float semantics: float-unsafe rules
//! (reassociation, `x*0`, `x+0.0`) are in [`FAST_MATH_RULES`], which `--canonicalize`
//! adds only with `fast-math=true`. Rules reach ops through each `OpDef`'s canonicalize
//! hook ([`hook_for`]). Constant folding of whole ops is not here: the `xla-passes` crate
//! folds through the interpreter.

pub mod algebra;
pub mod control;
mod matchers;
pub mod shape;
pub mod slicing;

#[cfg(test)]
mod tests;

pub use matchers::*;

use xla_ir::registry::CanonicalizeFn;
use xla_ir::rewrite::{PatternRewriter, RewritePattern};
use xla_ir::{Diag, OpId};

/// One rewrite on ops named `hlo.<root>`; `apply` returns whether it rewrote.
#[derive(Copy, Clone)]
pub struct Rule {
    /// The op mnemonic (without `hlo.`).
    pub root: &'static str,
    /// The rule's name (statistics, docs).
    pub name: &'static str,
    pub apply: fn(&mut PatternRewriter<'_>, OpId) -> bool,
}

/// A [`Rule`] as a rewrite pattern.
struct RulePattern {
    root: String,
    rule: Rule,
}

impl RewritePattern for RulePattern {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn name(&self) -> &str {
        self.rule.name
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<bool, Diag> {
        Ok((self.rule.apply)(rewriter, op))
    }
}

fn pattern(rule: &Rule) -> Box<dyn RewritePattern> {
    Box::new(RulePattern {
        root: format!("{}.{}", crate::DIALECT, rule.root),
        rule: *rule,
    })
}

/// Every float-safe rule, by group.
pub fn rules() -> impl Iterator<Item = &'static Rule> {
    [algebra::RULES, shape::RULES, slicing::RULES, control::RULES]
        .into_iter()
        .flatten()
}

/// Rules that change float results in corner cases (signed zeros, NaN, rounding): only
/// with `--canonicalize=fast-math=true`.
pub const FAST_MATH_RULES: &[Rule] = algebra::FAST_MATH;

/// The fast-math rules as patterns, for the canonicalize pass to add.
pub fn fast_math_patterns() -> Vec<Box<dyn RewritePattern>> {
    FAST_MATH_RULES.iter().map(pattern).collect()
}

fn patterns_of(mnemonic: &str) -> Vec<Box<dyn RewritePattern>> {
    rules()
        .filter(|r| r.root == mnemonic)
        .map(pattern)
        .collect()
}

macro_rules! hooks {
    ($($f:ident => $name:literal),* $(,)?) => {
        $(fn $f() -> Vec<Box<dyn RewritePattern>> { patterns_of($name) })*
        /// The canonicalize hook of op `hlo.<mnemonic>`, if it has rules.
        pub fn hook_for(mnemonic: &str) -> Option<CanonicalizeFn> {
            match mnemonic {
                $($name => Some($f as CanonicalizeFn),)*
                _ => None,
            }
        }
        /// Mnemonics of the ops with rules.
        pub const ROOTS: &[&str] = &[$($name),*];
    };
}

hooks! {
    add => "add", subtract => "subtract", multiply => "multiply", divide => "divide",
    negate => "negate", not => "not", and => "and", or => "or", xor => "xor",
    maximum => "maximum", minimum => "minimum", clamp => "clamp", compare => "compare", select => "select",
    reshape => "reshape", transpose => "transpose", broadcast_in_dim => "broadcast_in_dim", convert => "convert",
    slice => "slice", pad => "pad", concatenate => "concatenate", dynamic_slice => "dynamic_slice",
    while_ => "while", if_ => "if", case => "case", get_tuple_element => "get_tuple_element", reduce => "reduce",
    dynamic_conv => "dynamic_conv",
}
