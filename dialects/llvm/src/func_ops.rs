//! `llvm.func`, `llvm.return`, `llvm.call`.

use crate::attrs::{keyword_attr, keyword_of};
use crate::constant_ops::{linkage_of, parse_symbol_keywords, print_visibility_keywords};
use crate::syntax::quoted;
use crate::types::{func_signature, func_type, is_void, void_type};
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::ir::NamedAttrs;
use xla_ir::{Arity, Attribute, Context, Diag, OpDef, OpRef, OperationState, Traits, Type};

pub const FUNC: &str = "llvm.func";

/// Calling conventions are kept as their keyword; `ccc` is the default.
pub(crate) const CCONVS: [&str; 6] = ["fastcc", "coldcc", "cc_10", "cc_11", "tailcc", "swiftcc"];

fn default_func(ctx: &Context, props: &mut NamedAttrs) {
    if props.get_str(ctx, "CConv").is_none() {
        props.set_str(ctx, "CConv", keyword_attr(ctx, "cconv", "ccc"));
    }
    if props.get_str(ctx, "linkage").is_none() {
        props.set_str(ctx, "linkage", crate::attrs::linkage_attr(ctx, "external"));
    }
    for name in ["unnamed_addr", "visibility_"] {
        if props.get_str(ctx, name).is_none() {
            props.set_str(ctx, name, ctx.i64_attr(0));
        }
    }
}

/// `(result, params, vararg)` of an `llvm.func`.
pub fn signature_of(op: &OpRef<'_>) -> Option<(Type, Vec<Type>, bool)> {
    let t = op
        .attr("function_type")
        .and_then(|a| op.ctx.attr_as_type(a))?;
    func_signature(op.ctx, t)
}

pub fn func_name<'a>(op: &OpRef<'a>) -> Option<&'a str> {
    op.attr("sym_name").and_then(|a| op.ctx.attr_as_str(a))
}

pub fn is_declaration(op: &OpRef<'_>) -> bool {
    let regions = op.regions();
    regions
        .ids
        .first()
        .is_none_or(|&r| regions.body.entry_block(r).is_none())
}

fn parse_func(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    parse_symbol_keywords(p, st);
    if let Some(cc) = CCONVS.iter().find(|c| p.parse_optional_keyword(c)) {
        st.set_attr(p.ctx(), "CConv", keyword_attr(p.ctx(), "cconv", cc));
    }
    let name = p.parse_symbol_name()?;
    let (args, vararg) = parse_arguments(p)?;
    let mut result_attrs = None;
    let result = if p.parse_optional_punct(Punct::Arrow) {
        let paren = p.parse_optional_punct(Punct::LParen);
        let t = p.parse_type()?;
        if paren {
            if p.peek_punct(Punct::LBrace) {
                result_attrs = Some(p.parse_attribute(None)?);
            }
            p.parse_punct(Punct::RParen)?;
        }
        t
    } else {
        void_type(p.ctx())
    };
    p.parse_optional_attr_dict_with_keyword(st)?;
    let ctx = p.ctx();
    let params: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    st.set_attr(ctx, "sym_name", ctx.string_attr(&name));
    st.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(func_type(ctx, result, &params, vararg)),
    );
    let dicts: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    set_attr_dicts(ctx, st, "arg_attrs", &dicts);
    set_attr_dicts(ctx, st, "res_attrs", &[result_attrs]);
    let named = args.iter().all(|a| !a.name.name.is_empty());
    let region_args: &[Argument] = if named { &args } else { &[] };
    if !p.parse_optional_region(st, region_args)? {
        p.add_empty_region(st);
    }
    Ok(())
}

