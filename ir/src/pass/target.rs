//! The op a pass manager runs on, and a read-only view of it for printing and verifying.
//!
//! Nested ops are handed out as disjoint `&mut OpData` (so siblings can run in parallel),
//! which cannot be printed or verified in place: the printer and verifier want a body and an
//! op id. [`Target::with_view`] moves the op's isolated body into a one-op scratch body for
//! the duration of the call (O(1): the body is boxed) and moves it back afterwards.

use crate::context::Context;
use crate::ir::{Body, OpData, OpId, OpRegions, OperationState};
use crate::registry::OpName;
use crate::types::Type;

pub(super) enum Target<'a> {
    /// An op reachable through its owning body (the module op in `Module::top`).
    InBody { body: &'a mut Body, id: OpId },
    /// An isolated op handed out by `Body::ops_mut`, with its operand and result types read
    /// beforehand from the parent body (which is borrowed by the other siblings).
    Detached {
        data: &'a mut OpData,
        operand_types: Vec<Type>,
        result_types: Vec<Type>,
    },
    /// An op found from the top-level body through the ops whose isolated bodies hold it
    /// (`path` ends with the op itself): slower to reach, but the whole module stays
    /// printable (`--mlir-print-ir-module-scope`, which runs on one thread).
    Path { top: &'a mut Body, path: Vec<OpId> },
}

/// The body holding the last op of `path` (each earlier op's isolated body holds the next).
fn body_at<'b>(top: &'b mut Body, path: &[OpId]) -> &'b mut Body {
    let mut body = top;
    for &id in &path[..path.len().saturating_sub(1)] {
        body = match body.op_mut(id).isolated_body_mut() {
            Some(inner) => inner,
            None => unreachable!("a pass target path goes through isolated ops only"),
        };
    }
    body
}

impl Target<'_> {
    pub(super) fn data(&mut self) -> &mut OpData {
        match self {
            Target::InBody { body, id } => body.op_mut(*id),
            Target::Detached { data, .. } => data,
            Target::Path { top, path } => {
                let id = *path.last().expect("a path names its op");
                body_at(top, path).op_mut(id)
            }
        }
    }

    pub(super) fn name(&mut self) -> OpName {
        self.data().name
    }

    /// True for an op nested in another: IR dumps of nested ops use local scope, as
    /// mlir-opt's do.
    pub(super) fn is_nested(&self) -> bool {
        match self {
            Target::InBody { .. } => false,
            Target::Detached { .. } => true,
            Target::Path { path, .. } => path.len() > 1,
        }
    }

    /// The op `id` of this target's isolated body, as a path target.
    pub(super) fn child(&mut self, id: OpId) -> Option<Target<'_>> {
        let Target::Path { top, path } = self else {
            return None;
        };
        let mut path = path.clone();
        path.push(id);
        Some(Target::Path { top, path })
    }

    /// Calls `f` with the top-level body and op (the module) holding this op.
    /// The names of the ops from the top-level op down to this one (a `Path` target; other
    /// targets know only their own op).
    pub(super) fn op_path_names(&mut self, ctx: &Context) -> Vec<String> {
        match self {
            Target::Path { top, path } => (1..=path.len())
                .map(|n| {
                    let id = path[n - 1];
                    ctx.op_name_str(body_at(top, &path[..n]).op(id).name)
                        .to_owned()
                })
                .collect(),
            other => vec![ctx.op_name_str(other.name()).to_owned()],
        }
    }

    pub(super) fn with_top<R>(&mut self, ctx: &Context, f: impl FnOnce(&Body, OpId) -> R) -> R {
        match self {
            Target::Path { top, path } => f(top, path[0]),
            other => other.with_view(ctx, f),
        }
    }

    /// Calls `f` with a body and op id that show this op with its current contents.
    pub(super) fn with_view<R>(&mut self, ctx: &Context, f: impl FnOnce(&Body, OpId) -> R) -> R {
        match self {
            Target::InBody { body, id } => f(body, *id),
            Target::Path { top, path } => {
                let id = *path.last().expect("a path names its op");
                f(body_at(top, path), id)
            }
            Target::Detached {
                data,
                operand_types,
                result_types,
            } => {
                let inner = match &mut data.regions {
                    OpRegions::Isolated(b) => std::mem::take(&mut **b),
                    OpRegions::Local(_) => Body::new(),
                };
                let mut scratch = Body::with_root_regions(1);
                let block = scratch.create_block();
                if let Some(&r) = scratch.root_regions().first() {
                    scratch.append_block(r, block);
                }
                // Operands defined outside the op print and verify as arguments of the scratch block.
                let operands: Vec<_> = operand_types
                    .iter()
                    .map(|&t| scratch.add_block_arg(block, t, None))
                    .collect();
                let mut state = OperationState {
                    name: data.name,
                    loc: data.loc,
                    operands,
                    result_types: result_types.clone(),
                    props: data.props.clone(),
                    attrs: data.attrs.clone(),
                    regions: Vec::new(),
                    isolated: Some(Box::new(inner)),
                    successors: Vec::new(),
                };
                if !matches!(data.regions, OpRegions::Isolated(_)) {
                    state.isolated = None;
                }
                let id = scratch.create_op(ctx, state);
                scratch.append_op(block, id);
                let result = f(&scratch, id);
                if let (OpRegions::Isolated(dst), Some(src)) =
                    (&mut data.regions, scratch.op_mut(id).isolated_body_mut())
                {
                    std::mem::swap(&mut **dst, src);
                }
                result
            }
        }
    }
}
