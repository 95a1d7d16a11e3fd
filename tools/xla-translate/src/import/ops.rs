//! One HLO instruction -> hlo ops: the dispatch, element-wise ops and shape ops.

use super::emit::Attrs;
use super::{attr_offset, Cursor, Importer, Val};
use crate::ast::Instruction;
use crate::attr_values as av;
use crate::types::shape_type;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Diag, Location, Type, ValueId};

/// HLO opcodes that are one hlo op with the same operands and no attributes.
const PLAIN: &[(&str, &str)] = &[
    ("abs", "abs"),
    ("cbrt", "cbrt"),
    ("ceil", "ceil"),
    ("count-leading-zeros", "count_leading_zeros"),
    ("cosine", "cosine"),
    ("erf", "erf"),
    ("exponential", "exponential"),
    ("exponential-minus-one", "exponential_minus_one"),
    ("floor", "floor"),
    ("imag", "imag"),
    ("is-finite", "is_finite"),
    ("log", "log"),
    ("log-plus-one", "log_plus_one"),
    ("logistic", "logistic"),
    ("negate", "negate"),
    ("not", "not"),
    ("popcnt", "popcnt"),
    ("real", "real"),
    ("round-nearest-afz", "round_nearest_afz"),
    ("round-nearest-even", "round_nearest_even"),
    ("rsqrt", "rsqrt"),
    ("sign", "sign"),
    ("sine", "sine"),
    ("sqrt", "sqrt"),
    ("tan", "tan"),
    ("tanh", "tanh"),
    ("add", "add"),
    ("subtract", "subtract"),
    ("multiply", "multiply"),
    ("divide", "divide"),
    ("power", "power"),
    ("remainder", "remainder"),
    ("maximum", "maximum"),
    ("minimum", "minimum"),
    ("and", "and"),
    ("or", "or"),
    ("xor", "xor"),
    ("shift-left", "shift_left"),
    ("shift-right-arithmetic", "shift_right_arithmetic"),
    ("shift-right-logical", "shift_right_logical"),
    ("atan2", "atan2"),
    ("complex", "complex"),
    ("select", "select"),
    ("clamp", "clamp"),
    ("convert", "convert"),
    ("bitcast-convert", "bitcast_convert"),
    ("reshape", "reshape"),
    ("dynamic-reshape", "dynamic_reshape"),
    ("dynamic-update-slice", "dynamic_update_slice"),
    ("after-all", "after_all"),
    ("replica-id", "replica_id"),
    ("partition-id", "partition_id"),
    ("set-dimension-size", "set_dimension_size"),
];

