//! ODS-style checks shared by the verifiers: type constraints on operands and results,
//! property kinds, and the predicate traits (`AllTypesMatch`, `SameInputOutputTensorDims`)
//! with upstream's message texts.

use crate::display::{attr_str, dict_str, quoted};
use xla_ir::{AttrData, Attribute, Context, Diag, OpRef, Type, TypeData};

/// The type constraints arith's ODS uses; `u8` so that they can be const generic arguments.
pub mod class {
    /// `SignlessIntegerOrIndexLike`: signless integer or index, or a vector/tensor of them.
    pub const INT: u8 = 0;
    /// `FloatLike`: float, or a vector/tensor of floats.
    pub const FLOAT: u8 = 1;
    /// `BoolLike`: `i1`, or a vector/tensor of `i1`.
    pub const BOOL: u8 = 2;
    /// `SignlessFixedWidthIntegerLike`: like `INT` without index.
    pub const FIXED_INT: u8 = 3;
    /// `IndexCastTypeConstraint`: `INT`, or a ranked memref of signless integers or index.
    pub const INDEX_CASTABLE: u8 = 4;
    /// `BitcastTypeConstraint`: signless integers or floats (scalar, vector, tensor, memref).
    pub const BITCASTABLE: u8 = 5;
    /// `AnyType`.
    pub const ANY: u8 = 6;
}

/// The constraint's summary, as "must be <summary>" messages print it.
pub fn summary(c: u8) -> &'static str {
    match c {
        class::INT => "signless-integer-like",
        class::FLOAT => "floating-point-like",
        class::BOOL => "bool-like",
        class::FIXED_INT => "signless-fixed-width-integer-like",
        class::INDEX_CASTABLE => "signless-integer-like or memref of signless-integer",
        class::BITCASTABLE => {
            "signless-integer-or-float-like or memref of signless-integer or float"
        }
        _ => "any type",
    }
}

/// The element type of a vector or tensor (ranked or not): ODS's value-semantics containers.
pub fn container_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Tensor { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn ranked_memref_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn scalar_or_container(ctx: &Context, t: Type, scalar: impl Fn(Type) -> bool) -> bool {
    scalar(t) || container_element(ctx, t).is_some_and(&scalar)
}

/// Whether `t` satisfies constraint `c`.
pub fn satisfies(ctx: &Context, c: u8, t: Type) -> bool {
    let signless = |t: Type| ctx.is_signless_integer(t);
    let signless_or_index = |t: Type| ctx.is_signless_integer(t) || ctx.is_index(t);
    match c {
        class::INT => scalar_or_container(ctx, t, signless_or_index),
        class::FLOAT => scalar_or_container(ctx, t, |t| ctx.is_float(t)),
        class::BOOL => {
            scalar_or_container(ctx, t, |t| signless(t) && ctx.integer_width(t) == Some(1))
        }
        class::FIXED_INT => scalar_or_container(ctx, t, signless),
        class::INDEX_CASTABLE => {
            scalar_or_container(ctx, t, signless_or_index)
                || ranked_memref_element(ctx, t).is_some_and(signless_or_index)
        }
        class::BITCASTABLE => {
            let int_or_float = |t: Type| signless(t) || ctx.is_float(t);
            scalar_or_container(ctx, t, int_or_float)
                || ranked_memref_element(ctx, t).is_some_and(int_or_float)
        }
        _ => true,
    }
}

/// Checks every operand against its constraint (`classes[i]`, the last one repeating).
pub fn verify_operands(op: OpRef<'_>, classes: &[u8]) -> Result<(), Diag> {
    verify_values(op, "operand", &op.operand_types(), classes)
}

/// Checks every result against its constraint (`classes[i]`, the last one repeating).
pub fn verify_results(op: OpRef<'_>, classes: &[u8]) -> Result<(), Diag> {
    verify_values(op, "result", &op.result_types(), classes)
}

fn verify_values(op: OpRef<'_>, what: &str, types: &[Type], classes: &[u8]) -> Result<(), Diag> {
    for (i, &t) in types.iter().enumerate() {
        let Some(&c) = classes.get(i).or(classes.last()) else {
            return Ok(());
        };
        if !satisfies(op.ctx, c, t) {
            return Err(op.error(format!(
                "{what} #{i} must be {}, but got {}",
                summary(c),
                quoted(op.ctx, t)
            )));
        }
    }
    Ok(())
}

/// A property that must be present (ODS: a non-optional attribute without default).
pub fn require_prop(op: OpRef<'_>, name: &str) -> Result<Attribute, Diag> {
    op.attr(name)
        .ok_or_else(|| op.error(format!("requires attribute '{name}'")))
}

/// Checks that property `name`, if present, is of the kind `valid` accepts; the error is
/// MLIR's property-conversion message (which mlir-opt reports while parsing the generic form).
pub fn check_prop(
    op: OpRef<'_>,
    name: &str,
    valid: impl Fn(&Context, Attribute) -> bool,
) -> Result<(), Diag> {
    match op.attr(name) {
        Some(a) if !valid(op.ctx, a) => {
            let props = dict_str(op.ctx, op.props().iter());
            Err(op.plain_error(format!(
                "invalid properties {props} for op {}: Invalid attribute `{name}` in property conversion: {}",
                op.name_str(),
                attr_str(op.ctx, a)
            )))
        }
        _ => Ok(()),
    }
}

/// Whether `a` is a unit attribute (the storage of `UnitAttr` properties such as `isExact`).
pub fn is_unit(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Unit)
}

