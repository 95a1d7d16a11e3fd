//! Programs of several devices through the JIT (docs/devices.md, "The JIT"): each
//! `sdy.manual_computation` body becomes a function of its own, compiled; the code around the
//! manual computations (global glue: sharding annotations, calls, reshapes) runs in the
//! interpreter, which shards the operands, runs one thread per device calling the compiled
//! body as that device ([`CompiledDevices`], through `collective_runtime::as_device`) and
//! assembles the results, exactly as it does for its own bodies. `interpreter.run_parallel`
//! hands its programs to the same [`CompiledDevices`].

use crate::collective_runtime::{as_device, take_error};
use std::collections::{HashMap, HashSet};
use xla_dialect_func::ops::{CallOp, FuncOp, ReturnOp as FuncReturnOp};
use xla_dialect_sdy::ops as sdy_ops;
use xla_interp::devices::DEVICE_FUNCTION_ATTR;
use xla_interp::parallel::{DevicePrograms, Process};
use xla_interp::Value;
use xla_ir::{Context, Module, OpId, OpRef, OperationState, Type};
use xla_melior::values::{from_host, result_spec, to_host};
use xla_melior::ConcurrentCalls;

const MANUAL: &str = sdy_ops::ManualComputationOp::NAME;

/// The top-level ops of `m` named `name`.
fn top_ops(ctx: &Context, m: &Module, name: &str) -> Vec<OpId> {
    let body = m.body();
    body.all_ops()
        .filter(|&op| ctx.op_name_str(body.op(op).name) == name)
        .collect()
}

fn sym_name(ctx: &Context, m: &Module, op: OpId) -> String {
    OpRef::new(ctx, m.body(), op)
        .attr("sym_name")
        .and_then(|a| ctx.attr_as_str(a))
        .unwrap_or("")
        .to_string()
}

/// Names each manual computation of `module` for the interpreter (attribute
/// `xla.device_function`) and returns the module to compile: one function per manual
/// computation's body (its block arguments and `sdy.return` operands become the function's),
/// with every function the bodies may call; functions that run a manual computation, directly
/// or through calls, stay out (they run in the interpreter), as do the meshes; sharding
/// constraints in the bodies, the identity on one device, are dropped.
pub fn device_module(ctx: &Context, module: &mut Module) -> Result<Module, String> {
    let funcs = top_ops(ctx, module, FuncOp::NAME);
    let mut k = 0;
    let mut runs_devices = HashSet::<String>::new();
    let mut calls: HashMap<String, Vec<String>> = HashMap::new();
    for &f in &funcs {
        let name = sym_name(ctx, module, f);
        let Some(fb) = module.body_mut().op_mut(f).isolated_body_mut() else {
            continue;
        };
        let ops: Vec<OpId> = fb.all_ops().collect();
        for op in ops {
            let op_name = ctx.op_name_str(fb.op(op).name).to_string();
            if op_name == MANUAL {
                let fname = format!("__device_body_{k}");
                k += 1;
                fb.op_mut(op)
                    .attrs
                    .set_str(ctx, DEVICE_FUNCTION_ATTR, ctx.string_attr(&fname));
                runs_devices.insert(name.clone());
            } else if op_name == CallOp::NAME {
                if let Some(a) = OpRef::new(ctx, fb, op).attr("callee") {
                    if let xla_ir::AttrData::SymbolRef { root, .. } = ctx.attr_data(a) {
                        let callee = ctx.symbol_str(*root).to_string();
                        calls.entry(name.clone()).or_default().push(callee);
                    }
                }
            }
        }
    }
    // Functions that reach a manual computation through calls run in the interpreter too.
    loop {
        let before = runs_devices.len();
        for (caller, callees) in &calls {
            if callees.iter().any(|c| runs_devices.contains(c)) {
                runs_devices.insert(caller.clone());
            }
        }
        if runs_devices.len() == before {
            break;
        }
    }
    let mut out = module.clone();
    let block = out.block();
    for f in top_ops(ctx, &out, FuncOp::NAME) {
        if !runs_devices.contains(&sym_name(ctx, &out, f)) {
            continue;
        }
        let bodies: Vec<(String, xla_ir::Body)> = {
            let fb = out
                .body()
                .op(f)
                .isolated_body()
                .ok_or("a function without a body")?;
            fb.all_ops()
                .filter(|&op| ctx.op_name_str(fb.op(op).name) == MANUAL)
                .filter_map(|op| {
                    let name = OpRef::new(ctx, fb, op)
                        .attr(DEVICE_FUNCTION_ATTR)
                        .and_then(|a| ctx.attr_as_str(a))?
                        .to_string();
                    Some((name, fb.op(op).isolated_body()?.clone()))
                })
                .collect()
        };
        for (name, mut body) in bodies {
            let function = device_function(ctx, &name, &mut body)?;
            let mut st = OperationState::new(ctx, FuncOp::NAME, ctx.unknown_loc());
            st.set_attr(ctx, "sym_name", ctx.string_attr(&name));
            st.set_attr(ctx, "function_type", ctx.type_attr(function));
            st.isolated = Some(Box::new(body));
            let op = out.body_mut().create_op(ctx, st);
            out.body_mut().append_op(block, op);
        }
        out.body_mut().erase_op(f);
    }
    for mesh in top_ops(ctx, &out, sdy_ops::MeshOp::NAME) {
        out.body_mut().erase_op(mesh);
    }
    // On one device's data a sharding constraint is the identity (and its mesh is gone).
    for f in top_ops(ctx, &out, FuncOp::NAME) {
        let Some(fb) = out.body_mut().op_mut(f).isolated_body_mut() else {
            continue;
        };
        let constraints: Vec<OpId> = fb
            .all_ops()
            .filter(|&op| ctx.op_name_str(fb.op(op).name) == sdy_ops::ShardingConstraintOp::NAME)
            .collect();
        for op in constraints {
            let operand = fb.operands(op).next();
            let result = fb.op(op).results().first().copied();
            if let (Some(v), Some(r)) = (operand, result) {
                fb.replace_all_uses(r, v);
                fb.erase_op(op);
            }
        }
    }
    Ok(out)
}

