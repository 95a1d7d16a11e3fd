//! Types and attributes as text for diagnostics (`'vector<4xi1>'`, `12 : i64`), through
//! the core printer so that messages spell them exactly as mlir-opt does.

use xla_ir::{AttrData, Attribute, Context, Type};

/// A type as MLIR prints it.
pub fn type_str(ctx: &Context, t: Type) -> String {
    xla_ir::asm::type_to_string(ctx, t)
}

/// A type in single quotes, as diagnostics show it.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_str(ctx, t))
}

/// An attribute as MLIR prints it.
pub fn attr_str(ctx: &Context, a: Attribute) -> String {
    xla_ir::asm::attr_to_string(ctx, a)
}

/// `{a = 1 : i64, flag}`: entries as an attribute dictionary prints them.
pub fn dict_str(
    ctx: &Context,
    entries: impl Iterator<Item = (xla_ir::Symbol, Attribute)>,
) -> String {
    let parts: Vec<String> = entries
        .map(|(name, value)| match ctx.attr_data(value) {
            AttrData::Unit => ctx.symbol_str(name).to_string(),
            _ => format!("{} = {}", ctx.symbol_str(name), attr_str(ctx, value)),
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::FASTMATH;
    use xla_ir::types::Signedness;
    use xla_ir::{TypeData, DYNAMIC};

    #[test]
    fn builtin_types() {
        let ctx = Context::new();
        let i1 = ctx.i1();
        assert_eq!(type_str(&ctx, ctx.vector_type(&[4], i1)), "vector<4xi1>");
        assert_eq!(
            type_str(&ctx, ctx.tensor_type(&[DYNAMIC, 2], ctx.f32())),
            "tensor<?x2xf32>"
        );
        assert_eq!(
            type_str(&ctx, ctx.unranked_tensor_type(ctx.index_type())),
            "tensor<*xindex>"
        );
        assert_eq!(
            type_str(&ctx, ctx.memref_type(&[], ctx.i32())),
            "memref<i32>"
        );
        let scalable = ctx.intern_type(TypeData::Vector {
            shape: Box::new([2, 4]),
            scalable: Box::new([false, true]),
            elem: i1,
        });
        assert_eq!(type_str(&ctx, scalable), "vector<2x[4]xi1>");
        let si = ctx.intern_type(TypeData::Integer {
            width: 8,
            signedness: Signedness::Signed,
        });
        assert_eq!(quoted(&ctx, si), "'si8'");
    }

    #[test]
    fn attributes() {
        let mut ctx = Context::new();
        ctx.load_dialect(crate::dialect());
        assert_eq!(attr_str(&ctx, ctx.i64_attr(12)), "12 : i64");
        assert_eq!(attr_str(&ctx, ctx.bool_attr(true)), "true");
        assert_eq!(
            attr_str(&ctx, ctx.float_attr_bits(ctx.f32(), 0x3f80_0000)),
            "1.000000e+00 : f32"
        );
        assert_eq!(
            attr_str(&ctx, FASTMATH.attr(&ctx, 127)),
            "#arith.fastmath<fast>"
        );
        let entries = [(ctx.symbol("value"), ctx.unit_attr())];
        assert_eq!(dict_str(&ctx, entries.into_iter()), "{value}");
    }
}
