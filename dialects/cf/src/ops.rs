//! The cf ops as typed declarations: the names, operands, successors, attributes and traits
//! consumers use (`op.isa::<BranchOp>()`, `CondBranchOp::NAME`, `BranchOp::build(...)`). The
//! op definitions (syntax, verifiers) live beside them; `tests` checks both agree.

xla_ir::declare_ops! {
    /// Every declared cf op.
    all: ALL;

    /// `cf.assert`: assert operation with message attribute.
    pub struct AssertOp = "cf.assert" {
        summary: "Assert operation with message attribute",
        operands: [arg: Single],
        attributes: [msg = "msg": required String],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `cf.br`: branch operation.
    pub struct BranchOp = "cf.br" {
        summary: "branch operation",
        operands: [dest_operands: Variadic],
        successors: [dest: Single],
        traits: [TERMINATOR, PURE],
    }
    /// `cf.cond_br`: conditional branch operation.
    pub struct CondBranchOp = "cf.cond_br" {
        summary: "conditional branch operation",
        operands: [
            condition: Single,
            true_dest_operands: Variadic,
            false_dest_operands: Variadic,
        ],
        attributes: [branch_weights = "branch_weights": optional DenseArray],
        successors: [true_dest: Single, false_dest: Single],
        traits: [TERMINATOR, PURE],
    }
    /// `cf.switch`: switch operation.
    pub struct SwitchOp = "cf.switch" {
        summary: "Switch operation",
        operands: [flag: Single, default_operands: Variadic, case_operands: Variadic],
        attributes: [
            case_values = "case_values": optional Dense,
            case_operand_segments = "case_operand_segments": required DenseArray,
        ],
        successors: [default_destination: Single, case_destinations: Variadic],
        traits: [TERMINATOR, PURE],
    }
}
