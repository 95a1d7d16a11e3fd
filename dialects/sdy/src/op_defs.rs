//! The sdy ops' definitions: Shardy's assembly formats and verifiers.

use crate::attr_syntax::*;
use crate::model::*;
use crate::ops::*;
use xla_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::verify::{SymbolTableCollection, SymbolUserOpInterface};
use xla_ir::{Arity, DResult, Diag, OpDef, OpRef, OperationState, Traits, Type};

pub fn defs() -> Vec<OpDef> {
    let mut constraint = OpDef::new(ShardingConstraintOp::NAME)
        .summary("Constrains a tensor to the specified sharding")
        .description("The operand, to be sharded as `sharding` states; as a value, the identity.")
        .traits(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        .operands(Arity::Exactly(1))
        .results(Arity::Exactly(1))
        .inherent(&["sharding"])
        .verifier(verify_sharding_constraint)
        .syntax(parse_sharding_constraint, print_sharding_constraint)
        .example("%1 = sdy.sharding_constraint %0 <@mesh, [{\"x\"}, {}]> : tensor<8x8xf32>");
    constraint.add_interface::<dyn SymbolUserOpInterface>(Box::new(MeshUses));
    let mut manual = OpDef::new(ManualComputationOp::NAME)
        .summary("Multi-device parallelism operation with manual collectives")
        .description(
            "Runs its body on every device over the device's shard of each operand (per \
             `in_shardings`, local along `manual_axes`); the results are assembled from the \
             devices' results per `out_shardings`.",
        )
        .traits(
            Traits::ISOLATED_FROM_ABOVE | Traits::SINGLE_BLOCK | Traits::RECURSIVE_MEMORY_EFFECTS,
        )
        .operands(Arity::Any)
        .results(Arity::Any)
        .regions(Arity::Exactly(1))
        .inherent(&["in_shardings", "manual_axes", "out_shardings"])
        .verifier(verify_manual_computation)
        .syntax(parse_manual_computation, print_manual_computation)
        .example(
            "%0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"x\"}]>] \
             out_shardings=[<@mesh, [{}]>] manual_axes={\"x\"} (%arg1: tensor<2xf32>) {\n  \
             sdy.return %arg1 : tensor<2xf32>\n} : (tensor<8xf32>) -> tensor<2xf32>",
        );
    manual.add_interface::<dyn SymbolUserOpInterface>(Box::new(MeshUses));
    vec![
        OpDef::new(MeshOp::NAME)
            .summary("Named mesh")
            .description("Defines a mesh of devices that shardings name by its symbol.")
            .traits(Traits::SYMBOL)
            .operands(Arity::Exactly(0))
            .results(Arity::Exactly(0))
            .inherent(&["mesh", "sym_name"])
            .verifier(verify_mesh_op)
            .syntax(parse_mesh_op, print_mesh_op)
            .example("sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>"),
        constraint,
        OpDef::new(ReturnOp::NAME)
            .summary("Terminates the regions of sdy ops")
            .traits(Traits::PURE | Traits::TERMINATOR)
            .results(Arity::Exactly(0))
            .syntax(parse_return, print_return)
            .example("sdy.return %0 : tensor<2xf32>"),
        manual,
    ]
}

// ---- sdy.mesh ----------------------------------------------------------------------------

/// `@name = <[...]> attr-dict`
fn parse_mesh_op(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let name = p.parse_symbol_name()?;
    p.parse_punct(Punct::Equal)?;
    let mesh = parse_mesh_body(p.as_asm_parser())?;
    let (ctx, name_attr) = (p.ctx(), p.ctx().string_attr(&name));
    st.set_attr(ctx, "sym_name", name_attr);
    st.set_attr(ctx, "mesh", mesh.to_attr(ctx));
    p.parse_optional_attr_dict(st)
}

fn print_mesh_op(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let name = op.attr("sym_name").and_then(|a| op.ctx.attr_as_str(a));
    let mesh = op.attr("mesh").and_then(|a| Mesh::from_attr(op.ctx, a));
    p.write_str(&format!(
        " {} = {}",
        symbol(name.unwrap_or("")),
        mesh.map(|m| mesh_body(&m)).unwrap_or_default()
    ));
    p.print_optional_attr_dict(op, &["sym_name", "mesh"]);
}

/// Shardy's mesh constraints: unique axis names, sizes of at least 1, device ids a
/// permutation of iota (not iota itself) or a single maximal id.
pub fn check_mesh(m: &Mesh) -> Result<(), String> {
    for (i, a) in m.axes.iter().enumerate() {
        if a.size <= 0 {
            return Err(format!("axis size must be at least 1, got: {}", a.size));
        }
        if m.axes[..i].iter().any(|b| b.name == a.name) {
            return Err(format!("duplicate axis name: {}", quote(&a.name)));
        }
    }
    if m.total_size().is_none() {
        return Err("the product of axis sizes overflows".into());
    }
    if m.device_ids.is_empty() {
        return Ok(());
    }
    if m.device_ids.iter().any(|&d| d < 0) {
        return Err("device id must be non-negative".into());
    }
    if m.axes.is_empty() {
        return match m.device_ids.len() {
            1 => Ok(()),
            n => Err(format!(
                "mesh without axes has {n} device ids; a maximal mesh has one"
            )),
        };
    }
    let total = m
        .total_size()
        .ok_or_else(|| "the product of axis sizes overflows".to_string())?;
    if m.device_ids.len() as i64 != total {
        return Err(format!(
            "total product of axis sizes must match total number of device ids, got: {total} != {}",
            m.device_ids.len()
        ));
    }
    let mut sorted = m.device_ids.clone();
    sorted.sort_unstable();
    if sorted.iter().enumerate().any(|(i, &d)| d != i as i64) {
        return Err("sorted device ids must be iota(product(axes))".into());
    }
    if sorted == m.device_ids {
        return Err(
            "if the ordered device ids are the same as iota(product(axes)), no need to \
                    specify them for simplicity"
                .into(),
        );
    }
    Ok(())
}

fn verify_mesh_op(op: OpRef<'_>) -> Result<(), Diag> {
    if op
        .attr("sym_name")
        .and_then(|a| op.ctx.attr_as_str(a))
        .is_none()
    {
        return Err(op.error("requires string attribute 'sym_name'"));
    }
    let mesh = op
        .attr("mesh")
        .and_then(|a| Mesh::from_attr(op.ctx, a))
        .ok_or_else(|| op.error("requires attribute 'mesh' (#sdy.mesh)"))?;
    if let Some(parent) = op.parent_op() {
        if parent.name_str() != "builtin.module" {
            return Err(op.error("expects parent op 'builtin.module'"));
        }
    }
    check_mesh(&mesh).map_err(|m| op.error(m))
}

// ---- sharding checks against a mesh --------------------------------------------------

/// A sharding's axes exist in `mesh`, are used once, its rank matches `ty`'s, and the
/// dimensions divide by their shard counts.
pub fn check_sharding(s: &TensorSharding, ty: Type, mesh: &Mesh, op: &OpRef<'_>) -> DResult<()> {
    let ctx = op.ctx;
    let shape = ctx
        .shape(ty)
        .ok_or_else(|| op.error("sharding applies to a ranked tensor"))?;
    if s.dims.len() != shape.len() {
        return Err(op.error(format!(
            "sharding doesn't match tensor rank: {} != {}",
            s.dims.len(),
            shape.len()
        )));
    }
    let mut used: Vec<&AxisRef> = Vec::new();
    let all = s
        .dims
        .iter()
        .flat_map(|d| &d.axes)
        .chain(&s.replicated)
        .chain(&s.unreduced);
    for a in all {
        let Some(full) = mesh.axis_size(&a.name) else {
            return Err(op.error(format!("unknown axis name: {}", quote(&a.name))));
        };
        if let Some((pre, size)) = a.sub {
            if pre < 1 || size <= 1 || full % (pre * size) != 0 || size == full {
                return Err(op.error(format!("invalid sub-axis: {}", axis_ref(a))));
            }
        }
        if used
            .iter()
            .any(|b| b.name == a.name && (b.sub.is_none() || a.sub.is_none() || b.sub == a.sub))
        {
            return Err(op.error(format!("duplicate axis ref: {}", axis_ref(a))));
        }
        used.push(a);
    }
    for (dim, (d, &n)) in s.dims.iter().zip(shape).enumerate() {
        let shards = d
            .axes
            .iter()
            .filter_map(|a| a.size(mesh))
            .try_fold(1i64, |k, s| k.checked_mul(s))
            .filter(|&k| k >= 1)
            .ok_or_else(|| op.error(format!("dim {dim} is sharded into too many shards")))?;
        if n >= 0 && n % shards != 0 {
            return Err(op.error(format!(
                "dim {dim} with size {n} is not divisible by its sharded size {shards}"
            )));
        }
    }
    Ok(())
}

/// The shape of `global` on one device, per `s` along the `manual` axes.
pub fn local_shape(s: &TensorSharding, global: &[i64], mesh: &Mesh, manual: &[String]) -> Vec<i64> {
    global
        .iter()
        .zip(&s.dims)
        .map(|(&n, d)| {
            let k: i64 = d
                .axes
                .iter()
                .filter(|a| manual.contains(&a.name))
                .filter_map(|a| a.size(mesh))
                .fold(1i64, i64::saturating_mul);
            if n < 0 || k == 0 {
                n
            } else {
                n / k
            }
        })
        .collect()
}

/// Finds the meshes shardings name once symbol tables exist.
struct MeshUses;

fn lookup_mesh<'a>(
    op: OpRef<'a>,
    tables: &SymbolTableCollection<'a>,
    s: &TensorSharding,
) -> DResult<Mesh> {
    match &s.mesh {
        MeshOrRef::Inline(m) => {
            check_mesh(m).map_err(|e| op.error(e))?;
            Ok(m.clone())
        }
        MeshOrRef::Ref(name) => tables
            .lookup_nearest_name(op, name)
            .filter(|m| m.name_str() == MeshOp::NAME)
            .and_then(|m| m.attr("mesh").and_then(|a| Mesh::from_attr(op.ctx, a)))
            .ok_or_else(|| op.error(format!("unknown mesh: {}", symbol(name)))),
    }
}

