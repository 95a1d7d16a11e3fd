//! Tests on programmatically built ops: verifiers, folders, printers, names.

mod fold;
mod fold_table;
mod print;
mod verify;

use crate::dialect;
use xla_ir::registry::FoldResult;
use xla_ir::{Attribute, BlockId, Body, Context, OpId, OpRef, OperationState, Type, ValueId};

/// A context with arith loaded and one block to build ops in.
pub struct Fixture {
    pub ctx: Context,
    pub body: Body,
    pub block: BlockId,
}

/// What a folder produced, in a comparable form.
#[derive(Debug, PartialEq)]
pub enum Folded {
    Value(ValueId),
    Attr(Attribute),
}

impl Fixture {
    pub fn new() -> Self {
        let mut ctx = Context::new();
        ctx.load_dialect(dialect());
        let mut body = Body::with_root_regions(1);
        let block = body.create_block();
        let region = body.root_regions()[0];
        body.append_block(region, block);
        Fixture { ctx, body, block }
    }

    /// A fresh block argument of type `ty`.
    pub fn arg(&mut self, ty: Type) -> ValueId {
        self.body.add_block_arg(self.block, ty, None)
    }

    /// Appends `name(operands) {props} -> results`.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[ValueId],
        results: &[Type],
        props: &[(&str, Attribute)],
    ) -> OpId {
        let mut st = OperationState::new(&self.ctx, name, self.ctx.unknown_loc())
            .operands(operands)
            .results(results);
        for &(n, a) in props {
            st.set_attr(&self.ctx, n, a);
        }
        let op = self.body.create_op(&self.ctx, st);
        self.body.append_op(self.block, op);
        op
    }

    /// Appends an `arith.constant` and returns its result.
    pub fn constant(&mut self, value: Attribute) -> ValueId {
        let ty = self.ctx.attr_type(value).expect("typed constant");
        let op = self.op("arith.constant", &[], &[ty], &[("value", value)]);
        self.body.result(op, 0)
    }

    pub fn op_ref(&self, op: OpId) -> OpRef<'_> {
        OpRef::new(&self.ctx, &self.body, op)
    }

    /// Runs the op's verifiers (the core's trait checks, which run in between, aside);
    /// the error message on failure.
    pub fn verify(&self, op: OpId) -> Result<(), String> {
        self.invariants(op)?;
        let r = self.op_ref(op);
        match r.def().and_then(|d| d.verify_after_traits) {
            Some(verify) => verify(r).map_err(|d| d.message),
            None => Ok(()),
        }
    }

    /// Runs only the op's ODS invariants (what MLIR checks before the traits).
    pub fn invariants(&self, op: OpId) -> Result<(), String> {
        let r = self.op_ref(op);
        let verify = r
            .def()
            .and_then(|d| d.verify)
            .expect("arith ops have verifiers");
        verify(r).map_err(|d| d.message)
    }

    /// Runs the op's folder with the given constant operands.
    pub fn fold(&self, op: OpId, constants: &[Option<Attribute>]) -> Option<Vec<Folded>> {
        let r = self.op_ref(op);
        let fold = r
            .def()
            .and_then(|d| d.fold)
            .expect("arith ops have folders");
        let results = fold(r, constants)?;
        Some(
            results
                .into_iter()
                .map(|f| match f {
                    FoldResult::Value(v) => Folded::Value(v),
                    FoldResult::Attr(a) => Folded::Attr(a),
                })
                .collect(),
        )
    }

    /// The result names the op suggests.
    pub fn names(&self, op: OpId) -> Vec<(usize, String)> {
        let r = self.op_ref(op);
        let names = r
            .def()
            .and_then(|d| d.interface::<dyn xla_ir::asm::OpAsmResultNames>());
        names.map(|n| n.result_names(r)).unwrap_or_default()
    }
}

