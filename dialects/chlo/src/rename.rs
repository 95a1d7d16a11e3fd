//! chlo ops that are XLA ops: each chlo name is an import spelling of an hlo op. The
//! generic form resolves through `DialectDef::op_renames`; the custom form parses chlo's
//! syntax through the `chlo.*` def registered here, whose hook retargets the state to the
//! hlo op (so no op of these names is ever built).

use crate::syntax::{parse_op, print_broadcast, print_unary, OperandTypes};
use crate::{op_def, DIALECT};
use xla_ir::asm::OpAsmParser;
use xla_ir::{Arity, Diag, OpDef, OpRef, OperationState, Type};

/// How the chlo spelling is written.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Form {
    /// `%a, %b {broadcast_dimensions = ...} : (T1, T2) -> R`, numpy-style rank broadcasting.
    Broadcast,
    /// `%x : T -> R`
    Unary,
    /// `dense<...> : T`: hlo's own constant syntax.
    SameAsTarget,
}

/// One chlo name and the hlo op it means.
pub struct Rename {
    pub mnemonic: &'static str,
    pub target: &'static str,
    pub form: Form,
}

impl Rename {
    pub fn name(&self) -> String {
        format!("{DIALECT}.{}", self.mnemonic)
    }
    pub fn target(&self) -> String {
        format!("{}.{}", xla_dialect_hlo::DIALECT, self.target)
    }
}

const fn broadcast(mnemonic: &'static str, target: &'static str) -> Rename {
    Rename {
        mnemonic,
        target,
        form: Form::Broadcast,
    }
}

pub const RENAMES: &[Rename] = &[
    broadcast("broadcast_add", "add"),
    broadcast("broadcast_and", "and"),
    broadcast("broadcast_atan2", "atan2"),
    broadcast("broadcast_compare", "compare"),
    broadcast("broadcast_complex", "complex"),
    broadcast("broadcast_divide", "divide"),
    broadcast("broadcast_maximum", "maximum"),
    broadcast("broadcast_minimum", "minimum"),
    broadcast("broadcast_multiply", "multiply"),
    broadcast("broadcast_or", "or"),
    broadcast("broadcast_power", "power"),
    broadcast("broadcast_remainder", "remainder"),
    broadcast("broadcast_shift_left", "shift_left"),
    broadcast("broadcast_shift_right_arithmetic", "shift_right_arithmetic"),
    broadcast("broadcast_shift_right_logical", "shift_right_logical"),
    broadcast("broadcast_subtract", "subtract"),
    broadcast("broadcast_xor", "xor"),
    Rename {
        mnemonic: "erf",
        target: "erf",
        form: Form::Unary,
    },
    Rename {
        mnemonic: "tan",
        target: "tan",
        form: Form::Unary,
    },
    Rename {
        mnemonic: "constant",
        target: "constant",
        form: Form::SameAsTarget,
    },
];

/// The syntax-only defs of the renamed ops.
pub fn defs() -> Vec<OpDef> {
    RENAMES
        .iter()
        .map(|r| {
            let summary = format!("Import spelling of `{}`", r.target());
            let description = format!("Parses as `{}`; never built under this name.", r.target());
            op_def(r.mnemonic, &summary, &description, "")
                .operands(Arity::Any)
                .results(Arity::Any)
                .verifier(verify_unresolved)
                .syntax(parse_renamed, print_renamed)
        })
        .collect()
}

/// Only reached when the hlo dialect is not loaded, so the rename could not resolve.
fn verify_unresolved(op: OpRef<'_>) -> Result<(), Diag> {
    Err(op.error("names an hlo op: load the hlo dialect to use it"))
}

/// Builds the target op from the chlo spelling.
fn parse_renamed(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let ctx = p.ctx();
    let name = ctx.op_name_str(st.name).to_string();
    let Some(rename) = RENAMES.iter().find(|r| r.name() == name) else {
        return Err(p.error(&format!("'{name}' is not a renamed chlo op")));
    };
    let target = ctx.op_name(&rename.target());
    let Some(target_def) = ctx.op_def(target) else {
        return Err(p.error(&format!(
            "'{name}' names '{}', which is not registered",
            rename.target()
        )));
    };
    st.name = target;
    match rename.form {
        Form::Unary => parse_op(p, st, 1, OperandTypes::Bare).map(|_| ()),
        Form::Broadcast => {
            let inputs = parse_op(p, st, 2, OperandTypes::Parenthesized)?;
            add_numpy_broadcast_dimensions(p, st, &inputs);
            Ok(())
        }
        Form::SameAsTarget => match target_def.parse {
            Some(parse) => parse(p, st),
            None => Err(p.error(&format!("'{}' has no custom syntax", rename.target()))),
        },
    }
}

/// chlo's default rank broadcasting aligns the lower-rank operand with the trailing
/// dimensions (numpy); XLA needs that as explicit `broadcast_dimensions`.
fn add_numpy_broadcast_dimensions(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    inputs: &[Type],
) {
    const DIMS: &str = xla_dialect_hlo::ops::binary::BROADCAST_DIMENSIONS;
    let ctx = p.ctx();
    if st.get_attr(ctx, DIMS).is_some() {
        return;
    }
    let rank = |t: Option<&Type>| {
        t.and_then(|&t| xla_dialect_hlo::types::ranked_tensor(ctx, t))
            .map(|(s, _)| s.len())
    };
    let (Some(lhs), Some(rhs)) = (rank(inputs.first()), rank(inputs.get(1))) else {
        return;
    };
    let (low, high) = (lhs.min(rhs), lhs.max(rhs));
    if low == 0 || low == high {
        return;
    }
    let dims: Vec<i64> = ((high - low) as i64..high as i64).collect();
    let attr = ctx.dense_i64_array(&dims);
    st.set_attr(ctx, DIMS, attr);
}

/// Never used (no op keeps a renamed name); prints chlo's form for completeness.
fn print_renamed(p: &mut dyn xla_ir::asm::OpAsmPrinter, op: OpRef<'_>) {
    if op.num_operands() == 1 {
        print_unary(p, op)
    } else {
        print_broadcast(p, op)
    }
}
