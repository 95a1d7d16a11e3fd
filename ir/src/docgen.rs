//! Generates a dialect's reference page from its op definitions (docs/dialects/*.md).

use crate::context::Context;
use crate::op_decl::{ArgDecl, ArgKind, OpInfo};
use crate::registry::{Arity, OpDef, RegionKind, Traits};
use std::fmt::Write;

const TRAIT_NAMES: &[(Traits, &str)] = &[
    (Traits::TERMINATOR, "Terminator"),
    (Traits::ISOLATED_FROM_ABOVE, "IsolatedFromAbove"),
    (Traits::NO_TERMINATOR, "NoTerminator"),
    (Traits::SYMBOL_TABLE, "SymbolTable"),
    (Traits::SYMBOL, "Symbol"),
    (Traits::RETURN_LIKE, "ReturnLike"),
    // `Pure` before its two parts: an op with both shows only `Pure`.
    (Traits::PURE, "Pure"),
    (Traits::NO_MEMORY_EFFECT, "NoMemoryEffect"),
    (Traits::ALWAYS_SPECULATABLE, "AlwaysSpeculatable"),
    (Traits::RECURSIVELY_SPECULATABLE, "RecursivelySpeculatable"),
    (Traits::COMMUTATIVE, "Commutative"),
    (Traits::ELEMENTWISE, "Elementwise"),
    (
        Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        "SameOperandsAndResultType",
    ),
    (Traits::SAME_OPERANDS_SHAPE, "SameOperandsShape"),
    (
        Traits::SAME_OPERANDS_ELEMENT_TYPE,
        "SameOperandsElementType",
    ),
    (
        Traits::SAME_OPERANDS_AND_RESULT_SHAPE,
        "SameOperandsAndResultShape",
    ),
    (Traits::BROADCASTABLE, "Broadcastable"),
    (Traits::CONSTANT_LIKE, "ConstantLike"),
    (Traits::SINGLE_BLOCK, "SingleBlock"),
    (Traits::SAME_TYPE_OPERANDS, "SameTypeOperands"),
    (
        Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        "SameOperandsAndResultElementType",
    ),
    (Traits::AFFINE_SCOPE, "AffineScope"),
    (Traits::RECURSIVE_MEMORY_EFFECTS, "RecursiveMemoryEffects"),
    (Traits::HAS_SIDE_EFFECTS, "HasSideEffects"),
    (Traits::SCALARIZABLE, "Scalarizable"),
];

/// The names of the traits in `t`, in declaration order (a trait named as part of an
/// earlier one, as `NoMemoryEffect` of `Pure`, is not named again).
pub fn trait_names(t: Traits) -> Vec<&'static str> {
    let mut left = t.0;
    let mut names = Vec::new();
    for &(bit, name) in TRAIT_NAMES {
        if left & bit.0 == bit.0 && bit.0 != 0 {
            left &= !bit.0;
            names.push(name);
        }
    }
    names
}

fn arity(a: Arity) -> String {
    match a {
        Arity::Exactly(n) => n.to_string(),
        Arity::AtLeast(n) => format!("{n} or more"),
        Arity::Any => "any number".into(),
    }
}

/// `` `inputs` (variadic), `init` `` for a declaration's groups.
fn groups(decl: &[ArgDecl]) -> String {
    decl.iter()
        .map(|g| match g.kind {
            ArgKind::Single => format!("`{}`", g.name),
            ArgKind::Optional => format!("`{}` (optional)", g.name),
            ArgKind::Variadic => format!("`{}` (variadic)", g.name),
            ArgKind::OneOrMore => format!("`{}` (one or more)", g.name),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The lines naming a declared op's groups and attributes.
fn declared_lines(out: &mut String, decl: &OpInfo) {
    let named = [
        ("operands", decl.operands),
        ("results", decl.results),
        ("regions", decl.regions),
        ("successors", decl.successors),
    ];
    let parts: Vec<String> = named
        .iter()
        .filter(|(_, g)| !g.is_empty())
        .map(|(what, g)| format!("{what} {}", groups(g)))
        .collect();
    if !parts.is_empty() {
        let _ = writeln!(out, "- named {}", parts.join("; "));
    }
    if !decl.attributes.is_empty() {
        let attrs: Vec<String> = decl
            .attributes
            .iter()
            .map(|a| {
                let presence = if a.required { "" } else { "optional " };
                format!("`{}` ({presence}{:?})", a.name, a.kind)
            })
            .collect();
        let _ = writeln!(out, "- attributes: {}", attrs.join(", "));
    }
}

/// The markdown reference of a loaded dialect, or `None` if it is not loaded.
pub fn dialect_markdown(ctx: &Context, dialect: &str) -> Option<String> {
    let def = ctx.dialect_by_name(dialect)?;
    let mut ops: Vec<&OpDef> = ctx
        .registered_ops()
        .filter(|d| d.dialect_name() == dialect)
        .collect();
    ops.sort_by(|a, b| a.name.cmp(&b.name));
    let mut out = String::new();
    let _ = writeln!(out, "# The `{dialect}` dialect\n");
    let _ = writeln!(out, "<!-- Generated from the op definitions by `UPDATE_DOCS=1 cargo test -p xla-tests --test dialect_docs`; do not edit. -->\n");
    if !def.summary.is_empty() {
        let _ = writeln!(out, "{}\n", def.summary);
    }
    if !def.aliases.is_empty() {
        let _ = writeln!(
            out,
            "Also parsed under the names: {}.\n",
            def.aliases
                .iter()
                .map(|a| format!("`{a}`"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let _ = writeln!(out, "| op | summary |\n| --- | --- |");
    for op in &ops {
        let anchor = op.name.replace('.', "");
        let _ = writeln!(
            out,
            "| [`{}`](#{anchor}) | {} |",
            op.name,
            op.summary.replace('|', "\\|")
        );
    }
    for op in &ops {
        let _ = writeln!(out, "\n## `{}`\n", op.name);
        if !op.summary.is_empty() {
            let _ = writeln!(out, "{}\n", op.summary);
        }
        if !op.description.is_empty() {
            let _ = writeln!(out, "{}\n", op.description.trim());
        }
        let _ = writeln!(
            out,
            "- operands: {}; results: {}; regions: {}; successors: {}",
            arity(op.operands),
            arity(op.results),
            arity(op.regions),
            arity(op.successors)
        );
        if let Some(decl) = op.declaration() {
            declared_lines(&mut out, decl);
        }
        let traits = trait_names(op.traits);
        if !traits.is_empty() {
            let _ = writeln!(out, "- traits: {}", traits.join(", "));
        }
        let interfaces = op.interface_names();
        if !interfaces.is_empty() {
            let _ = writeln!(out, "- interfaces: {}", interfaces.join(", "));
        }
        if op.region_kind == RegionKind::Graph {
            let _ = writeln!(
                out,
                "- regions are graph regions (no dominance, no terminator order)"
            );
        }
        if !op.inherent_attrs.is_empty() {
            let _ = writeln!(
                out,
                "- properties: {}",
                op.inherent_attrs
                    .iter()
                    .map(|a| format!("`{a}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        if !op.parents.is_empty() {
            let _ = writeln!(
                out,
                "- parent must be: {}",
                op.parents
                    .iter()
                    .map(|a| format!("`{a}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        let _ = writeln!(
            out,
            "- custom syntax: {}",
            if op.parse.is_some() {
                "yes (and the generic form)"
            } else {
                "generic form only"
            }
        );
        for ex in &op.examples {
            let _ = writeln!(out, "\n```mlir\n{}\n```", ex.trim_end());
        }
    }
    Some(out)
}
