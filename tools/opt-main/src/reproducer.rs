//! `--mlir-pass-pipeline-crash-reproducer=FILE` and `--run-reproducer`, in mlir-opt's
//! format: the module as it was before the pipeline, followed by the pipeline and its
//! options in an `external_resources` section:
//!
//! ```text
//! {-#
//!   external_resources: {
//!     mlir_reproducer: {
//!       pipeline: "builtin.module(func.func(cse))",
//!       disable_threading: false,
//!       verify_each: true
//!     }
//!   }
//! #-}
//! ```

/// What a reproducer asks to run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReproducerOptions {
    pub pipeline: Option<String>,
    pub disable_threading: Option<bool>,
    pub verify_each: Option<bool>,
}

/// The `external_resources` group that holds a reproducer's settings.
pub const RESOURCE_GROUP: &str = "mlir_reproducer";

/// Reads the `mlir_reproducer` entries of the input's `{-# ... #-}` section, if any.
pub fn reproducer_options(text: &str) -> Result<ReproducerOptions, String> {
    let mut options = ReproducerOptions::default();
    let Some(start) = text.find("{-#") else {
        return Ok(options);
    };
    let meta = &text[start..];
    let meta = &meta[..meta.find("#-}").unwrap_or(meta.len())];
    let Some(at) = meta.find("mlir_reproducer") else {
        return Ok(options);
    };
    let section = &meta[at..];
    if let Some(p) = section.find("pipeline:") {
        options.pipeline = Some(read_string(&section[p + "pipeline:".len()..])?);
    }
    let flag = |key: &str| -> Result<Option<bool>, String> {
        let Some(p) = section.find(key) else {
            return Ok(None);
        };
        let rest = section[p + key.len()..].trim_start();
        if rest.starts_with("true") {
            Ok(Some(true))
        } else if rest.starts_with("false") {
            Ok(Some(false))
        } else {
            Err(format!("mlir_reproducer: '{key}' must be true or false"))
        }
    };
    options.disable_threading = flag("disable_threading:")?;
    options.verify_each = flag("verify_each:")?;
    Ok(options)
}

/// The string literal at the start of `s` (after blanks), unescaped.
fn read_string(s: &str) -> Result<String, String> {
    let bad = || "mlir_reproducer: 'pipeline' must be a string".to_string();
    let s = s.trim_start().strip_prefix('"').ok_or_else(bad)?;
    let mut out = Vec::new();
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => return String::from_utf8(out).map_err(|_| bad()),
            b'\\' => {
                let next = bytes.get(i + 1).copied().ok_or_else(bad)?;
                match next {
                    b'\\' | b'"' => {
                        out.push(next);
                        i += 2;
                    }
                    b'n' => {
                        out.push(b'\n');
                        i += 2;
                    }
                    b't' => {
                        out.push(b'\t');
                        i += 2;
                    }
                    _ => {
                        let hex = s.get(i + 1..i + 3).ok_or_else(bad)?;
                        out.push(u8::from_str_radix(hex, 16).map_err(|_| bad())?);
                        i += 3;
                    }
                }
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    Err(bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_options_read_back() {
        let pipeline = r#"builtin.module(inline{default-pipeline=""},func.func(cse))"#;
        let ctx = xla_ir::Context::new();
        let mut module = xla_ir::asm::parse_module(&ctx, "m", "module {\n}\n").unwrap();
        let r = crate::process::Reproducer {
            path: String::new(),
            pipeline: pipeline.to_owned(),
            disable_threading: true,
            verify_each: false,
        };
        module.external_resources.push(r.resource_group());
        let text = xla_ir::asm::print_module(&ctx, &module, &Default::default());
        assert!(text.starts_with("module {\n}\n\n{-#\n  external_resources: {\n"));
        assert!(
            text.ends_with("      verify_each: false\n    }\n  }\n#-}\n"),
            "{text}"
        );
        let options = reproducer_options(&text).unwrap();
        assert_eq!(options.pipeline.as_deref(), Some(pipeline));
        assert_eq!(options.disable_threading, Some(true));
        assert_eq!(options.verify_each, Some(false));
    }

    #[test]
    fn input_without_a_reproducer_has_no_options() {
        assert_eq!(
            reproducer_options("func.func @f() { return }").unwrap(),
            ReproducerOptions::default()
        );
        let bad = "{-# external_resources: { mlir_reproducer: { pipeline: 3 } } #-}";
        assert!(reproducer_options(bad).is_err());
    }
}
