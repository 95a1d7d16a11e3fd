//! (being written)

use crate::table::OpRow;

pub const OPS: &[OpRow] = &[];
