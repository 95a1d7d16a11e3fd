//! Running pipelines: order, nesting, parallelism, failures, instrumentation.

use super::fixtures::{context, module, registry, traces};
use crate::attrs::{AttrData, LocData};
use crate::context::Context;
use crate::ir::{Module, OperationState};
use crate::pass::exec::RunReport;
use crate::pass::timing::render_report;
use crate::pass::{parse_pass_pipeline, PassManager, PassSelection, RunOptions};

fn manager(text: &str, threading: bool) -> PassManager {
    let pm = parse_pass_pipeline(text, &registry()).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    PassManager::new(
        pm,
        RunOptions {
            threading,
            ..RunOptions::default()
        },
    )
}

fn run(pm: &PassManager, ctx: &Context, m: &mut Module) -> (RunReport, String) {
    let mut dumps = String::new();
    let report = pm.run(ctx, m, &mut |s: &str| dumps.push_str(s));
    (report, dumps)
}

fn messages(report: &RunReport) -> Vec<String> {
    match &report.result {
        Ok(()) => Vec::new(),
        Err(diags) => diags.iter().map(|d| d.message.clone()).collect(),
    }
}

#[test]
fn passes_run_in_order_on_each_nested_op() {
    let ctx = context();
    let mut m = module(&ctx, 3);
    let pm = manager(
        "builtin.module(tpm.func(test-tag{value=a},test-tag{value=b}),tpm.func(test-func-tag))",
        true,
    );
    let (report, _) = run(&pm, &ctx, &mut m);
    assert!(report.result.is_ok());
    assert_eq!(traces(&ctx, &m), vec!["abf", "abf", "abf"]);
}

#[test]
fn module_level_pass_runs_once_on_the_module() {
    let ctx = context();
    let mut m = module(&ctx, 2);
    let (report, _) = run(
        &manager("builtin.module(test-tag{value=m})", true),
        &ctx,
        &mut m,
    );
    assert!(report.result.is_ok());
    let attr = m
        .top
        .op(m.op)
        .attrs
        .get_str(&ctx, "trace")
        .and_then(|a| ctx.attr_as_str(a));
    assert_eq!(attr, Some("m"));
    assert_eq!(traces(&ctx, &m), vec!["", ""]);
}

#[test]
fn parallel_and_serial_runs_agree() {
    let ctx = context();
    let text = "builtin.module(tpm.func(test-tag{value=x},test-func-tag,strip-debuginfo,test-tag{value=y}),test-tag{value=z})";
    let mut serial = module(&ctx, 40);
    let mut parallel = module(&ctx, 40);
    let mut opts = RunOptions {
        print_ir: Default::default(),
        ..RunOptions::default()
    };
    opts.print_ir.after = PassSelection::All;
    let s = PassManager::new(
        parse_pass_pipeline(text, &registry()).unwrap(),
        RunOptions {
            threading: false,
            ..opts.clone()
        },
    );
    let p = PassManager::new(
        parse_pass_pipeline(text, &registry()).unwrap(),
        RunOptions {
            threading: true,
            ..opts
        },
    );
    let (rs, ds) = run(&s, &ctx, &mut serial);
    let (rp, dp) = run(&p, &ctx, &mut parallel);
    assert!(rs.result.is_ok() && rp.result.is_ok());
    assert_eq!(traces(&ctx, &serial), traces(&ctx, &parallel));
    assert!(traces(&ctx, &serial).iter().all(|t| t == "xfy"));
    // Dumps come out in program order either way.
    assert_eq!(ds, dp);
    assert_eq!(
        ds.matches("// -----// IR Dump After TestTag (test-tag) //----- //\n")
            .count(),
        81
    );
    assert_eq!(
        ds.matches("// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //\n")
            .count(),
        40
    );
}

#[test]
fn only_direct_children_are_scheduled() {
    let ctx = context();
    let mut m = module(&ctx, 1);
    // A tpm.func inside a (non-isolated) tpm.wrap region is not a direct child.
    let block = m.block();
    let body = m.body_mut();
    let region = body.create_region();
    let inner_block = body.create_block();
    body.append_block(region, inner_block);
    let mut f = OperationState::new(&ctx, "tpm.func", ctx.unknown_loc());
    f.isolated = Some(Box::new(crate::ir::Body::with_root_regions(1)));
    let f = body.create_op(&ctx, f);
    body.append_op(inner_block, f);
    let mut wrap = OperationState::new(&ctx, "tpm.wrap", ctx.unknown_loc());
    wrap.regions.push(region);
    let wrap = body.create_op(&ctx, wrap);
    body.append_op(block, wrap);
    let (report, _) = run(
        &manager("builtin.module(tpm.func(test-tag))", true),
        &ctx,
        &mut m,
    );
    assert!(report.result.is_ok());
    assert_eq!(traces(&ctx, &m), vec!["t", ""]);
    let nested = m.body().op(f).attrs.get_str(&ctx, "trace");
    assert_eq!(nested, None);
}

