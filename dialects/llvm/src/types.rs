//! The dialect's types, as `TypeData::Dialect { dialect: "llvm", .. }`:
//! - `!llvm.ptr` / `!llvm.ptr<3>`: params `[]` / `[addrspace : i64]`;
//! - `!llvm.void`, `!llvm.token`, `!llvm.label`, `!llvm.metadata`: no params;
//! - `!llvm.array<4 x f32>`: `[count : i64, type]`;
//! - `!llvm.struct<(i32, f32)>`, `<packed (..)>`, `<"name", (..)>`, `<"name", opaque>`:
//!   `[name string or unit (literal), packed bool, opaque bool, element types...]`;
//! - `!llvm.func<ret (args, ...)>`: `[result type, vararg bool, argument types...]`.
//!
//! Inside an llvm type, nested llvm types print without the `!llvm.` prefix, as upstream.

use xla_ir::asm::{AsmParser, AsmPrinter, Delimiter, Punct};
use xla_ir::{Attribute, Context, Diag, Type, TypeData};

pub const DIALECT: &str = "llvm";

/// What an llvm dialect type is, decoded from its params.
#[derive(Clone, Debug, PartialEq)]
pub enum LlvmType {
    Ptr {
        addr_space: u32,
    },
    Void,
    Token,
    Label,
    Metadata,
    Array {
        count: u64,
        elem: Type,
    },
    Struct {
        name: Option<String>,
        packed: bool,
        opaque: bool,
        body: Vec<Type>,
    },
    Func {
        result: Type,
        params: Vec<Type>,
        vararg: bool,
    },
}

pub fn ptr_type(ctx: &Context) -> Type {
    ctx.dialect_type(DIALECT, "ptr", &[])
}

pub fn ptr_type_in(ctx: &Context, addr_space: u32) -> Type {
    if addr_space == 0 {
        return ptr_type(ctx);
    }
    ctx.dialect_type(DIALECT, "ptr", &[ctx.i64_attr(i64::from(addr_space))])
}

pub fn void_type(ctx: &Context) -> Type {
    ctx.dialect_type(DIALECT, "void", &[])
}

pub fn array_type(ctx: &Context, count: u64, elem: Type) -> Type {
    ctx.dialect_type(
        DIALECT,
        "array",
        &[ctx.i64_attr(count as i64), ctx.type_attr(elem)],
    )
}

/// A literal (unnamed) struct.
pub fn struct_type(ctx: &Context, body: &[Type], packed: bool) -> Type {
    let mut params = vec![ctx.unit_attr(), ctx.bool_attr(packed), ctx.bool_attr(false)];
    params.extend(body.iter().map(|&t| ctx.type_attr(t)));
    ctx.dialect_type(DIALECT, "struct", &params)
}

/// An identified struct with a body (or opaque when `opaque`).
pub fn identified_struct_type(
    ctx: &Context,
    name: &str,
    body: &[Type],
    packed: bool,
    opaque: bool,
) -> Type {
    let mut params = vec![
        ctx.string_attr(name),
        ctx.bool_attr(packed),
        ctx.bool_attr(opaque),
    ];
    params.extend(body.iter().map(|&t| ctx.type_attr(t)));
    ctx.dialect_type(DIALECT, "struct", &params)
}

pub fn func_type(ctx: &Context, result: Type, params: &[Type], vararg: bool) -> Type {
    let mut p = vec![ctx.type_attr(result), ctx.bool_attr(vararg)];
    p.extend(params.iter().map(|&t| ctx.type_attr(t)));
    ctx.dialect_type(DIALECT, "func", &p)
}

