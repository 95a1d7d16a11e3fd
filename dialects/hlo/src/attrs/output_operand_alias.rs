//! `#hlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1,
//! operand_tuple_indices = []>`: a custom call's result part (a path into the results'
//! tuple) that shares its buffer with an operand part (a path into one operand).
//!
//! Stored as `AttrData::Dialect` with three parameters: the two paths as `array<i64>` and
//! the operand index as an `i64` integer.

use super::AttrFamily;
use crate::types::DIALECT;
use xla_ir::asm::{AsmParser, AsmPrinter, Delimiter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag};

pub const MNEMONIC: &str = "output_operand_alias";

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &[MNEMONIC],
    parse: |p, _| parse_after_mnemonic(p),
    print,
};

/// The decoded attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputOperandAlias {
    pub output_tuple_indices: Vec<i64>,
    pub operand_index: i64,
    pub operand_tuple_indices: Vec<i64>,
}

impl OutputOperandAlias {
    pub fn attr(&self, ctx: &Context) -> Attribute {
        let params = [
            ctx.dense_i64_array(&self.output_tuple_indices),
            ctx.i64_attr(self.operand_index),
            ctx.dense_i64_array(&self.operand_tuple_indices),
        ];
        ctx.intern_attr(AttrData::Dialect {
            dialect: ctx.symbol(DIALECT),
            mnemonic: ctx.symbol(MNEMONIC),
            params: Box::new(params),
        })
    }

    /// The alias `attr` holds, if it is one.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        let AttrData::Dialect {
            dialect,
            mnemonic,
            params,
        } = ctx.attr_data(attr)
        else {
            return None;
        };
        if ctx.symbol_str(*dialect) != DIALECT || ctx.symbol_str(*mnemonic) != MNEMONIC {
            return None;
        }
        let [output, index, operand] = params.as_ref() else {
            return None;
        };
        Some(OutputOperandAlias {
            output_tuple_indices: ctx.attr_as_i64_array(*output)?,
            operand_index: i64::try_from(ctx.attr_as_int(*index)?).ok()?,
            operand_tuple_indices: ctx.attr_as_i64_array(*operand)?,
        })
    }
}

/// `<output_tuple_indices = [...], operand_index = N, operand_tuple_indices = [...]>`.
pub fn parse_after_mnemonic(p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
    p.parse_punct(Punct::Less)?;
    let output_tuple_indices = parse_list_field(p, "output_tuple_indices")?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("operand_index")?;
    p.parse_punct(Punct::Equal)?;
    let operand_index = p.parse_integer()?;
    p.parse_punct(Punct::Comma)?;
    let operand_tuple_indices = parse_list_field(p, "operand_tuple_indices")?;
    p.parse_punct(Punct::Greater)?;
    Ok(OutputOperandAlias {
        output_tuple_indices,
        operand_index,
        operand_tuple_indices,
    }
    .attr(p.ctx()))
}

fn parse_list_field(p: &mut dyn AsmParser, key: &str) -> Result<Vec<i64>, Diag> {
    p.parse_keyword(key)?;
    p.parse_punct(Punct::Equal)?;
    let mut values = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |q| {
        values.push(q.parse_integer()?);
        Ok(())
    })?;
    Ok(values)
}

/// The body after `#hlo.`, or `false` if `attr` is not an alias.
pub fn print(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    let Some(alias) = OutputOperandAlias::from_attr(p.ctx(), attr) else {
        return false;
    };
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    p.write_str(&format!(
        "{MNEMONIC}<output_tuple_indices = [{}], operand_index = {}, operand_tuple_indices = [{}]>",
        list(&alias.output_tuple_indices),
        alias.operand_index,
        list(&alias.operand_tuple_indices)
    ));
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_round_trip_through_storage() {
        let ctx = Context::new();
        let alias = OutputOperandAlias {
            output_tuple_indices: vec![0],
            operand_index: 1,
            operand_tuple_indices: vec![],
        };
        let attr = alias.attr(&ctx);
        assert_eq!(OutputOperandAlias::from_attr(&ctx, attr), Some(alias));
        assert_eq!(OutputOperandAlias::from_attr(&ctx, ctx.i64_attr(1)), None);
    }
}
