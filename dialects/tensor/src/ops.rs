//! The tensor ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`tensor_ops::ExtractOp::NAME`, `op.isa::<ExtractOp>()`). The op
//! definitions (syntax, verifiers) are in `basic`, `reshape` and `slices`; xla-dialects
//! checks both agree.

xla_ir::declare_ops! {
    /// Every declared tensor op.
    all: ALL;

    /// `tensor.empty`: empty tensor operation.
    pub struct EmptyOp = "tensor.empty" {
        summary: "empty tensor operation",
        operands: [dynamic_sizes: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `tensor.extract`: element extraction operation.
    pub struct ExtractOp = "tensor.extract" {
        summary: "element extraction operation",
        operands: [tensor: Single, indices: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `tensor.insert`: element insertion operation.
    pub struct InsertOp = "tensor.insert" {
        summary: "element insertion operation",
        operands: [scalar: Single, dest: Single, indices: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `tensor.cast`: tensor cast operation.
    pub struct CastOp = "tensor.cast" {
        summary: "tensor cast operation",
        operands: [source: Single],
        results: [dest: Single],
        traits: [PURE],
    }
    /// `tensor.dim`: dimension index operation.
    pub struct DimOp = "tensor.dim" {
        summary: "dimension index operation",
        operands: [source: Single, index: Single],
        results: [result: Single],
        traits: [NO_MEMORY_EFFECT],
    }
    /// `tensor.from_elements`: tensor from elements operation.
    pub struct FromElementsOp = "tensor.from_elements" {
        summary: "tensor from elements operation.",
        operands: [elements: Variadic],
        results: [result: Single],
        traits: [PURE],
    }
    /// `tensor.generate`: Creates a dynamically sized tensor from elements.
    pub struct GenerateOp = "tensor.generate" {
        summary: "Creates a dynamically sized tensor from elements",
        operands: [dynamic_extents: Variadic],
        results: [result: Single],
        regions: [body: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `tensor.concat`: tensor concatenation operation.
    pub struct ConcatOp = "tensor.concat" {
        summary: "tensor concatenation operation",
        operands: [inputs: OneOrMore],
        results: [result: Single],
        attributes: [dim = "dim": required Integer],
        traits: [PURE],
    }
    /// `tensor.yield`: Yield a value from a region.
    pub struct YieldOp = "tensor.yield" {
        summary: "Yield a value from a region",
        operands: [value: Single],
        traits: [TERMINATOR, RETURN_LIKE, PURE],
    }
    /// `tensor.extract_slice`: extract slice operation.
    pub struct ExtractSliceOp = "tensor.extract_slice" {
        summary: "extract slice operation",
        operands: [source: Single, offsets: Variadic, sizes: Variadic, strides: Variadic],
        results: [result: Single],
        attributes: [static_offsets = "static_offsets": required DenseArray, static_sizes = "static_sizes": required DenseArray, static_strides = "static_strides": required DenseArray],
        traits: [PURE],
    }
    /// `tensor.insert_slice`: insert_slice operation.
    pub struct InsertSliceOp = "tensor.insert_slice" {
        summary: "insert_slice operation",
        operands: [source: Single, dest: Single, offsets: Variadic, sizes: Variadic, strides: Variadic],
        results: [result: Single],
        attributes: [static_offsets = "static_offsets": required DenseArray, static_sizes = "static_sizes": required DenseArray, static_strides = "static_strides": required DenseArray],
        traits: [PURE],
    }
    /// `tensor.pad`: tensor pad operation.
    pub struct PadOp = "tensor.pad" {
        summary: "tensor pad operation",
        operands: [source: Single, low: Variadic, high: Variadic],
        results: [result: Single],
        attributes: [nofold = "nofold": optional Unit, static_high = "static_high": required DenseArray, static_low = "static_low": required DenseArray],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `tensor.collapse_shape`: operation to produce a tensor with a smaller rank.
    pub struct CollapseShapeOp = "tensor.collapse_shape" {
        summary: "operation to produce a tensor with a smaller rank",
        operands: [src: Single],
        results: [result: Single],
        attributes: [reassociation = "reassociation": required Array],
        traits: [PURE],
    }
    /// `tensor.expand_shape`: operation to produce a tensor with a higher rank.
    pub struct ExpandShapeOp = "tensor.expand_shape" {
        summary: "operation to produce a tensor with a higher rank",
        operands: [src: Single, output_shape: Variadic],
        results: [result: Single],
        attributes: [reassociation = "reassociation": required Array, static_output_shape = "static_output_shape": required DenseArray],
        traits: [PURE],
    }
}
