//! The sdy attributes' text (Shardy's assembly formats and custom printers): parsing into
//! [`crate::model`] values and printing them back byte for byte as JAX emits them.

use crate::model::*;
use xla_ir::asm::{AsmParser, AsmPrinter, Punct};
use xla_ir::{Attribute, Diag, Type};

/// An MLIR string literal.
pub fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}

/// `@name`, quoted when it is not a bare identifier.
pub fn symbol(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
    if bare {
        format!("@{name}")
    } else {
        format!("@{}", quote(name))
    }
}

// ---- printing --------------------------------------------------------------------------

/// `["x"=2, "y"=4], device_ids=[...]` inside `<...>`.
pub fn mesh_body(m: &Mesh) -> String {
    let axes: Vec<String> = m
        .axes
        .iter()
        .map(|a| format!("{}={}", quote(&a.name), a.size))
        .collect();
    let mut s = format!("<[{}]", axes.join(", "));
    if !m.device_ids.is_empty() {
        let ids: Vec<String> = m.device_ids.iter().map(i64::to_string).collect();
        s.push_str(&format!(", device_ids=[{}]", ids.join(", ")));
    }
    s.push('>');
    s
}

pub fn axis_ref(a: &AxisRef) -> String {
    match a.sub {
        Some((pre, size)) => format!("{}:({pre}){size}", quote(&a.name)),
        None => quote(&a.name),
    }
}

fn axis_list(axes: &[AxisRef]) -> String {
    axes.iter().map(axis_ref).collect::<Vec<_>>().join(", ")
}

fn dim_sharding(d: &DimSharding) -> String {
    let mut s = format!("{{{}", axis_list(&d.axes));
    if !d.closed {
        if !d.axes.is_empty() {
            s.push_str(", ");
        }
        s.push('?');
    }
    s.push('}');
    if let Some(p) = d.priority {
        s.push_str(&format!("p{p}"));
    }
    s
}

/// `<@mesh, [{"x"}, {}], replicated={"y"}>`: a sharding without its `#sdy.sharding` prefix.
pub fn sharding_body(t: &TensorSharding) -> String {
    let mesh = match &t.mesh {
        MeshOrRef::Ref(n) => symbol(n),
        MeshOrRef::Inline(m) => format!("mesh{}", mesh_body(m)),
    };
    let dims: Vec<String> = t.dims.iter().map(dim_sharding).collect();
    let mut s = format!("<{mesh}, [{}]", dims.join(", "));
    if !t.replicated.is_empty() {
        s.push_str(&format!(", replicated={{{}}}", axis_list(&t.replicated)));
    }
    if !t.unreduced.is_empty() {
        s.push_str(&format!(", unreduced={{{}}}", axis_list(&t.unreduced)));
    }
    s.push('>');
    s
}

/// `[<@mesh, ...>, <@mesh, ...>]`.
pub fn sharding_list(v: &[TensorSharding]) -> String {
    format!(
        "[{}]",
        v.iter().map(sharding_body).collect::<Vec<_>>().join(", ")
    )
}

