//! The call graph of one symbol table: its callables (CallableOpInterface), the calls
//! (CallOpInterface) in each, and the strongly connected components in post-order (callees
//! before callers).

use rustc_hash::FxHashMap;
use xla_ir::interfaces::{CallOpInterface, CallableOpInterface};
use xla_ir::ir::WalkOrder;
use xla_ir::verify::symbols::symbol_name;
use xla_ir::{Body, Context, OpId, OpRef};

/// The functions of a symbol table body and who calls whom.
pub struct CallGraph {
    /// Callables of the table's block, in program order.
    pub funcs: Vec<OpId>,
    pub by_name: FxHashMap<String, OpId>,
    /// Callees (indices into `funcs`) of each function, with repetition.
    pub callees: Vec<Vec<usize>>,
}

/// The flat symbol a call names (its CallOpInterface's callee).
pub fn callee_name<'a>(ctx: &'a Context, body: &Body, call: OpId) -> Option<&'a str> {
    xla_ir::interfaces::callee_name(ctx, body, call)
}

/// Whether `op` of `body` is a callable (implements CallableOpInterface).
pub fn is_callable(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op)
        .interface::<dyn CallableOpInterface>()
        .is_some()
}

/// Every call in `body` (nested local regions included), in program order.
pub fn calls_in(ctx: &Context, body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| {
        if OpRef::new(ctx, body, op)
            .interface::<dyn CallOpInterface>()
            .is_some()
        {
            out.push(op);
        }
    });
    out
}

impl CallGraph {
    pub fn build(ctx: &Context, table: &Body) -> Self {
        let mut funcs = Vec::new();
        let mut by_name = FxHashMap::default();
        for &r in table.root_regions().iter().take(1) {
            for b in table.region_blocks(r) {
                for op in table.block_ops(b) {
                    if !is_callable(ctx, table, op) {
                        continue;
                    }
                    if let Some(name) = symbol_name(ctx, table, op) {
                        by_name.entry(name.to_string()).or_insert(op);
                    }
                    funcs.push(op);
                }
            }
        }
        let index: FxHashMap<OpId, usize> =
            funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
        let callees = funcs
            .iter()
            .map(|&f| {
                let Some(body) = table.op(f).isolated_body() else {
                    return Vec::new();
                };
                calls_in(ctx, body)
                    .into_iter()
                    .filter_map(|c| callee_name(ctx, body, c))
                    .filter_map(|n| by_name.get(n))
                    .filter_map(|op| index.get(op).copied())
                    .collect()
            })
            .collect();
        CallGraph {
            funcs,
            by_name,
            callees,
        }
    }

    /// Strongly connected components, callees' components first, each in function order
    /// (petgraph's Kosaraju: iterative, so deep call chains cannot overflow the stack).
    pub fn sccs_post_order(&self) -> Vec<Vec<usize>> {
        let mut graph = petgraph::Graph::<(), ()>::with_capacity(
            self.funcs.len(),
            self.callees.iter().map(Vec::len).sum(),
        );
        let nodes: Vec<_> = (0..self.funcs.len()).map(|_| graph.add_node(())).collect();
        for (caller, callees) in self.callees.iter().enumerate() {
            for &callee in callees {
                graph.add_edge(nodes[caller], nodes[callee], ());
            }
        }
        petgraph::algo::kosaraju_scc(&graph)
            .into_iter()
            .map(|scc| {
                let mut funcs: Vec<usize> = scc.into_iter().map(|n| n.index()).collect();
                funcs.sort_unstable();
                funcs
            })
            .collect()
    }
}
