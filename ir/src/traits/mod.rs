//! Shape logic behind op traits, independent of the IR.

pub mod broadcast;
