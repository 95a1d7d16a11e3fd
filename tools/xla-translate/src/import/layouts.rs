//! The entry computation's layouts as the module attributes XLA's HLO -> MHLO importer writes
//! (`mhlo.xla_entry_computation_parameter_layouts`, `mhlo.xla_entry_computation_result_layout`;
//! docs/layouts.md). `entry_computation_layout={...}` in the header wins over the layouts
//! of the parameter and root instructions, as in XLA's parser. The layouts of other
//! instructions are checked and dropped: XLA's layout assignment chooses them.

use super::Importer;
use crate::ast::{Computation, HloModule, Shape};
use xla_ir::{Attribute, Diag, Module};
use xla_values::layout::{self, PARAMETER_LAYOUTS_ATTR, RESULT_LAYOUT_ATTR};

impl Importer<'_> {
    /// Sets the layout attributes of the entry on module `m` (none when every layout is the
    /// default one); errors are located at the offending layout.
    pub(super) fn import_entry_layouts(
        &self,
        hlo: &HloModule,
        entry: &Computation,
        params: &[&Shape],
        root: &Shape,
        m: &mut Module,
    ) -> Result<(), Diag> {
        for c in &hlo.computations {
            for instr in &c.instructions {
                self.check_layouts(&instr.shape)?;
            }
        }
        let header = hlo
            .attrs
            .iter()
            .find(|a| a.key == "entry_computation_layout");
        let (params, root): (Vec<Shape>, Shape) = match header {
            Some(a) => {
                let (ps, r) = crate::parse::parse_program_shape(&a.value, a.span.start)
                    .map_err(|e| self.error(e.offset, e.message))?;
                if ps.len() != params.len() {
                    return Err(self.error(
                        a.span.start,
                        format!(
                            "entry_computation_layout has {} parameters, but the entry computation '{}' has {}",
                            ps.len(),
                            entry.name,
                            params.len()
                        ),
                    ));
                }
                (ps, r)
            }
            None => (params.iter().map(|&s| s.clone()).collect(), root.clone()),
        };
        for s in params.iter().chain([&root]) {
            self.check_layouts(s)?;
        }
        let ctx = self.ctx;
        let data = m.top.op_mut(m.op);
        if params.iter().any(has_custom_layout) {
            let attrs: Vec<Attribute> = params.iter().map(|s| self.layout_attr(s)).collect();
            data.attrs
                .set_str(ctx, PARAMETER_LAYOUTS_ATTR, ctx.array_attr(&attrs));
        }
        if has_custom_layout(&root) {
            let attr = self.layout_attr(&root);
            data.attrs
                .set_str(ctx, RESULT_LAYOUT_ATTR, ctx.array_attr(&[attr]));
        }
        Ok(())
    }

    /// Checks every layout written in `shape` against the rank of its array.
    fn check_layouts(&self, shape: &Shape) -> Result<(), Diag> {
        match shape {
            Shape::Tuple(elems, _) => elems.iter().try_for_each(|e| self.check_layouts(e)),
            Shape::Array {
                dims,
                layout: Some(l),
                ..
            } => layout::check(&l.minor_to_major, dims.len())
                .map_err(|m| self.error(l.span.start, m)),
            Shape::Array { .. } => Ok(()),
        }
    }

    /// `dense<[minor_to_major]> : tensor<Nxindex>` for an array (the default layout when none
    /// is written), an array of them for a tuple.
    fn layout_attr(&self, shape: &Shape) -> Attribute {
        match shape {
            Shape::Tuple(elems, _) => {
                let attrs: Vec<Attribute> = elems.iter().map(|e| self.layout_attr(e)).collect();
                self.ctx.array_attr(&attrs)
            }
            Shape::Array { dims, layout, .. } => {
                let m2m = layout.as_ref().map_or_else(
                    || layout::default_layout(dims.len()),
                    |l| l.minor_to_major.clone(),
                );
                layout::layout_attr(self.ctx, &m2m)
            }
        }
    }
}

/// Whether some array in `shape` has a layout other than the default one.
fn has_custom_layout(shape: &Shape) -> bool {
    match shape {
        Shape::Tuple(elems, _) => elems.iter().any(has_custom_layout),
        Shape::Array { layout, .. } => layout
            .as_ref()
            .is_some_and(|l| layout::non_default(l.minor_to_major.clone()).is_some()),
    }
}
