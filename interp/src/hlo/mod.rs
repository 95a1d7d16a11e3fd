//! hlo dialect evaluation (XLA semantics).

pub mod collective;
pub mod compare;
pub mod convolution;
pub mod dynamic;
pub mod einsum;
pub mod elementwise;
pub mod extra;
pub mod gather;
pub mod linalg;
pub mod quantized;
pub mod reduce_window;
pub mod regions;
pub mod rng;
pub mod shape;

use crate::eval::Registry;

pub fn register(r: &mut Registry) {
    compare::register(r);
    convolution::register(r);
    dynamic::register(r);
    extra::register(r);
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
