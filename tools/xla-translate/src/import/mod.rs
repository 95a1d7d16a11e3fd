//! [`ast::HloModule`] -> an hlo-dialect [`Module`]:
//! - the entry computation becomes the public `func.func @main`, computations used by
//!   `call` (and `fusion`, custom-call `called_computations`) become private functions;
//! - computations used as op bodies (`to_apply` of reduce, `condition`/`body` of while,
//!   branches, comparators) are imported into the op's regions, once per use;
//! - tuples are not materialized unless something needs a tuple value: `tuple(...)` and
//!   multi-result ops give a [`Val::Tuple`], `get-tuple-element` of one is free;
//! - a function returns the elements of a tuple-shaped root as separate results.
//!
//! Each op's location is the instruction's position in the HLO file (wrapped in the
//! metadata's `op_name`, fused with `source_file:source_line` when given), so verifier
//! errors point into the HLO file.

use xla_dialect_func::ops as func_ops;
use xla_dialect_hlo::ops as hlo_ops;
mod emit;
mod layouts;
mod ops;
mod regions;
mod structured_attrs;

use crate::ast::{Computation, HloModule, Instruction, Shape};
use crate::attr_values;
use std::collections::HashMap as Map;
use xla_ir::{
    AttrData, BlockId, Body, Context, Diag, LocData, Location, Module, OperationState, ValueId,
};

/// An imported instruction's value: one SSA value, or a tuple of values kept apart.
#[derive(Clone, Debug)]
pub enum Val {
    One(ValueId),
    Tuple(Vec<Val>),
}

/// Where ops are appended.
pub struct Cursor<'b> {
    pub body: &'b mut Body,
    pub block: BlockId,
}

/// How a computation's parameters reach the region it is imported into.
pub enum Params {
    /// Block arguments: one per leaf of each parameter's shape.
    BlockArgs,
    /// Values of the enclosing scope (branches of `conditional`).
    Bound(Vec<Val>),
}

/// How a computation's root becomes the region's `hlo.return` operands.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Flatten {
    /// The elements of a tuple root (the root itself otherwise).
    TopLevel,
    /// Every non-tuple leaf of the root.
    Leaves,
}

pub struct Importer<'a> {
    pub ctx: &'a Context,
    file: String,
    line_starts: Vec<usize>,
    module: &'a HloModule,
    comps: Map<&'a str, usize>,
    /// Computations imported as functions, by index: their symbol names.
    funcs: Map<usize, String>,
    /// Computations being imported (cycles are errors).
    active: Vec<usize>,
}

