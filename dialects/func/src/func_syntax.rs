//! The custom syntax of `func.func`, as MLIR's `function_interface_impl` parses and prints it:
//! `func.func private @f(%arg0: i32 {d.attr}, %arg1: f32) -> (i32 {d.res}, f32) attributes {x} { ... }`
//! and, for declarations, `func.func private @g(i32) -> i32`.

use crate::symbol_attrs::VISIBILITIES;
use xla_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, Punct, UnresolvedOperand};
use xla_ir::ir::NamedAttrs;
use xla_ir::{Attribute, Context, Diag, OpRef, OperationState, Type};

/// Attributes the syntax prints elsewhere than in `attributes {...}`.
const ELIDED: [&str; 5] = [
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// Attributes that the signature implies and the explicit dictionary must not repeat
/// (in upstream's checking order).
const INFERRED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

pub fn parse_func(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let visibility = VISIBILITIES
        .into_iter()
        .find(|kw| p.parse_optional_keyword(kw));
    let name = p.parse_symbol_name()?;
    let args = parse_argument_list(p)?;
    let (result_types, result_attrs) = if p.parse_optional_punct(Punct::Arrow) {
        parse_result_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };

    let dict_loc = p.current_loc();
    p.parse_optional_attr_dict_with_keyword(st)?;
    if let Some(dup) = INFERRED.iter().find(|n| st.get_attr(p.ctx(), n).is_some()) {
        return Err(p.error_at(
            dict_loc,
            &format!(
                "'{dup}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
            ),
        ));
    }

    let ctx = p.ctx();
    let arg_types: Vec<Type> = args.iter().filter_map(|a| a.ty).collect();
    st.set_attr(ctx, "sym_name", ctx.string_attr(&name));
    st.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(ctx.function_type(&arg_types, &result_types)),
    );
    if let Some(vis) = visibility {
        st.set_attr(ctx, "sym_visibility", ctx.string_attr(vis));
    }
    let arg_attrs: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    set_attr_dicts(ctx, st, "arg_attrs", &arg_attrs);
    set_attr_dicts(ctx, st, "res_attrs", &result_attrs);

    // Type-only signatures name no values: their body (if any) gets no entry arguments.
    let named = args.iter().all(|a| !a.name.name.is_empty());
    let region_args: &[Argument] = if named { &args } else { &[] };
    let body_loc = p.current_loc();
    if p.parse_optional_region(st, region_args)? {
        if parsed_region_is_empty(st) {
            return Err(p.error_at(body_loc, "expected non-empty function body"));
        }
    } else {
        p.add_empty_region(st);
    }
    Ok(())
}

