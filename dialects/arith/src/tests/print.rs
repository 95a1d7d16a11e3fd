//! Custom printers, through a minimal `OpAsmPrinter` that names values `%<index>`.

use super::Fixture;
use crate::attrs::{CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH, OVERFLOW, ROUNDING_MODES};
use crate::display::{attr_str, dict_str, type_str};
use xla_ir::asm::{AsmPrinter, OpAsmPrinter};
use xla_ir::entity::EntityRef;
use xla_ir::ir::NamedAttrs;
use xla_ir::{Attribute, BlockId, Context, Location, OpId, OpRef, Type, ValueId};

struct MockPrinter<'a> {
    ctx: &'a Context,
    out: String,
}

impl AsmPrinter for MockPrinter<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }
    fn print_type(&mut self, t: Type) {
        self.out.push_str(&type_str(self.ctx, t));
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.out.push_str(&attr_str(self.ctx, a));
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attribute(a);
    }
    fn print_symbol_name(&mut self, name: &str) {
        self.out.push_str(&format!("@{name}"));
    }
    fn print_string(&mut self, s: &str) {
        self.out.push_str(&format!("{s:?}"));
    }
    fn print_dimension_list(&mut self, dims: &[i64]) {
        let parts: Vec<String> = dims.iter().map(i64::to_string).collect();
        self.out.push_str(&parts.join("x"));
    }
}

impl OpAsmPrinter for MockPrinter<'_> {
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter {
        self
    }
    fn print_operand(&mut self, v: ValueId) {
        self.out.push_str(&format!("%{}", v.index()));
    }
    fn print_operands(&mut self, vs: &[ValueId]) {
        let parts: Vec<String> = vs.iter().map(|v| format!("%{}", v.index())).collect();
        self.out.push_str(&parts.join(", "));
    }
    fn print_argument(&mut self, v: ValueId, _: Option<Attribute>) {
        self.print_operand(v);
    }
    fn print_types(&mut self, ts: &[Type]) {
        let parts: Vec<String> = ts.iter().map(|&t| type_str(self.ctx, t)).collect();
        self.out.push_str(&parts.join(", "));
    }
    fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out
            .push_str(&type_str(self.ctx, self.ctx.function_type(inputs, results)));
    }
    fn print_arrow_type_list(&mut self, results: &[Type]) {
        self.out.push_str(" -> ");
        self.print_types(results);
    }
    fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]) {
        let ctx = self.ctx;
        let kept: Vec<_> = op
            .props()
            .iter()
            .chain(op.attrs().iter())
            .filter(|(n, _)| !elided.contains(&ctx.symbol_str(*n)))
            .collect();
        if !kept.is_empty() {
            self.out.push(' ');
            self.out.push_str(&dict_str(ctx, kept.into_iter()));
        }
    }
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]) {
        self.print_optional_attr_dict(op, elided);
    }
    fn print_properties(&mut self, _: OpRef<'_>) {}
    fn print_region(&mut self, _: OpRef<'_>, _: usize, _: bool, _: bool) {}
    fn print_successor(&mut self, _: BlockId) {}
    fn print_successor_and_use_list(&mut self, _: BlockId, _: &[ValueId]) {}
    fn print_optional_location(&mut self, _: Location) {}
    fn print_newline(&mut self) {
        self.out.push('\n');
    }
    fn region_entry_args(&self, _: OpRef<'_>, _: usize) -> Vec<ValueId> {
        Vec::new()
    }
    fn print_attr_dict(&mut self, _: &NamedAttrs, _: &[&str]) {}
}

fn print(fx: &Fixture, op: OpId) -> String {
    let r = fx.op_ref(op);
    let mut p = MockPrinter {
        ctx: &fx.ctx,
        out: String::new(),
    };
    (r.def().and_then(|d| d.print).expect("custom syntax"))(&mut p, r);
    p.out
}

#[test]
fn flag_clauses() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i32t, f32t, f16t) = (
        ctx.i32(),
        ctx.f32(),
        ctx.float_type(xla_ir::float::FloatKind::F16),
    );
    let (none_ov, nsw_nuw) = (OVERFLOW.attr(ctx, 0), OVERFLOW.attr(ctx, 3));
    let (none_fm, fast, nnan_ninf) = (
        FASTMATH.attr(ctx, 0),
        FASTMATH.attr(ctx, 127),
        FASTMATH.attr(ctx, 6),
    );
    let (unit, down, foo) = (
        ctx.unit_attr(),
        ROUNDING_MODES.attr(ctx, 1),
        ctx.i64_attr(1),
    );
    let (f64t, i8t) = (ctx.f64(), ctx.integer_type(8));
    let (x, y, f) = (fx.arg(i32t), fx.arg(i32t), fx.arg(f32t));
    let cases = [
        (
            "arith.addi",
            vec![x, y],
            i32t,
            vec![("overflowFlags", none_ov)],
            " %0, %1 : i32",
        ),
        (
            "arith.addi",
            vec![x, y],
            i32t,
            vec![("overflowFlags", nsw_nuw)],
            " %0, %1 overflow<nsw, nuw> : i32",
        ),
        (
            "arith.shrui",
            vec![x, y],
            i32t,
            vec![("isExact", unit)],
            " %0, %1 exact : i32",
        ),
        (
            "arith.addf",
            vec![f, f],
            f32t,
            vec![("fastmath", fast)],
            " %2, %2 fastmath<fast> : f32",
        ),
        (
            "arith.negf",
            vec![f],
            f32t,
            vec![("fastmath", nnan_ninf)],
            " %2 fastmath<nnan,ninf> : f32",
        ),
        (
            "arith.mulf",
            vec![f, f],
            f32t,
            vec![("fastmath", none_fm), ("foo", foo)],
            " %2, %2 {foo = 1 : i64} : f32",
        ),
        (
            "arith.extf",
            vec![f],
            f64t,
            vec![("fastmath", none_fm)],
            " %2 fastmath<none> : f32 to f64",
        ),
        (
            "arith.truncf",
            vec![f],
            f16t,
            vec![("roundingmode", down), ("fastmath", fast)],
            " %2 downward fastmath<fast> : f32 to f16",
        ),
        (
            "arith.trunci",
            vec![x],
            i8t,
            vec![("overflowFlags", nsw_nuw)],
            " %0 overflow<nsw, nuw> : i32 to i8",
        ),
    ];
    let mut printed = Vec::new();
    for (name, operands, result, props, expected) in cases {
        let op = fx.op(name, &operands, &[result], &props);
        printed.push((print(&fx, op), expected));
    }
    for (got, expected) in printed {
        assert_eq!(got, expected);
    }
}

