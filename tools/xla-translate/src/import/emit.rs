//! Building ops and attributes, and moving between tuples and their elements.

use super::{Cursor, Importer, Val};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{
    AttrData, Attribute, Diag, Location, OpId, OperationState, RegionId, Type, TypeData, ValueId,
};

/// `(name, value)` pairs set on a new op (as properties where the op declares them).
pub type Attrs = Vec<(&'static str, Attribute)>;

impl Importer<'_> {
    /// Appends a new op `name` to the cursor's block.
    #[allow(clippy::too_many_arguments)] // one parameter per OperationState field
    pub fn emit_op(
        &self,
        c: &mut Cursor,
        name: &str,
        loc: Location,
        operands: Vec<ValueId>,
        result_types: Vec<Type>,
        attrs: Attrs,
        regions: Vec<RegionId>,
    ) -> OpId {
        let mut state = OperationState::new(self.ctx, name, loc);
        state.operands = operands;
        state.result_types = result_types;
        for (k, v) in attrs {
            state.set_attr(self.ctx, k, v);
        }
        state.regions = regions;
        let op = c.body.create_op(self.ctx, state);
        c.body.append_op(c.block, op);
        op
    }

    /// The op's results as a value: one result, or a tuple of them.
    pub fn results_val(&self, c: &Cursor, op: OpId, as_tuple: bool) -> Val {
        let results = c.body.results(op);
        match (as_tuple, results) {
            (false, [r]) => Val::One(*r),
            _ => Val::Tuple(results.iter().map(|&r| Val::One(r)).collect()),
        }
    }

    /// One SSA value for `v`, building `hlo.tuple`s for kept-apart tuples.
    pub fn materialize(&self, c: &mut Cursor, v: &Val, loc: Location) -> ValueId {
        match v {
            Val::One(v) => *v,
            Val::Tuple(elems) => {
                let values: Vec<ValueId> =
                    elems.iter().map(|e| self.materialize(c, e, loc)).collect();
                let types: Vec<Type> = values.iter().map(|&v| c.body.value_type(v)).collect();
                let ty = self.ctx.tuple_type(&types);
                let op = self.emit_op(
                    c,
                    hlo_ops::TupleOp::NAME,
                    loc,
                    values,
                    vec![ty],
                    vec![],
                    vec![],
                );
                c.body.results(op)[0]
            }
        }
    }

    /// The element types of a tuple type.
    fn tuple_types(&self, t: Type) -> Option<Vec<Type>> {
        match self.ctx.type_data(t) {
            TypeData::Tuple(elems) => Some(elems.to_vec()),
            _ => None,
        }
    }

    /// Element `i` of a tuple value (`hlo.get_tuple_element` of a materialized tuple).
    pub fn tuple_element(
        &self,
        c: &mut Cursor,
        v: &Val,
        i: i64,
        loc: Location,
        offset: usize,
    ) -> Result<Val, Diag> {
        let out_of_range = |n: usize| {
            self.error(
                offset,
                format!("tuple index {i} is out of range for a tuple of {n} elements"),
            )
        };
        match v {
            Val::Tuple(elems) => usize::try_from(i)
                .ok()
                .and_then(|i| elems.get(i))
                .cloned()
                .ok_or_else(|| out_of_range(elems.len())),
            Val::One(value) => {
                let Some(types) = self.tuple_types(c.body.value_type(*value)) else {
                    return Err(self.error(offset, "get-tuple-element of a non-tuple value"));
                };
                let ty = usize::try_from(i)
                    .ok()
                    .and_then(|i| types.get(i))
                    .copied()
                    .ok_or_else(|| out_of_range(types.len()))?;
                let index = self.ctx.integer_attr(self.ctx.i32(), i as i128);
                let op = self.emit_op(
                    c,
                    hlo_ops::GetTupleElementOp::NAME,
                    loc,
                    vec![*value],
                    vec![ty],
                    vec![("index", index)],
                    vec![],
                );
                Ok(Val::One(c.body.results(op)[0]))
            }
        }
    }

    /// The elements of a tuple (one value for a non-tuple), each materialized.
    pub fn top_level(&self, c: &mut Cursor, v: &Val, loc: Location) -> Vec<ValueId> {
        match v {
            Val::Tuple(elems) => elems.iter().map(|e| self.materialize(c, e, loc)).collect(),
            Val::One(value) => match self.tuple_types(c.body.value_type(*value)) {
                Some(types) => {
                    let mut out = Vec::with_capacity(types.len());
                    for i in 0..types.len() {
                        if let Ok(e) = self.tuple_element(c, v, i as i64, loc, 0) {
                            out.push(self.materialize(c, &e, loc));
                        }
                    }
                    out
                }
                None => vec![*value],
            },
        }
    }

    /// Every non-tuple value inside `v`, depth first.
    pub fn leaves(&self, c: &mut Cursor, v: &Val, loc: Location) -> Vec<ValueId> {
        match v {
            Val::Tuple(elems) => elems.iter().flat_map(|e| self.leaves(c, e, loc)).collect(),
            Val::One(value) => match self.tuple_types(c.body.value_type(*value)) {
                Some(types) => {
                    let mut out = Vec::new();
                    for i in 0..types.len() {
                        if let Ok(e) = self.tuple_element(c, v, i as i64, loc, 0) {
                            out.extend(self.leaves(c, &e, loc));
                        }
                    }
                    out
                }
                None => vec![*value],
            },
        }
    }

    // ---- attributes ----

    pub fn i64_array(&self, values: &[i64]) -> Attribute {
        self.ctx.dense_i64_array(values)
    }
    pub fn i64_attr(&self, v: i64) -> Attribute {
        self.ctx.i64_attr(v)
    }
    pub fn i32_attr(&self, v: i64) -> Attribute {
        self.ctx.integer_attr(self.ctx.i32(), v as i128)
    }
    pub fn bool_attr(&self, v: bool) -> Attribute {
        self.ctx.bool_attr(v)
    }
    pub fn str_attr(&self, s: &str) -> Attribute {
        self.ctx.string_attr(s)
    }
    pub fn f32_attr(&self, v: f32) -> Attribute {
        self.ctx
            .float_attr_bits(self.ctx.f32(), u64::from(v.to_bits()))
    }

    /// An attribute in MLIR syntax (`#stablehlo.gather<...>`), built by the dialect that
    /// owns it; `offset` locates the HLO attribute it came from.
    pub fn parsed_attr(&self, text: &str, offset: usize) -> Result<Attribute, Diag> {
        self.ctx
            .parse_attr_str(text)
            .map_err(|d| self.error(offset, format!("cannot import as `{text}`: {}", d.message)))
    }

    /// `dense<[[a, b], ...]> : tensor<RxCxi64>`.
    pub fn i64_matrix(&self, rows: &[Vec<i64>], cols: usize) -> Attribute {
        let ty = self
            .ctx
            .tensor_type(&[rows.len() as i64, cols as i64], self.ctx.i64());
        let mut data: Vec<u8> = rows
            .iter()
            .flat_map(|r| r.iter().flat_map(|v| v.to_le_bytes()))
            .collect();
        let splat = data.len() >= 8 && data.chunks_exact(8).all(|c| c == &data[..8]);
        if splat {
            data.truncate(8);
        }
        self.ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: data.into(),
            splat,
        })
    }

    /// `dense<[...]> : tensor<Nxi64>`.
    pub fn i64_vector(&self, values: &[i64]) -> Attribute {
        let ty = self.ctx.tensor_type(&[values.len() as i64], self.ctx.i64());
        let mut data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let splat = data.len() >= 8 && data.chunks_exact(8).all(|c| c == &data[..8]);
        if splat {
            data.truncate(8);
        }
        self.ctx.intern_attr(AttrData::DenseElements {
            ty,
            data: data.into(),
            splat,
        })
    }
}