/// Decodes an llvm dialect type; `None` for any other type.
pub fn llvm_type(ctx: &Context, t: Type) -> Option<LlvmType> {
    let TypeData::Dialect {
        dialect,
        mnemonic,
        params,
    } = ctx.type_data(t)
    else {
        return None;
    };
    if ctx.symbol_str(*dialect) != DIALECT {
        return None;
    }
    let int = |a: &Attribute| ctx.attr_as_int(*a);
    let ty = |a: &Attribute| ctx.attr_as_type(*a);
    let flag = |a: Option<&Attribute>| a.and_then(|a| ctx.attr_as_int(*a)).is_some_and(|v| v != 0);
    let types = |rest: &[Attribute]| rest.iter().map(ty).collect::<Option<Vec<_>>>();
    Some(match (ctx.symbol_str(*mnemonic), params.as_ref()) {
        ("ptr", []) => LlvmType::Ptr { addr_space: 0 },
        ("ptr", [a]) => LlvmType::Ptr {
            addr_space: u32::try_from(int(a)?).ok()?,
        },
        ("void", []) => LlvmType::Void,
        ("token", []) => LlvmType::Token,
        ("label", []) => LlvmType::Label,
        ("metadata", []) => LlvmType::Metadata,
        ("array", [n, e]) => LlvmType::Array {
            count: u64::try_from(int(n)?).ok()?,
            elem: ty(e)?,
        },
        ("struct", [name, packed, opaque, rest @ ..]) => LlvmType::Struct {
            name: ctx.attr_as_str(*name).map(str::to_string),
            packed: flag(Some(packed)),
            opaque: flag(Some(opaque)),
            body: types(rest)?,
        },
        ("func", [result, vararg, rest @ ..]) => LlvmType::Func {
            result: ty(result)?,
            vararg: flag(Some(vararg)),
            params: types(rest)?,
        },
        _ => return None,
    })
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(llvm_type(ctx, t), Some(LlvmType::Ptr { .. }))
}

pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(llvm_type(ctx, t), Some(LlvmType::Void))
}

/// Struct element types, if `t` is a struct with a body.
pub fn struct_body(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    match llvm_type(ctx, t)? {
        LlvmType::Struct {
            body,
            opaque: false,
            ..
        } => Some(body),
        _ => None,
    }
}

/// `(result, params, vararg)` of an `!llvm.func`.
pub fn func_signature(ctx: &Context, t: Type) -> Option<(Type, Vec<Type>, bool)> {
    match llvm_type(ctx, t)? {
        LlvmType::Func {
            result,
            params,
            vararg,
        } => Some((result, params, vararg)),
        _ => None,
    }
}

/// Whether `t` may appear as a value of the llvm dialect (LLVM::isCompatibleType, simplified):
/// signless integers, floats, index-free vectors of those, pointers, structs, arrays.
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => *signedness == xla_ir::types::Signedness::Signless,
        TypeData::Float(k) => is_compatible_float(*k),
        TypeData::Vector { elem, .. } => is_compatible(ctx, *elem),
        TypeData::Dialect { .. } => match llvm_type(ctx, t) {
            Some(LlvmType::Array { elem, .. }) => is_compatible(ctx, elem),
            Some(LlvmType::Struct { body, .. }) => body.iter().all(|&e| is_compatible(ctx, e)),
            Some(LlvmType::Func { result, params, .. }) => {
                is_compatible(ctx, result) && params.iter().all(|&e| is_compatible(ctx, e))
            }
            Some(_) => true,
            None => false,
        },
        _ => false,
    })
}

/// LLVM's float types (upstream's isCompatibleFloatingPointType): no f8/f6/f4 or tf32.
pub fn is_compatible_float(k: xla_ir::float::FloatKind) -> bool {
    use xla_ir::float::FloatKind as F;
    matches!(k, F::BF16 | F::F16 | F::F32 | F::F64)
}

// ---- syntax ----

const NESTED_KEYWORDS: [&str; 9] = [
    "ptr", "void", "token", "label", "metadata", "array", "struct", "func", "vec",
];

/// `DialectDef::parse_type`: the body after `!llvm.`.
pub fn parse_type(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || parse_body(p, mnemonic))
}

/// A type inside an llvm type: an llvm mnemonic without prefix, or any other type.
fn parse_nested(p: &mut dyn AsmParser) -> Result<Type, Diag> {
    if let Some(kw) = NESTED_KEYWORDS.iter().find(|kw| p.peek_keyword(kw)) {
        p.parse_keyword(kw)?;
        return parse_type(p, kw);
    }
    p.parse_type()
}

