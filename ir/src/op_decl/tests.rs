//! `declare_ops!` on a small test dialect: names, matching, accessors and builders.

use super::{ArgKind, AttrKind, OpDecl};
use crate::ir::{Body, Module, OpId, OpRef};
use crate::registry::{Arity, DialectDef, OpDef, Traits};
use crate::{Context, Type, ValueId};

crate::declare_ops! {
    /// The ops of the test dialect.
    all: TEST_OPS;

    /// A binary op.
    pub struct AddOp = "tst.add" {
        summary: "adds",
        operands: [lhs: Single, rhs: Single],
        results: [sum: Single],
        attributes: [flags = "overflowFlags": optional Enum],
        traits: [PURE, COMMUTATIVE],
    }
    /// One fixed operand, then a variable tail.
    pub struct CallOp = "tst.call" {
        summary: "calls",
        operands: [callee_ptr: Single, args: Variadic],
        results: [results: Variadic],
        attributes: [callee = "callee": required Symbol],
    }
    /// Two variable groups: sizes in `operandSegmentSizes`.
    pub struct BranchOp = "tst.branch" {
        summary: "branches",
        operands: [condition: Optional, true_args: Variadic, false_args: Variadic],
        successors: [true_dest: Single, false_dest: Single],
        traits: [TERMINATOR],
    }
    /// Not registered by the test dialect.
    pub struct MissingOp = "tst.missing" {
        summary: "never registered",
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(
        DialectDef::new("tst")
            .op(OpDef::new(AddOp::NAME).inherent(&["overflowFlags"]))
            .op(OpDef::new(CallOp::NAME))
            .op(OpDef::new(BranchOp::NAME).inherent(&["operandSegmentSizes"])),
    );
    ctx
}

/// A module whose block has `n` i32 arguments.
fn block_with_args(ctx: &Context, n: usize) -> (Module, Vec<ValueId>) {
    let mut m = Module::new(ctx, ctx.unknown_loc());
    let block = m.block();
    let i32t = ctx.i32();
    let args = (0..n)
        .map(|_| m.body_mut().add_block_arg(block, i32t, None))
        .collect();
    (m, args)
}

fn append(ctx: &Context, m: &mut Module, state: crate::OperationState) -> OpId {
    let block = m.block();
    let body: &mut Body = m.body_mut();
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    op
}

#[test]
fn declarations_record_their_facts() {
    assert_eq!(AddOp::NAME, "tst.add");
    assert_eq!(<AddOp as OpDecl>::INFO.dialect(), "tst");
    let info = <AddOp as OpDecl>::INFO;
    assert_eq!(info.summary, "adds");
    assert_eq!(info.operands[1].name, "rhs");
    assert_eq!(info.operands[1].kind, ArgKind::Single);
    assert_eq!(info.attributes[0].name, "overflowFlags");
    assert_eq!(info.attributes[0].kind, AttrKind::Enum);
    assert!(!info.attributes[0].required);
    assert_eq!(info.traits, Traits::PURE | Traits::COMMUTATIVE);
    assert_eq!(info.operand_arity(), Arity::Exactly(2));
    assert_eq!(<CallOp as OpDecl>::INFO.operand_arity(), Arity::AtLeast(1));
    assert_eq!(TEST_OPS.len(), 4);
    assert_eq!(TEST_OPS[3].name, "tst.missing");
}

#[test]
fn typed_views_match_by_interned_name() {
    let ctx = context();
    let (mut m, args) = block_with_args(&ctx, 2);
    let i32t = ctx.i32();
    let add = append(
        &ctx,
        &mut m,
        AddOp::build(&ctx, ctx.unknown_loc(), args[0], args[1], i32t),
    );
    let op = OpRef::new(&ctx, m.body(), add);
    assert!(op.isa::<AddOp>());
    assert!(AddOp::matches(op));
    assert!(AddOp::is(&ctx, op.name()));
    assert!(!op.isa::<CallOp>());
    assert!(!op.isa::<MissingOp>());
    let view = op.dyn_cast::<AddOp>().expect("an AddOp");
    assert_eq!((view.lhs(), view.rhs()), (args[0], args[1]));
    assert_eq!(view.sum(), op.result(0));
    assert_eq!(view.flags(), None);
    // Deref to the op: every OpRef query works on the view.
    assert_eq!(view.result_type(0), i32t);
    assert!(op.dyn_cast::<CallOp>().is_none());
    assert!(CallOp::cast(op).is_none());
}

#[test]
fn variadic_groups_take_what_fixed_ones_leave() {
    let ctx = context();
    let (mut m, args) = block_with_args(&ctx, 3);
    let i32t = ctx.i32();
    let state = CallOp::build(&ctx, ctx.unknown_loc(), args[0], &args[1..], &[i32t, i32t]).attr(
        &ctx,
        "callee",
        ctx.symbol_ref("f"),
    );
    let call = append(&ctx, &mut m, state);
    let view = OpRef::new(&ctx, m.body(), call)
        .dyn_cast::<CallOp>()
        .expect("a CallOp");
    assert_eq!(view.callee_ptr(), args[0]);
    assert_eq!(view.args().collect::<Vec<_>>(), &args[1..]);
    assert_eq!(view.results().len(), 2);
    assert_eq!(view.callee(), Some(ctx.symbol_ref("f")));
}

#[test]
fn several_variable_groups_use_segment_sizes() {
    let ctx = context();
    let (mut m, args) = block_with_args(&ctx, 4);
    let state = BranchOp::build(
        &ctx,
        ctx.unknown_loc(),
        Some(args[0]),
        &args[1..2],
        &args[2..],
    );
    assert_eq!(
        state
            .get_attr(&ctx, "operandSegmentSizes")
            .and_then(|a| ctx.attr_as_sizes(a)),
        Some(vec![1, 1, 2])
    );
    let br = append(&ctx, &mut m, state);
    let view = OpRef::new(&ctx, m.body(), br)
        .dyn_cast::<BranchOp>()
        .expect("a BranchOp");
    assert_eq!(view.condition(), Some(args[0]));
    assert_eq!(view.true_args().collect::<Vec<_>>(), &args[1..2]);
    assert_eq!(view.false_args().collect::<Vec<_>>(), &args[2..]);
}

#[test]
fn names_resolve_again_after_a_dialect_is_loaded() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let before = ctx.declared_op_name::<AddOp>();
    assert!(!before.is_registered());
    assert_eq!(ctx.op_name_str(before), "tst.add");
    ctx.load_dialect(DialectDef::new("tst").op(OpDef::new(AddOp::NAME)));
    let after = ctx.declared_op_name::<AddOp>();
    assert!(after.is_registered());
    assert_eq!(after, ctx.op_name("tst.add"));
    assert!(<AddOp as OpDecl>::is(&ctx, after));
}

