//! The llvm ops as typed declarations: the names, operands, results, attributes and traits
//! consumers use (`op.isa::<LoadOp>()`, `LoadOp::NAME`, `LoadOp::build(...)`). The op
//! definitions (syntax, verifiers) live in the other modules of this crate; the xla-dialects
//! tests check both agree.

xla_ir::declare_ops! {
    /// Every declared llvm op.
    all: ALL;

    /// `llvm.func`: LLVM dialect function.
    pub struct FuncOp = "llvm.func" {
        summary: "LLVM dialect function.",
        attributes: [sym_name = "sym_name": required String, sym_visibility = "sym_visibility": optional String, function_type = "function_type": required Type, linkage = "linkage": optional Enum, dso_local = "dso_local": optional Unit, cconv = "CConv": optional Enum, comdat = "comdat": optional Symbol, convergent = "convergent": optional Unit, personality = "personality": optional Symbol, garbage_collector = "garbageCollector": optional String, passthrough = "passthrough": optional Array, arg_attrs = "arg_attrs": optional Array, res_attrs = "res_attrs": optional Array, function_entry_count = "function_entry_count": optional Any, memory_effects = "memory_effects": optional Any, visibility_ = "visibility_": optional Enum, arm_streaming = "arm_streaming": optional Any, arm_locally_streaming = "arm_locally_streaming": optional Any, arm_streaming_compatible = "arm_streaming_compatible": optional Any, arm_new_za = "arm_new_za": optional Any, arm_in_za = "arm_in_za": optional Any, arm_out_za = "arm_out_za": optional Any, arm_inout_za = "arm_inout_za": optional Any, arm_preserves_za = "arm_preserves_za": optional Any, section = "section": optional String, unnamed_addr = "unnamed_addr": optional Enum, alignment = "alignment": optional Integer, vscale_range = "vscale_range": optional Any, frame_pointer = "frame_pointer": optional Any, target_cpu = "target_cpu": optional String, tune_cpu = "tune_cpu": optional String, target_features = "target_features": optional Any, unsafe_fp_math = "unsafe_fp_math": optional Any, no_infs_fp_math = "no_infs_fp_math": optional Any, no_nans_fp_math = "no_nans_fp_math": optional Any, no_signed_zeros_fp_math = "no_signed_zeros_fp_math": optional Any, denormal_fp_math = "denormal_fp_math": optional Any, denormal_fp_math_f32 = "denormal_fp_math_f32": optional Any, fp_contract = "fp_contract": optional Any, instrument_function_entry = "instrument_function_entry": optional Any, instrument_function_exit = "instrument_function_exit": optional Any, no_inline = "no_inline": optional Unit, always_inline = "always_inline": optional Unit, no_unwind = "no_unwind": optional Unit, will_return = "will_return": optional Unit, optimize_none = "optimize_none": optional Any, vec_type_hint = "vec_type_hint": optional Any, work_group_size_hint = "work_group_size_hint": optional Any, reqd_work_group_size = "reqd_work_group_size": optional Any, intel_reqd_sub_group_size = "intel_reqd_sub_group_size": optional Any, uwtable_kind = "uwtable_kind": optional Any],
        regions: [body: Single],
        traits: [ISOLATED_FROM_ABOVE, SYMBOL, AFFINE_SCOPE],
    }
    /// `llvm.return`: LLVM return instruction.
    pub struct ReturnOp = "llvm.return" {
        summary: "LLVM return instruction",
        operands: [arg: Optional],
        traits: [TERMINATOR, RETURN_LIKE, PURE],
    }
    /// `llvm.call`: Call to an LLVM function.
    pub struct CallOp = "llvm.call" {
        summary: "Call to an LLVM function.",
        operands: [callee_operands: Variadic, op_bundle_operands: Variadic],
        results: [result: Optional],
        attributes: [var_callee_type = "var_callee_type": optional Type, callee = "callee": optional Symbol, fastmath_flags = "fastmathFlags": optional Enum, cconv = "CConv": optional Enum, tail_call_kind = "TailCallKind": optional Enum, memory_effects = "memory_effects": optional Any, convergent = "convergent": optional Unit, no_unwind = "no_unwind": optional Unit, will_return = "will_return": optional Unit, op_bundle_sizes = "op_bundle_sizes": optional DenseArray, op_bundle_tags = "op_bundle_tags": optional Array, arg_attrs = "arg_attrs": optional Array, res_attrs = "res_attrs": optional Array, no_inline = "no_inline": optional Unit, always_inline = "always_inline": optional Unit, inline_hint = "inline_hint": optional Unit, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `llvm.getelementptr`: LLVM getelementptr instruction.
    pub struct GEPOp = "llvm.getelementptr" {
        summary: "LLVM getelementptr instruction",
        operands: [base: Single, dynamic_indices: Variadic],
        results: [res: Single],
        attributes: [elem_type = "elem_type": required Type, no_wrap_flags = "noWrapFlags": optional Enum, raw_constant_indices = "rawConstantIndices": required DenseArray],
        traits: [PURE],
    }
    /// `llvm.add`: LLVM add instruction.
    pub struct AddOp = "llvm.add" {
        summary: "LLVM add instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.sub`: LLVM sub instruction.
    pub struct SubOp = "llvm.sub" {
        summary: "LLVM sub instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.mul`: LLVM mul instruction.
    pub struct MulOp = "llvm.mul" {
        summary: "LLVM mul instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.udiv`: LLVM udiv instruction.
    pub struct UDivOp = "llvm.udiv" {
        summary: "LLVM udiv instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.sdiv`: LLVM sdiv instruction.
    pub struct SDivOp = "llvm.sdiv" {
        summary: "LLVM sdiv instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.urem`: LLVM urem instruction.
    pub struct URemOp = "llvm.urem" {
        summary: "LLVM urem instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.srem`: LLVM srem instruction.
    pub struct SRemOp = "llvm.srem" {
        summary: "LLVM srem instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.and`: LLVM and instruction.
    pub struct AndOp = "llvm.and" {
        summary: "LLVM and instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.or`: LLVM or instruction.
    pub struct OrOp = "llvm.or" {
        summary: "LLVM or instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [is_disjoint = "isDisjoint": optional Unit],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.xor`: LLVM xor instruction.
    pub struct XOrOp = "llvm.xor" {
        summary: "LLVM xor instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.shl`: LLVM shl instruction.
    pub struct ShlOp = "llvm.shl" {
        summary: "LLVM shl instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.lshr`: LLVM lshr instruction.
    pub struct LShrOp = "llvm.lshr" {
        summary: "LLVM lshr instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.ashr`: LLVM ashr instruction.
    pub struct AShrOp = "llvm.ashr" {
        summary: "LLVM ashr instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [is_exact = "isExact": optional Unit],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.fadd`: LLVM fadd instruction.
    pub struct FAddOp = "llvm.fadd" {
        summary: "LLVM fadd instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.fsub`: LLVM fsub instruction.
    pub struct FSubOp = "llvm.fsub" {
        summary: "LLVM fsub instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.fmul`: LLVM fmul instruction.
    pub struct FMulOp = "llvm.fmul" {
        summary: "LLVM fmul instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.fdiv`: LLVM fdiv instruction.
    pub struct FDivOp = "llvm.fdiv" {
        summary: "LLVM fdiv instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.frem`: LLVM frem instruction.
    pub struct FRemOp = "llvm.frem" {
        summary: "LLVM frem instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.fneg`: LLVM fneg instruction.
    pub struct FNegOp = "llvm.fneg" {
        summary: "LLVM fneg instruction",
        operands: [operand: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.freeze`: LLVM freeze instruction.
    pub struct FreezeOp = "llvm.freeze" {
        summary: "LLVM freeze instruction",
        operands: [val: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.icmp`: LLVM icmp instruction.
    pub struct ICmpOp = "llvm.icmp" {
        summary: "LLVM icmp instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [predicate = "predicate": required Enum],
        traits: [PURE, SAME_TYPE_OPERANDS],
    }
    /// `llvm.fcmp`: LLVM fcmp instruction.
    pub struct FCmpOp = "llvm.fcmp" {
        summary: "LLVM fcmp instruction",
        operands: [lhs: Single, rhs: Single],
        results: [res: Single],
        attributes: [predicate = "predicate": required Enum, fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_TYPE_OPERANDS],
    }
    /// `llvm.select`: LLVM select instruction.
    pub struct SelectOp = "llvm.select" {
        summary: "LLVM select instruction",
        operands: [condition: Single, true_value: Single, false_value: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE],
    }
    /// `llvm.sext`: LLVM sext instruction.
    pub struct SExtOp = "llvm.sext" {
        summary: "LLVM sext instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.zext`: LLVM zext instruction.
    pub struct ZExtOp = "llvm.zext" {
        summary: "LLVM zext instruction",
        operands: [arg: Single],
        results: [res: Single],
        attributes: [non_neg = "nonNeg": optional Unit],
        traits: [PURE],
    }
    /// `llvm.trunc`: LLVM trunc instruction.
    pub struct TruncOp = "llvm.trunc" {
        summary: "LLVM trunc instruction",
        operands: [arg: Single],
        results: [res: Single],
        attributes: [overflow_flags = "overflowFlags": optional Enum],
        traits: [PURE],
    }
    /// `llvm.sitofp`: LLVM sitofp instruction.
    pub struct SIToFPOp = "llvm.sitofp" {
        summary: "LLVM sitofp instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.uitofp`: LLVM uitofp instruction.
    pub struct UIToFPOp = "llvm.uitofp" {
        summary: "LLVM uitofp instruction",
        operands: [arg: Single],
        results: [res: Single],
        attributes: [non_neg = "nonNeg": optional Unit],
        traits: [PURE],
    }
    /// `llvm.fptosi`: LLVM fptosi instruction.
    pub struct FPToSIOp = "llvm.fptosi" {
        summary: "LLVM fptosi instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.fptoui`: LLVM fptoui instruction.
    pub struct FPToUIOp = "llvm.fptoui" {
        summary: "LLVM fptoui instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.fpext`: LLVM fpext instruction.
    pub struct FPExtOp = "llvm.fpext" {
        summary: "LLVM fpext instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.fptrunc`: LLVM fptrunc instruction.
    pub struct FPTruncOp = "llvm.fptrunc" {
        summary: "LLVM fptrunc instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.bitcast`: LLVM bitcast instruction.
    pub struct BitcastOp = "llvm.bitcast" {
        summary: "LLVM bitcast instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.ptrtoint`: LLVM ptrtoint instruction.
    pub struct PtrToIntOp = "llvm.ptrtoint" {
        summary: "LLVM ptrtoint instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.inttoptr`: LLVM inttoptr instruction.
    pub struct IntToPtrOp = "llvm.inttoptr" {
        summary: "LLVM inttoptr instruction",
        operands: [arg: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.alloca`: LLVM alloca instruction.
    pub struct AllocaOp = "llvm.alloca" {
        summary: "LLVM alloca instruction",
        operands: [array_size: Single],
        results: [res: Single],
        attributes: [alignment = "alignment": optional Integer, elem_type = "elem_type": required Type, inalloca = "inalloca": optional Unit],
    }
    /// `llvm.load`: LLVM load instruction.
    pub struct LoadOp = "llvm.load" {
        summary: "LLVM load instruction",
        operands: [addr: Single],
        results: [res: Single],
        attributes: [alignment = "alignment": optional Integer, volatile_ = "volatile_": optional Unit, nontemporal = "nontemporal": optional Unit, invariant = "invariant": optional Unit, invariant_group = "invariantGroup": optional Unit, ordering = "ordering": optional Enum, syncscope = "syncscope": optional String, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array, dereferenceable = "dereferenceable": optional Any],
    }
    /// `llvm.store`: LLVM store instruction.
    pub struct StoreOp = "llvm.store" {
        summary: "LLVM store instruction",
        operands: [value: Single, addr: Single],
        attributes: [alignment = "alignment": optional Integer, volatile_ = "volatile_": optional Unit, nontemporal = "nontemporal": optional Unit, invariant_group = "invariantGroup": optional Unit, ordering = "ordering": optional Enum, syncscope = "syncscope": optional String, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array],
    }
    /// `llvm.extractvalue`: Extract a value from an LLVM struct.
    pub struct ExtractValueOp = "llvm.extractvalue" {
        summary: "Extract a value from an LLVM struct.",
        operands: [container: Single],
        results: [res: Single],
        attributes: [position = "position": required DenseArray],
        traits: [PURE],
    }
    /// `llvm.insertvalue`: Insert a value into an LLVM struct.
    pub struct InsertValueOp = "llvm.insertvalue" {
        summary: "Insert a value into an LLVM struct.",
        operands: [container: Single, value: Single],
        results: [res: Single],
        attributes: [position = "position": required DenseArray],
        traits: [PURE],
    }
    /// `llvm.mlir.constant`: Defines a constant of LLVM type.
    pub struct ConstantOp = "llvm.mlir.constant" {
        summary: "Defines a constant of LLVM type.",
        results: [res: Single],
        attributes: [value = "value": optional Any],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `llvm.mlir.undef`: Creates an undefined value of LLVM dialect type.
    pub struct UndefOp = "llvm.mlir.undef" {
        summary: "Creates an undefined value of LLVM dialect type.",
        results: [res: Single],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `llvm.mlir.poison`: Creates a poison value of LLVM dialect type.
    pub struct PoisonOp = "llvm.mlir.poison" {
        summary: "Creates a poison value of LLVM dialect type.",
        results: [res: Single],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `llvm.mlir.zero`: Creates a zero-initialized value of LLVM dialect type.
    pub struct ZeroOp = "llvm.mlir.zero" {
        summary: "Creates a zero-initialized value of LLVM dialect type.",
        results: [res: Single],
        traits: [PURE, CONSTANT_LIKE],
    }
    /// `llvm.mlir.addressof`: Creates a pointer pointing to a global, alias or a function.
    pub struct AddressOfOp = "llvm.mlir.addressof" {
        summary: "Creates a pointer pointing to a global, alias or a function",
        results: [res: Single],
        attributes: [global_name = "global_name": required Symbol],
        traits: [PURE],
    }
    /// `llvm.mlir.global`: LLVM dialect global.
    pub struct GlobalOp = "llvm.mlir.global" {
        summary: "LLVM dialect global.",
        attributes: [global_type = "global_type": required Type, constant = "constant": optional Unit, sym_name = "sym_name": required String, linkage = "linkage": optional Enum, dso_local = "dso_local": optional Unit, thread_local_ = "thread_local_": optional Unit, externally_initialized = "externally_initialized": optional Unit, value = "value": optional Any, alignment = "alignment": optional Integer, addr_space = "addr_space": optional Integer, unnamed_addr = "unnamed_addr": optional Enum, section = "section": optional String, comdat = "comdat": optional Symbol, dbg_exprs = "dbg_exprs": optional Array, visibility_ = "visibility_": optional Enum],
        regions: [initializer: Single],
        traits: [ISOLATED_FROM_ABOVE, SYMBOL, SINGLE_BLOCK],
    }
    /// `llvm.br`: LLVM br instruction.
    pub struct BrOp = "llvm.br" {
        summary: "LLVM br instruction",
        operands: [dest_operands: Variadic],
        attributes: [loop_annotation = "loop_annotation": optional Any],
        successors: [dest: Single],
        traits: [TERMINATOR, PURE],
    }
    /// `llvm.cond_br`: LLVM cond_br instruction.
    pub struct CondBrOp = "llvm.cond_br" {
        summary: "LLVM cond_br instruction",
        operands: [condition: Single, true_dest_operands: Variadic, false_dest_operands: Variadic],
        attributes: [branch_weights = "branch_weights": optional DenseArray, loop_annotation = "loop_annotation": optional Any],
        successors: [true_dest: Single, false_dest: Single],
        traits: [TERMINATOR, PURE],
    }
    /// `llvm.switch`: LLVM switch instruction.
    pub struct SwitchOp = "llvm.switch" {
        summary: "LLVM switch instruction",
        operands: [value: Single, default_operands: Variadic, case_operands: Variadic],
        attributes: [case_values = "case_values": optional Dense, case_operand_segments = "case_operand_segments": optional DenseArray, branch_weights = "branch_weights": optional DenseArray],
        successors: [default_destination: Single, case_destinations: Variadic],
        traits: [TERMINATOR, PURE],
    }
    /// `llvm.unreachable`: LLVM unreachable instruction.
    pub struct UnreachableOp = "llvm.unreachable" {
        summary: "LLVM unreachable instruction",
        traits: [TERMINATOR],
    }
    /// `llvm.intr.fabs`: LLVM `fabs` intrinsic.
    pub struct FAbsOp = "llvm.intr.fabs" {
        summary: "LLVM `fabs` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.exp`: LLVM `exp` intrinsic.
    pub struct ExpOp = "llvm.intr.exp" {
        summary: "LLVM `exp` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.exp2`: LLVM `exp2` intrinsic.
    pub struct Exp2Op = "llvm.intr.exp2" {
        summary: "LLVM `exp2` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.exp10`: LLVM `exp10` intrinsic.
    pub struct Exp10Op = "llvm.intr.exp10" {
        summary: "LLVM `exp10` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.log`: LLVM `log` intrinsic.
    pub struct LogOp = "llvm.intr.log" {
        summary: "LLVM `log` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.log2`: LLVM `log2` intrinsic.
    pub struct Log2Op = "llvm.intr.log2" {
        summary: "LLVM `log2` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.log10`: LLVM `log10` intrinsic.
    pub struct Log10Op = "llvm.intr.log10" {
        summary: "LLVM `log10` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.sqrt`: LLVM `sqrt` intrinsic.
    pub struct SqrtOp = "llvm.intr.sqrt" {
        summary: "LLVM `sqrt` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.sin`: LLVM `sin` intrinsic.
    pub struct SinOp = "llvm.intr.sin" {
        summary: "LLVM `sin` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.cos`: LLVM `cos` intrinsic.
    pub struct CosOp = "llvm.intr.cos" {
        summary: "LLVM `cos` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.tan`: LLVM `tan` intrinsic.
    pub struct TanOp = "llvm.intr.tan" {
        summary: "LLVM `tan` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.floor`: LLVM `floor` intrinsic.
    pub struct FFloorOp = "llvm.intr.floor" {
        summary: "LLVM `floor` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.ceil`: LLVM `ceil` intrinsic.
    pub struct FCeilOp = "llvm.intr.ceil" {
        summary: "LLVM `ceil` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.round`: LLVM `round` intrinsic.
    pub struct RoundOp = "llvm.intr.round" {
        summary: "LLVM `round` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.roundeven`: LLVM `roundeven` intrinsic.
    pub struct RoundEvenOp = "llvm.intr.roundeven" {
        summary: "LLVM `roundeven` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.trunc`: LLVM `trunc` intrinsic.
    pub struct FTruncOp = "llvm.intr.trunc" {
        summary: "LLVM `trunc` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.rint`: LLVM `rint` intrinsic.
    pub struct RintOp = "llvm.intr.rint" {
        summary: "LLVM `rint` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.nearbyint`: LLVM `nearbyint` intrinsic.
    pub struct NearbyintOp = "llvm.intr.nearbyint" {
        summary: "LLVM `nearbyint` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.tanh`: LLVM `tanh` intrinsic.
    pub struct TanhOp = "llvm.intr.tanh" {
        summary: "LLVM `tanh` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.pow`: LLVM `pow` intrinsic.
    pub struct PowOp = "llvm.intr.pow" {
        summary: "LLVM `pow` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.copysign`: LLVM `copysign` intrinsic.
    pub struct CopySignOp = "llvm.intr.copysign" {
        summary: "LLVM `copysign` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.maxnum`: LLVM `maxnum` intrinsic.
    pub struct MaxNumOp = "llvm.intr.maxnum" {
        summary: "LLVM `maxnum` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.minnum`: LLVM `minnum` intrinsic.
    pub struct MinNumOp = "llvm.intr.minnum" {
        summary: "LLVM `minnum` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.maximum`: LLVM `maximum` intrinsic.
    pub struct MaximumOp = "llvm.intr.maximum" {
        summary: "LLVM `maximum` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.minimum`: LLVM `minimum` intrinsic.
    pub struct MinimumOp = "llvm.intr.minimum" {
        summary: "LLVM `minimum` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.fma`: LLVM `fma` intrinsic.
    pub struct FMAOp = "llvm.intr.fma" {
        summary: "LLVM `fma` intrinsic",
        operands: [a: Single, b: Single, c: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.fmuladd`: LLVM `fmuladd` intrinsic.
    pub struct FMulAddOp = "llvm.intr.fmuladd" {
        summary: "LLVM `fmuladd` intrinsic",
        operands: [a: Single, b: Single, c: Single],
        results: [res: Single],
        attributes: [fastmath_flags = "fastmathFlags": optional Enum],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.ctpop`: LLVM `ctpop` intrinsic.
    pub struct CtPopOp = "llvm.intr.ctpop" {
        summary: "LLVM `ctpop` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.bitreverse`: LLVM `bitreverse` intrinsic.
    pub struct BitReverseOp = "llvm.intr.bitreverse" {
        summary: "LLVM `bitreverse` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.bswap`: LLVM `bswap` intrinsic.
    pub struct ByteSwapOp = "llvm.intr.bswap" {
        summary: "LLVM `bswap` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.smax`: LLVM `smax` intrinsic.
    pub struct SMaxOp = "llvm.intr.smax" {
        summary: "LLVM `smax` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.smin`: LLVM `smin` intrinsic.
    pub struct SMinOp = "llvm.intr.smin" {
        summary: "LLVM `smin` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.umax`: LLVM `umax` intrinsic.
    pub struct UMaxOp = "llvm.intr.umax" {
        summary: "LLVM `umax` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.umin`: LLVM `umin` intrinsic.
    pub struct UMinOp = "llvm.intr.umin" {
        summary: "LLVM `umin` intrinsic",
        operands: [a: Single, b: Single],
        results: [res: Single],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.ctlz`: LLVM `ctlz` intrinsic.
    pub struct CountLeadingZerosOp = "llvm.intr.ctlz" {
        summary: "LLVM `ctlz` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [is_zero_poison = "is_zero_poison": optional Bool],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.cttz`: LLVM `cttz` intrinsic.
    pub struct CountTrailingZerosOp = "llvm.intr.cttz" {
        summary: "LLVM `cttz` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [is_zero_poison = "is_zero_poison": optional Bool],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.abs`: LLVM `abs` intrinsic.
    pub struct AbsOp = "llvm.intr.abs" {
        summary: "LLVM `abs` intrinsic",
        operands: [input: Single],
        results: [res: Single],
        attributes: [is_int_min_poison = "is_int_min_poison": optional Bool],
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
    }
    /// `llvm.intr.memcpy`: LLVM `memcpy` intrinsic.
    pub struct MemcpyOp = "llvm.intr.memcpy" {
        summary: "LLVM `memcpy` intrinsic",
        operands: [dst: Single, src: Single, len: Single],
        attributes: [is_volatile = "isVolatile": optional Bool, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `llvm.intr.memmove`: LLVM `memmove` intrinsic.
    pub struct MemmoveOp = "llvm.intr.memmove" {
        summary: "LLVM `memmove` intrinsic",
        operands: [dst: Single, src: Single, len: Single],
        attributes: [is_volatile = "isVolatile": optional Bool, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `llvm.intr.memset`: LLVM `memset` intrinsic.
    pub struct MemsetOp = "llvm.intr.memset" {
        summary: "LLVM `memset` intrinsic",
        operands: [dst: Single, val: Single, len: Single],
        attributes: [is_volatile = "isVolatile": optional Bool, access_groups = "access_groups": optional Array, alias_scopes = "alias_scopes": optional Array, noalias_scopes = "noalias_scopes": optional Array, tbaa = "tbaa": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `llvm.insertelement`: Insert an element into an LLVM vector.
    pub struct InsertElementOp = "llvm.insertelement" {
        summary: "Insert an element into an LLVM vector.",
        operands: [vector: Single, value: Single, position: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.extractelement`: Extract an element from an LLVM vector.
    pub struct ExtractElementOp = "llvm.extractelement" {
        summary: "Extract an element from an LLVM vector.",
        operands: [vector: Single, position: Single],
        results: [res: Single],
        traits: [PURE],
    }
    /// `llvm.shufflevector`: Construct a permutation of two vectors.
    pub struct ShuffleVectorOp = "llvm.shufflevector" {
        summary: "Construct a permutation of two vectors.",
        operands: [v1: Single, v2: Single],
        results: [res: Single],
        attributes: [mask = "mask": required DenseArray],
        traits: [PURE],
    }
}
