use super::super::posix_re::translate;

fn compile(p: &str) -> Result<regex::Regex, String> {
    let translated = translate(p)?;
    regex::RegexBuilder::new(&translated)
        .size_limit(1 << 20)
        .build()
        .map_err(|e| e.to_string())
}

fn m(p: &str, s: &str) -> bool {
    compile(p)
        .unwrap_or_else(|e| panic!("{p}: {e}"))
        .is_match(s)
}

#[test]
fn literals_and_dot() {
    assert!(m("abc", "xxabcxx"));
    assert!(!m("abd", "abc"));
    assert!(m("a.c", "abc"));
    assert!(m("a.c", "a\u{e9}c"));
    assert!(!m("a.c", "ac"));
    assert!(m("", "anything"));
    assert!(m("", ""));
}

#[test]
fn quantifiers() {
    assert!(m("ab*c", "ac"));
    assert!(m("ab*c", "abbbc"));
    assert!(!m("ab+c", "ac"));
    assert!(m("ab+c", "abc"));
    assert!(m("ab?c", "ac"));
    assert!(!m("^ab?c$", "abbc"));
    assert!(m("^a.*z$", "a whole lot of z"));
    assert!(m("^a.+$", "ab"));
    assert!(!m("^a.+$", "a"));
    assert!(m("^a{2}$", "aa"));
    assert!(!m("^a{2}$", "aaa"));
    assert!(m("^a{2,}$", "aaaa"));
    assert!(m("^a{1,3}b$", "aaab"));
    assert!(!m("^a{1,3}b$", "aaaab"));
    assert!(m("a{x", "a{x")); // not a count: literal brace
}

#[test]
fn classes() {
    assert!(m("^[0-9]+$", "0123"));
    assert!(!m("^[0-9]+$", "01a3"));
    assert!(m("^[^0-9]+$", "abc"));
    assert!(m("^[]a]+$", "]a]"));
    assert!(m("^[a-]+$", "a-a"));
    assert!(m("^[[:digit:]]+x$", "12x"));
    assert!(m("^[[:alpha:]_][[:alnum:]_]*$", "_foo1"));
    assert!(m(r"^\d+\s\w+$", "42 abc_1"));
    assert!(!m(r"^\d+$", "4a"));
    assert!(m(r"^\D\W\S$", "a-b"));
    assert!(m(r"^\.\*$", ".*"));
}

#[test]
fn groups_alternation_anchors() {
    assert!(m("^(ab|cd)+$", "abcdab"));
    assert!(!m("^(ab|cd)+$", "abc"));
    assert!(m("i(32|64)", "type i64"));
    assert!(!m("^i(32|64)$", "i16"));
    assert!(m("x|", "zzz")); // empty branch matches
    assert!(m("(a*)*b", "aaab"));
    assert!(!m("(a*)*b", "aaaa"));
}

#[test]
fn pathological_patterns_are_linear() {
    let text = "a".repeat(5000);
    assert!(!m("(a*)*(a*)*b", &text));
    assert!(!m("(a|a)*(a|aa)*c", &text));
}

#[test]
fn syntax_errors() {
    for bad in [
        "(",
        "(a",
        "a)",
        "[a",
        "[[:nope:]]",
        "*a",
        "a|+",
        "[z-a]",
        "\\",
        "a{3,1}",
        "a{5000}",
        "a*********",
    ] {
        assert!(compile(bad).is_err(), "{bad} should not parse");
    }
    assert!(compile(&"(".repeat(1000)).is_err());
    // Counts above LLVM's RE_DUP_MAX are errors; nested ones within it exceed the size limit.
    assert_eq!(
        translate("a{1000}").unwrap_err(),
        "invalid repetition count(s)"
    );
    assert!(compile("((a{255}){255}){255}").is_err());
}

#[test]
fn posix_brackets_translate() {
    assert!(m("^[a\\]+$", "a\\a"));
    assert!(m("^[&~]+$", "&~"));
    assert!(m("^[a-c-]+$", "a-c"));
    assert!(m("^[[:space:]]$", " "));
    assert!(m("^a}$", "a}"));
}