/// `(%a: i32 {attrs} loc(..), ...)` or `(i32 {attrs}, ...)`; the two forms may not mix.
fn parse_argument_list(p: &mut dyn OpAsmParser) -> Result<Vec<Argument>, Diag> {
    let mut args: Vec<Argument> = Vec::new();
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(args);
    }
    loop {
        let previous_named = args.last().map(|a| !a.name.name.is_empty());
        if let Some(arg) = p.parse_optional_argument(true, true) {
            let arg = arg?;
            if previous_named == Some(false) {
                return Err(p.error_at(arg.name.loc, "expected type instead of SSA identifier"));
            }
            if arg.ty.is_none() {
                return Err(p.error("expected ':'"));
            }
            args.push(arg);
        } else {
            let loc = p.current_loc();
            if previous_named == Some(true) {
                return Err(p.error_at(loc, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let attrs = parse_optional_dictionary(p)?;
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
    Ok(args)
}

/// After `->`: a single type, or `(T {attrs}, ...)`.
fn parse_result_list(p: &mut dyn OpAsmParser) -> Result<(Vec<Type>, Vec<Option<Attribute>>), Diag> {
    if !p.parse_optional_punct(Punct::LParen) {
        // Without parentheses the result cannot be a function type nor carry attributes.
        let ty = p.parse_type()?;
        return Ok((vec![ty], vec![None]));
    }
    let (mut types, mut attrs) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((types, attrs));
    }
    loop {
        types.push(p.parse_type()?);
        attrs.push(parse_optional_dictionary(p)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((types, attrs))
}

/// An optional `{...}` attribute dictionary, as a dictionary attribute.
fn parse_optional_dictionary(p: &mut dyn OpAsmParser) -> Result<Option<Attribute>, Diag> {
    if !p.peek_punct(Punct::LBrace) {
        return Ok(None);
    }
    let loc = p.current_loc();
    let dict = p.parse_attribute(None)?;
    if p.ctx().attr_as_dictionary(dict).is_none() {
        return Err(p.error_at(loc, "expected attribute dictionary"));
    }
    Ok(Some(dict))
}

/// Sets `arg_attrs`/`res_attrs` as an array of dictionaries, only if some entry is non-empty.
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

/// Whether the region just parsed into an isolated body has no block (`{}`).
fn parsed_region_is_empty(st: &OperationState) -> bool {
    st.isolated.as_ref().is_some_and(|body| {
        body.root_regions()
            .last()
            .is_none_or(|&r| body.entry_block(r).is_none())
    })
}

pub fn print_func(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(vis) = op.attr("sym_visibility").and_then(|a| ctx.attr_as_str(a)) {
        p.write_str(vis);
        p.write_str(" ");
    }
    p.print_symbol_name(
        op.attr("sym_name")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or(""),
    );
    let (inputs, results) = op
        .attr("function_type")
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    let is_external = crate::func_op::is_declaration(&op);
    print_argument_list(p, op, &inputs, is_external);
    if !results.is_empty() {
        p.write_str(" -> ");
        print_result_list(p, op, &results);
    }
    p.print_optional_attr_dict_with_keyword(op, &ELIDED);
    if !is_external {
        p.write_str(" ");
        p.print_region(op, 0, false, false);
    }
}

/// The `i`-th dictionary of `arg_attrs`/`res_attrs`, if present and non-empty.
fn attr_dict_at(op: OpRef<'_>, name: &str, i: usize) -> Option<Attribute> {
    let ctx = op.ctx;
    let dict = *op.attr(name).and_then(|a| ctx.attr_as_array(a))?.get(i)?;
    ctx.attr_as_dictionary(dict)
        .is_some_and(|e| !e.is_empty())
        .then_some(dict)
}

fn print_dictionary(p: &mut dyn OpAsmPrinter, ctx: &Context, dict: Option<Attribute>) {
    let Some(entries) = dict.and_then(|d| ctx.attr_as_dictionary(d)) else {
        return;
    };
    let mut attrs = NamedAttrs::new();
    for &(name, value) in entries {
        attrs.set(ctx, name, value);
    }
    p.print_attr_dict(&attrs, &[]);
}

fn print_argument_list(
    p: &mut dyn OpAsmPrinter,
    op: OpRef<'_>,
    inputs: &[Type],
    is_external: bool,
) {
    let entry_args = if is_external {
        Vec::new()
    } else {
        p.region_entry_args(op, 0)
    };
    p.write_str("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = attr_dict_at(op, "arg_attrs", i);
        match entry_args.get(i) {
            Some(&arg) => p.print_argument(arg, attrs),
            None => {
                p.print_type(ty);
                print_dictionary(p, op.ctx, attrs);
            }
        }
    }
    p.write_str(")");
}

fn print_result_list(p: &mut dyn OpAsmPrinter, op: OpRef<'_>, results: &[Type]) {
    let ctx = op.ctx;
    let needs_parens = results.len() > 1
        || results
            .first()
            .is_some_and(|&t| ctx.function_signature(t).is_some())
        || attr_dict_at(op, "res_attrs", 0).is_some();
    if needs_parens {
        p.write_str("(");
    }
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(ty);
        print_dictionary(p, ctx, attr_dict_at(op, "res_attrs", i));
    }
    if needs_parens {
        p.write_str(")");
    }
}
