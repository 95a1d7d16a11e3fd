//! SSA value and block numbering, as MLIR's `SSANameState`.
//!
//! Regions are numbered from an explicit work stack: each region starts from the counters
//! its parent region had when the parent was numbered (so sibling regions reuse numbers,
//! and an isolated op's body continues after its enclosing region's values); in the generic
//! form counters are never restored (MLIR's "unique SSA IDs"), so numbers follow the stack's
//! last-in-first-out order. Entry block arguments are `%argN`; results and other block
//! arguments are numbered; ops may suggest result names through [`OpAsmResultNames`] and
//! entry block argument names through [`OpAsmBlockArgNames`].

use super::lex::sanitize_identifier;
use crate::asm::{OpAsmBlockArgNames, OpAsmResultNames};
use crate::context::Context;
use crate::entity::EntityRef;
use crate::ir::{BlockId, Body, OpId, OpRef, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// Marks a `ValueName::base` that indexes `Names::strings` rather than being a number.
const NAMED_BIT: u32 = 1 << 31;
const UNSET: u32 = u32::MAX;

/// How one value prints: `%<base>` or `%<base>#<result_no>`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ValueName {
    /// A number, or (with [`NAMED_BIT`]) an index into `Names::strings`; `UNSET` if unknown.
    base: u32,
    /// The result's index within its result group, when the group has several results.
    result_no: u32,
}

const UNKNOWN: ValueName = ValueName {
    base: UNSET,
    result_no: UNSET,
};

#[derive(Default)]
struct BodyNames {
    values: Vec<ValueName>,
    /// Position of each block within its region (`^bbN`).
    blocks: Vec<u32>,
}

/// Names of every value and block reachable from the printed op, per body.
#[derive(Default)]
pub(crate) struct Names {
    bodies: Vec<BodyNames>,
    /// Body address to index in `bodies` (bodies are distinct live objects while printing).
    index: FxHashMap<usize, u32>,
    strings: Vec<Box<str>>,
    /// Start indices of result groups, for ops whose results were named in several groups.
    groups: FxHashMap<(u32, OpId), Box<[u32]>>,
}

fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

impl Names {
    /// Number of value slots in all numbered bodies (a size hint for the output).
    pub(crate) fn value_count(&self) -> usize {
        self.bodies.iter().map(|b| b.values.len()).sum()
    }

    /// The index of `body`, if it was numbered.
    pub(crate) fn body_index(&self, body: &Body) -> Option<u32> {
        self.index.get(&body_key(body)).copied()
    }

    /// Writes `%name` (with `#n` when `with_result_no` and the value is inside a result group).
    pub(crate) fn write_value(
        &self,
        out: &mut String,
        body: u32,
        v: ValueId,
        with_result_no: bool,
    ) {
        let name = self
            .bodies
            .get(body as usize)
            .and_then(|b| b.values.get(v.index()))
            .copied()
            .unwrap_or(UNKNOWN);
        if name.base == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        self.write_base(out, name.base);
        if with_result_no && name.result_no != UNSET {
            out.push('#');
            push_u32(out, name.result_no);
        }
    }

    fn write_base(&self, out: &mut String, base: u32) {
        if base & NAMED_BIT != 0 {
            out.push_str(
                self.strings
                    .get((base & !NAMED_BIT) as usize)
                    .map_or("<<UNKNOWN>>", |s| s),
            );
        } else {
            push_u32(out, base);
        }
    }

