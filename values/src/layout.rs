//! XLA layouts at the entry's boundary (docs/layouts.md): the order in which an array's
//! dimensions are laid out in memory, as XLA's `minor_to_major` (`f32[2,3]{0,1}`: dimension 0
//! varies fastest, so the buffer holds the transpose). The module attributes are the ones
//! XLA's HLO -> MHLO importer writes; the helpers move tensors between logical (row-major)
//! order and a layout's physical order.

use crate::dense::{tensor_from_attr, tensor_to_attr};
use crate::value::{for_each_index, Buffer, ElemKind, Tensor};
use xla_ir::{Attribute, Context, Type};

/// Module attribute: one layout per entry parameter (an array of layouts for a tuple one);
/// written only when some parameter's layout is not the default.
pub const PARAMETER_LAYOUTS_ATTR: &str = "mhlo.xla_entry_computation_parameter_layouts";
/// Module attribute: `[layout]` for an array result, `[[layout, ...]]` for a tuple result;
/// written only when some result layout is not the default.
pub const RESULT_LAYOUT_ATTR: &str = "mhlo.xla_entry_computation_result_layout";

/// A layout as XLA's `minor_to_major`; `None` stands for the default (row-major) one.
pub type Layout = Option<Vec<i64>>;

/// The layouts of an entry function's parameters and results (one per function argument and
/// result; tuple results of HLO are flattened as the importer flattens them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EntryLayouts {
    pub params: Vec<Layout>,
    pub results: Vec<Layout>,
}

impl EntryLayouts {
    /// Whether every layout is the default one.
    pub fn is_default(&self) -> bool {
        self.params.iter().chain(&self.results).all(Option::is_none)
    }
}

/// The default layout of rank `rank`: `{rank-1, ..., 1, 0}`.
pub fn default_layout(rank: usize) -> Vec<i64> {
    (0..rank as i64).rev().collect()
}

/// `minor_to_major` if it is not the default layout of its rank.
pub fn non_default(minor_to_major: Vec<i64>) -> Layout {
    (minor_to_major != default_layout(minor_to_major.len())).then_some(minor_to_major)
}

/// Checks that `minor_to_major` is a layout of an array of rank `rank`.
pub fn check(minor_to_major: &[i64], rank: usize) -> Result<(), String> {
    let text = braces(minor_to_major);
    if minor_to_major.len() != rank {
        return Err(format!(
            "layout {text} has {} dimensions, but the shape has rank {rank}",
            minor_to_major.len()
        ));
    }
    let mut seen = vec![false; rank];
    for &d in minor_to_major {
        let slot = usize::try_from(d).ok().and_then(|d| seen.get_mut(d));
        match slot {
            Some(s) if !*s => *s = true,
            _ => {
                return Err(format!(
                    "layout {text} is not a permutation of the dimensions 0..{rank}"
                ))
            }
        }
    }
    Ok(())
}

/// `{1,0}`, as HLO text writes a layout.
pub fn braces(minor_to_major: &[i64]) -> String {
    let dims: Vec<String> = minor_to_major.iter().map(i64::to_string).collect();
    format!("{{{}}}", dims.join(","))
}

/// Element strides of an array of `shape` stored in `minor_to_major` order.
pub fn strides(shape: &[i64], minor_to_major: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut next = 1i64;
    for &d in minor_to_major {
        let d = d as usize;
        strides[d] = next;
        next = next.saturating_mul(shape[d].max(1));
    }
    strides
}

/// The shape of the buffer in memory order (most major dimension first).
pub fn physical_shape(shape: &[i64], minor_to_major: &[i64]) -> Vec<i64> {
    minor_to_major
        .iter()
        .rev()
        .map(|&d| shape[d as usize])
        .collect()
}

