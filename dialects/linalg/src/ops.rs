//! The linalg ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`linalg_ops::GenericOp::NAME`, `op.isa::<FillOp>()`, `gen.outputs()`). The
//! op definitions (syntax, verifiers) are in `generic`, `named`, `mapping` and `index_yield`;
//! xla-dialects checks both agree. [`StructuredOpKind`] is the one list of structured ops.

xla_ir::declare_ops! {
    /// Every declared linalg op.
    all: ALL;

    /// `linalg.generic`: a loop nest described by indexing maps and iterator types.
    pub struct GenericOp = "linalg.generic" {
        summary: "Generic Linalg op form where the key properties of the computation are specified as attributes.",
        operands: [inputs: Variadic, outputs: Variadic],
        results: [result_tensors: Variadic],
        attributes: [
            doc = "doc": optional String,
            indexing_maps = "indexing_maps": required Array,
            iterator_types = "iterator_types": required Array,
            library_call = "library_call": optional String,
        ],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.fill`: fills the outputs with a scalar.
    pub struct FillOp = "linalg.fill" {
        summary: "Fills the output tensor with the given value.",
        operands: [inputs: Variadic, outputs: Variadic],
        results: [result_tensors: Variadic],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.copy`: element-wise copy with a conversion.
    pub struct CopyOp = "linalg.copy" {
        summary: "Copies the tensor or memref from the input to the output.",
        operands: [inputs: Variadic, outputs: Variadic],
        results: [result_tensors: Variadic],
        attributes: [cast_kind = "cast": optional Enum],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.matmul`: `C += A * B`.
    pub struct MatmulOp = "linalg.matmul" {
        summary: "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.",
        operands: [inputs: Variadic, outputs: Variadic],
        results: [result_tensors: Variadic],
        attributes: [
            cast_kind = "cast": optional Enum,
            indexing_maps = "indexing_maps": optional Array,
        ],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.batch_matmul`: `C[b] += A[b] * B[b]`.
    pub struct BatchMatmulOp = "linalg.batch_matmul" {
        summary: "Performs a batched matrix multiplication of two 3D inputs.",
        operands: [inputs: Variadic, outputs: Variadic],
        results: [result_tensors: Variadic],
        attributes: [
            cast_kind = "cast": optional Enum,
            indexing_maps = "indexing_maps": optional Array,
        ],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.transpose`: permutes the input's dimensions (one input in verified IR).
    pub struct TransposeOp = "linalg.transpose" {
        summary: "Transpose operator",
        operands: [inputs: Variadic, init: Single],
        results: [result: Variadic],
        attributes: [permutation = "permutation": required DenseArray],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.broadcast`: adds dimensions to the input (one input in verified IR).
    pub struct BroadcastOp = "linalg.broadcast" {
        summary: "Static broadcast operator",
        operands: [inputs: Variadic, init: Single],
        results: [result: Variadic],
        attributes: [dimensions = "dimensions": required DenseArray],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.reduce`: as many inits as inputs (upstream's `SameVariadicOperandSize`).
    pub struct ReduceOp = "linalg.reduce" {
        summary: "Reduce operator",
        operands: [inputs: OneOrMore, inits: Variadic],
        results: [results: Variadic],
        attributes: [dimensions = "dimensions": required DenseArray],
        regions: [combiner: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.map`: applies its region element-wise.
    pub struct MapOp = "linalg.map" {
        summary: "Elementwise operations",
        operands: [inputs: Variadic, init: Single],
        results: [result: Variadic],
        regions: [mapper: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `linalg.index`: the index of a loop of the enclosing structured op.
    pub struct IndexOp = "linalg.index" {
        summary: "linalg index operation",
        results: [result: Single],
        attributes: [dim = "dim": required Integer],
        traits: [PURE],
    }
    /// `linalg.yield`: the terminator giving the new output elements.
    pub struct YieldOp = "linalg.yield" {
        summary: "Linalg yield operation",
        operands: [values: Variadic],
        traits: [TERMINATOR, PURE, RETURN_LIKE],
    }
}

xla_ir::declare_op_kinds! {
    /// The structured ops (LinalgStructuredInterface): every linalg op but `index` and
    /// `yield`, each the `linalg.generic` it stands for.
    pub enum StructuredOpKind {
        Generic = GenericOp,
        Fill = FillOp,
        Copy = CopyOp,
        Matmul = MatmulOp,
        BatchMatmul = BatchMatmulOp,
        Transpose = TransposeOp,
        Broadcast = BroadcastOp,
        Reduce = ReduceOp,
        Map = MapOp,
    }
}