#[test]
fn compare_select_extended_constant() {
    let mut fx = Fixture::new();
    let ctx = &fx.ctx;
    let (i1, i32t, f32t) = (ctx.i1(), ctx.i32(), ctx.f32());
    let (v4i1, v4f) = (ctx.vector_type(&[4], i1), ctx.vector_type(&[4], f32t));
    let (slt, uno, fast) = (
        CMPI_PREDICATES.attr(ctx, 2),
        CMPF_PREDICATES.attr(ctx, 14),
        FASTMATH.attr(ctx, 127),
    );
    let (c42, foo, f64t) = (ctx.integer_attr(i32t, 42), ctx.unit_attr(), ctx.f64());
    let (x, f, c, vc, vf) = (
        fx.arg(i32t),
        fx.arg(f32t),
        fx.arg(i1),
        fx.arg(v4i1),
        fx.arg(v4f),
    );
    let ops = [
        (
            fx.op("arith.cmpi", &[x, x], &[i1], &[("predicate", slt)]),
            " slt, %0, %0 : i32",
        ),
        (
            fx.op(
                "arith.cmpf",
                &[f, f],
                &[i1],
                &[("predicate", uno), ("fastmath", fast)],
            ),
            " uno, %1, %1 fastmath<fast> : f32",
        ),
        (
            fx.op("arith.select", &[c, x, x], &[i32t], &[]),
            " %2, %0, %0 : i32",
        ),
        (
            fx.op("arith.select", &[vc, vf, vf], &[v4f], &[]),
            " %3, %4, %4 : vector<4xi1>, vector<4xf32>",
        ),
        (
            fx.op("arith.select", &[c, vf, vf], &[v4f], &[]),
            " %2, %4, %4 : vector<4xf32>",
        ),
        (
            fx.op("arith.addui_extended", &[x, x], &[i32t, i1], &[]),
            " %0, %0 : i32, i1",
        ),
        (
            fx.op("arith.mulsi_extended", &[x, x], &[i32t, i32t], &[]),
            " %0, %0 : i32",
        ),
        (
            fx.op("arith.constant", &[], &[i32t], &[("value", c42)]),
            " 42 : i32",
        ),
        (
            fx.op(
                "arith.constant",
                &[],
                &[i32t],
                &[("value", c42), ("foo", foo)],
            ),
            " {foo} 42 : i32",
        ),
        (
            fx.op("arith.scaling_extf", &[f, f], &[f64t], &[]),
            " %1, %1 : f32, f32 to f64",
        ),
    ];
    for (op, expected) in ops {
        assert_eq!(print(&fx, op), expected);
    }
}
