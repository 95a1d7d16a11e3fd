//! Instructions with structured attributes and no computations: gather, dot,
//! convolution, custom-call, the non-reducing collectives, rng, fft, linear algebra,
//! batch norm, infeed/outfeed and optimization barriers.

use super::emit::Attrs;
use super::{attr_offset, rebuild, Cursor, Importer, Val};
use crate::ast::Instruction;
use crate::attr_values as av;
use xla_dialect_hlo::attrs::linalg_enums::{FftType, Precision, Transpose};
use xla_dialect_hlo::attrs::rng::{RngAlgorithm, RngDistribution};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Attribute, Diag, Location};

/// The case of an enum that HLO text spells `spell(case)` (`rng_three_fry` for
/// `THREE_FRY`); anything else is an error listing the spellings.
fn hlo_case<E: Copy>(text: &str, cases: &[E], spell: impl Fn(E) -> String) -> Result<E, String> {
    let text = text.trim();
    cases
        .iter()
        .copied()
        .find(|&c| spell(c) == text)
        .ok_or_else(|| {
            let names: Vec<String> = cases.iter().map(|&c| spell(c)).collect();
            format!("'{text}' is not one of {}", names.join(", "))
        })
}

impl<'a> Importer<'a> {
    pub(super) fn import_attributed(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        operands: Vec<Val>,
        loc: Location,
    ) -> Result<Val, Diag> {
        let op = instr.opcode.as_str();
        match op {
            "gather" => {
                let fields = self.dim_fields(
                    instr,
                    &[
                        ("offset_dims", "offset_dims"),
                        ("collapsed_slice_dims", "collapsed_slice_dims"),
                        ("operand_batching_dims", "operand_batching_dims"),
                        ("start_indices_batching_dims", "start_indices_batching_dims"),
                        ("start_index_map", "start_index_map"),
                    ],
                )?;
                let mut attrs = vec![
                    (
                        "dimension_numbers",
                        self.parsed_attr(
                            &format!("#stablehlo.gather<{fields}>"),
                            instr.span.start,
                        )?,
                    ),
                    (
                        "slice_sizes",
                        self.i64_array(&self.list_attr(instr, "slice_sizes")?),
                    ),
                ];
                self.push_bool(instr, &mut attrs, "indices_are_sorted")?;
                self.plain(c, instr, hlo_ops::GatherOp::NAME, &operands, attrs, loc)
            }
            "dot" => {
                let mut parts = Vec::new();
                for (key, field) in [
                    ("lhs_batch_dims", "lhs_batching_dimensions"),
                    ("rhs_batch_dims", "rhs_batching_dimensions"),
                    ("lhs_contracting_dims", "lhs_contracting_dimensions"),
                    ("rhs_contracting_dims", "rhs_contracting_dimensions"),
                ] {
                    let values = self
                        .parsed_opt(instr, key, av::int_list)?
                        .unwrap_or_default();
                    if !values.is_empty() {
                        let items: Vec<String> = values.iter().map(i64::to_string).collect();
                        parts.push(format!("{field} = [{}]", items.join(", ")));
                    }
                }
                let dims = self.parsed_attr(
                    &format!("#stablehlo.dot<{}>", parts.join(", ")),
                    instr.span.start,
                )?;
                let mut attrs = vec![("dot_dimension_numbers", dims)];
                self.push_precision(instr, &mut attrs)?;
                self.plain(c, instr, hlo_ops::DotGeneralOp::NAME, &operands, attrs, loc)
            }
            "convolution" => {
                let attrs = self.convolution_attrs(instr)?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::ConvolutionOp::NAME,
                    &operands,
                    attrs,
                    loc,
                )
            }
            "custom-call" => self.custom_call(c, instr, &operands, loc),
            "all-gather" => {
                let mut attrs = self.collective_attrs(instr)?;
                attrs.push(("all_gather_dim", self.i64_attr(self.one_dimension(instr)?)));
                self.multi(c, instr, hlo_ops::AllGatherOp::NAME, &operands, attrs, loc)
            }
            "all-to-all" => {
                let mut attrs = self.collective_attrs(instr)?;
                let dim = self.one_dimension(instr)?;
                let groups = self.parsed(instr, "replica_groups", crate::replica_groups::parse)?;
                let count = groups.first().map_or(0, Vec::len) as i64;
                if count == 0 {
                    return Err(self.error(
                        attr_offset(instr, "replica_groups"),
                        "all-to-all needs non-empty replica groups",
                    ));
                }
                attrs.extend([
                    ("split_dimension", self.i64_attr(dim)),
                    ("concat_dimension", self.i64_attr(dim)),
                    ("split_count", self.i64_attr(count)),
                ]);
                self.multi(c, instr, hlo_ops::AllToAllOp::NAME, &operands, attrs, loc)
            }
            "collective-permute" => {
                let pairs = self.parsed(instr, "source_target_pairs", av::int_lists)?;
                if pairs.iter().any(|p| p.len() != 2) {
                    return Err(self.error(
                        attr_offset(instr, "source_target_pairs"),
                        "source_target_pairs must be pairs",
                    ));
                }
                let mut attrs = vec![("source_target_pairs", self.i64_matrix(&pairs, 2))];
                self.push_channel(instr, &mut attrs)?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::CollectivePermuteOp::NAME,
                    &operands,
                    attrs,
                    loc,
                )
            }
            "collective-broadcast" => {
                let attrs = self.collective_attrs(instr)?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::CollectiveBroadcastOp::NAME,
                    &operands,
                    attrs,
                    loc,
                )
            }
            "rng" => {
                let dist = self.parsed(instr, "distribution", |s| {
                    hlo_case(s, RngDistribution::ALL, |c| {
                        format!("rng_{}", c.name().to_ascii_lowercase())
                    })
                })?;
                let dist = dist.attr(self.ctx);
                let dims: Vec<i64> = match &instr.shape {
                    crate::ast::Shape::Array { dims, .. } => dims
                        .iter()
                        .map(|d| {
                            if let crate::ast::Dim::Static(n) = d {
                                *n
                            } else {
                                -1
                            }
                        })
                        .collect(),
                    crate::ast::Shape::Tuple(..) => {
                        return Err(self.error(instr.span.start, "rng needs an array shape"))
                    }
                };
                let shape_ty = self.ctx.tensor_type(&[dims.len() as i64], self.ctx.i64());
                let shape_value = self.i64_vector(&dims);
                let shape_op = self.emit_op(
                    c,
                    hlo_ops::ConstantOp::NAME,
                    loc,
                    vec![],
                    vec![shape_ty],
                    vec![("value", shape_value)],
                    vec![],
                );
                let mut values = self.materialize_all(c, &operands, loc);
                values.push(c.body.results(shape_op)[0]);
                let ty = self.result_type(instr)?;
                let op = self.emit_op(
                    c,
                    hlo_ops::RngOp::NAME,
                    loc,
                    values,
                    vec![ty],
                    vec![("rng_distribution", dist)],
                    vec![],
                );
                Ok(self.results_val(c, op, false))
            }
            "rng-bit-generator" => {
                let algorithm = self.parsed(instr, "algorithm", |s| {
                    hlo_case(s, RngAlgorithm::ALL, |c| {
                        format!("rng_{}", c.name().to_ascii_lowercase())
                    })
                })?;
                let attr = algorithm.attr(self.ctx);
                self.multi(
                    c,
                    instr,
                    hlo_ops::RngBitGeneratorOp::NAME,
                    &operands,
                    vec![("rng_algorithm", attr)],
                    loc,
                )
            }
            "fft" => {
                let kind = self.parsed(instr, "fft_type", |s| {
                    hlo_case(s, FftType::ALL, |c| c.name().to_string())
                })?;
                let kind = kind.attr(self.ctx);
                let length = self.i64_array(&self.list_attr(instr, "fft_length")?);
                self.plain(
                    c,
                    instr,
                    hlo_ops::FftOp::NAME,
                    &operands,
                    vec![("fft_type", kind), ("fft_length", length)],
                    loc,
                )
            }
            "cholesky" => {
                let mut attrs = Vec::new();
                self.push_bool(instr, &mut attrs, "lower")?;
                self.plain(c, instr, hlo_ops::CholeskyOp::NAME, &operands, attrs, loc)
            }
            "triangular-solve" => {
                let mut attrs = Vec::new();
                for key in ["left_side", "lower", "unit_diagonal"] {
                    attrs.push((
                        key,
                        self.bool_attr(self.parsed_opt(instr, key, av::boolean)?.unwrap_or(false)),
                    ));
                }
                // XLA's TriangularSolveOptions default.
                let transpose = self
                    .parsed_opt(instr, "transpose_a", |s| {
                        hlo_case(s, Transpose::ALL, |c| c.name().to_string())
                    })?
                    .unwrap_or(Transpose::NoTranspose);
                attrs.push(("transpose_a", transpose.attr(self.ctx)));
                self.plain(
                    c,
                    instr,
                    hlo_ops::TriangularSolveOp::NAME,
                    &operands,
                    attrs,
                    loc,
                )
            }
            "batch-norm-training" | "batch-norm-inference" | "batch-norm-grad" => {
                let epsilon = self.parsed(instr, "epsilon", |s| {
                    s.trim()
                        .parse::<f32>()
                        .map_err(|_| format!("expected a float, got '{s}'"))
                })?;
                let attrs = vec![
                    ("epsilon", self.f32_attr(epsilon)),
                    (
                        "feature_index",
                        self.i64_attr(self.int_attr(instr, "feature_index")?),
                    ),
                ];
                let name = format!("hlo.{}", op.replace('-', "_"));
                self.multi(c, instr, &name, &operands, attrs, loc)
            }
            "optimization-barrier" => {
                let values: Vec<_> = operands
                    .iter()
                    .flat_map(|v| self.leaves(c, v, loc))
                    .collect();
                let types = self.leaf_types(instr)?;
                let op = self.emit_op(
                    c,
                    hlo_ops::OptimizationBarrierOp::NAME,
                    loc,
                    values,
                    types,
                    vec![],
                    vec![],
                );
                let results = c.body.results(op).to_vec();
                Ok(rebuild(&instr.shape, &mut results.into_iter()))
            }
            "infeed" => {
                let mut attrs = Vec::new();
                if let Some(config) = self.parsed_opt(instr, "infeed_config", av::string)? {
                    attrs.push(("infeed_config", self.str_attr(&config)));
                }
                let values = self.materialize_all(c, &operands, loc);
                let types = self.leaf_types(instr)?;
                let op = self.emit_op(
                    c,
                    hlo_ops::InfeedOp::NAME,
                    loc,
                    values,
                    types,
                    attrs,
                    vec![],
                );
                let results = c.body.results(op).to_vec();
                Ok(rebuild(&instr.shape, &mut results.into_iter()))
            }
            "outfeed" => {
                let mut attrs = Vec::new();
                if let Some(config) = self.parsed_opt(instr, "outfeed_config", av::string)? {
                    attrs.push(("outfeed_config", self.str_attr(&config)));
                }
                let mut values = Vec::new();
                for v in &operands {
                    values.extend(self.leaves(c, v, loc));
                }
                let ty = self.result_type(instr)?;
                let op = self.emit_op(
                    c,
                    hlo_ops::OutfeedOp::NAME,
                    loc,
                    values,
                    vec![ty],
                    attrs,
                    vec![],
                );
                Ok(self.results_val(c, op, false))
            }
            _ => Err(self.error(instr.span.start, format!("unsupported HLO opcode '{op}'"))),
        }
    }

    /// An op whose tuple-shaped result is one result per element.
    fn multi(
        &self,
        c: &mut Cursor,
        instr: &Instruction,
        name: &str,
        operands: &[Val],
        attrs: Attrs,
        loc: Location,
    ) -> Result<Val, Diag> {
        let values = self.materialize_all(c, operands, loc);
        let types = self.top_level_types(instr)?;
        let op = self.emit_op(c, name, loc, values, types, attrs, vec![]);
        Ok(self.results_val(c, op, instr.shape.tuple_elements().is_some()))
    }

    fn push_channel(&self, instr: &Instruction, attrs: &mut Attrs) -> Result<(), Diag> {
        if let Some(id) = self.parsed_opt(instr, "channel_id", av::int)? {
            let handle = self.parsed_attr(
                &format!("#stablehlo.channel_handle<handle = {id}, type = 1>"),
                attr_offset(instr, "channel_id"),
            )?;
            attrs.push(("channel_handle", handle));
        }
        Ok(())
    }

    /// `operand_precision={default,high}` as `precision_config`.
    fn push_precision(&self, instr: &Instruction, attrs: &mut Attrs) -> Result<(), Diag> {
        let Some(attr) = instr.attr("operand_precision") else {
            return Ok(());
        };
        let inner = attr
            .value
            .trim()
            .trim_start_matches('{')
            .trim_end_matches('}');
        let mut items = Vec::new();
        for p in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let case =
                hlo_case(p, Precision::ALL, |c| c.name().to_ascii_lowercase()).map_err(|m| {
                    self.error(attr.span.start, format!("invalid operand_precision: {m}"))
                })?;
            items.push(case.attr(self.ctx));
        }
        if !items.is_empty() {
            attrs.push(("precision_config", self.ctx.array_attr(&items)));
        }
        Ok(())
    }

    fn convolution_attrs(&self, instr: &Instruction) -> Result<Attrs, Diag> {
        let labels = self.parsed(instr, "dim_labels", av::conv_dim_labels)?;
        let mut attrs = Vec::new();
        let w = self
            .parsed_opt(instr, "window", av::window)?
            .unwrap_or_default();
        let ones = |v: &[i64]| v.iter().all(|&x| x == 1);
        if !ones(&w.stride) {
            attrs.push(("window_strides", self.i64_array(&w.stride)));
        }
        if w.pad.iter().any(|&p| p != (0, 0)) {
            attrs.push(("padding", self.padding_attr(&w.pad)));
        }
        if !ones(&w.lhs_dilate) {
            attrs.push(("lhs_dilation", self.i64_array(&w.lhs_dilate)));
        }
        if !ones(&w.rhs_dilate) {
            attrs.push(("rhs_dilation", self.i64_array(&w.rhs_dilate)));
        }
        if w.reversal.iter().any(|&r| r) {
            let items: Vec<&str> = w
                .reversal
                .iter()
                .map(|&r| if r { "true" } else { "false" })
                .collect();
            attrs.push((
                "window_reversal",
                self.parsed_attr(
                    &format!("array<i1: {}>", items.join(", ")),
                    attr_offset(instr, "window"),
                )?,
            ));
        }
        attrs.push((
            "dimension_numbers",
            self.parsed_attr(
                &format!("#stablehlo.conv<{labels}>"),
                attr_offset(instr, "dim_labels"),
            )?,
        ));
        let group = |key: &str| -> Result<i64, Diag> {
            Ok(self.parsed_opt(instr, key, av::int)?.unwrap_or(1))
        };
        attrs.push((
            "feature_group_count",
            self.i64_attr(group("feature_group_count")?),
        ));
        attrs.push((
            "batch_group_count",
            self.i64_attr(group("batch_group_count")?),
        ));
        self.push_precision(instr, &mut attrs)?;
        Ok(attrs)
    }

    fn custom_call(
        &mut self,
        c: &mut Cursor,
        instr: &Instruction,
        operands: &[Val],
        loc: Location,
    ) -> Result<Val, Diag> {
        let target = self.parsed(instr, "custom_call_target", av::string)?;
        let mut attrs: Attrs = vec![("call_target_name", self.str_attr(&target))];
        if self.parsed_opt(instr, "custom_call_has_side_effect", av::boolean)? == Some(true) {
            attrs.push(("has_side_effect", self.bool_attr(true)));
        }
        if let Some(config) = instr.attr("backend_config") {
            // A typed-FFI dictionary when it is MLIR syntax; otherwise (a string, or XLA's
            // JSON) the text itself.
            let braced = config.value.trim_start().starts_with('{');
            let value: Attribute = match braced
                .then(|| self.ctx.parse_attr_str(&config.value).ok())
                .flatten()
            {
                Some(dict) => dict,
                None if braced => self.str_attr(&config.value),
                None => self.str_attr(
                    &av::string(&config.value).map_err(|m| self.error(config.span.start, m))?,
                ),
            };
            attrs.push(("backend_config", value));
        }
        if let Some(version) = self.parsed_opt(instr, "api_version", |s| match s.trim() {
            "API_VERSION_ORIGINAL" => Ok(1),
            "API_VERSION_STATUS_RETURNING" => Ok(2),
            "API_VERSION_STATUS_RETURNING_UNIFIED" => Ok(3),
            "API_VERSION_TYPED_FFI" => Ok(4),
            other => Err(format!("unknown api_version '{other}'")),
        })? {
            attrs.push(("api_version", self.i32_attr(version)));
        }
        if let Some(called) = self.parsed_opt(instr, "called_computations", av::computation_list)? {
            let offset = attr_offset(instr, "called_computations");
            let refs = called
                .iter()
                .map(|name| Ok(self.ctx.symbol_ref(&self.function_symbol(name, offset)?)))
                .collect::<Result<Vec<_>, Diag>>()?;
            if !refs.is_empty() {
                attrs.push(("called_computations", self.ctx.array_attr(&refs)));
            }
        }
        self.multi(c, instr, hlo_ops::CustomCallOp::NAME, operands, attrs, loc)
    }
}
