//! `hlo.custom_call`'s checks beyond ODS, with StableHLO's messages: layouts (both or none,
//! one permutation per value), `backend_config` against `api_version`, output/operand
//! aliases (in-range paths to compatible parts), and buffers (memref parts aliased exactly
//! once; the `CreateBuffer` / `Pin` / `Unpin` targets).

use super::custom_call::{
    api_version, API_VERSIONS, BACKEND_CONFIG, CALL_TARGET_NAME, OPERAND_LAYOUTS,
    OUTPUT_OPERAND_ALIASES, RESULT_LAYOUTS,
};
use crate::attrs::output_operand_alias::OutputOperandAlias;
use crate::display::quoted;
use crate::syntax::i64_list_text;
use crate::verify_util::hlo_compatible;
use xla_ir::{AttrData, Attribute, Context, Diag, OpRef, Type, TypeData};

pub fn verify_custom_call_semantics(op: OpRef<'_>) -> Result<(), Diag> {
    verify_layouts(op)?;
    verify_backend_config(op)?;
    let aliases = verify_aliases(op)?;
    verify_buffers(op, &aliases)
}

/// A layout: `dense<[1, 0]> : tensor<2xindex>`, as its values.
fn layout_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, data, splat } = ctx.attr_data(a) else {
        return None;
    };
    let [n] = ctx.shape(*ty)? else { return None };
    if !ctx.is_index(ctx.element_type(*ty)) {
        return None;
    }
    // A splat may claim any size; a layout has one entry per dimension.
    let n = usize::try_from(*n).ok().filter(|&n| n <= 1 << 16)?;
    (0..n)
        .map(|i| {
            let i = if *splat { 0 } else { i };
            let bytes = data.get(8 * i..8 * i + 8)?;
            Some(i64::from_le_bytes(bytes.try_into().ok()?))
        })
        .collect()
}

/// The layout as MLIR prints it in messages.
fn layout_text(values: &[i64]) -> String {
    let n = values.len();
    let body = match values {
        [] => String::new(),
        [first, rest @ ..] if rest.iter().all(|v| v == first) => first.to_string(),
        _ => i64_list_text(values),
    };
    format!("dense<{body}> : tensor<{n}xindex>")
}

fn layouts(op: OpRef<'_>, name: &str) -> Result<Option<Vec<Vec<i64>>>, Diag> {
    let Some(a) = op.attr(name) else {
        return Ok(None);
    };
    let values: Option<Vec<Vec<i64>>> = op
        .ctx
        .attr_as_array(a)
        .and_then(|items| items.iter().map(|&i| layout_values(op.ctx, i)).collect());
    values.map(Some).ok_or_else(|| {
        op.error(format!(
            "attribute '{name}' failed to satisfy constraint: Array of layout (1D tensor of index type) attributes"
        ))
    })
}

fn verify_layouts(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let (operand_layouts, result_layouts) =
        (layouts(op, OPERAND_LAYOUTS)?, layouts(op, RESULT_LAYOUTS)?);
    let (operand_layouts, result_layouts) = match (operand_layouts, result_layouts) {
        (None, None) => return Ok(()),
        (Some(o), Some(r)) => (o, r),
        _ => return Err(op.error(
            "Layout attributes should be specified for either both operands and results or none.",
        )),
    };
    check_types_and_layouts(op, &op.operand_types(), &operand_layouts, "operand")?;
    let results = op.result_types();
    match results.as_slice() {
        [t] if matches!(ctx.type_data(*t), TypeData::Tuple(_)) => {
            let TypeData::Tuple(elems) = ctx.type_data(*t) else {
                return Ok(());
            };
            check_types_and_layouts(op, elems, &result_layouts, "result")
        }
        _ => check_types_and_layouts(op, &results, &result_layouts, "result"),
    }
}

