//! `llvm.call`: direct and indirect calls, checked against the callee's signature once
//! symbol tables exist; and the symbol-use check of `llvm.mlir.addressof`.

use crate::attrs::{fastmath_bits, keyword_attr, keyword_of};
use crate::func_ops::{signature_of, FUNC};
use crate::syntax::{flags, populate_defaults, quoted};
use crate::types::is_void;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::ir::NamedAttrs;
use xla_ir::verify::{SymbolTableCollection, SymbolUserOpInterface};
use xla_ir::{Arity, AttrData, Context, DResult, Diag, OpDef, OpRef, OperationState, Traits};

use crate::func_ops::CCONVS;

fn parse_call(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    if let Some(cc) = CCONVS.iter().find(|c| p.parse_optional_keyword(c)) {
        st.set_attr(p.ctx(), "CConv", keyword_attr(p.ctx(), "cconv", cc));
    }
    if let Some(k) = crate::attrs::TAIL_CALL_KINDS
        .iter()
        .skip(1)
        .find(|k| p.parse_optional_keyword(k))
    {
        st.set_attr(
            p.ctx(),
            "TailCallKind",
            keyword_attr(p.ctx(), "tailcallkind", k),
        );
    }
    let callee = p.parse_optional_symbol_name();
    let indirect = match &callee {
        Some(_) => None,
        None => Some(p.parse_operand()?),
    };
    let args = p.parse_operand_list(Delimiter::Paren)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct(Punct::LParen)?;
        let t = p.parse_type()?;
        p.parse_punct(Punct::RParen)?;
        st.set_attr(p.ctx(), "var_callee_type", p.ctx().type_attr(t));
    }
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let mut callee_ty = None;
    if indirect.is_some() {
        callee_ty = Some(p.parse_type()?);
        p.parse_punct(Punct::Comma)?;
    }
    let (inputs, results) = p.parse_function_type()?;
    if let (Some(c), Some(t)) = (&indirect, callee_ty) {
        let v = p.resolve_operand(c, t)?;
        st.operands.push(v);
    }
    p.resolve_operands(&args, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    let ctx = p.ctx();
    if let Some(name) = callee {
        st.set_attr(ctx, "callee", ctx.symbol_ref(&name));
    }
    st.set_attr(
        ctx,
        "operandSegmentSizes",
        crate::syntax::dense_i32_array(ctx, &[st.operands.len() as i32, 0]),
    );
    Ok(())
}

fn default_call(ctx: &Context, props: &mut NamedAttrs) {
    if props.get_str(ctx, "CConv").is_none() {
        props.set_str(ctx, "CConv", keyword_attr(ctx, "cconv", "ccc"));
    }
    if props.get_str(ctx, "TailCallKind").is_none() {
        props.set_str(
            ctx,
            "TailCallKind",
            keyword_attr(ctx, "tailcallkind", "none"),
        );
    }
    if props.get_str(ctx, "op_bundle_sizes").is_none() {
        props.set_str(
            ctx,
            "op_bundle_sizes",
            crate::syntax::dense_i32_array(ctx, &[]),
        );
    }
    populate_defaults::<{ flags::FASTMATH }>(ctx, props);
}

/// The callee symbol of a direct `llvm.call`.
pub fn callee_name<'a>(op: &OpRef<'a>) -> Option<&'a str> {
    match op.ctx.attr_data(op.attr("callee")?) {
        AttrData::SymbolRef { root, .. } => Some(op.ctx.symbol_str(*root)),
        _ => None,
    }
}

