//! The `quant` dialect: `!quant.uniform` quantized element types, per-tensor
//! (`!quant.uniform<i8:f32, 2.0:15>`) and per-axis (`!quant.uniform<i8:f32:0, {0.1:-30,0.5:-20}>`),
//! parsed, printed and verified as upstream MLIR's quant dialect does (mlir-opt 22 prints the
//! same bytes). [`uniform`] holds the type's model and the scalar quantize / dequantize
//! arithmetic that StableHLO's semantics define, shared by the interpreter and the lowering.

pub mod syntax;
pub mod uniform;

#[cfg(test)]
mod tests;

pub use uniform::UniformType;

use xla_ir::DialectDef;

/// The dialect's namespace.
pub const DIALECT: &str = "quant";

/// The `quant` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new(DIALECT);
    d.summary = "Uniform quantized types: integers standing for scaled, offset floats".to_string();
    d.parse_type = Some(syntax::parse_type);
    d.print_type = Some(syntax::print_type);
    d
}
