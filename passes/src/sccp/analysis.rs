//! The propagation: which blocks are executable and which values are constant, over the
//! callables (CallableOpInterface) of a symbol table. Private callables whose every use is
//! a call (CallOpInterface) take their arguments from the executable calls (and run only if
//! one is executable); calls to callables with a body take their results from the callee's
//! returns (its return-like terminators).

use rustc_hash::{FxHashMap, FxHashSet};
use xla_ir::interfaces::{successor_for_constants, CallOpInterface};
use xla_ir::verify::symbols::{symbol_name, SYM_VISIBILITY};
use xla_ir::{AttrData, Attribute, BlockId, Body, Context, OpId, OpRef, Traits, ValueId};

use super::lattice::Lattice;
use crate::branch::successor_operand_ranges;
use crate::inline::{callee_name, calls_in, is_callable};
use xla_ir::registry::FoldResult;

/// What the analysis knows about one function body.
#[derive(Default)]
pub struct FuncState {
    pub values: FxHashMap<ValueId, Lattice>,
    pub executable: FxHashSet<BlockId>,
    returns: Vec<Lattice>,
    args: Vec<Lattice>,
    /// Private, and every use is a call we see: arguments come from the calls.
    known_callers: bool,
    /// Its entry block is executable.
    live: bool,
}

impl FuncState {
    pub fn lattice(&self, v: ValueId) -> Lattice {
        self.values.get(&v).copied().unwrap_or_default()
    }
}

/// The analysis of a symbol table's functions (or of one body on its own).
pub struct Analysis<'a> {
    pub(super) ctx: &'a Context,
    /// Function op (in the table) and its body.
    pub(super) funcs: Vec<(OpId, &'a Body)>,
    by_name: FxHashMap<&'a str, usize>,
    pub states: Vec<FuncState>,
    /// Bumped whenever returns, arguments or liveness of a function change.
    global_changes: u64,
}

impl<'a> Analysis<'a> {
    /// Every callable with a body in `table`'s block, analyzed together.
    pub fn of_table(ctx: &'a Context, table: &'a Body) -> Self {
        let mut funcs = Vec::new();
        let mut by_name = FxHashMap::default();
        let block = table
            .root_regions()
            .first()
            .and_then(|&r| table.entry_block(r));
        for op in block
            .map(|b| table.block_ops(b).collect::<Vec<_>>())
            .unwrap_or_default()
        {
            let data = table.op(op);
            let Some(body) = data.isolated_body().filter(|_| is_callable(ctx, table, op)) else {
                continue;
            };
            if let Some(name) = symbol_name(ctx, table, op) {
                by_name.insert(name, funcs.len());
            }
            funcs.push((op, body));
        }
        let (all_refs, call_refs) = reference_counts(ctx, table);
        let visibility = ctx.symbol(SYM_VISIBILITY);
        let private = ctx.string_attr("private");
        let states = funcs
            .iter()
            .map(|&(op, _)| {
                let d = table.op(op);
                let is_private =
                    d.props.get(visibility).or_else(|| d.attrs.get(visibility)) == Some(private);
                let name = symbol_name(ctx, table, op).unwrap_or_default();
                let known = is_private
                    && all_refs.get(name).copied().unwrap_or(0)
                        == call_refs.get(name).copied().unwrap_or(0);
                FuncState {
                    known_callers: known,
                    live: !known,
                    ..Default::default()
                }
            })
            .collect();
        let mut a = Analysis {
            ctx,
            funcs,
            by_name,
            states,
            global_changes: 0,
        };
        a.run();
        a
    }

    /// One body with unknown arguments (the pass run on a single function).
    pub fn of_body(ctx: &'a Context, body: &'a Body, op: OpId) -> Self {
        let states = vec![FuncState {
            live: true,
            ..Default::default()
        }];
        let mut a = Analysis {
            ctx,
            funcs: vec![(op, body)],
            by_name: FxHashMap::default(),
            states,
            global_changes: 0,
        };
        a.run();
        a
    }