fn print_call(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(cc) = op
        .attr("CConv")
        .and_then(|a| keyword_of(ctx, a, "cconv"))
        .filter(|c| *c != "ccc")
    {
        p.write_str(cc);
        p.write_str(" ");
    }
    if let Some(k) = op
        .attr("TailCallKind")
        .and_then(|a| keyword_of(ctx, a, "tailcallkind"))
        .filter(|c| *c != "none")
    {
        p.write_str(k);
        p.write_str(" ");
    }
    let direct = callee_name(&op);
    let operands: Vec<_> = op.operands().collect();
    let args = match direct {
        Some(name) => {
            p.print_symbol_name(name);
            &operands[..]
        }
        None => {
            if let Some(&f) = operands.first() {
                p.print_operand(f);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    if let Some(t) = op.attr("var_callee_type").and_then(|a| ctx.attr_as_type(a)) {
        p.write_str(" vararg(");
        p.print_type(t);
        p.write_str(")");
    }
    let mut elided = vec![
        "callee",
        "TailCallKind",
        "var_callee_type",
        "CConv",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if op.attr("fastmathFlags").and_then(|a| fastmath_bits(ctx, a)) == Some(0) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(op, &elided);
    p.write_str(" : ");
    let types = op.operand_types();
    let arg_types = if direct.is_some() {
        &types[..]
    } else {
        if let Some(&t) = types.first() {
            p.print_type(t);
            p.write_str(", ");
        }
        types.get(1..).unwrap_or(&[])
    };
    p.write_str("(");
    p.print_types(arg_types);
    p.write_str(") -> ");
    match op.result_types().as_slice() {
        [t] => p.print_type(*t),
        _ => p.write_str("()"),
    }
}

/// Checks a direct call against its callee's signature.
pub fn verify_call_against(op: OpRef<'_>, callee: OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let Some((result, params, vararg)) = signature_of(&callee) else {
        return Err(op.error(format!(
            "'{}' does not reference a valid LLVM function",
            callee_name(&op).unwrap_or("")
        )));
    };
    let args = op.operand_types();
    if args.len() < params.len() || (!vararg && args.len() != params.len()) {
        return Err(op.error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        )));
    }
    for (i, (&a, &p)) in args.iter().zip(&params).enumerate() {
        if a != p {
            return Err(op.error(format!(
                "operand type mismatch for operand {i}: {} != {}",
                quoted(ctx, a),
                quoted(ctx, p)
            )));
        }
    }
    let results = op.result_types();
    if is_void(ctx, result) {
        if !results.is_empty() {
            return Err(op.error("expected function call to produce no value"));
        }
    } else if results.len() != 1 {
        return Err(op.error("expected function call to produce a value"));
    } else if results[0] != result {
        return Err(op.error(format!(
            "result type mismatch: {} != {}",
            quoted(ctx, results[0]),
            quoted(ctx, result)
        )));
    }
    Ok(())
}

struct CallSymbolUse;

impl SymbolUserOpInterface for CallSymbolUse {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        let Some(name) = callee_name(&op) else {
            return Ok(());
        };
        match tables.lookup_nearest_name(op, name) {
            Some(callee) if callee.name_str() == FUNC => verify_call_against(op, callee),
            Some(_) => Err(op.error(format!("'{name}' does not reference a valid LLVM function"))),
            None => Err(op.error(format!(
                "'{name}' does not reference a symbol in the current scope"
            ))),
        }
    }
}

struct AddressOfSymbolUse;

impl SymbolUserOpInterface for AddressOfSymbolUse {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        let Some(name) = crate::constant_ops::addressof_name(&op) else {
            return Ok(());
        };
        match tables.lookup_nearest_name(op, name) {
            Some(s) if s.name_str() == FUNC || s.name_str() == "llvm.mlir.global" => Ok(()),
            _ => Err(op.error(
                "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
            )),
        }
    }
}

pub fn attach_symbol_uses(ops: &mut [OpDef]) {
    for op in ops {
        match op.name.as_str() {
            "llvm.call" => op.add_interface::<dyn SymbolUserOpInterface>(Box::new(CallSymbolUse)),
            "llvm.mlir.addressof" => {
                op.add_interface::<dyn SymbolUserOpInterface>(Box::new(AddressOfSymbolUse))
            }
            _ => {}
        }
    }
}

pub fn call_op() -> OpDef {
    OpDef::new("llvm.call")
        .summary("Call to an LLVM function.")
        .traits(Traits::HAS_SIDE_EFFECTS)
        .results(Arity::Any)
        .inherent(&[
            "var_callee_type",
            "callee",
            "fastmathFlags",
            "CConv",
            "TailCallKind",
            "memory_effects",
            "convergent",
            "no_unwind",
            "will_return",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
            "no_inline",
            "always_inline",
            "inline_hint",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
            "operandSegmentSizes",
        ])
        .default_properties(default_call)
        .syntax(parse_call, print_call)
        .example("%0 = llvm.call @malloc(%n) : (i64) -> !llvm.ptr")
}
