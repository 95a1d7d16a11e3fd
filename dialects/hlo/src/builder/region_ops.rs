//! Ops with computations (reduce, map, sort, while, conditional) and tuples.

use super::{HloBuilder, OpSpec, Results, XlaComputation, XlaOp};
use crate::ops::reduce::{reduced_shape, DIMENSIONS as REDUCE_DIMENSIONS};
use crate::ops::sort_map::{DIMENSION as SORT_DIMENSION, DIMENSIONS as MAP_DIMENSIONS, IS_STABLE};
use crate::ops::tuple::INDEX;
use crate::regions::{inputs_and_init_values, returned_types};
use crate::verify_util::{elem_of, required_i64_array, shape_of};
use xla_ir::{OpRef, Type, TypeData};

/// StableHLO's reduce inference: the inputs' shape without the reduced dimensions
/// (`reduced_shape`), with the computation's accumulator element types.
fn infer_reduce(op: OpRef<'_>) -> Result<Vec<Type>, String> {
    let ctx = op.ctx;
    let (inputs, _) = inputs_and_init_values(op);
    let dims = required_i64_array(op, REDUCE_DIMENSIONS).map_err(|d| d.message)?;
    let kept = reduced_shape(op, &inputs, &dims).map_err(|d| d.message)?;
    let accumulators = returned_types(op, 0).unwrap_or_default();
    if accumulators.len() != inputs.len() {
        return Err(format!(
            "the computation returns {} values for {} inputs",
            accumulators.len(),
            inputs.len()
        ));
    }
    Ok(accumulators
        .iter()
        .map(|&a| ctx.tensor_type(&kept, elem_of(ctx, a)))
        .collect())
}

impl<'c> HloBuilder<'c> {
    /// XLA's `Reduce(operand, init_value, computation, dimensions_to_reduce)`.
    pub fn reduce(
        &mut self,
        operand: XlaOp,
        init_value: XlaOp,
        computation: &XlaComputation,
        dimensions: &[i64],
    ) -> XlaOp {
        let r = self.reduce_variadic(&[operand], &[init_value], computation, dimensions);
        r.into_iter().next().unwrap_or_else(|| self.placeholder())
    }

    /// Variadic `Reduce(operands, init_values, computation, dimensions_to_reduce)`.
    pub fn reduce_variadic(
        &mut self,
        operands: &[XlaOp],
        init_values: &[XlaOp],
        computation: &XlaComputation,
        dimensions: &[i64],
    ) -> Vec<XlaOp> {
        let all: Vec<XlaOp> = operands.iter().chain(init_values).copied().collect();
        let dims = self.ctx.dense_i64_array(dimensions);
        let spec = OpSpec::new(
            "reduce",
            &all,
            Results::InferMany(operands.len(), infer_reduce),
        )
        .attr(REDUCE_DIMENSIONS, dims)
        .region(computation);
        self.emit(spec)
    }

    /// XLA's `Map(operands, computation, dimensions)`: the computation on scalars, applied
    /// per element; the result has the operands' shape and the computation's element type.
    pub fn map(
        &mut self,
        operands: &[XlaOp],
        computation: &XlaComputation,
        dimensions: &[i64],
    ) -> XlaOp {
        let ctx = self.ctx;
        let (Some(first), Some(&ret)) = (operands.first(), computation.result_types.first()) else {
            return self.reject(
                "map",
                operands,
                "map needs operands and a computation returning a value".to_string(),
            );
        };
        let result = ctx.tensor_type(shape_of(ctx, first.ty), elem_of(ctx, ret));
        let dims = ctx.dense_i64_array(dimensions);
        self.emit1(
            OpSpec::new("map", operands, Results::Known(vec![result]))
                .attr(MAP_DIMENSIONS, dims)
                .region(computation),
        )
    }

    /// XLA's `Sort(operands, comparator, dimension, is_stable)`.
    pub fn sort(
        &mut self,
        operands: &[XlaOp],
        comparator: &XlaComputation,
        dimension: i64,
        is_stable: bool,
    ) -> Vec<XlaOp> {
        let ctx = self.ctx;
        let types = operands.iter().map(|o| o.ty).collect();
        let spec = OpSpec::new("sort", operands, Results::Known(types))
            .attr(SORT_DIMENSION, ctx.i64_attr(dimension))
            .attr(IS_STABLE, ctx.bool_attr(is_stable))
            .region(comparator);
        self.emit(spec)
    }

    /// XLA's `While(condition, body, init)` with the loop state as separate values.
    pub fn while_loop(
        &mut self,
        condition: &XlaComputation,
        body: &XlaComputation,
        init: &[XlaOp],
    ) -> Vec<XlaOp> {
        let types = init.iter().map(|o| o.ty).collect();
        self.emit(
            OpSpec::new("while", init, Results::Known(types))
                .region(condition)
                .region(body),
        )
    }

    /// XLA's `Conditional(pred, true_operand, true_computation, false_operand,
    /// false_computation)`: `hlo.if`, each branch's parameters bound to its operands.
    pub fn conditional(
        &mut self,
        pred: XlaOp,
        true_operands: &[XlaOp],
        true_computation: &XlaComputation,
        false_operands: &[XlaOp],
        false_computation: &XlaComputation,
    ) -> Vec<XlaOp> {
        let types = true_computation.result_types.clone();
        let spec = OpSpec::new("if", std::slice::from_ref(&pred), Results::Known(types))
            .inlined_region(true_computation, true_operands.to_vec())
            .inlined_region(false_computation, false_operands.to_vec());
        self.emit(spec)
    }

    /// XLA's indexed `Conditional(branch_index, branch_computations, branch_operands)`:
    /// `hlo.case`.
    pub fn case(&mut self, index: XlaOp, branches: &[(&XlaComputation, &[XlaOp])]) -> Vec<XlaOp> {
        let types = branches
            .first()
            .map(|(c, _)| c.result_types.clone())
            .unwrap_or_default();
        let mut spec = OpSpec::new("case", std::slice::from_ref(&index), Results::Known(types));
        for (c, args) in branches {
            spec = spec.inlined_region(c, args.to_vec());
        }
        self.emit(spec)
    }

    /// XLA's `Tuple(elements)`.
    pub fn tuple(&mut self, elements: &[XlaOp]) -> XlaOp {
        let types: Vec<Type> = elements.iter().map(|o| o.ty).collect();
        let result = self.ctx.tuple_type(&types);
        self.emit1(OpSpec::new("tuple", elements, Results::Known(vec![result])))
    }

    /// XLA's `GetTupleElement(tuple, index)`.
    pub fn get_tuple_element(&mut self, tuple: XlaOp, index: i64) -> XlaOp {
        let ctx = self.ctx;
        let element = match ctx.type_data(tuple.ty) {
            TypeData::Tuple(elems) => usize::try_from(index)
                .ok()
                .and_then(|i| elems.get(i).copied()),
            _ => None,
        };
        let Some(element) = element else {
            let msg = format!(
                "index {index} is out of range of {}",
                crate::display::type_str(ctx, tuple.ty)
            );
            return self.reject("get_tuple_element", &[tuple], msg);
        };
        let spec = OpSpec::new(
            "get_tuple_element",
            std::slice::from_ref(&tuple),
            Results::Known(vec![element]),
        )
        .attr(
            INDEX,
            ctx.integer_attr(ctx.integer_type(32), i128::from(index)),
        );
        self.emit1(spec)
    }
}
