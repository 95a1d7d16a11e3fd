//! `hlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xf32>, tensor<3x4xf32>) ->
//! tensor<2x4xf32>` and `hlo.unary_einsum %a, config = "ab->a" : ...` (StableHLO/MHLO's
//! einsum ops, XLA's Einsum): Einstein summation described by `einsum_config`. Each term
//! names its operand's dimensions with letters; `...` stands for broadcast dimensions.
//! The verifier checks the config against the operand and result shapes.

use super::binary::same_operand_elements;
use super::dot::{parse_dict_and_types, print_dict_and_types};
use crate::display::dim_str;
use crate::syntax::print_operand_list;
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred_shape, check_operands, check_results, dims_compatible, shape_of,
};
use std::collections::BTreeMap;
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState, DYNAMIC};

pub const EINSUM_CONFIG: &str = "einsum_config";

const EINSUM: OpRow = OpRow {
    verify: Some(verify_einsum_invariants),
    verify_after_traits: Some(verify_einsum),
    syntax: Some((parse_einsum, print_einsum)),
    ..OpRow::EMPTY
};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.einsum`: Einsum operation.
    pub struct EinsumOp = "hlo.einsum" {
        summary: "Einsum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [einsum_config = "einsum_config": required String],
        traits: [PURE],
    }
    /// `hlo.unary_einsum`: UnaryEinsum operation.
    pub struct UnaryEinsumOp = "hlo.unary_einsum" {
        summary: "UnaryEinsum operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [einsum_config = "einsum_config": required String],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: EinsumOp::INFO,
        description: "Einstein summation of two operands (XLA's Einsum): `einsum_config` is \
                      `lhs_labels,rhs_labels->result_labels`, one letter per dimension, `...` for \
                      broadcast dimensions. Labels of both operands name dimensions of equal size; \
                      labels missing from the result are summed over.",
        example: "%r = hlo.einsum %a, %b, config = \"ab,bc->ac\" : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>",
        ..EINSUM
    },
    OpRow {
    decl: UnaryEinsumOp::INFO,
        description: "Einstein summation of one operand: `einsum_config` is `labels->result_labels`; \
                      labels missing from the result are summed over, a repeated label takes a diagonal.",
        example: "%r = hlo.unary_einsum %a, config = \"ab->a\" : (tensor<8x16xf32>) -> tensor<8xf32>",
        ..EINSUM
    },
];

fn config(op: OpRef<'_>) -> Result<&str, Diag> {
    let Some(a) = op.attr(EINSUM_CONFIG) else {
        return Err(op.error(format!("requires attribute '{EINSUM_CONFIG}'")));
    };
    op.ctx.attr_as_str(a).ok_or_else(|| {
        op.error(format!(
            "attribute '{EINSUM_CONFIG}' failed to satisfy constraint: string attribute"
        ))
    })
}

fn verify_einsum_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    config(op)?;
    check_operands(op, class::ANY)?;
    check_results(op, class::ANY)
}

/// One term of the config: labels before and after an optional `...`.
#[derive(Debug, PartialEq, Eq)]
struct Term {
    before: Vec<char>,
    ellipsis: bool,
    after: Vec<char>,
}

impl Term {
    fn parse(text: &str) -> Result<Term, String> {
        let (head, tail, ellipsis) = match text.split_once("...") {
            Some((h, t)) => (h, t, true),
            None => (text, "", false),
        };
        let labels = |s: &str| -> Result<Vec<char>, String> {
            match s.chars().find(|c| !c.is_ascii_alphabetic()) {
                Some(c) => Err(format!(
                    "einsum_config term \"{text}\" has invalid character '{c}'"
                )),
                None => Ok(s.chars().collect()),
            }
        };
        Ok(Term {
            before: labels(head)?,
            ellipsis,
            after: labels(tail)?,
        })
    }

    fn labels(&self) -> impl Iterator<Item = char> + '_ {
        self.before.iter().chain(&self.after).copied()
    }

    /// Binds the labels to `shape`'s sizes; returns the broadcast (`...`) dimensions.
    fn bind(
        &self,
        shape: &[i64],
        name: &str,
        sizes: &mut BTreeMap<char, (i64, String)>,
    ) -> Result<Vec<i64>, String> {
        let named = self.before.len() + self.after.len();
        let fits = if self.ellipsis {
            shape.len() >= named
        } else {
            shape.len() == named
        };
        if !fits {
            let at_least = if self.ellipsis { "at least " } else { "" };
            return Err(format!(
                "einsum_config names {at_least}{named} dimensions of {name}, but it has rank {}",
                shape.len()
            ));
        }
        let split = shape.len() - self.after.len();
        let dims = self
            .before
            .iter()
            .zip(shape)
            .chain(self.after.iter().zip(&shape[split..]));
        for (&label, &size) in dims {
            match sizes.get(&label) {
                Some((known, whose)) if !dims_compatible(*known, size) => {
                    return Err(format!(
                        "einsum_config label '{label}' has size {} in {whose} but {} in {name}",
                        dim_str(*known),
                        dim_str(size)
                    ))
                }
                Some(_) if size == DYNAMIC => {}
                _ => {
                    sizes.insert(label, (size, name.to_string()));
                }
            }
        }
        Ok(shape[self.before.len()..split].to_vec())
    }
}

/// Right-aligned broadcast of the `...` dimensions of the inputs.
fn broadcast(shapes: &[Vec<i64>]) -> Result<Vec<i64>, String> {
    let rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = vec![1i64; rank];
    for shape in shapes {
        for (slot, &d) in out[rank - shape.len()..].iter_mut().zip(shape) {
            *slot = match (*slot, d) {
                (a, 1) => a,
                (1, b) => b,
                (a, b) if a == b => a,
                (DYNAMIC, b) | (b, DYNAMIC) => b,
                (a, b) => {
                    return Err(format!(
                        "einsum_config broadcast dimensions of sizes {a} and {b} do not match"
                    ))
                }
            };
        }
    }
    Ok(out)
}

/// The result shape of `config` applied to operands of `shapes`.
pub fn infer_einsum_shape(config: &str, shapes: &[&[i64]]) -> Result<Vec<i64>, String> {
    let Some((inputs, output)) = config.split_once("->") else {
        return Err(format!("einsum_config \"{config}\" has no \"->\""));
    };
    let terms: Vec<&str> = inputs.split(',').collect();
    if terms.len() != shapes.len() {
        return Err(format!(
            "einsum_config \"{config}\" has {} input terms for {} operands",
            terms.len(),
            shapes.len()
        ));
    }
    let names = if shapes.len() == 1 {
        ["operand", ""]
    } else {
        ["lhs", "rhs"]
    };
    let mut sizes = BTreeMap::new();
    let mut broadcast_dims = Vec::new();
    for ((term, shape), name) in terms.iter().zip(shapes).zip(names) {
        broadcast_dims.push(Term::parse(term)?.bind(shape, name, &mut sizes)?);
    }
    let out = Term::parse(output)?;
    let mut seen = Vec::new();
    for label in out.labels() {
        if seen.contains(&label) {
            return Err(format!(
                "einsum_config output label '{label}' appears twice"
            ));
        }
        if !sizes.contains_key(&label) {
            return Err(format!(
                "einsum_config output label '{label}' does not appear in the inputs"
            ));
        }
        seen.push(label);
    }
    let size = |l: &char| sizes.get(l).map_or(DYNAMIC, |(s, _)| *s);
    let mut result: Vec<i64> = out.before.iter().map(size).collect();
    if out.ellipsis {
        result.extend(broadcast(&broadcast_dims)?);
    }
    result.extend(out.after.iter().map(size));
    Ok(result)
}

fn verify_einsum(op: OpRef<'_>) -> Result<(), Diag> {
    if op.num_operands() == 2 {
        same_operand_elements(op)?;
    }
    let shapes: Vec<&[i64]> = op
        .operand_types()
        .into_iter()
        .map(|t| shape_of(op.ctx, t))
        .collect();
    let inferred = infer_einsum_shape(config(op)?, &shapes).map_err(|m| op.error(m))?;
    check_inferred_shape(op, &inferred, op.result_type(0))
}

/// `%a(, %b)?, config = "..." attr-dict : functional-type`.
fn parse_einsum(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let mut operands = vec![p.parse_operand()?];
    // The config clause is absent only when the printer kept a malformed one in the dict.
    while p.parse_optional_punct(Punct::Comma) {
        if let Some(operand) = p.parse_optional_operand() {
            operands.push(operand?);
            continue;
        }
        p.parse_keyword("config")?;
        p.parse_punct(Punct::Equal)?;
        let text = p.parse_string()?;
        let attr = p.ctx().string_attr(&text);
        st.set_attr(p.ctx(), EINSUM_CONFIG, attr);
        break;
    }
    parse_dict_and_types(p, st, &operands)
}

fn print_einsum(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operand_list(p, op);
    let elided: &[&str] = match op.attr(EINSUM_CONFIG).and_then(|a| op.ctx.attr_as_str(a)) {
        Some(text) => {
            p.write_str(", config = ");
            p.print_string(text);
            &[EINSUM_CONFIG]
        }
        None => &[],
    };
    print_dict_and_types(p, op, elided);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configs_infer_result_shapes() {
        assert_eq!(
            infer_einsum_shape("ab,bc->ac", &[&[2, 3], &[3, 4]]),
            Ok(vec![2, 4])
        );
        assert_eq!(infer_einsum_shape("ab->a", &[&[8, 16]]), Ok(vec![8]));
        assert_eq!(infer_einsum_shape("ii->i", &[&[3, 3]]), Ok(vec![3]));
        assert_eq!(
            infer_einsum_shape("...ab,...bc->...ac", &[&[5, 2, 3], &[7, 1, 3, 4]]),
            Ok(vec![7, 5, 2, 4])
        );
        assert_eq!(
            infer_einsum_shape("ab,bc->ca", &[&[DYNAMIC, 3], &[3, 4]]),
            Ok(vec![4, DYNAMIC])
        );
    }

    #[test]
    fn bad_configs_say_what_is_wrong() {
        let err = |c: &str, s: &[&[i64]]| infer_einsum_shape(c, s).unwrap_err();
        assert!(err("ab,bc", &[&[2, 3], &[3, 4]]).contains("has no \"->\""));
        assert_eq!(
            err("abc,bc->ac", &[&[2, 3], &[3, 4]]),
            "einsum_config names 3 dimensions of lhs, but it has rank 2"
        );
        assert_eq!(
            err("ab,bc->ac", &[&[2, 3], &[4, 4]]),
            "einsum_config label 'b' has size 3 in lhs but 4 in rhs"
        );
        assert!(err("ab,bc->ad", &[&[2, 3], &[3, 4]]).contains("'d' does not appear"));
        assert!(err("ab,bc->aa", &[&[2, 3], &[3, 4]]).contains("'a' appears twice"));
        assert!(err("a1->a", &[&[2, 3]]).contains("invalid character '1'"));
        assert!(err("ab->a", &[&[2, 3], &[3]]).contains("1 input terms for 2 operands"));
    }
}