/// `(%a: i32 {attrs}, ...)`, `(i32, ...)`, with an optional trailing `...`.
fn parse_arguments(p: &mut dyn OpAsmParser) -> Result<(Vec<Argument>, bool), Diag> {
    let mut args = Vec::new();
    let mut vararg = false;
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, vararg));
    }
    loop {
        if p.parse_optional_punct(Punct::Ellipsis) {
            vararg = true;
            break;
        }
        if let Some(arg) = p.parse_optional_argument(true, true) {
            let arg = arg?;
            if arg.ty.is_none() {
                return Err(p.error("expected ':'"));
            }
            args.push(arg);
        } else {
            let loc = p.current_loc();
            let ty = p.parse_type()?;
            let attrs = if p.peek_punct(Punct::LBrace) {
                Some(p.parse_attribute(None)?)
            } else {
                None
            };
            let source_loc = p.parse_optional_location()?;
            let name = UnresolvedOperand {
                name: String::new(),
                number: 0,
                loc,
            };
            args.push(Argument {
                name,
                ty: Some(ty),
                attrs,
                loc: source_loc,
            });
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, vararg))
}

fn set_attr_dicts(ctx: &Context, st: &mut OperationState, name: &str, dicts: &[Option<Attribute>]) {
    let non_empty = |d: &Option<Attribute>| {
        d.and_then(|a| ctx.attr_as_dictionary(a))
            .is_some_and(|e| !e.is_empty())
    };
    if !dicts.iter().any(non_empty) {
        return;
    }
    let items: Vec<Attribute> = dicts
        .iter()
        .map(|d| d.unwrap_or_else(|| ctx.empty_dictionary()))
        .collect();
    st.set_attr(ctx, name, ctx.array_attr(&items));
}

fn attr_dict_at(op: &OpRef<'_>, name: &str, i: usize) -> Option<NamedAttrs> {
    let ctx = op.ctx;
    let items = op.attr(name).and_then(|a| ctx.attr_as_array(a))?;
    let entries = ctx.attr_as_dictionary(*items.get(i)?)?;
    if entries.is_empty() {
        return None;
    }
    let mut out = NamedAttrs::new();
    for &(k, v) in entries {
        out.set(ctx, k, v);
    }
    Some(out)
}

fn print_func(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    let linkage = linkage_of(&op);
    if linkage != "external" {
        p.write_str(linkage);
        p.write_str(" ");
    }
    print_visibility_keywords(p, &op);
    if let Some(cc) = op
        .attr("CConv")
        .and_then(|a| keyword_of(ctx, a, "cconv"))
        .filter(|c| *c != "ccc")
    {
        p.write_str(cc);
        p.write_str(" ");
    }
    p.print_symbol_name(func_name(&op).unwrap_or(""));
    let (result, params, vararg) = signature_of(&op).unwrap_or((void_type(ctx), Vec::new(), false));
    p.write_str("(");
    let declaration = is_declaration(&op);
    let entry_args = if declaration {
        Vec::new()
    } else {
        p.region_entry_args(op, 0)
    };
    for (i, &t) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = attr_dict_at(&op, "arg_attrs", i);
        match entry_args.get(i) {
            Some(&v) => p.print_argument(v, attrs.as_ref().map(|a| a.to_dictionary(ctx))),
            None => {
                p.print_type(t);
                if let Some(a) = &attrs {
                    p.write_str(" ");
                    p.print_attr_dict(a, &[]);
                }
            }
        }
    }
    if vararg {
        p.write_str(if params.is_empty() { "..." } else { ", ..." });
    }
    p.write_str(")");
    if !is_void(ctx, result) {
        p.write_str(" -> ");
        match attr_dict_at(&op, "res_attrs", 0) {
            Some(a) => {
                p.write_str("(");
                p.print_type(result);
                p.write_str(" ");
                p.print_attr_dict(&a, &[]);
                p.write_str(")");
            }
            None => p.print_type(result),
        }
    }
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if !declaration {
        p.write_str(" ");
        p.print_region(op, 0, false, false);
    }
}

