//! linalg's enum attributes: `#linalg.iterator_type<parallel>`, `#linalg.type_fn<cast_signed>`,
//! `#linalg.unary_fn<...>`, `#linalg.binary_fn<...>`, stored as dialect attributes whose one
//! parameter is the case name.

use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{AttrData, Attribute, Context, Diag, Type};

pub const DIALECT: &str = "linalg";

/// The enum attributes of linalg and their cases.
const ENUMS: &[(&str, &[&str])] = &[
    ("iterator_type", &["parallel", "reduction"]),
    ("type_fn", &["cast_signed", "cast_unsigned"]),
    (
        "unary_fn",
        &[
            "exp",
            "log",
            "abs",
            "ceil",
            "floor",
            "negf",
            "reciprocal",
            "round",
            "sqrt",
            "rsqrt",
            "square",
            "tanh",
            "erf",
        ],
    ),
    (
        "binary_fn",
        &[
            "add",
            "sub",
            "mul",
            "div",
            "div_unsigned",
            "max_signed",
            "min_signed",
            "max_unsigned",
            "min_unsigned",
            "powf",
        ],
    ),
];

/// A loop's kind.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IteratorType {
    Parallel,
    Reduction,
}

impl IteratorType {
    pub fn as_str(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }
}

/// `#linalg.<mnemonic><case>` as an attribute.
pub fn enum_attr(ctx: &Context, mnemonic: &str, case: &str) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(DIALECT),
        mnemonic: ctx.symbol(mnemonic),
        params: Box::new([ctx.string_attr(case)]),
    })
}

/// The case of a linalg enum attribute of kind `mnemonic`.
pub fn enum_case<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect,
            mnemonic: m,
            params,
        } if ctx.symbol_str(*dialect) == DIALECT && ctx.symbol_str(*m) == mnemonic => {
            ctx.attr_as_str(*params.first()?)
        }
        _ => None,
    }
}

pub fn iterator_attr(ctx: &Context, it: IteratorType) -> Attribute {
    enum_attr(ctx, "iterator_type", it.as_str())
}

/// The iterator types of an `iterator_types` array (`None` if an element is not one).
pub fn iterator_types(ctx: &Context, a: Attribute) -> Option<Vec<IteratorType>> {
    ctx.attr_as_array(a)?
        .iter()
        .map(|e| match enum_case(ctx, *e, "iterator_type")? {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        })
        .collect()
}

/// `DialectDef::parse_attr`: the body after `#linalg.`.
pub fn parse_dialect_attr(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Diag> {
    let Some((_, cases)) = ENUMS.iter().find(|(m, _)| *m == mnemonic) else {
        return Err(p.error(&format!(
            "unknown attribute `{mnemonic}` in dialect `linalg`"
        )));
    };
    p.parse_punct(Punct::Less)?;
    let loc = p.current_loc();
    let case = p.parse_keyword_any()?;
    if !cases.contains(&case.as_str()) {
        return Err(p.error_at(
            loc,
            &format!(
                "expected one of [{}] for {}, got: {case}",
                cases.join(", "),
                upstream_enum_name(mnemonic)
            ),
        ));
    }
    p.parse_punct(Punct::Greater)?;
    Ok(enum_attr(p.ctx(), mnemonic, &case))
}

/// The C++ enum name upstream messages use.
fn upstream_enum_name(mnemonic: &str) -> &'static str {
    match mnemonic {
        "iterator_type" => "::mlir::utils::IteratorType",
        "type_fn" => "::mlir::linalg::TypeFn",
        "unary_fn" => "::mlir::linalg::UnaryFn",
        _ => "::mlir::linalg::BinaryFn",
    }
}

/// `DialectDef::print_attr`.
pub fn print_dialect_attr(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let ctx = p.ctx();
    let AttrData::Dialect {
        mnemonic, params, ..
    } = ctx.attr_data(a)
    else {
        return false;
    };
    let mnemonic = ctx.symbol_str(*mnemonic).to_string();
    let Some(case) = params
        .first()
        .and_then(|c| ctx.attr_as_str(*c))
        .map(str::to_string)
    else {
        return false;
    };
    p.write_str(&format!("{mnemonic}<{case}>"));
    true
}
