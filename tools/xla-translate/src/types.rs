//! HLO shapes as MLIR types: `f32[4,8]{1,0}` -> `tensor<4x8xf32>`, `(f32[], s32[])` ->
//! `tuple<tensor<f32>, tensor<i32>>`, `token[]` -> `!hlo.token`. Layouts are not part of the
//! type (the entry's become module attributes, `import::layouts`);
//! dynamic (`?`) and bounded (`<=N`) dimensions become `?`.

use crate::ast::{Dim, Shape};
use xla_ir::float::FloatKind;
use xla_ir::types::Signedness;
use xla_ir::{Context, Type, TypeData, DYNAMIC};

/// The MLIR element type of an HLO primitive type name.
pub fn element_type(ctx: &Context, name: &str) -> Option<Type> {
    let int = |width: u32, signedness: Signedness| {
        ctx.intern_type(TypeData::Integer { width, signedness })
    };
    let ty = match name {
        "pred" => ctx.i1(),
        "s2" | "s4" | "s8" | "s16" | "s32" | "s64" => {
            int(name[1..].parse().ok()?, Signedness::Signless)
        }
        "u2" | "u4" | "u8" | "u16" | "u32" | "u64" => {
            int(name[1..].parse().ok()?, Signedness::Unsigned)
        }
        "c64" => ctx.complex_type(ctx.f32()),
        "c128" => ctx.complex_type(ctx.f64()),
        _ => ctx.float_type(float_kind(name)?),
    };
    Some(ty)
}

fn float_kind(name: &str) -> Option<FloatKind> {
    let mlir = match name {
        "f16" => "f16",
        "bf16" => "bf16",
        "f32" => "f32",
        "f64" => "f64",
        "f8e5m2" => "f8E5M2",
        "f8e4m3" => "f8E4M3",
        "f8e4m3fn" => "f8E4M3FN",
        "f8e4m3b11fnuz" => "f8E4M3B11FNUZ",
        "f8e5m2fnuz" => "f8E5M2FNUZ",
        "f8e4m3fnuz" => "f8E4M3FNUZ",
        "f8e3m4" => "f8E3M4",
        "f8e8m0fnu" => "f8E8M0FNU",
        "f6e2m3fn" => "f6E2M3FN",
        "f6e3m2fn" => "f6E3M2FN",
        "f4e2m1fn" => "f4E2M1FN",
        _ => return None,
    };
    FloatKind::from_mlir_name(mlir)
}

/// The type of a shape; `Err` names the unknown element type.
pub fn shape_type(ctx: &Context, shape: &Shape) -> Result<Type, String> {
    match shape {
        Shape::Tuple(elems, _) => {
            let types = elems
                .iter()
                .map(|e| shape_type(ctx, e))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ctx.tuple_type(&types))
        }
        Shape::Array { elem, .. } if elem == "token" => Ok(xla_dialect_hlo::types::token_type(ctx)),
        Shape::Array { elem, dims, .. } => {
            let elem_ty = element_type(ctx, elem)
                .ok_or_else(|| format!("unsupported element type '{elem}'"))?;
            let dims: Vec<i64> = dims
                .iter()
                .map(|d| match d {
                    Dim::Static(n) => *n,
                    Dim::Dynamic | Dim::Bounded(_) => DYNAMIC,
                })
                .collect();
            Ok(ctx.tensor_type(&dims, elem_ty))
        }
    }
}

/// The shapes a tuple shape holds at its top level (the shape itself otherwise).
pub fn top_level(shape: &Shape) -> Vec<&Shape> {
    match shape {
        Shape::Tuple(elems, _) => elems.iter().collect(),
        other => vec![other],
    }
}

/// Every non-tuple shape inside `shape`, depth first.
pub fn leaves(shape: &Shape) -> Vec<&Shape> {
    let mut out = Vec::new();
    let mut stack = vec![shape];
    while let Some(s) = stack.pop() {
        match s {
            Shape::Tuple(elems, _) => stack.extend(elems.iter().rev()),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_hlo;

    #[test]
    fn shapes_become_types() {
        let mut ctx = Context::new();
        ctx.load_dialect(xla_dialect_hlo::dialect());
        let m = parse_hlo(
            "HloModule m\nENTRY e {\n ROOT t = (f32[4,?]{1,0}, u8[], (c64[2], token[]), bf16[<=3]) parameter(0)\n}\n",
        )
        .unwrap();
        let shape = &m.computations[0].instructions[0].shape;
        let ty = shape_type(&ctx, shape).unwrap();
        let printed = xla_dialect_hlo::display::type_str(&ctx, ty);
        assert_eq!(
            printed,
            "tuple<tensor<4x?xf32>, tensor<ui8>, tuple<tensor<2xcomplex<f32>>, !hlo.token>, tensor<?xbf16>>"
        );
        assert_eq!(leaves(shape).len(), 5);
        assert!(element_type(&ctx, "s128").is_none());
    }
}
