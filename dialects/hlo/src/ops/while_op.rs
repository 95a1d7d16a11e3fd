//! `hlo.while`: runs `body` while `cond` holds, threading N values through both.
//!
//! ```text
//! %r:2 = hlo.while(%iterArg = %init, %iterArg_0 = %x) : tensor<i32>, tensor<4xf32>
//! cond {
//!   ...
//!   hlo.return %p : tensor<i1>
//! } do {
//!   ...
//!   hlo.return %i, %v : tensor<i32>, tensor<4xf32>
//! }
//! ```
//!
//! The names before `=` are the entry arguments of both regions (StableHLO's
//! `parseWhileOp` / `printWhileOp`; arguments print as `%iterArg`).

use crate::display::quoted_list;
use crate::regions::{
    arg_types, check_returns_one_i1, check_single_block_regions, returned_types,
    verify_return_terminators,
};
use crate::table::OpRow;
use crate::verify_util::{
    check_inferred_types, check_variadic, hlo_compatible_lists, inference_failed, is_value_type,
    VALUE_SUMMARY,
};
use xla_ir::asm::{Argument, OpAsmBlockArgNames, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Diag, OpDef, OpRef, OperationState};

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.while`: While operation.
    pub struct WhileOp = "hlo.while" {
        summary: "While operation",
        operands: [operand: Variadic],
        results: [results: Variadic],
        regions: [cond: Single, body: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: WhileOp::INFO,
    description: "Threads the operands through `body` as long as `cond` returns true: both regions take \
                  the current values as arguments; `cond` returns a `tensor<i1>`, `body` the next values \
                  (of the operands' types). The results are the values for which `cond` first returned \
                  false.",
    example: "%r = hlo.while(%iterArg = %init) : tensor<i32>\ncond {\n  \
              %p = hlo.compare LT, %iterArg, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n  \
              hlo.return %p : tensor<i1>\n} do {\n  %next = hlo.add %iterArg, %one : tensor<i32>\n  \
              hlo.return %next : tensor<i32>\n}",
    verify: Some(verify_while_invariants),
    verify_after_traits: Some(verify_while),
    verify_regions: Some(verify_return_terminators),
    syntax: Some((parse_while, print_while)),
    extend: Some(name_iter_args),
    ..OpRow::EMPTY
}];

fn verify_while_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    let ok = |t| is_value_type(op.ctx, t);
    check_variadic(op, "operand", 0, &op.operand_types(), VALUE_SUMMARY, ok)?;
    check_variadic(op, "result", 0, &op.result_types(), VALUE_SUMMARY, ok)?;
    check_single_block_regions(op, &["cond", "body"])
}

/// The inferred types (the operands'), then StableHLO's `verifyWhileOp`.
fn verify_while(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let operands = op.operand_types();
    check_inferred_types(op, &operands, &op.result_types()).map_err(|d| inference_failed(op, d))?;
    let mismatch = |what: &str, types: &[xla_ir::Type]| {
        op.plain_error(format!(
            "expect operands to be compatible with {what} but got {} vs {}",
            quoted_list(ctx, &operands),
            quoted_list(ctx, types)
        ))
    };
    let cond_args = arg_types(op, 0);
    if !hlo_compatible_lists(ctx, &operands, &cond_args) {
        return Err(mismatch("condition block arguments", &cond_args));
    }
    let body_args = arg_types(op, 1);
    if !hlo_compatible_lists(ctx, &operands, &body_args) {
        return Err(mismatch("body block arguments", &body_args));
    }
    if let Some(body_results) = returned_types(op, 1) {
        if !hlo_compatible_lists(ctx, &operands, &body_results) {
            return Err(mismatch("body block return types", &body_results));
        }
    }
    check_returns_one_i1(
        op,
        0,
        "expect condition body returns a single value but got ",
        "expect condition block return a zero-ranked tensor of i1 but got ",
    )
}

/// `(%iterArg = %init, ...) (: types)? attr-dict-with-keyword cond region do region`.
fn parse_while(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let loc = p.current_loc();
    p.parse_punct(Punct::LParen)?;
    let (mut iter_args, mut inits) = (Vec::new(), Vec::new());
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            iter_args.push(p.parse_operand()?);
            p.parse_punct(Punct::Equal)?;
            inits.push(p.parse_operand()?);
            if p.parse_optional_punct(Punct::RParen) {
                break;
            }
            p.parse_punct(Punct::Comma)?;
        }
    }
    let types = if inits.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    if types.len() != inits.len() {
        return Err(p.error_at(
            loc,
            &format!(
                "number of operands and types do not match: got {} operands and {} types",
                inits.len(),
                types.len()
            ),
        ));
    }
    p.resolve_operands(&inits, &types, &mut st.operands)?;
    p.parse_optional_attr_dict_with_keyword(st)?;
    let args: Vec<Argument> = iter_args
        .into_iter()
        .zip(&types)
        .map(|(name, &ty)| Argument {
            name,
            ty: Some(ty),
            attrs: None,
            loc: None,
        })
        .collect();
    p.parse_keyword("cond")?;
    p.parse_region(st, &args)?;
    p.parse_keyword("do")?;
    p.parse_region(st, &args)?;
    st.result_types.extend(types);
    Ok(())
}

fn print_while(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let operands: Vec<_> = op.operands().collect();
    let args = if op.num_regions() > 1 {
        p.region_entry_args(op, 1)
    } else {
        Vec::new()
    };
    p.write_str("(");
    for (i, (&arg, &init)) in args.iter().zip(&operands).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(arg);
        p.write_str(" = ");
        p.print_operand(init);
    }
    p.write_str(")");
    if !operands.is_empty() {
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
    p.print_optional_attr_dict_with_keyword(op, &[]);
    if op.num_regions() < 2 {
        return;
    }
    // The cond region's arguments print under the body's names, as the syntax has one list.
    p.shadow_region_args(op, 0, &args);
    p.print_newline();
    p.write_str("cond ");
    p.print_region(op, 0, false, false);
    p.write_str(" do ");
    p.print_region(op, 1, false, false);
}

/// Both regions' arguments print as `%iterArg` (StableHLO's `getAsmBlockArgumentNames`).
struct IterArgNames;

impl OpAsmBlockArgNames for IterArgNames {
    fn block_arg_names(&self, op: OpRef<'_>, region: usize) -> Vec<(usize, String)> {
        (0..arg_types(op, region).len())
            .map(|i| (i, "iterArg".to_string()))
            .collect()
    }
}

fn name_iter_args(def: &mut OpDef) {
    def.add_interface::<dyn OpAsmBlockArgNames>(Box::new(IterArgNames));
}
