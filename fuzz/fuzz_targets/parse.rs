//! Fuzzes parse → verify → print → re-parse: no input may panic, and whatever parses and
//! verifies must print to text that parses again.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut ctx = xla_ir::Context::new();
    xla_dialects::load_all(&mut ctx);
    ctx.allow_unregistered = true;
    let Ok(module) = xla_ir::asm::parse_module(&ctx, "fuzz.mlir", text) else { return };
    if xla_ir::verify::verify_module(&ctx, &module).is_err() {
        return;
    }
    let printed = xla_ir::asm::print_module(&ctx, &module, &Default::default());
    if let Err(diags) = xla_ir::asm::parse_module(&ctx, "printed.mlir", &printed) {
        panic!("printed module does not parse: {:?}\n{printed}", diags.first().map(|d| &d.message));
    }
});
