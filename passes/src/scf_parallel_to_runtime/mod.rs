//! `--convert-scf-parallel-to-runtime`: each outermost `scf.parallel` of a function (one
//! induction variable, no reductions) whose work passes the cost model ([`cost`]) becomes a
//! call of the runtime's `xla_cpu_parallel_for` (crate runtime/), its body outlined into a
//! function over a range of iterations ([`outline`]); upstream's `--async-parallel-for`
//! is the model. Loops left alone stay `scf.parallel` (run in order by
//! `--convert-scf-to-cf`). See docs/lowering/parallel-runtime.md.

use xla_dialect_func::ops as func_ops;
use xla_dialect_scf::ops as scf_ops;
pub mod cost;
pub mod outline;

#[cfg(test)]
mod tests;

use xla_ir::pass::{Pass, PassInfo, PassOptionDoc};
use xla_ir::{Body, Context, Diag, OpData, OpId, OperationState};

pub const ARGUMENT: &str = "convert-scf-parallel-to-runtime";
const DESCRIPTION: &str = "Outline the bodies of outermost scf.parallel loops and run them on the runtime's thread pool (xla_cpu_parallel_for)";

pub struct ScfParallelToRuntime {
    /// The least work per task (ops): smaller loops stay sequential.
    pub min_task_work: i64,
    /// Outline the loops too small for the runtime as well, called directly: the caller
    /// keeps no loops, so LLVM's loop passes never see one huge function (compile time).
    pub outline_sequential: bool,
}

impl Default for ScfParallelToRuntime {
    fn default() -> Self {
        ScfParallelToRuntime {
            min_task_work: cost::MIN_TASK_WORK,
            outline_sequential: false,
        }
    }
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(ScfParallelToRuntime::default()),
    }
}

/// The `scf.parallel` ops of `body` not nested in another one.
fn outermost_parallels(ctx: &Context, body: &Body, region: xla_ir::RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if scf_ops::ParallelOp::is(ctx, body.op(op).name) {
                out.push(op);
                continue;
            }
            for &r in body.local_regions(op) {
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    outermost_parallels(ctx, body, r, out)
                });
            }
        }
    }
}

/// `func.func private @xla_cpu_parallel_for((!llvm.ptr, i64, i64) -> (), !llvm.ptr, i64, i64, i64)`.
fn runtime_declaration(ctx: &Context) -> OperationState {
    let mut st = OperationState::new(ctx, func_ops::FuncOp::NAME, ctx.unknown_loc());
    st.set_attr(ctx, "sym_name", ctx.string_attr(outline::RUNTIME_FN));
    st.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(outline::runtime_type(ctx)),
    );
    st.set_attr(ctx, "sym_visibility", ctx.string_attr("private"));
    st.isolated = Some(Box::new(Body::with_root_regions(1)));
    st
}

/// Points `op` (the `func.constant` or `func.call` naming an outlined body) at `name`.
fn retarget(ctx: &Context, body: &mut Body, op: OpId, name: &str) {
    let data = body.op_mut(op);
    let sym = ctx.symbol_ref(name);
    for key in ["value", "callee"] {
        if data.props.get_str(ctx, key).is_some() {
            data.props.set_str(ctx, key, sym);
        } else if data.attrs.get_str(ctx, key).is_some() {
            data.attrs.set_str(ctx, key, sym);
        }
    }
}

