//! Pass instrumentation settings: verification after each pass, IR dumps, timing, threading.

use super::target::Target;
use super::Pass;
use crate::asm::{print_op, PrintOptions};
use crate::context::Context;

/// Which passes an IR dump applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassSelection {
    #[default]
    None,
    All,
    /// Passes by argument (`--mlir-print-ir-after=cse`).
    Only(Vec<String>),
}

impl PassSelection {
    pub fn selects(&self, argument: &str) -> bool {
        match self {
            PassSelection::None => false,
            PassSelection::All => true,
            PassSelection::Only(names) => names.iter().any(|n| n == argument),
        }
    }
    /// Adds passes by name (`All` stays `All`).
    pub fn add(&mut self, argument: &str) {
        match self {
            PassSelection::None => *self = PassSelection::Only(vec![argument.to_owned()]),
            PassSelection::All => {}
            PassSelection::Only(names) => names.push(argument.to_owned()),
        }
    }
}

/// `--mlir-print-ir-before*/after*`: dumps go to the run's sink (stderr in xla-opt).
#[derive(Clone, Debug, Default)]
pub struct IrPrintConfig {
    pub before: PassSelection,
    pub after: PassSelection,
    pub print_options: PrintOptions,
}

/// How a pipeline is run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify the op a pass ran on after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Run pipelines on isolated sibling ops in parallel (off with `--mlir-disable-threading`).
    pub threading: bool,
    pub print_ir: IrPrintConfig,
    /// Record per-pass wall and user times (`--mlir-timing`).
    pub timing: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            threading: true,
            print_ir: IrPrintConfig::default(),
            timing: false,
        }
    }
}

/// mlir-opt's dump header: `// -----// IR Dump After CSE (cse) //----- //`.
pub(super) fn dump_header(when: &str, pass: &dyn Pass, failed: bool) -> String {
    let failed = if failed { " Failed" } else { "" };
    format!(
        "// -----// IR Dump {when} {}{failed} ({}) //----- //\n",
        pass.name(),
        pass.argument()
    )
}

/// The header followed by the op the pass runs on, and a blank line.
pub(super) fn dump(
    ctx: &Context,
    when: &str,
    pass: &dyn Pass,
    failed: bool,
    target: &mut Target<'_>,
    opts: &PrintOptions,
) -> String {
    let nested = target.is_nested();
    let mut opts = opts.clone();
    if nested {
        opts.use_aliases = false;
    }
    let mut out = dump_header(when, pass, failed);
    let printed = target.with_view(ctx, |body, id| print_op(ctx, body, id, &opts));
    // print_op ends a top-level op's line; mlir-opt prints a nested op without that newline.
    out.push_str(if nested {
        printed.strip_suffix('\n').unwrap_or(&printed)
    } else {
        &printed
    });
    out.push_str("\n\n");
    out
}
