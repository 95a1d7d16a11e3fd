//! The memref ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`op.isa::<LoadOp>()`, `LoadOp::NAME`, `LoadOp::build(...)`). The op
//! definitions (syntax, verifiers) live in the other modules of this crate; the xla-dialects
//! tests check both agree.

xla_ir::declare_ops! {
    /// Every declared memref op.
    all: ALL;

    /// `memref.alloc`: memory allocation operation.
    pub struct AllocOp = "memref.alloc" {
        summary: "memory allocation operation",
        operands: [dynamic_sizes: Variadic, symbol_operands: Variadic],
        results: [memref: Single],
        attributes: [alignment = "alignment": optional Integer],
    }
    /// `memref.alloca`: stack memory allocation operation.
    pub struct AllocaOp = "memref.alloca" {
        summary: "stack memory allocation operation",
        operands: [dynamic_sizes: Variadic, symbol_operands: Variadic],
        results: [memref: Single],
        attributes: [alignment = "alignment": optional Integer],
    }
    /// `memref.dealloc`: memory deallocation operation.
    pub struct DeallocOp = "memref.dealloc" {
        summary: "memory deallocation operation",
        operands: [memref: Single],
    }
    /// `memref.load`: load operation.
    pub struct LoadOp = "memref.load" {
        summary: "load operation",
        operands: [memref: Single, indices: Variadic],
        results: [result: Single],
        attributes: [nontemporal = "nontemporal": optional Unit, alignment = "alignment": optional Integer],
    }
    /// `memref.store`: store operation.
    pub struct StoreOp = "memref.store" {
        summary: "store operation",
        operands: [value: Single, memref: Single, indices: Variadic],
        attributes: [nontemporal = "nontemporal": optional Unit, alignment = "alignment": optional Integer],
    }
    /// `memref.copy`: memref copy operation.
    pub struct CopyOp = "memref.copy" {
        summary: "memref copy operation",
        operands: [source: Single, target: Single],
        traits: [SAME_OPERANDS_SHAPE, SAME_OPERANDS_ELEMENT_TYPE],
    }
    /// `memref.dim`: dimension index operation.
    pub struct DimOp = "memref.dim" {
        summary: "dimension index operation",
        operands: [source: Single, index: Single],
        results: [result: Single],
        traits: [NO_MEMORY_EFFECT],
    }
    /// `memref.subview`: memref subview operation.
    pub struct SubViewOp = "memref.subview" {
        summary: "memref subview operation",
        operands: [source: Single, offsets: Variadic, sizes: Variadic, strides: Variadic],
        results: [result: Single],
        attributes: [static_offsets = "static_offsets": required DenseArray, static_sizes = "static_sizes": required DenseArray, static_strides = "static_strides": required DenseArray],
        traits: [PURE],
    }
    /// `memref.cast`: memref cast operation.
    pub struct CastOp = "memref.cast" {
        summary: "memref cast operation",
        operands: [source: Single],
        results: [dest: Single],
        traits: [PURE],
    }
    /// `memref.reinterpret_cast`: memref reinterpret cast operation.
    pub struct ReinterpretCastOp = "memref.reinterpret_cast" {
        summary: "memref reinterpret cast operation",
        operands: [source: Single, offsets: Variadic, sizes: Variadic, strides: Variadic],
        results: [result: Single],
        attributes: [static_offsets = "static_offsets": required DenseArray, static_sizes = "static_sizes": required DenseArray, static_strides = "static_strides": required DenseArray],
        traits: [PURE],
    }
    /// `memref.extract_strided_metadata`: Extracts a buffer base with offset and strides.
    pub struct ExtractStridedMetadataOp = "memref.extract_strided_metadata" {
        summary: "Extracts a buffer base with offset and strides",
        operands: [source: Single],
        results: [base_buffer: Single, offset: Single, sizes: Variadic, strides: Variadic],
        traits: [PURE],
    }
    /// `memref.collapse_shape`: operation to produce a memref with a smaller rank.
    pub struct CollapseShapeOp = "memref.collapse_shape" {
        summary: "operation to produce a memref with a smaller rank.",
        operands: [src: Single],
        results: [result: Single],
        attributes: [reassociation = "reassociation": required Array],
        traits: [PURE],
    }
    /// `memref.expand_shape`: operation to produce a memref with a higher rank.
    pub struct ExpandShapeOp = "memref.expand_shape" {
        summary: "operation to produce a memref with a higher rank.",
        operands: [src: Single, output_shape: Variadic],
        results: [result: Single],
        attributes: [reassociation = "reassociation": required Array, static_output_shape = "static_output_shape": required DenseArray],
        traits: [PURE],
    }
    /// `memref.global`: declare or define a global memref variable.
    pub struct GlobalOp = "memref.global" {
        summary: "declare or define a global memref variable",
        attributes: [sym_name = "sym_name": required String, sym_visibility = "sym_visibility": optional String, type_attr = "type": required Type, initial_value = "initial_value": optional Any, constant = "constant": optional Unit, alignment = "alignment": optional Integer],
        traits: [SYMBOL],
    }
    /// `memref.get_global`: get the memref pointing to a global variable.
    pub struct GetGlobalOp = "memref.get_global" {
        summary: "get the memref pointing to a global variable",
        results: [result: Single],
        attributes: [name_attr = "name": required Symbol],
        traits: [PURE],
    }
}
