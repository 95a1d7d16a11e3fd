//! `--reconcile-unrealized-casts`: folds chains of `builtin.unrealized_conversion_cast`
//! that convert back to the original types and erases unused casts; casts that still
//! change a type stay (as upstream, which does not fail on them either).

use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::conversion::reconcile_unrealized_casts;
use xla_ir::rewrite::for_each_body;
use xla_ir::{Context, Diag, OpData};

pub const ARGUMENT: &str = "reconcile-unrealized-casts";
const DESCRIPTION: &str = "Simplify and eliminate unrealized conversion casts";

#[derive(Default)]
pub struct ReconcileUnrealizedCasts;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ReconcileUnrealizedCasts),
    }
}

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for_each_body(body, &|b| {
            reconcile_unrealized_casts(ctx, b);
            Ok(())
        })
    }
}
