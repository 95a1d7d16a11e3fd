//! The scf ops as typed declarations: the names, operands, regions, attributes and traits
//! consumers use (`op.isa::<ForOp>()`, `YieldOp::NAME`, `ForOp::build(...)`). The op
//! definitions (syntax, verifiers) live beside them; `tests` checks both agree.

xla_ir::declare_ops! {
    /// Every declared scf op.
    all: ALL;

    /// `scf.for`: for operation.
    pub struct ForOp = "scf.for" {
        summary: "for operation",
        operands: [lower_bound: Single, upper_bound: Single, step: Single, init_args: Variadic],
        results: [results: Variadic],
        attributes: [unsigned_cmp = "unsignedCmp": optional Unit],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `scf.if`: if-then-else operation.
    pub struct IfOp = "scf.if" {
        summary: "if-then-else operation",
        operands: [condition: Single],
        results: [results: Variadic],
        regions: [then_region: Single, else_region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS, RECURSIVELY_SPECULATABLE],
    }
    /// `scf.while`: a generic 'while' loop.
    pub struct WhileOp = "scf.while" {
        summary: "a generic 'while' loop",
        operands: [inits: Variadic],
        results: [results: Variadic],
        regions: [before: Single, after: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
    /// `scf.yield`: loop yield and termination operation.
    pub struct YieldOp = "scf.yield" {
        summary: "loop yield and termination operation",
        operands: [results: Variadic],
        traits: [TERMINATOR, RETURN_LIKE, PURE],
    }
    /// `scf.condition`: loop continuation condition.
    pub struct ConditionOp = "scf.condition" {
        summary: "loop continuation condition",
        operands: [condition: Single, args: Variadic],
        traits: [TERMINATOR, PURE],
    }
    /// `scf.parallel`: parallel for operation.
    pub struct ParallelOp = "scf.parallel" {
        summary: "parallel for operation",
        operands: [
            lower_bound: Variadic,
            upper_bound: Variadic,
            step: Variadic,
            init_vals: Variadic,
        ],
        results: [results: Variadic],
        regions: [region: Single],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `scf.reduce`: reduce operation for scf.parallel.
    pub struct ReduceOp = "scf.reduce" {
        summary: "reduce operation for scf.parallel",
        operands: [operands: Variadic],
        regions: [reductions: Variadic],
        traits: [TERMINATOR, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `scf.reduce.return`: terminator for reduce operation.
    pub struct ReduceReturnOp = "scf.reduce.return" {
        summary: "terminator for reduce operation",
        operands: [result: Single],
        traits: [TERMINATOR, PURE],
    }
    /// `scf.index_switch`: switch-case operation on an index argument.
    pub struct IndexSwitchOp = "scf.index_switch" {
        summary: "switch-case operation on an index argument",
        operands: [arg: Single],
        results: [results: Variadic],
        attributes: [cases = "cases": required DenseArray],
        regions: [default_region: Single, case_regions: Variadic],
        traits: [SINGLE_BLOCK, RECURSIVE_MEMORY_EFFECTS],
    }
    /// `scf.execute_region`: operation that executes its region exactly once.
    pub struct ExecuteRegionOp = "scf.execute_region" {
        summary: "operation that executes its region exactly once",
        results: [results: Variadic],
        attributes: [no_inline = "no_inline": optional Unit],
        regions: [region: Single],
        traits: [RECURSIVE_MEMORY_EFFECTS],
    }
}
