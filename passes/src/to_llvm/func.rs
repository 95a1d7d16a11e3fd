//! func -> llvm: `func.func` becomes `llvm.func` (memref arguments expanded to their
//! descriptor fields, several results packed in a struct, the original signature kept in
//! `xla.memref_signature` for the interpreter), `func.return` / `func.call` follow.

use super::build::{extract, insert, poison, unpack_descriptor};
use super::pattern::loc_of;
use super::types::{convert, expanded_memref_types};
use xla_dialect_func::ops as func_ops;
use xla_dialect_llvm::attrs::{keyword_attr, linkage_attr};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{func_type, struct_type, void_type};
use xla_ir::rewrite::conversion::{ConversionPattern, ConversionRewriter, SignatureConversion};
use xla_ir::{Context, Diag, OpId, OperationState, Type, TypeData, ValueId};
use xla_values::abi::MEMREF_SIGNATURE_ATTR as SIGNATURE_ATTR;

/// The converted inputs of a signature (memrefs expanded) and its llvm function type.
pub fn lower_signature(
    ctx: &Context,
    inputs: &[Type],
    results: &[Type],
) -> Option<(SignatureConversion, Type)> {
    let mut sig = SignatureConversion::default();
    for &t in inputs {
        match ctx.type_data(t) {
            TypeData::MemRef { shape, .. } => {
                convert(ctx, t)?;
                sig.add_inputs(&expanded_memref_types(ctx, shape.len()));
            }
            _ => sig.add_inputs(&[convert(ctx, t)?]),
        }
    }
    let result = packed_result_type(ctx, results)?;
    Some((
        sig.clone(),
        func_type(ctx, result, sig.converted_types(), false),
    ))
}

/// void, the single converted result, or a struct of the converted results.
pub fn packed_result_type(ctx: &Context, results: &[Type]) -> Option<Type> {
    let converted: Vec<Type> = results
        .iter()
        .map(|&t| convert(ctx, t))
        .collect::<Option<_>>()?;
    Some(match converted.as_slice() {
        [] => void_type(ctx),
        [one] => *one,
        many => struct_type(ctx, many, false),
    })
}

/// Attributes of `func.func` that do not carry over to `llvm.func`.
const DROPPED: [&str; 5] = [
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
    "no_inline",
];

struct FuncLowering;

impl ConversionPattern for FuncLowering {
    fn root(&self) -> Option<&str> {
        Some(func_ops::FuncOp::NAME)
    }
    fn name(&self) -> &str {
        "func-to-llvm"
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let f = rw.op_ref(op);
        let Some(fn_ty) = f.attr("function_type").and_then(|a| ctx.attr_as_type(a)) else {
            return Ok(false);
        };
        let Some((inputs, results)) = ctx
            .function_signature(fn_ty)
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
        else {
            return Ok(false);
        };
        // Signatures with types the lowering does not convert (tensors) stay, as upstream.
        let Some((sig, llvm_ty)) = lower_signature(ctx, &inputs, &results) else {
            return Ok(false);
        };
        let visibility = f
            .attr("sym_visibility")
            .and_then(|a| ctx.attr_as_str(a))
            .map(str::to_string);
        let declaration = xla_dialect_func::is_declaration(&f);
        let c_interface = f.attr(super::c_interface::ATTR).is_some() && !declaration;
        let name = xla_dialect_func::func_name(&f).unwrap_or("").to_string();
        let loc = loc_of(rw, op);
        let has_memref = inputs
            .iter()
            .chain(&results)
            .any(|&t| matches!(ctx.type_data(t), TypeData::MemRef { .. }));
        // Block signatures: the entry block takes the expanded inputs; other blocks convert 1:1.
        let tc = rw.type_converter();
        let nested = rw.with_isolated_body(op, |n| -> Result<(), Diag> {
            let Some(&region) = n.body().root_regions().first() else {
                return Ok(());
            };
            let blocks: Vec<_> = n.body().region_blocks(region).collect();
            if let Some(&entry) = blocks.first() {
                n.apply_signature_conversion(entry, &sig)?;
            }
            if let Some(tc) = tc {
                for &b in blocks.iter().skip(1) {
                    let types: Vec<Type> = n
                        .body()
                        .block_args(b)
                        .iter()
                        .map(|&a| n.body().value_type(a))
                        .collect();
                    if let Some(s) = tc.convert_signature(ctx, &types) {
                        n.apply_signature_conversion(b, &s)?;
                    }
                }
            }
            Ok(())
        });
        nested.unwrap_or(Ok(()))?;
        let llvm_func = ctx.op_name(llvm_ops::FuncOp::NAME);
        let default_props = ctx.op_def(llvm_func).and_then(|d| d.default_props);
        rw.modify_in_place(op, |body| {
            let data = body.op_mut(op);
            data.name = llvm_func;
            let old_props = std::mem::take(&mut data.props);
            for (k, v) in old_props.iter() {
                if !DROPPED.contains(&ctx.symbol_str(k)) {
                    data.props.set(ctx, k, v);
                }
            }
            data.props
                .set_str(ctx, "function_type", ctx.type_attr(llvm_ty));
            data.props
                .set_str(ctx, "linkage", linkage_attr(ctx, "external"));
            data.props
                .set_str(ctx, "CConv", keyword_attr(ctx, "cconv", "ccc"));
            if let Some(f) = default_props {
                f(ctx, &mut data.props);
            }
            // Upstream keeps a private declaration's visibility as a discardable attribute.
            if let (Some(v), true) = (visibility, declaration) {
                data.attrs
                    .set_str(ctx, "sym_visibility", ctx.string_attr(&v));
            }
            if has_memref && !declaration {
                data.attrs
                    .set_str(ctx, SIGNATURE_ATTR, ctx.type_attr(fn_ty));
            }
        });
        if c_interface {
            let result = xla_dialect_llvm::types::func_signature(ctx, llvm_ty)
                .map_or(void_type(ctx), |(r, _, _)| r);
            let st = super::c_interface::wrapper(ctx, &name, &inputs, result, loc);
            // After the function, as upstream.
            match rw.body().next_op(op) {
                Some(next) => rw.set_insertion_point_before(next),
                None => {
                    if let Some(block) = rw.body().op(op).parent_block() {
                        rw.set_insertion_point_end(block);
                    }
                }
            }
            rw.create(st);
        }
        Ok(true)
    }
}

