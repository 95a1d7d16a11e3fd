//! `--llvm-alloc-failure-exits`: allocation failure in generated code becomes an error of the
//! call instead of a write through a null pointer. After every `llvm.call @malloc(%n)` whose
//! result is null (with `%n` not 0), the function calls `xla_alloc_failed(%n, "file:line:col")`
//! (the JIT's runtime records the first failure) and returns poison; after every call that may
//! have failed that way (a function defined in the module, or the runtime's parallel loop,
//! whose bodies are outlined functions), `xla_alloc_failure_pending()` is asked and a true
//! answer returns at once. The JIT applies it before compiling (backends/melior) and reports
//! the recorded failure as the call's error; see docs/limits.md.

use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{func_signature, func_type, ptr_type, void_type};
use xla_ir::pass::{Pass, PassInfo};
use xla_ir::{BlockId, Body, Context, Diag, Location, OpData, OpId, OperationState, Type, ValueId};

pub const ARGUMENT: &str = "llvm-alloc-failure-exits";
const DESCRIPTION: &str = "Return from llvm functions when malloc fails (recorded through xla_alloc_failed), and after calls that failed so";

/// The runtime function recording a failed allocation: `(i64 bytes, ptr location)`.
pub const FAILED: &str = "xla_alloc_failed";
/// The runtime function telling whether an allocation failed during this call: `() -> i1`.
pub const PENDING: &str = "xla_alloc_failure_pending";
/// The runtime's parallel loop: its outlined bodies may fail.
const PARALLEL_FOR: &str = "xla_cpu_parallel_for";

#[derive(Default)]
pub struct LlvmAllocFailureExits;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(LlvmAllocFailureExits),
    }
}

enum Site {
    /// `llvm.call @malloc(%bytes)`.
    Malloc { bytes: ValueId, result: ValueId },
    /// A call after which a failure may be pending.
    Callee,
}

/// Creates ops at the end of a block.
struct At<'c> {
    ctx: &'c Context,
    block: BlockId,
    loc: Location,
}

impl At<'_> {
    fn op(&self, body: &mut Body, st: OperationState) -> Option<ValueId> {
        let id = body.create_op(self.ctx, st);
        body.append_op(self.block, id);
        body.results(id).first().copied()
    }
    fn value(
        &self,
        body: &mut Body,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, xla_ir::Attribute)],
    ) -> ValueId {
        let mut st = OperationState::new(self.ctx, name, self.loc).operands(operands);
        st.result_types.push(ty);
        for &(k, v) in props {
            st.set_attr(self.ctx, k, v);
        }
        self.op(body, st).expect("one result")
    }
    fn call(&self, body: &mut Body, callee: &str, args: &[ValueId], result: Option<Type>) {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx, llvm_ops::CallOp::NAME, self.loc).operands(args);
        st.set_attr(ctx, "callee", ctx.symbol_ref(callee));
        st.set_attr(
            ctx,
            "operandSegmentSizes",
            xla_dialect_llvm::syntax::dense_i32_array(ctx, &[args.len() as i32, 0]),
        );
        st.result_types.extend(result);
        self.op(body, st);
    }
    fn branch(&self, body: &mut Body, cond: Option<ValueId>, to: &[BlockId]) {
        let ctx = self.ctx;
        let mut st = match cond {
            Some(c) => {
                let mut st =
                    OperationState::new(ctx, llvm_ops::CondBrOp::NAME, self.loc).operands(&[c]);
                st.set_attr(
                    ctx,
                    "operandSegmentSizes",
                    xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1, 0, 0]),
                );
                st
            }
            None => OperationState::new(ctx, llvm_ops::BrOp::NAME, self.loc),
        };
        st.successors = to.to_vec();
        self.op(body, st);
    }
}

