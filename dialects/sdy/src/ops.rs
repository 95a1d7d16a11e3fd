//! The sdy ops as typed declarations (names, operands, attributes, regions, traits); their
//! definitions (syntax, verifiers) are in `op_defs.rs`.

xla_ir::declare_ops! {
    /// Every declared sdy op.
    all: ALL;

    /// `sdy.mesh @name = <["x"=4]>`: a named mesh of devices.
    pub struct MeshOp = "sdy.mesh" {
        summary: "Named mesh",
        attributes: [
            mesh = "mesh": required Any,
            sym_name = "sym_name": required String,
        ],
        traits: [SYMBOL],
    }
    /// `sdy.sharding_constraint %x <@mesh, [...]> : T`: the value, to be sharded as stated.
    pub struct ShardingConstraintOp = "sdy.sharding_constraint" {
        summary: "Constrains a tensor to the specified sharding",
        operands: [input: Single],
        results: [result: Single],
        attributes: [sharding = "sharding": required Any],
        traits: [SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `sdy.return`: ends the body of a manual computation.
    pub struct ReturnOp = "sdy.return" {
        summary: "Terminates the regions of sdy ops",
        operands: [results: Variadic],
        traits: [PURE, TERMINATOR],
    }
    /// `sdy.manual_computation`: a body of per-device code run on every device over its shard.
    pub struct ManualComputationOp = "sdy.manual_computation" {
        summary: "Multi-device parallelism operation with manual collectives",
        operands: [tensors: Variadic],
        results: [results: Variadic],
        attributes: [
            in_shardings = "in_shardings": required Any,
            manual_axes = "manual_axes": required Any,
            out_shardings = "out_shardings": required Any,
        ],
        regions: [body: Single],
        traits: [ISOLATED_FROM_ABOVE, SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
}
