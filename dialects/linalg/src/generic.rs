//! `linalg.generic`: `{indexing_maps = [...], iterator_types = [...]} ins(...) outs(...)
//! [attrs = {...}] region [-> types]`.

use crate::attrs::{enum_attr, enum_case};
use crate::ops::GenericOp;
use crate::structured::{INDEXING_MAPS, ITERATOR_TYPES, SEGMENTS};
use crate::syntax::{
    parse_ins_outs, print_ins_outs, print_result_arrow, set_segments, tensor_results,
};
use crate::verify::{verify_structured, BlockArgNames};
use xla_ir::asm::{OpAsmBlockArgNames, OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::{Attribute, Diag, OpDef, OpRef, OperationState};

/// The properties of `linalg.generic`, in the order the custom form prints them.
const TRAIT_ATTRS: [&str; 4] = ["doc", INDEXING_MAPS, ITERATOR_TYPES, "library_call"];

pub fn op() -> OpDef {
    let mut def = OpDef::declared(GenericOp::INFO)
        .description(
            "A loop nest over `iterator_types` whose body (the region) reads one element of every \
             `ins` and `outs` operand through its `indexing_maps` and yields the new output \
             elements. On tensors the op returns the updated outputs; on memrefs it writes them.",
        )
        .inherent(&[SEGMENTS])
        .verifier(verify)
        .syntax(parse, print)
        .example(
            "%r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {\n^bb0(%in: f32, %out: f32):\n  %0 = arith.negf %in : f32\n  linalg.yield %0 : f32\n} -> tensor<4xf32>",
        );
    def.add_interface::<dyn OpAsmBlockArgNames>(Box::new(BlockArgNames { inits: "out" }));
    def
}

/// The required properties, then the structured-op checks.
fn verify(op: OpRef<'_>) -> Result<(), Diag> {
    for name in [INDEXING_MAPS, ITERATOR_TYPES] {
        if op.attr(name).is_none() {
            return Err(op.error(format!("requires attribute '{name}'")));
        }
    }
    verify_structured(op)
}

fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    p.parse_optional_attr_dict(st)?;
    // Upstream reports a bad iterator type where the dictionary ends.
    let loc = p.current_loc();
    // `iterator_types` is written as strings and stored as `#linalg.iterator_type` cases.
    if let Some(its) = st.get_attr(p.ctx(), ITERATOR_TYPES) {
        let ctx = p.ctx();
        let items = ctx
            .attr_as_array(its)
            .map(<[Attribute]>::to_vec)
            .unwrap_or_default();
        let mut converted = Vec::with_capacity(items.len());
        for item in items {
            match ctx.attr_as_str(item) {
                Some(s @ ("parallel" | "reduction")) => {
                    converted.push(enum_attr(ctx, "iterator_type", s))
                }
                Some(s) => return Err(p.error_at(loc, &format!("unexpected iterator_type ({s})"))),
                None if enum_case(ctx, item, "iterator_type").is_some() => converted.push(item),
                None => {
                    return Err(p.error_at(loc, "expected iterator_types to be an array of strings"))
                }
            }
        }
        let attr = ctx.array_attr(&converted);
        st.set_attr(ctx, ITERATOR_TYPES, attr);
    }
    let io = parse_ins_outs(p, st)?;
    set_segments(p.ctx(), st, io.ins.len(), io.outs.len());
    if p.parse_optional_keyword("attrs") {
        p.parse_punct(Punct::Equal)?;
        p.parse_optional_attr_dict(st)?;
    }
    p.parse_region(st, &[])?;
    let results = p.parse_optional_arrow_type_list()?;
    st.result_types.extend(results);
    Ok(())
}

fn print(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    p.write_str(" {");
    let mut first = true;
    for name in TRAIT_ATTRS {
        let Some(value) = op.attr(name) else { continue };
        if !first {
            p.write_str(", ");
        }
        first = false;
        p.write_str(name);
        p.write_str(" = ");
        if name == ITERATOR_TYPES {
            let ctx = p.ctx();
            let cases: Vec<String> = ctx
                .attr_as_array(value)
                .unwrap_or_default()
                .iter()
                .map(|a| format!("\"{}\"", enum_case(ctx, *a, "iterator_type").unwrap_or("?")))
                .collect();
            p.write_str(&format!("[{}]", cases.join(", ")));
        } else {
            p.print_attribute(value);
        }
    }
    p.write_str("}");
    print_ins_outs(p, op, crate::structured::num_inputs(op));
    if !op.attrs().is_empty() {
        p.write_str(" attrs = ");
        p.print_optional_attr_dict(
            op,
            &[
                "doc",
                INDEXING_MAPS,
                ITERATOR_TYPES,
                "library_call",
                SEGMENTS,
            ],
        );
    }
    p.write_str(" ");
    p.print_region(op, 0, true, true);
    print_result_arrow(p, op);
}

/// Result types for a generic built from outs (used by builders).
pub fn results_for(ctx: &xla_ir::Context, outs: &[xla_ir::Type]) -> Vec<xla_ir::Type> {
    tensor_results(ctx, outs)
}