#[test]
fn any_runs_on_isolated_children_only() {
    let ctx = context();
    let mut m = module(&ctx, 2);
    let block = m.block();
    let plain = m
        .body_mut()
        .create_op(&ctx, OperationState::new(&ctx, "tpm.op", ctx.unknown_loc()));
    m.body_mut().append_op(block, plain);
    let (report, _) = run(
        &manager("builtin.module(any(test-tag))", true),
        &ctx,
        &mut m,
    );
    assert!(report.result.is_ok());
    assert_eq!(traces(&ctx, &m), vec!["t", "t", ""]);
}

#[test]
fn failures_stop_the_pipeline() {
    let ctx = context();
    for threading in [false, true] {
        let mut m = module(&ctx, 4);
        let block = m.block();
        let ops: Vec<_> = m.body().block_ops(block).collect();
        for &i in &[1usize, 3] {
            m.body_mut()
                .op_mut(ops[i])
                .attrs
                .set_str(&ctx, "fail", ctx.unit_attr());
        }
        let pm = manager("builtin.module(tpm.func(test-tag{value=a},test-fail,test-tag{value=b}),test-tag{value=m})", threading);
        let (report, _) = run(&pm, &ctx, &mut m);
        let errors = messages(&report);
        let t = traces(&ctx, &m);
        if threading {
            // Every sibling runs; each failing one reports, in program order.
            assert_eq!(errors, vec!["marked op", "marked op"]);
            assert_eq!(t, vec!["ab", "a", "ab", "a"]);
        } else {
            // The serial run stops at the first failing op.
            assert_eq!(errors, vec!["marked op"]);
            assert_eq!(t, vec!["ab", "a", "", ""]);
        }
        let module_trace = m.top.op(m.op).attrs.get_str(&ctx, "trace");
        assert_eq!(
            module_trace, None,
            "the module-level pass after the failure must not run"
        );
    }
}

#[test]
fn failed_pass_dump_says_failed() {
    let ctx = context();
    let mut m = module(&ctx, 1);
    let first = m.body().block_ops(m.block()).next().unwrap();
    m.body_mut()
        .op_mut(first)
        .attrs
        .set_str(&ctx, "fail", ctx.unit_attr());
    let mut pm = manager("builtin.module(tpm.func(test-fail))", true);
    pm.options.print_ir.after = PassSelection::Only(vec!["test-fail".into()]);
    pm.options.print_ir.before = PassSelection::All;
    let (_, dumps) = run(&pm, &ctx, &mut m);
    let headers: Vec<&str> = dumps
        .lines()
        .filter(|l| l.starts_with("// -----//"))
        .collect();
    assert_eq!(
        headers,
        vec![
            "// -----// IR Dump Before test-fail (test-fail) //----- //",
            "// -----// IR Dump After test-fail Failed (test-fail) //----- //"
        ]
    );
}

#[test]
fn scheduling_errors_match_mlir() {
    let ctx = context();
    let mut m = module(&ctx, 0);
    let block = m.block();
    let mut st = OperationState::new(&ctx, "foo.iso", ctx.file_loc("in.mlir", 7, 3));
    st.isolated = Some(Box::new(crate::ir::Body::with_root_regions(1)));
    let op = m.body_mut().create_op(&ctx, st);
    m.body_mut().append_op(block, op);
    let plain = m
        .body_mut()
        .create_op(&ctx, OperationState::new(&ctx, "tpm.op", ctx.unknown_loc()));
    m.body_mut().append_op(block, plain);
    let (report, _) = run(
        &manager("builtin.module(foo.iso(test-tag))", true),
        &ctx,
        &mut m,
    );
    assert_eq!(
        messages(&report),
        vec!["'foo.iso' op trying to schedule a pass on an unregistered operation"]
    );
    let (report, _) = run(
        &manager("builtin.module(tpm.op(test-tag))", true),
        &ctx,
        &mut m,
    );
    assert_eq!(messages(&report), vec!["'tpm.op' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"]);
    // No matching op: nothing runs, nothing fails.
    assert!(run(
        &manager("builtin.module(tpm.func(test-tag))", true),
        &ctx,
        &mut m
    )
    .0
    .result
    .is_ok());
    let (report, _) = run(&manager("tpm.func(test-tag)", true), &ctx, &mut m);
    assert_eq!(
        messages(&report),
        vec!["can't run 'tpm.func' pass manager on 'builtin.module' op"]
    );
}

