//! Bounded dynamism: the tensor encoding `#hlo.bounds<?, 512>` (StableHLO's
//! `TypeExtensionsAttr`), giving an upper bound for each dynamic dimension (`?` for none).
//! `set_dimension_size` produces such types; shape compatibility takes the bounds into
//! account (a static size fits a bounded `?` when it is at most the bound).
//!
//! Parses StableHLO's two spellings, `#stablehlo.type_extensions<bounds = [?, 512]>` and
//! `#stablehlo.bounds<?, 512>`, and prints the second (as StableHLO does).

use super::AttrFamily;
use super::{hlo_attr, hlo_attr_params};
use crate::display::dim_str;
use xla_ir::asm::{AsmParser, AsmPrinter, Delimiter, Punct};
use xla_ir::{Attribute, Context, Diag, Type, TypeData, DYNAMIC};

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &["type_extensions", "bounds"],
    parse,
    print,
};

const MNEMONIC: &str = "bounds";

/// The encoding attribute for `bounds` (`DYNAMIC` for an unbounded dimension).
pub fn bounds_attr(ctx: &Context, bounds: &[i64]) -> Attribute {
    hlo_attr(ctx, MNEMONIC, [ctx.dense_i64_array(bounds)])
}

/// The bounds `a` holds, if it is a bounds attribute.
pub fn bounds_of_attr(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let [list] = hlo_attr_params(ctx, a, MNEMONIC)? else {
        return None;
    };
    ctx.attr_as_i64_array(*list)
}

/// The bounds of a ranked tensor type, one per dimension; `None` without a bounds encoding
/// (or with one of another rank).
pub fn bounds_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    let TypeData::Tensor {
        shape,
        encoding: Some(e),
        ..
    } = ctx.type_data(t)
    else {
        return None;
    };
    bounds_of_attr(ctx, *e).filter(|b| b.len() == shape.len())
}

/// `tensor<shape x elem, #hlo.bounds<...>>`, without an encoding when every bound is `?`.
pub fn bounded_tensor(ctx: &Context, shape: &[i64], elem: Type, bounds: &[i64]) -> Type {
    if bounds.iter().all(|&b| b == DYNAMIC) {
        return ctx.tensor_type(shape, elem);
    }
    let encoding = Some(bounds_attr(ctx, bounds));
    ctx.intern_type(TypeData::Tensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// `?` or an integer.
fn parse_dim(p: &mut dyn AsmParser) -> Result<i64, Diag> {
    if p.parse_optional_punct(Punct::Question) {
        return Ok(DYNAMIC);
    }
    p.parse_integer()
}

fn parse(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Attribute, Diag> {
    let mut bounds = Vec::new();
    if mnemonic == MNEMONIC {
        p.parse_comma_separated(Delimiter::LessGreater, &mut |q| {
            bounds.push(parse_dim(q)?);
            Ok(())
        })?;
    } else {
        p.parse_punct(Punct::Less)?;
        p.parse_keyword("bounds")?;
        p.parse_punct(Punct::Equal)?;
        p.parse_comma_separated(Delimiter::Square, &mut |q| {
            bounds.push(parse_dim(q)?);
            Ok(())
        })?;
        p.parse_punct(Punct::Greater)?;
    }
    Ok(bounds_attr(p.ctx(), &bounds))
}

fn print(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let Some(bounds) = bounds_of_attr(p.ctx(), a) else {
        return false;
    };
    p.write_str(&format!("{MNEMONIC}<{}>", bounds_text(&bounds)));
    true
}

/// `?, 512`.
pub fn bounds_text(bounds: &[i64]) -> String {
    bounds
        .iter()
        .map(|&b| dim_str(b))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_tensors_keep_their_bounds() {
        let ctx = Context::new();
        let t = bounded_tensor(&ctx, &[DYNAMIC, 4], ctx.f32(), &[8, DYNAMIC]);
        assert_eq!(bounds_of(&ctx, t), Some(vec![8, DYNAMIC]));
        let plain = bounded_tensor(&ctx, &[DYNAMIC], ctx.f32(), &[DYNAMIC]);
        assert_eq!(plain, ctx.tensor_type(&[DYNAMIC], ctx.f32()));
        assert_eq!(bounds_text(&[DYNAMIC, 512]), "?, 512");
    }
}
