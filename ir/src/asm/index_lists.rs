//! Custom-syntax pieces shared by the view-like and reshape ops of several dialects (upstream's
//! `parseDynamicIndexList` and `ReshapeOpsUtils`): mixed static/dynamic lists `[%a, 0, 4]` and
//! reassociation lists `[[0, 1], [2]]`.

use super::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use crate::attrs::Attribute;
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::ValueId;
use crate::DYNAMIC;

/// `[%a, 0, 4]`: static values ([`DYNAMIC`] where an operand stands) and the operands.
pub fn parse_mixed_list(
    p: &mut dyn OpAsmParser,
) -> Result<(Vec<i64>, Vec<UnresolvedOperand>), Diag> {
    let mut statics = Vec::new();
    let mut operands = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok((statics, operands));
    }
    loop {
        if let Some(o) = p.parse_optional_operand() {
            operands.push(o?);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.parse_integer()?);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok((statics, operands))
}

/// Prints `[%a, 0, 4]` from static values and the operands standing for the dynamic ones
/// (`<<missing>>` where an invalid op has too few, so printing never fails).
pub fn print_mixed_list(p: &mut dyn OpAsmPrinter, statics: &[i64], dynamics: &[ValueId]) {
    p.write_str("[");
    let mut next = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s != DYNAMIC {
            p.write_str(&s.to_string());
        } else if let Some(&v) = next.next() {
            p.print_operand(v);
        } else {
            p.write_str("<<missing>>");
        }
    }
    p.write_str("]");
}

/// `[[0, 1], [2]]` (groups may be empty: `[[]]`).
pub fn parse_reassociation(p: &mut dyn OpAsmParser) -> Result<Vec<Vec<i64>>, Diag> {
    let mut groups = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(groups);
    }
    loop {
        let mut group = Vec::new();
        p.parse_punct(Punct::LSquare)?;
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                group.push(p.parse_integer()?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)?;
        }
        groups.push(group);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(groups)
}

/// Prints what [`parse_reassociation`] reads.
pub fn print_reassociation(p: &mut dyn OpAsmPrinter, groups: &[Vec<i64>]) {
    let text: Vec<String> = groups
        .iter()
        .map(|g| {
            format!(
                "[{}]",
                g.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    p.write_str(&format!("[{}]", text.join(", ")));
}

/// The reassociation as MLIR stores it: an array of arrays of i64 integers.
pub fn reassociation_attr(ctx: &Context, groups: &[Vec<i64>]) -> Attribute {
    let inner: Vec<Attribute> = groups
        .iter()
        .map(|g| ctx.array_attr(&g.iter().map(|&d| ctx.i64_attr(d)).collect::<Vec<_>>()))
        .collect();
    ctx.array_attr(&inner)
}

/// The groups of a reassociation attribute; `None` when it is not an array of i64 arrays.
pub fn reassociation_groups(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
    ctx.attr_as_array(attr)?
        .iter()
        .map(|&g| {
            ctx.attr_as_array(g)?
                .iter()
                .map(|&d| ctx.attr_as_int(d).and_then(|v| i64::try_from(v).ok()))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reassociation_attr_round_trips_and_rejects_other_shapes() {
        let ctx = Context::new();
        let groups = vec![vec![0, 1], vec![], vec![2]];
        assert_eq!(
            reassociation_groups(&ctx, reassociation_attr(&ctx, &groups)),
            Some(groups)
        );
        let flat = ctx.array_attr(&[ctx.i64_attr(0)]);
        assert_eq!(reassociation_groups(&ctx, flat), None);
    }
}
