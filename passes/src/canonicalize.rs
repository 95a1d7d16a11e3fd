//! `--canonicalize`: folds, removes dead ops and applies every op's canonicalization
//! patterns with the greedy driver, on the op it runs on and every isolated op nested in
//! it (siblings in parallel).

use std::sync::OnceLock;

use xla_ir::pass::{parse_bool_option, parse_int_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::rewrite::{apply_patterns_greedily, for_each_body, GreedyConfig, PatternSet};
use xla_ir::{Context, Diag, OpData};

pub const ARGUMENT: &str = "canonicalize";
const DESCRIPTION: &str = "Canonicalize operations";

#[derive(Default)]
pub struct Canonicalize {
    config: GreedyConfig,
    /// `region-simplify`: `disabled`, or `normal`/`aggressive` (both: unreachable blocks,
    /// unused block arguments, single-predecessor `cf.br` merging).
    region_simplify: String,
    /// `test-convergence`: fail when a limit stops the driver before a fixpoint.
    test_convergence: bool,
    /// `fast-math`: also apply the hlo rules that change float results in corner cases.
    fast_math: bool,
    /// `hlo-fold-limit`: result elements up to which hlo ops are constant-folded (0: none).
    fold_limit: u64,
    /// Built on first use: every registered op's patterns.
    patterns: OnceLock<PatternSet>,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || {
            Box::new(Canonicalize {
                region_simplify: "normal".into(),
                fold_limit: crate::hlo_fold::DEFAULT_FOLD_LIMIT,
                ..Default::default()
            })
        },
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
        match name {
            "max-iterations" => self.config.max_iterations = limit(name, value)?,
            "max-num-rewrites" => self.config.max_rewrites = limit(name, value)?,
            "top-down" => self.config.top_down = parse_bool_option(name, value)?,
            "test-convergence" => self.test_convergence = parse_bool_option(name, value)?,
            "fast-math" => self.fast_math = parse_bool_option(name, value)?,
            "hlo-fold-limit" => self.fold_limit = limit(name, value)?.unwrap_or(u64::MAX),
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
        vec![
            ("fast-math".into(), self.fast_math.to_string()),
            (
                "hlo-fold-limit".into(),
                show(Some(self.fold_limit).filter(|&n| n != u64::MAX)),
            ),
            ("max-iterations".into(), show(self.config.max_iterations)),
            ("max-num-rewrites".into(), show(self.config.max_rewrites)),
            ("region-simplify".into(), self.region_simplify.clone()),
            ("test-convergence".into(), self.test_convergence.to_string()),
            ("top-down".into(), self.config.top_down.to_string()),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc { name: "fast-math", value_kind: "bool", description: "Also apply hlo rewrites that change float results in corner cases (reassociation, x*0, x+0.0)" },
            PassOptionDoc { name: "hlo-fold-limit", value_kind: "long", description: "Constant-fold hlo ops whose results have at most this many elements (0: no folding, -1: no limit)" },
            PassOptionDoc { name: "max-iterations", value_kind: "long", description: "Max. iterations between applying patterns / simplifying regions" },
            PassOptionDoc { name: "max-num-rewrites", value_kind: "long", description: "Max. number of pattern rewrites within an iteration" },
            PassOptionDoc { name: "region-simplify", value_kind: "value", description: "Perform control flow optimizations to the region tree" },
            PassOptionDoc { name: "test-convergence", value_kind: "bool", description: "Test only: Fail pass on non-convergence to detect cyclic pattern" },
            PassOptionDoc { name: "top-down", value_kind: "bool", description: "Seed the worklist in general top-down order" },
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let patterns = self.patterns.get_or_init(|| {
            crate::hlo_fold::canonicalize_patterns(ctx, self.fast_math, self.fold_limit)
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
