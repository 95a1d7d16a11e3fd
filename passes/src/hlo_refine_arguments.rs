//! `--hlo-refine-arguments=types=...` (StableHLO's `stablehlo-refine-arguments`): gives the
//! public `@main` (option `entry`) the argument types listed, each a refinement of the old
//! one (same rank and element type, `?` dims made static). Uses of a refined argument go
//! through a `tensor.cast` back to the old type, so the function stays valid until
//! `--hlo-refine-shapes` propagates the new types (and erases the casts).

use xla_dialect_func::ops::FuncOp;
use xla_dialect_tensor::ops::CastOp;
use xla_ir::pass::{Pass, PassInfo, PassOptionDoc};
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Body, Context, Diag, OpData, OpId, OpRef, OperationState, Type, TypeData};

pub const ARGUMENT: &str = "hlo-refine-arguments";
const DESCRIPTION: &str = "Refines the argument types of the entry function to the types given \
     (option types), inserting casts to the old types";

#[derive(Default)]
pub struct RefineArguments {
    /// `types`: the new argument types, as written (`tensor<2x4xf32>,tensor<f32>`).
    types: String,
    /// `entry`: the function refined (default `main`).
    entry: Option<String>,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::<RefineArguments>::default(),
    }
}

impl Pass for RefineArguments {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "HloRefineArguments"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "types" => self.types = value.trim().to_string(),
            "entry" => self.entry = Some(value.trim().to_string()),
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            (
                "entry".into(),
                self.entry.clone().unwrap_or_else(|| "main".into()),
            ),
            ("types".into(), self.types.clone()),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc {
                name: "entry",
                value_kind: "string",
                description: "The function whose arguments are refined (default main)",
            },
            PassOptionDoc {
                name: "types",
                value_kind: "string",
                description: "The new argument types, comma-separated",
            },
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let loc = op.loc;
        let types = parse_type_list(ctx, &self.types)
            .map_err(|m| vec![Diag::error(loc, format!("{ARGUMENT}: invalid types: {m}"))])?;
        let Some(table) = op.isolated_body_mut() else {
            return Ok(());
        };
        let entry = self.entry.as_deref().unwrap_or("main");
        let Some(f) = find_func(ctx, table, entry) else {
            return Err(vec![Diag::error(
                loc,
                format!("{ARGUMENT}: no function '@{entry}' to refine"),
            )]);
        };
        refine_arguments(ctx, table, f, &types).map_err(|d| vec![d])
    }
}

/// Splits `a,b,...` at the commas outside `<...>` and parses each type.
pub fn parse_type_list(ctx: &Context, text: &str) -> Result<Vec<Type>, String> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let text = text.trim_matches(|c| c == '[' || c == ']');
    for (i, c) in text.char_indices().chain([(text.len(), ',')]) {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                let piece = text[start..i].trim();
                if !piece.is_empty() {
                    out.push(
                        ctx.parse_type_str(piece)
                            .map_err(|d| format!("'{piece}': {}", d.message))?,
                    );
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(format!("'{}': unbalanced brackets", text[start..].trim()));
    }
    Ok(out)
}

fn find_func(ctx: &Context, table: &Body, name: &str) -> Option<OpId> {
    let func = ctx.op_name(FuncOp::NAME);
    table.all_ops().find(|&o| {
        !table.is_erased(o) && table.op(o).name == func && symbol_name(ctx, table, o) == Some(name)
    })
}

/// Whether `new` refines `old`: both ranked tensors of one element type and rank whose
/// static dims agree (or equal types otherwise).
pub fn refines(ctx: &Context, old: Type, new: Type) -> Result<(), String> {
    if old == new {
        return Ok(());
    }
    let show = |t| xla_ir::asm::type_to_string(ctx, t);
    match (ctx.type_data(old), ctx.type_data(new)) {
        (
            TypeData::Tensor {
                shape: os,
                elem: oe,
                ..
            },
            TypeData::Tensor {
                shape: ns,
                elem: ne,
                ..
            },
        ) => {
            if oe != ne {
                return Err(format!("element type {} is not {}", show(*ne), show(*oe)));
            }
            if os.len() != ns.len() {
                return Err(format!("rank {} is not {}", ns.len(), os.len()));
            }
            for (d, (&o, &n)) in os.iter().zip(ns.iter()).enumerate() {
                if n < 0 && n != xla_ir::DYNAMIC {
                    return Err(format!("dimension {d} has a negative size"));
                }
                if o != xla_ir::DYNAMIC && o != n {
                    return Err(format!("dimension {d} is {n}, not {o}"));
                }
            }
            Ok(())
        }
        (TypeData::UnrankedTensor { elem: oe }, TypeData::Tensor { elem: ne, .. }) if oe == ne => {
            Ok(())
        }
        _ => Err(format!(
            "{} is not a refinement of {}",
            show(new),
            show(old)
        )),
    }
}

/// Sets the argument types of `f` to `types`, each use of a changed argument taking it
/// through a `tensor.cast` to the old type.
pub fn refine_arguments(
    ctx: &Context,
    table: &mut Body,
    f: OpId,
    types: &[Type],
) -> Result<(), Diag> {
    let fop = OpRef::new(ctx, table, f);
    let loc = fop.loc();
    let Some(body) = table.op_mut(f).isolated_body_mut() else {
        return Ok(());
    };
    let Some(entry) = body
        .root_regions()
        .first()
        .and_then(|&r| body.entry_block(r))
    else {
        return Ok(());
    };
    let args = body.block_args(entry).to_vec();
    if args.len() != types.len() {
        return Err(Diag::error(
            loc,
            format!(
                "{ARGUMENT}: {} types given for {} arguments",
                types.len(),
                args.len()
            ),
        ));
    }
    for (i, (&a, &new)) in args.iter().zip(types).enumerate() {
        let old = body.value_type(a);
        refines(ctx, old, new)
            .map_err(|m| Diag::error(loc, format!("{ARGUMENT}: argument #{i}: {m}")))?;
        if old == new {
            continue;
        }
        body.set_value_type(a, new);
        if !body.has_uses(a) {
            continue;
        }
        let arg_loc = body.value(a).loc.unwrap_or(loc);
        let state = OperationState::new(ctx, CastOp::NAME, arg_loc)
            .operands(&[a])
            .results(&[old]);
        let cast = body.create_op(ctx, state);
        body.prepend_op(entry, cast);
        let c = body.result(cast, 0);
        body.replace_uses_where(a, c, |user| user != cast);
    }
    let results = table
        .op(f)
        .props
        .get_str(ctx, "function_type")
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t).map(|(_, r)| r.to_vec()))
        .unwrap_or_default();
    let ty = ctx.function_type(types, &results);
    table
        .op_mut(f)
        .props
        .set_str(ctx, "function_type", ctx.type_attr(ty));
    Ok(())
}
