//! The `tensor` dialect of MLIR 22: creating, reading, slicing, padding and reshaping
//! tensors, in upstream syntax with upstream's verifier messages.

pub mod creation;
pub mod element_access;
pub mod ops;
pub mod reshape;
pub mod shape_info;
pub mod slices;
pub mod syntax;

use xla_ir::DialectDef;

/// The `tensor` dialect, ready for `Context::load_dialect`.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("tensor");
    d.summary = "Tensor creation, element access, slicing, padding and reshaping".to_string();
    d.ops = [
        creation::ops(),
        element_access::ops(),
        shape_info::ops(),
        slices::ops(),
        reshape::ops(),
    ]
    .into_iter()
    .flatten()
    .collect();
    d
}

#[cfg(test)]
mod tests {
    use crate::slices::rank_reduces_to;

    #[test]
    fn rank_reduction_drops_unit_dims_only() {
        assert!(rank_reduces_to(&[1, 4], &[4]));
        assert!(rank_reduces_to(&[2, 4], &[2, 4]));
        assert!(!rank_reduces_to(&[2, 4], &[4]));
        assert!(!rank_reduces_to(&[2, 4], &[2, 5]));
        assert!(rank_reduces_to(&[1, 1], &[]));
    }
}