    /// Writes `%a:2, %b` (or `%0`) for an op's results, before ` = `.
    pub(crate) fn write_results(&self, out: &mut String, body_idx: u32, body: &Body, op: OpId) {
        let results = body.results(op);
        let n = results.len() as u32;
        let head = |out: &mut String, start: u32, count: u32| {
            let v = results[start as usize];
            self.write_value(out, body_idx, v, false);
            if count > 1 {
                out.push(':');
                push_u32(out, count);
            }
        };
        match self.groups.get(&(body_idx, op)) {
            Some(groups) => {
                for (i, &start) in groups.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let end = groups.get(i + 1).copied().unwrap_or(n);
                    head(out, start, end - start);
                }
            }
            None => head(out, 0, n),
        }
    }

    /// Gives `arg` (of body `arg_body`) the printed name of `value` (of body `value_body`),
    /// `#n` included (MLIR's `shadowRegionArgs`).
    pub(crate) fn shadow(&mut self, arg_body: u32, arg: ValueId, value_body: u32, value: ValueId) {
        let mut text = String::new();
        self.write_value(&mut text, value_body, value, true);
        let Some(name) = text.strip_prefix('%') else {
            return;
        };
        let idx = self.strings.len() as u32;
        self.strings.push(name.into());
        if let Some(slot) = self
            .bodies
            .get_mut(arg_body as usize)
            .and_then(|b| b.values.get_mut(arg.index()))
        {
            *slot = ValueName {
                base: idx | NAMED_BIT,
                result_no: UNSET,
            };
        }
    }

    /// Writes `^bbN` (MLIR's `INVALIDBLOCK` for a block that was not numbered).
    pub(crate) fn write_block(&self, out: &mut String, body: u32, b: BlockId) {
        match self
            .bodies
            .get(body as usize)
            .and_then(|n| n.blocks.get(b.index()))
            .copied()
        {
            Some(n) if n != UNSET => {
                out.push_str("^bb");
                push_u32(out, n);
            }
            _ => out.push_str("INVALIDBLOCK"),
        }
    }

    /// The ordering key of a block within its region.
    pub(crate) fn block_number(&self, body: u32, b: BlockId) -> u32 {
        self.bodies
            .get(body as usize)
            .and_then(|n| n.blocks.get(b.index()))
            .copied()
            .unwrap_or(UNSET)
    }

    /// Numbers everything under `op` (which is printed as the top-level op).
    pub(crate) fn compute(ctx: &Context, body: &Body, op: OpId, generic: bool) -> Names {
        let mut n = Numbering {
            ctx,
            generic,
            names: Names::default(),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: FxHashMap::default(),
            scopes: vec![(0, Vec::new())],
            next_scope: 1,
            arg_name: String::new(),
        };
        let top = n.register(body);
        n.number_op(body, top, op);
        let mut stack: Vec<Pending<'_>> = Vec::new();
        n.push_op_regions(&mut stack, body, top, op, 0);
        // Regions nested in the region being numbered, pushed once it is done (with the
        // counters it ends with), collected during the numbering walk to avoid a second one.
        let mut nested: Vec<OpId> = Vec::new();
        while let Some(p) = stack.pop() {
            if !generic {
                n.next_value = p.next_value;
                n.next_arg = p.next_arg;
                n.next_conflict = p.next_conflict;
            }
            while n.scopes.last().is_some_and(|s| s.0 != p.parent_scope) {
                n.pop_scope();
            }
            let scope = n.next_scope;
            n.next_scope += 1;
            n.scopes.push((scope, Vec::new()));
            nested.clear();
            if !generic {
                n.name_entry_args(&p);
            }
            n.number_region(p.body, p.body_idx, p.region, &mut nested);
            for &inner in &nested {
                n.push_op_regions(&mut stack, p.body, p.body_idx, inner, scope);
            }
        }
        n.names
    }
}

fn push_u32(out: &mut String, v: u32) {
    use super::lex::PushInt;
    v.push_to(out);
}

/// A region waiting to be numbered, with the counters of its parent region.
struct Pending<'b> {
    body: &'b Body,
    body_idx: u32,
    region: RegionId,
    /// The op owning the region (in its own body) and the region's index in it.
    owner: (&'b Body, OpId, usize),
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    parent_scope: u32,
}

