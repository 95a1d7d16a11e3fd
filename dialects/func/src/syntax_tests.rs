//! Printer hooks checked against mlir-opt's output through a minimal `OpAsmPrinter`
//! (values print as `%v<index>`, regions as `{...}`); parsing is covered by the lit tests.

use crate::diag_text::{attr_to_string, string_literal, symbol_name_text, type_to_string};
use crate::*;
use xla_ir::asm::{AsmPrinter, OpAsmPrinter};
use xla_ir::entity::EntityRef;
use xla_ir::ir::NamedAttrs;
use xla_ir::{
    Attribute, Body, Context, Location, Module, OpId, OpRef, OperationState, RegionId, Type,
    ValueId,
};

struct MockPrinter<'a> {
    ctx: &'a Context,
    out: String,
    /// The body whose values `print_argument` names (the function's own).
    arg_body: Option<&'a Body>,
}

impl AsmPrinter for MockPrinter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_type(&mut self, t: Type) {
        self.out.push_str(&type_to_string(self.ctx, t));
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.out.push_str(&attr_to_string(self.ctx, a));
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attribute(a);
    }
    fn print_symbol_name(&mut self, name: &str) {
        self.out.push_str(&symbol_name_text(name));
    }
    fn print_string(&mut self, s: &str) {
        self.out.push_str(&string_literal(s));
    }
    fn print_dimension_list(&mut self, dims: &[i64]) {
        self.out.push_str(
            &dims
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("x"),
        );
    }
}

impl OpAsmPrinter for MockPrinter<'_> {
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter {
        self
    }
    fn print_operand(&mut self, v: ValueId) {
        self.out.push_str(&format!("%v{}", v.index()));
    }
    fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }
    fn print_argument(&mut self, v: ValueId, attrs: Option<Attribute>) {
        self.print_operand(v);
        self.out.push_str(": ");
        let ty = self.arg_body.expect("argument body").value_type(v);
        self.print_type(ty);
        if let Some(a) = attrs {
            self.out.push(' ');
            self.print_attribute(a);
        }
    }
    fn print_types(&mut self, ts: &[Type]) {
        self.out.push_str(
            &ts.iter()
                .map(|&t| type_to_string(self.ctx, t))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        let t = self.ctx.function_type(inputs, results);
        self.print_type(t);
    }
    fn print_arrow_type_list(&mut self, _results: &[Type]) {}
    fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        let mut all = NamedAttrs::new();
        for (n, a) in op.props().iter().chain(op.attrs().iter()) {
            if !elided.contains(&self.ctx.symbol_str(n)) {
                all.set(self.ctx, n, a);
            }
        }
        self.print_attr_dict(&all, &[]);
    }
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]) {
        let before = self.out.len();
        self.print_optional_attr_dict(op, elided);
        if self.out.len() > before {
            self.out.insert_str(before, " attributes");
        }
    }
    fn print_properties(&mut self, _op: OpRef<'_>) {}
    fn print_region(
        &mut self,
        _op: OpRef<'_>,
        _index: usize,
        _print_entry_args: bool,
        _print_empty_block: bool,
    ) {
        self.out.push_str("{...}");
    }
    fn print_successor(&mut self, _b: xla_ir::BlockId) {}
    fn print_successor_and_use_list(&mut self, _b: xla_ir::BlockId, _operands: &[ValueId]) {}
    fn print_optional_location(&mut self, _loc: Location) {}
    fn print_newline(&mut self) {}
    fn region_entry_args(&self, op: OpRef<'_>, index: usize) -> Vec<ValueId> {
        let regions = op.regions();
        let entry = regions
            .ids
            .get(index)
            .and_then(|&r| regions.body.entry_block(r));
        entry
            .map(|b| regions.body.block_args(b).to_vec())
            .unwrap_or_default()
    }
    fn print_attr_dict(&mut self, attrs: &NamedAttrs, elided: &[&str]) {
        let kept: Vec<_> = attrs
            .iter()
            .filter(|(n, _)| !elided.contains(&self.ctx.symbol_str(*n)))
            .collect();
        if kept.is_empty() {
            return;
        }
        let dict = self.ctx.dictionary(&kept);
        self.out.push(' ');
        self.print_attribute(dict);
    }
    fn op_region_ids(&self, op: OpRef<'_>) -> Vec<RegionId> {
        op.regions().ids.to_vec()
    }
}

/// The custom form printed after the op name.
fn print(ctx: &Context, body: &Body, op: OpId) -> String {
    let op_ref = OpRef::new(ctx, body, op);
    let arg_body = body.op(op).isolated_body();
    let mut p = MockPrinter {
        ctx,
        out: String::new(),
        arg_body,
    };
    (op_ref.def().and_then(|d| d.print).expect("custom printer"))(&mut p, op_ref);
    p.out
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(dialect());
    ctx
}

/// A `func.func` with the given properties; a body with an entry block of `inputs` if `defined`.
fn func(
    ctx: &Context,
    m: &mut Module,
    props: &[(&str, Attribute)],
    inputs: &[Type],
    defined: bool,
) -> OpId {
    let mut inner = Body::with_root_regions(1);
    if defined {
        let r = inner.root_regions()[0];
        let b = inner.create_block();
        inner.append_block(r, b);
        for &t in inputs {
            inner.add_block_arg(b, t, None);
        }
    }
    let mut st = OperationState::new(ctx, FUNC, ctx.unknown_loc());
    for &(n, a) in props {
        st.set_attr(ctx, n, a);
    }
    st.isolated = Some(Box::new(inner));
    let block = m.block();
    let op = m.body_mut().create_op(ctx, st);
    m.body_mut().append_op(block, op);
    op
}