impl SymbolUserOpInterface for MeshUses {
    fn verify_symbol_uses<'a>(
        &self,
        op: OpRef<'a>,
        tables: &SymbolTableCollection<'a>,
    ) -> DResult<()> {
        let ctx = op.ctx;
        if op.name_str() == ShardingConstraintOp::NAME {
            let s = sharding_attr(&op)?;
            let mesh = lookup_mesh(op, tables, &s)?;
            return check_sharding(&s, op.operand_type(0), &mesh, &op);
        }
        let (ins, outs, manual) = manual_attrs(&op)?;
        let Some(first) = ins.first().or(outs.first()) else {
            return Ok(());
        };
        let mesh = lookup_mesh(op, tables, first)?;
        if ins.iter().chain(&outs).any(|s| s.mesh != first.mesh) {
            return Err(op.error("all in/out shardings must be bound to the same mesh"));
        }
        for (i, a) in manual.iter().enumerate() {
            if mesh.axis_size(a).is_none() {
                return Err(op.error(format!("unknown manual axis: {}", quote(a))));
            }
            if manual[..i].contains(a) {
                return Err(op.error(format!("duplicate manual axis: {}", quote(a))));
            }
        }
        let regions = op.regions();
        let entry = regions
            .ids
            .first()
            .and_then(|&r| regions.body.entry_block(r));
        let args: Vec<Type> = entry
            .map(|b| {
                regions
                    .body
                    .block_args(b)
                    .iter()
                    .map(|&v| regions.body.value_type(v))
                    .collect()
            })
            .unwrap_or_default();
        let returned: Vec<Type> = entry
            .and_then(|b| regions.body.block_ops(b).last())
            .map(|t| OpRef::new(ctx, regions.body, t).operand_types())
            .unwrap_or_default();
        let sides = [
            ("operand", op.operand_types(), &ins, args, "block argument"),
            (
                "result",
                op.result_types(),
                &outs,
                returned,
                "sdy.return operand",
            ),
        ];
        for (what, globals, shardings, locals, local_what) in sides {
            if locals.len() != globals.len() {
                return Err(op.error(format!(
                    "number of {local_what}s ({}) doesn't match the number of {what}s ({})",
                    locals.len(),
                    globals.len()
                )));
            }
            for (i, ((&g, s), &l)) in globals
                .iter()
                .zip(shardings.iter())
                .zip(&locals)
                .enumerate()
            {
                check_sharding(s, g, &mesh, &op)?;
                let shape = ctx.shape(g).unwrap_or(&[]);
                let want =
                    ctx.tensor_type(&local_shape(s, shape, &mesh, &manual), ctx.element_type(g));
                if want != l {
                    return Err(op.error(format!(
                        "{local_what} {i} has type {}, but the local type of {what} {i} on a device is {}",
                        type_str(ctx, l),
                        type_str(ctx, want)
                    )));
                }
            }
        }
        Ok(())
    }
}