impl Pass for ScfParallelToRuntime {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "ConvertScfParallelToRuntime"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some(xla_ir::builtin::ModuleOp::NAME)
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "min-task-work" => {
                self.min_task_work = value.trim().parse().map_err(|_| {
                    format!("option 'min-task-work' takes an integer, not '{value}'")
                })?
            }
            "outline-sequential" => {
                self.outline_sequential = xla_ir::pass::parse_bool_option(name, value)?
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("min-task-work".into(), self.min_task_work.to_string()),
            (
                "outline-sequential".into(),
                self.outline_sequential.to_string(),
            ),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc { name: "min-task-work", value_kind: "long", description: "Least estimated work (body ops) per task; loops with less than two tasks' worth stay sequential" },
            PassOptionDoc { name: "outline-sequential", value_kind: "bool", description: "Also outline the loops that stay sequential (called directly, not through the runtime), so that no function keeps many loop nests (LLVM compile time)" },
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(mbody) = op.isolated_body_mut() else {
            return Ok(());
        };
        let Some(block) = mbody
            .root_regions()
            .first()
            .and_then(|&r| mbody.entry_block(r))
        else {
            return Ok(());
        };
        let top: Vec<OpId> = mbody.block_ops(block).collect();
        let mut taken: std::collections::HashSet<String> = top
            .iter()
            .filter_map(|&o| {
                xla_ir::OpRef::new(ctx, mbody, o)
                    .attr("sym_name")
                    .and_then(|a| ctx.attr_as_str(a))
                    .map(str::to_string)
            })
            .collect();
        let declared = taken.contains(outline::RUNTIME_FN);
        let mut runtime_used = false;
        // Outlined bodies by their text (the name left out): identical loops (a model's
        // repeated layers) share one function.
        let mut by_text: std::collections::HashMap<String, String> = Default::default();
        let opts = xla_ir::asm::PrintOptions::default();
        // Functions to visit, and whether only their leaves are outlined (the bodies this
        // pass made, which hold the matmul kernel's leaves).
        let mut work: std::collections::VecDeque<(OpId, bool)> =
            top.into_iter().map(|f| (f, false)).collect();
        while let Some((f, leaves_only)) = work.pop_front() {
            if !func_ops::FuncOp::is(ctx, mbody.op(f).name) {
                continue;
            }
            let fname = xla_ir::OpRef::new(ctx, mbody, f)
                .attr("sym_name")
                .and_then(|a| ctx.attr_as_str(a))
                .unwrap_or("f")
                .to_string();
            let Some(fbody) = mbody.op_mut(f).isolated_body_mut() else {
                continue;
            };
            let mut loops = Vec::new();
            for &r in fbody.root_regions().to_vec().iter() {
                outermost_parallels(ctx, fbody, r, &mut loops);
            }
            let is_leaf = |body: &Body, p: OpId| {
                xla_ir::OpRef::new(ctx, body, p)
                    .attr(cost::LEAF_ATTR)
                    .is_some()
            };
            if leaves_only {
                loops.retain(|&p| is_leaf(fbody, p));
            }
            let mut new_funcs = Vec::new();
            let mut next = 0;
            for p in loops {
                let Some(name) = (next..)
                    .map(|k| format!("{fname}_parallel_{k}"))
                    .find(|n| !taken.contains(n))
                else {
                    continue;
                };
                // A leaf is called directly, whatever its work.
                let (min_work, sequential) = if is_leaf(fbody, p) {
                    (i64::MAX, true)
                } else {
                    (self.min_task_work, self.outline_sequential)
                };
                if let Some((st, naming)) =
                    outline::outline(ctx, fbody, p, &name, min_work, sequential)
                {
                    runtime_used |=
                        ctx.op_name_str(fbody.op(naming).name) == func_ops::ConstantOp::NAME;
                    taken.insert(name.clone());
                    new_funcs.push((st, naming, name));
                }
                next += 1;
            }
            let mut after = f;
            let mut renamed = Vec::new();
            for (st, naming, name) in new_funcs {
                let g = mbody.create_op(ctx, st);
                let text = xla_ir::asm::print_op(ctx, mbody, g, &opts).replacen(
                    &format!("@{name}("),
                    "@(",
                    1,
                );
                match by_text.get(&text) {
                    Some(existing) => {
                        mbody.erase_op(g);
                        renamed.push((naming, existing.clone()));
                    }
                    None => {
                        by_text.insert(text, name);
                        mbody.insert_op_after(after, g);
                        after = g;
                        work.push_back((g, true));
                    }
                }
            }
            if let Some(fbody) = mbody.op_mut(f).isolated_body_mut() {
                for (naming, existing) in renamed {
                    retarget(ctx, fbody, naming, &existing);
                }
            }
        }
        if runtime_used && !declared {
            let d = mbody.create_op(ctx, runtime_declaration(ctx));
            mbody.prepend_op(block, d);
        }
        Ok(())
    }
}
