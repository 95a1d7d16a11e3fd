//! Which ops a conversion must get rid of (MLIR's ConversionTarget).

use rustc_hash::FxHashMap;
use std::sync::Arc;

use crate::ir::OpRef;

/// Decides the legality of one op at conversion time (MLIR's dynamic legality callback).
pub type LegalityFn = Arc<dyn Fn(OpRef<'_>) -> bool + Send + Sync>;

/// What the target says of an op or dialect.
#[derive(Clone)]
pub enum Action {
    /// The op may stay.
    Legal,
    /// The op must be converted.
    Illegal,
    /// Legal when the closure says so.
    Dynamic(LegalityFn),
}

/// The verdict for one op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Legality {
    /// The op may stay.
    Legal,
    /// The op must be converted; an illegal op left at the end fails the conversion.
    Illegal,
    /// Neither the op nor its dialect is known to the target: partial conversion leaves
    /// such ops alone, full conversion must convert them.
    Unknown,
}

/// Legal, illegal and dynamically legal ops and dialects, by name. An op's own entry
/// wins over its dialect's; the unknown-op action (if set) applies to the rest.
///
/// ```
/// use xla_ir::asm::parse_module;
/// use xla_ir::rewrite::conversion::{ConversionTarget, Legality};
/// use xla_ir::{Context, OpRef};
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let m = parse_module(&ctx, "<input>", r#""src.a"() : () -> ()
///     "src.b"() : () -> ()
///     "other.c"() : () -> ()"#).expect("parses");
/// let mut target = ConversionTarget::new();
/// target.add_illegal_dialect("src").add_legal_op("src.b");
/// let body = m.body();
/// let legality: Vec<Legality> = body
///     .block_ops(m.block())
///     .map(|op| target.legality(OpRef::new(&ctx, body, op)))
///     .collect();
/// assert_eq!(legality, [Legality::Illegal, Legality::Legal, Legality::Unknown]);
/// ```
///
/// `docs/conversion.md` walks through a whole conversion (target, type converter, patterns).
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Action>,
    dialects: FxHashMap<String, Action>,
    unknown: Option<Action>,
}

impl ConversionTarget {
    /// A target that knows no op: a partial conversion converts nothing until ops or dialects
    /// are added.
    pub fn new() -> Self {
        Self::default()
    }
    /// Op `name` (`dialect.op`) may stay.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Legal);
        self
    }
    /// Op `name` must be converted.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Illegal);
        self
    }
    /// Op `name` is legal when `f` says so (e.g. once its types are converted).
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(OpRef<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(name.to_string(), Action::Dynamic(Arc::new(f)));
        self
    }
    /// Every op of dialect `name` may stay, unless its own entry says otherwise.
    pub fn add_legal_dialect(&mut self, name: &str) -> &mut Self {
        self.dialects.insert(name.to_string(), Action::Legal);
        self
    }
    /// Every op of dialect `name` must be converted, unless its own entry says otherwise.
    pub fn add_illegal_dialect(&mut self, name: &str) -> &mut Self {
        self.dialects.insert(name.to_string(), Action::Illegal);
        self
    }
    /// Ops of dialect `name` are legal when `f` says so, unless their own entry says otherwise.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        name: &str,
        f: impl Fn(OpRef<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(name.to_string(), Action::Dynamic(Arc::new(f)));
        self
    }
    /// Ops the target names nowhere get this action (MLIR's markUnknownOpDynamicallyLegal;
    /// `Action::Legal` makes a full conversion accept them).
    pub fn set_unknown_op_action(&mut self, action: Action) -> &mut Self {
        self.unknown = Some(action);
        self
    }
    /// The verdict for `op`.
    pub fn legality(&self, op: OpRef<'_>) -> Legality {
        let name = op.name_str();
        let action = self.ops.get(name).or_else(|| {
            let dialect = name.split_once('.').map_or(name, |(d, _)| d);
            self.dialects.get(dialect)
        });
        match action.or(self.unknown.as_ref()) {
            None => Legality::Unknown,
            Some(Action::Legal) => Legality::Legal,
            Some(Action::Illegal) => Legality::Illegal,
            Some(Action::Dynamic(f)) => {
                if f(op) {
                    Legality::Legal
                } else {
                    Legality::Illegal
                }
            }
        }
    }
}
