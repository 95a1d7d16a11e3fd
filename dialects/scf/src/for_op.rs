//! `scf.for`: a counted loop with loop-carried values (`iter_args`).

use crate::assignment_list::{parse_assignment_list, print_assignment_list, typed_args};
use crate::region_checks::{
    check_edge, ensure_terminator, entry_arg_types, quoted, terminator_operand_types,
};
use crate::{FOR, YIELD};
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use xla_ir::rewrite::constant_value;
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn for_op() -> OpDef {
    OpDef::new(FOR)
        .summary("for operation")
        .description(
            "The `scf.for` operation represents a loop taking 3 SSA values as operands that \
             represent the lower bound, upper bound and step respectively, all of the same \
             signless integer or index type. The induction variable runs from the lower bound up \
             to (excluding) the upper bound by steps; `unsigned` compares the bounds as unsigned \
             integers. `iter_args` carries values from one iteration to the next: the region's \
             `scf.yield` gives the next values and the loop's results are the last ones. With \
             no iter_args the `scf.yield` is implicit and may be left out.",
        )
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK)
        .implements::<dyn ConditionallySpeculatable>(Box::new(StepOne))
        .operands(Arity::AtLeast(3))
        .regions(Arity::Exactly(1))
        .inherent(&["unsignedCmp"])
        .verifier(verify_for)
        .region_verifier(verify_for_regions)
        .syntax(parse_for, print_for)
        .canonicalizer(crate::canonical::for_patterns)
        .example(
            "%sum = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {\n  \
             %t = memref.load %buffer[%iv] : memref<1024xf32>\n  %next = arith.addf %acc, %t : f32\n  \
             scf.yield %next : f32\n}",
        )
}

/// Upstream's `ForOp::getSpeculatability`: a loop with a constant step of 1 ends whatever its
/// bounds, so it is as speculatable as its body; another step may never end.
struct StepOne;

impl ConditionallySpeculatable for StepOne {
    fn speculatability(&self, op: OpRef<'_>) -> Speculatability {
        let step = (op.num_operands() >= 3)
            .then(|| constant_value(op.ctx, op.body, op.operand(2)))
            .flatten()
            .and_then(|a| op.ctx.attr_as_int(a));
        match step {
            Some(1) => Speculatability::RecursivelySpeculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

fn verify_for(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() < 3 {
        return Err(op.error(format!(
            "expected 3 or more operands, but found {}",
            op.num_operands()
        )));
    }
    for i in 0..3 {
        let t = op.operand_type(i);
        if !(ctx.is_signless_integer(t) || ctx.is_index(t)) {
            return Err(op.error(format!(
                "operand #{i} must be signless integer or index, but got {}",
                quoted(ctx, t)
            )));
        }
    }
    if op.operand_type(1) != op.operand_type(0) || op.operand_type(2) != op.operand_type(0) {
        return Err(
            op.error("failed to verify that all of {lowerBound, upperBound, step} have same type")
        );
    }
    if op.num_operands() - 3 != op.num_results() {
        return Err(op.error("mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

fn verify_for_regions(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    // An empty body has no induction variable; upstream's SizedRegion<1> constraint rejects it.
    let Some(args) = entry_arg_types(&op, 0) else {
        return Err(
            op.error("region #0 ('region') failed to verify constraint: region with 1 blocks")
        );
    };
    if args.first() != Some(&op.operand_type(0)) {
        return Err(op.error("expected induction variable to be same type as bounds and step"));
    }
    let inits: Vec<_> = op.operand_types().split_off(3);
    let iter_args = &args[1..];
    if inits.len() != iter_args.len() {
        return Err(op.error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        )));
    }
    let results = op.result_types();
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return Err(op.error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted(ctx, init),
                quoted(ctx, arg)
            )));
        }
        if let Some(&res) = results.get(i) {
            if res != arg {
                return Err(op.error(format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    quoted(ctx, arg),
                    quoted(ctx, res)
                )));
            }
        }
    }
    if let Some((point, yielded)) = terminator_operand_types(&op, 0, YIELD) {
        if yielded.len() != iter_args.len() {
            return check_edge(
                &op,
                point,
                "Operation scf.yield",
                "Region #0",
                &yielded,
                iter_args,
            );
        }
        for (i, (&y, &arg)) in yielded.iter().zip(iter_args).enumerate() {
            if y != arg {
                return Err(op.error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted(ctx, arg),
                    quoted(ctx, y)
                )));
            }
        }
    }
    Ok(())
}

/// `[unsigned] %iv = %lb to %ub step %step [iter_args(%a = %x, ...) -> (types)] [: type] region attr-dict`
fn parse_for(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    if p.parse_optional_keyword("unsigned") {
        let unit = p.ctx().unit_attr();
        st.set_attr(p.ctx(), "unsignedCmp", unit);
    }
    let iv = p.parse_argument(false, false)?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list(p)?;
        let types = p.parse_optional_arrow_type_list()?;
        if types.len() != inits.len() {
            return Err(p.error("mismatch in number of loop-carried values and defined values"));
        }
        st.result_types.extend(types);
    }
    let iv_type = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        p.ctx().index_type()
    };
    for o in [&lb, &ub, &step] {
        let v = p.resolve_operand(o, iv_type)?;
        st.operands.push(v);
    }
    let result_types = st.result_types.clone();
    p.resolve_operands(&inits, &result_types, &mut st.operands)?;
    let mut args: Vec<Argument> = vec![Argument {
        ty: Some(iv_type),
        ..iv
    }];
    args.extend(typed_args(&iter_args, &result_types));
    p.parse_region(st, &args)?;
    ensure_terminator(p, st, 0, YIELD)?;
    p.parse_optional_attr_dict(st)
}

fn print_for(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    if op.attr("unsignedCmp").is_some() {
        p.write_str(" unsigned");
    }
    let operands: Vec<_> = op.operands().collect();
    let args = p.region_entry_args(op, 0);
    if operands.len() < 3 || args.is_empty() {
        return;
    }
    p.write_str(" ");
    p.print_operand(args[0]);
    p.write_str(" = ");
    p.print_operand(operands[0]);
    p.write_str(" to ");
    p.print_operand(operands[1]);
    p.write_str(" step ");
    p.print_operand(operands[2]);
    print_assignment_list(p, &args[1..], &operands[3..], " iter_args");
    if operands.len() > 3 {
        p.write_str(" -> (");
        p.print_types(&op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    let iv_type = op.value_type(args[0]);
    if !ctx.is_index(iv_type) {
        p.write_str(" : ");
        p.print_type(iv_type);
        p.write_str(" ");
    }
    p.print_region_full(op, 0, false, operands.len() > 3, false);
    p.print_optional_attr_dict(op, &["unsignedCmp"]);
}
