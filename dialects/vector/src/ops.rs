//! The vector ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`vector_ops::LoadOp::NAME`, `load.base()`, `store.value_to_store()`). The op
//! definitions (syntax, verifiers) are in the crate root; xla-dialects checks both agree.

xla_ir::declare_ops! {
    /// Every declared vector op.
    all: ALL;

    /// `vector.load`: a 1-D vector from the innermost dimension of a memref.
    pub struct LoadOp = "vector.load" {
        summary: "reads an n-D slice of memory into an n-D vector",
        operands: [base: Single, indices: Variadic],
        results: [result: Single],
        attributes: [
            nontemporal = "nontemporal": optional Bool,
            alignment = "alignment": optional Integer,
        ],
    }
    /// `vector.store`: a 1-D vector to the innermost dimension of a memref.
    pub struct StoreOp = "vector.store" {
        summary: "writes an n-D vector to an n-D slice of memory",
        operands: [value_to_store: Single, base: Single, indices: Variadic],
        attributes: [
            nontemporal = "nontemporal": optional Bool,
            alignment = "alignment": optional Integer,
        ],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `vector.extract`: one lane of a 1-D vector, at a static position.
    pub struct ExtractOp = "vector.extract" {
        summary: "extract operation",
        operands: [source: Single, dynamic_position: Variadic],
        results: [result: Single],
        attributes: [static_position = "static_position": required DenseArray],
        traits: [PURE],
    }
    /// `vector.broadcast`: a scalar to every lane of a vector.
    pub struct BroadcastOp = "vector.broadcast" {
        summary: "broadcast operation",
        operands: [source: Single],
        results: [vector: Single],
        traits: [PURE],
    }
}