/// Instruments one function body; returns the location strings its failure calls need,
/// as (global name, text).
fn instrument(
    ctx: &Context,
    body: &mut Body,
    result: Type,
    may_fail: &dyn Fn(&str) -> bool,
    next_global: &mut dyn FnMut() -> String,
) -> (bool, Vec<(String, String)>) {
    let mut sites = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let c = xla_ir::OpRef::new(ctx, body, o);
                if !c.isa::<llvm_ops::CallOp>() {
                    continue;
                }
                let Some(callee) = xla_dialect_llvm::call_op::callee_name(&c) else {
                    continue;
                };
                if callee == "malloc" && body.num_operands(o) == 1 && c.num_results() == 1 {
                    let (bytes, result) = (body.operand(o, 0), body.result(o, 0));
                    sites.push((o, Site::Malloc { bytes, result }));
                } else if may_fail(callee) {
                    sites.push((o, Site::Callee));
                }
            }
        }
    }
    let mut globals = Vec::new();
    let Some(&region) = body.root_regions().first() else {
        return (false, globals);
    };
    if sites.is_empty() {
        return (false, globals);
    }
    // One exit per function: return poison (the caller sees the failure pending).
    let exit = body.create_block();
    body.append_block(region, exit);
    let loc = ctx.unknown_loc();
    let at = At {
        ctx,
        block: exit,
        loc,
    };
    let mut ret = OperationState::new(ctx, llvm_ops::ReturnOp::NAME, loc);
    if result != void_type(ctx) {
        let p = at.value(body, llvm_ops::PoisonOp::NAME, &[], result, &[]);
        ret = ret.operands(&[p]);
    }
    at.op(body, ret);
    let i1 = ctx.integer_type(1);
    let i64t = ctx.i64();
    let ptr = ptr_type(ctx);
    // Location globals are numbered in program order; the sites are split from the last one
    // back, so that each split moves only the ops up to the next site (linear in the block,
    // where splitting from the first one moved the whole rest every time: quadratic).
    let names: Vec<Option<String>> = sites
        .iter()
        .map(|(_, site)| matches!(site, Site::Malloc { .. }).then(&mut *next_global))
        .collect();
    for ((op, site), name) in sites.into_iter().zip(names).rev() {
        let Some(block) = body.op(op).parent_block() else {
            continue;
        };
        let loc = body.op(op).loc;
        // Continuation: everything after the call.
        let cont = body.create_block();
        body.insert_block_after(block, cont);
        let mut cur = body.next_op(op);
        while let Some(o) = cur {
            cur = body.next_op(o);
            body.unlink_op(o);
            body.append_op(cont, o);
        }
        let at = At { ctx, block, loc };
        match site {
            Site::Malloc { bytes, result } => {
                let Some(name) = name else { continue };
                let null = at.value(body, llvm_ops::ZeroOp::NAME, &[], ptr, &[]);
                let zero = at.value(
                    body,
                    llvm_ops::ConstantOp::NAME,
                    &[],
                    i64t,
                    &[("value", ctx.integer_attr(i64t, 0))],
                );
                let eq = ("predicate", ctx.i64_attr(0));
                let ne = ("predicate", ctx.i64_attr(1));
                let is_null = at.value(body, llvm_ops::ICmpOp::NAME, &[result, null], i1, &[eq]);
                let asked = at.value(body, llvm_ops::ICmpOp::NAME, &[bytes, zero], i1, &[ne]);
                let failed = at.value(body, llvm_ops::AndOp::NAME, &[is_null, asked], i1, &[]);
                let fail = body.create_block();
                body.insert_block_after(cont, fail);
                at.branch(body, Some(failed), &[fail, cont]);
                globals.push((name.clone(), crate::to_llvm::location_text(ctx, loc)));
                let f = At {
                    ctx,
                    block: fail,
                    loc,
                };
                let text = f.value(
                    body,
                    llvm_ops::AddressOfOp::NAME,
                    &[],
                    ptr,
                    &[("global_name", ctx.symbol_ref(&name))],
                );
                f.call(body, FAILED, &[bytes, text], None);
                f.branch(body, None, &[exit]);
            }
            Site::Callee => {
                let mut st = OperationState::new(ctx, llvm_ops::CallOp::NAME, loc);
                st.set_attr(ctx, "callee", ctx.symbol_ref(PENDING));
                st.set_attr(
                    ctx,
                    "operandSegmentSizes",
                    xla_dialect_llvm::syntax::dense_i32_array(ctx, &[0, 0]),
                );
                st.result_types.push(i1);
                let Some(pending) = at.op(body, st) else {
                    continue;
                };
                at.branch(body, Some(pending), &[exit, cont]);
            }
        }
    }
    globals.reverse();
    (true, globals)
}