    pub fn func_ops(&self) -> impl Iterator<Item = OpId> + '_ {
        self.funcs.iter().map(|&(op, _)| op)
    }

    /// Rounds over all functions until no function's summary changes.
    fn run(&mut self) {
        loop {
            let before = self.global_changes;
            for i in 0..self.funcs.len() {
                self.analyze(i);
            }
            if self.global_changes == before {
                return;
            }
        }
    }

    fn analyze(&mut self, f: usize) {
        let body = self.funcs[f].1;
        if !self.states[f].live {
            return;
        }
        let Some(entry) = body
            .root_regions()
            .first()
            .and_then(|&r| body.entry_block(r))
        else {
            return;
        };
        let mut work: Vec<OpId> = Vec::new();
        self.mark_executable(f, entry, &mut work);
        let known = self.states[f].known_callers;
        for (k, &arg) in body.block_args(entry).iter().enumerate() {
            let lat = if known {
                self.states[f].args.get(k).copied().unwrap_or_default()
            } else {
                Lattice::Overdefined
            };
            self.set(f, arg, lat, &mut work);
        }
        // Everything executable is looked at again: summaries may have changed.
        let blocks: Vec<BlockId> = self.states[f].executable.iter().copied().collect();
        for b in blocks {
            work.extend(body.block_ops(b));
        }
        while let Some(op) = work.pop() {
            self.visit(f, op, &mut work);
        }
    }

    pub(super) fn mark_executable(&mut self, f: usize, b: BlockId, work: &mut Vec<OpId>) {
        if self.states[f].executable.insert(b) {
            work.extend(self.funcs[f].1.block_ops(b));
        }
    }

    pub(super) fn set(&mut self, f: usize, v: ValueId, lat: Lattice, work: &mut Vec<OpId>) {
        let body = self.funcs[f].1;
        let state = &mut self.states[f];
        let old = state.lattice(v);
        let new = old.join(lat);
        if new == old {
            return;
        }
        state.values.insert(v, new);
        for (user, _) in body.uses(v) {
            if body
                .op(user)
                .parent_block()
                .is_some_and(|b| state.executable.contains(&b))
            {
                work.push(user);
            }
        }
    }

    fn visit(&mut self, f: usize, op: OpId, work: &mut Vec<OpId>) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let data = body.op(op);
        let lat = |s: &Self, v: ValueId| s.states[f].lattice(v);
        if !data.successors().is_empty() {
            return self.visit_branch(f, op, work);
        }
        if OpRef::new(ctx, body, op).has_trait(Traits::RETURN_LIKE)
            && data
                .parent_block()
                .and_then(|b| body.block(b).parent_region())
                .is_some_and(|r| body.root_regions().contains(&r))
        {
            let operands: Vec<Lattice> = body.operands(op).map(|v| lat(self, v)).collect();
            let state = &mut self.states[f];
            if state.returns.len() < operands.len() {
                state.returns.resize(operands.len(), Lattice::Unknown);
            }
            for (k, l) in operands.into_iter().enumerate() {
                let joined = state.returns[k].join(l);
                if joined != state.returns[k] {
                    state.returns[k] = joined;
                    self.global_changes += 1;
                }
            }
            return;
        }
        let results: Vec<ValueId> = data.results().to_vec();
        let call = OpRef::new(ctx, body, op);
        if let Some(call_iface) = call.interface::<dyn CallOpInterface>() {
            let callee = callee_name(ctx, body, op)
                .and_then(|n| self.by_name.get(n))
                .copied();
            let Some(g) = callee else {
                return self.overdefine(f, &results, work);
            };
            let args = call_iface.arg_operands(call);
            let operands: Vec<Lattice> = body
                .operands(op)
                .skip(args.start)
                .take(args.len())
                .map(|v| lat(self, v))
                .collect();
            let callee_state = &mut self.states[g];
            if callee_state.known_callers {
                if !callee_state.live {
                    callee_state.live = true;
                    self.global_changes += 1;
                }
                if callee_state.args.len() < operands.len() {
                    callee_state.args.resize(operands.len(), Lattice::Unknown);
                }
                for (k, l) in operands.into_iter().enumerate() {
                    let joined = callee_state.args[k].join(l);
                    if joined != callee_state.args[k] {
                        callee_state.args[k] = joined;
                        self.global_changes += 1;
                    }
                }
            }
            let returns = self.states[g].returns.clone();
            for (k, &r) in results.iter().enumerate() {
                let l = returns.get(k).copied().unwrap_or_default();
                self.set(f, r, l, work);
            }
            return;
        }
        if self.visit_region_branch(f, op, work) || self.visit_region_terminator(f, op, work) {
            return;
        }
        let regions = body.local_regions(op).to_vec();
        if !regions.is_empty() || data.isolated_body().is_some() {
            // Region ops are not simulated: their results and entry arguments are unknown.
            for r in regions {
                if let Some(e) = body.entry_block(r) {
                    self.mark_executable(f, e, work);
                    for &a in body.block_args(e) {
                        self.set(f, a, Lattice::Overdefined, work);
                    }
                }
            }
            return self.overdefine(f, &results, work);
        }
        if results.is_empty() {
            return;
        }
        let operands: Vec<Lattice> = body.operands(op).map(|v| lat(self, v)).collect();
        if operands.contains(&Lattice::Unknown) {
            return;
        }
        let Some(fold) = ctx.op_def(data.name).and_then(|d| d.fold) else {
            return self.overdefine(f, &results, work);
        };
        let constants: Vec<Option<Attribute>> = operands.iter().map(|l| l.constant()).collect();
        let folded = fold(OpRef::new(ctx, body, op), &constants);
        match folded {
            Some(values) if values.len() == results.len() => {
                for (&r, v) in results.iter().zip(values) {
                    let l = match v {
                        FoldResult::Attr(a) => Lattice::Constant(a, data.name),
                        FoldResult::Value(v) if results.contains(&v) => Lattice::Overdefined,
                        FoldResult::Value(v) => lat(self, v),
                    };
                    self.set(f, r, l, work);
                }
            }
            _ => self.overdefine(f, &results, work),
        }
    }

    pub(super) fn overdefine(&mut self, f: usize, values: &[ValueId], work: &mut Vec<OpId>) {
        for &v in values {
            self.set(f, v, Lattice::Overdefined, work);
        }
    }

    /// Marks the feasible successors executable and feeds their arguments.
    fn visit_branch(&mut self, f: usize, op: OpId, work: &mut Vec<OpId>) {
        let (ctx, body) = (self.ctx, self.funcs[f].1);
        let succs: Vec<BlockId> = body.op(op).successors().to_vec();
        let Some(ranges) = successor_operand_ranges(ctx, body, op) else {
            for s in succs {
                self.mark_executable(f, s, work);
                for &a in body.block_args(s) {
                    self.set(f, a, Lattice::Overdefined, work);
                }
            }
            return;
        };
        // As upstream: wait until every operand is known, then ask the interface which
        // successor the constant operands take (all of them if it cannot tell).
        let operands: Vec<Lattice> = body
            .operands(op)
            .map(|v| self.states[f].lattice(v))
            .collect();
        if operands.contains(&Lattice::Unknown) {
            return;
        }
        let constants: Vec<Option<Attribute>> = operands.iter().map(|l| l.constant()).collect();
        let feasible: Vec<usize> =
            match successor_for_constants(OpRef::new(ctx, body, op), &constants) {
                Some(s) => vec![s],
                None => (0..succs.len()).collect(),
            };
        // Edges are (block, successor block) pairs, as upstream: every slot of a feasible
        // successor block feeds its arguments, even a slot whose case is not taken.
        let blocks: FxHashSet<BlockId> = feasible
            .iter()
            .filter_map(|&s| succs.get(s).copied())
            .collect();
        for (s, &block) in succs.iter().enumerate() {
            if !blocks.contains(&block) {
                continue;
            }
            let Some(&(start, len)) = ranges.get(s) else {
                continue;
            };
            self.mark_executable(f, block, work);
            let args = body.block_args(block).to_vec();
            for (k, a) in args.into_iter().enumerate() {
                let l = if len == body.block_args(block).len() {
                    self.states[f].lattice(body.operand(op, start + k))
                } else {
                    Lattice::Overdefined
                };
                self.set(f, a, l, work);
            }
        }
    }
}

