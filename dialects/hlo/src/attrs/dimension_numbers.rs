//! Gather and scatter dimension numbers, StableHLO's struct-like attributes:
//!
//! ```text
//! #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>
//! #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
//! ```
//!
//! Both are five integer lists plus `index_vector_dim`. The parser takes the fields in any
//! order, each at most once, with an optional trailing comma (StableHLO's `parseStruct`);
//! the printer writes them in declaration order and leaves out empty lists and a zero
//! `index_vector_dim`, so `#hlo.gather<>` is all defaults.
//!
//! Storage: `AttrData::Dialect { mnemonic: "gather" | "scatter", params }` with five
//! `array<i64: ...>` params and an `i64` integer param.

use super::struct_attr::{
    nonempty_list, parse_i64_list, parse_struct, struct_fields_text, StructMessages,
};
use super::{hlo_attr, hlo_attr_params, AttrFamily};
use crate::verify_util::followed_by;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{Attribute, Context, Diag};

/// One dimension-numbers attribute kind: its mnemonic and the names of its five lists.
pub struct DimensionNumbersKind {
    pub mnemonic: &'static str,
    pub lists: [&'static str; 5],
    /// ODS's summary of the attribute (used by the ops' attribute constraint messages).
    pub summary: &'static str,
}

pub const INDEX_VECTOR_DIM: &str = "index_vector_dim";

pub const GATHER: DimensionNumbersKind = DimensionNumbersKind {
    mnemonic: "gather",
    lists: [
        "offset_dims",
        "collapsed_slice_dims",
        "operand_batching_dims",
        "start_indices_batching_dims",
        "start_index_map",
    ],
    summary: "Attribute that models the dimension information for gather",
};

pub const SCATTER: DimensionNumbersKind = DimensionNumbersKind {
    mnemonic: "scatter",
    lists: [
        "update_window_dims",
        "inserted_window_dims",
        "input_batching_dims",
        "scatter_indices_batching_dims",
        "scatter_dims_to_operand_dims",
    ],
    summary: "Attribute that models the dimension information for scatter",
};

/// `#hlo.gather<...>` and `#hlo.scatter<...>` for the dialect's attribute dispatch.
pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &["gather", "scatter"],
    parse: parse_family,
    print: print_family,
};

const KINDS: [&DimensionNumbersKind; 2] = [&GATHER, &SCATTER];

fn parse_family(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Attribute, Diag> {
    match KINDS.iter().find(|k| k.mnemonic == mnemonic) {
        Some(kind) => kind.parse_after_mnemonic(p),
        None => Err(p.error(&format!("unknown hlo attribute: {mnemonic}"))),
    }
}

fn print_family(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    for kind in KINDS {
        if let Some(dims) = kind.value_of(p.ctx(), attr) {
            kind.print(p, &dims);
            return true;
        }
    }
    false
}

/// Decoded values: the lists in declaration order, then `index_vector_dim`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DimensionNumbers {
    pub lists: [Vec<i64>; 5],
    pub index_vector_dim: i64,
}

/// Gather's fields by name.
pub struct GatherDims<'a> {
    pub offset_dims: &'a [i64],
    pub collapsed_slice_dims: &'a [i64],
    pub operand_batching_dims: &'a [i64],
    pub start_indices_batching_dims: &'a [i64],
    pub start_index_map: &'a [i64],
    pub index_vector_dim: i64,
}

/// Scatter's fields by name.
pub struct ScatterDims<'a> {
    pub update_window_dims: &'a [i64],
    pub inserted_window_dims: &'a [i64],
    pub input_batching_dims: &'a [i64],
    pub scatter_indices_batching_dims: &'a [i64],
    pub scatter_dims_to_operand_dims: &'a [i64],
    pub index_vector_dim: i64,
}

