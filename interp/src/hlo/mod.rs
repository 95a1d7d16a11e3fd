//! hlo dialect evaluation (XLA semantics).

pub mod batch_norm;
pub mod collective;
pub mod compare;
pub mod constants;
pub mod conversion;
pub mod convolution;
pub mod dynamic;
pub mod einsum;
pub mod elementwise;
pub mod gather;
pub mod linalg;
pub mod quantized;
pub mod reduce_window;
pub mod regions;
pub mod rng;
pub mod shape;
pub mod tuples;

use crate::eval::Registry;

pub fn register(r: &mut Registry) {
    constants::register(r);
    compare::register(r);
    conversion::register(r);
    tuples::register(r);
    convolution::register(r);
    dynamic::register(r);
    batch_norm::register(r);
    elementwise::register(r);
    shape::register(r);
    regions::register(r);
    gather::register(r);
    reduce_window::register(r);
    linalg::register(r);
    rng::register(r);
    einsum::register(r);
    quantized::register(r);
}
