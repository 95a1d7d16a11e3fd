//! Running a range of seeds through a checker on all cores, with counts and failure reports
//! (shared by the test suites and scripts/difftest).

use super::check::{report, Outcome};
use super::{generate, minimize::minimize, Program};
use std::collections::BTreeMap;
use xla_ir::Context;

/// What a range of seeds gave.
#[derive(Default)]
pub struct Summary {
    pub passed: usize,
    /// Seed and report (with the minimized program when minimizing was asked for).
    pub failed: Vec<(u64, String)>,
    /// Unsupported programs by reason (the reason's first 100 characters).
    pub unsupported: BTreeMap<String, usize>,
}

impl Summary {
    pub fn unsupported_count(&self) -> usize {
        self.unsupported.values().sum()
    }
    /// `N passed, M failed, K unsupported` and the most common reasons.
    pub fn print(&self, what: &str) {
        let mut reasons: Vec<_> = self.unsupported.iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(a.1));
        for (why, n) in reasons.iter().take(15) {
            println!("unsupported x{n:<4} {why}");
        }
        println!(
            "{what}: {} passed, {} failed, {} unsupported",
            self.passed,
            self.failed.len(),
            self.unsupported_count()
        );
    }
}

/// The outcome of `check`, a panic being a failure.
pub fn guarded(
    ctx: &Context,
    p: &Program,
    check: &(dyn Fn(&Context, &Program) -> Outcome + Sync),
) -> Outcome {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(ctx, p))) {
        Ok(o) => o,
        Err(e) => {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            Outcome::Failed(format!("panic: {msg}"))
        }
    }
}

/// The number in environment variable `name` (`DIFFTEST_FROM`, `DIFFTEST_COUNT`...), or `default`.
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Seeds `from..from + count` through `check` (on all cores when `parallel`); failures are
/// minimized when `minimizing`.
pub fn run_seeds(
    ctx: &Context,
    from: u64,
    count: u64,
    minimizing: bool,
    parallel: bool,
    check: &(dyn Fn(&Context, &Program) -> Outcome + Sync),
) -> Summary {
    let seeds: Vec<u64> = (from..from + count).collect();
    let one = |&seed: &u64| {
        let p = generate(seed);
        let outcome = guarded(ctx, &p, check);
        if let Outcome::Failed(why) = &outcome {
            let mut text = report(ctx, &p, why);
            if minimizing {
                let level = why.split(':').next().unwrap_or("").to_string();
                let fails = |q: &Program| matches!(guarded(ctx, q, check), Outcome::Failed(w) if w.split(':').next() == Some(level.as_str()));
                let small = minimize(&p, &fails);
                let why = match guarded(ctx, &small, check) {
                    Outcome::Failed(w) => w,
                    _ => String::new(),
                };
                text.push_str(&format!("--- minimized ---\n{}", report(ctx, &small, &why)));
            }
            return (seed, Outcome::Failed(text));
        }
        (seed, outcome)
    };
    let outcomes: Vec<(u64, Outcome)> = if parallel {
        crate::conformance::parallel_map(&seeds, one)
    } else {
        seeds.iter().map(one).collect()
    };
    let mut s = Summary::default();
    for (seed, o) in outcomes {
        match o {
            Outcome::Passed => s.passed += 1,
            Outcome::Failed(text) => s.failed.push((seed, text)),
            Outcome::Unsupported(why) => {
                *s.unsupported
                    .entry(why.chars().take(100).collect())
                    .or_default() += 1
            }
        }
    }
    s
}