fn check_types_and_layouts(
    op: OpRef<'_>,
    types: &[Type],
    layouts: &[Vec<i64>],
    what: &str,
) -> Result<(), Diag> {
    let ctx = op.ctx;
    if types.len() != layouts.len() {
        return Err(op.error(format!(
            "Number of {what}s must match the number of {what} layouts, {} != {}",
            types.len(),
            layouts.len()
        )));
    }
    for (i, (&t, layout)) in types.iter().zip(layouts).enumerate() {
        if matches!(ctx.type_data(t), TypeData::Tuple(_)) {
            return Err(op.error("Tuple types are not fully supported with layout constraints yet"));
        }
        if !ctx.is_shaped(t) {
            if layout.is_empty() {
                continue;
            }
            return Err(op.error(format!(
                "Only tensor types can have non-empty layout: {what} #{i} of type {} has layout {}",
                quoted(ctx, t),
                layout_text(layout)
            )));
        }
        let Some(shape) = ctx.shape(t) else { continue };
        let rank = shape.len();
        let mut sorted = layout.clone();
        sorted.sort_unstable();
        if sorted.iter().enumerate().any(|(k, &v)| v != k as i64) || sorted.len() != rank {
            return Err(op.error(format!(
                "incorrect layout {} for type {}, layout must be a permutation of [0, {rank})",
                layout_text(layout),
                quoted(ctx, t)
            )));
        }
    }
    Ok(())
}

/// A dictionary `backend_config` needs API_VERSION_TYPED_FFI; the others take strings.
fn verify_backend_config(op: OpRef<'_>) -> Result<(), Diag> {
    let Some(config) = op.attr(BACKEND_CONFIG) else {
        return Ok(());
    };
    let version = api_version(op);
    let name = usize::try_from(version)
        .ok()
        .and_then(|v| API_VERSIONS.get(v))
        .copied()
        .unwrap_or("");
    let is_dict = op.ctx.attr_as_dictionary(config).is_some();
    let typed_ffi = version == 4;
    if typed_ffi && !is_dict {
        return Err(op.error(format!(
            "backend_config for api_version {name} must be a dictionary attribute."
        )));
    }
    if !typed_ffi && is_dict {
        return Err(op.error(format!(
            "backend_config for api_version {name} must be a string attribute."
        )));
    }
    Ok(())
}

/// The part of `t` at `path` (tuple indices), if the path stays inside tuples.
fn part_at(ctx: &Context, mut t: Type, path: &[i64]) -> Option<Type> {
    for &i in path {
        let TypeData::Tuple(elems) = ctx.type_data(t) else {
            return None;
        };
        t = *usize::try_from(i).ok().and_then(|i| elems.get(i))?;
    }
    Some(t)
}

/// The results as one value: the result itself when there is one, else their tuple.
fn output_type(op: OpRef<'_>) -> Type {
    match op.result_types().as_slice() {
        [t] => *t,
        all => op.ctx.tuple_type(all),
    }
}

