//! `#hlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
//! lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>`: dot_general's
//! dimension numbers (StableHLO's `DotDimensionNumbersAttr`). Empty lists are omitted
//! when printing; fields parse in any order.
//!
//! Storage: `AttrData::Dialect` with four `array<i64>` parameters in the order above.

use super::struct_attr::{
    nonempty_list, parse_i64_list, parse_struct, struct_fields_text, StructMessages,
};
use super::AttrFamily;
use super::{hlo_attr, hlo_attr_params};
use crate::verify_util::i64_array;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{Attribute, Context, Diag};

pub const MNEMONIC: &str = "dot";

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &[MNEMONIC],
    parse: |p, _| parse(p),
    print,
};

const KEYS: [&str; 4] = [
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
];

/// Which dimensions of `lhs` and `rhs` are batch dimensions and which are contracted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    pub lhs_batching: Vec<i64>,
    pub rhs_batching: Vec<i64>,
    pub lhs_contracting: Vec<i64>,
    pub rhs_contracting: Vec<i64>,
}

impl DotDims {
    fn fields(&self) -> [&Vec<i64>; 4] {
        [
            &self.lhs_batching,
            &self.rhs_batching,
            &self.lhs_contracting,
            &self.rhs_contracting,
        ]
    }

    fn field_mut(&mut self, index: usize) -> &mut Vec<i64> {
        match index {
            0 => &mut self.lhs_batching,
            1 => &mut self.rhs_batching,
            2 => &mut self.lhs_contracting,
            _ => &mut self.rhs_contracting,
        }
    }

    /// The interned attribute.
    pub fn attr(&self, ctx: &Context) -> Attribute {
        let params: Vec<Attribute> = self
            .fields()
            .iter()
            .map(|v| ctx.dense_i64_array(v))
            .collect();
        hlo_attr(ctx, MNEMONIC, params)
    }

    /// The dimension numbers of a `#hlo.dot<...>` attribute; `None` for anything else.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<DotDims> {
        let [a, b, c, d] = hlo_attr_params(ctx, attr, MNEMONIC)? else {
            return None;
        };
        Some(DotDims {
            lhs_batching: i64_array(ctx, *a)?,
            rhs_batching: i64_array(ctx, *b)?,
            lhs_contracting: i64_array(ctx, *c)?,
            rhs_contracting: i64_array(ctx, *d)?,
        })
    }

    /// The body after `#hlo.`: `dot<...>`.
    pub fn text(&self) -> String {
        let fields: Vec<(&str, Option<String>)> = KEYS
            .iter()
            .zip(self.fields())
            .map(|(k, v)| (*k, nonempty_list(v)))
            .collect();
        format!("{MNEMONIC}<{}>", struct_fields_text(&fields))
    }
}

fn print(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    let Some(dims) = DotDims::from_attr(p.ctx(), attr) else {
        return false;
    };
    p.write_str(&dims.text());
    true
}

/// Parses `<key = [..], ...>` after the mnemonic.
pub fn parse(p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
    p.parse_punct(Punct::Less)?;
    let mut dims = DotDims::default();
    parse_struct(p, &KEYS, StructMessages::StableHlo, &mut |q, index| {
        *dims.field_mut(index) = parse_i64_list(q)?;
        Ok(())
    })?;
    Ok(dims.attr(p.ctx()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attrs_round_trip_through_storage() {
        let ctx = Context::new();
        let dims = DotDims {
            lhs_batching: vec![0],
            rhs_batching: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        };
        let attr = dims.attr(&ctx);
        assert_eq!(DotDims::from_attr(&ctx, attr), Some(dims));
        assert_eq!(DotDims::from_attr(&ctx, ctx.i64_attr(1)), None);
    }

    #[test]
    fn text_omits_empty_lists() {
        let dims = DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..DotDims::default()
        };
        assert_eq!(
            dims.text(),
            "dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>"
        );
        assert_eq!(DotDims::default().text(), "dot<>");
    }
}
