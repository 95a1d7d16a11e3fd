//! `--inline`: inlines calls (CallOpInterface) of callables (CallableOpInterface) with a
//! body (private and public, as upstream), callees before callers (bottom-up over the call graph's strongly connected
//! components); calls to functions on a call cycle (recursion) and calls or callees
//! marked `no_inline` are kept. Each function is then simplified with the default pipeline
//! (canonicalize, as upstream), and private functions left unreferenced are erased.

pub(crate) mod call_graph;
mod inline_call;

use rustc_hash::{FxHashMap, FxHashSet};
use xla_ir::interfaces::CallableOpInterface;
use xla_ir::pass::{parse_int_option, Pass, PassInfo, PassOptionDoc};
use xla_ir::verify::symbols::{symbol_name, SYM_VISIBILITY};
use xla_ir::{AttrData, Attribute, Body, Context, Diag, OpData, OpId, Traits};

pub(crate) use call_graph::{callee_name, calls_in, is_callable, CallGraph};
pub use inline_call::inline_call;

pub const ARGUMENT: &str = "inline";
const DESCRIPTION: &str = "Inline function calls";

pub struct Inline {
    /// `default-pipeline`: run canonicalize on each function after inlining into it.
    canonicalize: bool,
    /// `inlining-threshold`: a call is kept when the callee has more than this percentage
    /// of the caller's ops (`u32::MAX`: no limit), as upstream counts them.
    threshold: u32,
    /// `max-iterations`: accepted for upstream compatibility; callees are inlined
    /// bottom-up, so one round over a component reaches the fixpoint here.
    max_iterations: u32,
}

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || {
            Box::new(Inline {
                canonicalize: true,
                threshold: u32::MAX,
                max_iterations: 4,
            })
        },
    }
}

impl Pass for Inline {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match (name, value.trim()) {
            ("default-pipeline", "canonicalize") => self.canonicalize = true,
            ("default-pipeline", "") => self.canonicalize = false,
            ("default-pipeline", other) => {
                return Err(format!(
                "unsupported default-pipeline '{other}': only 'canonicalize' or an empty pipeline"
            ))
            }
            ("inlining-threshold", v) => self.threshold = parse_int_option(name, v)?,
            ("max-iterations", v) => self.max_iterations = parse_int_option(name, v)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            (
                "default-pipeline".into(),
                if self.canonicalize {
                    "canonicalize"
                } else {
                    ""
                }
                .into(),
            ),
            ("inlining-threshold".into(), self.threshold.to_string()),
            ("max-iterations".into(), self.max_iterations.to_string()),
        ]
    }
    fn option_docs(&self) -> Vec<PassOptionDoc> {
        vec![
            PassOptionDoc { name: "default-pipeline", value_kind: "string", description: "The optimizer pipeline used for callables (canonicalize or empty)" },
            PassOptionDoc { name: "inlining-threshold", value_kind: "uint", description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it" },
            PassOptionDoc { name: "max-iterations", value_kind: "uint", description: "Maximum number of iterations when inlining within an SCC" },
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let is_table = ctx
            .op_def(op.name)
            .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE));
        let Some(body) = op.isolated_body_mut().filter(|_| is_table) else {
            return Ok(());
        };
        let simplify = self
            .canonicalize
            .then(|| (crate::canonicalize::info().factory)());
        inline_in_table(ctx, body, simplify.as_deref(), self.threshold)
    }
}

