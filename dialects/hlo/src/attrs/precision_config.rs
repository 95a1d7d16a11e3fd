//! `precision_config`: an array of `#hlo<precision ...>`, at most one per operand, as
//! dot, dot_general and convolution carry it; pretty form `precision = [DEFAULT, HIGH]`
//! (StableHLO's `custom<PrecisionConfig>`).

use super::linalg_enums::Precision;
use xla_ir::asm::{AsmParser, Delimiter};
use xla_ir::{Diag, OpRef};

pub const PRECISION_CONFIG: &str = "precision_config";

/// The precision cases of the op's `precision_config`: `Ok(None)` when absent, the ODS
/// constraint error when it is not an array of precision enums.
pub fn precision_config(op: OpRef<'_>) -> Result<Option<Vec<Precision>>, Diag> {
    let Some(a) = op.attr(PRECISION_CONFIG) else {
        return Ok(None);
    };
    op.ctx
        .attr_as_array(a)
        .and_then(|items| items.iter().map(|&i| Precision::of_attr(op.ctx, i)).collect::<Option<Vec<_>>>())
        .map(Some)
        .ok_or_else(|| op.error("attribute 'precision_config' failed to satisfy constraint: Precision Config attribute"))
}

/// StableHLO's `verifyPrecisionConfig`: at most one precision per operand.
pub fn check_precision_count(op: OpRef<'_>, config: &[Precision]) -> Result<(), Diag> {
    if config.len() <= 2 {
        return Ok(());
    }
    Err(op.error("expects precision config to be empty or have <= 2 elements."))
}

/// Whether every entry is `DEFAULT` (an absent or empty config counts as default).
pub fn is_default(config: &[Precision]) -> bool {
    config.iter().all(|&p| p == Precision::Default)
}

/// `[DEFAULT, HIGH]` as attributes of the array.
pub fn parse_precision_list(p: &mut dyn AsmParser) -> Result<xla_ir::Attribute, Diag> {
    let mut items = Vec::new();
    p.parse_comma_separated(Delimiter::Square, &mut |q| {
        let case = Precision::parse(q)?;
        items.push(case.attr(q.ctx()));
        Ok(())
    })?;
    Ok(p.ctx().array_attr(&items))
}

/// `[DEFAULT, HIGH]`.
pub fn precision_list_text(config: &[Precision]) -> String {
    let names: Vec<&str> = config.iter().map(|p| p.name()).collect();
    format!("[{}]", names.join(", "))
}
