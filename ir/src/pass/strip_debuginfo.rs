//! `strip-debuginfo`: replaces every location with `loc(unknown)` (upstream's StripDebugInfo).

use super::{Pass, PassInfo};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, OpData, ValueDef};

/// Sets the location of the op, every nested op and every block argument to unknown.
#[derive(Default)]
pub struct StripDebugInfo;

pub(super) fn info() -> PassInfo {
    PassInfo {
        argument: "strip-debuginfo",
        description: "Strip debug info from all operations",
        factory: || Box::new(StripDebugInfo),
    }
}

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let unknown = ctx.unknown_loc();
        op.loc = unknown;
        // Nested isolated bodies are visited with an explicit stack: no recursion on depth.
        let mut stack: Vec<&mut Body> = op.isolated_body_mut().into_iter().collect();
        while let Some(body) = stack.pop() {
            for value in body.values.values_mut() {
                if matches!(value.def, ValueDef::BlockArg { .. }) {
                    value.loc = Some(unknown);
                }
            }
            for (_, nested) in body.ops_mut() {
                nested.loc = unknown;
                if let Some(inner) = nested.isolated_body_mut() {
                    stack.push(inner);
                }
            }
        }
        Ok(())
    }
}