impl<'a> Importer<'a> {
    pub fn new(ctx: &'a Context, file: &str, text: &str, module: &'a HloModule) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Importer {
            ctx,
            file: file.to_string(),
            line_starts,
            module,
            comps: Map::new(),
            funcs: Map::new(),
            active: Vec::new(),
        }
    }

    /// The location of byte `offset` of the HLO file.
    pub fn loc_at(&self, offset: usize) -> Location {
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let col = offset - self.line_starts.get(line - 1).copied().unwrap_or(0) + 1;
        self.ctx.file_loc(&self.file, line as u32, col as u32)
    }

    pub fn error(&self, offset: usize, msg: impl Into<String>) -> Diag {
        Diag::error(self.loc_at(offset), msg)
    }

    /// An instruction's op location (see the module docs).
    pub fn instr_loc(&self, instr: &Instruction) -> Location {
        let base = self.loc_at(instr.span.start);
        let Some(meta) = instr
            .attr("metadata")
            .and_then(|m| attr_values::dictionary(&m.value).ok())
        else {
            return base;
        };
        let field = |k: &str| {
            meta.iter()
                .find(|(key, _)| key == k)
                .and_then(|(_, v)| attr_values::string(v).ok())
        };
        let mut loc = base;
        if let Some(name) = field("op_name").filter(|n| !n.is_empty()) {
            let name = self.ctx.symbol(&name);
            loc = self.ctx.intern_attr(AttrData::Location(LocData::Name {
                name,
                child: Some(base),
            }));
        }
        if let (Some(file), Some(line)) = (
            field("source_file"),
            field("source_line").and_then(|l| l.parse::<u32>().ok()),
        ) {
            let source = self.ctx.file_loc(&file, line, 1);
            loc = self.ctx.intern_attr(AttrData::Location(LocData::Fused {
                locs: Box::new([loc, source]),
                metadata: None,
            }));
        }
        loc
    }

    /// Imports the whole module.
    pub fn import(mut self) -> Result<Module, Diag> {
        let module = self.module;
        for (i, c) in module.computations.iter().enumerate() {
            if self.comps.insert(c.name.as_str(), i).is_some() {
                return Err(self.error(
                    c.span.start,
                    format!("redefinition of computation '{}'", c.name),
                ));
            }
        }
        // As XLA's parser: a second ENTRY or ROOT is an error, not silently dropped.
        if let Some(second) = module.computations.iter().filter(|c| c.is_entry).nth(1) {
            return Err(self.error(second.span.start, "expects only one ENTRY"));
        }
        for c in &module.computations {
            if let Some(second) = c.instructions.iter().filter(|i| i.is_root).nth(1) {
                return Err(self.error(
                    second.span.start,
                    "one computation should have only one ROOT",
                ));
            }
        }
        let entry = module
            .computations
            .iter()
            .position(|c| c.is_entry)
            .or_else(|| module.computations.len().checked_sub(1))
            .ok_or_else(|| self.error(0, "the module has no computations"))?;
        self.plan_functions(entry)?;
        let mut m = Module::new(self.ctx, self.loc_at(0));
        let name = self.ctx.string_attr(&module.name);
        m.top.op_mut(m.op).props.set_str(self.ctx, "sym_name", name);
        let block = m.block();
        for i in 0..module.computations.len() {
            if self.funcs.contains_key(&i) {
                let state = self.import_function(i, i == entry)?;
                let body = m.body_mut();
                let op = body.create_op(self.ctx, state);
                body.append_op(block, op);
            }
        }
        let comp = &module.computations[entry];
        let params = parameters(comp, |off, msg| self.error(off, msg))?;
        let param_shapes: Vec<&Shape> = params.iter().map(|p| &p.shape).collect();
        if let Some(root) = root_of(comp) {
            self.import_entry_layouts(module, comp, &param_shapes, &root.shape, &mut m)?;
        }
        Ok(m)
    }

    /// Picks the computations that become functions and their symbol names.
    fn plan_functions(&mut self, entry: usize) -> Result<(), Diag> {
        let module = self.module;
        self.funcs.insert(entry, "main".to_string());
        for c in &module.computations {
            for instr in &c.instructions {
                for callee in called_functions(instr) {
                    let Some(&idx) = self.comps.get(callee.as_str()) else {
                        let at = instr.span.start;
                        return Err(
                            self.error(at, format!("use of undefined computation '{callee}'"))
                        );
                    };
                    if idx != entry && !self.funcs.contains_key(&idx) {
                        let mut name = callee.clone();
                        while name == "main" || self.funcs.values().any(|n| *n == name) {
                            name.push_str(".0");
                        }
                        self.funcs.insert(idx, name);
                    }
                }
            }
        }
        Ok(())
    }

    /// The symbol of the function computation `name` imports as.
    pub fn function_symbol(&self, name: &str, offset: usize) -> Result<String, Diag> {
        self.comps
            .get(name)
            .and_then(|i| self.funcs.get(i))
            .cloned()
            .ok_or_else(|| self.error(offset, format!("use of undefined computation '{name}'")))
    }

    /// The computation named `name` (as written in an attribute at `offset`).
    pub fn computation(&self, name: &str, offset: usize) -> Result<&'a Computation, Diag> {
        let name = attr_values::computation(name);
        self.comps
            .get(name.as_str())
            .and_then(|&i| self.module.computations.get(i))
            .ok_or_else(|| self.error(offset, format!("use of undefined computation '{name}'")))
    }

    fn import_function(&mut self, idx: usize, is_entry: bool) -> Result<OperationState, Diag> {
        let comp = &self.module.computations[idx];
        let params = parameters(comp, |off, msg| self.error(off, msg))?;
        let mut body = Body::with_root_regions(1);
        let region = body.root_regions()[0];
        let block = body.create_block();
        body.append_block(region, block);
        let mut inputs = Vec::new();
        let mut args = Vec::new();
        for p in &params {
            let ty = crate::types::shape_type(self.ctx, &p.shape)
                .map_err(|m| self.error(p.shape.span().start, m))?;
            inputs.push(ty);
            args.push(Val::One(body.add_block_arg(
                block,
                ty,
                Some(self.instr_loc(p)),
            )));
        }
        let mut c = Cursor {
            body: &mut body,
            block,
        };
        let (root, root_instr) = self.import_computation(&mut c, idx, args)?;
        let loc = self.instr_loc(root_instr);
        let results = self.top_level(&mut c, &root, loc);
        let result_types: Vec<_> = results.iter().map(|&v| c.body.value_type(v)).collect();
        self.emit_op(
            &mut c,
            func_ops::ReturnOp::NAME,
            loc,
            results,
            vec![],
            vec![],
            vec![],
        );
        let fn_name = self.funcs.get(&idx).cloned().unwrap_or_default();
        let mut state = OperationState::new(
            self.ctx,
            func_ops::FuncOp::NAME,
            self.loc_at(comp.span.start),
        );
        state.set_attr(self.ctx, "sym_name", self.ctx.string_attr(&fn_name));
        let fn_type = self.ctx.function_type(&inputs, &result_types);
        state.set_attr(self.ctx, "function_type", self.ctx.type_attr(fn_type));
        if !is_entry {
            state.set_attr(self.ctx, "sym_visibility", self.ctx.string_attr("private"));
        }
        state.isolated = Some(Box::new(body));
        Ok(state)
    }

    /// Imports computation `idx` into the cursor's block with its parameters bound to
    /// `params`; returns the root's value and instruction.
    pub fn import_computation(
        &mut self,
        c: &mut Cursor,
        idx: usize,
        params: Vec<Val>,
    ) -> Result<(Val, &'a Instruction), Diag> {
        let comp = &self.module.computations[idx];
        if self.active.contains(&idx) {
            return Err(self.error(
                comp.span.start,
                format!("computation '{}' is used inside itself", comp.name),
            ));
        }
        self.active.push(idx);
        let result = stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            self.import_instructions(c, comp, params)
        });
        self.active.pop();
        result
    }

    fn import_instructions(
        &mut self,
        c: &mut Cursor,
        comp: &'a Computation,
        params: Vec<Val>,
    ) -> Result<(Val, &'a Instruction), Diag> {
        let order = topological_order(comp).map_err(|(off, msg)| self.error(off, msg))?;
        let mut env: Map<&str, Val> = Map::new();
        for i in order {
            let instr = &comp.instructions[i];
            let mut operands = Vec::with_capacity(instr.operands.len());
            for o in &instr.operands {
                let v = env.get(o.name.as_str()).cloned();
                operands.push(v.ok_or_else(|| {
                    self.error(
                        o.span.start,
                        format!("use of undefined instruction '{}'", o.name),
                    )
                })?);
            }
            let v = self.import_instruction(c, instr, operands, &params)?;
            env.insert(instr.name.as_str(), v);
        }
        let root = root_of(comp).ok_or_else(|| {
            self.error(
                comp.span.start,
                format!("computation '{}' has no instructions", comp.name),
            )
        })?;
        let v = env
            .get(root.name.as_str())
            .cloned()
            .ok_or_else(|| self.error(root.span.start, "root was not imported"))?;
        Ok((v, root))
    }

    /// A region of a new op holding computation `name` (written at `offset`).
    pub fn region(
        &mut self,
        c: &mut Cursor,
        name: &str,
        offset: usize,
        params: Params,
        flatten: Flatten,
    ) -> Result<xla_ir::RegionId, Diag> {
        let comp = self.computation(name, offset)?;
        let idx = self
            .comps
            .get(comp.name.as_str())
            .copied()
            .unwrap_or_default();
        let region = c.body.create_region();
        let block = c.body.create_block();
        c.body.append_block(region, block);
        let values = match params {
            Params::Bound(values) => values,
            Params::BlockArgs => {
                let decls = parameters(comp, |off, msg| self.error(off, msg))?;
                let mut values = Vec::new();
                for p in decls {
                    let loc = self.instr_loc(p);
                    let mut args = Vec::new();
                    for leaf in crate::types::leaves(&p.shape) {
                        let ty = crate::types::shape_type(self.ctx, leaf)
                            .map_err(|m| self.error(leaf.span().start, m))?;
                        args.push(c.body.add_block_arg(block, ty, Some(loc)));
                    }
                    values.push(rebuild(&p.shape, &mut args.into_iter()));
                }
                values
            }
        };
        let mut inner = Cursor {
            body: &mut *c.body,
            block,
        };
        let (root, root_instr) = self.import_computation(&mut inner, idx, values)?;
        let loc = self.instr_loc(root_instr);
        let results = match flatten {
            Flatten::TopLevel => self.top_level(&mut inner, &root, loc),
            Flatten::Leaves => self.leaves(&mut inner, &root, loc),
        };
        self.emit_op(
            &mut inner,
            hlo_ops::ReturnOp::NAME,
            loc,
            results,
            vec![],
            vec![],
            vec![],
        );
        Ok(region)
    }
}

