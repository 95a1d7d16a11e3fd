//! The `sdy` dialect (Shardy) as JAX emits it for multi-device programs: meshes
//! (`sdy.mesh`, `#sdy.mesh`), tensor shardings (`#sdy.sharding`, `#sdy.sharding_per_value`),
//! manual computations (`sdy.manual_computation` with `#sdy<manual_axes{...}>`, ended by
//! `sdy.return`), sharding constraints and `#sdy.op_sharding_rule`. The attributes are
//! decoded into [`model`] values; the interpreter runs manual computations on devices.

pub mod attr_syntax;
pub mod model;
pub mod op_defs;
pub mod ops;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

/// The dialect's namespace.
pub const DIALECT: &str = "sdy";

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary = "Shardy: meshes, shardings and manual (per-device) computations".to_string();
    d.ops = op_defs::defs();
    d.parse_attr = Some(attr_syntax::parse_attr);
    d.print_attr = Some(attr_syntax::print_attr);
    d
}