/// `func.return` -> `llvm.return`, packing several values in a struct.
struct ReturnLowering;

impl ConversionPattern for ReturnLowering {
    fn root(&self) -> Option<&str> {
        Some(func_ops::ReturnOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let loc = loc_of(rw, op);
        let types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        if types.iter().any(|&t| convert(ctx, t) != Some(t)) {
            return Ok(false);
        }
        let values = if operands.len() > 1 {
            let ty = struct_type(ctx, &types, false);
            rw.set_insertion_point_before(op);
            let mut agg = poison(rw.rewriter(), loc, ty);
            for (i, &v) in operands.iter().enumerate() {
                agg = insert(rw.rewriter(), loc, agg, v, &[i as i64]);
            }
            vec![agg]
        } else {
            operands.to_vec()
        };
        rw.replace_op_with_new(
            op,
            OperationState::new(ctx, llvm_ops::ReturnOp::NAME, loc).operands(&values),
        )?;
        Ok(true)
    }
}

/// `func.call` -> `llvm.call`: memref arguments passed as their fields, a packed
/// result struct unpacked.
struct CallLowering;

impl ConversionPattern for CallLowering {
    fn root(&self) -> Option<&str> {
        Some(func_ops::CallOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let loc = loc_of(rw, op);
        let call = rw.op_ref(op);
        let Some(callee) = call.attr("callee") else {
            return Ok(false);
        };
        let original_args = call.operand_types();
        let results = call.result_types();
        let Some(packed) = packed_result_type(ctx, &results) else {
            return Ok(false);
        };
        let arg_types: Vec<Type> = operands.iter().map(|&v| rw.body().value_type(v)).collect();
        if arg_types.iter().any(|&t| convert(ctx, t) != Some(t)) {
            return Ok(false);
        }
        rw.set_insertion_point_before(op);
        let mut args = Vec::new();
        for (&orig, &v) in original_args.iter().zip(operands) {
            match ctx.type_data(orig) {
                TypeData::MemRef { shape, .. } => {
                    args.extend(unpack_descriptor(rw.rewriter(), loc, v, shape.len()))
                }
                _ => args.push(v),
            }
        }
        let mut st = OperationState::new(ctx, llvm_ops::CallOp::NAME, loc)
            .operands(&args)
            .attr(ctx, "callee", callee);
        st.set_attr(
            ctx,
            "operandSegmentSizes",
            xla_dialect_llvm::syntax::dense_i32_array(ctx, &[args.len() as i32, 0]),
        );
        if !xla_dialect_llvm::types::is_void(ctx, packed) {
            st.result_types.push(packed);
        }
        let new = rw.rewriter().create(st);
        let values: Vec<ValueId> = match results.len() {
            0 => Vec::new(),
            1 => rw.body().results(new).to_vec(),
            _ => {
                let agg = rw.body().result(new, 0);
                let fields = xla_dialect_llvm::types::struct_body(ctx, packed).unwrap_or_default();
                fields
                    .iter()
                    .enumerate()
                    .map(|(i, &t)| extract(rw.rewriter(), loc, agg, &[i as i64], t))
                    .collect()
            }
        };
        rw.replace_op(op, &values)?;
        Ok(true)
    }
}

/// `func.constant @f` -> `llvm.mlir.addressof @f : !llvm.ptr` (the function's address, as
/// upstream's func-to-llvm; the runtime's parallel loops take their body this way).
struct ConstantLowering;

impl ConversionPattern for ConstantLowering {
    fn root(&self) -> Option<&str> {
        Some(func_ops::ConstantOp::NAME)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[ValueId],
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<bool, Diag> {
        let ctx = rw.ctx();
        let Some(callee) = rw.op_ref(op).attr("value") else {
            return Ok(false);
        };
        let st = OperationState::new(ctx, llvm_ops::AddressOfOp::NAME, loc_of(rw, op))
            .results(&[xla_dialect_llvm::types::ptr_type(ctx)])
            .attr(ctx, "global_name", callee);
        rw.replace_op_with_new(op, st)?;
        Ok(true)
    }
}

pub fn patterns() -> Vec<Box<dyn ConversionPattern>> {
    vec![
        Box::new(FuncLowering),
        Box::new(ReturnLowering),
        Box::new(CallLowering),
        Box::new(ConstantLowering),
    ]
}