struct Numbering<'c> {
    ctx: &'c Context,
    generic: bool,
    names: Names,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Names in use in the visible scopes (MLIR's `usedNames` scoped table): indices into
    /// `names.strings`, bucketed by hash.
    used: FxHashMap<u64, smallvec::SmallVec<[u32; 1]>>,
    /// Live scopes, innermost last: (scope id, names it introduced).
    scopes: Vec<(u32, Vec<u32>)>,
    next_scope: u32,
    /// Reused buffer for `argN` names.
    arg_name: String,
}

fn hash_str(s: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    s.hash(&mut h);
    h.finish()
}

impl<'c> Numbering<'c> {
    fn register(&mut self, body: &Body) -> u32 {
        let idx = self.names.bodies.len() as u32;
        self.names.bodies.push(BodyNames {
            values: vec![UNKNOWN; body.value_capacity()],
            blocks: vec![UNSET; body.block_capacity()],
        });
        self.names.index.insert(body_key(body), idx);
        idx
    }

    fn pop_scope(&mut self) {
        if let Some((_, names)) = self.scopes.pop() {
            for idx in names {
                let h = hash_str(&self.names.strings[idx as usize]);
                if let Some(bucket) = self.used.get_mut(&h) {
                    bucket.retain(|i| *i != idx);
                }
            }
        }
    }

    fn is_used(&self, name: &str) -> bool {
        self.used
            .get(&hash_str(name))
            .is_some_and(|b| b.iter().any(|&i| &*self.names.strings[i as usize] == name))
    }

