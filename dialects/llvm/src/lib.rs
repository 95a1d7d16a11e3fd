//! The `llvm` dialect of MLIR 22 (the subset the lowerings produce), built on xla-ir's
//! public API: LLVM types (`!llvm.ptr`, `!llvm.struct<..>`, `!llvm.array<..>`,
//! `!llvm.func<..>`, `!llvm.void`), functions and calls, memory and aggregate ops,
//! integer and float arithmetic, comparisons, casts, branches, constants and globals, and
//! the `llvm.intr.*` math intrinsics, each with upstream's syntax and verifier messages.

pub mod arith_ops;
pub mod attrs;
mod call_interfaces;
pub mod call_op;
pub mod constant_ops;
pub mod control_ops;
pub mod func_ops;
pub mod gep;
pub mod intrinsics;
pub mod loop_annotation;
mod memory_effects;
pub mod memory_ops;
pub mod ops;
pub mod syntax;
pub mod types;
pub mod vector_ops;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The `llvm` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("llvm");
    d.summary = "LLVM IR types and instructions as MLIR ops".to_string();
    d.parse_type = Some(types::parse_type);
    d.print_type = Some(types::print_type);
    d.parse_attr = Some(attrs::parse_attr);
    d.print_attr = Some(attrs::print_attr);
    d.attr_alias = Some(loop_annotation::alias);
    d.materialize_constant = Some(constant_ops::materialize_constant);
    d.ops = [
        func_ops::ops(),
        vec![call_op::call_op(), gep::gep_op()],
        arith_ops::ops(),
        memory_ops::ops(),
        constant_ops::ops(),
        control_ops::ops(),
        intrinsics::ops(),
        vector_ops::ops(),
    ]
    .into_iter()
    .flatten()
    .collect();
    call_op::attach_symbol_uses(&mut d.ops);
    call_interfaces::attach(&mut d);
    memory_effects::attach(&mut d);
    d
}
