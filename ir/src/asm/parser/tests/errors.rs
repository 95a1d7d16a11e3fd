use super::{ctx, error};
use crate::asm::parse_module;

#[test]
fn value_errors() {
    let c = ctx();
    assert_eq!(
        error(&c, "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i64) -> ()"),
        "2:7: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(
        error(&c, "\"t.b\"(%0) : (i64) -> ()\n%0 = \"t.a\"() : () -> i32"),
        "2:1: definition of SSA value '%0#0' has type 'i32'"
    );
    assert_eq!(
        error(&c, "\"t.b\"(%0) : (i64) -> ()"),
        "1:7: use of undeclared SSA value name"
    );
    assert_eq!(
        error(&c, "%0 = \"t.a\"() : () -> i32\n%0 = \"t.a\"() : () -> i32"),
        "2:1: redefinition of SSA value '%0'"
    );
    assert_eq!(
        error(&c, "%0:2 = \"t.a\"() : () -> i32"),
        "1:1: operation defines 1 results but was provided 2 to bind"
    );
    assert_eq!(
        error(&c, "%0 = \"t.a\"() : () -> ()"),
        "1:1: cannot name an operation with no results"
    );
    assert_eq!(
        error(
            &c,
            "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0#1) : (i32) -> ()"
        ),
        "2:7: reference to invalid result number"
    );
    assert_eq!(
        error(&c, "%0:0 = \"t.a\"() : () -> i32"),
        "1:4: expected named operation to have at least 1 result"
    );
    // Every undeclared use is reported, in source order.
    let errs =
        parse_module(&c, "t.mlir", "\"t.b\"(%y, %x) : (i32, i32) -> ()").expect_err("undeclared");
    assert_eq!(errs.len(), 2);
    assert_eq!(c.loc_file_line_col(errs[1].loc), Some(("t.mlir", 1, 11)));
    // A syntax error later in the file wins over undeclared values (as in MLIR).
    assert_eq!(
        error(&c, "\"t.b\"(%y) : (i32) -> ()\n\"t.c\"("),
        "2:6: expected ')' to end operand list"
    );
}

#[test]
fn block_errors() {
    let c = ctx();
    assert_eq!(
        error(
            &c,
            "\"t.r\"() ({ ^bb0: \"t.b\"()[^bb2] : () -> () }) : () -> ()"
        ),
        "1:26: reference to an undefined block"
    );
    assert_eq!(
        error(&c, "\"t.r\"() ({\n^bb0:\n^bb0:\n}) : () -> ()"),
        "3:1: redefinition of block '^bb0'"
    );
    assert_eq!(
        error(&c, "\"t.r\"() ({\n^bb0\n}) : () -> ()"),
        "2:5: expected ':' after block name"
    );
}

#[test]
fn syntax_errors_and_positions() {
    let c = ctx();
    // A missing token at the start of a line is reported at the end of the previous one.
    assert_eq!(
        error(&c, "\"t.a\"() : () -> ()\n\"t.b\"(\n\n  // comment\n}"),
        "2:7: expected ')' to end operand list"
    );
    assert_eq!(
        error(&c, "\"t.a\"() i32"),
        "1:8: expected ':' followed by operation type"
    );
    assert_eq!(error(&c, "\"t.a\"() : i32"), "1:11: expected function type");
    assert_eq!(
        error(&c, "\"t.a\"(%x) : () -> ()"),
        "1:13: expected 1 operand type but had 0"
    );
    assert_eq!(
        error(&c, "\"\"() : () -> ()"),
        "1:1: empty operation name is invalid"
    );
    assert_eq!(
        error(&c, "%0 \"t.a\"() : () -> ()"),
        "1:3: expected '=' after SSA name"
    );
    assert_eq!(error(&c, "42"), "1:1: expected operation name in quotes");
    assert_eq!(
        error(&c, "\"t.a\"() : () -> () $"),
        "1:20: unexpected character"
    );
    assert_eq!(
        error(&c, "\"t.a\"() {s = \"abc\n\"} : () -> ()"),
        "1:18: expected '\"' in string literal"
    );
    assert_eq!(
        error(&c, "\"t.a\"() {s = \"a\\qb\"} : () -> ()"),
        "1:16: unknown escape in string literal"
    );
    assert_eq!(
        error(&c, "\"t.a\"() ({ \"t.b\"() : () -> () : () -> ()"),
        "1:30: expected operation name in quotes"
    );
    assert_eq!(
        error(&c, "\"t.a\"() : () -> () loc("),
        "1:23: expected location instance"
    );
}

#[test]
fn alias_and_metadata_errors() {
    let c = ctx();
    assert_eq!(
        error(&c, "#a = 1\n#a = 2"),
        "2:1: redefinition of attribute alias id 'a'"
    );
    assert_eq!(
        error(&c, "#a.b = 1"),
        "1:1: attribute names with a '.' are reserved for dialect-defined names"
    );
    assert_eq!(
        error(&c, "#a 1"),
        "1:3: expected '=' in attribute alias definition"
    );
    assert_eq!(
        error(&c, "{-# foo: {} #-}"),
        "1:5: unknown key 'foo' in file metadata dictionary"
    );
    assert!(parse_module(
        &c,
        "t.mlir",
        "{-#\n  dialect_resources: {\n    builtin: {\n      r: \"0x04000000\"\n    }\n  }\n#-}\n"
    )
    .is_ok());
}

#[test]
fn line_table() {
    let c = ctx();
    let text = "\n\n%0 = \"t.a\"() : () -> i32 // a comment that is longer than eight bytes\n\n      \"t.b\"(%1) : (i32) -> ()\n";
    assert_eq!(error(&c, text), "5:13: use of undeclared SSA value name");
}