#[test]
fn every_upstream_op_is_registered() {
    let fx = Fixture::new();
    let names = [
        "constant",
        "addi",
        "subi",
        "muli",
        "divsi",
        "divui",
        "ceildivsi",
        "ceildivui",
        "floordivsi",
        "remsi",
        "remui",
        "andi",
        "ori",
        "xori",
        "shli",
        "shrsi",
        "shrui",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
        "addf",
        "subf",
        "mulf",
        "divf",
        "remf",
        "maximumf",
        "minimumf",
        "maxnumf",
        "minnumf",
        "negf",
        "cmpi",
        "cmpf",
        "select",
        "extsi",
        "extui",
        "extf",
        "trunci",
        "truncf",
        "sitofp",
        "uitofp",
        "fptosi",
        "fptoui",
        "index_cast",
        "index_castui",
        "bitcast",
        "addui_extended",
        "mulsi_extended",
        "mului_extended",
        "scaling_extf",
        "scaling_truncf",
    ];
    for n in names {
        let def = fx.ctx.op_def(fx.ctx.op_name(&format!("arith.{n}")));
        let def = def.unwrap_or_else(|| panic!("arith.{n} missing"));
        assert!(
            def.verify.is_some() && def.parse.is_some() && def.print.is_some(),
            "arith.{n}"
        );
    }
    assert_eq!(
        fx.ctx
            .registered_ops()
            .filter(|d| d.dialect_name() == "arith")
            .count(),
        names.len()
    );
}