#[test]
fn functions_print_as_mlir_opt_does() {
    let ctx = context();
    let mut m = Module::new(&ctx, ctx.unknown_loc());
    let (i32t, f32t) = (ctx.i32(), ctx.f32());
    let d = |name: &str| ctx.dictionary(&[(ctx.symbol(name), ctx.unit_attr())]);
    let arr = |items: &[Attribute]| ctx.array_attr(items);
    let ty = |ins: &[Type], outs: &[Type]| ctx.type_attr(ctx.function_type(ins, outs));
    let empty = ctx.empty_dictionary();

    let decl = func(
        &ctx,
        &mut m,
        &[
            ("sym_name", ctx.string_attr("g")),
            ("sym_visibility", ctx.string_attr("private")),
            ("function_type", ty(&[i32t, f32t], &[i32t])),
            ("arg_attrs", arr(&[d("d.a"), empty])),
        ],
        &[],
        false,
    );
    assert_eq!(
        print(&ctx, m.body(), decl),
        " private @g(i32 {d.a}, f32) -> i32"
    );

    let def = func(
        &ctx,
        &mut m,
        &[
            ("sym_name", ctx.string_attr("f")),
            ("function_type", ty(&[i32t, f32t], &[i32t, f32t])),
            ("arg_attrs", arr(&[d("d.attr"), empty])),
            ("res_attrs", arr(&[d("d.res"), empty])),
            ("no_inline", ctx.unit_attr()),
            ("x", ctx.unit_attr()),
        ],
        &[i32t, f32t],
        true,
    );
    assert_eq!(
        print(&ctx, m.body(), def),
        " @f(%v0: i32 {d.attr}, %v1: f32) -> (i32 {d.res}, f32) attributes {no_inline, x} {...}"
    );

    let fn_result = func(
        &ctx,
        &mut m,
        &[
            ("sym_name", ctx.string_attr("k")),
            ("sym_visibility", ctx.string_attr("nested")),
            (
                "function_type",
                ty(&[], &[ctx.function_type(&[i32t], &[i32t])]),
            ),
        ],
        &[],
        true,
    );
    assert_eq!(
        print(&ctx, m.body(), fn_result),
        " nested @k() -> ((i32) -> i32) {...}"
    );

    let no_results = func(
        &ctx,
        &mut m,
        &[
            ("sym_name", ctx.string_attr("a b")),
            ("function_type", ty(&[], &[])),
        ],
        &[],
        true,
    );
    assert_eq!(print(&ctx, m.body(), no_results), " @\"a b\"() {...}");
}

#[test]
fn calls_returns_and_constants_print_as_mlir_opt_does() {
    let ctx = context();
    let mut m = Module::new(&ctx, ctx.unknown_loc());
    let i32t = ctx.i32();
    let fn_type = ctx.function_type(&[i32t], &[i32t]);
    let block = m.block();
    let body = m.body_mut();
    let producer =
        OperationState::new(&ctx, "test.values", ctx.unknown_loc()).results(&[i32t, fn_type]);
    let producer = body.create_op(&ctx, producer);
    body.append_op(block, producer);
    let (a, f) = (body.result(producer, 0), body.result(producer, 1));
    let mut add = |st: OperationState| {
        let op = body.create_op(&ctx, st);
        body.append_op(block, op);
        op
    };
    let call = add(OperationState::new(&ctx, CALL, ctx.unknown_loc())
        .operands(&[a])
        .results(&[i32t])
        .attr(&ctx, "callee", ctx.symbol_ref("g"))
        .attr(&ctx, "no_inline", ctx.unit_attr())
        .attr(&ctx, "foo", ctx.i64_attr(1)));
    let void_call = add(OperationState::new(&ctx, CALL, ctx.unknown_loc()).attr(
        &ctx,
        "callee",
        ctx.symbol_ref("h"),
    ));
    let indirect = add(OperationState::new(&ctx, CALL_INDIRECT, ctx.unknown_loc())
        .operands(&[f, a])
        .results(&[i32t]));
    let constant = add(OperationState::new(&ctx, CONSTANT, ctx.unknown_loc())
        .results(&[fn_type])
        .attr(&ctx, "value", ctx.symbol_ref("g"))
        .attr(&ctx, "d.c", ctx.unit_attr()));
    let ret = add(OperationState::new(&ctx, RETURN, ctx.unknown_loc()).operands(&[a, a]));
    let bare_ret = add(OperationState::new(&ctx, RETURN, ctx.unknown_loc()));
    let body = m.body();
    let (va, vf) = (a.index(), f.index());
    assert_eq!(
        print(&ctx, body, call),
        format!(" @g(%v{va}) {{foo = 1 : i64, no_inline}} : (i32) -> i32")
    );
    assert_eq!(print(&ctx, body, void_call), " @h() : () -> ()");
    assert_eq!(
        print(&ctx, body, indirect),
        format!(" %v{vf}(%v{va}) : (i32) -> i32")
    );
    assert_eq!(print(&ctx, body, constant), " {d.c} @g : (i32) -> i32");
    assert_eq!(
        print(&ctx, body, ret),
        format!(" %v{va}, %v{va} : i32, i32")
    );
    assert_eq!(print(&ctx, body, bare_ret), "");
}
