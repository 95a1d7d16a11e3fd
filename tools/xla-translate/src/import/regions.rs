//! Instructions with computations: reduce, reduce-window, select-and-scatter, scatter,
//! sort, map, while, conditional, call/fusion and the reducing collectives.

use super::emit::Attrs;
use super::{attr_offset, rebuild, Cursor, Flatten, Importer, Params, Val};
use crate::ast::Instruction;
use crate::attr_values as av;
use xla_dialect_func::ops as func_ops;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Diag, Location, ValueId};

impl<'a> Importer<'a> {
    pub(super) fn import_structured(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        operands: Vec<Val>,
        loc: Location,
    ) -> Result<Val, Diag> {
        match instr.opcode.as_str() {
            "reduce" => {
                let attrs = vec![(
                    "dimensions",
                    self.i64_array(&self.list_attr(instr, "dimensions")?),
                )];
                self.with_body(
                    c,
                    instr,
                    hlo_ops::ReduceOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            "reduce-window" => {
                let w = self.parsed(instr, "window", av::window)?;
                let mut attrs = vec![("window_dimensions", self.i64_array(&w.size))];
                let ones = |v: &[i64]| v.iter().all(|&x| x == 1);
                if !ones(&w.stride) {
                    attrs.push(("window_strides", self.i64_array(&w.stride)));
                }
                if !ones(&w.lhs_dilate) {
                    attrs.push(("base_dilations", self.i64_array(&w.lhs_dilate)));
                }
                if !ones(&w.rhs_dilate) {
                    attrs.push(("window_dilations", self.i64_array(&w.rhs_dilate)));
                }
                if w.pad.iter().any(|&p| p != (0, 0)) {
                    attrs.push(("padding", self.padding_attr(&w.pad)));
                }
                self.with_body(
                    c,
                    instr,
                    hlo_ops::ReduceWindowOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            "select-and-scatter" => {
                let w = self.parsed(instr, "window", av::window)?;
                let mut attrs = vec![
                    ("window_dimensions", self.i64_array(&w.size)),
                    ("window_strides", self.i64_array(&w.stride)),
                ];
                if w.pad.iter().any(|&p| p != (0, 0)) {
                    attrs.push(("padding", self.padding_attr(&w.pad)));
                }
                let values = self.materialize_all(c, &operands, loc);
                let select = self.named_region(c, instr, "select")?;
                let scatter = self.named_region(c, instr, "scatter")?;
                let ty = self.result_type(instr)?;
                let op = self.emit_op(
                    c,
                    hlo_ops::SelectAndScatterOp::NAME,
                    loc,
                    values,
                    vec![ty],
                    attrs,
                    vec![select, scatter],
                );
                Ok(self.results_val(c, op, false))
            }
            "scatter" => {
                let dims = format!(
                    "#stablehlo.scatter<{}>",
                    self.dim_fields(
                        instr,
                        &[
                            ("update_window_dims", "update_window_dims"),
                            ("inserted_window_dims", "inserted_window_dims"),
                            ("input_batching_dims", "input_batching_dims"),
                            (
                                "scatter_indices_batching_dims",
                                "scatter_indices_batching_dims"
                            ),
                            (
                                "scatter_dims_to_operand_dims",
                                "scatter_dims_to_operand_dims"
                            ),
                        ]
                    )?
                );
                let mut attrs = vec![(
                    "scatter_dimension_numbers",
                    self.parsed_attr(&dims, instr.span.start)?,
                )];
                self.push_bool(instr, &mut attrs, "indices_are_sorted")?;
                self.push_bool(instr, &mut attrs, "unique_indices")?;
                self.with_body(
                    c,
                    instr,
                    hlo_ops::ScatterOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            "sort" => {
                let dim = match self.list_attr(instr, "dimensions")?.as_slice() {
                    [d] => *d,
                    _ => {
                        return Err(self.error(
                            attr_offset(instr, "dimensions"),
                            "expected exactly one dimension",
                        ))
                    }
                };
                let mut attrs = vec![("dimension", self.i64_attr(dim))];
                self.push_bool(instr, &mut attrs, "is_stable")?;
                self.with_body(
                    c,
                    instr,
                    hlo_ops::SortOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            "map" => {
                let dims = match self.parsed_opt(instr, "dimensions", av::int_list)? {
                    Some(d) => d,
                    None => (0..self.rank(instr)).collect(),
                };
                let attrs = vec![("dimensions", self.i64_array(&dims))];
                self.with_body(c, instr, hlo_ops::MapOp::NAME, &operands, attrs, "to_apply")
            }
            "while" => self.while_loop(c, instr, &operands, loc),
            "conditional" => self.conditional(c, instr, &operands, loc),
            "call" | "fusion" => {
                let key = if instr.opcode == "call" {
                    "to_apply"
                } else {
                    "calls"
                };
                let callee = self.parsed(instr, key, |s| Ok(av::computation(s)))?;
                let symbol = self.function_symbol(&callee, attr_offset(instr, key))?;
                let values = self.materialize_all(c, &operands, loc);
                let types = self.top_level_types(instr)?;
                let callee = self.ctx.symbol_ref(&symbol);
                let (name, attrs) = match self.parsed_opt(instr, "is_composite", av::boolean)? {
                    Some(true) => (
                        hlo_ops::CompositeOp::NAME,
                        self.composite_attrs(instr, callee)?,
                    ),
                    _ => (func_ops::CallOp::NAME, vec![("callee", callee)]),
                };
                let op = self.emit_op(c, name, loc, values, types, attrs, vec![]);
                Ok(self.results_val(c, op, instr.shape.tuple_elements().is_some()))
            }
            "all-reduce" => {
                let attrs = self.collective_attrs(instr)?;
                self.with_body(
                    c,
                    instr,
                    hlo_ops::AllReduceOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            "reduce-scatter" => {
                let mut attrs = self.collective_attrs(instr)?;
                attrs.push((
                    "scatter_dimension",
                    self.i64_attr(self.one_dimension(instr)?),
                ));
                self.with_body(
                    c,
                    instr,
                    hlo_ops::ReduceScatterOp::NAME,
                    &operands,
                    attrs,
                    "to_apply",
                )
            }
            _ => self.import_attributed(c, instr, operands, loc),
        }
    }

    /// A composite call's `frontend_attributes={composite.name="..", composite.attributes={..},
    /// composite.version="1"}` as `hlo.composite`'s properties.
    fn composite_attrs(
        &self,
        instr: &Instruction,
        decomposition: xla_ir::Attribute,
    ) -> Result<Attrs, Diag> {
        let offset = attr_offset(instr, "frontend_attributes");
        let fields = self.parsed(instr, "frontend_attributes", av::dictionary)?;
        let field = |key: &str| {
            fields
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let name = field("composite.name")
            .ok_or_else(|| self.error(offset, "a composite call needs composite.name"))?;
        let name = av::string(name).map_err(|m| self.error(offset, m))?;
        let mut attrs = vec![
            ("name", self.str_attr(&name)),
            ("decomposition", decomposition),
        ];
        if let Some(dict) = field("composite.attributes") {
            attrs.push(("composite_attributes", self.parsed_attr(dict, offset)?));
        }
        if let Some(version) = field("composite.version") {
            let version = av::string(version)
                .and_then(|v| av::int(&v))
                .map_err(|m| self.error(offset, m))?;
            attrs.push(("version", self.i32_attr(version)));
        }
        Ok(attrs)
    }

    pub fn materialize_all(&self, c: &mut Cursor, operands: &[Val], loc: Location) -> Vec<ValueId> {
        operands
            .iter()
            .map(|v| self.materialize(c, v, loc))
            .collect()
    }

    /// An op with one region from computation attribute `key`, whose parameters are block
    /// arguments; tuple-shaped instructions give one result per element.
    fn with_body(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        name: &str,
        operands: &[Val],
        attrs: Attrs,
        key: &str,
    ) -> Result<Val, Diag> {
        let loc = self.instr_loc(instr);
        let values = self.materialize_all(c, operands, loc);
        let region = self.named_region(c, instr, key)?;
        let types = self.top_level_types(instr)?;
        let op = self.emit_op(c, name, loc, values, types, attrs, vec![region]);
        Ok(self.results_val(c, op, instr.shape.tuple_elements().is_some()))
    }

    fn named_region(
        &mut self,
        c: &mut Cursor,
        instr: &Instruction,
        key: &str,
    ) -> Result<xla_ir::RegionId, Diag> {
        let attr = instr.attr(key).ok_or_else(|| {
            self.error(
                instr.span.start,
                format!("'{}' needs the attribute '{key}'", instr.opcode),
            )
        })?;
        self.region(
            c,
            &attr.value,
            attr.span.start,
            Params::BlockArgs,
            Flatten::TopLevel,
        )
    }

    /// `while(init), condition=%c, body=%b`: the loop state's tuple leaves are the
    /// operands, block arguments and results.
    fn while_loop(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        operands: &[Val],
        loc: Location,
    ) -> Result<Val, Diag> {
        let init = self.operand(instr, operands, 0)?;
        let values = self.leaves(c, &init, loc);
        let (cond_attr, body_attr) = match (instr.attr("condition"), instr.attr("body")) {
            (Some(cnd), Some(b)) => (cnd, b),
            _ => return Err(self.error(instr.span.start, "while needs 'condition' and 'body'")),
        };
        let cond = self.region(
            c,
            &cond_attr.value,
            cond_attr.span.start,
            Params::BlockArgs,
            Flatten::TopLevel,
        )?;
        let body = self.region(
            c,
            &body_attr.value,
            body_attr.span.start,
            Params::BlockArgs,
            Flatten::Leaves,
        )?;
        let types = self.leaf_types(instr)?;
        let op = self.emit_op(
            c,
            hlo_ops::WhileOp::NAME,
            loc,
            values,
            types,
            vec![],
            vec![cond, body],
        );
        let results = c.body.results(op).to_vec();
        Ok(rebuild(&instr.shape, &mut results.into_iter()))
    }

    /// `conditional(pred, t, f), true_computation=, false_computation=` -> `hlo.if`;
    /// `conditional(index, ops...), branch_computations={...}` -> `hlo.case`. Branch
    /// parameters are bound to the operands (the regions capture them).
    fn conditional(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        operands: &[Val],
        loc: Location,
    ) -> Result<Val, Diag> {
        let selector = self.operand(instr, operands, 0)?;
        let selector = self.materialize(c, &selector, loc);
        let (name, branches): (&str, Vec<(String, usize)>) = match (
            instr.attr("true_computation"),
            instr.attr("false_computation"),
        ) {
            (Some(t), Some(f)) => (
                hlo_ops::IfOp::NAME,
                vec![
                    (t.value.clone(), t.span.start),
                    (f.value.clone(), f.span.start),
                ],
            ),
            _ => {
                let attr = instr.attr("branch_computations").ok_or_else(|| {
                    self.error(instr.span.start, "conditional needs branch computations")
                })?;
                let names = av::computation_list(&attr.value)
                    .map_err(|m| self.error(attr.span.start, m))?;
                (
                    hlo_ops::CaseOp::NAME,
                    names.into_iter().map(|n| (n, attr.span.start)).collect(),
                )
            }
        };
        if operands.len() != branches.len() + 1 {
            return Err(self.error(
                instr.span.start,
                format!(
                    "conditional with {} branches needs {} operands",
                    branches.len(),
                    branches.len() + 1
                ),
            ));
        }
        let mut regions = Vec::new();
        for (i, (branch, offset)) in branches.iter().enumerate() {
            let arg = operands[i + 1].clone();
            regions.push(self.region(
                c,
                branch,
                *offset,
                Params::Bound(vec![arg]),
                Flatten::Leaves,
            )?);
        }
        let types = self.leaf_types(instr)?;
        let op = self.emit_op(c, name, loc, vec![selector], types, vec![], regions);
        let results = c.body.results(op).to_vec();
        Ok(rebuild(&instr.shape, &mut results.into_iter()))
    }

    pub fn leaf_types(&self, instr: &Instruction) -> Result<Vec<xla_ir::Type>, Diag> {
        crate::types::leaves(&instr.shape)
            .into_iter()
            .map(|s| {
                crate::types::shape_type(self.ctx, s).map_err(|m| self.error(s.span().start, m))
            })
            .collect()
    }

    pub fn rank(&self, instr: &Instruction) -> i64 {
        match &instr.shape {
            crate::ast::Shape::Array { dims, .. } => dims.len() as i64,
            crate::ast::Shape::Tuple(..) => 0,
        }
    }

    /// `[[lo, hi], ...]` as `dense<...> : tensor<Nx2xi64>`.
    pub fn padding_attr(&self, pad: &[(i64, i64)]) -> xla_ir::Attribute {
        let rows: Vec<Vec<i64>> = pad.iter().map(|&(l, h)| vec![l, h]).collect();
        self.i64_matrix(&rows, 2)
    }

    /// Adds `key = true/false` when the instruction has it.
    pub fn push_bool(
        &self,
        instr: &Instruction,
        attrs: &mut Attrs,
        key: &'static str,
    ) -> Result<(), Diag> {
        if let Some(b) = self.parsed_opt(instr, key, av::boolean)? {
            attrs.push((key, self.bool_attr(b)));
        }
        Ok(())
    }

    /// `field = [..]` entries of a dimension-numbers attribute, from the instruction's
    /// list attributes (`(hlo key, stablehlo field)`; empty lists are left out), then
    /// `index_vector_dim`.
    pub fn dim_fields(&self, instr: &Instruction, fields: &[(&str, &str)]) -> Result<String, Diag> {
        let mut parts = Vec::new();
        for &(key, field) in fields {
            let values = self
                .parsed_opt(instr, key, av::int_list)?
                .unwrap_or_default();
            if !values.is_empty() {
                let items: Vec<String> = values.iter().map(i64::to_string).collect();
                parts.push(format!("{field} = [{}]", items.join(", ")));
            }
        }
        let ivd = self.int_attr(instr, "index_vector_dim")?;
        parts.push(format!("index_vector_dim = {ivd}"));
        Ok(parts.join(", "))
    }

    /// `dimensions={d}` of a collective.
    pub fn one_dimension(&self, instr: &Instruction) -> Result<i64, Diag> {
        match self.list_attr(instr, "dimensions")?.as_slice() {
            [d] => Ok(*d),
            _ => Err(self.error(
                attr_offset(instr, "dimensions"),
                "expected exactly one dimension",
            )),
        }
    }

    /// `replica_groups`, `channel_id`, `use_global_device_ids` of a collective.
    pub fn collective_attrs(&self, instr: &Instruction) -> Result<Attrs, Diag> {
        let groups = self
            .parsed_opt(instr, "replica_groups", crate::replica_groups::parse)?
            .unwrap_or_default();
        let width = groups.iter().map(Vec::len).max().unwrap_or(0);
        if groups.iter().any(|g| g.len() != width) {
            return Err(self.error(
                attr_offset(instr, "replica_groups"),
                "replica groups of different sizes are not supported",
            ));
        }
        let mut attrs = vec![("replica_groups", self.i64_matrix(&groups, width))];
        if let Some(id) = self.parsed_opt(instr, "channel_id", av::int)? {
            let handle = self.parsed_attr(
                &format!("#stablehlo.channel_handle<handle = {id}, type = 1>"),
                attr_offset(instr, "channel_id"),
            )?;
            attrs.push(("channel_handle", handle));
        }
        if self.parsed_opt(instr, "use_global_device_ids", av::boolean)? == Some(true) {
            attrs.push(("use_global_device_ids", self.ctx.unit_attr()));
        }
        Ok(attrs)
    }
}