/// Each alias names an operand and parts of it and of the output that match.
fn verify_aliases(op: OpRef<'_>) -> Result<Vec<OutputOperandAlias>, Diag> {
    let ctx = op.ctx;
    let Some(a) = op.attr(OUTPUT_OPERAND_ALIASES) else {
        return Ok(Vec::new());
    };
    let aliases: Option<Vec<OutputOperandAlias>> = ctx.attr_as_array(a).and_then(|items| {
        items
            .iter()
            .map(|&i| OutputOperandAlias::from_attr(ctx, i))
            .collect()
    });
    let Some(aliases) = aliases else {
        return Err(op.error(format!(
            "attribute '{OUTPUT_OPERAND_ALIASES}' failed to satisfy constraint: Aliasing attribute for outputs and \
             operands of CustomCall"
        )));
    };
    let operands = op.operand_types();
    let output = output_type(op);
    for alias in &aliases {
        let index = alias.operand_index;
        let Some(&operand) = usize::try_from(index).ok().and_then(|i| operands.get(i)) else {
            return Err(op.plain_error(format!(
                "expects operandIndex in the output_operand_alias attribute to be in range [0, {}); got: {index}.",
                operands.len()
            )));
        };
        let Some(operand_part) = part_at(ctx, operand, &alias.operand_tuple_indices) else {
            return Err(op.plain_error(
                "operand_tuple_indices in the output_operand_alias attribute out of bounds",
            ));
        };
        let Some(output_part) = part_at(ctx, output, &alias.output_tuple_indices) else {
            return Err(op.plain_error(
                "output_tuple_indices in the output_operand_alias attribute out of bounds",
            ));
        };
        if !hlo_compatible(ctx, operand_part, output_part) {
            return Err(op.plain_error(format!(
                "shapes mismatch in the output_operand_alias attribute: operand part has type {} and output part has \
                 type {}",
                quoted(ctx, operand_part),
                quoted(ctx, output_part)
            )));
        }
    }
    Ok(aliases)
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Memref (buffer) parts are aliased at most once, and every buffer output is aliased,
/// except for the buffer-managing targets.
fn verify_buffers(op: OpRef<'_>, aliases: &[OutputOperandAlias]) -> Result<(), Diag> {
    let ctx = op.ctx;
    let operands = op.operand_types();
    let output = output_type(op);
    let mut seen_operands: Vec<(i64, &[i64])> = Vec::new();
    let mut seen_outputs: Vec<&[i64]> = Vec::new();
    for alias in aliases {
        let operand = usize::try_from(alias.operand_index)
            .ok()
            .and_then(|i| operands.get(i))
            .copied();
        let operand_part = operand.and_then(|t| part_at(ctx, t, &alias.operand_tuple_indices));
        if operand_part.is_some_and(|t| is_memref(ctx, t)) {
            let key = (alias.operand_index, alias.operand_tuple_indices.as_slice());
            if seen_operands.contains(&key) {
                return Err(op.plain_error(format!(
                    "buffer operand {}{} is used in output_operand_alias more than once",
                    alias.operand_index,
                    i64_list_text(&alias.operand_tuple_indices)
                )));
            }
            seen_operands.push(key);
        }
        if part_at(ctx, output, &alias.output_tuple_indices).is_some_and(|t| is_memref(ctx, t)) {
            let path = alias.output_tuple_indices.as_slice();
            if seen_outputs.contains(&path) {
                return Err(op.plain_error(format!(
                    "buffer output {} is used in output_operand_alias more than once",
                    i64_list_text(path)
                )));
            }
            seen_outputs.push(path);
        }
    }
    let target = op
        .attr(CALL_TARGET_NAME)
        .and_then(|a| ctx.attr_as_str(a))
        .unwrap_or("");
    match target {
        "CreateBuffer" if op.num_operands() != 0 => {
            Err(op.plain_error("CreateBuffer custom_call shouldn't have any inputs"))
        }
        "Pin"
            if !op
                .result_types()
                .first()
                .is_some_and(|&t| is_memref(ctx, t)) =>
        {
            Err(op.plain_error("Pin custom_call should have a memref output"))
        }
        "Unpin" if !unpin_types_match(ctx, op) => {
            Err(op.plain_error("Unpin custom_call should have compatible input and output types"))
        }
        "CreateBuffer" | "Pin" | "Unpin" => Ok(()),
        _ => {
            let mut buffers = Vec::new();
            buffer_paths(ctx, output, &mut Vec::new(), &mut buffers);
            match buffers
                .iter()
                .find(|p| !seen_outputs.contains(&p.as_slice()))
            {
                Some(path) => Err(op.plain_error(format!(
                    "buffer output {} is not used in output_operand_alias",
                    i64_list_text(path)
                ))),
                None => Ok(()),
            }
        }
    }
}

/// `Unpin` turns a buffer into a tensor of the same shape and element type.
fn unpin_types_match(ctx: &Context, op: OpRef<'_>) -> bool {
    match (op.operand_types().first(), op.result_types().first()) {
        (Some(&from), Some(&to)) => {
            ctx.shape(from) == ctx.shape(to) && ctx.element_type(from) == ctx.element_type(to)
        }
        _ => false,
    }
}

/// The paths of the memref leaves of `t`.
fn buffer_paths(ctx: &Context, t: Type, path: &mut Vec<i64>, out: &mut Vec<Vec<i64>>) {
    // Tuples nest as deep as the input says.
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || match ctx.type_data(t) {
        TypeData::Tuple(elems) => {
            for (i, &e) in elems.iter().enumerate() {
                path.push(i as i64);
                buffer_paths(ctx, e, path, out);
                path.pop();
            }
        }
        _ if is_memref(ctx, t) => out.push(path.clone()),
        _ => {}
    })
}

#[cfg(test)]
mod tests {
    use super::layout_text;

    #[test]
    fn layouts_print_as_dense_attributes() {
        assert_eq!(
            layout_text(&[0, 1, 3]),
            "dense<[0, 1, 3]> : tensor<3xindex>"
        );
        assert_eq!(layout_text(&[]), "dense<> : tensor<0xindex>");
        assert_eq!(layout_text(&[0]), "dense<0> : tensor<1xindex>");
    }
}
