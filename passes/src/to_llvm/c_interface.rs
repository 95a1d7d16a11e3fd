//! `llvm.emit_c_interface`: for a function `@f` defined here, `@_mlir_ciface_f` takes each
//! memref as a pointer to its descriptor (and, when the result is a struct, a pointer to
//! store it to, first), unpacks the descriptors, calls `@f` and stores the result.

use super::build::{op, unpack_descriptor, value};
use super::types::descriptor_type;
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::{func_type, is_void, ptr_type, struct_body, void_type};
use xla_ir::rewrite::PatternRewriter;
use xla_ir::{Body, Context, Location, OperationState, Type, TypeData};

pub const ATTR: &str = "llvm.emit_c_interface";

/// Builds the wrapper op for `name` with original `inputs` and lowered result `result`.
pub fn wrapper(
    ctx: &Context,
    name: &str,
    inputs: &[Type],
    result: Type,
    loc: Location,
) -> OperationState {
    let ptr = ptr_type(ctx);
    let result_by_pointer = struct_body(ctx, result).is_some();
    let mut params: Vec<Type> = Vec::new();
    if result_by_pointer {
        params.push(ptr);
    }
    for &t in inputs {
        params.push(match ctx.type_data(t) {
            TypeData::MemRef { .. } => ptr,
            _ => super::types::convert(ctx, t).unwrap_or(t),
        });
    }
    let wrapper_result = if result_by_pointer {
        void_type(ctx)
    } else {
        result
    };
    let mut body = Body::with_root_regions(1);
    let region = body.root_regions()[0];
    let block = body.create_block();
    body.append_block(region, block);
    let args: Vec<_> = params
        .iter()
        .map(|&t| body.add_block_arg(block, t, Some(loc)))
        .collect();
    {
        let mut rw = PatternRewriter::new(ctx, &mut body);
        rw.set_insertion_point_end(block);
        let mut call_args = Vec::new();
        let input_args = args.get(usize::from(result_by_pointer)..).unwrap_or(&[]);
        for (&t, &a) in inputs.iter().zip(input_args) {
            match ctx.type_data(t) {
                TypeData::MemRef { shape, .. } => {
                    let desc = value(
                        &mut rw,
                        llvm_ops::LoadOp::NAME,
                        loc,
                        &[a],
                        descriptor_type(ctx, shape.len()),
                        &[],
                    );
                    call_args.extend(unpack_descriptor(&mut rw, loc, desc, shape.len()));
                }
                _ => call_args.push(a),
            }
        }
        let segs = xla_dialect_llvm::syntax::dense_i32_array(ctx, &[call_args.len() as i32, 0]);
        let callee = [
            ("callee", ctx.symbol_ref(name)),
            ("operandSegmentSizes", segs),
        ];
        let returned = op(
            &mut rw,
            llvm_ops::CallOp::NAME,
            loc,
            &call_args,
            (!is_void(ctx, result)).then_some(result),
            &callee,
        );
        let ret_operands = match (result_by_pointer, returned) {
            (true, Some(v)) => {
                op(
                    &mut rw,
                    llvm_ops::StoreOp::NAME,
                    loc,
                    &[v, args[0]],
                    None,
                    &[],
                );
                Vec::new()
            }
            (_, v) => v.into_iter().collect(),
        };
        op(
            &mut rw,
            llvm_ops::ReturnOp::NAME,
            loc,
            &ret_operands,
            None,
            &[],
        );
    }
    let mut st = OperationState::new(ctx, llvm_ops::FuncOp::NAME, loc);
    st.set_attr(
        ctx,
        "sym_name",
        ctx.string_attr(&format!("_mlir_ciface_{name}")),
    );
    st.set_attr(
        ctx,
        "function_type",
        ctx.type_attr(func_type(ctx, wrapper_result, &params, false)),
    );
    st.set_attr(ctx, ATTR, ctx.unit_attr());
    st.isolated = Some(Box::new(body));
    st
}