/// `AllTypesMatch<names>` over the given types.
pub fn verify_all_types_match(op: OpRef<'_>, names: &[&str], types: &[Type]) -> Result<(), Diag> {
    if types.windows(2).all(|w| w[0] == w[1]) {
        return Ok(());
    }
    Err(op.error(format!(
        "failed to verify that all of {{{}}} have same type",
        names.join(", ")
    )))
}

/// `getI1SameShape`: `i1`, or the same vector/tensor/memref shape with `i1` elements.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1();
    if ctx.is_shaped(t) {
        ctx.with_element_type(t, i1)
    } else {
        i1
    }
}

/// The shape `SameInputOutputTensorDims` compares: a ranked tensor's dims, otherwise empty.
fn tensor_dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::Tensor { shape, .. } => Some(shape),
        TypeData::UnrankedTensor { .. } => None,
        _ => Some(&[]),
    }
}

/// `SameInputOutputTensorDims`: input and output tensors have identical dimensions.
pub fn verify_same_tensor_dims(op: OpRef<'_>, input: Type, output: Type) -> Result<(), Diag> {
    if tensor_dims(op.ctx, input) == tensor_dims(op.ctx, output) {
        return Ok(());
    }
    Err(op.error("failed to verify that input and output have the same tensor dimensions"))
}

/// Whether two shapes are compatible (`verifyCompatibleShape`): both or neither shaped;
/// unranked matches anything; equal ranks with equal or dynamic dimensions.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.is_shaped(a), ctx.is_shaped(b)) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter()
                        .zip(y)
                        .all(|(&p, &q)| p == q || p == xla_ir::DYNAMIC || q == xla_ir::DYNAMIC)
            }
            _ => true,
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraint_membership() {
        let ctx = Context::new();
        let (i32t, f32t, idx) = (ctx.i32(), ctx.f32(), ctx.index_type());
        assert!(satisfies(&ctx, class::INT, idx));
        assert!(!satisfies(&ctx, class::FIXED_INT, idx));
        assert!(satisfies(&ctx, class::INT, ctx.unranked_tensor_type(i32t)));
        assert!(!satisfies(&ctx, class::INT, ctx.memref_type(&[4], i32t)));
        assert!(satisfies(
            &ctx,
            class::INDEX_CASTABLE,
            ctx.memref_type(&[4], idx)
        ));
        assert!(satisfies(
            &ctx,
            class::BITCASTABLE,
            ctx.memref_type(&[4], f32t)
        ));
        assert!(!satisfies(&ctx, class::BITCASTABLE, idx));
        assert!(satisfies(
            &ctx,
            class::BOOL,
            ctx.vector_type(&[2], ctx.i1())
        ));
        assert!(!satisfies(&ctx, class::BOOL, i32t));
        assert!(satisfies(&ctx, class::FLOAT, ctx.tensor_type(&[2], f32t)));
    }

    #[test]
    fn shapes() {
        let ctx = Context::new();
        let f = ctx.f32();
        let t4 = ctx.tensor_type(&[4], f);
        let td = ctx.tensor_type(&[xla_ir::DYNAMIC], f);
        assert!(compatible_shapes(&ctx, t4, td));
        assert!(compatible_shapes(&ctx, t4, ctx.unranked_tensor_type(f)));
        assert!(!compatible_shapes(&ctx, t4, f));
        assert!(!compatible_shapes(&ctx, t4, ctx.tensor_type(&[4, 1], f)));
        assert_eq!(i1_same_shape(&ctx, t4), ctx.tensor_type(&[4], ctx.i1()));
        assert_eq!(i1_same_shape(&ctx, f), ctx.i1());
    }
}
