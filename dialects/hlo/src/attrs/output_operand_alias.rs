//! `#hlo.output_operand_alias<output_tuple_indices = [0], operand_index = 1,
//! operand_tuple_indices = []>`: a custom call's result part (a path into the results'
//! tuple) that shares its buffer with an operand part (a path into one operand).
//! StableHLO's `OutputOperandAliasAttr`, an ODS struct attribute.

use super::struct_attr::{Param, StructAttr};
use super::AttrFamily;
use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Context, Diag};

pub const OUTPUT_OPERAND_ALIAS: StructAttr = StructAttr {
    mnemonic: "output_operand_alias",
    cpp_name: "StableHLO_OutputOperandAlias",
    params: &[
        Param::int_list("output_tuple_indices"),
        Param::int("operand_index"),
        Param::int_list("operand_tuple_indices"),
    ],
};

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &["output_operand_alias"],
    parse,
    print,
};

fn parse(p: &mut dyn AsmParser, _mnemonic: &str) -> Result<Attribute, Diag> {
    OUTPUT_OPERAND_ALIAS.parse_after_mnemonic(p)
}

fn print(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    OUTPUT_OPERAND_ALIAS.print(p, a)
}

/// The decoded attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputOperandAlias {
    pub output_tuple_indices: Vec<i64>,
    pub operand_index: i64,
    pub operand_tuple_indices: Vec<i64>,
}

impl OutputOperandAlias {
    pub fn attr(&self, ctx: &Context) -> Attribute {
        let values = [
            Some(ctx.dense_i64_array(&self.output_tuple_indices)),
            Some(ctx.i64_attr(self.operand_index)),
            Some(ctx.dense_i64_array(&self.operand_tuple_indices)),
        ];
        OUTPUT_OPERAND_ALIAS.attr(ctx, &values)
    }

    /// The alias `attr` holds, if it is one.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self> {
        let [output, index, operand] = OUTPUT_OPERAND_ALIAS.values(ctx, attr)? else {
            return None;
        };
        Some(OutputOperandAlias {
            output_tuple_indices: ctx.attr_as_i64_array(*output)?,
            operand_index: i64::try_from(ctx.attr_as_int(*index)?).ok()?,
            operand_tuple_indices: ctx.attr_as_i64_array(*operand)?,
        })
    }
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
