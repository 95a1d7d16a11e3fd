//! Resources of a file's `{-# ... #-}` metadata. `external_resources` groups that no handler
//! claims are kept on the module and printed back after it, as mlir-opt's fallback resource
//! map does (a crash reproducer's `mlir_reproducer` group is one).

use super::printer::lex;

/// One value of a resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `true` or `false`.
    Bool(bool),
    /// A string literal's bytes, escapes decoded.
    String(Vec<u8>),
    /// A `"0x..."` hex blob: its alignment (4 bytes, little endian), then the data.
    Blob(Vec<u8>),
}

/// `name: { key: value, ... }` inside `external_resources`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceGroup {
    /// The group's key (the handler name, e.g. `mlir_reproducer`).
    pub name: String,
    /// The group's `key: value` entries, in file order.
    pub entries: Vec<(String, ResourceValue)>,
}

/// The `{-# external_resources: ... #-}` section after a printed module, as mlir-opt writes
/// it; nothing when no group has an entry.
pub(crate) fn print_external(out: &mut String, groups: &[ResourceGroup]) {
    let mut groups = groups.iter().filter(|g| !g.entries.is_empty()).peekable();
    if groups.peek().is_none() {
        return;
    }
    out.push_str("\n{-#\n  external_resources: {\n");
    while let Some(group) = groups.next() {
        out.push_str("    ");
        lex::keyword_or_string_into(out, &group.name);
        out.push_str(": {\n");
        for (i, (key, value)) in group.entries.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str("      ");
            lex::keyword_or_string_into(out, key);
            out.push_str(": ");
            match value {
                ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                ResourceValue::String(s) => lex::quoted_into(out, s),
                ResourceValue::Blob(bytes) => lex::hex_string_into(out, bytes),
            }
        }
        out.push_str("\n    }");
        out.push_str(if groups.peek().is_some() { ",\n" } else { "\n" });
    }
    out.push_str("  }\n#-}\n");
}