/// `{"x", "y"}`.
pub fn manual_axes_body(names: &[String]) -> String {
    format!(
        "{{{}}}",
        names
            .iter()
            .map(|n| quote(n))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Factor `i` is `i`, ..., `z`, then `z_1`, `z_2`, ...
pub fn factor_symbol(i: i64) -> String {
    if i < 18 {
        ((b'i' + i as u8) as char).to_string()
    } else {
        format!("z_{}", i - 17)
    }
}

fn mappings(m: &[Vec<Vec<i64>>]) -> String {
    let tensors: Vec<String> = m
        .iter()
        .map(|t| {
            let dims: Vec<String> = t
                .iter()
                .map(|d| d.iter().map(|&f| factor_symbol(f)).collect::<String>())
                .collect();
            format!("[{}]", dims.join(", "))
        })
        .collect();
    format!("({})", tensors.join(", "))
}

pub fn rule_body(r: &OpShardingRule) -> String {
    let mut s = format!("<{}->{}", mappings(&r.operands), mappings(&r.results));
    if !r.factor_sizes.is_empty() {
        let sizes: Vec<String> = r
            .factor_sizes
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}={n}", factor_symbol(i as i64)))
            .collect();
        s.push_str(&format!(" {{{}}}", sizes.join(", ")));
    }
    for (name, group) in FACTOR_GROUPS.iter().zip(&r.factor_groups) {
        if !group.is_empty() {
            let g: Vec<String> = group.iter().map(|&f| factor_symbol(f)).collect();
            s.push_str(&format!(" {name}={{{}}}", g.join(", ")));
        }
    }
    if r.custom {
        s.push_str(", custom");
    }
    s.push('>');
    s
}

/// The dialect's attribute printer: `mnemonic<...>` (the printer adds `#sdy.` or `#sdy<...>`).
pub fn print_attr(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    let ctx = p.ctx();
    let text =
        match mnemonic_of(ctx, a) {
            Some(MESH) => Mesh::from_attr(ctx, a).map(|m| format!("mesh{}", mesh_body(&m))),
            Some(SHARDING) => {
                TensorSharding::from_attr(ctx, a).map(|t| format!("sharding{}", sharding_body(&t)))
            }
            Some(SHARDING_PER_VALUE) => sharding_per_value(ctx, a)
                .map(|v| format!("sharding_per_value<{}>", sharding_list(&v))),
            Some(MANUAL_AXES) => {
                manual_axes(ctx, a).map(|v| format!("manual_axes{}", manual_axes_body(&v)))
            }
            Some(OP_SHARDING_RULE) => OpShardingRule::from_attr(ctx, a)
                .map(|r| format!("op_sharding_rule{}", rule_body(&r))),
            _ => None,
        };
    match text {
        Some(t) => {
            p.write_str(&t);
            true
        }
        None => false,
    }
}

// ---- parsing ---------------------------------------------------------------------------

/// `<[...], device_ids=[...]>` (after the `mesh` keyword, if any).
pub fn parse_mesh_body(p: &mut dyn AsmParser) -> Result<Mesh, Diag> {
    p.parse_punct(Punct::Less)?;
    p.parse_punct(Punct::LSquare)?;
    let mut mesh = Mesh::default();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let name = p.parse_string()?;
            p.parse_punct(Punct::Equal)?;
            let size = p.parse_integer()?;
            mesh.axes.push(MeshAxis { name, size });
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword("device_ids")?;
        p.parse_punct(Punct::Equal)?;
        p.parse_punct(Punct::LSquare)?;
        loop {
            mesh.device_ids.push(p.parse_integer()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_punct(Punct::Greater)?;
    Ok(mesh)
}

fn parse_axis_ref(p: &mut dyn AsmParser) -> Result<AxisRef, Diag> {
    let name = p.parse_string()?;
    let sub = if p.parse_optional_punct(Punct::Colon) {
        p.parse_punct(Punct::LParen)?;
        let pre = p.parse_integer()?;
        p.parse_punct(Punct::RParen)?;
        Some((pre, p.parse_integer()?))
    } else {
        None
    };
    Ok(AxisRef { name, sub })
}

/// `{...}` of axis refs.
fn parse_axis_list(p: &mut dyn AsmParser) -> Result<Vec<AxisRef>, Diag> {
    p.parse_punct(Punct::LBrace)?;
    let mut axes = Vec::new();
    if p.parse_optional_punct(Punct::RBrace) {
        return Ok(axes);
    }
    loop {
        axes.push(parse_axis_ref(p)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RBrace)?;
    Ok(axes)
}

fn parse_dim_sharding(p: &mut dyn AsmParser) -> Result<DimSharding, Diag> {
    p.parse_punct(Punct::LBrace)?;
    let mut d = DimSharding {
        axes: Vec::new(),
        closed: true,
        priority: None,
    };
    while !p.parse_optional_punct(Punct::RBrace) {
        if !d.axes.is_empty() {
            p.parse_punct(Punct::Comma)?;
        }
        if p.parse_optional_punct(Punct::Question) {
            d.closed = false;
            p.parse_punct(Punct::RBrace)?;
            break;
        }
        d.axes.push(parse_axis_ref(p)?);
    }
    let loc = p.current_loc();
    if let Some(kw) = p.parse_optional_keyword_any() {
        let digits = kw.get(1..).unwrap_or("");
        let valid = kw.starts_with('p')
            && !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !(digits.starts_with('0') && digits.len() > 1);
        match digits.parse::<i64>() {
            Ok(v) if valid => d.priority = Some(v),
            _ => {
                return Err(p.error_at(
                    loc,
                    &format!("expecting priority in format 'p<number>', got: {kw}"),
                ))
            }
        }
    }
    Ok(d)
}

/// `<@mesh, [...], replicated={...}, unreduced={...}>`.
pub fn parse_sharding_body(p: &mut dyn AsmParser) -> Result<TensorSharding, Diag> {
    p.parse_punct(Punct::Less)?;
    let mesh = if p.parse_optional_keyword(MESH) {
        MeshOrRef::Inline(parse_mesh_body(p)?)
    } else {
        let loc = p.current_loc();
        match p.parse_optional_symbol_name() {
            Some(n) => MeshOrRef::Ref(n),
            None => return Err(p.error_at(loc, "expecting MeshAttr or FlatSymbolRefAttr")),
        }
    };
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    let mut dims = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            dims.push(parse_dim_sharding(p)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let (mut replicated, mut unreduced) = (Vec::new(), Vec::new());
    while p.parse_optional_punct(Punct::Comma) {
        let loc = p.current_loc();
        if replicated.is_empty() && p.parse_optional_keyword("replicated") {
            p.parse_punct(Punct::Equal)?;
            replicated = parse_axis_list(p)?;
        } else if unreduced.is_empty() && p.parse_optional_keyword("unreduced") {
            p.parse_punct(Punct::Equal)?;
            unreduced = parse_axis_list(p)?;
        } else {
            return Err(p.error_at(
                loc,
                "failed to parse Sdy_TensorSharding, expected valid named axis list after comma",
            ));
        }
    }
    p.parse_punct(Punct::Greater)?;
    Ok(TensorSharding {
        mesh,
        dims,
        replicated,
        unreduced,
    })
}

/// `[<...>, <...>]`.
pub fn parse_sharding_list(p: &mut dyn AsmParser) -> Result<Vec<TensorSharding>, Diag> {
    p.parse_punct(Punct::LSquare)?;
    let mut v = Vec::new();
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(parse_sharding_body(p)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(v)
}

/// `{"x", "y"}`.
pub fn parse_manual_axes_body(p: &mut dyn AsmParser) -> Result<Vec<String>, Diag> {
    p.parse_punct(Punct::LBrace)?;
    let mut v = Vec::new();
    if p.parse_optional_punct(Punct::RBrace) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_string()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RBrace)?;
    Ok(v)
}

/// Factor symbols run together (`ij`, `z_1k`) into indices.
fn parse_factor_symbols(p: &dyn AsmParser, text: &str) -> Result<Vec<i64>, Diag> {
    let mut rest = text;
    let mut out = Vec::new();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("z_") {
            let n = after.bytes().take_while(u8::is_ascii_digit).count();
            let num = &after[..n];
            if num.is_empty() || num.starts_with('0') {
                return Err(p.error(&format!(
                    "expecting positive integer without leading zeros after 'z_'. Received: '{rest}'"
                )));
            }
            let v = num
                .parse::<i64>()
                .ok()
                .and_then(|v| v.checked_add(17))
                .ok_or_else(|| p.error(&format!("factor index too large: {num}")))?;
            out.push(v);
            rest = &after[n..];
        } else {
            let c = rest.as_bytes()[0];
            if !(b'i'..=b'z').contains(&c) {
                return Err(p.error(&format!(
                    "expecting symbol from 'i' to 'z'. Received: '{}'",
                    c as char
                )));
            }
            out.push((c - b'i') as i64);
            rest = &rest[1..];
        }
    }
    Ok(out)
}

/// `([i, j], [j])`: one tensor mapping per value.
fn parse_mappings(p: &mut dyn AsmParser) -> Result<Vec<Vec<Vec<i64>>>, Diag> {
    p.parse_punct(Punct::LParen)?;
    let mut tensors = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(tensors);
    }
    loop {
        p.parse_punct(Punct::LSquare)?;
        let mut dims = Vec::new();
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                let kw = p.parse_keyword_any()?;
                dims.push(parse_factor_symbols(p, &kw)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RSquare)?;
        }
        tensors.push(dims);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok(tensors)
}

/// `{i, k}` of single factor symbols.
fn parse_factor_set(p: &mut dyn AsmParser) -> Result<Vec<i64>, Diag> {
    p.parse_punct(Punct::LBrace)?;
    let mut v = Vec::new();
    if p.parse_optional_punct(Punct::RBrace) {
        return Ok(v);
    }
    loop {
        let kw = p.parse_keyword_any()?;
        v.extend(parse_factor_symbols(p, &kw)?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RBrace)?;
    Ok(v)
}

pub fn parse_rule_body(p: &mut dyn AsmParser) -> Result<OpShardingRule, Diag> {
    p.parse_punct(Punct::Less)?;
    let mut r = OpShardingRule {
        operands: parse_mappings(p)?,
        ..Default::default()
    };
    p.parse_punct(Punct::Arrow)?;
    r.results = parse_mappings(p)?;
    if p.parse_optional_punct(Punct::LBrace) {
        loop {
            let loc = p.current_loc();
            let kw = p.parse_keyword_any()?;
            let f = parse_factor_symbols(p, &kw)?;
            if f != [r.factor_sizes.len() as i64] {
                return Err(p.error_at(
                    loc,
                    &format!(
                        "expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. \
                         {{i=#, j=#, ...}}). Expecting factor index symbol '{}', received: '{kw}'",
                        factor_symbol(r.factor_sizes.len() as i64)
                    ),
                ));
            }
            p.parse_punct(Punct::Equal)?;
            r.factor_sizes.push(p.parse_integer()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    for (i, name) in FACTOR_GROUPS.iter().enumerate() {
        if p.parse_optional_keyword(name) {
            p.parse_punct(Punct::Equal)?;
            r.factor_groups[i] = parse_factor_set(p)?;
        }
    }
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword("custom")?;
        r.custom = true;
    }
    let loc = p.current_loc();
    p.parse_punct(Punct::Greater)?;
    check_rule(&r).map_err(|m| p.error_at(loc, &m))?;
    Ok(r)
}

/// The rule's own constraints: factors in range, none repeated within a tensor or group.
pub fn check_rule(r: &OpShardingRule) -> Result<(), String> {
    let n = r.factor_sizes.len() as i64;
    for t in r.operands.iter().chain(&r.results) {
        let mut seen = Vec::new();
        for &f in t.iter().flatten() {
            if f >= n {
                return Err(format!("factor index {f} out of range [0, {n})"));
            }
            if seen.contains(&f) {
                return Err(format!(
                    "cannot reuse factors for the same tensor value: {}",
                    factor_symbol(f)
                ));
            }
            seen.push(f);
        }
    }
    let mut grouped = Vec::new();
    for &f in r.factor_groups.iter().flatten() {
        if f >= n {
            return Err(format!("factor index {f} out of range [0, {n})"));
        }
        if grouped.contains(&f) {
            return Err(format!(
                "factor {} appears in more than one group",
                factor_symbol(f)
            ));
        }
        grouped.push(f);
    }
    Ok(())
}

/// The dialect's attribute parser, after `#sdy.` with the mnemonic read.
pub fn parse_attr(
    p: &mut dyn AsmParser,
    mnemonic: &str,
    _ty: Option<Type>,
) -> Result<Attribute, Diag> {
    match mnemonic {
        MESH => Ok(parse_mesh_body(p)?.to_attr(p.ctx())),
        SHARDING => Ok(parse_sharding_body(p)?.to_attr(p.ctx())),
        SHARDING_PER_VALUE => {
            p.parse_punct(Punct::Less)?;
            let v = parse_sharding_list(p)?;
            p.parse_punct(Punct::Greater)?;
            Ok(sharding_per_value_attr(p.ctx(), &v))
        }
        MANUAL_AXES => {
            let v = parse_manual_axes_body(p)?;
            Ok(manual_axes_attr(p.ctx(), &v))
        }
        OP_SHARDING_RULE => Ok(parse_rule_body(p)?.to_attr(p.ctx())),
        _ => Err(p.error(&format!("unknown sdy attribute: {mnemonic}"))),
    }
}