/// The layout whose strides `strides` are, for a dense array of `shape`; `None` when the
/// strides are not those of any layout (a view with gaps, an offset buffer).
pub fn from_strides(shape: &[i64], strides: &[i64]) -> Option<Vec<i64>> {
    let mut order: Vec<i64> = (0..shape.len() as i64).collect();
    // Minor to major: by stride, ties (size-1 dimensions) broken towards the default order.
    order.sort_by_key(|&d| (strides[d as usize], std::cmp::Reverse(d)));
    (self::strides(shape, &order) == strides).then_some(order)
}

/// Position in memory of each element of `shape`, in row-major order of the elements.
fn positions(shape: &[i64], minor_to_major: &[i64]) -> Vec<usize> {
    let strides = strides(shape, minor_to_major);
    let mut out = Vec::new();
    for_each_index(shape, |idx| {
        let p: i64 = idx.iter().zip(&strides).map(|(i, s)| i * s).sum();
        out.push(p as usize);
    });
    out
}

/// `t` (logical, row-major) as its buffer in `minor_to_major` order: a tensor of the
/// physical shape.
pub fn to_physical(t: &Tensor, minor_to_major: &[i64]) -> Tensor {
    let positions = positions(&t.shape, minor_to_major);
    let mut source = vec![0usize; positions.len()];
    for (logical, &p) in positions.iter().enumerate() {
        source[p] = logical;
    }
    let shape = physical_shape(&t.shape, minor_to_major);
    t.with_data(shape, t.data.gather(&source))
}

/// The logical tensor of `shape` whose buffer in `minor_to_major` order is `physical`.
pub fn to_logical(physical: &Tensor, shape: &[i64], minor_to_major: &[i64]) -> Tensor {
    let positions = positions(shape, minor_to_major);
    physical.with_data(shape.to_vec(), physical.data.gather(&positions))
}

/// The bytes of a row-major array of `shape` (elements of `elem_size` bytes) rearranged into
/// `minor_to_major` order.
pub fn bytes_to_physical(
    bytes: &[u8],
    elem_size: usize,
    shape: &[i64],
    minor_to_major: &[i64],
) -> Vec<u8> {
    let mut out = vec![0u8; bytes.len()];
    for (logical, p) in positions(shape, minor_to_major).into_iter().enumerate() {
        let (from, to) = (logical * elem_size, p * elem_size);
        if let (Some(src), Some(dst)) = (
            bytes.get(from..from + elem_size),
            out.get_mut(to..to + elem_size),
        ) {
            dst.copy_from_slice(src);
        }
    }
    out
}

/// The layouts a module's attributes (looked up by name) declare for its entry `main` of
/// argument types `args` and result types `results`; `entry` names the function called.
pub fn declared_for(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attribute>,
    entry: &str,
    args: &[Type],
    results: &[Type],
) -> Result<EntryLayouts, String> {
    if entry != "main" {
        return Ok(EntryLayouts {
            params: vec![None; args.len()],
            results: vec![None; results.len()],
        });
    }
    entry_layouts(ctx, attr, args, results)
}

/// The `dense<[...]> : tensor<Nxindex>` attribute of a layout.
pub fn layout_attr(ctx: &Context, minor_to_major: &[i64]) -> Attribute {
    let index = ctx.index_type();
    let t = Tensor {
        ty: index,
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: vec![minor_to_major.len() as i64],
        data: Buffer::Int(minor_to_major.to_vec()),
    };
    tensor_to_attr(ctx, &t)
}

/// The layout a `dense<[...]>` attribute holds.
fn layout_of(ctx: &Context, attr: Attribute) -> Result<Vec<i64>, String> {
    let t = tensor_from_attr(ctx, attr).map_err(|_| {
        format!(
            "expected a layout `dense<[...]> : tensor<Nxindex>`, found `{}`",
            xla_ir::asm::attr_to_string(ctx, attr)
        )
    })?;
    if t.shape.len() != 1 || !matches!(t.kind, ElemKind::Int { .. }) {
        return Err(format!(
            "expected a layout `dense<[...]> : tensor<Nxindex>`, found `{}`",
            xla_ir::asm::attr_to_string(ctx, attr)
        ));
    }
    Ok(t.ints())
}

