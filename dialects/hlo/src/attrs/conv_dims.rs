//! `#hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: convolution's dimension numbers
//! (StableHLO's `ConvDimensionNumbersAttr`). Each bracket lists a tensor's dimensions in
//! order: `b`/`f` (batch, feature), `i`/`o` (kernel input/output feature), `N` (spatial
//! dimension N) or `?` (unused). `#hlo.conv<raw input_batch_dimension = 0, ...>` spells
//! the fields out and is printed for numbers the compact form cannot express.
//!
//! Storage: `AttrData::Dialect` with nine parameters in [`ConvDims`] field order
//! (`i64` integers and `array<i64>` lists).

use super::struct_attr::{
    nonempty_list, parse_i64_list, parse_struct, struct_fields_text, StructMessages,
};
use super::AttrFamily;
use super::{hlo_attr, hlo_attr_params};
use crate::verify_util::i64_array;
use std::collections::BTreeMap;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{Attribute, Context, Diag};

pub const MNEMONIC: &str = "conv";

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &[MNEMONIC],
    parse: |p, _| parse(p),
    print,
};

const RAW_KEYS: [&str; 9] = [
    "input_batch_dimension",
    "input_feature_dimension",
    "input_spatial_dimensions",
    "kernel_input_feature_dimension",
    "kernel_output_feature_dimension",
    "kernel_spatial_dimensions",
    "output_batch_dimension",
    "output_feature_dimension",
    "output_spatial_dimensions",
];

/// Positions beyond this print in the raw form (the compact form lists every position).
const MAX_COMPACT_RANK: i64 = 1024;

/// Which dimension of input, kernel and output plays which role.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvDims {
    pub input_batch: i64,
    pub input_feature: i64,
    pub input_spatial: Vec<i64>,
    pub kernel_input_feature: i64,
    pub kernel_output_feature: i64,
    pub kernel_spatial: Vec<i64>,
    pub output_batch: i64,
    pub output_feature: i64,
    pub output_spatial: Vec<i64>,
}

/// One tensor's layout: its two non-spatial dimensions and its spatial dimensions.
pub struct Layout<'a> {
    pub labels: [char; 2],
    pub non_spatial: [i64; 2],
    pub spatial: &'a [i64],
}

impl ConvDims {
    pub fn input(&self) -> Layout<'_> {
        Layout {
            labels: ['b', 'f'],
            non_spatial: [self.input_batch, self.input_feature],
            spatial: &self.input_spatial,
        }
    }
    pub fn kernel(&self) -> Layout<'_> {
        Layout {
            labels: ['i', 'o'],
            non_spatial: [self.kernel_input_feature, self.kernel_output_feature],
            spatial: &self.kernel_spatial,
        }
    }
    pub fn output(&self) -> Layout<'_> {
        Layout {
            labels: ['b', 'f'],
            non_spatial: [self.output_batch, self.output_feature],
            spatial: &self.output_spatial,
        }
    }

    pub fn attr(&self, ctx: &Context) -> Attribute {
        let params = [
            ctx.i64_attr(self.input_batch),
            ctx.i64_attr(self.input_feature),
            ctx.dense_i64_array(&self.input_spatial),
            ctx.i64_attr(self.kernel_input_feature),
            ctx.i64_attr(self.kernel_output_feature),
            ctx.dense_i64_array(&self.kernel_spatial),
            ctx.i64_attr(self.output_batch),
            ctx.i64_attr(self.output_feature),
            ctx.dense_i64_array(&self.output_spatial),
        ];
        hlo_attr(ctx, MNEMONIC, params)
    }

    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<ConvDims> {
        let [ib, if_, is, ki, ko, ks, ob, of, os] = hlo_attr_params(ctx, attr, MNEMONIC)? else {
            return None;
        };
        let int = |a: &Attribute| ctx.attr_as_int(*a).and_then(|v| i64::try_from(v).ok());
        Some(ConvDims {
            input_batch: int(ib)?,
            input_feature: int(if_)?,
            input_spatial: i64_array(ctx, *is)?,
            kernel_input_feature: int(ki)?,
            kernel_output_feature: int(ko)?,
            kernel_spatial: i64_array(ctx, *ks)?,
            output_batch: int(ob)?,
            output_feature: int(of)?,
            output_spatial: i64_array(ctx, *os)?,
        })
    }

    /// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or `None` when a position is negative,
    /// taken twice or too large for the compact form.
    pub fn compact_text(&self) -> Option<String> {
        Some(format!(
            "{}x{}->{}",
            layout_text(&self.input())?,
            layout_text(&self.kernel())?,
            layout_text(&self.output())?
        ))
    }

    /// `raw input_batch_dimension = 0, ...` (empty lists omitted).
    pub fn raw_text(&self) -> String {
        let ints = |v: i64| Some(v.to_string());
        let fields = [
            (RAW_KEYS[0], ints(self.input_batch)),
            (RAW_KEYS[1], ints(self.input_feature)),
            (RAW_KEYS[2], nonempty_list(&self.input_spatial)),
            (RAW_KEYS[3], ints(self.kernel_input_feature)),
            (RAW_KEYS[4], ints(self.kernel_output_feature)),
            (RAW_KEYS[5], nonempty_list(&self.kernel_spatial)),
            (RAW_KEYS[6], ints(self.output_batch)),
            (RAW_KEYS[7], ints(self.output_feature)),
            (RAW_KEYS[8], nonempty_list(&self.output_spatial)),
        ];
        format!("raw {}", struct_fields_text(&fields))
    }

    /// The body after `#hlo.`: `conv<...>`.
    pub fn text(&self) -> String {
        let body = self.compact_text().unwrap_or_else(|| self.raw_text());
        format!("{MNEMONIC}<{body}>")
    }
}

