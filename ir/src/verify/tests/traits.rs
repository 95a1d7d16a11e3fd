//! Type and shape traits.

use super::*;
use crate::types::{TypeData, DYNAMIC};
use crate::verify::traits::{compatible_shape, compatible_shapes};

/// Verifies `name` applied to values of `operands` types, producing `results` types.
fn check(ctx: &Context, name: &str, operands: &[Type], results: &[Type]) -> Vec<String> {
    verify_func(ctx, |ctx, b, e| {
        let values: Vec<ValueId> = operands
            .iter()
            .map(|&t| {
                let op = add_op(ctx, b, e, "t.use", &[], &[t], 3);
                b.result(op, 0)
            })
            .collect();
        add_op(ctx, b, e, name, &values, results, 4);
        add_op(ctx, b, e, "t.ret", &[], &[], 5);
    })
}

fn err(msg: &str) -> Vec<String> {
    vec![format!("4: {msg}")]
}

fn scalable_vector(ctx: &Context, n: i64) -> Type {
    ctx.intern_type(TypeData::Vector {
        shape: vec![n].into(),
        scalable: vec![true].into(),
        elem: ctx.f32(),
    })
}

#[test]
fn same_operands_and_result_type() {
    let ctx = test_ctx();
    let (i32, f32) = (ctx.i32(), ctx.f32());
    let t = |s: &[i64]| ctx.tensor_type(s, f32);
    let n = "t.same_type";
    assert!(check(&ctx, n, &[i32, i32], &[i32]).is_empty());
    assert!(check(&ctx, n, &[t(&[DYNAMIC]), t(&[4])], &[t(&[4])]).is_empty());
    assert!(check(&ctx, n, &[ctx.unranked_tensor_type(f32)], &[t(&[4])]).is_empty());
    let msg = err("'t.same_type' op requires the same type for all operands and results");
    assert_eq!(check(&ctx, n, &[i32, f32], &[i32]), msg);
    assert_eq!(check(&ctx, n, &[t(&[3])], &[t(&[4])]), msg);
    assert_eq!(check(&ctx, n, &[i32], &[i32, f32]), msg);
    assert_eq!(
        check(&ctx, n, &[], &[i32]),
        err("'t.same_type' op expected 1 or more operands, but found 0")
    );
    assert_eq!(
        check(&ctx, n, &[i32], &[]),
        err("'t.same_type' op expected 1 or more results")
    );
    let enc = ctx.string_attr("enc");
    let with_enc = ctx.intern_type(TypeData::Tensor {
        shape: vec![4].into(),
        elem: f32,
        encoding: Some(enc),
    });
    assert_eq!(
        check(&ctx, n, &[t(&[4])], &[with_enc]),
        err("'t.same_type' op requires the same encoding for all operands and results")
    );
}

#[test]
fn same_type_operands() {
    let ctx = test_ctx();
    let n = "t.same_operand_type";
    assert!(check(&ctx, n, &[], &[]).is_empty());
    assert!(check(&ctx, n, &[ctx.i32()], &[ctx.f32()]).is_empty());
    assert_eq!(
        check(&ctx, n, &[ctx.i32(), ctx.i32(), ctx.i64()], &[]),
        err("'t.same_operand_type' op requires all operands to have the same type")
    );
}

#[test]
fn same_shapes() {
    let ctx = test_ctx();
    let (i32, f32) = (ctx.i32(), ctx.f32());
    let ti = |s: &[i64]| ctx.tensor_type(s, i32);
    let tf = |s: &[i64]| ctx.tensor_type(s, f32);
    let n = "t.same_shape";
    assert!(check(&ctx, n, &[ti(&[2]), tf(&[DYNAMIC])], &[]).is_empty());
    assert!(check(&ctx, n, &[i32, f32], &[]).is_empty());
    let msg = err("'t.same_shape' op requires the same shape for all operands");
    assert_eq!(check(&ctx, n, &[ti(&[2]), tf(&[3])], &[]), msg);
    assert_eq!(check(&ctx, n, &[i32, ti(&[2])], &[]), msg);
    assert_eq!(check(&ctx, n, &[ti(&[2]), ti(&[2, 1])], &[]), msg);
    assert_eq!(
        check(
            &ctx,
            n,
            &[scalable_vector(&ctx, 2), ctx.vector_type(&[2], f32)],
            &[]
        ),
        msg
    );
    let n = "t.same_all_shape";
    assert!(check(&ctx, n, &[ti(&[2])], &[tf(&[2])]).is_empty());
    assert_eq!(
        check(&ctx, n, &[ti(&[2])], &[tf(&[3])]),
        err("'t.same_all_shape' op requires the same shape for all operands and results")
    );
}

