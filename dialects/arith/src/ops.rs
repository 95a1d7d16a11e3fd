//! The arith ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`op.isa::<AddIOp>()`, `AddIOp::NAME`, `AddIOp::build(...)`). The op
//! definitions (syntax, verifiers, folders) are the tables of this crate; `tests` checks both
//! agree.

xla_ir::declare_ops! {
    /// Every declared arith op.
    all: ALL;

    /// `arith.constant`: integer or floating point constant.
    pub struct ConstantOp = "arith.constant" {
        summary: "integer or floating point constant",
        results: [result: Single],
        attributes: [value = "value": required Typed],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `arith.addi`: integer addition operation.
    pub struct AddIOp = "arith.addi" {
        summary: "integer addition operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.subi`: Integer subtraction operation.
    pub struct SubIOp = "arith.subi" {
        summary: "Integer subtraction operation.",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.muli`: Integer multiplication operation.
    pub struct MulIOp = "arith.muli" {
        summary: "Integer multiplication operation.",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.divui`: unsigned integer division operation.
    pub struct DivUIOp = "arith.divui" {
        summary: "unsigned integer division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [NO_MEMORY_EFFECT, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.divsi`: signed integer division operation.
    pub struct DivSIOp = "arith.divsi" {
        summary: "signed integer division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [NO_MEMORY_EFFECT, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.ceildivui`: unsigned ceil integer division operation.
    pub struct CeilDivUIOp = "arith.ceildivui" {
        summary: "unsigned ceil integer division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [NO_MEMORY_EFFECT, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.ceildivsi`: signed ceil integer division operation.
    pub struct CeilDivSIOp = "arith.ceildivsi" {
        summary: "signed ceil integer division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [NO_MEMORY_EFFECT, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.floordivsi`: signed floor integer division operation.
    pub struct FloorDivSIOp = "arith.floordivsi" {
        summary: "signed floor integer division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.remui`: unsigned integer division remainder operation.
    pub struct RemUIOp = "arith.remui" {
        summary: "unsigned integer division remainder operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.remsi`: signed integer division remainder operation.
    pub struct RemSIOp = "arith.remsi" {
        summary: "signed integer division remainder operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.andi`: integer binary and.
    pub struct AndIOp = "arith.andi" {
        summary: "integer binary and",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.ori`: integer binary or.
    pub struct OrIOp = "arith.ori" {
        summary: "integer binary or",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.xori`: integer binary xor.
    pub struct XOrIOp = "arith.xori" {
        summary: "integer binary xor",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.shli`: integer left-shift.
    pub struct ShLIOp = "arith.shli" {
        summary: "integer left-shift",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.shrui`: unsigned integer right-shift.
    pub struct ShRUIOp = "arith.shrui" {
        summary: "unsigned integer right-shift",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.shrsi`: signed integer right-shift.
    pub struct ShRSIOp = "arith.shrsi" {
        summary: "signed integer right-shift",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.maxsi`: signed integer maximum operation.
    pub struct MaxSIOp = "arith.maxsi" {
        summary: "signed integer maximum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.maxui`: unsigned integer maximum operation.
    pub struct MaxUIOp = "arith.maxui" {
        summary: "unsigned integer maximum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.minsi`: signed integer minimum operation.
    pub struct MinSIOp = "arith.minsi" {
        summary: "signed integer minimum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.minui`: unsigned integer minimum operation.
    pub struct MinUIOp = "arith.minui" {
        summary: "unsigned integer minimum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.addui_extended`: extended unsigned integer addition operation returning sum and overflow bit.
    pub struct AddUIExtendedOp = "arith.addui_extended" {
        summary: "extended unsigned integer addition operation returning sum and overflow bit",
        operands: [lhs: Single, rhs: Single],
        results: [sum: Single, overflow: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `arith.mulsi_extended`: extended signed integer multiplication operation.
    pub struct MulSIExtendedOp = "arith.mulsi_extended" {
        summary: "extended signed integer multiplication operation",
        operands: [lhs: Single, rhs: Single],
        results: [low: Single, high: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `arith.mului_extended`: extended unsigned integer multiplication operation.
    pub struct MulUIExtendedOp = "arith.mului_extended" {
        summary: "extended unsigned integer multiplication operation",
        operands: [lhs: Single, rhs: Single],
        results: [low: Single, high: Single],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `arith.negf`: floating point negation.
    pub struct NegFOp = "arith.negf" {
        summary: "floating point negation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.addf`: floating point addition operation.
    pub struct AddFOp = "arith.addf" {
        summary: "floating point addition operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.subf`: floating point subtraction operation.
    pub struct SubFOp = "arith.subf" {
        summary: "floating point subtraction operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.maximumf`: floating-point maximum operation.
    pub struct MaximumFOp = "arith.maximumf" {
        summary: "floating-point maximum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.maxnumf`: floating-point maximum operation.
    pub struct MaxNumFOp = "arith.maxnumf" {
        summary: "floating-point maximum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.minimumf`: floating-point minimum operation.
    pub struct MinimumFOp = "arith.minimumf" {
        summary: "floating-point minimum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.minnumf`: floating-point minimum operation.
    pub struct MinNumFOp = "arith.minnumf" {
        summary: "floating-point minimum operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.mulf`: floating point multiplication operation.
    pub struct MulFOp = "arith.mulf" {
        summary: "floating point multiplication operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, COMMUTATIVE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.divf`: floating point division operation.
    pub struct DivFOp = "arith.divf" {
        summary: "floating point division operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.remf`: floating point division remainder operation.
    pub struct RemFOp = "arith.remf" {
        summary: "floating point division remainder operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_TYPE, SCALARIZABLE],
    }
    /// `arith.extui`: integer zero extension operation.
    pub struct ExtUIOp = "arith.extui" {
        summary: "integer zero extension operation",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.extsi`: integer sign extension operation.
    pub struct ExtSIOp = "arith.extsi" {
        summary: "integer sign extension operation",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.extf`: cast from floating-point to wider floating-point.
    pub struct ExtFOp = "arith.extf" {
        summary: "cast from floating-point to wider floating-point",
        operands: [input: Single],
        results: [out: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.scaling_extf`: Upcasts input floats using provided scales values following OCP MXFP Spec.
    pub struct ScalingExtFOp = "arith.scaling_extf" {
        summary: "Upcasts input floats using provided scales values following OCP MXFP Spec",
        operands: [input: Single, scale: Single],
        results: [result: Single],
        attributes: [fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `arith.trunci`: integer truncation operation.
    pub struct TruncIOp = "arith.trunci" {
        summary: "integer truncation operation",
        operands: [input: Single],
        results: [out: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.truncf`: cast from floating-point to narrower floating-point.
    pub struct TruncFOp = "arith.truncf" {
        summary: "cast from floating-point to narrower floating-point",
        operands: [input: Single],
        results: [out: Single],
        attributes: [roundingmode = "roundingmode": optional Enum, fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.scaling_truncf`: Downcasts input floating point values using provided scales values following OCP MXFP Spec.
    pub struct ScalingTruncFOp = "arith.scaling_truncf" {
        summary: "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
        operands: [input: Single, scale: Single],
        results: [result: Single],
        attributes: [roundingmode = "roundingmode": optional Enum, fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
    /// `arith.uitofp`: cast from unsigned integer type to floating-point.
    pub struct UIToFPOp = "arith.uitofp" {
        summary: "cast from unsigned integer type to floating-point",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.sitofp`: cast from integer type to floating-point.
    pub struct SIToFPOp = "arith.sitofp" {
        summary: "cast from integer type to floating-point",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.fptoui`: cast from floating-point type to integer type.
    pub struct FPToUIOp = "arith.fptoui" {
        summary: "cast from floating-point type to integer type",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.fptosi`: cast from floating-point type to integer type.
    pub struct FPToSIOp = "arith.fptosi" {
        summary: "cast from floating-point type to integer type",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.index_cast`: cast between index and integer types.
    pub struct IndexCastOp = "arith.index_cast" {
        summary: "cast between index and integer types",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.index_castui`: unsigned cast between index and integer types.
    pub struct IndexCastUIOp = "arith.index_castui" {
        summary: "unsigned cast between index and integer types",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.bitcast`: bitcast between values of equal bit width.
    pub struct BitcastOp = "arith.bitcast" {
        summary: "bitcast between values of equal bit width",
        operands: [input: Single],
        results: [out: Single],
        traits: [PURE, ELEMENTWISE, SAME_OPERANDS_AND_RESULT_SHAPE, SCALARIZABLE],
    }
    /// `arith.cmpi`: integer comparison operation.
    pub struct CmpIOp = "arith.cmpi" {
        summary: "integer comparison operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [predicate = "predicate": required Enum],
        traits: [PURE, ELEMENTWISE, SAME_TYPE_OPERANDS, SCALARIZABLE],
    }
    /// `arith.cmpf`: floating-point comparison operation.
    pub struct CmpFOp = "arith.cmpf" {
        summary: "floating-point comparison operation",
        operands: [lhs: Single, rhs: Single],
        results: [result: Single],
        attributes: [predicate = "predicate": required Enum, fastmath = "fastmath": optional Enum],
        traits: [PURE, ELEMENTWISE, SAME_TYPE_OPERANDS, SCALARIZABLE],
    }
    /// `arith.select`: select operation.
    pub struct SelectOp = "arith.select" {
        summary: "select operation",
        operands: [condition: Single, true_value: Single, false_value: Single],
        results: [result: Single],
        traits: [PURE, ELEMENTWISE, SCALARIZABLE],
    }
}
