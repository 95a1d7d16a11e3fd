//! `--canonicalize`: folds, removes dead ops and applies every op's canonicalization
//! patterns with the greedy driver, on the op it runs on and every isolated op nested in
//! it (siblings in parallel). A pass crate may add patterns and options of its own through a
//! [`CanonicalizeExtension`] (xla-passes adds hlo constant folding).

use std::sync::OnceLock;

use xla_ir::pass::{parse_bool_option, parse_int_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::rewrite::{
    apply_patterns_greedily, for_each_body, GreedyConfig, PatternSet, RewritePattern,
};
use xla_ir::{Context, Diag, OpData};

pub const ARGUMENT: &str = "canonicalize";
const DESCRIPTION: &str = "Canonicalize operations";

/// More patterns for `--canonicalize`, with the options that control them.
pub trait CanonicalizeExtension: Send + Sync {
    /// Sets one of the extension's options; `None` if `name` is not one of them.
    fn set_option(&mut self, name: &str, value: &str) -> Option<Result<(), String>>;
    /// The options as `name=value`, for printing the pipeline.
    fn options(&self) -> Vec<(String, String)>;
    fn option_docs(&self) -> Vec<PassOptionDoc>;
    /// The patterns added to those of the registered ops.
    fn patterns(&self, ctx: &Context) -> Vec<Box<dyn RewritePattern>>;
}

/// Every registered op's canonicalization patterns.
pub fn registered_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    ctx.registered_ops()
        .filter_map(|d| d.canonicalize)
        .flat_map(|f| f())
        .collect()
}

pub struct Canonicalize {
    config: GreedyConfig,
    /// `region-simplify`: `disabled`, or `normal`/`aggressive` (both: unreachable blocks,
    /// unused block arguments, single-predecessor `cf.br` merging).
    region_simplify: String,
    /// `test-convergence`: fail when a limit stops the driver before a fixpoint.
    test_convergence: bool,
    extension: Option<Box<dyn CanonicalizeExtension>>,
    /// Built on first use: every registered op's patterns and the extension's.
    patterns: OnceLock<PatternSet>,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            config: GreedyConfig::default(),
            region_simplify: "normal".into(),
            test_convergence: false,
            extension: None,
            patterns: OnceLock::new(),
        }
    }
}

impl Canonicalize {
    /// The pass with more patterns and options.
    pub fn with_extension(extension: Box<dyn CanonicalizeExtension>) -> Self {
        Canonicalize {
            extension: Some(extension),
            ..Default::default()
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(Canonicalize::default()),
    }
}

/// `-1` means "no limit", as upstream's options.
fn limit(name: &str, value: &str) -> Result<Option<u64>, String> {
    let n: i64 = parse_int_option(name, value)?;
    Ok(u64::try_from(n).ok())
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if let Some(done) = self
            .extension
            .as_mut()
            .and_then(|e| e.set_option(name, value))
        {
            return done;
        }
        match name {
            "max-iterations" => self.config.max_iterations = limit(name, value)?,
            "max-num-rewrites" => self.config.max_rewrites = limit(name, value)?,
            "top-down" => self.config.top_down = parse_bool_option(name, value)?,
            "test-convergence" => self.test_convergence = parse_bool_option(name, value)?,
            "region-simplify" => match value {
                "disabled" | "normal" | "aggressive" => self.region_simplify = value.to_owned(),
                _ => {
                    self.region_simplify = if parse_bool_option(name, value)? {
                        "normal"
                    } else {
                        "disabled"
                    }
                    .to_owned()
                }
            },
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        let show = |l: Option<u64>| l.map_or("-1".to_owned(), |n| n.to_string());
        let mut options = vec![
            ("max-iterations".into(), show(self.config.max_iterations)),
            ("max-num-rewrites".into(), show(self.config.max_rewrites)),
            ("region-simplify".into(), self.region_simplify.clone()),
            ("test-convergence".into(), self.test_convergence.to_string()),
            ("top-down".into(), self.config.top_down.to_string()),
        ];
        if let Some(e) = &self.extension {
            options.extend(e.options());
        }
        options.sort();
        options
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        let mut docs = vec![
            PassOptionDoc {
                name: "max-iterations",
                value_kind: "long",
                description: "Max. iterations between applying patterns / simplifying regions",
            },
            PassOptionDoc {
                name: "max-num-rewrites",
                value_kind: "long",
                description: "Max. number of pattern rewrites within an iteration",
            },
            PassOptionDoc {
                name: "region-simplify",
                value_kind: "value",
                description: "Perform control flow optimizations to the region tree",
            },
            PassOptionDoc {
                name: "test-convergence",
                value_kind: "bool",
                description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
            },
            PassOptionDoc {
                name: "top-down",
                value_kind: "bool",
                description: "Seed the worklist in general top-down order",
            },
        ];
        if let Some(e) = &self.extension {
            docs.extend(e.option_docs());
        }
        docs.sort_by_key(|d| d.name);
        docs
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let patterns = self.patterns.get_or_init(|| {
            let mut patterns = registered_patterns(ctx);
            if let Some(e) = &self.extension {
                patterns.extend(e.patterns(ctx));
            }
            PatternSet::from_patterns(ctx, patterns)
        });
        let loc = op.loc;
        let test_convergence = self.test_convergence;
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        let simplify = self.region_simplify != "disabled";
        for_each_body(body, &|b| {
            let mut stats =
                apply_patterns_greedily(ctx, b, patterns, &self.config).map_err(|d| vec![d])?;
            // Patterns and region simplification alternate until neither changes anything.
            let mut rounds = 1;
            while simplify
                && crate::region_simplify::simplify_regions(ctx, b)
                && self.config.max_iterations.is_none_or(|m| rounds < m)
            {
                stats =
                    apply_patterns_greedily(ctx, b, patterns, &self.config).map_err(|d| vec![d])?;
                rounds += 1;
            }
            if test_convergence && !stats.converged {
                return Err(vec![Diag::error(loc, "canonicalization did not converge")]);
            }
            Ok(())
        })
    }
}
