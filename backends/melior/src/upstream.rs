//! The handoff to upstream MLIR: our printed module is parsed and verified by MLIR 22 through
//! melior; upstream diagnostics become our `Diag`s at the matching source locations.

use melior::dialect::DialectRegistry;
use melior::ir::attribute::AttributeLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{Location as MLocation, Module as MModule};
use melior::utility::{register_all_dialects, register_all_llvm_translations};
use melior::Context as MContext;
use std::cell::RefCell;
use std::rc::Rc;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::diag::Severity;
use xla_ir::{Context, Diag, Location, Module};

/// An upstream MLIR context with every dialect and the LLVM IR translations registered.
pub fn new_context() -> MContext {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    // Single-threaded: our modules are small per function and the tools run one at a time.
    let context = MContext::new_with_registry(&registry, false);
    // Dialects load when the parser first meets them (loading all of them took ~4 ms per
    // compile; our modules use the llvm dialect only).
    register_all_llvm_translations(&context);
    context
}

/// One upstream diagnostic, copied out of the handler (locations resolved to file:line:col).
#[derive(Clone, Debug)]
struct Captured {
    severity: Severity,
    loc: Option<(String, u32, u32)>,
    message: String,
    notes: Vec<Captured>,
}

fn file_line_col(loc: MLocation) -> Option<(String, u32, u32)> {
    // Named, call-site and fused locations wrap a file location; take the first one found.
    let mut loc = loc;
    for _ in 0..64 {
        if loc.is_file_line_col_range() {
            let file = loc
                .file_line_col_range_filename()
                .as_string_ref()
                .as_str()
                .ok()?
                .to_string();
            let line = u32::try_from(loc.file_line_col_range_start_line()).ok()?;
            let col = u32::try_from(loc.file_line_col_range_start_column()).ok()?;
            return Some((file, line, col));
        } else if loc.is_name() {
            loc = loc.name_child_location();
        } else if loc.is_call_site() {
            loc = loc.call_site_callee();
        } else if loc.is_fused() && loc.fused_num_locations() > 0 {
            loc = loc.fused_location(0);
        } else {
            return None;
        }
    }
    None
}

fn capture(d: &melior::diagnostic::Diagnostic) -> Captured {
    use melior::diagnostic::DiagnosticSeverity as S;
    let severity = match d.severity() {
        S::Error => Severity::Error,
        S::Warning => Severity::Warning,
        S::Note => Severity::Note,
        S::Remark => Severity::Remark,
    };
    let notes = (0..d.note_count())
        .filter_map(|i| d.note(i).ok())
        .map(|n| capture(&n))
        .collect();
    Captured {
        severity,
        loc: file_line_col(d.location()),
        message: d.to_string(),
        notes,
    }
}

/// Collects the diagnostics upstream emits while it is attached to a context.
#[derive(Clone, Default)]
pub struct DiagSink {
    captured: Rc<RefCell<Vec<Captured>>>,
}

impl DiagSink {
    /// Routes `context`'s diagnostics into this sink (they are not printed by MLIR).
    pub fn attach(&self, context: &MContext) {
        let captured = self.captured.clone();
        context.attach_diagnostic_handler(move |d| {
            captured.borrow_mut().push(capture(&d));
            true
        });
    }

    /// The collected diagnostics as ours, in emission order; empties the sink.
    pub fn take(&self, ctx: &Context) -> Vec<Diag> {
        self.captured
            .borrow_mut()
            .drain(..)
            .map(|c| to_diag(ctx, &c))
            .collect()
    }

    /// The collected diagnostics, or `fallback` at an unknown location when upstream said nothing.
    pub fn take_or(&self, ctx: &Context, fallback: &str) -> Vec<Diag> {
        let mut diags = self.take(ctx);
        if !diags.iter().any(|d| d.severity == Severity::Error) {
            diags.push(Diag::error(ctx.unknown_loc(), fallback));
        }
        diags
    }
}

pub fn to_loc_of(ctx: &Context, loc: MLocation) -> Location {
    to_loc(ctx, &file_line_col(loc))
}

