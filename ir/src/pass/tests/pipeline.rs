//! The textual pipeline syntax and pass options.

use super::fixtures::registry;
use crate::pass::{
    parse_options, parse_pass_pipeline, parse_pipeline_elements, PassOption, PipelineError,
};

fn err(text: &str) -> PipelineError {
    match parse_pass_pipeline(text, &registry()) {
        Ok(pm) => panic!("{text:?} parsed as {}", pm.to_pipeline_string()),
        Err(e) => e,
    }
}

fn roundtrip(text: &str) -> String {
    match parse_pass_pipeline(text, &registry()) {
        Ok(pm) => pm.to_pipeline_string(),
        Err(e) => panic!("{text:?}: {e:?}"),
    }
}

#[test]
fn parses_nested_pipelines_with_options() {
    assert_eq!(
        roundtrip("builtin.module(tpm.func(test-tag, test-func-tag{value=x iterations=3}), strip-debuginfo)"),
        "builtin.module(tpm.func(test-tag{iterations=1 value=t},test-func-tag{iterations=3 value=x}),strip-debuginfo)"
    );
}

#[test]
fn accepts_whitespace_and_empty_lists() {
    assert_eq!(roundtrip("builtin.module()"), "builtin.module()");
    assert_eq!(
        roundtrip(" builtin.module ( tpm.func ( ) ,\n strip-debuginfo ) "),
        "builtin.module(tpm.func(),strip-debuginfo)"
    );
    assert_eq!(
        roundtrip("builtin.module(any(test-tag))"),
        "builtin.module(any(test-tag{iterations=1 value=t}))"
    );
}

#[test]
fn option_values_quoted_and_braced() {
    assert_eq!(
        roundtrip(r#"builtin.module(test-tag{value="x y"})"#),
        r#"builtin.module(test-tag{iterations=1 value="x y"})"#
    );
    assert_eq!(
        roundtrip("builtin.module(test-tag{value='a,b'})"),
        "builtin.module(test-tag{iterations=1 value=a,b})"
    );
    assert_eq!(
        roundtrip("builtin.module(test-tag{value={f(g{h=1})}})"),
        r#"builtin.module(test-tag{iterations=1 value="f(g{h=1})"})"#
    );
    // A later duplicate wins.
    assert_eq!(
        roundtrip("builtin.module(test-tag{iterations=1 iterations=2})"),
        "builtin.module(test-tag{iterations=2 value=t})"
    );
}

#[test]
fn requires_an_anchor_wrapper() {
    let wrapped = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
    for text in [
        "",
        "test-tag",
        "builtin.module(test-tag),builtin.module()",
        "(test-tag)",
    ] {
        assert_eq!(err(text).message, wrapped, "{text:?}");
    }
}

#[test]
fn unknown_and_empty_pass_names_are_located() {
    let e = err("builtin.module(test-tag, foo)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (
            25,
            "'foo' does not refer to a registered pass or pass pipeline"
        )
    );
    let e = err("builtin.module(test-tag,,test-tag)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (
            24,
            "'' does not refer to a registered pass or pass pipeline"
        )
    );
    let e = err("builtin.module(test-tag,)");
    assert_eq!(e.offset, 24);
    assert_eq!(e.line_col("builtin.module(test-tag,)"), (1, 25));
}

#[test]
fn unbalanced_brackets_are_located() {
    let e = err("builtin.module(tpm.func(test-tag)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (
            14,
            "encountered unbalanced parentheses while parsing pipeline"
        )
    );
    let e = err("builtin.module(test-tag))");
    assert_eq!(e.offset, 24);
    assert!(
        e.message.starts_with("encountered extra closing ')'"),
        "{}",
        e.message
    );
    let e = err("builtin.module(test-tag{value=1)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (23, "missing closing '}' while processing pass options")
    );
    let e = err("builtin.module(test-tag{value=\"x})");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (30, "missing closing '\"' while processing pass options")
    );
}

#[test]
fn structural_errors_are_located() {
    let e = err("builtin.module(test-tag test-tag)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (24, "unexpected 't' while parsing pipeline")
    );
    let e = err("builtin.module(test-tag{value=1}{value=2})");
    assert_eq!(e.offset, 32);
    let e = err("builtin.module(test-tag{=1})");
    assert_eq!(e.offset, 24);
    let e = err("builtin.module(test-tag!)");
    assert_eq!(
        (e.offset, e.message.as_str()),
        (23, "unexpected '!' while parsing pipeline")
    );
}