/// Inlines in the symbol table `table` (nested symbol tables first, each on its own).
pub fn inline_in_table(
    ctx: &Context,
    table: &mut Body,
    simplify: Option<&dyn Pass>,
    threshold: u32,
) -> Result<(), Vec<Diag>> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let nested: Vec<OpId> = table
            .all_ops()
            .filter(|&o| {
                !table.is_erased(o)
                    && ctx
                        .op_def(table.op(o).name)
                        .is_some_and(|d| d.has_trait(Traits::SYMBOL_TABLE))
            })
            .collect();
        for o in nested {
            if let Some(b) = table.op_mut(o).isolated_body_mut() {
                inline_in_table(ctx, b, simplify, threshold)?;
            }
        }
        let graph = CallGraph::build(ctx, table);
        let called: FxHashSet<usize> = graph.callees.iter().flatten().copied().collect();
        let mut snapshots: FxHashMap<usize, Body> = FxHashMap::default();
        let no_inline = ctx.symbol("no_inline");
        let has_no_inline = |d: &OpData| {
            d.props
                .get(no_inline)
                .or_else(|| d.attrs.get(no_inline))
                .is_some()
        };
        let index: FxHashMap<OpId, usize> = graph
            .funcs
            .iter()
            .enumerate()
            .map(|(i, &f)| (f, i))
            .collect();
        let sccs = graph.sccs_post_order();
        // Callees on a cycle are never inlined, from inside or outside it (as upstream).
        let mut recursive = vec![false; graph.funcs.len()];
        for scc in &sccs {
            let cyclic = scc.len() > 1 || scc.iter().any(|&f| graph.callees[f].contains(&f));
            for &f in scc {
                recursive[f] = cyclic;
            }
        }
        for scc in sccs {
            for &f in &scc {
                let fop = graph.funcs[f];
                let Some(body) = table.op(fop).isolated_body() else {
                    continue;
                };
                let calls = calls_in(ctx, body);
                for call in calls {
                    let Some(body) = table.op(fop).isolated_body() else {
                        break;
                    };
                    if body.is_erased(call) || has_no_inline(body.op(call)) {
                        continue;
                    }
                    let Some(&g_op) =
                        callee_name(ctx, body, call).and_then(|n| graph.by_name.get(n))
                    else {
                        continue;
                    };
                    let Some(&g) = index.get(&g_op) else { continue };
                    if recursive[g] || scc.contains(&g) || has_no_inline(table.op(g_op)) {
                        continue;
                    }
                    if let std::collections::hash_map::Entry::Vacant(slot) = snapshots.entry(g) {
                        let Some(b) = table.op(g_op).isolated_body() else {
                            continue;
                        };
                        slot.insert(b.clone());
                    }
                    let callable = ctx
                        .op_def(table.op(g_op).name)
                        .and_then(|d| d.interface::<dyn CallableOpInterface>());
                    let (Some(callee), Some(caller), Some(callable)) = (
                        snapshots.get(&g),
                        table.op_mut(fop).isolated_body_mut(),
                        callable,
                    ) else {
                        continue;
                    };
                    if !profitable(caller, callee, threshold) {
                        continue;
                    }
                    inline_call(ctx, caller, call, callee, callable);
                }
                if let Some(pass) = simplify {
                    pass.run(ctx, table.op_mut(fop))?;
                }
            }
            for &f in &scc {
                if called.contains(&f) {
                    if let Some(b) = table.op(graph.funcs[f]).isolated_body() {
                        snapshots.insert(f, b.clone());
                    }
                }
            }
        }
        erase_unreferenced_private_functions(ctx, table);
        Ok(())
    })
}

/// Upstream's size rule: the callee's ops (nested ones and terminators included) are at
/// most `threshold` percent of the caller's.
fn profitable(caller: &Body, callee: &Body, threshold: u32) -> bool {
    if threshold == u32::MAX {
        return true;
    }
    let count = |b: &Body| {
        let mut n = 0u64;
        for &r in b.root_regions() {
            let mut ops = Vec::new();
            b.collect_region(r, xla_ir::ir::WalkOrder::PreOrder, &mut ops);
            n += ops.len() as u64;
        }
        n
    };
    let caller_ops = count(caller);
    caller_ops == 0 || count(callee) * 100 / caller_ops <= u64::from(threshold)
}

/// Erases private callables no other op of the table refers to, until none is left.
fn erase_unreferenced_private_functions(ctx: &Context, table: &mut Body) {
    let visibility = ctx.symbol(SYM_VISIBILITY);
    let private = ctx.string_attr("private");
    loop {
        let Some(&region) = table.root_regions().first() else {
            return;
        };
        let Some(block) = table.entry_block(region) else {
            return;
        };
        let top: Vec<OpId> = table.block_ops(block).collect();
        let mut used: FxHashSet<&str> = FxHashSet::default();
        for &op in &top {
            let own = symbol_name(ctx, table, op);
            for name in referenced_symbols(ctx, table, op) {
                if Some(name) != own {
                    used.insert(name);
                }
            }
        }
        let dead: Vec<OpId> = top
            .into_iter()
            .filter(|&op| {
                let d = table.op(op);
                is_callable(ctx, table, op)
                    && d.props.get(visibility).or_else(|| d.attrs.get(visibility)) == Some(private)
                    && symbol_name(ctx, table, op).is_some_and(|n| !used.contains(n))
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for op in dead {
            table.erase_op(op);
        }
    }
}

/// Root names of the symbol references in `op` and everything nested in it.
fn referenced_symbols<'a>(ctx: &'a Context, body: &Body, op: OpId) -> Vec<&'a str> {
    let mut attrs: Vec<Attribute> = Vec::new();
    let mut ops: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = ops.pop() {
        let d = b.op(o);
        attrs.extend(d.props.iter().chain(d.attrs.iter()).map(|(_, a)| a));
        let (rb, regions) = b.op_regions(o);
        for &r in regions {
            for blk in rb.region_blocks(r) {
                ops.extend(rb.block_ops(blk).map(|x| (rb, x)));
            }
        }
    }
    let mut out = Vec::new();
    while let Some(a) = attrs.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, .. } => out.push(ctx.symbol_str(*root)),
            AttrData::Array(items) => attrs.extend(items.iter().copied()),
            AttrData::Dictionary(items) => attrs.extend(items.iter().map(|(_, v)| *v)),
            _ => {}
        }
    }
    out
}
