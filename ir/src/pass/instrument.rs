//! Pass instrumentation settings: verification after each pass, IR dumps, timing, threading.

use super::target::Target;
use super::Pass;
use crate::asm::{print_op, PrintOptions};
use crate::context::Context;

/// Which passes an IR dump applies to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassSelection {
    /// No pass (the default).
    #[default]
    None,
    /// Every pass (`--mlir-print-ir-after-all`).
    All,
    /// Passes by argument (`--mlir-print-ir-after=cse`).
    Only(Vec<String>),
}

impl PassSelection {
    /// Whether the pass with command-line name `argument` is selected.
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
    /// Passes to dump the IR before (`--mlir-print-ir-before=...`, `--mlir-print-ir-before-all`).
    pub before: PassSelection,
    /// Passes to dump the IR after (`--mlir-print-ir-after=...`, `--mlir-print-ir-after-all`).
    pub after: PassSelection,
    /// `--mlir-print-ir-after-change`: an after-dump only when the pass changed its op.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`: after-dumps only of a pass that failed (any pass).
    pub after_failure: bool,
    /// `--mlir-print-ir-module-scope`: dumps show the whole module, not only the op the pass
    /// ran on (needs `threading` off, as mlir-opt).
    pub module_scope: bool,
    /// How the dumps print the IR (generic form, debug info, ...).
    pub print_options: PrintOptions,
}

impl IrPrintConfig {
    /// Whether a successful run of `argument` may be dumped after.
    pub(super) fn after_success(&self, argument: &str) -> bool {
        !self.after_failure && self.after.selects(argument)
    }
    /// Whether a failed run of `argument` is dumped after.
    pub(super) fn after_failed(&self, argument: &str) -> bool {
        self.after_failure || self.after.selects(argument)
    }
}

/// How a pipeline is run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify the op a pass ran on after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// Run pipelines on isolated sibling ops in parallel (off with `--mlir-disable-threading`).
    pub threading: bool,
    /// Which IR dumps to write before and after passes.
    pub print_ir: IrPrintConfig,
    /// Record per-pass wall and user times (`--mlir-timing`).
    pub timing: bool,
    /// `--mlir-pass-pipeline-local-reproducer`: keep the module as it was before each pass
    /// (needs `threading` off), so a failure reports that pass alone
    /// ([`super::RunReport::local_reproducer`]).
    pub local_reproducer: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            threading: true,
            print_ir: IrPrintConfig::default(),
            timing: false,
            local_reproducer: false,
        }
    }
}

/// mlir-opt's dump header: `// -----// IR Dump After CSE (cse) //----- //`; at module
/// scope it names the op: `... (cse) ('func.func' operation: @f) //----- //`.
pub(super) fn dump_header(
    when: &str,
    pass: &dyn Pass,
    failed: bool,
    scope: Option<(&str, Option<&str>)>,
) -> String {
    let failed = if failed { " Failed" } else { "" };
    let scope = match scope {
        None => String::new(),
        Some((op, None)) => format!(" ('{op}' operation)"),
        Some((op, Some(symbol))) => format!(" ('{op}' operation: @{symbol})"),
    };
    format!(
        "// -----// IR Dump {when} {}{failed} ({}){scope} //----- //\n",
        pass.name(),
        pass.argument()
    )
}

/// The op as printed in generic form with locations: equal before and after a pass when the
/// pass changed nothing (`--mlir-print-ir-after-change`).
pub(super) fn fingerprint(ctx: &Context, target: &mut Target<'_>) -> String {
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        use_aliases: false,
        ..PrintOptions::default()
    };
    target.with_view(ctx, |body, id| print_op(ctx, body, id, &opts))
}

/// The header followed by the op the pass runs on, and a blank line.
pub(super) fn dump(
    ctx: &Context,
    when: &str,
    pass: &dyn Pass,
    failed: bool,
    target: &mut Target<'_>,
    config: &IrPrintConfig,
) -> String {
    if config.module_scope {
        let scope = target.with_view(ctx, |body, id| {
            let name = ctx.op_name_str(body.op(id).name).to_owned();
            let symbol = crate::verify::symbols::symbol_name(ctx, body, id).map(str::to_owned);
            (name, symbol)
        });
        let mut out = dump_header(
            when,
            pass,
            failed,
            Some((scope.0.as_str(), scope.1.as_deref())),
        );
        let opts = &config.print_options;
        out.push_str(&target.with_top(ctx, |body, id| print_op(ctx, body, id, opts)));
        out.push_str("\n\n");
        return out;
    }
    let nested = target.is_nested();
    let mut opts = config.print_options.clone();
    if nested {
        opts.use_aliases = false;
    }
    let mut out = dump_header(when, pass, failed, None);
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
