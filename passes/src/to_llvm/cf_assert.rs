//! `cf.assert %c, "msg"` as upstream's ControlFlowToLLVM lowers it: the block is split after
//! the assert, which becomes `llvm.cond_br %c, ^continue, ^failure`; the failure block prints
//! the message with `puts` (a string global `assert_msg`), calls `abort` and ends in
//! `llvm.unreachable`. Done on the function's CFG before the conversion (it needs module-level
//! globals); asserts inside structured regions (scf not yet lowered) are left for the
//! conversion to report.

use xla_dialect_cf::ops as cf_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::ptr_type;
use xla_ir::{Body, Context, Diag, OpData, OpId, OperationState};

/// Lowers the asserts of one function body; returns the (global name, message) pairs needed.
fn lower_body(
    ctx: &Context,
    body: &mut Body,
    taken: &mut std::collections::HashSet<String>,
    globals: &mut Vec<(String, String)>,
) {
    let roots = body.root_regions().to_vec();
    let asserts: Vec<OpId> = roots
        .iter()
        .flat_map(|&r| {
            body.region_blocks(r)
                .flat_map(|b| body.block_ops(b))
                .collect::<Vec<_>>()
        })
        .filter(|&o| cf_ops::AssertOp::is(ctx, body.op(o).name) && body.num_operands(o) == 1)
        .collect();
    for op in asserts {
        let Some(block) = body.op(op).parent_block() else {
            continue;
        };
        let loc = body.op(op).loc;
        let msg = xla_ir::OpRef::new(ctx, body, op)
            .attr("msg")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or("")
            .to_string();
        let mut name = "assert_msg".to_string();
        let mut i = 0;
        while !taken.insert(name.clone()) {
            name = format!("assert_msg_{i}");
            i += 1;
        }
        globals.push((name.clone(), msg));
        // Continuation: everything after the assert.
        let cont = body.create_block();
        body.insert_block_after(block, cont);
        let mut cur = body.next_op(op);
        while let Some(o) = cur {
            cur = body.next_op(o);
            body.unlink_op(o);
            body.append_op(cont, o);
        }
        // Failure: puts(msg); abort(); unreachable.
        let fail = body.create_block();
        body.insert_block_after(cont, fail);
        let mk = |body: &mut Body, st: OperationState| {
            let id = body.create_op(ctx, st);
            body.append_op(fail, id);
            body.results(id).first().copied()
        };
        let mut addr = OperationState::new(ctx, llvm_ops::AddressOfOp::NAME, loc);
        addr.set_attr(ctx, "global_name", ctx.symbol_ref(&name));
        addr.result_types.push(ptr_type(ctx));
        let Some(p) = mk(body, addr) else { continue };
        let call = |callee: &str, args: &[xla_ir::ValueId], result: Option<xla_ir::Type>| {
            let mut st = OperationState::new(ctx, llvm_ops::CallOp::NAME, loc).operands(args);
            st.set_attr(ctx, "callee", ctx.symbol_ref(callee));
            st.set_attr(
                ctx,
                "operandSegmentSizes",
                xla_dialect_llvm::syntax::dense_i32_array(ctx, &[args.len() as i32, 0]),
            );
            st.result_types.extend(result);
            st
        };
        mk(body, call("puts", &[p], Some(ctx.i32())));
        mk(body, call("abort", &[], None));
        mk(
            body,
            OperationState::new(ctx, llvm_ops::UnreachableOp::NAME, loc),
        );
        // The assert becomes the branch.
        let cond = body.operand(op, 0);
        let mut br = OperationState::new(ctx, llvm_ops::CondBrOp::NAME, loc).operands(&[cond]);
        br.set_attr(
            ctx,
            "operandSegmentSizes",
            xla_dialect_llvm::syntax::dense_i32_array(ctx, &[1, 0, 0]),
        );
        br.successors = vec![cont, fail];
        let br = body.create_op(ctx, br);
        body.insert_op_before(op, br);
        body.erase_op(op);
    }
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
    let funcs: Vec<OpId> = mbody.block_ops(block).collect();
    let mut taken = std::collections::HashSet::new();
    for &f in &funcs {
        if let Some(n) = xla_ir::OpRef::new(ctx, mbody, f)
            .attr("sym_name")
            .and_then(|a| ctx.attr_as_str(a))
        {
            taken.insert(n.to_string());
        }
    }
    let mut globals = Vec::new();
    for f in funcs {
        if let Some(fbody) = mbody.op_mut(f).isolated_body_mut() {
            lower_body(ctx, fbody, &mut taken, &mut globals);
        }
    }
    for (name, text) in globals.iter().rev() {
        let op = mbody.create_op(ctx, super::checks::string_global(ctx, name, text));
        mbody.prepend_op(block, op);
    }
    Ok(())
}