#[test]
fn same_element_types() {
    let ctx = test_ctx();
    let (i32, f32) = (ctx.i32(), ctx.f32());
    let n = "t.same_elem";
    assert!(check(&ctx, n, &[ctx.tensor_type(&[2], i32), i32], &[]).is_empty());
    assert_eq!(
        check(&ctx, n, &[ctx.tensor_type(&[2], i32), f32], &[]),
        err("'t.same_elem' op requires the same element type for all operands")
    );
    let n = "t.same_all_elem";
    assert!(check(&ctx, n, &[ctx.vector_type(&[2], f32)], &[f32]).is_empty());
    assert_eq!(
        check(&ctx, n, &[f32], &[f32, i32]),
        err("'t.same_all_elem' op requires the same element type for all operands and results")
    );
}

#[test]
fn elementwise() {
    let ctx = test_ctx();
    let (i1, i32) = (ctx.i1(), ctx.i32());
    let t = |s: &[i64], e: Type| ctx.tensor_type(s, e);
    let n = "t.elementwise";
    assert!(check(&ctx, n, &[i32, i32], &[i32]).is_empty());
    assert!(check(&ctx, n, &[t(&[2], i32), i32], &[t(&[2], i1)]).is_empty());
    assert!(check(&ctx, n, &[t(&[DYNAMIC], i32)], &[t(&[2], i32)]).is_empty());
    assert!(check(&ctx, n, &[ctx.memref_type(&[2], i32)], &[i32]).is_empty());
    let cases: [(&[Type], &[Type], &str); 5] = [
        (
            &[i32],
            &[t(&[2], i32)],
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ),
        (
            &[t(&[2], i32)],
            &[i32],
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ),
        (
            &[t(&[2], i32)],
            &[t(&[2], i32), i32],
            "if an operand is non-scalar, then all results must be non-scalar",
        ),
        (
            &[t(&[2], i32)],
            &[ctx.vector_type(&[2], i32)],
            "all non-scalar operands/results must have the same shape and base type",
        ),
        (
            &[t(&[2], i32)],
            &[ctx.unranked_tensor_type(i32)],
            "all non-scalar operands/results must have the same shape and base type",
        ),
    ];
    for (operands, results, msg) in cases {
        assert_eq!(
            check(&ctx, n, operands, results),
            err(&format!("'t.elementwise' op {msg}"))
        );
    }
    assert_eq!(
        check(&ctx, n, &[t(&[2], i32), t(&[3], i32)], &[t(&[2], i32)]),
        err("'t.elementwise' op all non-scalar operands/results must have the same shape and base type")
    );
}

#[test]
fn broadcastable() {
    let ctx = test_ctx();
    let f32 = ctx.f32();
    let t = |s: &[i64]| ctx.tensor_type(s, f32);
    let n = "t.bcast";
    assert!(check(&ctx, n, &[t(&[2, 3]), t(&[3])], &[t(&[2, 3])]).is_empty());
    assert!(check(&ctx, n, &[t(&[1]), t(&[4])], &[t(&[4])]).is_empty());
    assert_eq!(
        check(&ctx, n, &[t(&[2]), t(&[3])], &[t(&[3])]),
        err("'t.bcast' op operands don't have broadcast-compatible shapes")
    );
    assert_eq!(
        check(&ctx, n, &[t(&[3])], &[t(&[4])]),
        err("'t.bcast' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'")
    );
    assert_eq!(
        check(&ctx, n, &[t(&[3]), ctx.vector_type(&[3], f32)], &[t(&[3])]),
        err("cannot broadcast vector with tensor")
    );
}

