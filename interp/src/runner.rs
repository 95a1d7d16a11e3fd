//! Running a parsed module: choosing entry functions and checking inputs against signatures
//! (shared by xla-run and the conformance tests).

use crate::dense::type_str;
use crate::eval::{Interp, Registry};
use crate::value::Value;
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::ops as llvm_ops;
use xla_ir::{Context, Module, OpRef, Type};

/// `func.func` and `llvm.func` ops of the module, in order: (name, argument types). A lowered
/// `llvm.func` reports its original (memref) argument types when it records them.
pub fn functions(ctx: &Context, m: &Module) -> Vec<(String, Vec<Type>)> {
    let mut out = Vec::new();
    let (body, regions) = m.top.op_regions(m.op);
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let o = OpRef::new(ctx, body, op);
                if !o.isa::<func_ops::FuncOp>() && !o.isa::<llvm_ops::FuncOp>() {
                    continue;
                }
                let name = o
                    .attr("sym_name")
                    .and_then(|a| ctx.attr_as_str(a))
                    .unwrap_or("")
                    .to_string();
                let args = if o.isa::<llvm_ops::FuncOp>() {
                    crate::llvm::entry::original_signature(ctx, &o)
                        .map(|(i, _)| i)
                        .or_else(|| xla_dialect_llvm::func_ops::signature_of(&o).map(|(_, p, _)| p))
                        .unwrap_or_default()
                } else {
                    o.attr("function_type")
                        .and_then(|a| ctx.attr_as_type(a))
                        .and_then(|t| ctx.function_signature(t).map(|(i, _)| i.to_vec()))
                        .unwrap_or_default()
                };
                let declaration = body
                    .op_regions(op)
                    .1
                    .first()
                    .is_none_or(|&reg| body.op_regions(op).0.entry_block(reg).is_none());
                if !declaration {
                    out.push((name, args));
                }
            }
        }
    }
    out
}

/// The functions to run: `entry` if given, else `main`, else (in split mode) every function
/// that takes no arguments.
pub fn select_entries(
    ctx: &Context,
    m: &Module,
    entry: Option<&str>,
    split: bool,
) -> Result<Vec<String>, String> {
    let fs = functions(ctx, m);
    let has = |n: &str| fs.iter().any(|(f, _)| f == n);
    if let Some(e) = entry {
        return if has(e) {
            Ok(vec![e.to_string()])
        } else {
            Err(format!("no function named '{e}' in the module"))
        };
    }
    if has("main") {
        return Ok(vec!["main".into()]);
    }
    if split {
        return Ok(fs
            .into_iter()
            .filter(|(_, a)| a.is_empty())
            .map(|(n, _)| n)
            .collect());
    }
    Err("no function named 'main' in the module (use --entry NAME)".into())
}

/// Checks that `inputs` match the entry's argument types (count, element type, shape).
pub fn check_inputs(
    ctx: &Context,
    m: &Module,
    entry: &str,
    inputs: &[Value],
) -> Result<(), String> {
    let fs = functions(ctx, m);
    let Some((_, args)) = fs.iter().find(|(n, _)| n == entry) else {
        return Err(format!("no function named '{entry}' in the module"));
    };
    if args.len() != inputs.len() {
        return Err(format!(
            "function '{entry}' takes {} arguments, but {} inputs were given",
            args.len(),
            inputs.len()
        ));
    }
    for (i, (ty, v)) in args.iter().zip(inputs).enumerate() {
        let ok = match v {
            Value::Tensor(t) => {
                ctx.element_type(*ty) == t.ty
                    && crate::value::fits_shape(ctx.shape(*ty).unwrap_or_default(), &t.shape)
            }
            Value::MemRef(m) => {
                ctx.element_type(*ty) == m.ty
                    && ctx
                        .shape(*ty)
                        .is_some_and(|s| crate::value::fits_shape(s, &m.shape))
            }
            _ => false,
        };
        if !ok {
            return Err(format!(
                "input #{i} does not match argument type {}",
                type_str(ctx, *ty)
            ));
        }
    }
    Ok(())
}

/// Results of running one function.
pub struct FunctionRun {
    pub name: String,
    pub results: Result<Vec<Value>, xla_ir::Diag>,
}

