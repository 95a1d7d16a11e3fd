//! `#hlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #hlo.result_accuracy_mode<DEFAULT>>`:
//! the accuracy requested from transcendental unary ops (StableHLO's `ResultAccuracyAttr`).
//! Stored as params `[atol: f64, rtol: f64, ulps: i64, mode]`.

use super::AttrFamily;
use super::{hlo_attr, hlo_attr_params};
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag};

pub const MNEMONIC: &str = "result_accuracy";

crate::hlo_enum_attr! {
    /// How the tolerances apply: only `TOLERANCE` takes non-zero ones.
    pub enum ResultAccuracyMode,
    table RESULT_ACCURACY_MODE = ("result_accuracy_mode", "::mlir::stablehlo::ResultAccuracyMode", pretty: true)
    { Default = "DEFAULT", Highest = "HIGHEST", Tolerance = "TOLERANCE" }
}

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &[MNEMONIC],
    parse: parse_body,
    print: print_body,
};

/// The decoded attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ResultAccuracy {
    pub atol: f64,
    pub rtol: f64,
    pub ulps: i64,
    pub mode: ResultAccuracyMode,
}

impl Default for ResultAccuracy {
    fn default() -> Self {
        ResultAccuracy {
            atol: 0.0,
            rtol: 0.0,
            ulps: 0,
            mode: ResultAccuracyMode::Default,
        }
    }
}

impl ResultAccuracy {
    pub fn attr(&self, ctx: &Context) -> Attribute {
        let f64t = ctx.f64();
        let params = [
            ctx.float_attr_bits(f64t, self.atol.to_bits()),
            ctx.float_attr_bits(f64t, self.rtol.to_bits()),
            ctx.i64_attr(self.ulps),
            self.mode.attr(ctx),
        ];
        hlo_attr(ctx, MNEMONIC, params)
    }

    /// Decodes an attribute of this kind; `None` for anything else.
    pub fn of(ctx: &Context, a: Attribute) -> Option<ResultAccuracy> {
        let [atol, rtol, ulps, mode] = hlo_attr_params(ctx, a, MNEMONIC)? else {
            return None;
        };
        let float = |a: &Attribute| match ctx.attr_data(*a) {
            AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        };
        Some(ResultAccuracy {
            atol: float(atol)?,
            rtol: float(rtol)?,
            ulps: i64::try_from(ctx.attr_as_int(*ulps)?).ok()?,
            mode: ResultAccuracyMode::of_attr(ctx, *mode)?,
        })
    }

    /// StableHLO's `ResultAccuracyAttr::verify`.
    pub fn check(&self) -> Result<(), String> {
        let mode = self.mode;
        let zero = self.atol == 0.0 && self.rtol == 0.0 && self.ulps == 0;
        if self.mode != ResultAccuracyMode::Tolerance && !zero {
            return Err(format!(
                "Invalid tolerances for ResultAccuracyAttr with mode {mode}, must be all zero."
            ));
        }
        if self.atol < 0.0 || self.rtol < 0.0 || self.ulps < 0 {
            return Err("Negative tolerance".to_string());
        }
        Ok(())
    }
}

/// `<atol = F, rtol = F, ulps = N, mode = #hlo.result_accuracy_mode<M>>`, keys in any
/// order, each optional.
fn parse_body(p: &mut dyn AsmParser, _mnemonic: &str) -> Result<Attribute, Diag> {
    let mut value = ResultAccuracy::default();
    let mut seen: Vec<String> = Vec::new();
    p.parse_punct(Punct::Less)?;
    if !p.parse_optional_punct(Punct::Greater) {
        loop {
            let loc = p.current_loc();
            let key = p.parse_keyword_any()?;
            if seen.contains(&key) {
                return Err(p.error_at(loc, &format!("duplicate '{key}' parameter")));
            }
            p.parse_punct(Punct::Equal)?;
            match key.as_str() {
                "atol" => value.atol = p.parse_float()?,
                "rtol" => value.rtol = p.parse_float()?,
                "ulps" => value.ulps = p.parse_integer()?,
                "mode" => {
                    let a = p.parse_attribute(None)?;
                    value.mode = ResultAccuracyMode::of_attr(p.ctx(), a).ok_or_else(|| {
                        p.error_at(loc, "expected a result_accuracy_mode attribute for 'mode'")
                    })?;
                }
                _ => {
                    return Err(p.error_at(
                        loc,
                        &format!("unknown parameter '{key}' of result_accuracy"),
                    ))
                }
            }
            seen.push(key);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
    }
    Ok(value.attr(p.ctx()))
}

fn print_body(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let Some(v) = ResultAccuracy::of(p.ctx(), a) else {
        return false;
    };
    let ctx = p.ctx();
    let f64t = ctx.f64();
    let (atol, rtol) = (
        ctx.float_attr_bits(f64t, v.atol.to_bits()),
        ctx.float_attr_bits(f64t, v.rtol.to_bits()),
    );
    let mode = v.mode.attr(ctx);
    p.write_str("result_accuracy<atol = ");
    p.print_attribute_without_type(atol);
    p.write_str(", rtol = ");
    p.print_attribute_without_type(rtol);
    p.write_str(&format!(", ulps = {}, mode = ", v.ulps));
    p.print_attribute(mode);
    p.write_str(">");
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_storage() {
        let ctx = Context::new();
        let v = ResultAccuracy {
            atol: 1.0,
            rtol: 0.5,
            ulps: 5,
            mode: ResultAccuracyMode::Tolerance,
        };
        assert_eq!(ResultAccuracy::of(&ctx, v.attr(&ctx)), Some(v));
        assert_eq!(ResultAccuracy::of(&ctx, ctx.i64_attr(1)), None);
    }

    #[test]
    fn tolerances_need_tolerance_mode() {
        let highest = ResultAccuracy {
            atol: 1.0,
            mode: ResultAccuracyMode::Highest,
            ..Default::default()
        };
        assert_eq!(
            highest.check().unwrap_err(),
            "Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero."
        );
        assert!(ResultAccuracy::default().check().is_ok());
        assert!(ResultAccuracy {
            ulps: 3,
            mode: ResultAccuracyMode::Tolerance,
            ..Default::default()
        }
        .check()
        .is_ok());
    }
}