/// The layout of one boundary value of type `ty` declared by `attr` (checked against its rank).
fn declared(ctx: &Context, attr: Attribute, ty: Type, what: &str) -> Result<Layout, String> {
    if let Some(elems) = ctx.attr_as_array(attr) {
        // A tuple parameter: only default layouts inside it (tuples are not bufferized).
        let types: Vec<Type> = match ctx.type_data(ty) {
            xla_ir::TypeData::Tuple(ts) => ts.to_vec(),
            _ => return Err(format!("{what} is not a tuple, but its layout is a list")),
        };
        if types.len() != elems.len() {
            return Err(format!(
                "{what} is a tuple of {} elements, but its layout lists {}",
                types.len(),
                elems.len()
            ));
        }
        for (i, (&a, &t)) in elems.iter().zip(&types).enumerate() {
            if declared(ctx, a, t, &format!("element {i} of {what}"))?.is_some() {
                return Err(format!(
                    "{what}: layouts inside tuples are not supported (element {i})"
                ));
            }
        }
        return Ok(None);
    }
    let m2m = layout_of(ctx, attr).map_err(|e| format!("{what}: {e}"))?;
    let rank = ctx.shape(ty).map_or(0, <[i64]>::len);
    check(&m2m, rank).map_err(|e| format!("{what}: {e}"))?;
    let layout = non_default(m2m);
    if layout.is_some() && ctx.shape(ty).is_some_and(|s| s.contains(&xla_ir::DYNAMIC)) {
        return Err(format!(
            "{what}: layouts of dynamically shaped values are not supported"
        ));
    }
    Ok(layout)
}