fn verify_func(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let Some((_, params, _)) = signature_of(&op) else {
        return Err(op.error("attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type"));
    };
    if func_name(&op).is_none() {
        return Err(op.error("requires attribute 'sym_name'"));
    }
    let linkage = linkage_of(&op);
    if is_declaration(&op) {
        if linkage != "external" && linkage != "extern_weak" {
            return Err(
                op.error("external functions must have 'external' or 'extern_weak' linkage")
            );
        }
        return Ok(());
    }
    if linkage == "common" {
        return Err(op.error("functions cannot have 'common' linkage"));
    }
    let regions = op.regions();
    if let Some(entry) = regions
        .ids
        .first()
        .and_then(|&r| regions.body.entry_block(r))
    {
        let args = regions.body.block_args(entry);
        if args.len() != params.len() {
            return Err(op.error(format!(
                "entry block must have {} arguments to match function signature",
                params.len()
            )));
        }
        for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
            let actual = regions.body.value_type(a);
            if actual != t {
                return Err(op.error(format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    quoted(ctx, actual),
                    quoted(ctx, t)
                )));
            }
        }
    }
    Ok(())
}

/// Returns in the body must match the signature (checked from the function: a return in
/// the function's isolated body cannot see its parent).
fn verify_returns(op: OpRef<'_>) -> Result<(), Diag> {
    let Some((result, _, _)) = signature_of(&op) else {
        return Ok(());
    };
    let expected: Vec<Type> = if is_void(op.ctx, result) {
        Vec::new()
    } else {
        vec![result]
    };
    let regions = op.regions();
    for &r in regions.ids {
        for b in regions.body.region_blocks(r) {
            for nested in regions.body.block_ops(b) {
                let nested = OpRef::new(op.ctx, regions.body, nested);
                if nested.name_str() != "llvm.return" {
                    continue;
                }
                let got = nested.operand_types();
                if got.len() != expected.len() {
                    let msg = if expected.is_empty() {
                        "expected no operands"
                    } else {
                        "expected 1 operand"
                    };
                    return Err(nested
                        .error(msg)
                        .with_note(op.loc(), "when returning from function"));
                }
                if got != expected {
                    return Err(nested
                        .error(format!(
                            "mismatching result types, expected {} but got {}",
                            quoted(op.ctx, expected[0]),
                            quoted(op.ctx, got[0])
                        ))
                        .with_note(op.loc(), "when returning from function"));
                }
            }
        }
    }
    Ok(())
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::new(FUNC)
            .summary("LLVM dialect function.")
            .description("An LLVM function: a symbol with an `!llvm.func` signature, a linkage and a body (empty for external declarations).")
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .regions(Arity::Exactly(1))
            .inherent(&[
                "sym_name", "sym_visibility", "function_type", "linkage", "dso_local", "CConv", "comdat", "convergent",
                "personality", "garbageCollector", "passthrough", "arg_attrs", "res_attrs", "function_entry_count",
                "memory_effects", "visibility_", "arm_streaming", "arm_locally_streaming", "arm_streaming_compatible",
                "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za", "section", "unnamed_addr",
                "alignment", "vscale_range", "frame_pointer", "target_cpu", "tune_cpu", "target_features",
                "unsafe_fp_math", "no_infs_fp_math", "no_nans_fp_math", "no_signed_zeros_fp_math", "denormal_fp_math",
                "denormal_fp_math_f32", "fp_contract", "instrument_function_entry", "instrument_function_exit",
                "no_inline", "always_inline", "no_unwind", "will_return", "optimize_none", "vec_type_hint",
                "work_group_size_hint", "reqd_work_group_size", "intel_reqd_sub_group_size", "uwtable_kind",
            ])
            .default_properties(default_func)
            .verifier(verify_func)
            .region_verifier(verify_returns)
            .syntax(parse_func, print_func)
            .example("llvm.func @malloc(i64) -> !llvm.ptr")
            .example("llvm.func internal @f(%arg0: i64) -> i64 attributes {llvm.emit_c_interface} {\n  llvm.return %arg0 : i64\n}"),
        OpDef::new("llvm.return")
            .summary("LLVM return instruction")
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .results(Arity::Exactly(0))
            .syntax(xla_ir::asm::formats::parse_operands_attrs_types, xla_ir::asm::formats::print_operands_attrs_types)
            .example("llvm.return %x : i64"),
    ]
}
