//! complex → llvm for what `--convert-complex-to-standard` leaves: `complex<T>` is
//! `!llvm.struct<(T, T)>` (real, imaginary; upstream's ComplexStructBuilder layout),
//! `complex.create` is poison + two `insertvalue`s, `complex.re` / `im` are `extractvalue`s,
//! `complex.constant` is an `llvm.mlir.constant` of the struct from its two parts. Other
//! complex ops are reported before the conversion (complex_check).

use super::build::{extract, insert, poison, value};
use super::pattern::{converted_results, loc_of};
use xla_dialect_complex::ops as complex_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::struct_type;
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter};
use xla_ir::{AttrData, Attribute, Context, Diag, OpId, Type, TypeData, ValueId};

/// `complex<T>` as `!llvm.struct<(T, T)>` when `T` converts to `part`.
pub fn struct_of(ctx: &Context, part: Type) -> Type {
    struct_type(ctx, &[part, part], false)
}

/// A rank-0 complex `dense<(re, im)>` as the `[re, im]` array a `!llvm.struct<(T, T)>`
/// global or constant needs (upstream rejects other attributes on struct values).
pub fn struct_value(ctx: &Context, dense: Attribute) -> Option<Attribute> {
    let AttrData::DenseElements { ty, data, .. } = ctx.attr_data(dense) else {
        return None;
    };
    let TypeData::Complex(part) = *ctx.type_data(ctx.element_type(*ty)) else {
        return None;
    };
    let bytes = (ctx.scalar_bit_width(part)?.div_ceil(8) as usize).min(8);
    let word = |i: usize| -> Option<Attribute> {
        let mut buf = [0u8; 8];
        buf[..bytes].copy_from_slice(data.get(i * bytes..(i + 1) * bytes)?);
        Some(ctx.float_attr_bits(part, u64::from_le_bytes(buf)))
    };
    Some(ctx.array_attr(&[word(0)?, word(1)?]))
}

/// The ops complex → llvm converts (the rest of the dialect is expanded earlier).
pub const LOWERED: [&str; 4] = [
    complex_ops::CreateOp::NAME,
    complex_ops::ReOp::NAME,
    complex_ops::ImOp::NAME,
    complex_ops::ConstantOp::NAME,
];

struct ComplexLowering(&'static str);

impl ConversionPattern for ComplexLowering {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }
    fn name(&self) -> &str {
        self.0
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let Some(types) = converted_results(rw, op) else {
            return Ok(false);
        };
        let Some(&ty) = types.first() else {
            return Ok(false);
        };
        let loc = loc_of(rw, op);
        rw.set_insertion_point_before(op);
        let v = match (self.0, operands) {
            (complex_ops::CreateOp::NAME, &[re, im]) => {
                let p = poison(rw.rewriter(), loc, ty);
                let p = insert(rw.rewriter(), loc, p, re, &[0]);
                insert(rw.rewriter(), loc, p, im, &[1])
            }
            (complex_ops::ReOp::NAME | complex_ops::ImOp::NAME, &[z]) => {
                let position = if self.0 == complex_ops::ReOp::NAME {
                    0
                } else {
                    1
                };
                extract(rw.rewriter(), loc, z, &[position], ty)
            }
            (complex_ops::ConstantOp::NAME, &[]) => {
                let Some(parts) = rw.op_ref(op).attr("value") else {
                    return Ok(false);
                };
                value(
                    rw.rewriter(),
                    llvm_ops::ConstantOp::NAME,
                    loc,
                    &[],
                    ty,
                    &[("value", parts)],
                )
            }
            _ => return Ok(false),
        };
        rw.replace_op(op, &[v])?;
        Ok(true)
    }
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    LOWERED
        .iter()
        .map(|&name| Box::new(ComplexLowering(name)) as Box<dyn ConversionPattern>)
        .collect()
}