impl DimensionNumbers {
    pub fn gather(&self) -> GatherDims<'_> {
        let [a, b, c, d, e] = &self.lists;
        GatherDims {
            offset_dims: a,
            collapsed_slice_dims: b,
            operand_batching_dims: c,
            start_indices_batching_dims: d,
            start_index_map: e,
            index_vector_dim: self.index_vector_dim,
        }
    }

    pub fn scatter(&self) -> ScatterDims<'_> {
        let [a, b, c, d, e] = &self.lists;
        ScatterDims {
            update_window_dims: a,
            inserted_window_dims: b,
            input_batching_dims: c,
            scatter_indices_batching_dims: d,
            scatter_dims_to_operand_dims: e,
            index_vector_dim: self.index_vector_dim,
        }
    }
}

impl DimensionNumbersKind {
    /// The interned attribute for `dims`.
    pub fn attr(&self, ctx: &Context, dims: &DimensionNumbers) -> Attribute {
        let mut params: Vec<Attribute> =
            dims.lists.iter().map(|l| ctx.dense_i64_array(l)).collect();
        params.push(ctx.i64_attr(dims.index_vector_dim));
        hlo_attr(ctx, self.mnemonic, params)
    }

    /// The values of an attribute of this kind; `None` for any other attribute.
    pub fn value_of(&self, ctx: &Context, attr: Attribute) -> Option<DimensionNumbers> {
        let [a, b, c, d, e, index] = hlo_attr_params(ctx, attr, self.mnemonic)? else {
            return None;
        };
        let list = |x: &Attribute| ctx.attr_as_i64_array(*x);
        Some(DimensionNumbers {
            lists: [list(a)?, list(b)?, list(c)?, list(d)?, list(e)?],
            index_vector_dim: i64::try_from(ctx.attr_as_int(*index)?).ok()?,
        })
    }

    /// The fields after the mnemonic: `<name = [..], ..., index_vector_dim = N>`.
    pub fn parse_after_mnemonic(&self, p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
        p.parse_punct(Punct::Less)?;
        let dims = self.parse_fields(p).map_err(|e| {
            let loc = p.current_loc();
            followed_by(
                e,
                loc,
                &format!("failed parsing {} dimension numbers", self.mnemonic),
            )
        })?;
        Ok(self.attr(p.ctx(), &dims))
    }

    /// StableHLO's `parseStruct`: fields in any order up to `>`, each once.
    fn parse_fields(&self, p: &mut dyn AsmParser) -> Result<DimensionNumbers, Diag> {
        let mut dims = DimensionNumbers::default();
        let names: Vec<&str> = self
            .lists
            .iter()
            .copied()
            .chain([INDEX_VECTOR_DIM])
            .collect();
        parse_struct(p, &names, StructMessages::StableHlo, &mut |q, index| {
            match dims.lists.get_mut(index) {
                Some(list) => *list = parse_i64_list(q)?,
                None => dims.index_vector_dim = q.parse_integer()?,
            }
            Ok(())
        })?;
        Ok(dims)
    }

    /// `mnemonic<...>` for the dialect's attribute printer.
    pub fn print(&self, p: &mut dyn AsmPrinter, dims: &DimensionNumbers) {
        let mut fields: Vec<(&str, Option<String>)> = self
            .lists
            .iter()
            .zip(&dims.lists)
            .map(|(name, list)| (*name, nonempty_list(list)))
            .collect();
        fields.push((
            INDEX_VECTOR_DIM,
            (dims.index_vector_dim != 0).then(|| dims.index_vector_dim.to_string()),
        ));
        p.write_str(&format!(
            "{}<{}>",
            self.mnemonic,
            struct_fields_text(&fields)
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_round_trips() {
        let ctx = Context::new();
        let dims = DimensionNumbers {
            lists: [vec![2], vec![0, 1], vec![], vec![], vec![0, 1]],
            index_vector_dim: -1,
        };
        let a = GATHER.attr(&ctx, &dims);
        assert_eq!(GATHER.value_of(&ctx, a), Some(dims.clone()));
        assert_eq!(SCATTER.value_of(&ctx, a), None);
        assert_eq!(GATHER.value_of(&ctx, ctx.i64_attr(1)), None);
        let g = dims.gather();
        assert_eq!(
            (g.offset_dims, g.start_index_map, g.index_vector_dim),
            (&[2][..], &[0, 1][..], -1)
        );
    }
}
