//! The func ops as typed declarations: the names, operands, regions, attributes and traits
//! consumers use (`op.isa::<FuncOp>()`, `ReturnOp::NAME`, `CallOp::build(...)`). The op
//! definitions (syntax, verifiers) live beside them; `tests` checks both agree.

xla_ir::declare_ops! {
    /// Every declared func op.
    all: ALL;

    /// `func.func`: a function, its body a single `SSACFG` region.
    pub struct FuncOp = "func.func" {
        summary: "An operation with a name containing a single `SSACFG` region",
        attributes: [
            sym_name = "sym_name": required String,
            function_type = "function_type": required Type,
            sym_visibility = "sym_visibility": optional String,
            arg_attrs = "arg_attrs": optional Array,
            res_attrs = "res_attrs": optional Array,
            no_inline = "no_inline": optional Unit,
        ],
        regions: [body: Single],
        traits: [ISOLATED_FROM_ABOVE, SYMBOL, AFFINE_SCOPE],
    }
    /// `func.return`: function return operation.
    pub struct ReturnOp = "func.return" {
        summary: "Function return operation",
        operands: [operands: Variadic],
        traits: [TERMINATOR, RETURN_LIKE, PURE],
    }
    /// `func.call`: call operation.
    pub struct CallOp = "func.call" {
        summary: "call operation",
        operands: [operands: Variadic],
        results: [results: Variadic],
        attributes: [
            callee = "callee": required Symbol,
            arg_attrs = "arg_attrs": optional Array,
            res_attrs = "res_attrs": optional Array,
            no_inline = "no_inline": optional Unit,
        ],
    }
    /// `func.call_indirect`: indirect call operation.
    pub struct CallIndirectOp = "func.call_indirect" {
        summary: "indirect call operation",
        operands: [callee: Single, callee_operands: Variadic],
        results: [results: Variadic],
    }
    /// `func.constant`: a function symbol as a value.
    pub struct ConstantOp = "func.constant" {
        summary: "constant",
        results: [result: Single],
        attributes: [value = "value": required Symbol],
        traits: [PURE, CONSTANT_LIKE],
    }
}