#[test]
fn broadcastable_explained() {
    let ctx = test_ctx();
    let f32 = ctx.f32();
    let mut m = module(&ctx);
    add_func(&ctx, &mut m, "f", 2, |b, e| {
        let x = add_op(&ctx, b, e, "t.use", &[], &[ctx.tensor_type(&[3], f32)], 3);
        let x = b.result(x, 0);
        add_op(
            &ctx,
            b,
            e,
            "t.bcast",
            &[x],
            &[ctx.tensor_type(&[4], f32)],
            4,
        );
        add_op(&ctx, b, e, "t.ret", &[], &[], 5);
    });
    let opts = crate::verify::VerifyOptions {
        explain: true,
        ..Default::default()
    };
    let errs = crate::verify::verify_op_with_options(&ctx, &m.top, m.op, opts).unwrap_err();
    let errs = render(&ctx, &errs);
    assert_eq!(
        errs[0],
        "4: 't.bcast' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'"
    );
    assert_eq!(
        errs[1],
        "  note 4: operand types: tensor of shape '3'; inferred shape: '3'; result #0 type: tensor of shape '4'"
    );
}

#[test]
fn shape_compatibility_helpers() {
    let ctx = test_ctx();
    let f32 = ctx.f32();
    let t = |s: &[i64]| ctx.tensor_type(s, f32);
    assert!(compatible_shape(&ctx, f32, ctx.i32()));
    assert!(!compatible_shape(&ctx, f32, t(&[1])));
    assert!(compatible_shape(
        &ctx,
        ctx.unranked_tensor_type(f32),
        t(&[1, 2])
    ));
    assert!(!compatible_shape(&ctx, t(&[1]), t(&[1, 2])));
    assert!(compatible_shapes(
        &ctx,
        [
            t(&[2, DYNAMIC]),
            t(&[DYNAMIC, 3]),
            ctx.unranked_tensor_type(f32)
        ]
        .into_iter()
    ));
    assert!(!compatible_shapes(
        &ctx,
        [t(&[2, DYNAMIC]), t(&[DYNAMIC, 3]), t(&[3, 3])].into_iter()
    ));
    assert!(compatible_shapes(&ctx, std::iter::empty()));
    assert!(compatible_shapes(
        &ctx,
        [scalable_vector(&ctx, 4), scalable_vector(&ctx, 4)].into_iter()
    ));
}

#[test]
fn hooks_around_the_type_traits() {
    let ctx = test_ctx();
    // `fail` / `fail_after` make the hooks fail; `same` makes SameOperandsAndResultType hold.
    let build = |attrs: &[&str], last: bool, same: bool| {
        verify_func(&ctx, |ctx, b, e| {
            let a = cst(ctx, b, e, 3);
            let ty = if same { ctx.i32() } else { ctx.f32() };
            let mut st = OperationState::new(ctx, "t.checked_same_type", loc(ctx, 4))
                .operands(&[a])
                .results(&[ty]);
            for name in attrs {
                st.attrs.set_str(ctx, name, ctx.unit_attr());
            }
            let op = b.create_op(ctx, st);
            b.append_op(e, op);
            if !last {
                add_op(ctx, b, e, "t.ret", &[], &[], 5);
            }
        })
    };
    let all = ["fail", "fail_after"];
    assert_eq!(
        build(&all, false, false),
        err("'t.checked_same_type' op must be the last operation in the parent block")
    );
    assert_eq!(
        build(&all, true, false),
        err("'t.checked_same_type' op custom verify failed")
    );
    assert_eq!(
        build(&["fail_after"], true, false),
        err("'t.checked_same_type' op requires the same type for all operands and results")
    );
    assert_eq!(
        build(&["fail_after"], true, true),
        err("'t.checked_same_type' op custom after-traits verify failed")
    );
    assert!(build(&[], true, true).is_empty());
}