/// Runs each entry; check-op statistics accumulate in the returned interpreter's `checks`.
pub fn run_entries<'a>(
    ctx: &'a Context,
    registry: &'a Registry,
    m: &'a Module,
    entries: &[String],
    inputs: &[Value],
) -> (Interp<'a>, Vec<FunctionRun>) {
    run_entries_probing(ctx, registry, m, entries, inputs, None)
}

/// As [`run_entries`], serializing probes to (and reading them back from) `probe_dir`.
pub fn run_entries_probing<'a>(
    ctx: &'a Context,
    registry: &'a Registry,
    m: &'a Module,
    entries: &[String],
    inputs: &[Value],
    probe_dir: Option<&std::path::Path>,
) -> (Interp<'a>, Vec<FunctionRun>) {
    run_entries_on(ctx, registry, m, entries, inputs, probe_dir, None)
}

/// As [`run_entries_probing`], the devices' programs (manual computation bodies,
/// run_parallel's functions) run by `programs` when given (compiled code).
pub fn run_entries_on<'a>(
    ctx: &'a Context,
    registry: &'a Registry,
    m: &'a Module,
    entries: &[String],
    inputs: &[Value],
    probe_dir: Option<&std::path::Path>,
    programs: Option<&'a dyn crate::parallel::DevicePrograms>,
) -> (Interp<'a>, Vec<FunctionRun>) {
    let mut interp = Interp::new(ctx, registry, Some(m));
    interp.device_programs = programs;
    interp.probe_dir = probe_dir.map(std::path::Path::to_path_buf);
    let runs = entries
        .iter()
        .map(|name| FunctionRun {
            name: name.clone(),
            results: call_entry(&interp, name, inputs),
        })
        .collect();
    (interp, runs)
}

/// Calls an entry: lowered `llvm.func`s through their original signature.
pub fn call_entry(
    interp: &Interp<'_>,
    name: &str,
    inputs: &[Value],
) -> xla_ir::DResult<Vec<Value>> {
    match interp.function(name) {
        Some(f) if f.isa::<llvm_ops::FuncOp>() => {
            crate::llvm::entry::call(interp, &f, name, inputs.to_vec())
        }
        _ => interp.call(name, inputs.to_vec()),
    }
}

pub use xla_values::abi::HLO_SIGNATURE_ATTR;

/// `entry`'s [`HLO_SIGNATURE_ATTR`]: (argument types, result types).
pub fn hlo_signature(ctx: &Context, m: &Module, entry: &str) -> Option<(Vec<Type>, Vec<Type>)> {
    m.function_signature(ctx, entry, HLO_SIGNATURE_ATTR)
}

/// `entry`'s results in the types of its [`hlo_signature`]: a signless integer result whose
/// original element type was unsigned of the same width becomes that type (same bits), so
/// printed values and written `.npy` files are what the unlowered function gives.
pub fn restore_result_types(
    ctx: &Context,
    m: &Module,
    entry: &str,
    values: Vec<Value>,
) -> Vec<Value> {
    let Some((_, results)) = hlo_signature(ctx, m, entry) else {
        return values;
    };
    if results.len() != values.len() {
        return values;
    }
    values
        .into_iter()
        .zip(results)
        .map(|(v, ty)| as_unsigned(ctx, v, ty))
        .collect()
}

fn as_unsigned(ctx: &Context, v: Value, ty: Type) -> Value {
    use crate::value::{Buffer, ElemKind, Tensor};
    use xla_ir::types::Signedness;
    use xla_ir::TypeData;
    let elem = ctx.element_type(ty);
    let TypeData::Integer {
        width,
        signedness: Signedness::Unsigned,
    } = *ctx.type_data(elem)
    else {
        return v;
    };
    let tensor = match &v {
        Value::Tensor(t) => Some(t.clone()),
        Value::MemRef(m) => m.to_tensor(),
        _ => None,
    };
    let Some(Tensor {
        kind: ElemKind::Int {
            width: w,
            signed: true,
        },
        shape,
        data: Buffer::Int(xs),
        ..
    }) = tensor
    else {
        return v;
    };
    if w != width {
        return v;
    }
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let data = Buffer::Int(xs.iter().map(|&x| ((x as u64) & mask) as i64).collect());
    Value::Tensor(Tensor {
        ty: elem,
        kind: ElemKind::Int {
            width,
            signed: false,
        },
        shape,
        data,
    })
}
