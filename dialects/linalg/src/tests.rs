use crate::attrs::IteratorType::*;
use crate::structured::{kept_dims, loop_bounds, Structured};
use xla_ir::affine::AffineMap;

#[test]
fn loop_bounds_come_from_first_pure_dimension() {
    let s = Structured {
        iterators: vec![Parallel, Parallel, Reduction],
        maps: crate::structured::matmul_maps(),
        num_inputs: 2,
    };
    assert_eq!(
        loop_bounds(&s, &[vec![4, 8], vec![8, 16], vec![4, 16]]),
        Some(vec![4, 16, 8])
    );
    assert_eq!(s.num_outputs(), 1);
    assert!(!s.all_parallel());
}

#[test]
fn kept_dims_skip_dropped() {
    assert_eq!(kept_dims(4, &[1, 3]), vec![0, 2]);
    assert_eq!(
        AffineMap::projection(4, &kept_dims(4, &[0])).results.len(),
        3
    );
}
