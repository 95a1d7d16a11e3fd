//! An entry function's argument and result types as the caller sees them: the types before
//! any lowering (unsigned integers stay unsigned, memrefs read as tensors).

use xla_interp::runner::hlo_signature;
use xla_ir::{Context, Type, TypeData};
use xla_values::abi::MEMREF_SIGNATURE_ATTR as SIGNATURE_ATTR;

/// (argument types, result types).
pub type Signature = (Vec<Type>, Vec<Type>);

/// `entry`'s signature: its `xla.hlo_signature` if lowering changed it, else its
/// `func.func` type, else the memref signature a lowered `llvm.func` keeps (as tensors).
pub fn entry_signature(ctx: &Context, module: &xla_ir::Module, entry: &str) -> Option<Signature> {
    if let Some(sig) = hlo_signature(ctx, module, entry) {
        return Some(sig);
    }
    let f = module.lookup_symbol(ctx, entry)?;
    match f.name_str() {
        "func.func" => module.function_signature(ctx, entry, "function_type"),
        "llvm.func" => {
            let (args, results) = module.function_signature(ctx, entry, SIGNATURE_ATTR)?;
            let as_tensors =
                |ts: Vec<Type>| ts.into_iter().map(|t| memref_as_tensor(ctx, t)).collect();
            Some((as_tensors(args), as_tensors(results)))
        }
        _ => None,
    }
}

/// `memref<4xf32>` as `tensor<4xf32>` (other types unchanged).
pub fn memref_as_tensor(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => {
            let (shape, elem) = (shape.to_vec(), *elem);
            ctx.tensor_type(&shape, elem)
        }
        _ => t,
    }
}

/// What Python needs of one argument or result type: its text, its element type's text and
/// its shape (`None` for a dynamic dimension; empty for a scalar).
pub type TypeInfo = (String, String, Vec<Option<i64>>);

pub fn type_info(ctx: &Context, t: Type) -> TypeInfo {
    let shape = ctx
        .shape(t)
        .unwrap_or_default()
        .iter()
        .map(|&d| (d != xla_ir::types::DYNAMIC).then_some(d))
        .collect();
    (
        xla_ir::asm::type_to_string(ctx, t),
        xla_ir::asm::type_to_string(ctx, ctx.element_type(t)),
        shape,
    )
}