#[test]
fn bad_options_are_reported_with_the_pass() {
    let e = err("builtin.module(test-tag{bogus=1})");
    assert_eq!(e.offset, 24);
    assert_eq!(
        e.message,
        "failed to add `test-tag` with options `bogus=1`: no such option 'bogus'"
    );
    let e = err("builtin.module(test-tag{iterations=abc})");
    assert_eq!(e.message, "failed to add `test-tag` with options `iterations=abc`: for the --iterations option: 'abc' value invalid for integer argument!");
    let e = err("builtin.module(strip-debuginfo{x})");
    assert!(e.message.contains("no such option 'x'"), "{}", e.message);
}

#[test]
fn op_specific_pass_on_another_anchor_is_rejected() {
    let e = err("builtin.module(test-func-tag)");
    assert_eq!(e.offset, 15);
    assert_eq!(e.message, "Can't add pass 'TestTag' restricted to 'tpm.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?");
}

#[test]
fn nesting_depth_is_bounded() {
    let deep = format!(
        "builtin.module({}{})",
        "tpm.func(".repeat(10_000),
        ")".repeat(10_000)
    );
    assert!(err(&deep).message.contains("nesting exceeds"));
    let ok = format!(
        "builtin.module({}{})",
        "tpm.func(".repeat(50),
        ")".repeat(50)
    );
    assert!(parse_pass_pipeline(&ok, &registry()).is_ok());
}

#[test]
fn elements_keep_offsets_and_raw_options() {
    let els = parse_pipeline_elements("a{k=v}, b(c)").unwrap();
    assert_eq!(els.len(), 2);
    assert_eq!((els[0].name.as_str(), els[0].offset), ("a", 0));
    let (raw, at, opts) = els[0].options.clone().unwrap();
    assert_eq!((raw.as_str(), at), ("k=v", 2));
    assert_eq!(
        opts,
        vec![PassOption {
            key: "k".into(),
            value: Some("v".into()),
            offset: 2
        }]
    );
    let nested = els[1].nested.as_ref().unwrap();
    assert_eq!((nested[0].name.as_str(), nested[0].offset), ("c", 10));
}

#[test]
fn option_strings() {
    let opts = parse_options(r#"a=1 b="x y" c={nested {d=2}} flag e='q' f="" g=x"y z"w"#).unwrap();
    let pairs: Vec<(&str, Option<&str>)> = opts
        .iter()
        .map(|o| (o.key.as_str(), o.value.as_deref()))
        .collect();
    assert_eq!(
        pairs,
        vec![
            ("a", Some("1")),
            ("b", Some("x y")),
            ("c", Some("nested {d=2}")),
            ("flag", None),
            ("e", Some("q")),
            ("f", Some("")),
            ("g", Some("x\"y z\"w")),
        ]
    );
    assert_eq!(opts[1].offset, 4);
    assert!(parse_options("").unwrap().is_empty());
    // Non-ASCII values are kept whole.
    let opts = parse_options("a=é b=\"ü\" c=é\"y\"").unwrap_or_default();
    assert_eq!(opts.first().and_then(|o| o.value.as_deref()), Some("é"));
    assert_eq!(opts.get(1).and_then(|o| o.value.as_deref()), Some("ü"));
    assert_eq!(opts.get(2).and_then(|o| o.value.as_deref()), Some("é\"y\""));
    // Commas belong to the value, as in mlir-opt.
    assert_eq!(
        parse_options("a=1,b=2").unwrap()[0].value.as_deref(),
        Some("1,b=2")
    );
}

#[test]
fn bad_option_strings() {
    assert_eq!(
        parse_options("a={b").unwrap_err().message,
        "missing closing '}' while processing pass options"
    );
    assert_eq!(parse_options("a=\"b").unwrap_err().offset, 2);
    assert_eq!(parse_options("a=1 =2").unwrap_err().offset, 4);
    assert_eq!(parse_options("a=1 }").unwrap_err().offset, 4);
}

#[test]
fn random_text_never_panics() {
    // A fixed linear congruential sequence over the syntax's special characters.
    let alphabet: Vec<char> = "(){}\"',= \n.-abé$".chars().collect();
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let reg = registry();
    for _ in 0..3000 {
        let mut text = String::new();
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let len = (state >> 59) as usize + 1;
        for _ in 0..len * 2 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push(alphabet[(state >> 33) as usize % alphabet.len()]);
        }
        let _ = parse_pass_pipeline(&text, &reg);
        let _ = parse_options(&text);
        if let Err(e) = parse_pipeline_elements(&text) {
            let _ = e.line_col(&text);
        }
    }
}