/// Makes a manual computation's body a function body (`sdy.return` -> `func.return`) and
/// returns its function type.
fn device_function(ctx: &Context, name: &str, body: &mut xla_ir::Body) -> Result<Type, String> {
    let region = *body
        .root_regions()
        .first()
        .ok_or_else(|| format!("@{name}: a manual computation without a body"))?;
    let block = body
        .entry_block(region)
        .ok_or_else(|| format!("@{name}: a manual computation without a block"))?;
    let inputs: Vec<Type> = body
        .block_args(block)
        .iter()
        .map(|&a| body.value_type(a))
        .collect();
    let ret = body
        .last_op(block)
        .filter(|&r| ctx.op_name_str(body.op(r).name) == sdy_ops::ReturnOp::NAME)
        .ok_or_else(|| format!("@{name}: the manual computation does not end with sdy.return"))?;
    let values: Vec<_> = body.operands(ret).collect();
    let results: Vec<Type> = values.iter().map(|&v| body.value_type(v)).collect();
    let loc = body.op(ret).loc;
    let new_ret = body.create_op(
        ctx,
        OperationState::new(ctx, FuncReturnOp::NAME, loc).operands(&values),
    );
    body.insert_op_before(ret, new_ret);
    body.erase_op(ret);
    Ok(ctx.function_type(&inputs, &results))
}

/// Compiled functions run as devices: each call converts the device's operands to host
/// buffers, calls the function in the JIT as that device of the collective runtime, and
/// converts its results back.
pub struct CompiledDevices<'j> {
    ctx: &'j Context,
    /// Argument and result types of each function, before lowering.
    signatures: HashMap<String, (Vec<Type>, Vec<Type>)>,
    jit: ConcurrentCalls<'j>,
}

impl<'j> CompiledDevices<'j> {
    /// `module` is the module `jit` was compiled from, before lowering (its functions' types).
    pub fn new(ctx: &'j Context, module: &Module, jit: ConcurrentCalls<'j>) -> Self {
        let signatures = top_ops(ctx, module, FuncOp::NAME)
            .into_iter()
            .filter_map(|f| {
                let name = sym_name(ctx, module, f);
                let sig = module.function_signature(ctx, &name, "function_type")?;
                Some((name, sig))
            })
            .collect();
        CompiledDevices {
            ctx,
            signatures,
            jit,
        }
    }
}

impl DevicePrograms for CompiledDevices<'_> {
    fn run(
        &self,
        name: &str,
        args: Vec<Value>,
        process: Process,
    ) -> Result<(Vec<Value>, Process), String> {
        let ctx = self.ctx;
        let (inputs, results) = self
            .signatures
            .get(name)
            .ok_or_else(|| format!("@{name} was not compiled"))?;
        // Lowering drops tokens from the boundary (hlo_to_linalg/signature.rs).
        let is_token = |t: Type| xla_dialect_hlo::types::is_token(ctx, t);
        let host = args
            .iter()
            .zip(inputs)
            .filter(|(_, &t)| !is_token(t))
            .map(|(v, &t)| {
                let tensor = v
                    .as_tensor()
                    .ok_or_else(|| format!("@{name}: an argument is not a tensor"))?;
                to_host(ctx, t, tensor)
            })
            .collect::<Result<Vec<_>, String>>()?;
        let specs = results
            .iter()
            .filter(|&&t| !is_token(t))
            .map(|&t| result_spec(ctx, t))
            .collect::<Result<Vec<_>, _>>()?;
        let (out, process) = as_device(process, || {
            let out = self.jit.call(name, &host, &specs);
            match take_error() {
                Some(e) => Err(e),
                None => out,
            }
        });
        let mut out = out?.into_iter();
        let values = results
            .iter()
            .map(|&t| match is_token(t) {
                true => Ok(Value::Token),
                false => from_host(ctx, t, &out.next().ok_or("too few results")?),
            })
            .collect::<Result<_, String>>()?;
        Ok((values, process))
    }
}