/// The ops that call a computation as a function: `call`, `fusion`, and custom calls'
/// `called_computations`.
fn called_functions(instr: &Instruction) -> Vec<String> {
    match instr.opcode.as_str() {
        "call" => instr
            .attr("to_apply")
            .map(|a| vec![attr_values::computation(&a.value)])
            .unwrap_or_default(),
        "fusion" => instr
            .attr("calls")
            .map(|a| vec![attr_values::computation(&a.value)])
            .unwrap_or_default(),
        "custom-call" => instr
            .attr("called_computations")
            .and_then(|a| attr_values::computation_list(&a.value).ok())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The ROOT instruction of a computation (its last one when none is marked).
fn root_of(comp: &Computation) -> Option<&Instruction> {
    comp.instructions
        .iter()
        .rev()
        .find(|i| i.is_root)
        .or_else(|| comp.instructions.last())
}

/// The `parameter(n)` instructions of a computation, ordered by `n` (which must be 0..N).
fn parameters(
    comp: &Computation,
    error: impl Fn(usize, String) -> Diag,
) -> Result<Vec<&Instruction>, Diag> {
    let mut params: Vec<(i64, &Instruction)> = Vec::new();
    for instr in comp.instructions.iter().filter(|i| i.opcode == "parameter") {
        let n = instr
            .parameter_number
            .ok_or_else(|| error(instr.span.start, "expected parameter(n)".to_string()))?;
        params.push((n, instr));
    }
    params.sort_by_key(|(n, _)| *n);
    for (i, (n, instr)) in params.iter().enumerate() {
        if *n != i as i64 {
            return Err(error(
                instr.span.start,
                format!(
                    "parameter numbers of '{}' must be 0..{}, found {n}",
                    comp.name,
                    params.len()
                ),
            ));
        }
    }
    Ok(params.into_iter().map(|(_, i)| i).collect())
}

/// Instruction indices ordered so that operands come first (HLO text usually is already).
fn topological_order(comp: &Computation) -> Result<Vec<usize>, (usize, String)> {
    let index: Map<&str, usize> = comp
        .instructions
        .iter()
        .enumerate()
        .map(|(i, x)| (x.name.as_str(), i))
        .collect();
    if index.len() != comp.instructions.len() {
        let dup = comp
            .instructions
            .iter()
            .enumerate()
            .find(|(i, x)| index.get(x.name.as_str()) != Some(i));
        if let Some((_, x)) = dup {
            return Err((
                x.span.start,
                format!("redefinition of instruction '{}'", x.name),
            ));
        }
    }
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; comp.instructions.len()];
    let mut order = Vec::with_capacity(comp.instructions.len());
    for start in 0..comp.instructions.len() {
        if state[start] != 0 {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some(&mut (i, ref mut next)) = stack.last_mut() {
            let operands = &comp.instructions[i].operands;
            if let Some(o) = operands.get(*next) {
                *next += 1;
                let Some(&j) = index.get(o.name.as_str()) else {
                    return Err((
                        o.span.start,
                        format!("use of undefined instruction '{}'", o.name),
                    ));
                };
                match state[j] {
                    0 => {
                        state[j] = 1;
                        stack.push((j, 0));
                    }
                    1 => {
                        return Err((
                            o.span.start,
                            format!("instruction '{}' depends on itself", o.name),
                        ))
                    }
                    _ => {}
                }
            } else {
                state[i] = 2;
                order.push(i);
                stack.pop();
            }
        }
    }
    Ok(order)
}

/// Rebuilds a (nested) tuple value of `shape` from its leaves.
pub fn rebuild(shape: &Shape, leaves: &mut impl Iterator<Item = ValueId>) -> Val {
    match shape {
        Shape::Tuple(elems, _) => Val::Tuple(elems.iter().map(|e| rebuild(e, leaves)).collect()),
        Shape::Array { .. } => leaves
            .next()
            .map(Val::One)
            .unwrap_or(Val::Tuple(Vec::new())),
    }
}

/// The span of an attribute's value, or of the instruction when absent.
pub fn attr_offset(instr: &Instruction, key: &str) -> usize {
    instr.attr(key).map_or(instr.span.start, |a| a.span.start)
}
