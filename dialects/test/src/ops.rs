//! The test ops as typed declarations: the names, operands, results, attributes, regions and
//! traits consumers use (`test_ops::ConstantOp::NAME`, `op.isa::<ConstantOp>()`). The op
//! definitions (constraints, syntax, interfaces) are in `trait_ops`, `control_ops`,
//! `region_ops` and `interface_ops`; xla-dialects checks both agree. The groups carry
//! upstream's names (mlir/test/lib/Dialect/Test/TestOps.td) where it names them.

xla_ir::declare_ops! {
    /// Every declared test op.
    all: ALL;

    /// `test.same_operand_and_result_type`: upstream `SameOperandAndResultTypeOp`.
    pub struct SameOperandAndResultTypeOp = "test.same_operand_and_result_type" {
        summary: "SameOperandsAndResultType over variadic operands and results of any type",
        operands: [operands: Variadic],
        results: [results: Variadic],
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `test.same_operand_element_type`: upstream `SameOperandElementTypeOp`.
    pub struct SameOperandElementTypeOp = "test.same_operand_element_type" {
        summary: "SameOperandsElementType over two operands of any type, one result",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [SAME_OPERANDS_ELEMENT_TYPE],
    }
    /// `test.same_operand_and_result_element_type`: upstream `SameOperandAndResultElementTypeOp`.
    pub struct SameOperandAndResultElementTypeOp = "test.same_operand_and_result_element_type" {
        summary: "SameOperandsAndResultElementType over variadic operands and results of any type",
        operands: [operands: Variadic],
        results: [results: Variadic],
        traits: [SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE],
    }
    /// `test.same_operand_shape`: upstream `SameOperandShapeOp`.
    pub struct SameOperandShapeOp = "test.same_operand_shape" {
        summary: "SameOperandsShape over variadic shaped operands, no results",
        operands: [operands: Variadic],
        traits: [SAME_OPERANDS_SHAPE],
    }
    /// `test.same_operand_and_result_shape`: upstream `SameOperandAndResultShapeOp`.
    pub struct SameOperandAndResultShapeOp = "test.same_operand_and_result_shape" {
        summary: "SameOperandsAndResultShape over variadic shaped operands and results",
        operands: [operands: Variadic],
        results: [results: Variadic],
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE],
    }
    /// `test.elementwise_mappable`: upstream `ElementwiseMappableOp`.
    pub struct ElementwiseMappableOp = "test.elementwise_mappable" {
        summary: "ElementwiseMappable (Elementwise, Scalarizable, Vectorizable, Tensorizable)",
        operands: [operands: Variadic],
        results: [results: Variadic],
        traits: [ELEMENTWISE, SCALARIZABLE],
    }
    /// `test.broadcastable`: upstream `BroadcastableOp`.
    pub struct BroadcastableOp = "test.broadcastable" {
        summary: "ResultsBroadcastableShape over variadic tensor operands and one tensor result",
        operands: [operands: Variadic],
        results: [result: Single],
        traits: [BROADCASTABLE],
    }
    /// `test.op_commutative`: upstream `TestCommutativeOp`.
    pub struct CommutativeOp = "test.op_commutative" {
        summary: "Commutative over four i32 operands",
        operands: [op1: Single, op2: Single, op3: Single, op4: Single],
        results: [result: Single],
        traits: [COMMUTATIVE],
    }
    /// `test.op_commutative2`: upstream `TestCommutative2Op`.
    pub struct Commutative2Op = "test.op_commutative2" {
        summary: "Commutative over two i32 operands",
        operands: [op1: Single, op2: Single],
        results: [result: Single],
        traits: [COMMUTATIVE],
    }
    /// `test.always_speculatable_op`: upstream `PureOp`.
    pub struct AlwaysSpeculatableOp = "test.always_speculatable_op" {
        summary: "A Pure op (no memory effects, always speculatable) producing an i32",
        results: [result: Single],
        traits: [PURE],
    }
    /// `test.constant`: a constant of any type.
    pub struct ConstantOp = "test.constant" {
        summary: "ConstantLike: a constant of any type holding attribute `value`",
        results: [result: Single],
        attributes: [value = "value": required Any],
        traits: [CONSTANT_LIKE, PURE],
    }
    /// `test.finish`: upstream `TerminatorOp`.
    pub struct FinishOp = "test.finish" {
        summary: "A terminator without operands",
        traits: [TERMINATOR],
    }
    /// `test.return`: upstream `TestReturnOp`.
    pub struct ReturnOp = "test.return" {
        summary: "A Pure, ReturnLike terminator with variadic operands of any type",
        operands: [operands: Variadic],
        traits: [PURE, RETURN_LIKE, TERMINATOR],
    }
    /// `test.symbol`: upstream `SymbolOp`.
    pub struct SymbolOp = "test.symbol" {
        summary: "operation which defines a new symbol",
        attributes: [
            sym_name = "sym_name": required String,
            sym_visibility = "sym_visibility": optional String,
        ],
        traits: [SYMBOL],
    }
    /// `test.symbol_table_region`: upstream `SymbolTableRegionOp`.
    pub struct SymbolTableRegionOp = "test.symbol_table_region" {
        summary: "operation which defines a new symbol table without a restriction on a terminator",
        regions: [region: Single],
        traits: [SYMBOL_TABLE],
    }
    /// `test.isolated_region`: upstream `IsolatedRegionOp`.
    pub struct IsolatedRegionOp = "test.isolated_region" {
        summary: "isolated region operation",
        operands: [index: Single],
        regions: [region: Single],
        traits: [ISOLATED_FROM_ABOVE],
    }
    /// `test.graph_region`: upstream `GraphRegionOp`.
    pub struct GraphRegionOp = "test.graph_region" {
        summary: "operation with a graph region",
        regions: [region: Single],
    }
    /// `test.isolated_graph_region`: upstream `IsolatedGraphRegionOp`.
    pub struct IsolatedGraphRegionOp = "test.isolated_graph_region" {
        summary: "isolated from above operation with a graph region",
        regions: [region: Single],
        traits: [ISOLATED_FROM_ABOVE],
    }
    /// `test.single_no_terminator_op`: upstream `SingleNoTerminatorOp`.
    pub struct SingleNoTerminatorOp = "test.single_no_terminator_op" {
        summary: "A single-block graph region whose block needs no terminator",
        regions: [my_region: Single],
        traits: [NO_TERMINATOR, SINGLE_BLOCK],
    }
    /// `test.br`: upstream `TestBranchOp`.
    pub struct BranchOp = "test.br" {
        summary: "A branch forwarding its operands to its only successor",
        operands: [target_operands: Variadic],
        successors: [target: Single],
        traits: [TERMINATOR],
    }
    /// `test.conversion_call_op`: upstream `ConversionCallOp`.
    pub struct ConversionCallOp = "test.conversion_call_op" {
        summary: "A call of the function its `callee` names",
        operands: [arg_operands: Variadic],
        results: [results: Variadic],
        attributes: [callee = "callee": required Symbol],
    }
    /// `test.conversion_func_op`: upstream `ConversionFuncOp`.
    pub struct ConversionFuncOp = "test.conversion_func_op" {
        summary: "A function",
        attributes: [
            sym_name = "sym_name": required String,
            function_type = "function_type": required Type,
            sym_visibility = "sym_visibility": optional String,
        ],
        regions: [body: Single],
        traits: [ISOLATED_FROM_ABOVE, SYMBOL],
    }
    /// `test.op_with_memread`: upstream `TestOpWithMemRead`.
    pub struct OpWithMemReadOp = "test.op_with_memread" {
        summary: "An op that reads memory",
        results: [result: Single],
    }
    /// `test.op_with_memwrite`: upstream `TestOpWithMemWrite`.
    pub struct OpWithMemWriteOp = "test.op_with_memwrite" {
        summary: "An op that writes memory",
    }
}
