//! `hlo.map`: a parallel `linalg.generic` whose body is the map's computation on scalars.
//! Not lowered yet: the region conversion needs the dialect-conversion driver.

use super::Lowering;

pub fn lowerings() -> Vec<Lowering> {
    Vec::new()
}