/// For each symbol name: how often the table refers to it, and how often as a callee
/// inside a callable.
fn reference_counts<'a>(
    ctx: &'a Context,
    table: &Body,
) -> (FxHashMap<&'a str, usize>, FxHashMap<&'a str, usize>) {
    let mut all: FxHashMap<&str, usize> = FxHashMap::default();
    let mut calls: FxHashMap<&str, usize> = FxHashMap::default();
    let mut stack: Vec<(&Body, OpId)> = Vec::new();
    if let Some(b) = table
        .root_regions()
        .first()
        .and_then(|&r| table.entry_block(r))
    {
        stack.extend(table.block_ops(b).map(|o| (table, o)));
    }
    while let Some((b, o)) = stack.pop() {
        let d = b.op(o);
        let mut attrs: Vec<Attribute> = d
            .props
            .iter()
            .chain(d.attrs.iter())
            .map(|(_, a)| a)
            .collect();
        while let Some(a) = attrs.pop() {
            match ctx.attr_data(a) {
                AttrData::SymbolRef { root, .. } => {
                    *all.entry(ctx.symbol_str(*root)).or_default() += 1
                }
                AttrData::Array(items) => attrs.extend(items.iter().copied()),
                AttrData::Dictionary(items) => attrs.extend(items.iter().map(|(_, v)| *v)),
                _ => {}
            }
        }
        if let Some(inner) = d.isolated_body() {
            if is_callable(ctx, b, o) {
                for c in calls_in(ctx, inner) {
                    if let Some(n) = callee_name(ctx, inner, c) {
                        *calls.entry(n).or_default() += 1;
                    }
                }
            }
        }
        let (rb, regions) = b.op_regions(o);
        for &r in regions {
            for blk in rb.region_blocks(r) {
                stack.extend(rb.block_ops(blk).map(|x| (rb, x)));
            }
        }
    }
    (all, calls)
}
