//! A small test dialect, IR builders and test passes shared by the pass manager tests.

use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{Body, Module, OpData, OperationState};
use crate::pass::{parse_int_option, Pass, PassInfo, PassRegistry};
use crate::registry::{Arity, DialectDef, OpDef, Traits};

/// `tpm.func` (isolated, one region), `tpm.op` (plain), `tpm.wrap` (a non-isolated region);
/// regions need no terminator.
pub fn context() -> Context {
    let mut ctx = Context::new();
    ctx.load_dialect(
        DialectDef::new("tpm")
            .op(OpDef::new("tpm.func")
                .traits(Traits::ISOLATED_FROM_ABOVE | Traits::NO_TERMINATOR)
                .regions(Arity::Exactly(1)))
            .op(OpDef::new("tpm.op"))
            .op(OpDef::new("tpm.wrap")
                .traits(Traits::NO_TERMINATOR)
                .regions(Arity::Exactly(1))),
    );
    ctx
}

/// A body with one root region holding one block with `n` `tpm.op`s.
fn func_body(ctx: &Context, n: usize) -> Box<Body> {
    let mut body = Body::with_root_regions(1);
    let block = body.create_block();
    let region = body.root_regions()[0];
    body.append_block(region, block);
    for i in 0..n {
        let loc = ctx.file_loc("in.mlir", 10 + i as u32, 3);
        let op = body.create_op(ctx, OperationState::new(ctx, "tpm.op", loc));
        body.append_op(block, op);
    }
    Box::new(body)
}

/// A module with `funcs` `tpm.func` ops (op i holds i+1 `tpm.op`s, named by `sym`).
pub fn module(ctx: &Context, funcs: usize) -> Module {
    let mut m = Module::new(ctx, ctx.file_loc("in.mlir", 1, 1));
    let block = m.block();
    for i in 0..funcs {
        let mut st = OperationState::new(ctx, "tpm.func", ctx.file_loc("in.mlir", 2 + i as u32, 1));
        st.isolated = Some(func_body(ctx, i + 1));
        st.attrs
            .set_str(ctx, "sym", ctx.string_attr(&format!("f{i}")));
        let body = m.body_mut();
        let op = body.create_op(ctx, st);
        body.append_op(block, op);
    }
    m
}

/// The `trace` attribute of each top-level op of the module, in order.
pub fn traces(ctx: &Context, m: &Module) -> Vec<String> {
    let body = m.body();
    body.block_ops(m.block())
        .map(|op| {
            let attr = body.op(op).attrs.get_str(ctx, "trace");
            attr.and_then(|a| ctx.attr_as_str(a))
                .unwrap_or("")
                .to_owned()
        })
        .collect()
}

/// Appends `value` to the op's `trace` attribute (and `count` = number of nested ops).
pub struct Tag {
    pub value: String,
    pub anchor: Option<&'static str>,
    pub iterations: i64,
}

impl Pass for Tag {
    fn argument(&self) -> &'static str {
        if self.anchor.is_some() {
            "test-func-tag"
        } else {
            "test-tag"
        }
    }
    fn description(&self) -> &'static str {
        "Appends a tag to the op's trace attribute"
    }
    fn name(&self) -> &'static str {
        "TestTag"
    }
    fn anchor(&self) -> Option<&'static str> {
        self.anchor
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "value" => self.value = value.to_owned(),
            "iterations" => self.iterations = parse_int_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![
            ("iterations".into(), self.iterations.to_string()),
            ("value".into(), self.value.clone()),
        ]
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let old = op
            .attrs
            .get_str(ctx, "trace")
            .and_then(|a| ctx.attr_as_str(a))
            .unwrap_or("")
            .to_owned();
        let count = op.isolated_body().map_or(0, |b| b.all_ops().count());
        op.attrs.set_str(
            ctx,
            "trace",
            ctx.string_attr(&format!("{old}{}", self.value)),
        );
        op.attrs.set_str(ctx, "count", ctx.i64_attr(count as i64));
        Ok(())
    }
}

/// Fails on ops carrying a `fail` attribute.
pub struct FailOnMarked;

impl Pass for FailOnMarked {
    fn argument(&self) -> &'static str {
        "test-fail"
    }
    fn description(&self) -> &'static str {
        "Fails on ops with a 'fail' attribute"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        match op.attrs.get_str(ctx, "fail") {
            Some(_) => Err(vec![Diag::error(op.loc, "marked op")]),
            None => Ok(()),
        }
    }
}

/// A composite: `test-tag{value=a}`, then `test-func-tag{value=<value>}` nested on funcs,
/// and, when `twice`, itself once more with `twice=false`.
pub struct Composite {
    pub value: String,
    pub twice: bool,
}

impl Pass for Composite {
    fn argument(&self) -> &'static str {
        "test-composite"
    }
    fn description(&self) -> &'static str {
        "A pipeline of tags"
    }
    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "value" => self.value = value.to_owned(),
            "twice" => self.twice = crate::pass::parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }
    fn pipeline_stages(&self) -> Option<Vec<String>> {
        let mut stages = vec![
            "test-tag{value=a}".to_owned(),
            format!("test-func-tag{{value={}}}", self.value),
        ];
        if self.twice {
            stages.push("test-composite{twice=false value=c}".to_owned());
        }
        Some(stages)
    }
    fn run(&self, _: &Context, _: &mut OpData) -> Result<(), Vec<Diag>> {
        Err(Vec::new())
    }
}

/// A composite whose pipeline contains itself.
pub struct Looping;

impl Pass for Looping {
    fn argument(&self) -> &'static str {
        "test-looping"
    }
    fn description(&self) -> &'static str {
        "A pipeline that contains itself"
    }
    fn pipeline_stages(&self) -> Option<Vec<String>> {
        Some(vec!["test-looping".to_owned()])
    }
    fn run(&self, _: &Context, _: &mut OpData) -> Result<(), Vec<Diag>> {
        Ok(())
    }
}

/// Registry with the core passes and the test passes.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::with_core_passes();
    r.register(PassInfo {
        argument: "test-tag",
        description: "tag",
        factory: || {
            Box::new(Tag {
                value: "t".into(),
                anchor: None,
                iterations: 1,
            })
        },
    });
    r.register(PassInfo {
        argument: "test-func-tag",
        description: "tag funcs",
        factory: || {
            Box::new(Tag {
                value: "f".into(),
                anchor: Some("tpm.func"),
                iterations: 1,
            })
        },
    });
    r.register(PassInfo {
        argument: "test-fail",
        description: "fail",
        factory: || Box::new(FailOnMarked),
    });
    r.register(PassInfo {
        argument: "test-composite",
        description: "composite",
        factory: || {
            Box::new(Composite {
                value: "b".into(),
                twice: true,
            })
        },
    });
    r.register(PassInfo {
        argument: "test-looping",
        description: "looping",
        factory: || Box::new(Looping),
    });
    r
}