/// One bracket of the compact form, or `None` if the layout has no compact spelling.
fn layout_text(layout: &Layout<'_>) -> Option<String> {
    let mut slots: BTreeMap<i64, String> = BTreeMap::new();
    let entries = layout
        .non_spatial
        .iter()
        .zip(layout.labels)
        .map(|(&pos, label)| (pos, label.to_string()))
        .chain(
            layout
                .spatial
                .iter()
                .enumerate()
                .map(|(i, &pos)| (pos, i.to_string())),
        );
    for (pos, label) in entries {
        if !(0..MAX_COMPACT_RANK).contains(&pos) || slots.insert(pos, label).is_some() {
            return None;
        }
    }
    let len = slots.keys().next_back().map_or(0, |&m| m + 1);
    let items: Vec<String> = (0..len)
        .map(|p| slots.get(&p).cloned().unwrap_or_else(|| "?".into()))
        .collect();
    Some(format!("[{}]", items.join(", ")))
}

/// Parses one bracket: returns (spatial positions by spatial index, non-spatial positions).
fn parse_layout(p: &mut dyn AsmParser, labels: [char; 2]) -> Result<(Vec<i64>, [i64; 2]), Diag> {
    p.parse_punct(Punct::LSquare)?;
    let mut spatial: BTreeMap<i64, i64> = BTreeMap::new();
    let mut non_spatial: [Option<i64>; 2] = [None, None];
    let mut index = 0i64;
    loop {
        let loc = p.current_loc();
        if let Some(dim) = p.parse_optional_integer() {
            let dim = dim?;
            if dim < 0 {
                return Err(p.error_at(loc, &format!("Unexpected dimension {dim}")));
            }
            if spatial.insert(dim, index).is_some() {
                return Err(p.error_at(
                    loc,
                    &format!("Duplicate entries for spatial dimension {dim}"),
                ));
            }
        } else if !p.parse_optional_punct(Punct::Question) {
            let keyword = p.parse_keyword_any()?;
            let allowed: Vec<char> = labels
                .iter()
                .zip(&non_spatial)
                .filter(|(_, s)| s.is_none())
                .map(|(&c, _)| c)
                .collect();
            let mut chars = keyword.chars();
            let (Some(c), None, false) = (chars.next(), chars.next(), allowed.is_empty()) else {
                return Err(p.error_at(loc, &format!("Unexpected keyword {keyword}")));
            };
            let Some(slot) = labels
                .iter()
                .position(|&l| l == c)
                .filter(|_| allowed.contains(&c))
            else {
                let names: Vec<String> = allowed.iter().map(char::to_string).collect();
                return Err(p.error_at(
                    loc,
                    &format!(
                        "Unexpected dimension {keyword}, expecting {}",
                        names.join(", ")
                    ),
                ));
            };
            non_spatial[slot] = Some(index);
        }
        index += 1;
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    let [Some(first), Some(second)] = non_spatial else {
        let missing: Vec<String> = labels
            .iter()
            .zip(&non_spatial)
            .filter(|(_, s)| s.is_none())
            .map(|(c, _)| c.to_string())
            .collect();
        return Err(p.error(&format!(
            "Expected dimensions {} not specified",
            missing.join(", ")
        )));
    };
    p.parse_punct(Punct::RSquare)?;
    let count = spatial
        .keys()
        .next_back()
        .map_or(0, |&m| m.saturating_add(1));
    // Spatial indices must be 0..count without gaps; list (at most 10 of) the missing ones.
    let missing: Vec<String> = (0..count)
        .filter(|d| !spatial.contains_key(d))
        .take(10)
        .map(|d| d.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(p.error(&format!(
            "Expected spatial dimensions {} not specified",
            missing.join(", ")
        )));
    }
    Ok((spatial.into_values().collect(), [first, second]))
}

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (also convolution's `dim_numbers = ...`).
pub fn parse_compact(p: &mut dyn AsmParser) -> Result<ConvDims, Diag> {
    let (input_spatial, [input_batch, input_feature]) = parse_layout(p, ['b', 'f'])?;
    p.parse_keyword("x")?;
    let (kernel_spatial, [kernel_input_feature, kernel_output_feature]) =
        parse_layout(p, ['i', 'o'])?;
    p.parse_punct(Punct::Arrow)?;
    let (output_spatial, [output_batch, output_feature]) = parse_layout(p, ['b', 'f'])?;
    Ok(ConvDims {
        input_batch,
        input_feature,
        input_spatial,
        kernel_input_feature,
        kernel_output_feature,
        kernel_spatial,
        output_batch,
        output_feature,
        output_spatial,
    })
}

/// `raw key = value, ...>` fields (the `>` consumed); absent fields are 0 / empty.
fn parse_raw(p: &mut dyn AsmParser) -> Result<ConvDims, Diag> {
    let mut dims = ConvDims::default();
    parse_struct(p, &RAW_KEYS, StructMessages::StableHlo, &mut |q, index| {
        match index {
            2 => dims.input_spatial = parse_i64_list(q)?,
            5 => dims.kernel_spatial = parse_i64_list(q)?,
            8 => dims.output_spatial = parse_i64_list(q)?,
            _ => {
                let v = q.parse_integer()?;
                match index {
                    0 => dims.input_batch = v,
                    1 => dims.input_feature = v,
                    3 => dims.kernel_input_feature = v,
                    4 => dims.kernel_output_feature = v,
                    6 => dims.output_batch = v,
                    _ => dims.output_feature = v,
                }
            }
        }
        Ok(())
    })?;
    Ok(dims)
}

fn print(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    let Some(dims) = ConvDims::from_attr(p.ctx(), attr) else {
        return false;
    };
    p.write_str(&dims.text());
    true
}

/// `#hlo.conv<...>` after the mnemonic.
pub fn parse(p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
    p.parse_punct(Punct::Less)?;
    let dims = if p.parse_optional_keyword("raw") {
        parse_raw(p)?
    } else {
        let dims = parse_compact(p)?;
        p.parse_punct(Punct::Greater)?;
        dims
    };
    Ok(dims.attr(p.ctx()))
}

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`: the layout tests start from.
#[cfg(test)]
impl ConvDims {
    pub fn nhwc() -> ConvDims {
        ConvDims {
            input_batch: 0,
            input_feature: 3,
            input_spatial: vec![1, 2],
            kernel_input_feature: 2,
            kernel_output_feature: 3,
            kernel_spatial: vec![0, 1],
            output_batch: 0,
            output_feature: 3,
            output_spatial: vec![1, 2],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// NHWC with the output's spatial dimensions swapped.
    fn nhwc() -> ConvDims {
        ConvDims {
            output_spatial: vec![2, 1],
            ..ConvDims::nhwc()
        }
    }

    #[test]
    fn compact_text_lists_positions() {
        assert_eq!(
            nhwc().compact_text().as_deref(),
            Some("[b, 0, 1, f]x[0, 1, i, o]->[b, 1, 0, f]")
        );
        let gap = ConvDims {
            input_feature: 2,
            ..nhwc()
        };
        assert_eq!(gap.compact_text(), None, "input position 2 is taken twice");
        let hole = ConvDims {
            input_batch: 0,
            input_feature: 4,
            input_spatial: vec![1, 2],
            ..nhwc()
        };
        assert!(hole
            .compact_text()
            .is_some_and(|t| t.starts_with("[b, 0, 1, ?, f]")));
    }

    #[test]
    fn uncompactable_numbers_print_raw() {
        let bad = ConvDims {
            input_batch: -1,
            ..nhwc()
        };
        assert!(bad
            .text()
            .starts_with("conv<raw input_batch_dimension = -1, input_feature_dimension = 3,"));
        let huge = ConvDims {
            output_feature: i64::MAX,
            ..nhwc()
        };
        assert!(huge.text().starts_with("conv<raw "));
    }

    #[test]
    fn attrs_round_trip_through_storage() {
        let ctx = Context::new();
        let dims = nhwc();
        assert_eq!(ConvDims::from_attr(&ctx, dims.attr(&ctx)), Some(dims));
    }
}