/// The defined functions that may leave a failure pending: those calling `malloc` or the
/// parallel loop, and their callers (a fixed point over the call graph).
fn may_fail(
    ctx: &Context,
    mbody: &Body,
    funcs: &[(OpId, Option<Type>)],
    defined: &std::collections::HashSet<String>,
) -> std::collections::HashSet<String> {
    let mut calls: Vec<(String, Vec<String>)> = Vec::new();
    let mut failing = std::collections::HashSet::new();
    for &(f, _) in funcs {
        let r = xla_ir::OpRef::new(ctx, mbody, f);
        let Some(name) = r.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) else {
            continue;
        };
        let Some(body) = mbody.op(f).isolated_body() else {
            continue;
        };
        let mut callees = Vec::new();
        for &reg in body.root_regions() {
            for b in body.region_blocks(reg) {
                for o in body.block_ops(b) {
                    let c = xla_ir::OpRef::new(ctx, body, o);
                    if let Some(n) = c
                        .isa::<llvm_ops::CallOp>()
                        .then(|| xla_dialect_llvm::call_op::callee_name(&c))
                        .flatten()
                    {
                        if n == "malloc" || n == PARALLEL_FOR {
                            failing.insert(name.to_string());
                        } else if defined.contains(n) {
                            callees.push(n.to_string());
                        }
                    }
                }
            }
        }
        calls.push((name.to_string(), callees));
    }
    loop {
        let before = failing.len();
        for (name, callees) in &calls {
            if callees.iter().any(|c| failing.contains(c)) {
                failing.insert(name.clone());
            }
        }
        if failing.len() == before {
            return failing;
        }
    }
}

/// `llvm.func @name(params) -> result` without a body.
fn declaration(ctx: &Context, name: &str, result: Type, params: &[Type]) -> OperationState {
    let mut st = OperationState::new(ctx, llvm_ops::FuncOp::NAME, ctx.unknown_loc());
    st.set_attr(ctx, "sym_name", ctx.string_attr(name));
    st.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(func_type(ctx, result, params, false)),
    );
    st.isolated = Some(Box::new(Body::with_root_regions(1)));
    st
}

pub fn run(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    let Some(mbody) = module.isolated_body_mut() else {
        return Ok(());
    };
    let Some(&region) = mbody.root_regions().first() else {
        return Ok(());
    };
    let Some(block) = mbody.entry_block(region) else {
        return Ok(());
    };
    let ops: Vec<OpId> = mbody.block_ops(block).collect();
    let mut taken = std::collections::HashSet::new();
    let mut defined = std::collections::HashSet::new();
    let mut funcs = Vec::new();
    for &f in &ops {
        let r = xla_ir::OpRef::new(ctx, mbody, f);
        let Some(n) = r.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) else {
            continue;
        };
        taken.insert(n.to_string());
        if !r.isa::<llvm_ops::FuncOp>() {
            continue;
        }
        let has_body = mbody
            .op(f)
            .isolated_body()
            .and_then(|b| b.root_regions().first().and_then(|&r| b.entry_block(r)))
            .is_some();
        if has_body {
            defined.insert(n.to_string());
            let result = r
                .attr("function_type")
                .and_then(|a| ctx.attr_as_type(a))
                .and_then(|t| func_signature(ctx, t))
                .map(|(res, _, _)| res);
            funcs.push((f, result));
        }
    }
    if taken.contains(FAILED) || taken.contains(PENDING) {
        return Ok(());
    }
    let failing = may_fail(ctx, mbody, &funcs, &defined);
    let may_fail = |callee: &str| failing.contains(callee) || callee == PARALLEL_FOR;
    let mut instrumented = false;
    let mut globals = Vec::new();
    let mut counter = 0;
    let mut next_global = || loop {
        let name = format!("__xla_alloc_loc_{counter}");
        counter += 1;
        if !taken.contains(&name) {
            return name;
        }
    };
    for (f, result) in funcs {
        let Some(result) = result else { continue };
        if let Some(fbody) = mbody.op_mut(f).isolated_body_mut() {
            let (sites, strings) = instrument(ctx, fbody, result, &may_fail, &mut next_global);
            instrumented |= sites;
            globals.extend(strings);
        }
    }
    if !instrumented {
        return Ok(());
    }
    let ptr = ptr_type(ctx);
    let mut new_ops = vec![
        declaration(ctx, FAILED, void_type(ctx), &[ctx.i64(), ptr]),
        declaration(ctx, PENDING, ctx.integer_type(1), &[]),
    ];
    new_ops.extend(
        globals
            .iter()
            .map(|(name, text)| crate::to_llvm::string_global(ctx, name, text)),
    );
    for st in new_ops.into_iter().rev() {
        let op = mbody.create_op(ctx, st);
        mbody.prepend_op(block, op);
    }
    Ok(())
}

impl Pass for LlvmAllocFailureExits {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "LlvmAllocFailureExits"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        run(ctx, op)
    }
}
