//! `!quant.uniform<...>` syntax, as upstream's TypeParser.cpp parses and prints it:
//!
//! ```text
//! uniform<storage[<min:max>]:expressed[:dim], scale[:zero_point]>
//! uniform<storage[<min:max>]:expressed:dim, {scale[:zero_point], ...}>
//! ```
//! `storage` is an integer type (`i8`, `si8`, `ui8`) or `uN` (unsigned); scales print as MLIR
//! prints float attributes (`2.000000e+00`), zero points only when non-zero.

use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::float::{self, FloatKind};
use xla_ir::types::Signedness;
use xla_ir::{Diag, Location, Type, TypeData};

use crate::uniform::{default_range, UniformType, MAX_STORAGE_BITS};

/// `DialectDef::parse_type`: the body after `!quant.`.
pub fn parse_type(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    let name_loc = name_loc(p, mnemonic);
    if mnemonic != "uniform" {
        return Err(p.error_at(name_loc, &format!("unknown quantized type {mnemonic}")));
    }
    let u = parse_uniform(p)?;
    verify(p, name_loc, &u)?;
    Ok(u.to_type(p.ctx()))
}

/// Where the mnemonic starts (upstream reports the type's invariants there): the hook is
/// entered just after it.
fn name_loc(p: &dyn AsmParser, mnemonic: &str) -> Location {
    let here = p.current_loc();
    let ctx = p.ctx();
    match ctx.loc_file_line_col(here) {
        Some((file, line, col)) if col as usize > mnemonic.len() => {
            let file = file.to_string();
            ctx.file_loc(&file, line, col - mnemonic.len() as u32)
        }
        _ => here,
    }
}

/// `storage-type`: an integer type or `uN`; returns (type, signed).
fn parse_storage(p: &mut dyn AsmParser) -> Result<(Type, bool), Diag> {
    let loc = p.current_loc();
    let (ty, signed) = if let Some(t) = p.parse_optional_type() {
        let t = t?;
        match p.ctx().type_data(t) {
            TypeData::Integer { signedness, .. } => (t, *signedness != Signedness::Unsigned),
            _ => return Err(p.error_at(loc, "illegal quantized storage type alias")),
        }
    } else {
        let word = p.parse_keyword_any()?;
        let Some(digits) = word.strip_prefix('u') else {
            return Err(p.error_at(loc, "illegal quantized storage type alias"));
        };
        let Ok(width) = digits.parse::<u32>() else {
            return Err(p.error_at(loc, "expected storage type width"));
        };
        if width == 0 || width > MAX_STORAGE_BITS {
            return Err(p.error_at(loc, &format!("illegal storage type size: {width}")));
        }
        (p.ctx().integer_type(width), false)
    };
    let width = p.ctx().integer_width(ty).unwrap_or(0);
    if width == 0 || width > MAX_STORAGE_BITS {
        return Err(p.error_at(loc, &format!("illegal storage type size: {width}")));
    }
    Ok((ty, signed))
}

