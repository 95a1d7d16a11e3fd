//! `--convert-to-llvm`: arith, math, memref, func, cf, complex parts (and the `index` type) to the llvm
//! dialect with the dialect-conversion framework (a partial conversion, as upstream: ops
//! of other dialects stay, with unrealized casts at the borders). One file per source
//! dialect; the shared type converter is in [`types`]. See docs/lowering/to-llvm.md.

use xla_dialect_llvm::ops as llvm_ops;
mod arith;
mod arith_expand;
mod bf16_emulate;
mod build;
mod c_interface;
mod cf;
mod cf_assert;
mod checks;
mod collective_calls;
mod complex;
mod complex_check;
mod func;
mod lapack_calls;
mod math;
mod math_expand;
mod memref;
mod memref_casts;
mod memref_copy_call;
mod memref_dim;
mod memref_global;
mod memref_views;
mod narrow_float;
mod pattern;
mod probe_calls;
mod types;
mod vector;

#[cfg(test)]
mod tests;

pub use checks::{location_text, string_global};
pub use types::{convert as convert_type, descriptor_type, llvm_type_converter};

use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::conversion::{
    apply_conversion_to_op, ConversionMode, ConversionPatternSet, ConversionTarget,
};
use xla_ir::{Context, Diag, OpData, OperationState};

pub const ARGUMENT: &str = "convert-to-llvm";
const DESCRIPTION: &str = "Convert to LLVM via dialect interfaces found in the input IR";

#[derive(Default)]
pub struct ConvertToLlvm;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ConvertToLlvm),
    }
}

fn target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_dialect("llvm");
    t.add_legal_op(xla_ir::builtin::ModuleOp::NAME);
    t.add_legal_op(xla_ir::rewrite::conversion::UNREALIZED_CAST);
    // Everything else is unknown, as upstream: converted when a pattern applies, else kept.
    t
}

fn patterns(ctx: &Context) -> ConversionPatternSet {
    let all = [
        arith::patterns(),
        math::patterns(),
        func::patterns(),
        cf::patterns(),
        memref::patterns(),
        memref_views::patterns(),
        memref_casts::patterns(),
        complex::patterns(),
        vector::patterns(),
        vec![Box::new(memref_dim::DimLowering)
            as Box<dyn xla_ir::rewrite::conversion::ConversionPattern>],
    ];
    ConversionPatternSet::new(ctx, all.into_iter().flatten().collect())
}

/// Adds `llvm.func @malloc` / `@free` declarations the memref lowering calls, at the
/// start of the module, unless already declared.
fn declare_runtime(ctx: &Context, module: &mut OpData) {
    let Some(body) = module.isolated_body_mut() else {
        return;
    };
    let Some(&region) = body.root_regions().first() else {
        return;
    };
    let Some(block) = body.entry_block(region) else {
        return;
    };
    let ptr = xla_dialect_llvm::types::ptr_type(ctx);
    let void = xla_dialect_llvm::types::void_type(ctx);
    let mut declared = std::collections::HashSet::new();
    // Callee name -> (argument types, result type) of its first call.
    let mut called: std::collections::BTreeMap<String, (Vec<xla_ir::Type>, Vec<xla_ir::Type>)> =
        Default::default();
    for op in body.block_ops(block).collect::<Vec<_>>() {
        let r = xla_ir::OpRef::new(ctx, body, op);
        if let Some(name) = r.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) {
            declared.insert(name.to_string());
        }
        let (nested, regions) = body.op_regions(op);
        for &reg in regions {
            for b in nested.region_blocks(reg) {
                for o in nested.block_ops(b) {
                    let c = xla_ir::OpRef::new(ctx, nested, o);
                    if c.isa::<llvm_ops::CallOp>() {
                        if let Some(n) = xla_dialect_llvm::call_op::callee_name(&c) {
                            called
                                .entry(n.to_string())
                                .or_insert_with(|| (c.operand_types(), c.result_types()));
                        }
                    }
                }
            }
        }
    }
    // libm functions the math lowering calls, declared from their call's types.
    let libm: Vec<(String, Vec<xla_ir::Type>, xla_ir::Type)> = called
        .iter()
        .filter(|(n, _)| {
            math::LIBM
                .iter()
                .map(|(_, b)| *b)
                .chain(["atan2"])
                .any(|b| *n == b || **n == format!("{b}f"))
        })
        .map(|(n, (args, results))| {
            (
                n.clone(),
                args.clone(),
                results.first().copied().unwrap_or(void),
            )
        })
        .collect();
    // Upstream inserts each at the front as it is first needed: free ends up before malloc.
    let runtime = [
        (
            memref_copy_call::RUNTIME.to_string(),
            vec![ctx.i64(), ptr, ptr],
            void,
        ),
        ("puts".to_string(), vec![ptr], ctx.i32()),
        ("abort".to_string(), vec![], void),
        ("malloc".to_string(), vec![ctx.i64()], ptr),
        ("free".to_string(), vec![ptr], void),
    ];
    for (name, params, result) in libm.into_iter().rev().chain(runtime) {
        let name = name.as_str();
        if !called.contains_key(name) || declared.contains(name) {
            continue;
        }
        let loc = ctx.unknown_loc();
        let mut st = OperationState::new(ctx, llvm_ops::FuncOp::NAME, loc);
        st.set_attr(ctx, "sym_name", ctx.string_attr(name));
        st.set_attr(
            ctx,
            "function_type",
            ctx.type_attr(xla_dialect_llvm::types::func_type(
                ctx, result, &params, false,
            )),
        );
        st.isolated = Some(Box::new(xla_ir::Body::with_root_regions(1)));
        let f = body.create_op(ctx, st);
        body.prepend_op(block, f);
    }
}

impl Pass for ConvertToLlvm {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ConvertToLLVMPass"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        complex_check::reject_complex(ctx, op)?;
        let tc = llvm_type_converter();
        checks::lower(ctx, op)?;
        math_expand::run(ctx, op)?;
        // After math_expand (whose f32 computations of bf16 math end in a truncf to bf16):
        // bf16 arithmetic in f32, then the truncf / extf of narrow floats as integer code.
        bf16_emulate::run(ctx, op)?;
        narrow_float::run(ctx, op)?;
        arith_expand::run(ctx, op)?;
        cf_assert::run(ctx, op)?;
        let set = patterns(ctx);
        apply_conversion_to_op(ctx, op, &target(), &set, Some(&tc), ConversionMode::Partial)?;
        declare_runtime(ctx, op);
        Ok(())
    }
}
