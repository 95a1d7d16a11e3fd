//! Building pipelines by hand and from individual pass flags; printing them.

use super::fixtures::{registry, Tag};
use crate::pass::{parse_pass_pipeline, OpPassManager, PassEntry, PassManager, RunOptions};

fn tag(anchor: Option<&'static str>, value: &str) -> Box<Tag> {
    Box::new(Tag {
        value: value.into(),
        anchor,
        iterations: 1,
    })
}

#[test]
fn auto_nesting_follows_the_pass_anchor() {
    let mut pm = OpPassManager::module();
    pm.add_pass_auto_nest(tag(None, "a"));
    pm.add_pass_auto_nest(tag(Some("tpm.func"), "b"));
    pm.add_pass_auto_nest(tag(Some("tpm.func"), "c"));
    pm.add_pass_auto_nest(tag(Some("builtin.module"), "d"));
    assert_eq!(
        pm.to_pipeline_string(),
        "builtin.module(test-tag{iterations=1 value=a},tpm.func(test-func-tag{iterations=1 value=b}),tpm.func(test-func-tag{iterations=1 value=c}),test-func-tag{iterations=1 value=d})"
    );
    // Adjacent nested pipelines on the same op are merged before running.
    let pm = PassManager::new(pm, RunOptions::default());
    assert_eq!(
        pm.root().to_pipeline_string(),
        "builtin.module(test-tag{iterations=1 value=a},tpm.func(test-func-tag{iterations=1 value=b},test-func-tag{iterations=1 value=c}),test-func-tag{iterations=1 value=d})"
    );
}

#[test]
fn add_pass_checks_the_anchor() {
    let mut pm = OpPassManager::for_anchor("tpm.func");
    assert!(pm.add_pass(tag(Some("tpm.func"), "x")).is_ok());
    assert!(pm.add_pass(tag(None, "x")).is_ok());
    assert!(pm.add_pass(tag(Some("builtin.module"), "x")).is_err());
    let mut any = OpPassManager::for_anchor("any");
    assert_eq!(any.anchor(), None);
    assert!(any.add_pass(tag(Some("tpm.func"), "x")).is_ok());
}

#[test]
fn nest_builds_nested_pipelines() {
    let mut pm = OpPassManager::module();
    pm.nest("tpm.func").nest("tpm.wrap");
    assert_eq!(
        pm.to_pipeline_string(),
        "builtin.module(tpm.func(tpm.wrap()))"
    );
    assert!(matches!(pm.entries(), [PassEntry::Nested(_)]));
}

#[test]
fn dump_matches_mlir_opt_layout() {
    let pm = parse_pass_pipeline(
        "builtin.module(tpm.func(strip-debuginfo),strip-debuginfo)",
        &registry(),
    )
    .unwrap();
    assert_eq!(
        pm.dump(),
        "Pass Manager with 2 passes:\nbuiltin.module(\n  tpm.func(\n    strip-debuginfo\n  ),\n  strip-debuginfo\n)\n\n"
    );
}

#[test]
fn pipeline_text_roundtrips() {
    let text =
        "builtin.module(tpm.func(test-tag{iterations=2 value=\"a b\"}),any(strip-debuginfo))";
    let pm = parse_pass_pipeline(text, &registry()).unwrap();
    assert_eq!(pm.to_pipeline_string(), text);
    let again = parse_pass_pipeline(&pm.to_pipeline_string(), &registry()).unwrap();
    assert_eq!(again.to_pipeline_string(), text);
}

#[test]
fn list_passes_shows_descriptions() {
    let text = registry().list_passes_text();
    assert!(text.starts_with("Passes:\n"));
    let line = text
        .lines()
        .find(|l| l.starts_with("  --strip-debuginfo"))
        .unwrap();
    assert!(
        line.ends_with("-   Strip debug info from all operations"),
        "{line}"
    );
}

#[test]
fn composites_expand_into_their_stages() {
    let registry = registry();
    let mut pm = parse_pass_pipeline(
        "builtin.module(test-composite{value=x},strip-debuginfo)",
        &registry,
    )
    .unwrap();
    pm.expand_composites(&registry).unwrap();
    assert_eq!(
        pm.to_pipeline_string(),
        "builtin.module(test-tag{iterations=1 value=a},tpm.func(test-func-tag{iterations=1 value=x}),test-tag{iterations=1 value=a},tpm.func(test-func-tag{iterations=1 value=c}),strip-debuginfo)"
    );
    // A pipeline that contains itself is an error, not a hang.
    let mut looping = parse_pass_pipeline("builtin.module(test-looping)", &registry).unwrap();
    let err = looping.expand_composites(&registry).unwrap_err();
    assert!(err.contains("nests composite passes too deeply"), "{err}");
}

#[test]
fn passes_are_created_from_specs() {
    let registry = registry();
    let pass = registry
        .create_from_spec("test-tag{value=\"a b\" iterations=3}")
        .unwrap();
    assert_eq!(
        pass.options(),
        vec![
            ("iterations".to_owned(), "3".to_owned()),
            ("value".to_owned(), "a b".to_owned())
        ]
    );
    assert!(registry.create_from_spec("no-such-pass").is_err());
    let err = registry
        .create_from_spec("test-tag{bogus=1}")
        .err()
        .unwrap();
    assert!(err.contains("no such option 'bogus'"), "{err}");
}

#[test]
fn statistics_report_as_pipeline_and_list() {
    use crate::pass::{statistics_report, StatisticsDisplay};
    let registry = registry();
    let pm = parse_pass_pipeline(
        "builtin.module(tpm.func(test-func-tag),test-tag,test-tag)",
        &registry,
    )
    .unwrap();
    let rule = format!("==={}===", "-".repeat(73));
    let header =
        format!("{rule}\n                         ... Pass statistics report ...\n{rule}\n");
    assert_eq!(
        statistics_report(&pm, StatisticsDisplay::Pipeline),
        format!("{header}'tpm.func' Pipeline\n  TestTag\nTestTag\nTestTag\n\n")
    );
    assert_eq!(
        statistics_report(&pm, StatisticsDisplay::List),
        format!("{header}TestTag\n\n")
    );
}