fn type_str(ctx: &xla_ir::Context, t: Type) -> String {
    format!("'{}'", xla_ir::asm::type_to_string(ctx, t))
}

// ---- sdy.sharding_constraint ---------------------------------------------------------

fn sharding_attr(op: &OpRef<'_>) -> DResult<TensorSharding> {
    op.attr("sharding")
        .and_then(|a| TensorSharding::from_attr(op.ctx, a))
        .ok_or_else(|| op.error("requires attribute 'sharding' (#sdy.sharding)"))
}

fn verify_sharding_constraint(op: OpRef<'_>) -> Result<(), Diag> {
    let s = sharding_attr(&op)?;
    let rank = op.ctx.shape(op.operand_type(0)).map(<[i64]>::len);
    if rank != Some(s.dims.len()) {
        return Err(op.error(format!(
            "sharding doesn't match tensor rank: {} != {}",
            s.dims.len(),
            rank.map_or("unranked".to_string(), |r| r.to_string())
        )));
    }
    Ok(())
}

/// `%x <@mesh, [...]> attr-dict : T`
fn parse_sharding_constraint(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let x = p.parse_operand()?;
    let s = parse_sharding_body(p.as_asm_parser())?;
    let attr = s.to_attr(p.ctx());
    st.set_attr(p.ctx(), "sharding", attr);
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[x], &[ty], &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_sharding_constraint(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" ");
    p.print_operand(op.operand(0));
    if let Ok(s) = sharding_attr(&op) {
        p.write_str(&format!(" {}", sharding_body(&s)));
    }
    p.print_optional_attr_dict(op, &["sharding"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

// ---- sdy.return --------------------------------------------------------------------------

/// `attr-dict ($results^ : type($results))?`
fn parse_return(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    let Some(first) = p.parse_optional_operand() else {
        return Ok(());
    };
    let mut operands = vec![first?];
    while p.parse_optional_punct(Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != operands.len() {
        return Err(p.error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            types.len()
        )));
    }
    p.resolve_operands(&operands, &types, &mut st.operands)
}

fn print_return(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.print_optional_attr_dict(op, &[]);
    let operands: Vec<_> = op.operands().collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(&operands);
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
}

// ---- sdy.manual_computation ----------------------------------------------------------

fn manual_attrs(
    op: &OpRef<'_>,
) -> DResult<(Vec<TensorSharding>, Vec<TensorSharding>, Vec<String>)> {
    let ctx = op.ctx;
    let get = |name: &str| {
        op.attr(name)
            .and_then(|a| sharding_per_value(ctx, a))
            .ok_or_else(|| {
                op.error(format!(
                    "requires attribute '{name}' (#sdy.sharding_per_value)"
                ))
            })
    };
    let manual = op
        .attr("manual_axes")
        .and_then(|a| manual_axes(ctx, a))
        .ok_or_else(|| op.error("requires attribute 'manual_axes' (#sdy<manual_axes{...}>)"))?;
    Ok((get("in_shardings")?, get("out_shardings")?, manual))
}

fn verify_manual_computation(op: OpRef<'_>) -> Result<(), Diag> {
    let (ins, outs, _) = manual_attrs(&op)?;
    if ins.len() != op.num_operands() {
        return Err(op.error(format!(
            "number of in shardings ({}) doesn't match the number of operands ({})",
            ins.len(),
            op.num_operands()
        )));
    }
    if outs.len() != op.num_results() {
        return Err(op.error(format!(
            "number of out shardings ({}) doesn't match the number of results ({})",
            outs.len(),
            op.num_results()
        )));
    }
    let regions = op.regions();
    if let Some(b) = regions
        .ids
        .first()
        .and_then(|&r| regions.body.entry_block(r))
    {
        let last = regions.body.block_ops(b).last();
        if last.is_none_or(|t| OpRef::new(op.ctx, regions.body, t).name_str() != ReturnOp::NAME) {
            return Err(op.error("body must end with 'sdy.return'"));
        }
    }
    Ok(())
}

/// `(operands) in_shardings=[...] out_shardings=[...] manual_axes={...} (args) {body}
/// attr-dict : functional-type(operands, results)`
fn parse_manual_computation(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    let mut shardings = Vec::new();
    for kw in ["in_shardings", "out_shardings"] {
        p.parse_keyword(kw)?;
        p.parse_punct(Punct::Equal)?;
        let v = parse_sharding_list(p.as_asm_parser())?;
        shardings.push(sharding_per_value_attr(p.ctx(), &v));
    }
    p.parse_keyword("manual_axes")?;
    p.parse_punct(Punct::Equal)?;
    let manual = parse_manual_axes_body(p.as_asm_parser())?;
    let ctx = p.ctx();
    st.set_attr(ctx, "in_shardings", shardings[0]);
    st.set_attr(ctx, "out_shardings", shardings[1]);
    st.set_attr(ctx, "manual_axes", manual_axes_attr(ctx, &manual));
    let args = p.parse_argument_list(Delimiter::Paren, true, true)?;
    p.parse_region(st, &args)?;
    p.parse_optional_attr_dict(st)?;
    p.parse_punct(Punct::Colon)?;
    let (ins, outs) = p.parse_function_type()?;
    if ins.len() != operands.len() {
        return Err(p.error(&format!(
            "{} operands present, but expected {}",
            operands.len(),
            ins.len()
        )));
    }
    p.resolve_operands(&operands, &ins, &mut st.operands)?;
    st.result_types.extend(outs);
    Ok(())
}

fn print_manual_computation(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let ctx = op.ctx;
    p.write_str("(");
    p.print_operands(&op.operands().collect::<Vec<_>>());
    p.write_str(")");
    for name in ["in_shardings", "out_shardings"] {
        let v = op
            .attr(name)
            .and_then(|a| sharding_per_value(ctx, a))
            .unwrap_or_default();
        p.write_str(&format!(" {name}={}", sharding_list(&v)));
    }
    let manual = op
        .attr("manual_axes")
        .and_then(|a| manual_axes(ctx, a))
        .unwrap_or_default();
    p.write_str(&format!(" manual_axes={} (", manual_axes_body(&manual)));
    for (i, a) in p.region_entry_args(op, 0).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_argument(*a, None);
    }
    p.write_str(") ");
    p.print_region(op, 0, false, true);
    p.print_optional_attr_dict(op, &["in_shardings", "out_shardings", "manual_axes"]);
    p.write_str(" : ");
    p.print_function_type(&op.operand_types(), &op.result_types());
}