/// The layouts the module attributes `attr` (looked up by name) declare for an entry of
/// argument types `args` and result types `results`; all default when absent.
pub fn entry_layouts(
    ctx: &Context,
    attr: impl Fn(&str) -> Option<Attribute>,
    args: &[Type],
    results: &[Type],
) -> Result<EntryLayouts, String> {
    let mut out = EntryLayouts {
        params: vec![None; args.len()],
        results: vec![None; results.len()],
    };
    if let Some(a) = attr(PARAMETER_LAYOUTS_ATTR) {
        let elems = ctx
            .attr_as_array(a)
            .ok_or_else(|| format!("{PARAMETER_LAYOUTS_ATTR} must be an array of layouts"))?;
        if elems.len() != args.len() {
            return Err(format!(
                "{PARAMETER_LAYOUTS_ATTR} lists {} layouts, but the entry takes {} parameters",
                elems.len(),
                args.len()
            ));
        }
        for (i, (&a, &t)) in elems.iter().zip(args).enumerate() {
            out.params[i] = declared(ctx, a, t, &format!("parameter {i}"))?;
        }
    }
    if let Some(a) = attr(RESULT_LAYOUT_ATTR) {
        let wrapped = ctx
            .attr_as_array(a)
            .filter(|e| e.len() == 1)
            .ok_or_else(|| {
                format!("{RESULT_LAYOUT_ATTR} must be `[layout]` or `[[layout, ...]]`")
            })?;
        // `[[...]]`: the elements of a tuple root, which the entry returns as its results
        // (or as one tuple, as XLA's importer without flattening makes it).
        let one_tuple =
            results.len() == 1 && matches!(ctx.type_data(results[0]), xla_ir::TypeData::Tuple(_));
        let elems: Vec<Attribute> = match ctx.attr_as_array(wrapped[0]) {
            Some(tuple) if !one_tuple => tuple.to_vec(),
            _ => vec![wrapped[0]],
        };
        if elems.len() != results.len() {
            return Err(format!(
                "{RESULT_LAYOUT_ATTR} lists {} layouts, but the entry returns {} results",
                elems.len(),
                results.len()
            ));
        }
        for (i, (&a, &t)) in elems.iter().zip(results).enumerate() {
            out.results[i] = declared(ctx, a, t, &format!("result {i}"))?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strides_and_shapes_of_layouts() {
        assert_eq!(strides(&[2, 3], &[0, 1]), [1, 2]);
        assert_eq!(strides(&[2, 3, 4], &[1, 2, 0]), [12, 1, 3]);
        assert_eq!(physical_shape(&[2, 3, 4], &[1, 2, 0]), [2, 4, 3]);
        assert_eq!(from_strides(&[2, 3, 4], &[12, 1, 3]), Some(vec![1, 2, 0]));
        assert_eq!(from_strides(&[2, 3], &[3, 1]), Some(vec![1, 0]));
        assert_eq!(from_strides(&[2, 3], &[6, 1]), None);
        assert_eq!(non_default(vec![1, 0]), None);
        assert!(check(&[0, 0], 2).unwrap_err().contains("not a permutation"));
        assert!(check(&[0, 1, 2], 2).unwrap_err().contains("rank 2"));
        assert!(check(&[0, 2], 2).is_err());
    }

    #[test]
    fn module_attributes_give_the_entry_layouts() {
        let ctx = Context::new();
        let f = ctx.f32();
        let (m, v) = (ctx.tensor_type(&[2, 3], f), ctx.tensor_type(&[4], f));
        let (col, row) = (layout_attr(&ctx, &[0, 1]), layout_attr(&ctx, &[1, 0]));
        let params = ctx.array_attr(&[col, layout_attr(&ctx, &[0])]);
        let flat = ctx.array_attr(&[ctx.array_attr(&[row, col])]);
        let lookup = |p: Attribute, r: Attribute| {
            move |n: &str| match n {
                PARAMETER_LAYOUTS_ATTR => Some(p),
                RESULT_LAYOUT_ATTR => Some(r),
                _ => None,
            }
        };
        let l = entry_layouts(&ctx, lookup(params, flat), &[m, v], &[m, m]).unwrap();
        assert_eq!(l.params, [Some(vec![0, 1]), None]);
        assert_eq!(l.results, [None, Some(vec![0, 1])]);
        // One tuple result: only default layouts inside it.
        let tuple = ctx.tuple_type(&[m, m]);
        let rows = ctx.array_attr(&[ctx.array_attr(&[row, row])]);
        let l = entry_layouts(&ctx, lookup(params, rows), &[m, v], &[tuple]).unwrap();
        assert_eq!(l.results, [None]);
        let e = entry_layouts(&ctx, lookup(params, flat), &[m, v], &[tuple]).unwrap_err();
        assert!(e.contains("layouts inside tuples are not supported"), "{e}");
        let e = entry_layouts(&ctx, lookup(params, flat), &[m], &[m, m]).unwrap_err();
        assert!(
            e.contains("lists 2 layouts, but the entry takes 1 parameters"),
            "{e}"
        );
    }

    #[test]
    fn physical_order_round_trips() {
        let t = Tensor {
            ty: xla_ir::Context::new().f32(),
            kind: ElemKind::Float(xla_ir::float::FloatKind::F32),
            shape: vec![2, 3],
            data: Buffer::F32(vec![0., 1., 2., 3., 4., 5.]),
        };
        let p = to_physical(&t, &[0, 1]);
        assert_eq!(p.shape, [3, 2]);
        assert_eq!(p.data, Buffer::F32(vec![0., 3., 1., 4., 2., 5.]));
        assert_eq!(to_logical(&p, &[2, 3], &[0, 1]), t);
        let bytes: Vec<u8> = (0u8..6).collect();
        assert_eq!(
            bytes_to_physical(&bytes, 1, &[2, 3], &[0, 1]),
            [0, 3, 1, 4, 2, 5]
        );
    }
}