    fn push_op_regions<'b>(
        &mut self,
        stack: &mut Vec<Pending<'b>>,
        body: &'b Body,
        body_idx: u32,
        op: OpId,
        scope: u32,
    ) {
        let (rbody, regions) = body.op_regions(op);
        if regions.is_empty() {
            return;
        }
        let rbody_idx = if std::ptr::eq(rbody, body) {
            body_idx
        } else {
            self.register(rbody)
        };
        for (index, &region) in regions.iter().enumerate() {
            stack.push(Pending {
                body: rbody,
                body_idx: rbody_idx,
                region,
                owner: (body, op, index),
                next_value: self.next_value,
                next_arg: self.next_arg,
                next_conflict: self.next_conflict,
                parent_scope: scope,
            });
        }
    }

    fn set(&mut self, body_idx: u32, v: ValueId, name: ValueName) {
        if let Some(slot) = self
            .names
            .bodies
            .get_mut(body_idx as usize)
            .and_then(|b| b.values.get_mut(v.index()))
        {
            *slot = name;
        }
    }

    fn get(&self, body_idx: u32, v: ValueId) -> ValueName {
        self.names
            .bodies
            .get(body_idx as usize)
            .and_then(|b| b.values.get(v.index()))
            .copied()
            .unwrap_or(UNKNOWN)
    }

    /// MLIR's `setValueName`: an empty name takes the next number, others are uniqued.
    fn set_value_name(&mut self, body_idx: u32, v: ValueId, name: &str) {
        let base = if name.is_empty() {
            let n = self.next_value;
            self.next_value += 1;
            n
        } else {
            self.unique_name(name) | NAMED_BIT
        };
        self.set(
            body_idx,
            v,
            ValueName {
                base,
                result_no: UNSET,
            },
        );
    }

    /// Sanitizes `name`, makes it unique among the visible names (`name_N`), records it in
    /// the current scope and returns its index in `names.strings`.
    fn unique_name(&mut self, name: &str) -> u32 {
        let sanitized = sanitize_identifier(name, "$._-", true);
        let mut name: Box<str> = sanitized.as_ref().into();
        if self.is_used(&name) {
            let mut probe = String::with_capacity(name.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&name);
                probe.push('_');
                push_u32(&mut probe, self.next_conflict);
                self.next_conflict += 1;
                if !self.is_used(&probe) {
                    break;
                }
            }
            name = probe.into();
        }
        let idx = self.names.strings.len() as u32;
        self.used.entry(hash_str(&name)).or_default().push(idx);
        self.names.strings.push(name);
        if let Some(scope) = self.scopes.last_mut() {
            scope.1.push(idx);
        }
        idx
    }

    /// Names the entry block arguments the region's owner suggests (MLIR's
    /// `getAsmBlockArgumentNames`, asked before the region is numbered).
    fn name_entry_args(&mut self, p: &Pending<'_>) {
        let (owner_body, owner, index) = p.owner;
        let Some(names) = self
            .ctx
            .op_def(owner_body.op(owner).name)
            .and_then(|d| d.interface::<dyn OpAsmBlockArgNames>())
        else {
            return;
        };
        let Some(entry) = p.body.entry_block(p.region) else {
            return;
        };
        let args = p.body.block_args(entry);
        for (i, name) in names.block_arg_names(OpRef::new(self.ctx, owner_body, owner), index) {
            let Some(&arg) = args.get(i) else { continue };
            if self.get(p.body_idx, arg).base == UNSET {
                self.set_value_name(p.body_idx, arg, &name);
            }
        }
    }

    /// Numbers a region's blocks, arguments and results; collects its ops that have regions.
    fn number_region(
        &mut self,
        body: &Body,
        body_idx: u32,
        region: RegionId,
        with_regions: &mut Vec<OpId>,
    ) {
        let entry = body.entry_block(region);
        for (i, b) in body.region_blocks(region).enumerate() {
            if let Some(slot) = self
                .names
                .bodies
                .get_mut(body_idx as usize)
                .and_then(|n| n.blocks.get_mut(b.index()))
            {
                *slot = i as u32;
            }
            let is_entry = Some(b) == entry;
            for &arg in body.block_args(b) {
                if self.get(body_idx, arg).base != UNSET {
                    continue;
                }
                if is_entry {
                    let mut name = std::mem::take(&mut self.arg_name);
                    name.clear();
                    name.push_str("arg");
                    push_u32(&mut name, self.next_arg);
                    self.next_arg += 1;
                    self.set_value_name(body_idx, arg, &name);
                    self.arg_name = name;
                } else {
                    self.set_value_name(body_idx, arg, "");
                }
            }
            for op in body.block_ops(b) {
                self.number_op(body, body_idx, op);
                if body.op(op).num_regions() != 0 {
                    with_regions.push(op);
                }
            }
        }
    }

    fn number_op(&mut self, body: &Body, body_idx: u32, op: OpId) {
        let results = body.results(op);
        let mut groups: smallvec::SmallVec<[u32; 2]> = smallvec::smallvec![0];
        if !self.generic {
            if let Some(names) = self
                .ctx
                .op_def(body.op(op).name)
                .and_then(|d| d.interface::<dyn OpAsmResultNames>())
            {
                for (i, name) in names.result_names(OpRef::new(self.ctx, body, op)) {
                    let Some(&v) = results.get(i) else { continue };
                    if self.get(body_idx, v).base != UNSET {
                        continue;
                    }
                    self.set_value_name(body_idx, v, &name);
                    if i != 0 {
                        groups.push(i as u32);
                    }
                }
            }
        }
        let Some(&first) = results.first() else {
            return;
        };
        if self.get(body_idx, first).base == UNSET {
            let n = self.next_value;
            self.next_value += 1;
            self.set(
                body_idx,
                first,
                ValueName {
                    base: n,
                    result_no: UNSET,
                },
            );
        }
        if results.len() == 1 {
            return;
        }
        groups.sort_unstable();
        groups.dedup();
        // Point every result at its group's head, with its index in the group if the group
        // has several results (MLIR's `getResultIDAndNumber`).
        let n = results.len() as u32;
        for (g, &start) in groups.iter().enumerate() {
            let end = groups.get(g + 1).copied().unwrap_or(n);
            let head = self.get(body_idx, results[start as usize]).base;
            for r in start..end {
                let result_no = if end - start != 1 { r - start } else { UNSET };
                self.set(
                    body_idx,
                    results[r as usize],
                    ValueName {
                        base: head,
                        result_no,
                    },
                );
            }
        }
        if groups.len() > 1 {
            self.names
                .groups
                .insert((body_idx, op), groups.into_iter().collect());
        }
    }
}