fn parse_uniform(p: &mut dyn AsmParser) -> Result<UniformType, Diag> {
    p.parse_punct(Punct::Less)?;
    let (storage, signed) = parse_storage(p)?;
    let width = p.ctx().integer_width(storage).unwrap_or(0);
    let (default_min, default_max) = default_range(signed, width);
    let (mut storage_min, mut storage_max) = (default_min, default_max);
    if p.parse_optional_punct(Punct::Less) {
        let min_loc = p.current_loc();
        storage_min = p.parse_integer()?;
        p.parse_punct(Punct::Colon)?;
        let max_loc = p.current_loc();
        storage_max = p.parse_integer()?;
        p.parse_punct(Punct::Greater)?;
        if storage_min < default_min {
            let msg = format!("illegal storage type minimum: {storage_min}");
            return Err(p.error_at(min_loc, &msg));
        }
        if storage_max > default_max {
            let msg = format!("illegal storage type maximum: {storage_max}");
            return Err(p.error_at(max_loc, &msg));
        }
    }
    p.parse_punct(Punct::Colon)?;
    let expressed_loc = p.current_loc();
    let expressed = p.parse_type()?;
    let Some(kind) = p.ctx().float_kind(expressed) else {
        return Err(p.error_at(expressed_loc, "invalid kind of type specified"));
    };
    let mut quantized_dimension = None;
    if p.parse_optional_punct(Punct::Colon) {
        if p.peek_punct(Punct::LBrace) {
            return Err(p.error("sub-channel quantized types are not supported"));
        }
        let dim = p.parse_integer()?;
        quantized_dimension = Some(i32::try_from(dim).unwrap_or(i32::MIN));
    }
    p.parse_punct(Punct::Comma)?;
    let (mut scales, mut zero_points) = (Vec::new(), Vec::new());
    if quantized_dimension.is_some() {
        p.parse_punct(Punct::LBrace)?;
        loop {
            if p.peek_punct(Punct::LBrace) {
                return Err(p.error("sub-channel quantized types are not supported"));
            }
            let (s, z) = parse_scale_zero(p, kind)?;
            scales.push(s);
            zero_points.push(z);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    } else {
        let (s, z) = parse_scale_zero(p, kind)?;
        scales.push(s);
        zero_points.push(z);
    }
    p.parse_punct(Punct::Greater)?;
    Ok(UniformType {
        storage,
        signed,
        storage_min,
        storage_max,
        expressed,
        quantized_dimension,
        scales,
        zero_points,
    })
}

/// `scale[:zero_point]`, the scale within the expressed type's positive range.
fn parse_scale_zero(p: &mut dyn AsmParser, kind: FloatKind) -> Result<(f64, i64), Diag> {
    let scale = p.parse_float()?;
    let smallest = float::to_f64(kind, float::smallest_positive(kind));
    let largest = float::to_f64(kind, float::max_finite(kind));
    if !(scale >= smallest && scale <= largest) {
        let msg = format!(
            "scale {} out of expressed type range [{}, {}]",
            format_e(scale),
            format_e(smallest),
            format_e(largest)
        );
        return Err(p.error(&msg));
    }
    let zero_point = if p.parse_optional_punct(Punct::Colon) {
        p.parse_integer()?
    } else {
        0
    };
    Ok((scale, zero_point))
}

/// Upstream's `QuantizedType` / `UniformQuantized[PerAxis]Type::verifyInvariants`.
fn verify(p: &dyn AsmParser, loc: Location, u: &UniformType) -> Result<(), Diag> {
    let ctx = p.ctx();
    let (lo, hi) = default_range(u.signed, u.storage_width(ctx));
    if u.storage_max - u.storage_min <= 0 || u.storage_min < lo || u.storage_max > hi {
        let msg = format!(
            "illegal storage min and storage max: ({}:{})",
            u.storage_min, u.storage_max
        );
        return Err(p.error_at(loc, &msg));
    }
    if let Some(s) = u.scales.iter().find(|s| !s.is_finite() || **s <= 0.0) {
        return Err(p.error_at(loc, &format!("illegal scale: {}", format_e(*s))));
    }
    if let Some(d) = u.quantized_dimension.filter(|d| *d < 0) {
        return Err(p.error_at(loc, &format!("illegal quantized dimension: {d}")));
    }
    Ok(())
}

/// A double as LLVM's `raw_ostream << double` writes it (`%e`: `1.000000e+00`, `INF`).
pub fn format_e(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_string();
    }
    if x.is_infinite() {
        return if x > 0.0 { "INF" } else { "-INF" }.to_string();
    }
    let s = format!("{x:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    format!("{mantissa}e{sign}{digits:0>2}")
}

/// `DialectDef::print_type`.
pub fn print_type(p: &mut dyn AsmPrinter, t: Type) -> bool {
    let Some(u) = UniformType::from_type(p.ctx(), t) else {
        return false;
    };
    let width = u.storage_width(p.ctx());
    let mut head = format!("uniform<{}{width}", if u.signed { "i" } else { "u" });
    if u.has_storage_bounds(p.ctx()) {
        head.push_str(&format!("<{}:{}>", u.storage_min, u.storage_max));
    }
    head.push(':');
    p.write_str(&head);
    p.print_type(u.expressed);
    let params = |i: usize| {
        let mut s = float::format_mlir(FloatKind::F64, u.scales[i].to_bits());
        if u.zero_points[i] != 0 {
            s.push_str(&format!(":{}", u.zero_points[i]));
        }
        s
    };
    match u.quantized_dimension {
        Some(d) => {
            let list: Vec<String> = (0..u.scales.len()).map(params).collect();
            p.write_str(&format!(":{d}, {{{}}}>", list.join(",")));
        }
        None => p.write_str(&format!(", {}>", params(0))),
    }
    true
}
