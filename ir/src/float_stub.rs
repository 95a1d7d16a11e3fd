//! Temporary stand-in for the float module (replaced by float/mod.rs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind { F16, BF16, F32, F64, TF32, F8E5M2, F8E4M3, F8E4M3FN, F8E5M2FNUZ, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E3M4, F8E8M0FNU, F6E2M3FN, F6E3M2FN, F4E2M1FN }
impl FloatKind {
    pub fn mlir_name(self) -> &'static str { "f32" }
    pub fn from_mlir_name(_s: &str) -> Option<Self> { None }
    pub fn bit_width(self) -> u32 { 32 }
}
