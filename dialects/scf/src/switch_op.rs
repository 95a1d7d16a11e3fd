//! `scf.index_switch` (a switch over an index with one region per case) and
//! `scf.execute_region` (runs a region of any number of blocks once).

use crate::region_checks::{ensure_terminator, quoted, region_terminator};
use crate::{EXECUTE_REGION, INDEX_SWITCH, YIELD};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Traits};

pub fn index_switch_op() -> OpDef {
    OpDef::new(INDEX_SWITCH)
        .summary("switch-case operation on an index argument")
        .description(
            "The `scf.index_switch` is a control-flow operation that branches to one of the given \
             regions based on the values of the argument and the cases. The argument is always of \
             type `index`. The operation always has a \"default\" region, run when no case matches; \
             every region ends in `scf.yield` giving the op's results.",
        )
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK)
        .operands(Arity::Exactly(1))
        .regions(Arity::AtLeast(1))
        .inherent(&["cases"])
        .verifier(verify_index_switch)
        .syntax(parse_index_switch, print_index_switch)
        .example(
            "%0 = scf.index_switch %arg0 -> i32\ncase 2 {\n  %1 = arith.constant 10 : i32\n  scf.yield %1 : i32\n}\n\
             case 5 {\n  %2 = arith.constant 20 : i32\n  scf.yield %2 : i32\n}\ndefault {\n  %3 = arith.constant 30 : i32\n  scf.yield %3 : i32\n}",
        )
}

pub fn execute_region_op() -> OpDef {
    OpDef::new(EXECUTE_REGION)
        .summary("operation that executes its region exactly once")
        .description(
            "The `scf.execute_region` operation is used to allow multiple blocks within SCF and \
             other operations which can hold only one block. Its region runs exactly once; its \
             `scf.yield` terminators give the results. `no_inline` keeps canonicalization from \
             inlining it into the parent block.",
        )
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS)
        .operands(Arity::Exactly(0))
        .regions(Arity::Exactly(1))
        .inherent(&["no_inline"])
        .verifier(verify_execute_region)
        .syntax(parse_execute_region, print_execute_region)
        .example("%r = scf.execute_region -> i32 {\n  cf.br ^bb1\n^bb1:\n  scf.yield %x : i32\n}")
}

/// The case values (empty when the attribute is missing or malformed).
pub fn case_values(op: &OpRef<'_>) -> Vec<i64> {
    op.attr("cases")
        .and_then(|a| op.ctx.attr_as_i64_array(a))
        .unwrap_or_default()
}

fn verify_index_switch(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    if op.num_operands() != 1 {
        return Err(op.error(format!(
            "expected 1 operands, but found {}",
            op.num_operands()
        )));
    }
    if !ctx.is_index(op.operand_type(0)) {
        return Err(op.error(format!(
            "operand #0 must be index, but got {}",
            quoted(ctx, op.operand_type(0))
        )));
    }
    let Some(cases) = op.attr("cases").and_then(|a| ctx.attr_as_i64_array(a)) else {
        return Err(op.error("requires attribute 'cases'"));
    };
    let num_case_regions = op.num_regions().saturating_sub(1);
    if cases.len() != num_case_regions {
        return Err(op.error(format!(
            "has {num_case_regions} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = cases.iter().find(|&&c| !seen.insert(c)) {
        return Err(op.error(format!("has duplicate case value: {dup}")));
    }
    let regions = op.regions();
    let results = op.result_types();
    for (i, &r) in regions.ids.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(term) = region_terminator(regions.body, r) else {
            return Err(op.error(
                "region #".to_string()
                    + &i.to_string()
                    + " ('caseRegions') failed to verify constraint: region with 1 blocks",
            ));
        };
        let y = OpRef::new(ctx, regions.body, term);
        if y.name_str() != YIELD {
            return Err(op.error(format!(
                "expected region to end with scf.yield, but got {}",
                y.name_str()
            )));
        }
        if y.num_operands() != results.len() {
            return Err(op
                .error(format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    y.num_operands()
                ))
                .with_note(y.loc(), "see yield operation here"));
        }
        for (idx, (&res, operand)) in results.iter().zip(y.operand_types()).enumerate() {
            if res != operand {
                return Err(op
                    .error(format!(
                        "expected result #{idx} of each region to be {}",
                        quoted(ctx, res)
                    ))
                    .with_note(
                        y.loc(),
                        format!("{name} returns {} here", quoted(ctx, operand)),
                    ));
            }
        }
    }
    Ok(())
}

fn verify_execute_region(op: OpRef<'_>) -> Result<(), Diag> {
    let regions = op.regions();
    let Some(&r) = regions.ids.first() else {
        return Ok(());
    };
    let Some(entry) = regions.body.entry_block(r) else {
        return Err(op.error("region needs to have at least one block"));
    };
    if !regions.body.block_args(entry).is_empty() {
        return Err(op.error("region cannot have any arguments"));
    }
    Ok(())
}

/// `$arg attr-dict [-> types] (case N region)* default region`
fn parse_index_switch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let arg = p.parse_operand()?;
    let index = p.ctx().index_type();
    let arg = p.resolve_operand(&arg, index)?;
    st.operands.push(arg);
    p.parse_optional_attr_dict(st)?;
    if p.parse_optional_punct(Punct::Arrow) {
        loop {
            let t = p.parse_type()?;
            st.result_types.push(t);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
    }
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(p.parse_integer()?);
        p.parse_region(st, &[])?;
    }
    p.parse_keyword("default")?;
    p.parse_region(st, &[])?;
    // The default region is region #0, although it is written last.
    st.regions.rotate_right(1);
    ensure_terminator(p, st, 0, YIELD)?;
    let cases = p.ctx().dense_i64_array(&cases);
    st.set_attr(p.ctx(), "cases", cases);
    Ok(())
}

fn print_index_switch(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() != 1 || op.num_regions() == 0 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.operand(0));
    p.print_optional_attr_dict(op, &["cases"]);
    let results = op.result_types();
    if !results.is_empty() {
        p.write_str(" -> ");
        p.print_types(&results);
    }
    p.write_str(" ");
    let cases = case_values(&op);
    for (i, c) in cases.iter().enumerate() {
        if i + 1 >= op.num_regions() {
            break;
        }
        p.print_newline();
        p.write_str(&format!("case {c} "));
        p.print_region(op, i + 1, false, false);
    }
    p.print_newline();
    p.write_str("default ");
    p.print_region_full(op, 0, false, !results.is_empty(), false);
}

/// `[-> types] [no_inline] region attr-dict`
fn parse_execute_region(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let results = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(results);
    if p.parse_optional_keyword("no_inline") {
        let unit = p.ctx().unit_attr();
        st.set_attr(p.ctx(), "no_inline", unit);
    }
    p.parse_region(st, &[])?;
    p.parse_optional_attr_dict(st)
}

fn print_execute_region(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_arrow_type_list(&op.result_types());
    if op.attr("no_inline").is_some() {
        p.write_str(" no_inline");
    }
    p.write_str(" ");
    p.print_region(op, 0, false, false);
    p.print_optional_attr_dict(op, &["no_inline"]);
}
