//! Unit tests: ops built with the Body API, verified through their OpDef hooks.

use crate::dialect;
use xla_ir::registry::FoldResult;
use xla_ir::{
    Attribute, Body, Context, Diag, Module, OpId, OpRef, OperationState, RegionKind, Traits, Type,
};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(dialect());
    ctx
}

/// A module whose block defines one value of each of `arg_types` (through an unregistered
/// producer op); `build` adds the op under test, using those values.
struct Fixture {
    ctx: Context,
    module: Module,
}

impl Fixture {
    fn new() -> Self {
        let ctx = context();
        let module = Module::new(&ctx, ctx.unknown_loc());
        Fixture { ctx, module }
    }

    fn values(&mut self, types: &[Type]) -> Vec<xla_ir::ValueId> {
        let block = self.module.block();
        let st = OperationState::new(&self.ctx, "producer.values", self.ctx.unknown_loc())
            .results(types);
        let body = self.module.body_mut();
        let op = body.create_op(&self.ctx, st);
        body.append_op(block, op);
        body.results(op).to_vec()
    }

    /// Creates `name` with operands of `operand_types`, `results`, attributes, and
    /// `blocks` empty blocks in each of `regions` local regions.
    fn op(
        &mut self,
        name: &str,
        operand_types: &[Type],
        results: &[Type],
        attrs: &[(&str, Attribute)],
        regions: &[usize],
    ) -> OpId {
        let operands = self.values(operand_types);
        let block = self.module.block();
        let ctx = &self.ctx;
        let body = self.module.body_mut();
        let mut st = OperationState::new(ctx, name, ctx.file_loc("t.mlir", 4, 8))
            .operands(&operands)
            .results(results);
        for &(n, v) in attrs {
            st.set_attr(ctx, n, v);
        }
        for &blocks in regions {
            let r = body.create_region();
            for _ in 0..blocks {
                let b = body.create_block();
                body.append_block(r, b);
            }
            st.regions.push(r);
        }
        let op = body.create_op(ctx, st);
        body.append_op(block, op);
        op
    }

    fn body(&self) -> &Body {
        self.module.body()
    }

    fn verify(&self, op: OpId) -> Result<(), Diag> {
        let op = OpRef::new(&self.ctx, self.body(), op);
        op.def().and_then(|d| d.verify).map_or(Ok(()), |f| f(op))
    }
}

/// Builds and verifies one op; `expected` is the message after `'name' op `, or "" for success.
fn expect(
    name: &str,
    operands: &[Type],
    results: &[Type],
    attrs: &[(&str, Attribute)],
    regions: &[usize],
    expected: &str,
    f: &mut Fixture,
) {
    let op = f.op(name, operands, results, attrs, regions);
    match f.verify(op) {
        Ok(()) => assert!(expected.is_empty(), "{name}: expected error {expected:?}"),
        Err(d) => {
            assert_eq!(d.message, format!("'{name}' op {expected}"));
            assert_eq!(f.ctx.loc_file_line_col(d.loc), Some(("t.mlir", 4, 8)));
        }
    }
}

#[test]
fn operand_and_result_constraints_use_upstream_messages() {
    let mut f = Fixture::new();
    let ctx = &f.ctx;
    let (i32t, f32t, idx) = (ctx.i32(), ctx.f32(), ctx.index_type());
    let t2 = ctx.tensor_type(&[2], f32t);
    let cases: Vec<(&str, Vec<Type>, Vec<Type>, &str)> = vec![
        (
            "test.broadcastable",
            vec![i32t],
            vec![t2],
            "operand #0 must be variadic of tensor of any type values, but got 'i32'",
        ),
        (
            "test.broadcastable",
            vec![t2, i32t],
            vec![t2],
            "operand #1 must be variadic of tensor of any type values, but got 'i32'",
        ),
        (
            "test.broadcastable",
            vec![t2],
            vec![i32t],
            "result #0 must be tensor of any type values, but got 'i32'",
        ),
        ("test.broadcastable", vec![t2, t2], vec![t2], ""),
        (
            "test.same_operand_shape",
            vec![i32t],
            vec![],
            "operand #0 must be variadic of shaped of any type values, but got 'i32'",
        ),
        (
            "test.same_operand_and_result_shape",
            vec![t2],
            vec![i32t],
            "result #0 must be variadic of shaped of any type values, but got 'i32'",
        ),
        (
            "test.op_commutative",
            vec![i32t, i32t, i32t, f32t],
            vec![i32t],
            "operand #3 must be 32-bit signless integer, but got 'f32'",
        ),
        (
            "test.op_commutative2",
            vec![i32t, i32t],
            vec![f32t],
            "result #0 must be 32-bit signless integer, but got 'f32'",
        ),
        ("test.op_commutative2", vec![i32t, i32t], vec![i32t], ""),
        (
            "test.always_speculatable_op",
            vec![],
            vec![f32t],
            "result #0 must be 32-bit signless integer, but got 'f32'",
        ),
        (
            "test.same_operand_and_result_type",
            vec![i32t, f32t],
            vec![idx],
            "",
        ),
    ];
    for (name, operands, results, expected) in cases {
        expect(name, &operands, &results, &[], &[], expected, &mut f);
    }
}