#[test]
fn strip_debuginfo_clears_every_location() {
    let ctx = context();
    let mut m = module(&ctx, 3);
    let first = m.body().block_ops(m.block()).next().unwrap();
    let arg_block = {
        let b = m.body().op(first).isolated_body().unwrap();
        b.entry_block(b.root_regions()[0]).unwrap()
    };
    let inner = m.body_mut().op_mut(first).isolated_body_mut().unwrap();
    inner.add_block_arg(arg_block, ctx.i64(), Some(ctx.file_loc("in.mlir", 2, 9)));
    let (report, _) = run(
        &manager("builtin.module(strip-debuginfo)", true),
        &ctx,
        &mut m,
    );
    assert!(report.result.is_ok());
    let unknown = ctx.unknown_loc();
    assert_eq!(m.top.op(m.op).loc, unknown);
    let body = m.body();
    for op in body.all_ops() {
        assert_eq!(body.op(op).loc, unknown);
        let inner = body.op(op).isolated_body().unwrap();
        for nested in inner.all_ops() {
            assert!(matches!(
                ctx.attr_data(inner.op(nested).loc),
                AttrData::Location(LocData::Unknown)
            ));
        }
    }
    let inner = body.op(first).isolated_body().unwrap();
    let arg = inner.block_args(arg_block)[0];
    assert_eq!(inner.value(arg).loc, Some(unknown));
}

#[test]
fn timing_rows_follow_the_pipeline() {
    let ctx = context();
    for threading in [false, true] {
        let mut m = module(&ctx, 8);
        let mut pm = manager(
            "builtin.module(tpm.func(test-tag,strip-debuginfo),test-tag)",
            threading,
        );
        pm.options.timing = true;
        let (report, _) = run(&pm, &ctx, &mut m);
        assert!(report.result.is_ok());
        let top: Vec<&str> = report
            .timing
            .children
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(top, vec!["'tpm.func' Pipeline", "TestTag", "Verifier"]);
        let nested: Vec<&str> = report.timing.children[0]
            .children
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(nested, vec!["TestTag", "Verifier", "StripDebugInfo"]);
        let text = render_report(&report.timing, std::time::Duration::from_millis(5));
        assert!(text.contains("... Execution time report ..."));
        assert!(text.contains("  'tpm.func' Pipeline\n"));
        assert!(text.contains("    StripDebugInfo\n"));
        assert!(text.contains("(100.0%)  Total\n"));
    }
}

#[test]
fn verify_each_off_skips_verifier_rows() {
    let ctx = context();
    let mut m = module(&ctx, 2);
    let mut pm = manager("builtin.module(test-tag)", false);
    pm.options.timing = true;
    pm.options.verify_each = false;
    let (report, _) = run(&pm, &ctx, &mut m);
    let top: Vec<&str> = report
        .timing
        .children
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(top, vec!["TestTag"]);
}

#[test]
fn after_failure_dumps_only_the_failed_pass_and_names_it() {
    let ctx = context();
    let mut m = module(&ctx, 2);
    let second = m.body().block_ops(m.block()).nth(1).unwrap();
    m.body_mut()
        .op_mut(second)
        .attrs
        .set_str(&ctx, "fail", ctx.unit_attr());
    let mut pm = manager("builtin.module(tpm.func(test-tag,test-fail))", false);
    pm.options.print_ir.after_failure = true;
    let (report, dumps) = run(&pm, &ctx, &mut m);
    let headers: Vec<&str> = dumps
        .lines()
        .filter(|l| l.starts_with("// -----//"))
        .collect();
    assert_eq!(
        headers,
        vec!["// -----// IR Dump After test-fail Failed (test-fail) //----- //"]
    );
    assert_eq!(
        report.failed_pass.as_deref(),
        Some("`test-fail` on 'tpm.func' operation")
    );
}

#[test]
fn after_change_skips_passes_that_change_nothing() {
    let ctx = context();
    let mut m = module(&ctx, 1);
    // The second tag appends nothing: the op prints the same before and after it.
    let mut pm = manager(
        "builtin.module(tpm.func(test-tag{value=a},test-tag{value=\"\"}))",
        false,
    );
    pm.options.print_ir.after = PassSelection::All;
    pm.options.print_ir.after_change = true;
    let (_, dumps) = run(&pm, &ctx, &mut m);
    assert_eq!(
        dumps.matches("// -----// IR Dump After").count(),
        1,
        "{dumps}"
    );
}

#[test]
fn module_scope_dumps_print_the_whole_module() {
    let ctx = context();
    let mut m = module(&ctx, 2);
    let mut pm = manager("builtin.module(tpm.func(test-tag{value=a}))", false);
    pm.options.print_ir.after = PassSelection::All;
    pm.options.print_ir.module_scope = true;
    let (report, dumps) = run(&pm, &ctx, &mut m);
    assert!(report.result.is_ok());
    assert_eq!(
        dumps
            .matches("// -----// IR Dump After TestTag (test-tag) ('tpm.func' operation) //----- //\nmodule")
            .count(),
        2,
        "{dumps}"
    );
    // The second dump shows the first function already tagged.
    let second = dumps.rfind("IR Dump After").unwrap();
    assert_eq!(
        dumps[second..].matches("trace = \"a\"").count(),
        2,
        "{dumps}"
    );
    assert_eq!(traces(&ctx, &m), vec!["a", "a"]);
}