impl<'a> Importer<'a> {
    pub(super) fn import_instruction(
        &mut self,
        c: &mut Cursor,
        instr: &'a Instruction,
        operands: Vec<Val>,
        params: &[Val],
    ) -> Result<Val, Diag> {
        let loc = self.instr_loc(instr);
        let op = instr.opcode.as_str();
        if let Some((_, name)) = PLAIN.iter().find(|(hlo, _)| *hlo == op) {
            return self.plain(c, instr, &format!("hlo.{name}"), &operands, vec![], loc);
        }
        match op {
            "parameter" => {
                let n = instr.parameter_number.and_then(|n| usize::try_from(n).ok());
                n.and_then(|n| params.get(n))
                    .cloned()
                    .ok_or_else(|| self.error(instr.span.start, "parameter number out of range"))
            }
            "constant" => self.constant(c, instr, loc),
            "tuple" => Ok(Val::Tuple(operands)),
            "get-tuple-element" => {
                let index = self.int_attr(instr, "index")?;
                let tuple = self.operand(instr, &operands, 0)?;
                self.tuple_element(c, &tuple, index, loc, attr_offset(instr, "index"))
            }
            // Layout and sharding annotations: the value itself.
            "copy" | "domain" | "add-dependency" | "copy-start" | "copy-done" => {
                self.operand(instr, &operands, 0)
            }
            "bitcast" => self.plain(c, instr, hlo_ops::ReshapeOp::NAME, &operands, vec![], loc),
            "compare" => self.compare(c, instr, &operands, loc),
            "broadcast" => {
                let dims = self.list_attr(instr, "dimensions")?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::BroadcastInDimOp::NAME,
                    &operands,
                    vec![("broadcast_dimensions", self.i64_array(&dims))],
                    loc,
                )
            }
            "transpose" => {
                let dims = self.list_attr(instr, "dimensions")?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::TransposeOp::NAME,
                    &operands,
                    vec![("permutation", self.i64_array(&dims))],
                    loc,
                )
            }
            "reverse" => {
                let dims = self.list_attr(instr, "dimensions")?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::ReverseOp::NAME,
                    &operands,
                    vec![("dimensions", self.i64_array(&dims))],
                    loc,
                )
            }
            "concatenate" => {
                let dim = self.single_dimension(instr)?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::ConcatenateOp::NAME,
                    &operands,
                    vec![("dimension", self.i64_attr(dim))],
                    loc,
                )
            }
            "slice" => {
                let slices = self.parsed(instr, "slice", av::slices)?;
                let attrs = vec![
                    (
                        "start_indices",
                        self.i64_array(&slices.iter().map(|s| s.start).collect::<Vec<_>>()),
                    ),
                    (
                        "limit_indices",
                        self.i64_array(&slices.iter().map(|s| s.limit).collect::<Vec<_>>()),
                    ),
                    (
                        "strides",
                        self.i64_array(&slices.iter().map(|s| s.stride).collect::<Vec<_>>()),
                    ),
                ];
                self.plain(c, instr, hlo_ops::SliceOp::NAME, &operands, attrs, loc)
            }
            "dynamic-slice" => {
                let sizes = self.list_attr(instr, "dynamic_slice_sizes")?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::DynamicSliceOp::NAME,
                    &operands,
                    vec![("slice_sizes", self.i64_array(&sizes))],
                    loc,
                )
            }
            "pad" => {
                let pads = self.parsed(instr, "padding", av::padding)?;
                let attrs = vec![
                    (
                        "edge_padding_low",
                        self.i64_array(&pads.iter().map(|p| p.low).collect::<Vec<_>>()),
                    ),
                    (
                        "edge_padding_high",
                        self.i64_array(&pads.iter().map(|p| p.high).collect::<Vec<_>>()),
                    ),
                    (
                        "interior_padding",
                        self.i64_array(&pads.iter().map(|p| p.interior).collect::<Vec<_>>()),
                    ),
                ];
                self.plain(c, instr, hlo_ops::PadOp::NAME, &operands, attrs, loc)
            }
            "iota" => {
                let dim = self.int_attr(instr, "iota_dimension")?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::IotaOp::NAME,
                    &operands,
                    vec![("iota_dimension", self.i64_attr(dim))],
                    loc,
                )
            }
            "reduce-precision" => {
                let attrs = vec![
                    (
                        "exponent_bits",
                        self.i32_attr(self.int_attr(instr, "exponent_bits")?),
                    ),
                    (
                        "mantissa_bits",
                        self.i32_attr(self.int_attr(instr, "mantissa_bits")?),
                    ),
                ];
                self.plain(
                    c,
                    instr,
                    hlo_ops::ReducePrecisionOp::NAME,
                    &operands,
                    attrs,
                    loc,
                )
            }
            "get-dimension-size" => {
                let dim = self.single_dimension(instr)?;
                self.plain(
                    c,
                    instr,
                    hlo_ops::GetDimensionSizeOp::NAME,
                    &operands,
                    vec![("dimension", self.i64_attr(dim))],
                    loc,
                )
            }
            _ => self.import_structured(c, instr, operands, loc),
        }
    }

    /// Operand `i` of the instruction.
    pub fn operand(&self, instr: &Instruction, operands: &[Val], i: usize) -> Result<Val, Diag> {
        operands.get(i).cloned().ok_or_else(|| {
            self.error(
                instr.span.start,
                format!("'{}' expects at least {} operands", instr.opcode, i + 1),
            )
        })
    }

    /// The instruction's result type (a tuple type for tuple shapes).
    pub fn result_type(&self, instr: &Instruction) -> Result<Type, Diag> {
        shape_type(self.ctx, &instr.shape).map_err(|m| self.error(instr.shape.span().start, m))
    }

    /// The types of the top-level elements of the instruction's shape.
    pub fn top_level_types(&self, instr: &Instruction) -> Result<Vec<Type>, Diag> {
        crate::types::top_level(&instr.shape)
            .into_iter()
            .map(|s| shape_type(self.ctx, s).map_err(|m| self.error(s.span().start, m)))
            .collect()
    }

    /// One op with the instruction's operands (materialized) and its single result.
    pub fn plain(
        &self,
        c: &mut Cursor,
        instr: &Instruction,
        name: &str,
        operands: &[Val],
        attrs: Attrs,
        loc: Location,
    ) -> Result<Val, Diag> {
        let values: Vec<ValueId> = operands
            .iter()
            .map(|v| self.materialize(c, v, loc))
            .collect();
        let ty = self.result_type(instr)?;
        let op = self.emit_op(c, name, loc, values, vec![ty], attrs, vec![]);
        Ok(self.results_val(c, op, false))
    }

    /// An attribute value interpreted by `f`, with located errors.
    pub fn parsed<T>(
        &self,
        instr: &Instruction,
        key: &str,
        f: impl Fn(&str) -> Result<T, String>,
    ) -> Result<T, Diag> {
        let attr = instr.attr(key).ok_or_else(|| {
            self.error(
                instr.span.start,
                format!("'{}' needs the attribute '{key}'", instr.opcode),
            )
        })?;
        f(&attr.value).map_err(|m| self.error(attr.span.start, format!("invalid {key}: {m}")))
    }

    /// An optional attribute interpreted by `f`.
    pub fn parsed_opt<T>(
        &self,
        instr: &Instruction,
        key: &str,
        f: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, Diag> {
        match instr.attr(key) {
            Some(_) => self.parsed(instr, key, f).map(Some),
            None => Ok(None),
        }
    }

    pub fn list_attr(&self, instr: &Instruction, key: &str) -> Result<Vec<i64>, Diag> {
        self.parsed(instr, key, av::int_list)
    }
    pub fn int_attr(&self, instr: &Instruction, key: &str) -> Result<i64, Diag> {
        self.parsed(instr, key, av::int)
    }

    /// `dimensions={d}` holding exactly one dimension.
    fn single_dimension(&self, instr: &Instruction) -> Result<i64, Diag> {
        match self.list_attr(instr, "dimensions")?.as_slice() {
            [d] => Ok(*d),
            _ => Err(self.error(
                attr_offset(instr, "dimensions"),
                "expected exactly one dimension",
            )),
        }
    }

    fn constant(&self, c: &mut Cursor, instr: &Instruction, loc: Location) -> Result<Val, Diag> {
        let ty = self.result_type(instr)?;
        let literal = instr
            .literal
            .as_ref()
            .ok_or_else(|| self.error(instr.span.start, "constant needs a literal"))?;
        let value = crate::literal::dense_attr(self.ctx, literal, ty)
            .map_err(|(m, off)| self.error(off, m))?;
        let op = self.emit_op(
            c,
            hlo_ops::ConstantOp::NAME,
            loc,
            vec![],
            vec![ty],
            vec![("value", value)],
            vec![],
        );
        Ok(self.results_val(c, op, false))
    }

    /// `compare(a, b), direction=LT(, type=TOTALORDER)`; without `type`, XLA's default for
    /// the element type (FLOAT, SIGNED or UNSIGNED).
    fn compare(
        &self,
        c: &mut Cursor,
        instr: &Instruction,
        operands: &[Val],
        loc: Location,
    ) -> Result<Val, Diag> {
        let direction = self.parsed(instr, "direction", |s| {
            let s = s.trim();
            ["EQ", "NE", "GE", "GT", "LE", "LT"]
                .contains(&s)
                .then(|| s.to_string())
                .ok_or_else(|| format!("unknown direction '{s}'"))
        })?;
        let direction = self.parsed_attr(
            &format!("#stablehlo<comparison_direction {direction}>"),
            attr_offset(instr, "direction"),
        )?;
        let lhs = self.operand(instr, operands, 0)?;
        let lhs = self.materialize(c, &lhs, loc);
        let elem = self.ctx.element_type(c.body.value_type(lhs));
        let kind = match self.parsed_opt(instr, "type", |s| Ok(s.trim().to_string()))? {
            Some(t) => t,
            None if self.ctx.float_kind(elem).is_some()
                || matches!(self.ctx.type_data(elem), xla_ir::TypeData::Complex(_)) =>
            {
                "FLOAT".into()
            }
            None if xla_dialect_hlo::types::is_unsigned(self.ctx, elem)
                || elem == self.ctx.i1() =>
            {
                "UNSIGNED".into()
            }
            None => "SIGNED".into(),
        };
        let kind = self.parsed_attr(
            &format!("#stablehlo<comparison_type {kind}>"),
            attr_offset(instr, "type"),
        )?;
        let attrs = vec![("comparison_direction", direction), ("compare_type", kind)];
        self.plain(c, instr, hlo_ops::CompareOp::NAME, operands, attrs, loc)
    }
}
