//! `#hlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32,
//! accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1,
//! num_primitive_operations = 1, allow_imprecise_accumulation = false>`: how dot_general
//! computes (StableHLO's `DotAlgorithmAttr`). Every field is required; parsing verifies
//! the positive counts and that the combination is one StableHLO knows (dot_general
//! C22-C24 and `isKnownDotAlgorithm`), at the attribute's location.
//!
//! Storage: `AttrData::Dialect` with parameters [lhs type, rhs type, accumulation type,
//! lhs count, rhs count, primitive operations, imprecise flag].

use super::struct_attr::{parse_struct, struct_fields_text, StructMessages};
use super::AttrFamily;
use super::{hlo_attr, hlo_attr_params};
use crate::display::type_str;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::float::FloatKind;
use xla_ir::{Attribute, Context, Diag, Type};

pub const MNEMONIC: &str = "dot_algorithm";

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &[MNEMONIC],
    parse: |p, _| parse(p),
    print,
};

const KEYS: [&str; 7] = [
    "lhs_precision_type",
    "rhs_precision_type",
    "accumulation_type",
    "lhs_component_count",
    "rhs_component_count",
    "num_primitive_operations",
    "allow_imprecise_accumulation",
];

/// The algorithm parameters of a dot_general.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotAlgorithm {
    pub lhs_precision_type: Type,
    pub rhs_precision_type: Type,
    pub accumulation_type: Type,
    pub lhs_component_count: i64,
    pub rhs_component_count: i64,
    pub num_primitive_operations: i64,
    pub allow_imprecise_accumulation: bool,
}

impl DotAlgorithm {
    pub fn attr(&self, ctx: &Context) -> Attribute {
        let params = [
            ctx.type_attr(self.lhs_precision_type),
            ctx.type_attr(self.rhs_precision_type),
            ctx.type_attr(self.accumulation_type),
            ctx.i64_attr(self.lhs_component_count),
            ctx.i64_attr(self.rhs_component_count),
            ctx.i64_attr(self.num_primitive_operations),
            ctx.bool_attr(self.allow_imprecise_accumulation),
        ];
        hlo_attr(ctx, MNEMONIC, params)
    }

    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<DotAlgorithm> {
        let [l, r, a, lc, rc, n, imprecise] = hlo_attr_params(ctx, attr, MNEMONIC)? else {
            return None;
        };
        let int = |x: &Attribute| ctx.attr_as_int(*x).and_then(|v| i64::try_from(v).ok());
        Some(DotAlgorithm {
            lhs_precision_type: ctx.attr_as_type(*l)?,
            rhs_precision_type: ctx.attr_as_type(*r)?,
            accumulation_type: ctx.attr_as_type(*a)?,
            lhs_component_count: int(lc)?,
            rhs_component_count: int(rc)?,
            num_primitive_operations: int(n)?,
            allow_imprecise_accumulation: int(imprecise)? != 0,
        })
    }

    /// Prints `<lhs_precision_type = ..., ...>`: the body after the mnemonic (also
    /// dot_general's `algorithm = <...>` pretty form).
    pub fn print_body(&self, p: &mut dyn AsmPrinter) {
        let types = [
            (KEYS[0], self.lhs_precision_type),
            (KEYS[1], self.rhs_precision_type),
            (KEYS[2], self.accumulation_type),
        ];
        p.write_str("<");
        for (key, ty) in types {
            p.write_str(&format!("{key} = "));
            p.print_type(ty);
            p.write_str(", ");
        }
        let rest = [
            (KEYS[3], self.lhs_component_count.to_string()),
            (KEYS[4], self.rhs_component_count.to_string()),
            (KEYS[5], self.num_primitive_operations.to_string()),
            (KEYS[6], self.allow_imprecise_accumulation.to_string()),
        ];
        let fields: Vec<(&str, Option<String>)> =
            rest.into_iter().map(|(k, v)| (k, Some(v))).collect();
        p.write_str(&struct_fields_text(&fields));
        p.write_str(">");
    }

    /// The attribute verifier: positive counts (dot_general C22-C24), a known algorithm.
    pub fn verify(&self, ctx: &Context) -> Result<(), String> {
        if self.lhs_component_count < 1 {
            return Err("lhs component count must be positive".into());
        }
        if self.rhs_component_count < 1 {
            return Err("rhs component count must be positive".into());
        }
        if self.num_primitive_operations < 1 {
            return Err("num primitive operations must be positive".into());
        }
        if !self.is_known(ctx) {
            return Err(format!(
                "dot algorithm not known to be supported on any hardware: {{lhs:'{}', rhs:'{}', accum:'{}', \
                 lhs_components:{}, rhs_components:{}, primitive_ops:{}, imprecise:{}}}",
                type_str(ctx, self.lhs_precision_type),
                type_str(ctx, self.rhs_precision_type),
                type_str(ctx, self.accumulation_type),
                self.lhs_component_count,
                self.rhs_component_count,
                self.num_primitive_operations,
                self.allow_imprecise_accumulation as u8
            ));
        }
        Ok(())
    }

