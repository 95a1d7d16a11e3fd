//! `hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
//! precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) ->
//! tensor<2x3x5xf32>`: XLA's DotGeneral, a batched sum of products over contracting
//! dimensions. The result lists the batch dimensions, then the free dimensions of `lhs`,
//! then those of `rhs`. Generic form: `dot_dimension_numbers = #hlo.dot<...>`, optional
//! `precision_config` and `algorithm = #hlo.dot_algorithm<...>`.

use super::binary::same_or_quantized_operand_elements;
use super::dot::{
    parse_dict_and_types, parse_precision_clause, parse_two_operands, print_dict_and_types,
    print_precision_clause,
};
use crate::attrs::dot_algorithm::{self, DotAlgorithm};
use crate::attrs::dot_dims::DotDims;
use crate::attrs::precision_config::{
    check_precision_count, is_default, precision_config, PRECISION_CONFIG,
};
use crate::display::dim_str;
use crate::syntax::{i64_list_text, parse_i64_list, print_operand_list};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred_shape, check_operands, check_results, dims_compatible, shape_of,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpRef, OperationState};

pub const DOT_DIMENSION_NUMBERS: &str = "dot_dimension_numbers";
pub const ALGORITHM: &str = "algorithm";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.dot_general`: DotGeneral operation.
    pub struct DotGeneralOp = "hlo.dot_general" {
        summary: "DotGeneral operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [dot_dimension_numbers = "dot_dimension_numbers": required Any, precision_config = "precision_config": optional Array, algorithm = "algorithm": optional Any],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: DotGeneralOp::INFO,
    description: "Generalized dot product (XLA's DotGeneral): sums products over the \
                  `contracting_dims` pairs of `lhs` and `rhs`, independently for each index of the \
                  `batching_dims` pairs. Paired dimensions must have equal sizes; a dimension may not \
                  be both batching and contracting. The result has the batch dimensions, then the \
                  remaining `lhs` dimensions, then the remaining `rhs` dimensions. \
                  `precision_config` holds at most one precision per operand; `algorithm` selects \
                  the algorithm and then requires DEFAULT precisions.",
    example: "%r = hlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : \
              (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>",
    verify: Some(verify_dot_general_invariants),
    verify_after_traits: Some(verify_dot_general),
    syntax: Some((parse_dot_general, print_dot_general)),
    ..OpRow::EMPTY
}];

pub(crate) fn dimension_numbers(op: OpRef<'_>) -> Result<DotDims, Diag> {
    let Some(a) = op.attr(DOT_DIMENSION_NUMBERS) else {
        return Err(op.error(format!("requires attribute '{DOT_DIMENSION_NUMBERS}'")));
    };
    DotDims::from_attr(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{DOT_DIMENSION_NUMBERS}' failed to satisfy constraint: Attribute that models the \
             dimension information for dot."
        ))
    })
}

fn algorithm(op: OpRef<'_>) -> Result<Option<DotAlgorithm>, Diag> {
    let Some(a) = op.attr(ALGORITHM) else {
        return Ok(None);
    };
    let algorithm = DotAlgorithm::from_attr(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{ALGORITHM}' failed to satisfy constraint: Dot Algorithm attribute"
        ))
    })?;
    algorithm.verify(op.ctx).map_err(|m| op.error(m))?;
    Ok(Some(algorithm))
}

fn verify_dot_general_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    dimension_numbers(op)?;
    precision_config(op)?;
    algorithm(op)?;
    check_operands(op, class::ANY_OR_ANY_QUANT)?;
    check_results(op, class::ANY_OR_ANY_QUANT)
}

/// dot_general C3/C4: no dimension is both batching and contracting, none repeats.
fn check_distinct(batching: &[i64], contracting: &[i64], side: &str) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    match batching.iter().chain(contracting).find(|&&d| !seen.insert(d)) {
        Some(d) => Err(format!(
            "has duplicated dimension from {side}_batching_dimensions and {side}_contracting_dimensions: {d}"
        )),
        None => Ok(()),
    }
}

/// dot_general C5-C8: every listed dimension is in `[0, rank)`.
fn check_in_range(dims: &[i64], rank: usize, name: &str) -> Result<(), String> {
    match dims.iter().find(|&&d| d < 0 || d >= rank as i64) {
        Some(d) => Err(format!("{name} value: {d} is out of range: [0, {rank})")),
        None => Ok(()),
    }
}

/// StableHLO's `inferDotGeneralOp` (C1-C10, C12): the result shape, or the broken rule.
pub fn infer_dot_general_shape(
    dims: &DotDims,
    lhs: &[i64],
    rhs: &[i64],
) -> Result<Vec<i64>, String> {
    if dims.lhs_batching.len() != dims.rhs_batching.len() {
        return Err("lhs and rhs should have the same number of batching dimensions".into());
    }
    if dims.lhs_contracting.len() != dims.rhs_contracting.len() {
        return Err("lhs and rhs should have the same number of contracting dimensions".into());
    }
    check_distinct(&dims.lhs_batching, &dims.lhs_contracting, "lhs")?;
    check_distinct(&dims.rhs_batching, &dims.rhs_contracting, "rhs")?;
    check_in_range(&dims.lhs_batching, lhs.len(), "lhs_batching_dimensions")?;
    check_in_range(
        &dims.lhs_contracting,
        lhs.len(),
        "lhs_contracting_dimensions",
    )?;
    check_in_range(&dims.rhs_batching, rhs.len(), "rhs_batching_dimensions")?;
    check_in_range(
        &dims.rhs_contracting,
        rhs.len(),
        "rhs_contracting_dimensions",
    )?;
    // In range after the checks above.
    let size = |shape: &[i64], d: i64| shape.get(d as usize).copied().unwrap_or(0);
    for (kind, l_dims, r_dims) in [
        ("batching", &dims.lhs_batching, &dims.rhs_batching),
        ("contracting", &dims.lhs_contracting, &dims.rhs_contracting),
    ] {
        for (&l, &r) in l_dims.iter().zip(r_dims.iter()) {
            let (ls, rs) = (size(lhs, l), size(rhs, r));
            if !dims_compatible(ls, rs) {
                return Err(format!(
                    "{kind} dimension sizes must match for lhs/rhs, but lhs dimension {l} has size {} and rhs \
                     dimension {r} has size {}",
                    dim_str(ls),
                    dim_str(rs)
                ));
            }
        }
    }
    let mut result: Vec<i64> = dims.lhs_batching.iter().map(|&d| size(lhs, d)).collect();
    let free = |shape: &[i64], batching: &[i64], contracting: &[i64]| -> Vec<i64> {
        (0..shape.len() as i64)
            .filter(|d| !batching.contains(d) && !contracting.contains(d))
            .map(|d| size(shape, d))
            .collect()
    };
    result.extend(free(lhs, &dims.lhs_batching, &dims.lhs_contracting));
    result.extend(free(rhs, &dims.rhs_batching, &dims.rhs_contracting));
    Ok(result)
}

fn verify_dot_general(op: OpRef<'_>) -> Result<(), Diag> {
    let dims = dimension_numbers(op)?;
    let config = precision_config(op)?.unwrap_or_default();
    check_precision_count(op, &config)?;
    let (lhs, rhs) = (
        shape_of(op.ctx, op.operand_type(0)),
        shape_of(op.ctx, op.operand_type(1)),
    );
    let inferred = infer_dot_general_shape(&dims, lhs, rhs).map_err(|m| op.error(m))?;
    // C13: non-quantized operands share one element type (the result may accumulate wider).
    same_or_quantized_operand_elements(op)?;
    // C21
    if algorithm(op)?.is_some() && !is_default(&config) {
        return Err(op.error("must specify DEFAULT precision config when algorithm is set."));
    }
    check_inferred_shape(op, &inferred, op.result_type(0))
}

/// `[0, 1] x [2, 3]`.
fn parse_dim_pair(p: &mut dyn OpAsmParser) -> Result<(Vec<i64>, Vec<i64>), Diag> {
    p.parse_punct(Punct::Equal)?;
    let lhs = parse_i64_list(p.as_asm_parser())?;
    p.parse_keyword("x")?;
    let rhs = parse_i64_list(p.as_asm_parser())?;
    Ok((lhs, rhs))
}

/// `%a, %b, (batching_dims = [..] x [..],)? contracting_dims = [..] x [..]
/// (, precision = [..])? (, algorithm = <..>)? attr-dict : functional-type`; the clauses are
/// accepted in any order, each once.
fn parse_dot_general(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_two_operands(p)?;
    let mut dims: Option<DotDims> = None;
    let mut seen: Vec<String> = Vec::new();
    while p.parse_optional_punct(Punct::Comma) {
        let loc = p.current_loc();
        let keyword = p.parse_keyword_any()?;
        if seen.contains(&keyword) {
            return Err(p.error_at(loc, &format!("duplicated `{keyword}` clause")));
        }
        match keyword.as_str() {
            "batching_dims" | "contracting_dims" => {
                let (l, r) = parse_dim_pair(p)?;
                let d = dims.get_or_insert_with(DotDims::default);
                if keyword == "batching_dims" {
                    (d.lhs_batching, d.rhs_batching) = (l, r);
                } else {
                    (d.lhs_contracting, d.rhs_contracting) = (l, r);
                }
            }
            "precision" => parse_precision_clause(p, st)?,
            "algorithm" => {
                p.parse_punct(Punct::Equal)?;
                let algorithm = dot_algorithm::parse_body(p.as_asm_parser())?;
                st.set_attr(p.ctx(), ALGORITHM, algorithm.attr(p.ctx()));
            }
            _ => {
                return Err(p.error_at(
                    loc,
                    &format!("expected `batching_dims`, `contracting_dims`, `precision` or `algorithm`, got `{keyword}`"),
                ))
            }
        }
        seen.push(keyword);
    }
    if let Some(d) = dims {
        st.set_attr(p.ctx(), DOT_DIMENSION_NUMBERS, d.attr(p.ctx()));
    }
    parse_dict_and_types(p, st, &operands)
}

