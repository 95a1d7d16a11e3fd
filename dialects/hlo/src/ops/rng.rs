//! Random numbers: `hlo.rng` draws from a uniform or normal distribution (XLA's RngUniform
//! and RngNormal), `hlo.rng_bit_generator` produces random bits and a new generator state.
//!
//! ```text
//! %r = hlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
//! %state, %bits = hlo.rng_bit_generator %seed, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
//! ```

use crate::attrs::rng::{RngAlgorithm, RngDistribution, RNG_ALGORITHM, RNG_DISTRIBUTION};
use crate::attrs::EnumAttr;
use crate::dense::DenseInts;
use crate::display::quoted;
use crate::ops::constant::{is_static_tensor_of, VALUE};
use crate::syntax::{
    parse_attrs_and_function_type, print_attrs_and_function_type, print_operand_list,
};
use crate::table::OpRow;
use crate::types::{class, class_summary, in_class, ranked_tensor};
use crate::verify_util::{
    check_inferred_reported, check_tensor_of, inference_failed, shape_of, shapes_compatible,
    type_constraint_error,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::ir::ValueDef;
use xla_ir::{Diag, OpRef, OperationState, Type, ValueId, DYNAMIC};

pub const RNG_DISTRIBUTION_ATTR: &str = "rng_distribution";
pub const RNG_ALGORITHM_ATTR: &str = "rng_algorithm";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.rng`: Rng operation.
    pub struct RngOp = "hlo.rng" {
        summary: "Rng operation",
        operands: [a: Single, b: Single, shape: Single],
        results: [result: Single],
        attributes: [rng_distribution = "rng_distribution": required Enum],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `hlo.rng_bit_generator`: RngBitGenerator operation.
    pub struct RngBitGeneratorOp = "hlo.rng_bit_generator" {
        summary: "RngBitGenerator operation",
        operands: [initial_state: Single],
        results: [output_state: Single, output: Single],
        attributes: [rng_algorithm = "rng_algorithm": required Enum],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: RngOp::INFO,
        description: "Produces random numbers of the shape given by the 1-D `shape` operand: with \
                      `distribution = UNIFORM`, uniformly in `[a, b)` (booleans, integers or floats; \
                      implementation-defined if `b <= a`), with `NORMAL`, normally distributed with mean \
                      `a` and standard deviation `b` (floats). `a`, `b` and the result share their element \
                      type; a constant `shape` fixes the result's dimensions.",
        example: "%result = hlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>",
        verify: Some(verify_rng_invariants),
        verify_after_traits: Some(verify_rng),
        syntax: Some((parse_rng, print_rng)),
        ..OpRow::EMPTY
    },
    OpRow {
    decl: RngBitGeneratorOp::INFO,
        description: "Produces `output` filled with uniform random bits by `rng_algorithm` from \
                      `initial_state`, and the updated state `output_state` (same type as \
                      `initial_state`). THREE_FRY takes a state of 2 elements, PHILOX of 2 or 3, DEFAULT \
                      a backend-specific one; the output is a deterministic function of the state.",
        example: "%output_state, %output = hlo.rng_bit_generator %initial_state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)",
        verify: Some(verify_bit_generator_invariants),
        verify_after_traits: Some(verify_bit_generator),
        syntax: Some((parse_bit_generator, print_bit_generator)),
        result_names: &["output_state", "output"],
        ..OpRow::EMPTY
    },
];

/// A required enum property: its case index (below the number of cases).
fn enum_prop(op: OpRef<'_>, name: &str, e: &EnumAttr) -> Result<usize, Diag> {
    let Some(a) = op.attr(name) else {
        return Err(op.error(format!("requires attribute '{name}'")));
    };
    e.value_of(op.ctx, a).ok_or_else(|| {
        op.error(format!(
            "attribute '{name}' failed to satisfy constraint: {}",
            e.mnemonic.replace('_', " ")
        ))
    })
}

/// `hlo.rng`'s distribution, with ODS's messages when it is absent or of another enum.
pub fn rng_distribution(op: OpRef<'_>) -> Result<RngDistribution, Diag> {
    enum_prop(op, RNG_DISTRIBUTION_ATTR, &RNG_DISTRIBUTION).map(|i| RngDistribution::ALL[i])
}

/// `hlo.rng_bit_generator`'s algorithm, with ODS's messages when it is absent or of another
/// enum.
pub fn rng_algorithm(op: OpRef<'_>) -> Result<RngAlgorithm, Diag> {
    enum_prop(op, RNG_ALGORITHM_ATTR, &RNG_ALGORITHM).map(|i| RngAlgorithm::ALL[i])
}

const PRED_INT_FLOAT: u8 = class::PRED | class::INT | class::FLOAT;

/// ODS: the distribution, scalar `a`/`b`, a static 1-D integer `shape`, equal element types.
fn verify_rng_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    rng_distribution(op)?;
    let summary = format!("0D tensor of {} values", class_summary(PRED_INT_FLOAT));
    for i in 0..2 {
        let t = op.operand_type(i);
        let ok = ranked_tensor(op.ctx, t)
            .is_some_and(|(s, e)| s.is_empty() && in_class(op.ctx, e, PRED_INT_FLOAT));
        if !ok {
            return Err(type_constraint_error(op, "operand", i, &summary, t));
        }
    }
    let shape = op.operand_type(2);
    let is_dims = ranked_tensor(op.ctx, shape).is_some_and(|(s, e)| {
        s.len() == 1 && s[0] != DYNAMIC && (op.ctx.is_index(e) || in_class(op.ctx, e, class::INT))
    });
    if !is_dims {
        return Err(op.error(format!(
            "operand #2 must be statically shaped 1-dimensional tensor of index or {} values, but got {}",
            class_summary(class::INT),
            quoted(op.ctx, shape)
        )));
    }
    check_tensor_of(op, "result", 0, op.result_type(0), PRED_INT_FLOAT)?;
    let elems =
        [op.operand_type(0), op.operand_type(1), op.result_type(0)].map(|t| op.ctx.element_type(t));
    if elems.iter().any(|&e| e != elems[0]) {
        return Err(op.error("failed to verify that all of {a, b, result} have same element type"));
    }
    Ok(())
}

/// The values of `v` when an `hlo.constant` defines it.
fn constant_ints(op: OpRef<'_>, v: ValueId) -> Option<DenseInts<'_>> {
    let ValueDef::Result { op: def, .. } = op.body.value(v).def else {
        return None;
    };
    let def = OpRef::new(op.ctx, op.body, def);
    if def.name_str() != "hlo.constant" {
        return None;
    }
    DenseInts::of(op.ctx, def.attr(VALUE)?)
}

/// StableHLO's `inferRngOp`: NORMAL needs floats; the result shape is the constant `shape`
/// operand's values, or as many `?` dims as it has elements.
fn verify_rng(op: OpRef<'_>) -> Result<(), Diag> {
    let result = op.result_type(0);
    let elem = op.ctx.element_type(result);
    let normal = rng_distribution(op)? == RngDistribution::Normal;
    if normal && !op.ctx.is_float(op.ctx.element_type(op.operand_type(0))) {
        return Err(inference_failed(
            op,
            op.plain_error("mu and sigma must be floats"),
        ));
    }
    let rank = shape_of(op.ctx, op.operand_type(2))
        .first()
        .copied()
        .unwrap_or(0);
    let declared = shape_of(op.ctx, result);
    // Build the inferred type only for a plausible rank (the shape operand may be huge).
    if rank > 64 && rank != declared.len() as i64 {
        return Err(inference_failed(
            op,
            op.error(format!(
                "inferred type(s) of rank {rank} are incompatible with return type(s) of operation {}",
                quoted(op.ctx, result)
            )),
        ));
    }
    let dims: Vec<i64> = match constant_ints(op, op.operand(2)) {
        Some(values) => {
            let dims: Option<Vec<i64>> = values
                .iter()
                .map(|v| i64::try_from(v).ok().filter(|&d| d >= 0))
                .collect();
            dims.ok_or_else(|| {
                inference_failed(op, op.plain_error("shape values must be non-negative"))
            })?
        }
        None => vec![DYNAMIC; usize::try_from(rank).unwrap_or(0)],
    };
    check_inferred_reported(op, op.ctx.tensor_type(&dims, elem), result)
}

/// `$a, $b, $shape, distribution = CASE attr-dict : functional-type`.
fn parse_rng(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands_then_comma(p, 3)?;
    parse_enum_keyword(
        p,
        st,
        "distribution",
        RNG_DISTRIBUTION_ATTR,
        &RNG_DISTRIBUTION,
    )?;
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_rng(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_with_enum(
        p,
        op,
        "distribution",
        RNG_DISTRIBUTION_ATTR,
        &RNG_DISTRIBUTION,
    );
}

/// `%a, %b, ` : `n` operands, each followed by a comma (the list goes on with a keyword).
fn parse_operands_then_comma(
    p: &mut dyn OpAsmParser,
    n: usize,
) -> Result<Vec<UnresolvedOperand>, Diag> {
    let mut operands = Vec::with_capacity(n);
    for _ in 0..n {
        operands.push(p.parse_operand()?);
        p.parse_punct(Punct::Comma)?;
    }
    Ok(operands)
}

/// `keyword = CASE`, stored as the enum property `prop`.
fn parse_enum_keyword(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    keyword: &str,
    prop: &str,
    e: &EnumAttr,
) -> Result<(), Diag> {
    p.parse_keyword(keyword)?;
    p.parse_punct(Punct::Equal)?;
    let case = e.parse_case(p.as_asm_parser())?;
    let attr = e.attr(p.ctx(), case);
    st.set_attr(p.ctx(), prop, attr);
    Ok(())
}

/// ` %a, %b, keyword = CASE {attrs} : (...) -> ...`; a malformed enum stays in the
/// attribute dictionary (as the compare op does), where the verifier reports it.
fn print_with_enum(
    p: &mut dyn OpAsmPrinter,
    op: OpRef<'_>,
    keyword: &str,
    prop: &str,
    e: &EnumAttr,
) {
    print_operand_list(p, op);
    let case = op.attr(prop).and_then(|a| e.value_of(op.ctx, a));
    let mut elided = vec![];
    if let Some(c) = case {
        p.write_str(&format!(", {keyword} = {}", e.name(c)));
        elided.push(prop);
    }
    print_attrs_and_function_type(p, op, &elided);
}

const INT_OR_FLOAT: u8 = class::INT | class::FLOAT;

fn verify_bit_generator_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    rng_algorithm(op)?;
    check_tensor_of(op, "operand", 0, op.operand_type(0), INT_OR_FLOAT)?;
    check_tensor_of(op, "result", 0, op.result_type(0), INT_OR_FLOAT)?;
    let output = op.result_type(1);
    if !is_static_tensor_of(op.ctx, output, INT_OR_FLOAT) {
        return Err(op.error(format!(
            "result #1 must be statically shaped tensor of {} values, but got {}",
            class_summary(INT_OR_FLOAT),
            quoted(op.ctx, output)
        )));
    }
    Ok(())
}

/// StableHLO's `verifyRngBitGeneratorOp` and the spec's rng_bit_generator C1-C2: the
/// output state has the initial state's type; THREE_FRY and PHILOX fix the state size.
fn verify_bit_generator(op: OpRef<'_>) -> Result<(), Diag> {
    let (initial, output_state) = (op.operand_type(0), op.result_type(0));
    if !shapes_compatible(shape_of(op.ctx, initial), shape_of(op.ctx, output_state)) {
        return Err(op.plain_error(format!(
            "output state shape must be compatible with initial state shape. Got: {} and {}",
            quoted(op.ctx, initial),
            quoted(op.ctx, output_state)
        )));
    }
    let (a, b) = (
        op.ctx.element_type(initial),
        op.ctx.element_type(output_state),
    );
    if a != b {
        return Err(op.plain_error(format!(
            "output state element type must be the initial state's: {} vs {}",
            quoted(op.ctx, b),
            quoted(op.ctx, a)
        )));
    }
    check_state_size(op, initial)
}

fn check_state_size(op: OpRef<'_>, initial: Type) -> Result<(), Diag> {
    let algorithm = rng_algorithm(op)?;
    let allowed: &[i64] = match algorithm {
        RngAlgorithm::ThreeFry => &[2],
        RngAlgorithm::Philox => &[2, 3],
        RngAlgorithm::Default => return Ok(()),
    };
    let Some(size) = op.ctx.num_elements(initial) else {
        return Ok(());
    };
    if allowed.contains(&size) {
        return Ok(());
    }
    let want = if allowed.len() == 1 {
        "2".to_string()
    } else {
        "2 or 3".to_string()
    };
    Err(op.plain_error(format!(
        "{algorithm} initial state must have {want} elements, but got {size}"
    )))
}

/// `$initial_state, algorithm = CASE attr-dict : functional-type`.
fn parse_bit_generator(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = parse_operands_then_comma(p, 1)?;
    parse_enum_keyword(p, st, "algorithm", RNG_ALGORITHM_ATTR, &RNG_ALGORITHM)?;
    parse_attrs_and_function_type(p, st, &operands)
}

fn print_bit_generator(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    print_with_enum(p, op, "algorithm", RNG_ALGORITHM_ATTR, &RNG_ALGORITHM);
}
