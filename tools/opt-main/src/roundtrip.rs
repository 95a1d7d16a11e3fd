//! `--verify-roundtrip`: the parsed module, printed in the generic form with locations, must
//! parse back in a fresh context to the same module (compared in that form), as mlir-opt
//! checks it (which also round-trips bytecode; this IR has no bytecode format).

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::pass::verify_module;
use xla_ir::{Context, Diag, Module};

/// Checks the round trip of `module`; `fresh` makes a context like the one it was parsed in.
pub fn verify_roundtrip(
    ctx: &Context,
    module: &Module,
    fresh: &dyn Fn() -> Context,
) -> Result<(), Vec<Diag>> {
    let loc = module.top.op(module.op).loc;
    let generic = PrintOptions {
        generic: true,
        debug_info: true,
        ..PrintOptions::default()
    };
    let reference = print_module(ctx, module, &generic);
    let rt_ctx = fresh();
    let parsed = parse_module(&rt_ctx, "<roundtrip>", &reference)
        .ok()
        .filter(|m| verify_module(&rt_ctx, m).is_ok());
    let Some(parsed) = parsed else {
        return Err(vec![Diag::error(
            loc,
            "'builtin.module' op failed to parse textual content back, cannot verify round-trip.\n",
        )]);
    };
    let roundtrip = print_module(&rt_ctx, &parsed, &generic);
    if reference == roundtrip {
        return Ok(());
    }
    Err(vec![Diag::error(
        loc,
        format!("'builtin.module' op textual roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"),
    )])
}