#[test]
fn unregistered_ops_match_their_declaration_by_name() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let (mut m, args) = block_with_args(&ctx, 2);
    let state = crate::OperationState::new(&ctx, "tst.add", ctx.unknown_loc())
        .operands(&args)
        .results(&[ctx.i32()]);
    let op = append(&ctx, &mut m, state);
    let op = OpRef::new(&ctx, m.body(), op);
    assert!(op.isa::<AddOp>());
    assert_eq!(op.dyn_cast::<AddOp>().map(|a| a.rhs()), Some(args[1]));
    let _: Type = op.result_type(0);
}

#[test]
fn variable_groups_without_sizes_split_the_rest_equally() {
    use super::{group_range, ArgDecl, ArgKind::*};
    let decl = [
        ArgDecl {
            name: "base",
            kind: Single,
        },
        ArgDecl {
            name: "offset",
            kind: Single,
        },
        ArgDecl {
            name: "sizes",
            kind: Variadic,
        },
        ArgDecl {
            name: "strides",
            kind: Variadic,
        },
    ];
    assert_eq!(group_range(&decl, 1, 6, || None), 1..2);
    assert_eq!(group_range(&decl, 2, 6, || None), 2..4);
    assert_eq!(group_range(&decl, 3, 6, || None), 4..6);
    // An odd rest cannot be split: an empty range, as for any malformed op.
    assert_eq!(group_range(&decl, 3, 5, || None), 5..5);
    // Stored sizes win.
    assert_eq!(group_range(&decl, 3, 5, || Some(vec![1, 1, 1, 2])), 3..5);
}