#[test]
fn traits_follow_upstream() {
    use xla_ir::Traits;
    let fx = Fixture::new();
    let def = |n: &str| fx.ctx.op_def(fx.ctx.op_name(n)).unwrap();
    assert!(def("arith.addi")
        .has_trait(Traits::COMMUTATIVE | Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(def("arith.addi").has_trait(Traits::ELEMENTWISE | Traits::SCALARIZABLE));
    assert!(!def("arith.subi").has_trait(Traits::COMMUTATIVE));
    assert!(
        !def("arith.divsi").has_trait(Traits::PURE),
        "divisions are only conditionally speculatable"
    );
    assert!(def("arith.remsi").has_trait(Traits::PURE));
    assert!(def("arith.constant").has_trait(Traits::CONSTANT_LIKE));
    assert!(!def("arith.constant").has_trait(Traits::ELEMENTWISE));
    assert!(def("arith.extf").has_trait(Traits::SAME_OPERANDS_AND_RESULT_SHAPE));
    assert!(!def("arith.scaling_extf").has_trait(Traits::SAME_OPERANDS_AND_RESULT_SHAPE));
    assert!(def("arith.cmpf").has_trait(Traits::SAME_TYPE_OPERANDS));
    assert_eq!(def("arith.cmpf").inherent_attrs, ["predicate", "fastmath"]);
    assert_eq!(
        def("arith.truncf").inherent_attrs,
        ["roundingmode", "fastmath"]
    );
    assert_eq!(def("arith.divui").inherent_attrs, ["isExact"]);
}

#[test]
fn materialize_builds_constants_only_when_buildable() {
    let fx = Fixture::new();
    let ctx = &fx.ctx;
    let loc = ctx.unknown_loc();
    let v = ctx.integer_attr(ctx.i32(), 42);
    let st = crate::materialize(ctx, v, ctx.i32(), loc).expect("buildable");
    assert_eq!(st.result_types, [ctx.i32()]);
    assert_eq!(st.props.get_str(ctx, "value"), Some(v));
    assert!(
        crate::materialize(ctx, v, ctx.i64(), loc).is_none(),
        "type mismatch"
    );
    let si = ctx.intern_type(xla_ir::TypeData::Integer {
        width: 8,
        signedness: xla_ir::types::Signedness::Signed,
    });
    assert!(
        crate::materialize(ctx, ctx.integer_attr(si, 1), si, loc).is_none(),
        "signed"
    );
    assert!(crate::materialize(ctx, ctx.string_attr("x"), ctx.none_type(), loc).is_none());
}

#[test]
fn result_names_match_upstream() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (c42, m1, t, idx, f) = (
        ctx.integer_attr(ctx.i32(), 42),
        ctx.integer_attr(ctx.i64(), -1),
        ctx.bool_attr(true),
        ctx.integer_attr(ctx.index_type(), -7),
        ctx.float_attr_bits(ctx.f32(), 0),
    );
    let mut names = Vec::new();
    for v in [c42, m1, t, idx, f] {
        let value = fx.constant(v);
        let op = match fx.body.value(value).def {
            xla_ir::ir::ValueDef::Result { op, .. } => op,
            _ => unreachable!(),
        };
        names.extend(fx.names(op).into_iter().map(|(_, n)| n));
    }
    assert_eq!(names, ["c42_i32", "c-1_i64", "true", "c-7", "cst"]);
    let i32t = fx.ctx.i32();
    let a = fx.arg(i32t);
    let i1 = fx.ctx.i1();
    let add = fx.op("arith.addui_extended", &[a, a], &[i32t, i1], &[]);
    assert_eq!(
        fx.names(add),
        [(0, "sum".to_string()), (1, "overflow".to_string())]
    );
}

#[test]
fn default_valued_properties_are_populated_on_creation() {
    let mut fx = Fixture::new();
    let (i32t, i8t, f32t, f64t, i1) = (
        fx.ctx.i32(),
        fx.ctx.integer_type(8),
        fx.ctx.f32(),
        fx.ctx.f64(),
        fx.ctx.i1(),
    );
    let (x, f) = (fx.arg(i32t), fx.arg(f32t));
    let none_ov = crate::OVERFLOW.attr(&fx.ctx, 0);
    let none_fm = crate::FASTMATH.attr(&fx.ctx, 0);
    let addi = fx.op("arith.addi", &[x, x], &[i32t], &[]);
    let trunci = fx.op("arith.trunci", &[x], &[i8t], &[]);
    let olt = crate::CMPF_PREDICATES.attr(&fx.ctx, 4);
    let cmpf = fx.op("arith.cmpf", &[f, f], &[i1], &[("predicate", olt)]);
    let extf = fx.op("arith.extf", &[f], &[f64t], &[]);
    let divsi = fx.op("arith.divsi", &[x, x], &[i32t], &[]);
    assert_eq!(fx.op_ref(addi).attr("overflowFlags"), Some(none_ov));
    assert_eq!(fx.op_ref(trunci).attr("overflowFlags"), Some(none_ov));
    assert_eq!(fx.op_ref(cmpf).attr("fastmath"), Some(none_fm));
    assert!(
        fx.op_ref(extf).props().is_empty(),
        "optional fastmath stays absent"
    );
    assert!(
        fx.op_ref(divsi).props().is_empty(),
        "isExact is a unit flag"
    );
    let nsw = crate::OVERFLOW.attr(&fx.ctx, 1);
    let kept = fx.op("arith.addi", &[x, x], &[i32t], &[("overflowFlags", nsw)]);
    assert_eq!(fx.op_ref(kept).attr("overflowFlags"), Some(nsw));
}

#[test]
fn muli_of_vscale_is_named_after_the_constant() {
    let mut fx = Fixture::new();
    let idx = fx.ctx.index_type();
    let four = fx.ctx.integer_attr(idx, 4);
    let c = fx.constant(four);
    let vscale = fx.op("vector.vscale", &[], &[idx], &[]);
    let v = fx.body.result(vscale, 0);
    let mul = fx.op("arith.muli", &[c, v], &[idx], &[]);
    assert_eq!(fx.names(mul), [(0, "c4_vscale".to_string())]);
    let plain = fx.op("arith.muli", &[c, c], &[idx], &[]);
    assert!(fx.names(plain).is_empty());
}
