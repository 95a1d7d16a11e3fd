//! `--canonicalize` of xla-opt: the generic pass of `xla-transforms` with hlo constant folding
//! and the hlo fast-math rules (options `hlo-fold-limit` and `fast-math`).

use xla_ir::pass::{parse_bool_option, parse_int_option, PassInfo, PassOptionDoc};
use xla_ir::rewrite::RewritePattern;
use xla_ir::Context;
pub use xla_transforms::canonicalize::{Canonicalize, CanonicalizeExtension, ARGUMENT};

/// The hlo patterns of `--canonicalize`.
struct HloFolding {
    /// `fast-math`: also apply the hlo rules that change float results in corner cases.
    fast_math: bool,
    /// `hlo-fold-limit`: result elements up to which hlo ops are constant-folded (0: none).
    fold_limit: u64,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: xla_transforms::canonicalize::info().description,
        factory: || {
            Box::new(Canonicalize::with_extension(Box::new(HloFolding {
                fast_math: false,
                fold_limit: crate::hlo_fold::DEFAULT_FOLD_LIMIT,
            })))
        },
    }
}

impl CanonicalizeExtension for HloFolding {
    fn set_option(&mut self, name: &str, value: &str) -> Option<Result<(), String>> {
        let set = |this: &mut Self| -> Result<(), String> {
            match name {
                "fast-math" => this.fast_math = parse_bool_option(name, value)?,
                // -1: no limit.
                _ => {
                    let n: i64 = parse_int_option(name, value)?;
                    this.fold_limit = u64::try_from(n).unwrap_or(u64::MAX);
                }
            }
            Ok(())
        };
        matches!(name, "fast-math" | "hlo-fold-limit").then(|| set(self))
    }
    fn options(&self) -> Vec<(String, String)> {
        let limit = match self.fold_limit {
            u64::MAX => "-1".to_owned(),
            n => n.to_string(),
        };
        vec![
            ("fast-math".into(), self.fast_math.to_string()),
            ("hlo-fold-limit".into(), limit),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc { name: "fast-math", value_kind: "bool", description: "Also apply hlo rewrites that change float results in corner cases (reassociation, x*0, x+0.0)" },
            PassOptionDoc { name: "hlo-fold-limit", value_kind: "long", description: "Constant-fold hlo ops whose results have at most this many elements (0: no folding, -1: no limit)" },
        ]
    }
    fn patterns(&self, ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
        let mut patterns: Vec<Box<dyn RewritePattern>> = Vec::new();
        if ctx.is_dialect_loaded(xla_dialect_hlo::DIALECT) {
            if self.fast_math {
                patterns.extend(xla_dialect_hlo::canonical::fast_math_patterns());
            }
            if self.fold_limit > 0 {
                patterns.extend(crate::hlo_fold::fold_patterns(ctx, self.fold_limit));
            }
        }
        patterns
    }
}