fn print_dot_general(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_operand_list(p, op);
    let mut elided = vec![];
    if let Some(dims) = op
        .attr(DOT_DIMENSION_NUMBERS)
        .and_then(|a| DotDims::from_attr(op.ctx, a))
    {
        if !dims.lhs_batching.is_empty() || !dims.rhs_batching.is_empty() {
            let (l, r) = (
                i64_list_text(&dims.lhs_batching),
                i64_list_text(&dims.rhs_batching),
            );
            p.write_str(&format!(", batching_dims = {l} x {r}"));
        }
        let (l, r) = (
            i64_list_text(&dims.lhs_contracting),
            i64_list_text(&dims.rhs_contracting),
        );
        p.write_str(&format!(", contracting_dims = {l} x {r}"));
        elided.push(DOT_DIMENSION_NUMBERS);
    }
    if print_precision_clause(p, op) {
        elided.push(PRECISION_CONFIG);
    }
    if let Some(algorithm) = op
        .attr(ALGORITHM)
        .and_then(|a| DotAlgorithm::from_attr(op.ctx, a))
    {
        p.write_str(", algorithm = ");
        algorithm.print_body(p.as_asm_printer());
        elided.push(ALGORITHM);
    }
    print_dict_and_types(p, op, &elided);
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::DYNAMIC;

    fn dims(lb: &[i64], rb: &[i64], lc: &[i64], rc: &[i64]) -> DotDims {
        DotDims {
            lhs_batching: lb.to_vec(),
            rhs_batching: rb.to_vec(),
            lhs_contracting: lc.to_vec(),
            rhs_contracting: rc.to_vec(),
        }
    }

    #[test]
    fn result_has_batch_then_free_dimensions() {
        let batch_matmul = dims(&[0], &[0], &[2], &[1]);
        assert_eq!(
            infer_dot_general_shape(&batch_matmul, &[2, 3, 4], &[2, 4, 5]),
            Ok(vec![2, 3, 5])
        );
        let outer = dims(&[], &[], &[], &[]);
        assert_eq!(
            infer_dot_general_shape(&outer, &[2, 2], &[3]),
            Ok(vec![2, 2, 3])
        );
        let dynamic = dims(&[0, 1], &[0, 1], &[2, 3], &[2, 3]);
        assert_eq!(
            infer_dot_general_shape(
                &dynamic,
                &[1, DYNAMIC, 1, DYNAMIC],
                &[DYNAMIC, 1, DYNAMIC, 1, DYNAMIC]
            ),
            Ok(vec![1, DYNAMIC, DYNAMIC])
        );
    }

    #[test]
    fn each_rule_has_its_message() {
        let err = |d: DotDims, l: &[i64], r: &[i64]| infer_dot_general_shape(&d, l, r).unwrap_err();
        let s = [DYNAMIC; 3];
        assert!(err(dims(&[0], &[], &[1], &[1]), &s, &s).contains("same number of batching"));
        assert!(err(dims(&[0], &[0], &[], &[1]), &s, &s).contains("same number of contracting"));
        assert!(
            err(dims(&[0], &[0], &[0], &[1]), &s, &s).ends_with("lhs_contracting_dimensions: 0")
        );
        assert_eq!(
            err(dims(&[3], &[0], &[1], &[1]), &s, &s),
            "lhs_batching_dimensions value: 3 is out of range: [0, 3)"
        );
        assert!(err(dims(&[0], &[0], &[1], &[1]), &[2, 4, 1], &[3, 4, 1])
            .starts_with("batching dimension sizes must match"));
    }
}