fn parse_body(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Type, Diag> {
    match mnemonic {
        "ptr" => {
            if !p.parse_optional_punct(Punct::Less) {
                return Ok(ptr_type(p.ctx()));
            }
            let space = p.parse_integer()?;
            p.parse_punct(Punct::Greater)?;
            let space = u32::try_from(space).map_err(|_| p.error("invalid address space"))?;
            Ok(ptr_type_in(p.ctx(), space))
        }
        "void" | "token" | "label" | "metadata" => Ok(p.ctx().dialect_type(DIALECT, mnemonic, &[])),
        "array" => {
            p.parse_punct(Punct::Less)?;
            let count = p.parse_integer()?;
            let count =
                u64::try_from(count).map_err(|_| p.error("expected non-negative array size"))?;
            p.parse_keyword("x")?;
            let elem = parse_nested(p)?;
            p.parse_punct(Punct::Greater)?;
            Ok(array_type(p.ctx(), count, elem))
        }
        "struct" => parse_struct(p),
        "func" => {
            p.parse_punct(Punct::Less)?;
            let result = parse_nested(p)?;
            let mut params = Vec::new();
            let mut vararg = false;
            p.parse_punct(Punct::LParen)?;
            if !p.parse_optional_punct(Punct::RParen) {
                loop {
                    if p.parse_optional_punct(Punct::Ellipsis) {
                        vararg = true;
                        break;
                    }
                    params.push(parse_nested(p)?);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RParen)?;
            }
            p.parse_punct(Punct::Greater)?;
            Ok(func_type(p.ctx(), result, &params, vararg))
        }
        _ => Err(p.error(&format!("unknown LLVM type: {mnemonic}"))),
    }
}

/// `<(..)>`, `<packed (..)>`, `<"name", (..)>`, `<"name", packed (..)>`, `<"name", opaque>`.
fn parse_struct(p: &mut dyn AsmParser) -> Result<Type, Diag> {
    p.parse_punct(Punct::Less)?;
    let name = p.parse_optional_string();
    if name.is_some() {
        p.parse_punct(Punct::Comma)?;
        if p.parse_optional_keyword("opaque") {
            p.parse_punct(Punct::Greater)?;
            return Ok(identified_struct_type(
                p.ctx(),
                name.as_deref().unwrap_or(""),
                &[],
                false,
                true,
            ));
        }
    }
    let packed = p.parse_optional_keyword("packed");
    let mut body = Vec::new();
    p.parse_comma_separated(Delimiter::Paren, &mut |p| {
        body.push(parse_nested(p)?);
        Ok(())
    })?;
    p.parse_punct(Punct::Greater)?;
    Ok(match name {
        Some(n) => identified_struct_type(p.ctx(), &n, &body, packed, false),
        None => struct_type(p.ctx(), &body, packed),
    })
}

/// `DialectDef::print_type`.
pub fn print_type(p: &mut dyn AsmPrinter, t: Type) -> bool {
    let Some(lt) = llvm_type(p.ctx(), t) else {
        return false;
    };
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || print_body(p, &lt));
    true
}

fn print_nested(p: &mut dyn AsmPrinter, t: Type) {
    match llvm_type(p.ctx(), t) {
        Some(lt) => print_body(p, &lt),
        None => p.print_type(t),
    }
}

fn print_list(p: &mut dyn AsmPrinter, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(p, t);
    }
}

fn print_body(p: &mut dyn AsmPrinter, t: &LlvmType) {
    match t {
        LlvmType::Ptr { addr_space: 0 } => p.write_str("ptr"),
        LlvmType::Ptr { addr_space } => p.write_str(&format!("ptr<{addr_space}>")),
        LlvmType::Void => p.write_str("void"),
        LlvmType::Token => p.write_str("token"),
        LlvmType::Label => p.write_str("label"),
        LlvmType::Metadata => p.write_str("metadata"),
        LlvmType::Array { count, elem } => {
            p.write_str(&format!("array<{count} x "));
            print_nested(p, *elem);
            p.write_str(">");
        }
        LlvmType::Struct {
            name,
            packed,
            opaque,
            body,
        } => {
            p.write_str("struct<");
            if let Some(n) = name {
                p.print_string(n);
                p.write_str(", ");
                if *opaque {
                    p.write_str("opaque>");
                    return;
                }
            }
            if *packed {
                p.write_str("packed ");
            }
            p.write_str("(");
            print_list(p, body);
            p.write_str(")>");
        }
        LlvmType::Func {
            result,
            params,
            vararg,
        } => {
            p.write_str("func<");
            print_nested(p, *result);
            p.write_str(" (");
            print_list(p, params);
            if *vararg {
                p.write_str(if params.is_empty() { "..." } else { ", ..." });
            }
            p.write_str(")>");
        }
    }
}