fn to_loc(ctx: &Context, loc: &Option<(String, u32, u32)>) -> Location {
    match loc {
        Some((file, line, col)) => ctx.file_loc(file, *line, *col),
        None => ctx.unknown_loc(),
    }
}

fn to_diag(ctx: &Context, c: &Captured) -> Diag {
    Diag {
        severity: c.severity,
        loc: to_loc(ctx, &c.loc),
        message: c.message.clone(),
        notes: c.notes.iter().map(|n| to_diag(ctx, n)).collect(),
    }
}

/// Prints our module for upstream: generic form (no custom-syntax drift between the two
/// printers) with locations, so upstream's diagnostics point at the user's source.
pub fn handoff_text(ctx: &Context, module: &Module) -> String {
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        ..PrintOptions::default()
    };
    print_module(ctx, module, &opts)
}

/// Parses `text` in upstream MLIR, which verifies the module after parsing it (a second
/// `verify` cost a third of this phase); errors are upstream's messages at their source
/// locations.
pub fn parse_and_verify<'c>(
    ctx: &Context,
    context: &'c MContext,
    sink: &DiagSink,
    text: &str,
) -> Result<MModule<'c>, Vec<Diag>> {
    let Some(module) = MModule::parse(context, text) else {
        return Err(sink.take_or(ctx, "upstream MLIR could not parse the module"));
    };
    sink.take(ctx);
    Ok(module)
}

/// Errors for every op outside the llvm dialect (translation to LLVM IR handles only llvm ops):
/// the module must be lowered first.
/// LLVM IR holds a splat dense value (and the inner arrays of an empty one) element by
/// element: more than this many elements is refused before LLVM sees them.
pub const MAX_EXPANDED_ELEMENTS: u64 = 1 << 24;

/// The elements LLVM would build for the dense `value` when it is a splat or empty (the product
/// of its non-zero dimensions) and more than `MAX_EXPANDED_ELEMENTS`; other values are held
/// in the input already.
fn expanded_elements(value: mlir_sys::MlirAttribute) -> Option<u64> {
    // SAFETY: `value` is a live attribute of the module being checked; these C API functions
    // only read it, and the shaped-type queries run on a dense attribute's (shaped) type.
    unsafe {
        if !mlir_sys::mlirAttributeIsADenseElements(value) {
            return None;
        }
        let empty = mlir_sys::mlirElementsAttrGetNumElements(value) == 0;
        if !empty && !mlir_sys::mlirDenseElementsAttrIsSplat(value) {
            return None;
        }
        let ty = mlir_sys::mlirAttributeGetType(value);
        let rank = mlir_sys::mlirShapedTypeGetRank(ty).max(0) as isize;
        let n = (0..rank)
            .map(|i| mlir_sys::mlirShapedTypeGetDimSize(ty, i))
            .filter(|&d| d > 0)
            .fold(1u64, |acc, d| acc.saturating_mul(d as u64));
        (n > MAX_EXPANDED_ELEMENTS).then_some(n)
    }
}

pub fn check_llvm_only(ctx: &Context, module: &MModule) -> Result<(), Vec<Diag>> {
    let mut diags = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        if name != xla_ir::builtin::ModuleOp::NAME && !name.starts_with("llvm.") {
            let loc = to_loc(ctx, &file_line_col(op.location()));
            diags.push(Diag::error(
                loc,
                format!(
                    "'{name}' op is not in the llvm dialect: lower the module first (xla-opt --lower-to-llvm) before translating it to LLVM IR"
                ),
            ));
            return WalkResult::Skip;
        }
        if let Ok(value) = op.attribute("value") {
            if let Some(n) = expanded_elements(value.to_raw()) {
                let loc = to_loc(ctx, &file_line_col(op.location()));
                diags.push(Diag::error(
                    loc,
                    format!("'{name}' op has a dense value LLVM would expand to {n} elements, more than the limit of {MAX_EXPANDED_ELEMENTS} (a large splat is filled at run time by our lowering; see docs/limits.md)"),
                ));
            }
        }
        WalkResult::Advance
    });
    if diags.is_empty() {
        Ok(())
    } else {
        Err(diags)
    }
}