    /// StableHLO's table of algorithms some backend implements.
    fn is_known(&self, ctx: &Context) -> bool {
        if self.lhs_component_count != 1 || self.rhs_component_count != 1 {
            return false;
        }
        let kind = |t: Type| ctx.float_kind(t);
        let (lhs, rhs, acc) = (
            kind(self.lhs_precision_type),
            kind(self.rhs_precision_type),
            kind(self.accumulation_type),
        );
        let ops = self.num_primitive_operations;
        if lhs.is_some_and(is_f8)
            && rhs.is_some_and(is_f8)
            && acc == Some(FloatKind::F32)
            && ops == 1
        {
            return true;
        }
        if self.allow_imprecise_accumulation {
            return false;
        }
        use FloatKind::*;
        let known: &[(FloatKind, FloatKind, FloatKind, i64)] = &[
            (F16, F16, F16, 1),
            (F16, F16, F32, 1),
            (BF16, BF16, BF16, 1),
            (BF16, BF16, F32, 1),
            (BF16, BF16, F32, 3),
            (BF16, BF16, F32, 6),
            (TF32, TF32, F32, 1),
            (TF32, TF32, F32, 3),
            (F32, F32, F32, 1),
            (F64, F64, F64, 1),
        ];
        known
            .iter()
            .any(|&(l, r, a, n)| lhs == Some(l) && rhs == Some(r) && acc == Some(a) && ops == n)
    }
}

/// The 8-bit float formats StableHLO's "any f8" algorithms accept.
fn is_f8(kind: FloatKind) -> bool {
    use FloatKind::*;
    matches!(
        kind,
        F8E3M4 | F8E4M3 | F8E4M3FN | F8E5M2 | F8E4M3FNUZ | F8E4M3B11FNUZ | F8E5M2FNUZ
    )
}

/// Parses `<field = value, ...>` and verifies it; errors point at the attribute.
pub fn parse_body(p: &mut dyn AsmParser) -> Result<DotAlgorithm, Diag> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let (mut types, mut ints, mut imprecise) = ([None; 3], [0i64; 3], false);
    let seen = parse_struct(p, &KEYS, StructMessages::StableHlo, &mut |q, index| {
        match index {
            0..=2 => types[index] = Some(q.parse_type()?),
            3..=5 => ints[index - 3] = q.parse_integer()?,
            _ => imprecise = parse_bool(q)?,
        }
        Ok(())
    })?;
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(p.error_at(
            loc,
            &format!("struct is missing required parameter: {}", KEYS[missing]),
        ));
    }
    let [Some(lhs), Some(rhs), Some(acc)] = types else {
        return Err(p.error_at(loc, "struct is missing a type parameter"));
    };
    let algorithm = DotAlgorithm {
        lhs_precision_type: lhs,
        rhs_precision_type: rhs,
        accumulation_type: acc,
        lhs_component_count: ints[0],
        rhs_component_count: ints[1],
        num_primitive_operations: ints[2],
        allow_imprecise_accumulation: imprecise,
    };
    algorithm
        .verify(p.ctx())
        .map_err(|msg| p.error_at(loc, &msg))?;
    Ok(algorithm)
}

/// `true` or `false`.
fn parse_bool(p: &mut dyn AsmParser) -> Result<bool, Diag> {
    if p.parse_optional_keyword("true") {
        return Ok(true);
    }
    if p.parse_optional_keyword("false") {
        return Ok(false);
    }
    Err(p.error("expected 'true' or 'false'"))
}

fn print(p: &mut dyn AsmPrinter, attr: Attribute) -> bool {
    let Some(algorithm) = DotAlgorithm::from_attr(p.ctx(), attr) else {
        return false;
    };
    p.write_str(MNEMONIC);
    algorithm.print_body(p);
    true
}

/// `#hlo.dot_algorithm<...>` after the mnemonic.
pub fn parse(p: &mut dyn AsmParser) -> Result<Attribute, Diag> {
    let algorithm = parse_body(p)?;
    Ok(algorithm.attr(p.ctx()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn algorithm(ctx: &Context, l: FloatKind, acc: FloatKind, ops: i64) -> DotAlgorithm {
        DotAlgorithm {
            lhs_precision_type: ctx.float_type(l),
            rhs_precision_type: ctx.float_type(l),
            accumulation_type: ctx.float_type(acc),
            lhs_component_count: 1,
            rhs_component_count: 1,
            num_primitive_operations: ops,
            allow_imprecise_accumulation: false,
        }
    }

    #[test]
    fn known_algorithms_follow_stablehlo() {
        let ctx = Context::new();
        assert!(algorithm(&ctx, FloatKind::TF32, FloatKind::F32, 3)
            .verify(&ctx)
            .is_ok());
        assert!(algorithm(&ctx, FloatKind::F8E5M2, FloatKind::F32, 1)
            .verify(&ctx)
            .is_ok());
        let err = algorithm(&ctx, FloatKind::F32, FloatKind::F32, 2)
            .verify(&ctx)
            .unwrap_err();
        assert_eq!(
            err,
            "dot algorithm not known to be supported on any hardware: {lhs:'f32', rhs:'f32', accum:'f32', \
             lhs_components:1, rhs_components:1, primitive_ops:2, imprecise:0}"
        );
        let mut zero = algorithm(&ctx, FloatKind::F32, FloatKind::F32, 0);
        assert_eq!(
            zero.verify(&ctx).unwrap_err(),
            "num primitive operations must be positive"
        );
        zero.lhs_component_count = -1;
        assert_eq!(
            zero.verify(&ctx).unwrap_err(),
            "lhs component count must be positive"
        );
    }

    #[test]
    fn attrs_round_trip_through_storage() {
        let ctx = Context::new();
        let a = algorithm(&ctx, FloatKind::BF16, FloatKind::F32, 6);
        assert_eq!(DotAlgorithm::from_attr(&ctx, a.attr(&ctx)), Some(a));
    }
}
