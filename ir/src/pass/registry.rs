//! The set of passes known by name (`--canonicalize`, `cse` in a pipeline).

use std::collections::BTreeMap;

use super::{Pass, PassInfo};

/// Registered passes, looked up by their command-line argument.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassInfo>,
}

impl PassRegistry {
    /// An empty registry; see [`Self::with_core_passes`] for one with this crate's passes.
    pub fn new() -> Self {
        Self::default()
    }

    /// A registry holding the passes defined in this crate (`strip-debuginfo`).
    pub fn with_core_passes() -> Self {
        let mut r = Self::new();
        r.register(super::strip_debuginfo::info());
        r
    }

    /// Adds a pass; a later registration under the same argument replaces the earlier one.
    pub fn register(&mut self, info: PassInfo) {
        self.passes.insert(info.argument, info);
    }

    /// The pass registered as `argument`, if any.
    pub fn lookup(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.get(argument)
    }

    /// Whether a pass is registered as `argument`.
    pub fn contains(&self, argument: &str) -> bool {
        self.passes.contains_key(argument)
    }

    /// A fresh instance of the pass registered as `argument`.
    pub fn create(&self, argument: &str) -> Option<Box<dyn Pass>> {
        self.lookup(argument).map(|i| (i.factory)())
    }

    /// A fresh pass from `name` or `name{key=value ...}` (a bare `key` means `true`).
    pub fn create_from_spec(&self, spec: &str) -> Result<Box<dyn Pass>, String> {
        let (name, options) = match spec.split_once('{') {
            Some((name, rest)) => (name, rest.strip_suffix('}').unwrap_or(rest)),
            None => (spec, ""),
        };
        let mut pass = self
            .create(name)
            .ok_or_else(|| format!("'{name}' does not refer to a registered pass"))?;
        let options =
            super::parse_options(options).map_err(|e| format!("{spec}: {}", e.message))?;
        for option in options {
            let value = option.value.as_deref().unwrap_or("true");
            pass.set_option(&option.key, value)
                .map_err(|e| format!("{spec}: {e}"))?;
        }
        Ok(pass)
    }

    /// All passes sorted by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassInfo> {
        self.passes.values()
    }

    /// The `--list-passes` text in mlir-opt's layout (options indented under their pass).
    pub fn list_passes_text(&self) -> String {
        const DESC_COLUMN: usize = 58;
        let mut out = String::from("Passes:\n");
        let mut line = |left: String, sep: &str, desc: &str| {
            let pad = DESC_COLUMN.saturating_sub(left.len()).max(1);
            out.push_str(&left);
            out.push_str(&" ".repeat(pad));
            out.push_str(sep);
            out.push_str(desc);
            out.push('\n');
        };
        for info in self.iter() {
            line(format!("  --{}", info.argument), "-   ", info.description);
            for opt in (info.factory)().option_docs() {
                line(
                    format!("    --{}=<{}>", opt.name, opt.value_kind),
                    "- ",
                    opt.description,
                );
            }
        }
        out
    }
}
