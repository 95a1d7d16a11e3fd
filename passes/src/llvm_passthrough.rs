//! The `passthrough` list of an `llvm.func` (LLVM function attributes upstream translates
//! as they are: `"name"` or `["key", "value"]`), shared by the passes that add to it.

use xla_ir::{AttrData, Attribute, Context, OpData};

/// The items of `func`'s `passthrough` (property or, in generic text, attribute).
pub fn items(ctx: &Context, func: &OpData) -> Vec<Attribute> {
    let key = ctx.symbol("passthrough");
    let old = func.props.get(key).or_else(|| func.attrs.get(key));
    match old.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    }
}

/// Replaces `func`'s `passthrough` by `items` (as the property).
pub fn set_items(ctx: &Context, func: &mut OpData, items: &[Attribute]) {
    let key = ctx.symbol("passthrough");
    func.attrs.remove(key);
    func.props.set(ctx, key, ctx.array_attr(items));
}

/// The key of an item: the name itself, or the first of a `["key", "value"]` pair.
pub fn item_key(ctx: &Context, item: Attribute) -> Option<&str> {
    match ctx.attr_data(item) {
        AttrData::Array(pair) => pair.first().and_then(|&k| ctx.attr_as_str(k)),
        _ => ctx.attr_as_str(item),
    }
}
