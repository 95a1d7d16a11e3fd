//! Ops that implement the core's interfaces, as upstream's test dialect has them, so the
//! generic passes can be shown working on ops they know nothing else about:
//! `test.br` (BranchOpInterface), `test.conversion_call_op` (CallOpInterface),
//! `test.conversion_func_op` (CallableOpInterface), `test.op_with_memread` and
//! `test.op_with_memwrite` (MemoryEffectOpInterface on unknown memory).

use crate::ops::{BranchOp, ConversionCallOp, ConversionFuncOp, OpWithMemReadOp, OpWithMemWriteOp};
use xla_ir::interfaces::{
    BranchLayout, BranchOpInterface, CallOpInterface, CallableOpInterface, EffectKind,
    MemoryEffect, MemoryEffectOpInterface, SegmentedBranch, SymbolCall,
};
use xla_ir::{OpDef, OpRef};

/// A callable without an inliner branch: multi-block bodies are not inlined (upstream's test
/// dialect has no cf either).
struct Function;
impl CallableOpInterface for Function {}

/// One effect on memory no value names.
struct Unnamed(EffectKind);
impl MemoryEffectOpInterface for Unnamed {
    fn effects(&self, _op: OpRef<'_>) -> Vec<MemoryEffect> {
        vec![MemoryEffect {
            kind: self.0,
            value: None,
        }]
    }
}

pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef::declared(BranchOp::INFO)
            .description("Upstream `TestBranchOp`: `Variadic<AnyType>:$targetOperands`, one successor; BranchOpInterface, Terminator.")
            .implements::<dyn BranchOpInterface>(Box::new(SegmentedBranch::opaque(
                BranchLayout::Unconditional,
            )))
            .example("\"test.br\"(%x)[^bb1] : (i32) -> ()"),
        OpDef::declared(ConversionCallOp::INFO)
            .description("Upstream `ConversionCallOp`: `Variadic<AnyType>:$arg_operands`, `SymbolRefAttr:$callee`; CallOpInterface.")
            .implements::<dyn CallOpInterface>(Box::new(SymbolCall { attr: "callee" }))
            .example("%r = \"test.conversion_call_op\"(%x) <{callee = @f}> : (i32) -> i32"),
        OpDef::declared(ConversionFuncOp::INFO)
            .description("Upstream `ConversionFuncOp`: `sym_name`, `function_type`, optional `sym_visibility`, one region; IsolatedFromAbove, Symbol, CallableOpInterface.")
            .implements::<dyn CallableOpInterface>(Box::new(Function))
            .syntax(
                xla_dialect_func::parse_function_op,
                xla_dialect_func::print_function_op,
            )
            .example("test.conversion_func_op @f(%a: i32) -> i32 {\n  \"test.return\"(%a) : (i32) -> ()\n}"),
        OpDef::declared(OpWithMemReadOp::INFO)
            .description("Upstream `TestOpWithMemRead`: one `MemRead` effect, no value named.")
            .implements::<dyn MemoryEffectOpInterface>(Box::new(Unnamed(EffectKind::Read)))
            .example("%0 = \"test.op_with_memread\"() : () -> i32"),
        OpDef::declared(OpWithMemWriteOp::INFO)
            .description("Upstream `TestOpWithMemWrite`: one `MemWrite` effect, no value named.")
            .implements::<dyn MemoryEffectOpInterface>(Box::new(Unnamed(EffectKind::Write)))
            .example("\"test.op_with_memwrite\"() : () -> ()"),
    ]
}
