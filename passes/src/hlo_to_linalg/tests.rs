//! Unit tests of the hlo→linalg lowering: which ops have lowerings.

use super::lowerings;

#[test]
fn element_wise_and_shape_ops_have_lowerings() {
    let all = lowerings();
    for name in ["hlo.add", "hlo.divide", "hlo.compare", "hlo.convert", "hlo.broadcast_in_dim", "hlo.iota", "hlo.constant"] {
        assert!(all.iter().any(|l| l.op == name), "{name} has no lowering");
    }
}