#[test]
fn region_ops_check_operand_and_block_count() {
    let mut f = Fixture::new();
    let (i32t, idx) = (f.ctx.i32(), f.ctx.index_type());
    expect(
        "test.isolated_region",
        &[i32t],
        &[],
        &[],
        &[1],
        "operand #0 must be index, but got 'i32'",
        &mut f,
    );
    expect(
        "test.isolated_region",
        &[idx],
        &[],
        &[],
        &[0],
        "region #0 ('region') failed to verify constraint: region with 1 blocks",
        &mut f,
    );
    expect("test.isolated_region", &[idx], &[], &[], &[1], "", &mut f);
    expect(
        "test.symbol_table_region",
        &[],
        &[],
        &[],
        &[2],
        "region #0 ('region') failed to verify constraint: region with 1 blocks",
        &mut f,
    );
    expect(
        "test.single_no_terminator_op",
        &[],
        &[],
        &[],
        &[0],
        "region #0 ('my_region') failed to verify constraint: region with 1 blocks",
        &mut f,
    );
    expect("test.graph_region", &[], &[], &[], &[3], "", &mut f);
}

#[test]
fn symbols_check_their_attributes() {
    let mut f = Fixture::new();
    let (s, one, foo) = (
        f.ctx.string_attr("s"),
        f.ctx.i64_attr(1),
        f.ctx.string_attr("foo"),
    );
    let private = f.ctx.string_attr("private");
    expect(
        "test.symbol",
        &[],
        &[],
        &[],
        &[],
        "requires attribute 'sym_name'",
        &mut f,
    );
    expect(
        "test.symbol",
        &[],
        &[],
        &[("sym_name", one)],
        &[],
        "attribute 'sym_name' failed to satisfy constraint: string attribute",
        &mut f,
    );
    expect(
        "test.symbol",
        &[],
        &[],
        &[("sym_name", s), ("sym_visibility", one)],
        &[],
        "attribute 'sym_visibility' failed to satisfy constraint: string attribute",
        &mut f,
    );
    expect(
        "test.symbol",
        &[],
        &[],
        &[("sym_name", s), ("sym_visibility", foo)],
        &[],
        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"foo\"",
        &mut f,
    );
    expect(
        "test.symbol",
        &[],
        &[],
        &[("sym_name", s), ("sym_visibility", private)],
        &[],
        "",
        &mut f,
    );
}

#[test]
fn constant_requires_and_folds_to_its_value() {
    let mut f = Fixture::new();
    let i32t = f.ctx.i32();
    expect(
        "test.constant",
        &[],
        &[i32t],
        &[],
        &[],
        "requires attribute 'value'",
        &mut f,
    );
    let value = f.ctx.integer_attr(i32t, 7);
    let op = f.op("test.constant", &[], &[i32t], &[("value", value)], &[]);
    assert!(f.verify(op).is_ok());
    let op = OpRef::new(&f.ctx, f.body(), op);
    assert!(
        op.props().get_str(&f.ctx, "value").is_some(),
        "value is a property"
    );
    let folded = (op.def().and_then(|d| d.fold).expect("folder"))(op, &[]).expect("folds");
    assert!(matches!(folded.as_slice(), [FoldResult::Attr(a)] if *a == value));
}

#[test]
fn ops_carry_upstream_traits() {
    let ctx = context();
    let def = |name: &str| {
        ctx.op_def(ctx.op_name(name))
            .unwrap_or_else(|| panic!("{name} registered"))
    };
    let expectations = [
        (
            "test.same_operand_and_result_type",
            Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        ),
        (
            "test.same_operand_element_type",
            Traits::SAME_OPERANDS_ELEMENT_TYPE,
        ),
        (
            "test.same_operand_and_result_element_type",
            Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
        ),
        ("test.same_operand_shape", Traits::SAME_OPERANDS_SHAPE),
        (
            "test.same_operand_and_result_shape",
            Traits::SAME_OPERANDS_AND_RESULT_SHAPE,
        ),
        ("test.elementwise_mappable", Traits::ELEMENTWISE),
        ("test.broadcastable", Traits::BROADCASTABLE),
        ("test.op_commutative", Traits::COMMUTATIVE),
        ("test.always_speculatable_op", Traits::PURE),
        ("test.constant", Traits::CONSTANT_LIKE),
        ("test.finish", Traits::TERMINATOR),
        (
            "test.return",
            Traits::RETURN_LIKE | Traits::TERMINATOR | Traits::PURE,
        ),
        ("test.symbol", Traits::SYMBOL),
        ("test.symbol_table_region", Traits::SYMBOL_TABLE),
        ("test.isolated_region", Traits::ISOLATED_FROM_ABOVE),
        ("test.isolated_graph_region", Traits::ISOLATED_FROM_ABOVE),
        (
            "test.single_no_terminator_op",
            Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK,
        ),
    ];
    for (name, traits) in expectations {
        assert!(def(name).has_trait(traits), "{name}");
    }
    for name in [
        "test.graph_region",
        "test.isolated_graph_region",
        "test.single_no_terminator_op",
    ] {
        assert_eq!(def(name).region_kind, RegionKind::Graph, "{name}");
    }
    for name in [
        "test.graph_region",
        "test.isolated_region",
        "test.single_no_terminator_op",
    ] {
        assert!(
            def(name).parse.is_some() && def(name).print.is_some(),
            "{name} has custom syntax"
        );
    }
}
