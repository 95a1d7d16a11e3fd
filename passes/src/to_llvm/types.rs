//! The LLVM type converter: `index` becomes `i64`, a ranked memref becomes upstream's
//! descriptor `!llvm.struct<(ptr, ptr, i64, array<N x i64>, array<N x i64>)>` (allocated
//! pointer, aligned pointer, offset, sizes, strides; rank 0 has no arrays), `complex<T>` is
//! `!llvm.struct<(T, T)>`, a function type `!llvm.ptr`, signless scalars, 1-D vectors and llvm types stay; f8/f6/f4
//! floats become integers of their width (as upstream); anything else does not convert.

use super::build::{build_descriptor, Descriptor};
use xla_dialect_llvm::types::{array_type, is_compatible, ptr_type, struct_type};
use xla_ir::rewrite::conversion::{unrealized_cast, Conversion, TypeConverter};
use xla_ir::{Context, Type, TypeData};

/// The descriptor struct of a memref of rank `rank`.
pub fn descriptor_type(ctx: &Context, rank: usize) -> Type {
    let ptr = ptr_type(ctx);
    let i64t = ctx.i64();
    if rank == 0 {
        return struct_type(ctx, &[ptr, ptr, i64t], false);
    }
    let arr = array_type(ctx, rank as u64, i64t);
    struct_type(ctx, &[ptr, ptr, i64t, arr, arr], false)
}

/// The types a memref argument expands to in a function signature (upstream's
/// calling convention): pointers, offset, sizes, strides.
pub fn expanded_memref_types(ctx: &Context, rank: usize) -> Vec<Type> {
    let ptr = ptr_type(ctx);
    let mut out = vec![ptr, ptr, ctx.i64()];
    out.extend(std::iter::repeat_n(ctx.i64(), 2 * rank));
    out
}

/// A type the lowering handles, converted; `None` if it cannot be.
pub fn convert(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Index => Some(ctx.i64()),
        // llvm integers are signless (as upstream's LLVMTypeConverter: `ui8` -> `i8`).
        TypeData::Integer { width, signedness }
            if *signedness != xla_ir::types::Signedness::Signless =>
        {
            Some(ctx.integer_type(*width))
        }
        TypeData::MemRef {
            shape,
            layout,
            elem,
            ..
        } => {
            if layout.is_some_and(|l| !super::memref::is_supported_layout(ctx, l)) {
                return None;
            }
            convert(ctx, *elem)?;
            Some(descriptor_type(ctx, shape.len()))
        }
        TypeData::Complex(part) if ctx.is_float(*part) => {
            let part = convert(ctx, *part)?;
            Some(super::complex::struct_of(ctx, part))
        }
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
            let e = convert(ctx, *elem)?;
            Some(ctx.vector_type(shape, e))
        }
        _ if is_compatible(ctx, t) => Some(t),
        // A function value (`func.constant`) is its address, as upstream.
        TypeData::Function { .. } => Some(ptr_type(ctx)),
        // As upstream: the 8-, 6- and 4-bit floats LLVM has no type for are integers of
        // their width (they are only moved around; arithmetic on them is not lowered).
        TypeData::Float(k) if k.bit_width() <= 8 => Some(ctx.integer_type(k.bit_width())),
        _ => None,
    }
}

/// The converter the patterns and the target share.
pub fn llvm_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_rule(|ctx, t| match convert(ctx, t) {
        Some(c) => Conversion::To(vec![c]),
        None => Conversion::Fail,
    });
    // Expanded memref arguments (several values) rebuild the descriptor, then cast it.
    tc.add_source_materialization(|rw, ty, inputs, loc| {
        let ctx = rw.ctx;
        let TypeData::MemRef { shape, .. } = ctx.type_data(ty) else {
            return None;
        };
        if inputs.len() != 3 + 2 * shape.len() {
            return None;
        }
        let rank = shape.len();
        let d = Descriptor {
            allocated: inputs[0],
            aligned: inputs[1],
            offset: Some(inputs[2]),
            sizes: inputs[3..3 + rank].to_vec(),
            strides: inputs[3 + rank..].to_vec(),
        };
        let desc = build_descriptor(rw, &d, loc, true);
        Some(unrealized_cast(rw, ty, &[desc], loc))
    });
    tc
}
